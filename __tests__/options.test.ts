import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  INPUT_DEFAULTS,
  INPUT_NAMES,
  parseOptions,
  type InputName,
} from '../src/config/options.js';
import { repoRoot } from './helpers/run-action.js';

const parseWith = (inputs: Partial<Record<InputName, string>>, env: NodeJS.ProcessEnv = {}) =>
  parseOptions((name) => inputs[name] ?? '', env);

describe('action.yml', () => {
  const action = parse(readFileSync(`${repoRoot}/action.yml`, 'utf8'));

  it('declares exactly the inputs the code reads, with the same defaults', () => {
    expect(Object.keys(action.inputs).sort()).toEqual([...INPUT_NAMES].sort());
    for (const name of INPUT_NAMES) {
      const declared = String(action.inputs[name].default ?? '');
      expect(declared, name).toBe(
        name === 'github-token' ? '${{ github.token }}' : INPUT_DEFAULTS[name],
      );
      expect(action.inputs[name].description, name).toBeTruthy();
    }
  });

  it('docs/inputs.md lists every input with the same default', () => {
    const inputs = readFileSync(`${repoRoot}/docs/inputs.md`, 'utf8').split('## Outputs')[0] ?? '';
    const documented = new Map(
      [...inputs.matchAll(/^\| `([a-z-]+)` +\| (.*?) *\|/gm)].map((m) => [m[1], m[2]]),
    );
    expect([...documented.keys()].sort()).toEqual(Object.keys(action.inputs).sort());
    const computed: string[] = [];
    for (const [name, input] of Object.entries<{ default?: string }>(action.inputs)) {
      const declared = String(input.default ?? '');
      if (declared) expect(documented.get(name), name).toBe(`\`${declared}\``);
      else if (documented.get(name)) computed.push(name);
    }
    // Empty in action.yml, worked out by the code: the docs say how.
    expect(computed).toEqual(['api-key', 'api', 'k', 'threshold', 'max-drop', 'report-path']);
  });

  it('declares the contract outputs and runs dist/index.js on node24', () => {
    expect(Object.keys(action.outputs).sort()).toEqual(
      [
        'baseline-score',
        'cases',
        'comment-url',
        'delta',
        'flip-rate',
        'html-path',
        'judge-requests',
        'passed',
        'recall',
        'context-tokens',
        'regressions',
        'report-path',
        'reused-verdicts',
        'score',
      ].sort(),
    );
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });
});

