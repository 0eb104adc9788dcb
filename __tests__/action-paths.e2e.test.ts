import { readFile, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// In the action, golden and retrieval files come from the workspace; report, merge and report-path
// from the workspace or RUNNER_TEMP. Each case below read or wrote a file elsewhere before.
const goldenLine = JSON.stringify({
  id: 'a',
  query: 'q',
  relevant: ['x'],
  contexts: [{ id: 'x', text: 'x' }],
});
const retrievalLine = JSON.stringify({ id: 'a', contexts: [{ id: 'x', text: 'x' }] });

let workspace: { dir: string; cleanup: () => Promise<void> };
/** Another folder on the runner, neither the workspace nor RUNNER_TEMP. */
let outside: { dir: string; cleanup: () => Promise<void> };
/** Our own RUNNER_TEMP, so that files can be put there before a run. */
let runnerTemp: { dir: string; cleanup: () => Promise<void> };

beforeAll(async () => {
  outside = await tempFiles({
    'g.jsonl': goldenLine + '\n',
    'r.jsonl': retrievalLine + '\n',
  });
  runnerTemp = await tempFiles({});
  workspace = await tempFiles({
    'evals/g.jsonl': goldenLine + '\n',
    'evals/r.jsonl': retrievalLine + '\n',
  });
  await symlink(join(outside.dir, 'g.jsonl'), join(workspace.dir, 'evals/link.jsonl'));
  await symlink(outside.dir, join(workspace.dir, 'linked-dir'));
  // A valid report and a shard report, made by the action itself, copied outside and to the workspace.
  const made = await run({ 'report-path': join(runnerTemp.dir, 'report.json') });
  expect(made.code).toBe(0);
  const shard = await run({
    shard: '1/1',
    'report-path': join(runnerTemp.dir, 'shards/shard-1.json'),
  });
  expect(shard.code).toBe(0);
  for (const [from, to] of [
    ['report.json', join(outside.dir, 'report.json')],
    ['report.json', join(workspace.dir, 'report.json')],
    ['shards/shard-1.json', join(outside.dir, 'shard-1.json')],
  ] as const)
    await writeFile(to, await readFile(join(runnerTemp.dir, from)));
}, 60_000);
afterAll(async () => {
  await Promise.all([workspace.cleanup(), outside.cleanup(), runnerTemp.cleanup()]);
});

/** A run in the workspace, with our RUNNER_TEMP. */
function run(inputs: Record<string, string>) {
  return runAction({
    workspace: workspace.dir,
    inputs: { golden: 'evals/g.jsonl', comment: 'false', ...inputs },
    env: { RUNNER_TEMP: runnerTemp.dir },
  });
}

/** The run failed on input, with one error naming the input, and no stack trace. */
function expectInputError(result: Awaited<ReturnType<typeof run>>, text: string) {
  expect(result.code).toBe(1);
  const errors = result.stdout.split('\n').filter((l) => l.startsWith('::error::'));
  expect(errors).toHaveLength(1);
  expect(errors[0]).toContain(text);
  expect(result.stdout).not.toContain('Unexpected error');
  expect(result.stdout).not.toMatch(/\bat .*\.js:\d+/);
}

describe('paths stay inside the workspace (and RUNNER_TEMP for reports)', () => {
  it('golden: a path, an absolute path and a glob leading out are input errors', async () => {
    const relative = join('..', outside.dir.split('/').pop() as string, 'g.jsonl');
    expectInputError(await run({ golden: relative }), `golden: "${relative}" is outside`);
    expectInputError(
      await run({ golden: join(outside.dir, 'g.jsonl') }),
      `golden: "${join(outside.dir, 'g.jsonl')}" is outside the workspace (${workspace.dir}); give a path inside it`,
    );
    expectInputError(
      await run({ golden: '../../**/g.jsonl' }),
      'golden: "../../**/g.jsonl" is outside',
    );
    expectInputError(await run({ golden: '/etc/passwd' }), 'golden: "/etc/passwd" is outside');
  });

  it('golden: a symbolic link leading out, to a file or a folder, is an input error', async () => {
    expectInputError(
      await run({ golden: 'evals/link.jsonl' }),
      'golden: "evals/link.jsonl" leads (through a symbolic link) outside',
    );
    expectInputError(
      await run({ golden: 'evals/*.jsonl' }),
      'golden: "evals/link.jsonl" leads (through a symbolic link) outside',
    );
    expectInputError(
      await run({ golden: 'linked-dir/*.jsonl' }),
      'golden: "linked-dir/*.jsonl" leads (through a symbolic link) outside',
    );
  });

  it('retrieval: a file outside the workspace is an input error; one inside is read', async () => {
    expectInputError(
      await run({ retrieval: join(outside.dir, 'r.jsonl') }),
      `retrieval: "${join(outside.dir, 'r.jsonl')}" is outside`,
    );
    const inside = await run({ retrieval: 'evals/r.jsonl' });
    expect(inside.code).toBe(0);
    expect(inside.outputs.score).toBe('1.0000');
  });

  it('report: published from the workspace or RUNNER_TEMP, never from elsewhere', async () => {
    expectInputError(
      await run({ report: join(outside.dir, 'report.json'), golden: '' }),
      `report: "${join(outside.dir, 'report.json')}" is outside the workspace (${workspace.dir}) and RUNNER_TEMP (${runnerTemp.dir}); give a path inside one of them`,
    );
    for (const report of ['report.json', join(runnerTemp.dir, 'report.json')]) {
      const published = await run({ report, golden: '' });
      expect(published.code).toBe(0);
      expect(published.outputs.score).toBe('1.0000');
    }
  });

  it('merge: shard reports from RUNNER_TEMP are merged; from elsewhere, an input error', async () => {
    expectInputError(
      await run({ merge: join(outside.dir, 'shard-*.json'), golden: '' }),
      `merge: "${join(outside.dir, 'shard-*.json')}" is outside`,
    );
    const merged = await run({ merge: join(runnerTemp.dir, 'shards/*.json'), golden: '' });
    expect(merged.code).toBe(0);
    expect(merged.outputs.cases).toBe('1');
  });

  it('report-path: outside the workspace and RUNNER_TEMP, or through a link leading out, is refused before any work', async () => {
    const target = join(outside.dir, 'written.json');
    expectInputError(await run({ 'report-path': target }), `report-path: "${target}" is outside`);
    expect(existsSync(target)).toBe(false);
    expectInputError(
      await run({ 'report-path': 'linked-dir/written.json' }),
      'report-path: "linked-dir/written.json" leads (through a symbolic link) outside',
    );
    expect(existsSync(target)).toBe(false);
    const inTemp = await run({ 'report-path': join(runnerTemp.dir, 'out/report.json') });
    expect(inTemp.code).toBe(0);
    expect(existsSync(join(runnerTemp.dir, 'out/report.json'))).toBe(true);
  });

  it('report-path that cannot be written (a folder) is an input error naming it, not a stack trace', async () => {
    expectInputError(
      await run({ 'report-path': 'evals' }),
      `report-path: cannot write "${join(workspace.dir, 'evals')}" (EISDIR: it is a folder); choose a path the run can write`,
    );
  });

  it('report-path never overwrites an input: a golden or retrieval file, or the report being published', async () => {
    const before = await readFile(join(workspace.dir, 'evals/g.jsonl'), 'utf8');
    expectInputError(
      await run({ 'report-path': 'evals/g.jsonl' }),
      'report-path: "evals/g.jsonl" is the golden file "evals/g.jsonl"; writing the report there would overwrite it',
    );
    expect(await readFile(join(workspace.dir, 'evals/g.jsonl'), 'utf8')).toBe(before);
    expectInputError(
      await run({ retrieval: 'evals/r.jsonl', 'report-path': 'evals/r.jsonl' }),
      'report-path: "evals/r.jsonl" is the retrieval file "evals/r.jsonl"',
    );
    const published = await readFile(join(workspace.dir, 'report.json'), 'utf8');
    expectInputError(
      await run({
        report: 'report.json',
        golden: '',
        'report-path': join(workspace.dir, 'report.json'),
      }),
      `report-path: "${join(workspace.dir, 'report.json')}" is the report file "report.json"`,
    );
    expect(await readFile(join(workspace.dir, 'report.json'), 'utf8')).toBe(published);
  });
});
