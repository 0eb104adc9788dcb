import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';
import { runAction } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// A judge that is down, hangs or is misconfigured ends the run after a few answers, with one line
// that says what to check, instead of grinding through every case.
const CASES = 20;
const cases = Array.from({ length: CASES }, (_, i) => ({
  id: `c${i}`,
  query: `Question ${i}?`,
  expected: `Answer ${i}`,
  contexts: [`REL passage ${i}`, `OFF passage ${i}`],
}));
const KEY = 'sk-test-faults-0123456789';

let fake: FakeOpenAI;
let workspace: { dir: string; cleanup: () => Promise<void> };

beforeAll(async () => {
  fake = await startFakeOpenAI({ decide: ({ text }) => text.startsWith('REL') });
  workspace = await tempFiles({
    'golden/cases.jsonl': cases.map((c) => JSON.stringify(c)).join('\n') + '\n',
  });
});
afterAll(async () => {
  await fake.close();
  await workspace.cleanup();
});
afterEach(() => {
  fake.reset();
  fake.delayMs = 0;
});

const run = (inputs: Record<string, string>) =>
  runAction({
    workspace: workspace.dir,
    inputs: { golden: 'golden/*.jsonl', 'base-url': fake.url, 'api-key': KEY, ...inputs },
  });

/** The one `::error::` line of a run. */
const errorLines = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('::error::'));

describe('a judge that is down or hangs (the action run in process against the fake OpenAI)', () => {
  it('stops after 3 cases time out in a row, abandoning the rest, with judge-timeout per request', async () => {
    fake.delayMs = 60_000; // never answers within the run
    const started = Date.now();
    const result = await run({ 'judge-timeout': '0.3', 'judge-retries': '0', concurrency: '2' });
    const seconds = (Date.now() - started) / 1000;
    expect(result.code).toBe(1);
    const errors = errorLines(result.stdout);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`::error::judge: the judge at ${fake.url} is unavailable`);
    expect(errors[0]).toContain(
      '3 cases in a row failed (last: judge request failed after 1 attempt: timed out after 0.3 s)',
    );
    expect(errors[0]).toContain('raise judge-timeout (now 0.3 s) or judge-retries (now 0)');
    // Two in flight: cases 1-3 time out, the 4th is abandoned; the other 16 are never sent.
    expect(fake.requests.length).toBeLessThanOrEqual(4);
    expect(seconds).toBeLessThan(5);
    expect(result.outputs.score).toBeUndefined();
  }, 20_000);

  it('stops after 3 cases get 503 after their retries (retry-after honoured), not after 20 × 5 requests', async () => {
    fake.failNext(1000, 503, { 'retry-after': '0' });
    const result = await run({ 'judge-retries': '2', concurrency: '4' });
    expect(result.code).toBe(1);
    const errors = errorLines(result.stdout);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('is unavailable: 3 cases in a row failed');
    expect(errors[0]).toContain('judge request failed after 3 attempts: HTTP 503');
    // 4 in flight; the first two failures free slots for two more cases before the third trips
    // the breaker: at most 6 cases were ever sent, 3 attempts each (today: 20 cases x 3).
    expect(fake.requests.length).toBeLessThanOrEqual(18);
    expect(new Set(fake.requests.map((r) => r.parsed?.query)).size).toBeLessThanOrEqual(6);
    expect(result.outputs.score).toBeUndefined();
  }, 20_000);

  it('stops at the first case when the connection is refused before any answer', async () => {
    const port = await closedPort();
    const result = await run({
      'base-url': `http://127.0.0.1:${port}/v1`,
      'judge-retries': '0',
      concurrency: '1',
    });
    expect(result.code).toBe(1);
    const errors = errorLines(result.stdout);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBe(
      `::error::judge: cannot reach the judge at http://127.0.0.1:${port}/v1: connect ECONNREFUSED 127.0.0.1:${port} (1 attempt, no answer in this run); check base-url and that the server is up and reachable from here`,
    );
    expect(result.outputs.score).toBeUndefined();
  }, 20_000);

  it('keeps going when failures are not in a row: an answer in between resets the count', async () => {
    // Case 1 and 2 fail (503, no retries), case 3 answers, cases 4 and 5 fail, the rest answer.
    fake.failNext(2, 503, { 'retry-after': '0' });
    const original = fake.decide;
    let calls = 0;
    fake.decide = (input) => {
      if (input.index === 0 && ++calls === 1) fake.failNext(2, 503, { 'retry-after': '0' });
      return original?.(input);
    };
    const result = await run({
      'judge-retries': '0',
      concurrency: '1',
      'max-judge-errors': '4',
      threshold: '0',
    });
    fake.decide = original;
    expect(result.code).toBe(0);
    expect(result.report.cases.filter((c: { error: string | null }) => c.error)).toHaveLength(4);
    // One request per case (no retries), none skipped: 4 failures, never 3 in a row.
    expect(fake.requests).toHaveLength(CASES);
  }, 20_000);
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('a provider that allows only 4 requests in flight (dist/index.js)', () => {
  it('is used at its limit with concurrency 32, and no case fails', async () => {
    const limited = await startFakeOpenAI({
      maxInFlight: 4,
      delayMs: 50,
      decide: ({ text }) => text.startsWith('REL'),
    });
    const many = Array.from({ length: 80 }, (_, i) => ({
      id: `r${i}`,
      query: `Rate ${i}?`,
      expected: `Answer ${i}`,
      contexts: [`REL passage ${i}`, `OFF passage ${i}`],
    }));
    const files = await tempFiles({
      'golden/cases.jsonl': many.map((c) => JSON.stringify(c)).join('\n') + '\n',
    });
    try {
      const result = await runAction({
        workspace: files.dir,
        inputs: {
          golden: 'golden/*.jsonl',
          'base-url': limited.url,
          'api-key': KEY,
          concurrency: '32',
          threshold: '0',
        },
      });
      expect(result.stdout).not.toContain('::error::');
      expect(result.code).toBe(0);
      expect(result.report.cases.filter((c: { error: string | null }) => c.error)).toHaveLength(0);
      expect(result.outputs.score).toBe('1.0000');
      const answered = limited.requests.filter((r) => r.status === 200).length;
      const refused = limited.requests.filter((r) => r.status === 429).length;
      expect(answered).toBe(80);
      expect(limited.peakInFlight).toBe(4);
      // AIMD: a burst of 429s while the limit comes down, then a few as it probes upward.
      expect(refused).toBeLessThan(80);
    } finally {
      await limited.close();
      await files.cleanup();
    }
  }, 30_000);
});
