import { readFile, readdir, stat, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { UserError, errorMessage } from '../errors.js';

/**
 * What an install writes into a repository and git ignores, so that a worktree of a ref has none:
 * Node's packages (`npm ci`, pnpm, yarn) and a Python virtualenv (`python -m venv`, uv, Poetry
 * and Pipenv in the project).
 */
const INSTALL_FOLDERS = ['node_modules', '.venv', 'venv'];

/** The files that pin what an install puts in those folders. */
const LOCK_FILE =
  /^(?:package-lock\.json|npm-shrinkwrap\.json|pnpm-lock\.yaml|yarn\.lock|bun\.lockb?|requirements.*\.txt|poetry\.lock|uv\.lock|Pipfile\.lock)$/;

/** The repository's folders from its root down to the current one: '', 'packages', 'packages/app'. */
function foldersDown(prefix: string): string[] {
  const parts = prefix.split('/').filter((part) => part !== '');
  return ['', ...parts.map((_, i) => parts.slice(0, i + 1).join('/'))];
}

/**
 * Lends the work tree's installed dependencies to the ref's worktree at `tree`: its install
 * folders, at its root and in each folder down to the current one (where Node and Python look),
 * linked where the ref has none of its own, so that the ref's retriever resolves its imports as
 * the work tree's does, ESM included. Each link is pushed onto `links` as it is made (for
 * removal with the worktree). Returns what the user should know, one line each: the lock files the ref
 * commits that differ from the work tree's (or that the work tree has not), as the ref then runs
 * with dependencies that are not its own.
 */
export async function lendDependencies(
  ref: string,
  { root, tree, prefix }: { root: string; tree: string; prefix: string },
  links: string[],
): Promise<string[]> {
  const linked: string[] = [];
  const changed: string[] = [];
  for (const folder of foldersDown(prefix)) {
    for (const name of INSTALL_FOLDERS) {
      const path = join(folder, name);
      if (!(await stat(join(root, path)).catch(() => undefined))?.isDirectory()) continue;
      try {
        // A junction on Windows: it needs no privilege, unlike a directory symlink.
        await symlink(join(root, path), join(tree, path), 'junction');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // The ref commits that path, or has not the folder it goes in: its own stays.
        if (code === 'EEXIST' || code === 'ENOENT') continue;
        throw new UserError(
          `baseline-ref: could not link the work tree's ${path} into the temporary worktree (${errorMessage(error)}); run without --baseline-ref and compare with --baseline <report.json> made on the ref`,
        );
      }
      links.push(join(tree, path));
      linked.push(path.replaceAll('\\', '/'));
    }
    const names = await readdir(join(tree, folder)).catch(() => []);
    for (const name of names.filter((name) => LOCK_FILE.test(name)).sort()) {
      const [atRef, here] = await Promise.all([
        readOrNull(join(tree, folder, name)),
        readOrNull(join(root, folder, name)),
      ]);
      if (atRef && !here?.equals(atRef)) changed.push(folder ? `${folder}/${name}` : name);
    }
  }
  if (changed.length === 0) return [];
  const installed = linked.length > 0 ? ` (${linked.join(', ')})` : '';
  return [
    `${ref}'s ${changed.join(', ')} ${changed.length === 1 ? 'differs' : 'differ'} from the work tree's: ${ref}'s retriever runs with the dependencies installed in the work tree${installed}, not its own`,
  ];
}

const readOrNull = (path: string) => readFile(path).catch(() => null);
