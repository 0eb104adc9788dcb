import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { OPENAI_ERRORS, startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';
import { runAction } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// A misconfigured judge (wrong key, unknown model, no quota, a parameter the model refuses) is a
// configuration error: one answer shows it, the run stops asking, no score is set, and the CLI
// exits 2, not 1 (which says the retriever got worse).
const CASES = 20;
const cases = Array.from({ length: CASES }, (_, i) => ({
  id: `c${String(i).padStart(2, '0')}`,
  query: `Question ${i}?`,
  expected: `Answer ${i}`,
  contexts: [`REL passage ${i}`, `OFF passage ${i}`],
}));
const KEY = 'sk-proj-RIGHT-0123456789abcdef';

let fake: FakeOpenAI;
let workspace: { dir: string; cleanup: () => Promise<void> };

beforeAll(async () => {
  fake = await startFakeOpenAI({
    apiKey: KEY,
    models: ['gpt-4.1-mini', 'my-gpt5'],
    reasoningModels: ['my-gpt5'],
    decide: ({ text }) => text.startsWith('REL'),
  });
  workspace = await tempFiles({
    'golden/cases.jsonl': cases.map((c) => JSON.stringify(c)).join('\n') + '\n',
  });
});
afterAll(async () => {
  await fake.close();
  await workspace.cleanup();
});
afterEach(() => fake.reset());

const run = (inputs: Record<string, string>): ReturnType<typeof runAction> =>
  runAction({
    workspace: workspace.dir,
    inputs: { golden: 'golden/*.jsonl', 'base-url': fake.url, 'api-key': KEY, ...inputs },
  });
const errorLines = (stdout: string): string[] =>
  stdout.split('\n').filter((l) => l.startsWith('::error::'));

describe('temperature and store (the action run in process against the strict fake OpenAI)', () => {
  it('asks a model that rejects temperature once more without it, then omits it for the run', async () => {
    const result = await run({ model: 'openai/my-gpt5', api: 'responses', threshold: '0' });
    expect(result.code).toBe(0);
    expect(result.outputs.score).toBe('1.0000');
    expect(fake.requests.map((r) => r.status)).toEqual([400, ...Array(CASES).fill(200)]);
    expect(fake.requests[0]?.body.temperature).toBe(0);
    expect(fake.requests.slice(1).every((r) => !('temperature' in r.body))).toBe(true);
    // The Responses API is told not to keep the evaluation data.
    expect(fake.requests.every((r) => r.body.store === false)).toBe(true);
    expect(result.report.usage.judgeRequests).toBe(CASES + 1);
  });

  it('keeps temperature 0 for a model that accepts it', async () => {
    const result = await run({ api: 'responses', threshold: '0' });
    expect(result.code).toBe(0);
    expect(fake.requests).toHaveLength(CASES);
    expect(fake.requests.every((r) => r.body.temperature === 0 && r.body.store === false)).toBe(
      true,
    );
  });
});

describe('configuration errors stop the run after the first answer', () => {
  it.each([
    [
      'a wrong key (401)',
      { 'api-key': 'sk-proj-WRONG-0123456789abcdef' },
      (): void => undefined,
      'the key was refused (HTTP 401 invalid_api_key: Incorrect API key provided:',
      'check api-key',
    ],
    [
      'an unknown model (404 model_not_found)',
      { model: 'openai/gpt-9' },
      (): void => undefined,
      'model "gpt-9" is unknown to the server (HTTP 404 model_not_found: The model `gpt-9` does not exist or you do not have access to it.)',
      'check model',
    ],
    [
      'an exhausted quota (429 insufficient_quota, not retried)',
      {},
      () => fake.failNext(100, 429, {}, OPENAI_ERRORS.insufficientQuota),
      'the account has no quota left (HTTP 429 insufficient_quota: You exceeded your current quota',
      'check the plan and billing',
    ],
    [
      'an access denied (403)',
      {},
      () =>
        fake.failNext(
          100,
          403,
          {},
          {
            error: {
              message: 'Project `proj_x` does not have access to model `gpt-4.1-mini`',
              type: 'invalid_request_error',
              param: null,
              code: 'model_not_found',
            },
          },
        ),
      'access was denied (HTTP 403 model_not_found: Project `proj_x` does not have access',
      'check that the key may use model "gpt-4.1-mini"',
    ],
    [
      'another unsupported parameter',
      {},
      () =>
        fake.failNext(
          100,
          400,
          {},
          {
            error: {
              message:
                "Unsupported parameter: 'reasoning_effort' is not supported with this model.",
              type: 'invalid_request_error',
              param: 'reasoning_effort',
              code: 'unsupported_parameter',
            },
          },
        ),
      'rejects a parameter the judge sends (HTTP 400 unsupported_parameter',
      'use another model or api',
    ],
  ])('%s', async (_, inputs: Record<string, string>, arrange, cause, fix) => {
    arrange();
    const result = await run({ concurrency: '8', ...inputs });
    expect(result.code).toBe(1);
    expect(fake.requests).toHaveLength(1);
    const errors = errorLines(result.stdout);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(
      `::error::judge: ${fake.url} answered that the judge is misconfigured`,
    );
    expect(errors[0]).toContain(cause);
    expect(errors[0]).toContain(fix);
    expect(errors[0]).toContain('No more requests were sent.');
    expect(result.outputs.score).toBeUndefined();
    expect(result.stdout).not.toMatch(/at .*\.js:\d+/);
  });

  it('refuses a base-url that is not an http(s) URL before any request', async () => {
    const result = await run({ 'base-url': 'localhost:11434/v1' });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('base-url: expected an http(s) URL');
    expect(fake.requests).toHaveLength(0);
  });

  it('says "MAP over 14 of 20 cases" when max-judge-errors let cases out', async () => {
    fake.failNext(
      6,
      400,
      {},
      {
        error: { message: 'bad request', type: 'invalid_request_error', param: null, code: null },
      },
    );
    const result = await run({ concurrency: '1', 'max-judge-errors': '6', threshold: '0' });
    expect(result.code).toBe(0);
    expect(result.summary).toContain('MAP over 14 of 20 cases');
  });
});

describe('the CLI', () => {
  const cli = async (flags: string[]) => {
    let stdout = '';
    let stderr = '';
    const code = await runCli(
      [
        '--golden',
        'golden/*.jsonl',
        '--base-url',
        fake.url,
        '--report-path',
        'out/r.json',
        ...flags,
      ],
      {
        cwd: workspace.dir,
        env: {},
        stdout: (t) => (stdout += t),
        stderr: (t) => (stderr += t),
      },
    );
    return { code, stdout, stderr };
  };

  it('exits 2 (configuration), not 1 (gate), on a wrong key, after one request', async () => {
    const result = await cli(['--api-key', 'sk-wrong-key-000000']);
    expect(result.code).toBe(2);
    expect(fake.requests).toHaveLength(1);
    expect(result.stderr).toContain('the key was refused (HTTP 401 invalid_api_key');
    expect(result.stdout).toBe('');
  });

  it('exits 1 on a gate failure (judge errors beyond max-judge-errors), printing "MAP over 14 of 20 cases"', async () => {
    fake.failNext(
      6,
      400,
      {},
      {
        error: { message: 'bad request', type: 'invalid_request_error', param: null, code: null },
      },
    );
    const result = await cli(['--api-key', KEY, '--concurrency', '1', '--max-judge-errors', '5']);
    expect(result.stdout + result.stderr).toContain('(MAP over 14 of 20 cases)');
    expect(result.code).toBe(1);
  });
});
