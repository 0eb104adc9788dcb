import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS, builtBundle } from './helpers/bundle.js';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import {
  mainEvent,
  pullRequestEvent,
  runAction,
  runActionProcess,
  type ActionRun,
} from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// The bundle (dist/index.js built from src/) as the runner starts it: a child process, its
// environment, the runner's files, @actions/core's own workflow commands and the exit code. Every
// scenario runs in process elsewhere (`run(io)`); these few prove that the bundle and the runner
// protocol behave the same.
const line = (value: unknown) => JSON.stringify(value);
const golden = ['a', 'b', 'c']
  .map((id) =>
    line({ id, query: `question ${id}?`, expected: 'an answer', relevant: [`${id}-rel`] }),
  )
  .join('\n');
const ranking = (id: string, ids: string[]) =>
  line({ id, contexts: ids.map((c) => ({ id: c, text: `passage ${c}` })) });
const KEY = 'sk-smoke-SECRET-0123456789';
/** o200k_base tokens by js-tiktoken (a second library), for the bundle's own worker's counts. */
const oracle = new Tiktoken(o200kBase);
const tokens = (text: string) => oracle.encode(text, [], []).length;

let gh: FakeGitHub;
let workspace: { dir: string; cleanup: () => Promise<void> };
let pidFile: string | undefined;

beforeAll(async () => {
  workspace = await tempFiles({
    'golden.jsonl': golden + '\n',
    'bad.jsonl': `${line({ id: 'a', query: 'q?', relevant: ['x'] })}\n${line({ id: 'b', query: null, relevant: ['x'] })}\n`,
    'main.jsonl': ['a', 'b', 'c'].map((id) => ranking(id, [`${id}-rel`, `${id}-off`])).join('\n'),
    'pr.jsonl': [
      ranking('a', ['a-off', 'a-rel']),
      ranking('b', ['b-rel']),
      ranking('c', ['c-rel']),
    ].join('\n'),
    'answers.jsonl': ['a', 'b', 'c'].map((id) => ranking(id, [`${id}-rel`])).join('\n') + '\n',
    // Starts `sleep 30` in a new session (outside the retriever's process group), holding the
    // inherited stdout and stderr, and writes its pid to the given file.
    'escape.mjs': `import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
const child = spawn('sleep', ['30'], { detached: true, stdio: ['ignore', 'inherit', 'inherit'] });
writeFileSync(process.argv[2], String(child.pid));
child.unref();
`,
  });
  gh = await startFakeGitHub();
  await builtBundle();
}, BUILD_TIMEOUT_MS);
afterAll(async () => {
  await gh.close();
  await workspace.cleanup();
});
afterEach(() => {
  if (!pidFile) return;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGKILL');
  } catch {
    // Gone already (or never started).
  }
  pidFile = undefined;
});

const env = (sha: string, ref: string) => ({
  GITHUB_API_URL: gh.url,
  GITHUB_SHA: sha,
  GITHUB_REF: ref,
});

/** Everything a run published, less the runner's mask command. */
const published = (result: ActionRun, secret: string) =>
  [
    result.stdout.replaceAll(`::add-mask::${secret}`, ''),
    result.stderr,
    result.summary,
    JSON.stringify(result.outputs),
    JSON.stringify(result.report ?? {}),
  ].join('\n');

