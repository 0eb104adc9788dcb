import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { repoRoot } from './helpers/run-action.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// The README's five-minute path, its own commands, on a fresh repository (issue 17, findings 3, 5,
// 6): init, a first run, a worse retriever committed on a branch, and the local compare with main
// (--baseline-ref), which must give CI's verdict and leave the work tree, index and stashes alone.
const run = promisify(execFile);
const workspace = tempFolderPerTest();

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Five minutes'));
// The first block installs the CLI before the first release (install-paths.test.ts runs it).
const [, setup, compare] = [
  ...section.slice(0, section.indexOf('\n## ', 4)).matchAll(/```sh\n([\s\S]*?)```/g),
].map((m) => (m[1] as string).trim().split('\n')) as [string[], string[], string[]];

/** A README command line: `npx context-precision-gate ...` runs in process, anything else in sh. */
async function step(line: string, cwd: string) {
  const cli = /^npx context-precision-gate\b(.*)$/.exec(line);
  if (!cli) {
    await run('sh', ['-c', line], { cwd });
    return { code: 0, stdout: '', stderr: '' };
  }
  const argv = [...(cli[1] as string).matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map(
    (m) => (m[1] ?? m[2] ?? m[3]) as string,
  );
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, ...(argv[0] === 'init' ? [] : ['--json'])], {
    cwd,
    env: { PATH: process.env.PATH ?? '' },
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
  });
  return { code, stdout, stderr };
}

describe("the README's five-minute path", () => {
  it('has the commands: init, a first run; a commit on a branch, the compare with main', () => {
    expect(setup).toEqual([
      'npx context-precision-gate init',
      expect.stringMatching(
        /^npx context-precision-gate --golden evals\/golden.jsonl --retriever-command "python3 evals\/retrieve.py"$/,
      ),
    ]);
    expect(compare[0]).toMatch(/^git switch -c \S+ && git commit -qam /);
    expect(compare[1]).toBe(`${setup[1]} --baseline-ref main`);
  });

  it('on a fresh repository: a worse retriever on a branch is FAILED with the drop, and nothing is touched', async () => {
    const dir = await workspace({ 'requirements.txt': '', 'app.py': 'print("my rag app")\n' });
    const git = async (...args: string[]) => (await run('git', args, { cwd: dir })).stdout;
    await git('init', '-q', '-b', 'main');
    await git('config', 'user.email', 'dev@example.com');
    await git('config', 'user.name', 'Dev');

    expect((await step(setup[0] as string, dir)).code).toBe(0);
    const first = await step(setup[1] as string, dir);
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ score: 1, passed: true, baseline: null });
    await git('add', '-A');
    await git('commit', '-qm', 'context precision gate');
    // .context-precision/ (the first run's report and cache) is ignored, not committed.
    expect(await git('ls-files')).not.toContain('.context-precision');

    // A change that ranks the documents in a fixed order, committed on a branch (the normal case).
    const retriever = join(dir, 'evals/retrieve.py');
    const source = readFileSync(retriever, 'utf8');
    const ranked = 'return sorted(DOCS, key=lambda doc_id: -len(asked & words(DOCS[doc_id])))[:k]';
    expect(source).toContain(ranked);
    writeFileSync(retriever, source.replace(ranked, 'return list(DOCS)[:k]'));
    await step(compare[0] as string, dir);
    expect(await git('status', '--porcelain')).toBe('');

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

    const compared = await step(compare[1] as string, dir);
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
    const missing = await step(`${setup[1]} --baseline-ref nope`, dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('baseline-ref: "nope" is not a commit of this repository');
    const both = await step(`${setup[1]} --baseline-ref main --baseline r.json`, dir);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--baseline and --baseline-ref: give one of them');
  });
});
