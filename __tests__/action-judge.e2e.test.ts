import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';
import { runAction } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// Contexts say whether they are relevant; the fake judge answers by that marker.
const ctx = (relevant: boolean, n: number) => `${relevant ? 'REL' : 'OFF'} passage ${n}`;
const pattern = (p: string) => [...p].map((c, i) => ctx(c === 'Y', i));
const cases = [
  { id: 'yny', query: 'Q1 about yny?', expected: 'Expected answer ONE', contexts: pattern('YNY') },
  { id: 'nyy', query: 'Q2 about nyy?', expected: 'Expected answer TWO', contexts: pattern('NYY') },
  {
    id: 'nnn',
    query: 'Q3 about nnn?',
    expected: 'Expected answer THREE',
    contexts: pattern('NNN'),
  },
  {
    id: 'lab',
    query: 'Q4 labelled',
    relevant: ['l1'],
    contexts: [
      { id: 'l1', text: 'x' },
      { id: 'l2', text: 'y' },
    ],
  },
];
// MAP = mean(0.8333, 0.5833, 0, 1) = 0.604166...
const EXPECTED_SCORE = '0.6042';
const SECRET = 'sk-test-SECRET-9f8e7d6c5b4a';

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
afterEach(() => fake.reset());

const run = (inputs: Record<string, string>, env: Record<string, string> = {}) =>
  runAction({
    workspace: workspace.dir,
    inputs: { golden: 'golden/*.jsonl', 'base-url': fake.url, 'api-key': SECRET, ...inputs },
    env,
  });

/** The key appears once, in the runner's mask command, and nowhere else. */
function expectNoSecret(result: Awaited<ReturnType<typeof run>>) {
  expect(result.stdout).toContain(`::add-mask::${SECRET}`);
  const stdout = result.stdout.replaceAll(`::add-mask::${SECRET}`, '');
  for (const text of [
    stdout,
    result.stderr,
    result.summary,
    JSON.stringify(result.report ?? {}),
    JSON.stringify(result.outputs),
  ]) {
    expect(text).not.toContain(SECRET);
  }
}