describe('the bundled action as the runner runs it (dist/index.js)', () => {
  it('a push records the baseline; a PR that is worse compares with it, comments and exits 1', async () => {
    const inputs = { golden: 'golden.jsonl', 'github-token': 'ghs_test', threshold: '0.5' };
    const push = await runActionProcess({
      workspace: workspace.dir,
      event: mainEvent('push'),
      inputs: { ...inputs, retrieval: 'main.jsonl' },
      env: env('1'.repeat(40), 'refs/heads/main'),
    });
    expect(push.code).toBe(0);
    expect(push.stdout).toContain('Recording: yes (a push to main)');
    expect(push.outputs).toMatchObject({ score: '1.0000', passed: 'true', 'comment-url': '' });
    // Counted on the bundle's worker thread: each case's two contexts, as js-tiktoken counts them.
    const perCase = ['a', 'b', 'c'].map(
      (id) => tokens(`passage ${id}-rel`) + tokens(`passage ${id}-off`),
    );
    expect(push.outputs['context-tokens']).toBe((perCase.reduce((a, b) => a + b) / 3).toFixed(1));
    expect(gh.listFiles('context-precision-data')).toContain('default/baseline.json');

    gh.setPull(7, 'f'.repeat(40));
    const pr = await runActionProcess({
      workspace: workspace.dir,
      event: pullRequestEvent(7, 'f'.repeat(40)),
      inputs: { ...inputs, retrieval: 'pr.jsonl' },
      env: env('d'.repeat(40), 'refs/pull/7/merge'),
    });
    expect(pr.code).toBe(1);
    expect(pr.outputs).toMatchObject({
      score: '0.8333',
      'baseline-score': '1.0000',
      delta: '-0.1667',
      passed: 'false',
      regressions: '1',
    });
    // The regressed case annotated at its golden line, as @actions/core writes the command.
    expect(pr.stdout).toMatch(
      /^::warning title=Context precision fell%3A case "a",file=golden\.jsonl,line=1::AP 1\.00 → 0\.50/m,
    );
    expect(pr.stdout).toMatch(/^::error::Context precision gate failed: /m);
    const comments = gh.comments(7);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toMatch(/^<!-- context-precision-gate:default -->\n/);
    expect(pr.outputs['comment-url']).toBe(comments[0]!.html_url);
    expect(pr.summary).toContain('Context precision');
    expect(pr.report.baseline.sha).toBe('1'.repeat(40));
  });

  it('bad input: an error at its file and line, one failing message, exit code 1', async () => {
    const result = await runActionProcess({
      workspace: workspace.dir,
      inputs: { golden: 'bad.jsonl' },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /^::error title=golden%3A .*,file=bad\.jsonl,line=2::case "b": field "query": expected a string, got null$/m,
    );
    expect(result.stdout).toMatch(/^::error::golden: .*%0A {2}- bad\.jsonl:2: /m);
    expect(result.stdout).not.toContain('Unexpected error');
  });

  it('the judge down: exit 1 with one error; the key is masked and in nothing published', async () => {
    const port = await closedPort();
    const result = await runActionProcess({
      workspace: workspace.dir,
      inputs: {
        golden: 'golden.jsonl',
        retrieval: 'answers.jsonl',
        judge: 'llm',
        'base-url': `http://127.0.0.1:${port}/v1`,
        'api-key': KEY,
        'judge-retries': '0',
        concurrency: '1',
      },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`::add-mask::${KEY}`);
    const errors = result.stdout.split('\n').filter((l) => l.startsWith('::error'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`cannot reach the judge at http://127.0.0.1:${port}/v1`);
    expect(published(result, KEY)).not.toContain(KEY);
    expect(result.outputs.score).toBeUndefined();
  });

  it('a fork PR: the trusted workflow_run publishes the report the PR run made', async () => {
    gh.setPull(8, 'e'.repeat(40));
    // The PR's own run (in process: only the publishing run is under test here).
    const made = await runAction({
      workspace: workspace.dir,
      event: pullRequestEvent(8, 'e'.repeat(40)),
      inputs: { golden: 'golden.jsonl', retrieval: 'pr.jsonl', 'report-path': 'fork-report.json' },
    });
    expect(made.code).toBe(0);
    const result = await runActionProcess({
      workspace: workspace.dir,
      event: {
        name: 'workflow_run',
        payload: {
          repository: { default_branch: 'main' },
          workflow_run: { head_sha: 'e'.repeat(40) },
        },
      },
      inputs: { report: 'fork-report.json', 'pr-number': '8', 'github-token': 'ghs_test' },
      env: env('d'.repeat(40), 'refs/heads/main'),
    });
    expect(result.code).toBe(0);
    const comments = gh.comments(8);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('0.8333');
    expect(result.outputs['comment-url']).toBe(comments[0]!.html_url);
  });

  it.skipIf(process.platform === 'win32')(
    'retriever-timeout is hard: a grandchild outside the group holding the pipes does not hold the run',
    async () => {
      pidFile = join(workspace.dir, 'escaped.pid');
      const node = JSON.stringify(process.execPath);
      const started = Date.now();
      const result = await runActionProcess({
        workspace: workspace.dir,
        inputs: {
          golden: 'golden.jsonl',
          'retriever-command': `echo warming up >&2; ${node} escape.mjs escaped.pid; sleep 30`,
          'retriever-timeout': '1',
        },
      });
      expect(result.code).toBe(1);
      expect(result.stdout).toContain('timed out after 1 s (retriever-timeout)');
      expect(result.stdout).toContain('warming up');
      expect(Date.now() - started).toBeLessThan(8000);
    },
  );
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
