import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import {
  startFakeOpenAI,
  type FakeOpenAI,
  type RecordedOpenAIRequest,
} from './helpers/fake-openai.js';
import { pullRequestEvent, runAction, type ActionRun } from './helpers/run-action.js';
import { runCliInProcess } from './helpers/run-cli.js';
import { tempFiles } from './helpers/temp-dir.js';

// Secrets never reach published text: not the judge's key, not the GitHub token, even when a
// server echoes them back in an error. `core.setSecret` masks the runner's log, not the comment.
const KEY = 'sk-test/SECRET+key=9f8e7d6c5b4a';
const TOKEN = 'ghs_TESTTOKEN0123456789abcdefABCDEF';
/** The forms a server may echo a secret in: as sent, URL-encoded, lower-cased. */
const forms = (secret: string) =>
  [secret, encodeURIComponent(secret)].flatMap((form) => [form, form.toLowerCase()]);

/** A gateway's error that quotes the request back: the Authorization header and the key, encoded. */
function echoingUnauthorized(request: RecordedOpenAIRequest): unknown {
  const auth = request.headers.authorization ?? '';
  const key = auth.replace(/^Bearer /, '');
  return {
    error: {
      message: `Incorrect API key provided. Request had "Authorization: ${auth}" (key=${encodeURIComponent(key)}, ${encodeURIComponent(key).toLowerCase()}).`,
      type: 'invalid_request_error',
      param: null,
      code: 'invalid_api_key',
    },
  };
}

const golden = [
  {
    id: 'refunds',
    query: 'How do refunds work?',
    expected: 'Refunds are processed within five business days.',
    contexts: ['Refunds are processed within five business days of the request.', 'Off topic.'],
  },
  { id: 'labelled', query: 'Shipping?', relevant: ['s1'], contexts: [{ id: 's1', text: 'x' }] },
];
const HEAD = 'e'.repeat(40);
const prEvent = pullRequestEvent(7, HEAD);

let openai: FakeOpenAI;
let gh: FakeGitHub;
let workspace: { dir: string; cleanup: () => Promise<void> };
beforeAll(async () => {
  openai = await startFakeOpenAI();
  workspace = await tempFiles({
    'golden.jsonl': golden.map((c) => JSON.stringify(c)).join('\n') + '\n',
    'labelled.jsonl': JSON.stringify(golden[1]) + '\n',
  });
});
afterAll(async () => {
  await openai.close();
  await workspace.cleanup();
});
beforeEach(async () => {
  gh = await startFakeGitHub();
});
afterEach(async () => {
  openai.reset();
  await gh.close();
});

const run = (inputs: Record<string, string> = {}) =>
  runAction({
    workspace: workspace.dir,
    event: prEvent,
    inputs: {
      golden: 'golden.jsonl',
      'base-url': openai.url,
      'api-key': KEY,
      'github-token': TOKEN,
      'max-judge-errors': '1',
      threshold: '0',
      ...inputs,
    },
    env: { GITHUB_API_URL: gh.url, GITHUB_SHA: 'd'.repeat(40), GITHUB_REF: 'refs/pull/7/merge' },
  });

/** Every published text of an action run: none may hold a secret in any form. */
async function publishedTexts(result: ActionRun): Promise<Record<string, string>> {
  return {
    // The runner's mask commands are the only place a secret may appear (they are not shown).
    stdout: result.stdout.replace(/^::add-mask::.*$/gm, ''),
    stderr: result.stderr,
    summary: result.summary,
    outputs: JSON.stringify(result.outputs),
    'report file': await readFile(resolve(workspace.dir, result.reportPath), 'utf8'),
    comment: gh
      .comments(7)
      .map((c) => c.body)
      .join('\n'),
  };
}

function expectNoSecret(texts: Record<string, string>): void {
  for (const [where, text] of Object.entries(texts)) {
    for (const form of [...forms(KEY), ...forms(TOKEN)]) {
      expect(text.includes(form), `${form} in the ${where}`).toBe(false);
    }
  }
}

describe('secrets in published text (the action run in process against fake OpenAI and GitHub servers)', () => {
  it('a judge error that echoes the key leaves no trace of it in anything published', async () => {
    // A gateway's 502 fails the case (published in the report, allowed by max-judge-errors).
    openai.failNext(10, 502, {}, echoingUnauthorized);
    const result = await run({ 'report-path': 'echo-report.json', 'judge-retries': '0' });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`::add-mask::${KEY}`);
    expect(result.stdout).toContain(`::add-mask::${TOKEN}`);
    const texts = await publishedTexts(result);
    // The error itself is published, with the key redacted.
    expect(texts['report file']).toContain('Authorization: Bearer ***');
    for (const where of ['comment', 'summary'] as const) {
      expect(texts[where], where).toContain('Incorrect API key provided');
      expect(texts[where], where).toContain('Authorization: Bearer \\*\\*\\*');
    }
    expectNoSecret(texts);
  });

  it("a judge's 401 that echoes the key stops the run with the key redacted from the error", async () => {
    openai.failNext(10, 401, {}, echoingUnauthorized);
    const result = await run({ 'report-path': 'stopped-report.json' });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/::error::.*Bearer \*\*\*/);
    expect(result.outputs.score ?? '').toBe('');
    expectNoSecret({
      stdout: result.stdout.replace(/^::add-mask::.*$/gm, ''),
      stderr: result.stderr,
    });
  });

  it('a GitHub error that quotes the token is redacted from the warning', async () => {
    gh.failNext(
      1,
      403,
      {},
      { message: `Resource not accessible by integration (token ${TOKEN})`, status: '403' },
      { method: 'POST', path: /\/issues\/7\/comments$/ },
    );
    const result = await run({
      golden: 'labelled.jsonl',
      'api-key': '',
      'report-path': 'token-report.json',
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      '::warning::Could not write the context precision comment on PR #7 (HTTP 403 "Resource not accessible by integration (token ***)")',
    );
    expectNoSecret(await publishedTexts(result));
  });
});

describe('secrets in the CLI (runCli, driven by flags)', () => {
  it("a judge error that echoes the key leaves no trace of it in the CLI's output or files", async () => {
    const out = await tempFiles({
      'golden.jsonl': golden.map((c) => JSON.stringify(c)).join('\n') + '\n',
    });
    try {
      openai.failNext(10, 502, {}, echoingUnauthorized);
      const args = [
        'golden.jsonl',
        '--base-url',
        openai.url,
        '--api-key',
        KEY,
        '--judge-retries',
        '0',
      ];
      const result = await runCliInProcess(
        ['--golden', ...args, '--max-judge-errors', '1', '--threshold', '0'],
        out.dir,
        { GITHUB_TOKEN: TOKEN },
      );
      expect(result.code).toBe(0);
      const files = Object.fromEntries(
        await Promise.all(
          ['report.json', 'report.md', 'report.comment.md'].map(async (name) => [
            name,
            await readFile(join(out.dir, '.context-precision', name), 'utf8'),
          ]),
        ),
      ) as Record<string, string>;
      expect(files['report.json']).toContain('Authorization: Bearer ***');
      expect(files['report.comment.md']).toContain('Authorization: Bearer \\*\\*\\*');
      expectNoSecret({ stdout: result.stdout, stderr: result.stderr, ...files });
      // A flag error is redacted too.
      const bad = (
        await runCliInProcess(['--golden', 'golden.jsonl', '--api-key', KEY, KEY], out.dir)
      ).stderr;
      expect(bad).toContain('unexpected argument "***"');
      expectNoSecret({ stderr: bad });
    } finally {
      await out.cleanup();
    }
  });
});