describe('the action with the LLM judge (the action run in process against a fake OpenAI server)', () => {
  it('scores through the Responses API, reports, then fails below the threshold', async () => {
    const result = await run({ api: 'responses' });
    expect(result.code).toBe(1);
    expect(result.outputs).toMatchObject({
      score: EXPECTED_SCORE,
      passed: 'false',
      cases: '4',
      'baseline-score': '',
      delta: '',
    });
    expect(result.stdout).toContain(
      '::error::Context precision gate failed: score 0.6042 is below the threshold 0.7',
    );
    // One request per LLM-judged case, to /responses, each holding its query and expected answer.
    expect(fake.requests.map((r) => r.path)).toEqual(Array(3).fill('/v1/responses'));
    for (const c of cases.slice(0, 3)) {
      const request = fake.requests.find((r) => r.parsed?.query === c.query);
      expect(request?.parsed?.expected).toBe(c.expected);
      expect(request?.parsed?.contexts).toEqual(c.contexts);
      expect(request?.headers.authorization).toBe(`Bearer ${SECRET}`);
      expect(request?.body.temperature).toBe(0);
      expect(request?.body.text.format).toMatchObject({ type: 'json_schema', strict: true });
    }
    const byId = Object.fromEntries(result.report.cases.map((c: any) => [c.id, c]));
    expect(byId.yny).toMatchObject({ apRounded: 0.83, judge: 'llm', relevantRanks: [1, 3] });
    expect(byId.nyy).toMatchObject({ apRounded: 0.58, judge: 'llm' });
    expect(byId.nnn).toMatchObject({
      apRounded: 0,
      judge: 'llm',
      reason: 'none of the 3 contexts is relevant',
    });
    expect(byId.lab).toMatchObject({ apRounded: 1, judge: 'labels' });
    expect(byId.yny.contexts[0]).toMatchObject({
      rank: 1,
      relevant: true,
      reason: 'Decided by test: yes.',
    });
    expect(result.report.usage).toMatchObject({ judgeRequests: 3, reusedVerdicts: 0 });
    expect(result.report.usage.inputTokens).toBeGreaterThan(0);
    expect(result.report.model).toBe('openai/gpt-4.1-mini');
    expect(result.summary).toMatch(/^### ❌ /m); // the failed verdict's heading
    expectNoSecret(result);
  });

  it('uses Chat Completions by default with base-url, and passes at or above the threshold', async () => {
    const result = await run({ threshold: '0.6' });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ score: EXPECTED_SCORE, passed: 'true' });
    expect(fake.requests.map((r) => r.path)).toEqual(Array(3).fill('/v1/chat/completions'));
    expect(fake.requests[0]?.body.response_format).toMatchObject({ type: 'json_schema' });
    expectNoSecret(result);
  });

  it('judges with a fine-tuned model, whose strict mode rejects numeric bounds in the schema', async () => {
    const result = await run({ model: 'openai/ft:gpt-4.1-mini:acme::abc123', threshold: '0' });
    expect(fake.requests.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(result.code).toBe(0);
    expect(result.outputs.score).toBe(EXPECTED_SCORE);
    expect(JSON.stringify(fake.requests[0]?.body.response_format)).not.toContain('minimum');
  });

  it('takes the key from OPENAI_API_KEY and masks it', async () => {
    const result = await run({ 'api-key': '', threshold: '0' }, { OPENAI_API_KEY: SECRET });
    expect(result.code).toBe(0);
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${SECRET}`);
    expectNoSecret(result);
  });

  it('retries a 429, honouring retry-after, with the same result', async () => {
    fake.failNext(2, 429, { 'retry-after': '0' });
    const result = await run({ threshold: '0' });
    expect(result.code).toBe(0);
    expect(result.outputs.score).toBe(EXPECTED_SCORE);
    expect(fake.requests.map((r) => r.status)).toEqual([429, 429, 200, 200, 200]);
    expect(result.report.usage.judgeRequests).toBe(5);
  });

  it.each([
    ['the verdict count is wrong', () => fake.wrongCountNext(1)],
    ['the answer is unparsable', () => fake.garbageNext(1)],
  ])('asks once more when %s', async (_, fault) => {
    fault();
    const result = await run({ threshold: '0', concurrency: '1' });
    expect(result.code).toBe(0);
    expect(result.outputs.score).toBe(EXPECTED_SCORE);
    expect(fake.requests).toHaveLength(4);
    expect(fake.requests[0]?.parsed?.query).toBe(fake.requests[1]?.parsed?.query);
    expect(result.report.usage.judgeRequests).toBe(4);
  });

  it('fails naming the case after two unusable answers, having reported the rest', async () => {
    fake.wrongCountNext(2);
    const result = await run({ threshold: '0', concurrency: '1' });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('the judge failed on 1 case, more than max-judge-errors 0');
    const failed = result.report.cases.find((c: any) => c.error);
    expect(failed.id).toBe('yny');
    expect(failed.error).toContain(
      'case "yny": the judge\'s answer was unusable twice: expected one verdict for each index 0..2, got indexes [0, 1]',
    );
    expect(result.summary).toContain('yny');
  });

  it('tolerates judge errors up to max-judge-errors, leaving the case out of the score', async () => {
    fake.failNext(
      1,
      400,
      {},
      { error: { message: 'bad request', type: 'invalid_request_error', code: null } },
    );
    const result = await run({ threshold: '0', concurrency: '1', 'max-judge-errors': '1' });
    expect(result.code).toBe(0);
    expect(result.report.notes[0].text).toContain(
      'the judge failed on 1 case (allowed by max-judge-errors 1)',
    );
    // yny left out: mean(0.5833, 0, 1)
    expect(result.outputs.score).toBe('0.5278');
    expectNoSecret(result);
  });

  it('reports every input error together, without a stack trace', async () => {
    const result = await run({ threshold: 'high', judge: 'maybe', votes: '2', k: '0' });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('4 invalid inputs');
    for (const text of [
      'threshold: expected a number >= 0 and <= 1, got "high"',
      'judge: expected one of "auto", "llm", "labels", got "maybe"',
      'votes: use an odd number',
      'k: expected an integer >= 1, got "0"',
    ]) {
      expect(result.stdout).toContain(text);
    }
    expect(result.stdout).not.toMatch(/at .*\.js:\d+/);
    expect(fake.requests).toHaveLength(0);
  });

  it('says which cases need a key when none is set', async () => {
    const result = await run({ 'api-key': '' });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('api-key: 3 cases need the LLM judge but no API key is set');
    expect(result.stdout).toContain('"yny", "nyy", "nnn"');
  });
});
