import { APICallError } from 'ai';
import { errorMessage } from '../errors.js';
import { plural } from '../format/numbers.js';
import { shorten } from '../format/plain-text.js';
import { backoffDelay } from '../timing/backoff.js';
import type { Clock } from '../timing/clock.js';
import type { JudgeModel } from './judge-providers.js';
import type { JudgeFailure } from './relevance-judge.js';

/** First backoff delay; doubled on every retry, with jitter. A `retry-after` header wins. */
const INITIAL_DELAY_MS = 1_000;
const MAX_RETRY_AFTER_MS = 60_000;

export interface RetrySettings {
  /** Retries of one request on 408/409/429/5xx, network errors and timeouts. */
  maxRetries: number;
  requestTimeoutMs: number;
  /** Waits between retries and their jitter (tests: waits that return at once). */
  clock: Clock;
}

/** What a failed judge call calls for (pure: from the error and where the request stands). */
export type FailureAction =
  /** The model rejects `temperature`: ask again without it, for the rest of the run too. */
  | { kind: 'without-temperature' }
  /** An answer that is not the verdicts asked for: the caller may ask once more. */
  | { kind: 'unusable'; problem: string }
  /**
   * Transient (408/409/429/5xx, timeout, connection): retry after `delayMs` (`retryDelayMs`; the
   * backoff starts at a quarter of the usual while no answer ever came: a wrong base-url shows in
   * seconds). `waitTurn`: a 429 because more requests were in flight than the provider allows: the
   * request waits as long as a first retry would, without using a retry.
   */
  | { kind: 'retry'; delayMs: number; waitTurn?: true }
  /** The case fails (`needs-key`, `stop`: no more requests, as once the run stopped asking). */
  | { kind: 'fail'; message: string; failure: JudgeFailure };

/** Where the run (what its requests share) and the request stand when it failed. */
export interface FailureState {
  judgeModel: Pick<JudgeModel, 'modelId' | 'server'>;
  /** False for a keyless self-hosted server. */
  hasKey: boolean;
  /** The run's secrets out of a text (redaction.ts), before it is shortened. */
  redact: (text: string) => string;
  /**
   * The judge has answered in this run (anything over HTTP, even an error status): until then a
   * failed connection stops the run.
   */
  answered: boolean;
  retry: RetrySettings;
  /** The run stopped asking meanwhile. */
  stopped: boolean;
  /** The request was sent with `temperature`. */
  withTemperature: boolean;
  caseId: string;
  /** Retries used so far (0 on the first attempt). */
  attempt: number;
  /**
   * For a 429: whether it was ours (the in-flight limit comes down, and the request may wait its
   * turn); asked only for a 429 that is not a configuration problem.
   */
  ownRateLimit: () => boolean;
}

/** Decides what a failed judge call calls for; the judge's loop only carries it out. */
export function classifyFailure(error: unknown, state: FailureState): FailureAction {
  const fail = (failure: JudgeFailure, message: string) => ({
    kind: 'fail' as const,
    failure,
    message,
  });
  if (state.stopped) return fail('stop', 'the run stopped asking');
  if (state.withTemperature && rejectsTemperature(error)) return { kind: 'without-temperature' };
  const { modelId, server } = state.judgeModel;
  const misconfigured = configurationProblem(error, modelId, state.redact);
  const status = APICallError.isInstance(error) ? error.statusCode : undefined;
  const met = errorKind(error);
  if (misconfigured !== undefined && !state.hasKey && (status === 401 || status === 403))
    return fail('needs-key', `${server} refused to answer without a key (HTTP ${status})`);
  if (misconfigured !== undefined)
    return fail(
      'stop',
      `judge: ${server} answered that the judge is misconfigured: ${misconfigured}. No more requests were sent.`,
    );
  const { clock } = state.retry;
  if (status === 429 && state.ownRateLimit())
    return {
      kind: 'retry',
      delayMs: retryDelayMs(error, 0, INITIAL_DELAY_MS, clock),
      waitTurn: true,
    };
  if (met === 'unusable')
    return {
      kind: 'unusable',
      problem: `unparsable answer (${errorMessage(error).split('\n')[0]})`,
    };
  if (met === 'answer' || met === 'other')
    return fail(
      status !== undefined && status >= 400 && status < 500 ? 'request' : 'answer',
      `case "${state.caseId}": judge request failed: ${describeApiError(error, state.retry)}`,
    );
  // Never answered, and not even a connection this time: base-url is wrong, or nothing serves it.
  const unreached = !state.answered && met === 'connection';
  if (unreached && state.attempt >= state.retry.maxRetries)
    return fail(
      'stop',
      `judge: cannot reach the judge at ${server}: ${connectionProblem(error)} (${plural(state.attempt + 1, 'attempt')}, no answer in this run); check base-url and that the server is up and reachable from here`,
    );
  if (state.attempt >= state.retry.maxRetries)
    return fail(
      'unavailable',
      `case "${state.caseId}": judge request failed after ${plural(state.attempt + 1, 'attempt')}: ${describeApiError(error, state.retry)}`,
    );
  const initialDelayMs = unreached ? INITIAL_DELAY_MS / 4 : INITIAL_DELAY_MS;
  return { kind: 'retry', delayMs: retryDelayMs(error, state.attempt, initialDelayMs, clock) };
}

