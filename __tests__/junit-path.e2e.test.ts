import { existsSync, readFileSync } from 'node:fs';
import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonl, labelledCase } from './helpers/labelled-case.js';
import { readJunit } from './helpers/junit-shape.js';
import { runAction } from './helpers/run-action.js';
import { runCliInProcess } from './helpers/run-cli.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// junit-path (the action) and --junit (the CLI) write the run as JUnit XML beside the report
// (issue 26, finding 6); the path obeys report-path's rules.
const workspace = tempFolderPerTest();
// One case at rank 1 (AP 1), one at rank 2 (AP 0.5): MAP 0.75, below a threshold of 0.8.
const golden = jsonl([labelledCase('first', 1), labelledCase('second', 2)]);

describe('the CLI: --junit <path>', () => {
  it('writes the JUnit XML there, says where, and fails the gate testcase when the gate fails', async () => {
    const dir = await workspace({ 'evals/golden.jsonl': golden });
    const args = ['--golden', 'evals/golden.jsonl', '--threshold', '0.8', '--no-cache'];
    const run = await runCliInProcess([...args, '--junit', 'test-results/cp.xml'], dir);
    expect(run.code, run.stderr).toBe(1);
    const path = join(dir, 'test-results/cp.xml');
    expect(run.stderr).toContain(`JUnit XML: ${path}\n`);
    const [suite] = readJunit(readFileSync(path, 'utf8'));
    expect(suite?.cases.map((c) => [c.classname, c.name, c.status])).toEqual([
      ['evals/golden.jsonl', 'first', 'passed'],
      ['evals/golden.jsonl', 'second', 'passed'],
      ['context-precision:default', 'gate', 'failed'],
    ]);
    expect(suite?.cases[2]?.message).toBe(
      'Context precision gate failed: score 0.75 is below the threshold 0.8',
    );
    // --junit-path is the same flag, as the action's input is named.
    const passing = await runCliInProcess(
      ['--golden', 'evals/golden.jsonl', '--no-cache', '--junit-path', 'cp.xml'],
      dir,
    );
    expect(passing.code, passing.stderr).toBe(0);
    expect(readJunit(readFileSync(join(dir, 'cp.xml'), 'utf8'))[0]?.cases[2]?.status).toBe(
      'passed',
    );
  });

  it("refuses an empty path, the report's own path and an input file, before any work", async () => {
    const dir = await workspace({ 'evals/golden.jsonl': golden });
    const args = ['--golden', 'evals/golden.jsonl', '--no-cache'];
    const refused = async (extra: string[], message: string) => {
      const run = await runCliInProcess([...args, ...extra], dir);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(message);
      expect(run.stderr).not.toContain('Unexpected error');
    };
    await refused(['--junit', ''], '--junit is empty: give a <path> or leave the flag out');
    await refused(
      ['--junit', 'out.json', '--report-path', 'out.json'],
      'junit-path: "out.json" is the report-path file; choose another junit-path',
    );
    await refused(
      ['--junit', 'evals/golden.jsonl'],
      'junit-path: "evals/golden.jsonl" is the golden file "evals/golden.jsonl"; writing the report there would overwrite it',
    );
    expect(readFileSync(join(dir, 'evals/golden.jsonl'), 'utf8')).toBe(golden);
  });
});

describe('the action: junit-path', () => {
  const run = (dir: string, inputs: Record<string, string>) =>
    runAction({
      workspace: dir,
      inputs: { golden: 'evals/golden.jsonl', comment: 'false', threshold: '0.8', ...inputs },
    });

  it('writes the JUnit XML in the workspace before the check goes red', async () => {
    const dir = await workspace({ 'evals/golden.jsonl': golden });
    const result = await run(dir, { 'junit-path': 'test-results/cp.xml' });
    expect(result.code).toBe(1);
    const [suite] = readJunit(readFileSync(join(dir, 'test-results/cp.xml'), 'utf8'));
    expect(suite?.name).toBe('context-precision:default');
    expect(suite?.cases.map((c) => c.status)).toEqual(['passed', 'passed', 'failed']);
  });

  it('a path leading out of the workspace and RUNNER_TEMP, or a shard run, is an input error', async () => {
    const dir = await workspace({ 'evals/golden.jsonl': golden });
    const outside = await workspace({});
    await symlink(outside, join(dir, 'linked'));
    const inputError = async (inputs: Record<string, string>, message: string) => {
      const result = await run(dir, inputs);
      expect(result.code).toBe(1);
      const errors = result.stdout.split('\n').filter((l) => l.startsWith('::error::'));
      expect(errors).toEqual([expect.stringContaining(message)]);
    };
    await inputError({ 'junit-path': '../cp.xml' }, 'junit-path: "../cp.xml" is outside');
    await inputError(
      { 'junit-path': 'linked/cp.xml' },
      'junit-path: "linked/cp.xml" leads (through a symbolic link) outside',
    );
    expect(existsSync(join(outside, 'cp.xml'))).toBe(false);
    await inputError(
      { 'junit-path': 'cp.xml', shard: '1/2' },
      'junit-path and shard: a shard writes a partial report, which is not gated; give junit-path to the step that merges the shards',
    );
  });
});