describe('parseOptions', () => {
  it('applies the contract defaults', () => {
    const options = parseWith({ golden: 'g.jsonl' });
    expect(options).toMatchObject({
      judge: 'auto',
      model: 'openai/gpt-4.1-mini',
      api: 'responses',
      concurrency: 8,
      denominator: 'retrieved',
      scale: 1,
      threshold: 0.7,
      maxDrop: 0.05,
      maxJudgeErrors: 0,
      votes: 1,
      name: 'default',
      baselineBranch: 'context-precision-data',
      record: 'auto',
      comment: true,
      dashboard: true,
      mode: 'gate',
      retrieverTimeoutSeconds: 600,
    });
    expect(options.k).toBeUndefined();
  });

  it('reads judge-timeout (seconds) and judge-retries, range-checked', () => {
    expect(parseWith({ golden: 'g' })).toMatchObject({ judgeTimeoutSeconds: 120, judgeRetries: 4 });
    expect(parseWith({ golden: 'g', 'judge-timeout': '0.5', 'judge-retries': '0' })).toMatchObject({
      judgeTimeoutSeconds: 0.5,
      judgeRetries: 0,
    });
    expect(() => parseWith({ golden: 'g', 'judge-timeout': '0', 'judge-retries': '1.5' })).toThrow(
      /judge-timeout: expected a number > 0 and <= 3600, got "0"[\s\S]*judge-retries: expected an integer >= 0 and <= 20, got "1.5"/,
    );
  });

  it('reads audit-sample (default 100), and refuses mode audit with shard', () => {
    expect(parseWith({ golden: 'g' }).auditSample).toBe(100);
    expect(parseWith({ golden: 'g', mode: 'audit', 'audit-sample': '25' })).toMatchObject({
      mode: 'audit',
      auditSample: 25,
    });
    expect(() => parseWith({ golden: 'g', 'audit-sample': '0' })).toThrow(
      'audit-sample: expected an integer >= 1 and <= 100000, got "0"',
    );
    expect(() => parseWith({ golden: 'g', mode: 'audit', shard: '1/2' })).toThrow(
      'mode audit and shard: the audit runs unsharded',
    );
  });

  it('refuses a base-url with a user or password, without quoting it (fetch would refuse every request)', () => {
    for (const url of ['http://bob:s3cret-pass@proxy/v1', 'https://token@proxy/v1']) {
      let message = '';
      try {
        parseWith({ golden: 'g', 'base-url': url });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('base-url: holds a user name or password (user:password@)');
      expect(message).not.toMatch(/bob|s3cret|token@/);
    }
  });

  it('scales the default threshold and max-drop', () => {
    expect(parseWith({ golden: 'g', scale: '10' })).toMatchObject({ threshold: 7, maxDrop: 0.5 });
  });

  it('uses chat with base-url unless api says otherwise, and OPENAI_API_KEY as the key fallback', () => {
    expect(parseWith({ golden: 'g', 'base-url': 'http://x/v1' }).api).toBe('chat');
    expect(parseWith({ golden: 'g', 'base-url': 'http://x/v1', api: 'responses' }).api).toBe(
      'responses',
    );
    expect(parseWith({ golden: 'g' }, { OPENAI_API_KEY: 'k1' }).apiKey).toBe('k1');
    expect(parseWith({ golden: 'g', 'api-key': 'k2' }, { OPENAI_API_KEY: 'k1' }).apiKey).toBe('k2');
  });

  it('accepts openai/, azure/, anthropic/ and google/ models, each with its key variable', () => {
    expect(() => parseWith({ golden: 'g', model: 'mistral/large' })).toThrow(
      'model: "mistral/large" is not supported; use "openai/<model>" (also with base-url for vLLM, Ollama and other OpenAI-compatible servers), "azure/<deployment>", "anthropic/<model>" or "google/<model>"',
    );
    expect(parseWith({ golden: 'g', model: 'openai/llama3.1:8b' }).model).toBe(
      'openai/llama3.1:8b',
    );
    const env = {
      OPENAI_API_KEY: 'o',
      AZURE_API_KEY: 'z',
      ANTHROPIC_API_KEY: 'a',
      GOOGLE_GENERATIVE_AI_API_KEY: 'g',
    };
    const key = (model: string, extra: Partial<Record<InputName, string>> = {}) =>
      parseWith({ golden: 'g', model, ...extra }, env).apiKey;
    expect(key('openai/gpt-4.1-mini')).toBe('o');
    expect(key('azure/my-gpt5', { 'base-url': 'https://acme.openai.azure.com/openai' })).toBe('z');
    expect(key('anthropic/claude-sonnet-4-5')).toBe('a');
    expect(key('google/gemini-2.5-flash')).toBe('g');
    expect(key('google/gemini-2.5-flash', { 'api-key': 'given' })).toBe('given');
    expect(() => parseWith({ golden: 'g', model: 'azure/my-gpt5' })).toThrow(
      'base-url: required for an azure/<deployment> model',
    );
  });

  it('refuses a base-url that is not an http(s) URL', () => {
    expect(() => parseWith({ golden: 'g', 'base-url': 'localhost:11434/v1' })).toThrow(
      'base-url: expected an http(s) URL',
    );
    expect(parseWith({ golden: 'g', 'base-url': 'http://localhost:11434/v1' }).baseURL).toBe(
      'http://localhost:11434/v1',
    );
  });

  it('reads shard i/n', () => {
    expect(parseWith({ golden: 'g', shard: '2/3' }).shard).toEqual({ index: 2, count: 3 });
  });

  it('reports every bad input in one message', () => {
    let message = '';
    try {
      parseWith({
        golden: '',
        comment: 'yes',
        concurrency: '0',
        scale: '-1',
        'min-confidence': '1.5',
        shard: '4/3',
        name: 'a b',
        retrieval: 'r.json',
        'retriever-command': 'x',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')[0]).toBe('8 invalid inputs');
    for (const expected of [
      'comment: expected one of "true", "false", got "yes"',
      'concurrency: expected an integer >= 1 and <= 256, got "0"',
      'scale: expected a number > 0, got "-1"',
      'min-confidence: expected a number >= 0 and <= 1, got "1.5"',
      'shard: expected "i/n" with 1 <= i <= n, got "4/3"',
      'name: use letters, digits',
      'retrieval and retriever-command: give one retrieval source, not both',
      'golden: required',
    ]) {
      expect(message).toContain(expected);
    }
  });
});