/**
 * How long to wait before retrying: `retry-after-ms`, `retry-after` (seconds or a date), or when
 * the provider says its request or token budget is spent, `x-ratelimit-reset-requests` /
 * `x-ratelimit-reset-tokens` (OpenAI's durations such as `1s`, `6m0s`, `20ms`), when given and
 * sane; else exponential backoff with jitter.
 */
export function retryDelayMs(
  error: unknown,
  attempt: number,
  initialDelayMs: number,
  clock: Pick<Clock, 'now' | 'random'>,
): number {
  const headers = APICallError.isInstance(error) ? (error.responseHeaders ?? {}) : {};
  const fromHeader = (): number | undefined => {
    const ms = Number.parseFloat(headers['retry-after-ms'] ?? '');
    if (Number.isFinite(ms)) return ms;
    const value = headers['retry-after'];
    if (value !== undefined) {
      const seconds = Number.parseFloat(value);
      return Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - clock.now().getTime();
    }
    const resets = (['requests', 'tokens'] as const)
      .filter((kind) => headers[`x-ratelimit-remaining-${kind}`]?.trim() === '0')
      .map((kind) => parseDuration(headers[`x-ratelimit-reset-${kind}`] ?? ''))
      .filter((reset): reset is number => reset !== undefined);
    return resets.length > 0 ? resets.reduce((a, b) => Math.max(a, b)) : undefined;
  };
  const header = fromHeader();
  if (header !== undefined && header >= 0 && header <= MAX_RETRY_AFTER_MS) return header;
  return backoffDelay(attempt, initialDelayMs, { random: clock.random });
}

/** `6m0s`, `1.5s`, `20ms` → milliseconds. */
export function parseDuration(text: string): number | undefined {
  const parts = [...text.trim().matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text.trim()) return undefined;
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;
  return parts.reduce((total, p) => total + Number(p[1]) * unit[p[2] as keyof typeof unit], 0);
}

/**
 * What a failed call met: an HTTP answer (`busy`: 408/409/429/5xx, worth retrying), a body that is
 * not the verdicts (`unusable`), our per-request timeout, no HTTP answer at all (`connection`:
 * refused, no such host, TLS, a reset; not a timeout: a server may be slow), or anything else.
 */
export function errorKind(error: unknown) {
  if (APICallError.isInstance(error)) {
    if (error.statusCode !== undefined) return error.isRetryable ? 'busy' : 'answer';
    return error.isRetryable ? 'connection' : 'other';
  }
  const name = (error as { name?: string } | null)?.name ?? '';
  if (/NoObjectGenerated|NoOutputGenerated|JSONParse|TypeValidation|NoContentGenerated/.test(name))
    return 'unusable';
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
  const message = errorMessage(error);
  return /fetch failed|ECONNRESET|socket hang up/i.test(message) ? 'connection' : 'other';
}

/**
 * What the connection said, on one line, without the SDK's preamble: `connect ECONNREFUSED
 * 127.0.0.1:9`, `getaddrinfo ENOTFOUND judge.invalid`, `TLS failed: wrong version number`.
 */
