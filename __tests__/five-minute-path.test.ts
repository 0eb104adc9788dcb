import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// The README's five-minute path on a fresh repository (issue 17, findings 3, 5, 6): a Python
// retriever with labels, init, a first run, a worse retriever committed on a branch, and the local
// compare with main (--baseline-ref), which must give CI's verdict and leave the work tree alone.
const run = promisify(execFile);
const workspace = tempFolderPerTest();

async function cli(argv: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    cwd,
    env: { PATH: process.env.PATH ?? '' },
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
  });
  return { code, stdout, stderr };
}

const GATE = ['--golden', 'evals/golden.jsonl', '--retriever-command', 'python3 evals/retrieve.py'];

describe('the five-minute path', () => {
  it('init, a first run, a worse retriever on a branch: --baseline-ref main says FAILED with the drop, touching nothing', async () => {
    const dir = await workspace({ 'requirements.txt': '', 'app.py': 'print("my rag app")\n' });
    const git = async (...args: string[]) => (await run('git', args, { cwd: dir })).stdout;
    await git('init', '-q', '-b', 'main');
    await git('config', 'user.email', 'dev@example.com');
    await git('config', 'user.name', 'Dev');

    expect((await cli(['init'], dir)).code).toBe(0);
    const first = await cli([...GATE, '--json'], dir);
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ score: 1, passed: true, baseline: null });
    await git('add', '-A');
    await git('commit', '-qm', 'context precision gate');
    // .context-precision/ (the first run's report and cache) is ignored, not committed.
    expect(await git('ls-files')).not.toContain('.context-precision');

    // A change that ranks the documents in a fixed order, committed on a branch (the normal case).
    await git('checkout', '-q', '-b', 'worse');
    const retriever = join(dir, 'evals/retrieve.py');
    const source = readFileSync(retriever, 'utf8');
    const ranked = 'return sorted(DOCS, key=lambda doc_id: -len(asked & words(DOCS[doc_id])))[:k]';
    expect(source).toContain(ranked);
    writeFileSync(retriever, source.replace(ranked, 'return list(DOCS)[:k]'));
    await git('commit', '-qam', 'a worse retriever');

    // Unrelated local state that a stash-based loop would disturb: a stash, an edit, a new file.
    writeFileSync(join(dir, 'app.py'), 'print("stashed")\n');
    await git('stash', '-q');
    writeFileSync(join(dir, 'app.py'), 'print("work in progress")\n');
    writeFileSync(join(dir, 'scratch.txt'), 'notes\n');
    await git('add', 'scratch.txt');
    const state = async () => ({
      head: await git('rev-parse', 'HEAD'),
      branch: await git('branch', '--show-current'),
      status: await git('status', '--porcelain'),
      index: await git('ls-files', '--stage'),
      diff: await git('diff'),
      stashes: await git('stash', 'list'),
      worktrees: await git('worktree', 'list', '--porcelain'),
    });
    const before = await state();

    const compared = await cli([...GATE, '--baseline-ref', 'main', '--json'], dir);
    expect(compared.code, compared.stderr).toBe(1);
    const report = JSON.parse(compared.stdout);
    // Independently: the fixed order puts each case's relevant document at ranks 1, 2, 3.
    const worse = (1 + 1 / 2 + 1 / 3) / 3;
    expect(report.passed).toBe(false);
    expect(report.score).toBeCloseTo(worse, 10);
    expect(report.baseline.score).toBe(1);
    expect(report.baseline.sha).toBe((await git('rev-parse', 'main')).trim());
    expect(report.delta).toBeCloseTo(worse - 1, 10);
    expect(report.regressions).toBe(2);
    expect(compared.stderr).toContain('Scoring main (');

    expect(await state()).toEqual(before);
    expect(readFileSync(join(dir, 'app.py'), 'utf8')).toBe('print("work in progress")\n');
    // Outputs under .context-precision/ only; nothing new at the top of the repository.
    expect(readdirSync(dir).sort()).toEqual([
      '.context-precision',
      '.git',
      '.github',
      '.gitignore',
      'app.py',
      'evals',
      'requirements.txt',
      'scratch.txt',
    ]);
    expect(existsSync(join(dir, '.context-precision', 'baseline-main.json'))).toBe(true);
    // The temporary worktree is gone, its administrative entry too.
    expect(existsSync(join(dir, '.git', 'worktrees'))).toBe(false);
  });

  it('names a ref that is not a commit, and refuses --baseline with --baseline-ref', async () => {
    const dir = await workspace({ 'x.txt': 'x' });
    await run('git', ['init', '-q', '-b', 'main'], { cwd: dir });
    const missing = await cli([...GATE, '--baseline-ref', 'nope'], dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('baseline-ref: "nope" is not a commit of this repository');
    const both = await cli([...GATE, '--baseline-ref', 'main', '--baseline', 'r.json'], dir);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--baseline and --baseline-ref: give one of them');
  });
});
