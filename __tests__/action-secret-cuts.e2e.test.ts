import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';
import { pullRequestEvent, runAction, type ActionRun } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// Issue 25, findings 1 and 2: a secret cut in two before redaction is no longer found, so every
// shortened text is redacted first; a base-url's user and password are secrets like the key.
const KEY = 'sk-Q7xZ9vR2mK4pL8wN3jH6tY1bC5dF0gSaE2uI9oP4lK7jH3gF6dS1a';
const PASSWORD = 'pr0xy-PASSW0RD-s3cret';
const PROXY_USER = 'gate-proxy-user';

/** Every 6-character piece of the secret: none may be published, whole or cut. */
function expectNoPieceOf(secret: string, texts: Record<string, string>): void {
  for (const [where, text] of Object.entries(texts))
    for (let at = 0; at + 6 <= secret.length; at += 1)
      expect(
        text.includes(secret.slice(at, at + 6)),
        `${secret.slice(at, at + 6)} in ${where}`,
      ).toBe(false);
}

let openai: FakeOpenAI;
let gh: FakeGitHub;
let workspace: { dir: string; cleanup: () => Promise<void> };
beforeAll(async () => {
  openai = await startFakeOpenAI();
  gh = await startFakeGitHub();
  workspace = await tempFiles({
    'golden.jsonl': `${JSON.stringify({ id: 'refunds', query: 'How do refunds work?', expected: 'Five business days.', contexts: ['Refunds take five business days.', 'Off topic.'] })}\n`,
  });
});
afterAll(async () => {
  await openai.close();
  await gh.close();
  await workspace.cleanup();
});

const run = (inputs: Record<string, string>) =>
  runAction({
    workspace: workspace.dir,
    event: pullRequestEvent(7, 'e'.repeat(40)),
    inputs: {
      golden: 'golden.jsonl',
      'base-url': openai.url,
      'api-key': KEY,
      'github-token': 'ghs_TESTTOKEN0123456789abcdefABCDEF',
      threshold: '0',
      ...inputs,
    },
    env: { GITHUB_API_URL: gh.url, GITHUB_SHA: 'd'.repeat(40), GITHUB_REF: 'refs/pull/7/merge' },
  });

/** The log, the summary, the outputs, the report file and the comment of a run. */
async function published(result: ActionRun): Promise<Record<string, string>> {
  return {
    log: result.stdout.replace(/^::add-mask::.*$/gm, '') + result.stderr,
    summary: result.summary,
    outputs: JSON.stringify(result.outputs),
    'report file': await readFile(resolve(workspace.dir, result.reportPath), 'utf8').catch(
      () => '',
    ),
    comment: gh
      .comments(7)
      .map((c) => c.body)
      .join('\n'),
  };
}

describe('a secret is redacted before any text is shortened', () => {
  it('a 401 that echoes the key at any position of a long message leaks no piece of it', async () => {
    // LiteLLM: "… Received API Key = <key>, Key Hash …", the message cut at 300 characters.
    for (let position = 0; position <= 340; position += 6) {
      const message = `${'a'.repeat(position)}${KEY}, Key Hash ${'b '.repeat(200)}`;
      openai.failNext(1, 401, {}, { error: { message, type: 'auth_error', code: null } });
      const result = await run({ 'report-path': `cut-${position}.json` });
      expect(result.code, String(position)).toBe(1);
      expect(result.stdout, String(position)).toMatch(
        /::error::.*the key was refused \(HTTP 401: a*/,
      );
      expectNoPieceOf(KEY, await published(result));
      openai.reset();
    }
  }, 120_000);
});

describe("a base-url's user and password are secrets", () => {
  it('are in no published place nor the log', async () => {
    const url = new URL(openai.url);
    url.username = PROXY_USER;
    url.password = PASSWORD;
    const result = await run({
      'base-url': url.href,
      'max-judge-errors': '1',
      'judge-retries': '0',
      'report-path': 'userinfo-report.json',
    });
    expect(result.stdout).toContain(`::add-mask::${PASSWORD}`);
    // fetch refuses such a URL, so it is an input error, said without quoting it.
    expect(result.code).not.toBe(0);
    expect(result.stdout).toContain('base-url: holds a user name or password (user:password@)');
    const texts = await published(result);
    for (const secret of [PASSWORD, PROXY_USER, encodeURIComponent(PASSWORD)])
      for (const [where, text] of Object.entries(texts))
        expect(text.includes(secret), `${secret} in the ${where}`).toBe(false);
  });
});
