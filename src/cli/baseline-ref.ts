import { execFile, execFileSync } from 'node:child_process';
import { rmSync, unlinkSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { UserError, errorMessage } from '../errors.js';
import { stopRetrievers } from '../retrieval/retriever-command.js';
import { lendDependencies } from './ref-dependencies.js';

const run = promisify(execFile);

/** The commit a ref names, and the temporary worktree it was checked out in. */
export interface RefCheckout {
  sha: string;
  /** The folder of the worktree that corresponds to the current folder. */
  cwd: string;
  /** What the user should know of the dependencies the ref runs with: one line each. */
  notes: string[];
}

// No hook of the repository runs (a post-checkout hook would run on worktree add).
const NO_HOOKS = ['-c', 'core.hooksPath=/dev/null'];

/** The CLI's git: its output, trimmed. */
export async function git(args: string[], cwd: string): Promise<string> {
  return (await run('git', [...NO_HOOKS, ...args], { cwd })).stdout.trim();
}

/**
 * The worktree's links (never what they point to: git and `rm` remove a link only, but the work
 * tree's installs are not left to that), folder and registration removed; synchronous, so that
 * an interrupt can run it too before the process exits.
 */
function removeWorktree(cwd: string, tree: string, folder: string, links: readonly string[]) {
  const quietly = (step: () => void) => {
    try {
      step();
    } catch {
      // Not made yet, or already gone.
    }
  };
  const gitSync = (...args: string[]) =>
    quietly(() => execFileSync('git', [...NO_HOOKS, ...args], { cwd, stdio: 'ignore' }));
  for (const link of links) quietly(() => unlinkSync(link));
  gitSync('worktree', 'remove', '--force', tree);
  rmSync(folder, { recursive: true, force: true });
  gitSync('worktree', 'prune');
}

/**
 * Runs `use` in a temporary `git worktree` of `ref` (detached, at the folder matching `cwd`),
 * with the work tree's install folders linked into it, then removes the worktree. The current
 * work tree, index, stashes and branches are not touched: a worktree has its own index and HEAD,
 * and only its administrative entry, removed after, is written into the repository.
 */
export async function inRefWorktree<T>(
  ref: string,
  cwd: string,
  use: (checkout: RefCheckout) => Promise<T>,
): Promise<T> {
  let root: string;
  let prefix: string;
  try {
    [root = '', prefix = ''] = (
      await git(['rev-parse', '--show-toplevel', '--show-prefix'], cwd)
    ).split('\n');
  } catch (error) {
    const why = (error as { stderr?: string }).stderr?.trim() ?? errorMessage(error);
    throw new UserError(
      `baseline-ref: ${cwd} is not in a git repository (${why.split('\n')[0]}); --baseline-ref compares with a commit of the repository`,
    );
  }
  let sha: string;
  try {
    sha = await git(
      ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`],
      cwd,
    );
  } catch {
    throw new UserError(
      `baseline-ref: "${ref}" is not a commit of this repository (a branch, tag or sha; fetch it first if it is remote-only, e.g. git fetch origin main and --baseline-ref origin/main)`,
    );
  }
  const folder = await mkdtemp(join(tmpdir(), 'cpg-baseline-ref-'));
  const tree = join(folder, 'tree');
  const links: string[] = [];
  // Ctrl-C (SIGINT) or SIGTERM meanwhile: the retriever's process group killed, the worktree
  // removed, and the exit code a shell reports (130 / 143).
  const interrupted = (signal: NodeJS.Signals) => {
    stopRetrievers();
    removeWorktree(cwd, tree, folder, links);
    process.exit(128 + constants.signals[signal]);
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    await git(['worktree', 'add', '--detach', '--quiet', tree, sha], cwd);
    const notes = await lendDependencies(ref, { root, tree, prefix }, links);
    return await use({ sha, cwd: join(tree, prefix), notes });
  } finally {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
    removeWorktree(cwd, tree, folder, links);
  }
}
