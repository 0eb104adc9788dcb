import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { lstat, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { UserError, errorMessage } from '../errors.js';
import { dashboardFiles } from '../baseline/dashboard/dashboard-data.js';
import { DASHBOARD_NAME, dashboardIndex } from '../baseline/dashboard/dashboard-page.js';
import { INPUT_DEFAULTS } from '../config/options.js';
import { plural } from '../format/numbers.js';

/** Where `view` writes the dashboard, from the current folder. */
export const VIEW_FOLDER = join('.context-precision', 'dashboard');

/**
 * `view [--branch B] [--remote R]`: the dashboard the data branch would serve on Pages, built
 * from the local clone's copy of it (the local branch B, else R/B; no network) into
 * `.context-precision/dashboard/` (replaced whole). Returns what to print: its index.html's path.
 */
export async function viewDashboard(argv: readonly string[], cwd: string): Promise<string> {
  const { branch, remote } = viewArgs(argv);
  const sha = branchCommit(cwd, branch, remote);
  const paths = git(cwd, ['ls-tree', '-r', '-z', '--name-only', sha]).toString('utf8');
  const byName = new Map<string, string[]>();
  for (const path of paths.split('\0')) {
    const match = /^([^/]+)\/(history\.json|history\/.+\.json)$/.exec(path);
    if (!match || !DASHBOARD_NAME.test(match[1]!)) continue;
    byName.set(match[1]!, [...(byName.get(match[1]!) ?? []), match[2]!]);
  }
  for (const [name, files] of byName) if (!files.includes('history.json')) byName.delete(name);
  const names = [...byName.keys()].sort();
  if (names.length === 0)
    throw new UserError(
      `view: ${branch} at ${sha.slice(0, 7)} holds no gate's history (a folder with history.json): is it the data branch? Pass it with --branch (the input baseline-branch).`,
    );
  const texts = readBlobs(
    cwd,
    sha,
    names.flatMap((name) => byName.get(name)!.map((file) => `${name}/${file}`)),
  );
  const out = await ownFolder(cwd);
  const write = async (path: string, text: string) => {
    await mkdir(dirname(join(out, path)), { recursive: true });
    await writeFile(join(out, path), text);
  };
  for (const name of names) {
    const own = new Map(byName.get(name)!.map((file) => [file, texts.get(`${name}/${file}`)!]));
    for (const [path, text] of dashboardFiles(name, own)) await write(`${name}/${path}`, text);
  }
  await write('index.html', dashboardIndex(names));
  return `The dashboard of ${plural(names.length, 'gate')} (${names.join(', ')}) on ${branch} at ${sha.slice(0, 7)}; open it in a browser:\n${join(out, 'index.html')}\n`;
}

/** The mark view leaves in the folder it makes: it replaces only a folder that has it. */
const MARK = '.made-by-context-precision-view';

/**
 * `.context-precision/dashboard/` made afresh: never through a symbolic link (a clone may commit
 * `.context-precision` as one, pointing anywhere), and never over a folder view did not make.
 */
async function ownFolder(cwd: string): Promise<string> {
  for (const path of ['.context-precision', VIEW_FOLDER])
    if ((await lstat(join(cwd, path)).catch(() => undefined))?.isSymbolicLink())
      throw new UserError(
        `view: ${path} is a symbolic link (committed to the repository?); view writes only into a folder of this clone and follows no link out of it: remove the link`,
      );
  const out = join(cwd, VIEW_FOLDER);
  if (existsSync(out) && !existsSync(join(out, MARK)))
    throw new UserError(
      `view: ${out} exists and view did not make it; view replaces only its own folder: move it away`,
    );
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  await writeFile(join(out, MARK), '');
  return out;
}

function viewArgs(argv: readonly string[]): { branch: string; remote: string } {
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: { branch: { type: 'string' }, remote: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    });
    return {
      branch: values.branch ?? INPUT_DEFAULTS['baseline-branch'],
      remote: values.remote ?? 'origin',
    };
  } catch (error) {
    throw new UserError(
      `view: ${errorMessage(error)}; it takes --branch <data branch> and --remote <remote> (see --help)`,
    );
  }
}

/** The data branch's commit: the local branch, else the remote's copy of it. */
function branchCommit(cwd: string, branch: string, remote: string): string {
  git(cwd, ['rev-parse', '--git-dir']);
  for (const ref of [`refs/heads/${branch}`, `refs/remotes/${remote}/${branch}`]) {
    try {
      return git(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
        .toString()
        .trim();
    } catch {
      // Not here: the next.
    }
  }
  throw new UserError(
    `view: this clone has neither a branch ${branch} nor ${remote}/${branch}. Fetch it first (git fetch ${remote} ${branch}), or name the data branch with --branch and its remote with --remote.\n` +
      `No such branch yet? The action makes it: its first record (a push of the workflow to the default branch, record: auto) creates ${branch} with the history and the dashboard. ` +
      `Until then, each local run's .context-precision/report.html shows its cases; to see the dashboard first, record from a branch with record: 'true' (docs/dashboard.md).`,
  );
}

/** Files at `sha` (`git cat-file --batch`), by path. */
function readBlobs(cwd: string, sha: string, paths: readonly string[]): Map<string, string> {
  const output = git(
    cwd,
    ['cat-file', '--batch'],
    paths.map((path) => `${sha}:${path}\n`).join(''),
  );
  const texts = new Map<string, string>();
  let at = 0;
  for (const path of paths) {
    const end = output.indexOf(10, at);
    const size = Number(/ blob (\d+)$/.exec(output.subarray(at, end).toString())?.[1]);
    if (!Number.isInteger(size)) throw new UserError(`view: could not read ${path} at ${sha}`);
    texts.set(path, output.subarray(end + 1, end + 1 + size).toString('utf8'));
    at = end + 1 + size + 1;
  }
  return texts;
}

function git(cwd: string, args: string[], input?: string): Buffer {
  try {
    return execFileSync('git', ['-c', 'core.hooksPath=/dev/null', ...args], {
      cwd,
      input,
      maxBuffer: 1 << 30,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
  } catch (error) {
    if (args[0] === 'rev-parse' && args[1] === '--verify') throw error;
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '').trim();
    throw new UserError(
      `view: git ${args[0]} failed in ${cwd}: ${stderr || errorMessage(error)}. Run view inside a clone of the repository.`,
    );
  }
}
