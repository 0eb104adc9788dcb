import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import {
  classifyFailure,
  parseDuration,
  retryDelayMs,
  type FailureState,
} from '../src/judge/llm-failure.js';

// The LLM judge's failure policy as plain data: an error and where the request stands in, what
// to do out. (The loop that carries it out is tested end to end against the fake servers.)
const URL = 'http://127.0.0.1:1/v1/responses';
function apiError(
  statusCode: number,
  body: unknown = {},
  responseHeaders: Record<string, string> = {},
): APICallError {
  return new APICallError({
    message: `HTTP ${statusCode}`,
    url: URL,
    requestBodyValues: {},
    statusCode,
    responseHeaders,
    responseBody: JSON.stringify(body),
    isRetryable: [408, 409, 429].includes(statusCode) || statusCode >= 500,
  });
}
const named = (name: string, message = name) => Object.assign(new Error(message), { name });

function state(overrides: Partial<FailureState> = {}): FailureState {
  return {
    stopped: false,
    withTemperature: true,
    hasKey: true,
    judgeModel: { modelId: 'gpt-x', server: 'http://127.0.0.1:1/v1' },
    caseId: 'c1',
    redact: (text) => text,
    attempt: 0,
    answered: true,
    retry: {
      maxRetries: 2,
      requestTimeoutMs: 30_000,
      clock: { now: () => new Date(0), sleep: async () => undefined, random: () => 0.5 },
    },
    ownRateLimit: () => false,
    ...overrides,
  };
}

describe('classifyFailure: what a failed judge call calls for', () => {
  it('a run that stopped meanwhile stops, whatever the error', () => {
    expect(classifyFailure(apiError(503), state({ stopped: true }))).toEqual({
      kind: 'fail',
      failure: 'stop',
      message: 'the run stopped asking',
    });
  });

  it('a model that rejects temperature is asked again without it, only while it is sent', () => {
    const rejected = apiError(400, {
      error: { message: "Unsupported parameter: 'temperature'", param: 'temperature' },
    });
    expect(classifyFailure(rejected, state())).toEqual({ kind: 'without-temperature' });
    expect(classifyFailure(rejected, state({ withTemperature: false }))).toMatchObject({
      failure: 'stop',
    });
  });

  it('a refused key stops the run; without a key it is "needs-key"', () => {
    const refused = apiError(401, { error: { message: 'bad key', code: 'invalid_api_key' } });
    const withKey = classifyFailure(refused, state());
    expect(withKey).toEqual({
      kind: 'fail',
      failure: 'stop',
      message:
        "judge: http://127.0.0.1:1/v1 answered that the judge is misconfigured: the key was refused (HTTP 401 invalid_api_key: bad key); check api-key (or the provider's key variable). No more requests were sent.",
    });
    expect(classifyFailure(refused, state({ hasKey: false }))).toEqual({
      kind: 'fail',
      failure: 'needs-key',
      message: 'http://127.0.0.1:1/v1 refused to answer without a key (HTTP 401)',
    });
  });

  it('a 429 of our own making waits its turn; another is retried, then fails as unavailable', () => {
    let asked = 0;
    const ours = () => (asked += 1) > 0;
    expect(classifyFailure(apiError(429), state({ ownRateLimit: ours }))).toEqual({
      kind: 'retry',
      delayMs: 750,
      waitTurn: true,
    });
    expect(asked).toBe(1);
    expect(classifyFailure(apiError(429), state())).toEqual({ kind: 'retry', delayMs: 750 });
    expect(classifyFailure(apiError(429), state({ attempt: 2 }))).toEqual({
      kind: 'fail',
      message: `case "c1": judge request failed after 3 attempts: HTTP 429 from ${URL}: HTTP 429`,
      failure: 'unavailable',
    });
  });

  it('transient errors are retried until the retries are used: 5xx, timeouts, dropped connections', () => {
    expect(classifyFailure(apiError(503), state()).kind).toBe('retry');
    expect(classifyFailure(named('TimeoutError'), state()).kind).toBe('retry');
    expect(classifyFailure(new Error('fetch failed'), state()).kind).toBe('retry');
    expect(
      classifyFailure(
        named('TimeoutError'),
        state({ attempt: 0, retry: { ...state().retry, maxRetries: 0 } }),
      ),
    ).toEqual({
      kind: 'fail',
      message: 'case "c1": judge request failed after 1 attempt: timed out after 30 s',
      failure: 'unavailable',
    });
  });

  it('a connection that fails before the judge ever answered: retried sooner, then the run stops', () => {
    const refused = new APICallError({
      message: 'Cannot connect to API: connect ECONNREFUSED 127.0.0.1:1',
      url: URL,
      requestBodyValues: {},
      isRetryable: true,
    });
    const unreached = state({ answered: false });
    expect(classifyFailure(refused, unreached)).toEqual({ kind: 'retry', delayMs: 187.5 });
    expect(classifyFailure(new Error('fetch failed'), unreached).kind).toBe('retry');
    expect(classifyFailure(refused, { ...unreached, attempt: 2 })).toEqual({
      kind: 'fail',
      failure: 'stop',
      message:
        'judge: cannot reach the judge at http://127.0.0.1:1/v1: connect ECONNREFUSED 127.0.0.1:1 (3 attempts, no answer in this run); check base-url and that the server is up and reachable from here',
    });
    // OpenSSL's multi-line text, said on one line.
    const tls = new APICallError({
      message:
        'Cannot connect to API: 400D8E72107F0000:error:0A00010B:SSL routines:tls_validate_record_header:wrong version number:../deps/openssl/openssl/ssl/record/methods/tlsany_meth.c:77:\n',
      url: URL,
      requestBodyValues: {},
      isRetryable: true,
    });
    expect(classifyFailure(tls, { ...unreached, attempt: 2 })).toMatchObject({
      message: expect.stringContaining(
        'http://127.0.0.1:1/v1: TLS failed: wrong version number (3 attempts, no answer',
      ),
    });
    // Once it answered, a refused connection is the judge going down: the breaker's to count.
    expect(classifyFailure(refused, state())).toEqual({ kind: 'retry', delayMs: 750 });
    expect(classifyFailure(refused, state({ attempt: 2 }))).toMatchObject({
      kind: 'fail',
      failure: 'unavailable',
    });
    // An answer (a 503), or a request that timed out, is not a failed connection.
    for (const error of [apiError(503), named('TimeoutError')]) {
      expect(classifyFailure(error, unreached)).toEqual({ kind: 'retry', delayMs: 750 });
      expect(classifyFailure(error, { ...unreached, attempt: 2 })).toMatchObject({
        kind: 'fail',
        failure: 'unavailable',
      });
    }
  });

  it('an unparsable answer is returned as the problem; any other error fails the case at once', () => {
    expect(classifyFailure(named('AI_JSONParseError', 'bad json\nmore'), state())).toEqual({
      kind: 'unusable',
      problem: 'unparsable answer (bad json)',
    });
    expect(classifyFailure(apiError(400, { error: { message: 'nope' } }), state())).toEqual({
      kind: 'fail',
      message: `case "c1": judge request failed: HTTP 400 from ${URL}: HTTP 400`,
      failure: 'request',
    });
  });
});

