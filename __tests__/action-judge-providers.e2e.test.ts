import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAnthropic } from './helpers/fake-anthropic.js';
import { startFakeGemini } from './helpers/fake-gemini.js';
import { startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';
import type { FakeProviderServer } from './helpers/fake-provider-server.js';
import { runAction } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// Each provider through the action (run in process) against a fake that checks what the real service checks.
const cases = [
  { id: 'a', query: 'Q a?', expected: 'E a', contexts: ['REL one', 'OFF two'] },
  { id: 'b', query: 'Q b?', expected: 'E b', contexts: ['OFF three', 'REL four'] },
];
const SCORE = '0.7500'; // mean(1, 0.5)
const decide = ({ text }: { text: string }) => text.startsWith('REL');

let workspace: { dir: string; cleanup: () => Promise<void> };
beforeAll(async () => {
  workspace = await tempFiles({
    'golden/cases.jsonl': cases.map((c) => JSON.stringify(c)).join('\n') + '\n',
  });
});
afterAll(() => workspace.cleanup());

const run = (inputs: Record<string, string>, env: Record<string, string> = {}) =>
  runAction({
    workspace: workspace.dir,
    inputs: { golden: 'golden/*.jsonl', threshold: '0', ...inputs },
    env,
  });

describe('a keyless OpenAI-compatible server (Ollama, vLLM)', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ auth: false, decide });
  });
  afterAll(() => fake.close());

  it('is asked without a dummy key, and without any key header', async () => {
    const result = await run({ model: 'openai/llama3.1:8b', 'base-url': fake.url });
    expect(result.stdout).not.toContain('::error::');
    expect(result.code).toBe(0);
    expect(result.outputs.score).toBe(SCORE);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests.every((r) => r.headers.authorization === undefined)).toBe(true);
  });
});

describe('Azure OpenAI (azure/<deployment>)', () => {
  const KEY = 'azure-key-0123456789abcdef';
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI({
      azure: { deployments: ['my-gpt5'] },
      apiKey: KEY,
      reasoningModels: ['my-gpt5'],
      decide,
    });
  });
  afterAll(() => fake.close());
  afterEach(() => fake.reset());

  it('uses the v1 API from the resource URL, with the key in api-key, from AZURE_API_KEY', async () => {
    const result = await run(
      { model: 'azure/my-gpt5', 'base-url': fake.url },
      { AZURE_API_KEY: KEY },
    );
    expect(result.code).toBe(0);
    expect(result.outputs.score).toBe(SCORE);
    // The custom-named reasoning deployment refuses temperature once; then it is left out.
    expect(fake.requests.map((r) => `${r.status} ${r.path}`)).toEqual([
      '400 /v1/chat/completions',
      '200 /v1/chat/completions',
      '200 /v1/chat/completions',
    ]);
    expect(fake.requests.every((r) => r.headers['api-key'] === KEY)).toBe(true);
    expect(fake.requests.every((r) => r.headers.authorization === undefined)).toBe(true);
    expect(result.stdout).toContain(`::add-mask::${KEY}`);
  });

  it.each([
    [
      'a classic deployment URL',
      (url: string) => `${url}/deployments/my-gpt5?api-version=2024-10-21`,
    ],
    ['the resource URL with an api-version', (url: string) => `${url}?api-version=2024-10-21`],
  ])('uses deployment-based URLs from %s', async (_, baseUrl) => {
    const result = await run({
      model: 'azure/my-gpt5',
      'base-url': baseUrl(fake.url),
      'api-key': KEY,
    });
    expect(result.code).toBe(0);
    expect(result.outputs.score).toBe(SCORE);
    expect(fake.requests.at(-1)?.status).toBe(200);
    expect(fake.requests.length).toBe(3);
  });

  it('stops on a wrong key with one line, after one request', async () => {
    const result = await run({ model: 'azure/my-gpt5', 'base-url': fake.url, 'api-key': 'nope' });
    expect(result.code).toBe(1);
    expect(fake.requests).toHaveLength(1);
    expect(result.stdout).toContain('the key was refused (HTTP 401: Access denied');
  });

  it('stops on an unknown deployment, naming it', async () => {
    const result = await run({ model: 'azure/gpt-5', 'base-url': fake.url, 'api-key': KEY });
    expect(result.code).toBe(1);
    expect(fake.requests).toHaveLength(1);
    expect(result.stdout).toContain(
      'model "gpt-5" is unknown to the server (HTTP 404 DeploymentNotFound',
    );
  });

  it('requires base-url for azure', async () => {
    const result = await run({ model: 'azure/my-gpt5', 'api-key': KEY });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('base-url: required for an azure/<deployment> model');
  });
});

