import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { repoRoot } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// docs/local-action.md as a user follows it (issue 26, finding 8): @github/local-action runs
// src/main.ts from a `.env` file, called from another folder through `npm run local-action`.
// Before, the outputs never reached local-action's table ("No outputs were set!"), a push run with
// GITHUB_OUTPUT stopped at "Missing file at path", and an empty github-token was sent to GitHub as
// the text `${{ github.token }}`.
const run = promisify(execFile);
const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

const doc = readFileSync(join(repoRoot, 'docs', 'local-action.md'), 'utf8');
/** A fenced block of the doc, its list indentation removed. */
const block = (lang: string) => {
  const [, indent = '', body = ''] = new RegExp(
    `^( *)\`\`\`${lang}\\n([\\s\\S]*?)^ *\`\`\``,
    'm',
  ).exec(doc)!;
  return body.replaceAll(new RegExp(`^${indent}`, 'gm'), '');
};

/** The doc's `.env` and command, run from a fresh repository with the house example's files. */
async function localAction(changed: (repository: string) => Record<string, string> = () => ({})) {
  const { dir: repository, cleanup } = await tempFiles({
    'evals/golden.jsonl': readFileSync(join(repoRoot, 'examples/golden/labelled.jsonl'), 'utf8'),
    'evals/retrieve.mjs': readFileSync(join(repoRoot, 'examples/retriever.mjs'), 'utf8'),
    'evals/corpus.jsonl': readFileSync(join(repoRoot, 'examples/corpus.jsonl'), 'utf8'),
  });
  cleanups.push(cleanup);
  const envFile = join(repository, 'local.env');
  const changes = changed(repository);
  const lines = block('dotenv')
    .replace('/path/to/your/repository', repository)
    .split('\n')
    .filter((line) => !Object.keys(changes).some((name) => line.startsWith(`${name}=`)));
  await writeFile(
    envFile,
    [...lines, ...Object.entries(changes).map(([name, value]) => `${name}=${value}`)].join('\n'),
  );
  const [npm, ...args] = block('sh')
    .trim()
    .replace('/path/to/context-precision-gate', repoRoot)
    .replace('/path/to/.env', envFile)
    .split(' ') as [string, ...string[]];
  const { stdout } = await run(npm, args, {
    cwd: repository,
    // Nothing of this process's GITHUB_* or INPUT_*: only what the .env says. The default report
    // path is under TMPDIR (no RUNNER_TEMP), so in the folder.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TMPDIR: repository },
    maxBuffer: 16 * 1024 * 1024,
  });
  // What the action printed, then local-action's table: │ 0 │ 'score' │ '0.8542' │
  const action = stdout.slice(stdout.lastIndexOf('Running Action'));
  const table = action.slice(action.lastIndexOf('Action Outputs'));
  const outputs = Object.fromEntries(
    [...table.matchAll(/│ *\d+ *│ '([\w-]+)' *│ '([^']*)' *│/g)].map((m) => [m[1], m[2]]),
  );
  return { action, outputs, repository };
}

// One run (npm and tsx starting up are most of its time): a push, the harder case, since its
// outputs and summary go to files. The pull_request path is the same code with no record.
it('a push run: outputs in the table though GITHUB_OUTPUT names no file; the summary written; no request to GitHub', async () => {
  expect(doc).toContain('`GITHUB_EVENT_NAME=push` and `GITHUB_REF=refs/heads/main`');
  const { action, outputs, repository } = await localAction((repository) => ({
    GITHUB_EVENT_NAME: 'push',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_OUTPUT: join(repository, 'push-output.txt'),
    GITHUB_STEP_SUMMARY: join(repository, 'summary.md'),
  }));
  expect(action).not.toContain('No outputs were set!');
  expect(action).not.toContain('Missing file at path');
  expect(outputs).toMatchObject({
    score: '0.8542',
    passed: 'true',
    cases: '8',
    'judge-requests': '0',
    'report-path': join(repository, 'context-precision-report.json'),
    'comment-url': '',
  });
  expect(action).toContain('::warning::github-token is empty');
  expect(action).toContain('Recording: no (github-token is empty');
  expect(action).not.toContain('api.github.com');
  expect(existsSync(join(repository, 'push-output.txt'))).toBe(false);
  expect(await readFile(join(repository, 'summary.md'), 'utf8')).toContain('0.8542');
}, 120_000);