describe('retryDelayMs: how long to wait before a retry', () => {
  const clock = { now: () => new Date('2026-01-01T00:00:00Z'), random: () => 0.5 };
  it('takes retry-after-ms, retry-after in seconds or as a date, and OpenAI reset durations', () => {
    expect(retryDelayMs(apiError(429, {}, { 'retry-after-ms': '250' }), 0, 1000, clock)).toBe(250);
    expect(retryDelayMs(apiError(429, {}, { 'retry-after': '2' }), 0, 1000, clock)).toBe(2000);
    expect(
      retryDelayMs(
        apiError(429, {}, { 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }),
        0,
        1000,
        clock,
      ),
    ).toBe(5000);
    const spent = {
      'x-ratelimit-remaining-requests': '0',
      'x-ratelimit-reset-requests': '1s',
      'x-ratelimit-remaining-tokens': '0',
      'x-ratelimit-reset-tokens': '6m0s',
    };
    // The later of the two resets is past a minute: backoff instead.
    expect(retryDelayMs(apiError(429, {}, spent), 0, 1000, clock)).toBe(750);
    expect(
      retryDelayMs(
        apiError(429, {}, { ...spent, 'x-ratelimit-reset-tokens': '20ms' }),
        0,
        1000,
        clock,
      ),
    ).toBe(1000);
  });

  it('else backs off exponentially with equal jitter (half fixed, half random)', () => {
    expect(retryDelayMs(new Error('x'), 0, 1000, clock)).toBe(750);
    expect(retryDelayMs(new Error('x'), 2, 1000, clock)).toBe(3000);
    expect(retryDelayMs(new Error('x'), 2, 1000, { ...clock, random: () => 0 })).toBe(2000);
  });

  it('parses OpenAI durations, refusing anything else', () => {
    expect(parseDuration('6m0s')).toBe(360_000);
    expect(parseDuration('1.5s')).toBe(1500);
    expect(parseDuration('20ms')).toBe(20);
    expect(parseDuration('1h')).toBe(3_600_000);
    expect(parseDuration('soon')).toBeUndefined();
    expect(parseDuration('5s later')).toBeUndefined();
  });
});