function connectionProblem(error: unknown): string {
  const said = errorMessage(error).replace(/^Cannot connect to API: /, '');
  const tls = /SSL routines:[^:]*:([^:]+)/.exec(said);
  return tls ? `TLS failed: ${tls[1]}` : said.replace(/\s+/g, ' ').trim();
}

function describeApiError(error: unknown, retry: RetrySettings): string {
  if (APICallError.isInstance(error)) {
    return error.statusCode === undefined
      ? `${error.message} (${error.url})`
      : `HTTP ${error.statusCode} from ${error.url}: ${error.message}`;
  }
  return errorKind(error) === 'timeout'
    ? `timed out after ${retry.requestTimeoutMs / 1000} s`
    : errorMessage(error);
}

/** The `{ error: { message, type, param, code } }` body OpenAI-style APIs answer with. */
interface ApiErrorBody {
  message?: string;
  type?: string;
  param?: string | null;
  code?: string | null;
}

/** The provider's error object, from the SDK's parsed data or the raw body. */
function apiErrorBody(error: APICallError): ApiErrorBody {
  const fromData = (error.data as { error?: ApiErrorBody } | undefined)?.error;
  if (fromData && typeof fromData === 'object') return fromData;
  try {
    const parsed = JSON.parse(error.responseBody ?? '') as { error?: ApiErrorBody };
    if (parsed.error && typeof parsed.error === 'object') return parsed.error;
  } catch {
    // Not JSON: only the status and message are known.
  }
  return {};
}

/** True when the model refused `temperature` (OpenAI's reasoning models: 400, param "temperature"). */
function rejectsTemperature(error: unknown): boolean {
  if (!APICallError.isInstance(error) || error.statusCode !== 400) return false;
  const body = apiErrorBody(error);
  return (
    body.param === 'temperature' ||
    /unsupported (parameter|value)\W+temperature/i.test(body.message ?? error.message)
  );
}

/**
 * When an answer shows the judge is misconfigured (no retry and no other case can succeed), what
 * to fix, in one sentence; undefined for anything else.
 */
function configurationProblem(
  error: unknown,
  model: string,
  redact: (text: string) => string,
): string | undefined {
  if (!APICallError.isInstance(error) || error.statusCode === undefined) return undefined;
  const status = error.statusCode;
  const body = apiErrorBody(error);
  // Redacted before it is cut (at 300 characters and `…`): a secret cut in two is no longer found.
  const said = shorten(redact(body.message ?? error.message), 301);
  // OpenAI's and Azure's codes are strings (Google's is the status again: left out).
  const code = typeof body.code === 'string' && body.code !== String(status) ? body.code : '';
  const answer = `HTTP ${status}${code ? ` ${code}` : ''}: ${said}`;
  // Google answers a wrong key with 400 INVALID_ARGUMENT, reason API_KEY_INVALID.
  const keyInvalid =
    status === 400 && /API_KEY_INVALID|API key not valid/.test(error.responseBody ?? said);
  if (status === 401 || keyInvalid)
    return `the key was refused (${answer}); check api-key (or the provider's key variable)`;
  if (status === 403)
    return `access was denied (${answer}); check that the key may use model "${model}" (project, organisation, region)`;
  if (status === 404) {
    return /model_not_found|DeploymentNotFound/i.test(code) || /model|deployment/i.test(said)
      ? `model "${model}" is unknown to the server (${answer}); check model (for azure/…: the deployment name)`
      : `${error.url} does not exist (${answer}); check base-url (for OpenAI-compatible servers it usually ends in /v1) and api`;
  }
  if (status === 429 && (body.code === 'insufficient_quota' || body.type === 'insufficient_quota'))
    return `the account has no quota left (${answer}); check the plan and billing of the key's account`;
  if (status === 400 || status === 422) {
    if (
      /unsupported_(parameter|value)/.test(body.code ?? '') ||
      /^unsupported (parameter|value)/i.test(said)
    )
      return `model "${model}" rejects a parameter the judge sends (${answer}); use another model or api`;
    if (
      body.code === 'invalid_json_schema' ||
      /response_format|json_schema|text\.format/i.test(`${body.param ?? ''} ${said}`)
    )
      return `model "${model}" does not take the judge's JSON-schema structured output (${answer}); use a model that supports structured outputs`;
  }
  return undefined;
}