describe('Anthropic (anthropic/<model>)', () => {
  const KEY = 'sk-ant-test-0123456789';
  let fake: FakeProviderServer;
  beforeAll(async () => {
    fake = await startFakeAnthropic({
      apiKey: KEY,
      models: ['claude-sonnet-4-5', 'claude-custom-judge'],
      decide,
    });
  });
  afterAll(() => fake.close());
  afterEach(() => fake.reset());

  it.each(['claude-sonnet-4-5', 'claude-custom-judge'])(
    'judges with %s through the Messages API, key from ANTHROPIC_API_KEY',
    async (model) => {
      const result = await run(
        { model: `anthropic/${model}`, 'base-url': fake.url },
        { ANTHROPIC_API_KEY: KEY },
      );
      expect(result.stdout).not.toContain('::error::');
      expect(result.code).toBe(0);
      expect(result.outputs.score).toBe(SCORE);
      expect(fake.requests.map((r) => `${r.status} ${r.url}`)).toEqual(
        Array(2).fill('200 /v1/messages'),
      );
      expect(fake.requests.every((r) => r.headers['x-api-key'] === KEY)).toBe(true);
      expect(result.report.usage.inputTokens).toBeGreaterThan(0);
      // The report and the footer name the provider's model and the server asked.
      expect(result.report.model).toBe(`anthropic/${model}`);
      expect(result.report.judgeServer).toBe(fake.url.replace(/\/$/, ''));
      expect(result.summary).toContain(`judge anthropic/${model} at http`);
    },
  );

  it('stops on a wrong key after one request', async () => {
    const result = await run({
      model: 'anthropic/claude-sonnet-4-5',
      'base-url': fake.url,
      'api-key': 'sk-ant-wrong',
    });
    expect(result.code).toBe(1);
    expect(fake.requests).toHaveLength(1);
    expect(result.stdout).toContain('the key was refused (HTTP 401: invalid x-api-key)');
  });

  it('stops on an unknown model after one request', async () => {
    const result = await run({ model: 'anthropic/claude-9', 'base-url': fake.url, 'api-key': KEY });
    expect(result.code).toBe(1);
    expect(fake.requests).toHaveLength(1);
    expect(result.stdout).toContain(
      'model "claude-9" is unknown to the server (HTTP 404: model: claude-9)',
    );
  });
});

describe('Google Gemini (google/<model>)', () => {
  const KEY = 'AIza-test-0123456789';
  let fake: FakeProviderServer;
  beforeAll(async () => {
    fake = await startFakeGemini({ apiKey: KEY, models: ['gemini-2.5-flash'], decide });
  });
  afterAll(() => fake.close());
  afterEach(() => fake.reset());

  it('judges through generateContent, key from GOOGLE_GENERATIVE_AI_API_KEY', async () => {
    const result = await run(
      { model: 'google/gemini-2.5-flash', 'base-url': fake.url },
      { GOOGLE_GENERATIVE_AI_API_KEY: KEY },
    );
    expect(result.stdout).not.toContain('::error::');
    expect(result.code).toBe(0);
    expect(result.outputs.score).toBe(SCORE);
    expect(fake.requests.map((r) => `${r.status} ${r.url}`)).toEqual(
      Array(2).fill('200 /v1beta/models/gemini-2.5-flash:generateContent'),
    );
    expect(fake.requests.every((r) => r.headers['x-goog-api-key'] === KEY)).toBe(true);
    expect(fake.requests[0]?.body.generationConfig.temperature).toBe(0);
  });

  it('stops on a key Google calls invalid (400 API_KEY_INVALID) after one request', async () => {
    const result = await run({
      model: 'google/gemini-2.5-flash',
      'base-url': fake.url,
      'api-key': 'AIza-wrong',
    });
    expect(result.code).toBe(1);
    expect(fake.requests).toHaveLength(1);
    expect(result.stdout).toContain('the key was refused (HTTP 400: API key not valid');
  });

  it('stops on an unknown model after one request', async () => {
    const result = await run({ model: 'google/gemini-9', 'base-url': fake.url, 'api-key': KEY });
    expect(result.code).toBe(1);
    expect(fake.requests).toHaveLength(1);
    expect(result.stdout).toContain(
      'model "gemini-9" is unknown to the server (HTTP 404: models/gemini-9 is not found',
    );
  });
});
