import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { UserError, errorMessage } from '../errors.js';
import { refuseLinks } from '../files/contained-path.js';
import { dashboardFiles } from '../baseline/dashboard/dashboard-data.js';
import { compactEntries, historyCasesOf, historyEntryOf } from '../baseline/history-file.js';
import { baselineFileOf } from '../baseline/stored-files.js';
import { readReportFile } from '../report/report-file.js';
import { dashboardIndex } from '../baseline/dashboard/dashboard-page.js';
import { gateNameProblem } from '../report/report.js';
import { INPUT_DEFAULTS } from '../config/options.js';
import { plural } from '../format/numbers.js';

/** Where `view` writes the dashboard, from the current folder. */
export const VIEW_FOLDER = join('.context-precision', 'dashboard');

/**
 * `view [--branch B] [--remote R]`: the dashboard the data branch would serve on Pages, built
 * from the local clone's copy of it (the local branch B, else R/B; no network) into
 * `.context-precision/dashboard/` (replaced whole). `view --report <report.json>`: the same page
 * for one local run, as its first record would draw it (before the action has recorded anything).
 * Returns what to print: its index.html's path.
 */
export async function viewDashboard(argv: readonly string[], cwd: string): Promise<string> {
  const { branch, remote, report } = viewArgs(argv);
  const { gates, from } = report ? await fromReport(cwd, report) : fromBranch(cwd, branch, remote);
  const out = await ownFolder(cwd);
  const write = async (path: string, text: string) => {
    await mkdir(dirname(join(out, path)), { recursive: true });
    await writeFile(join(out, path), text);
  };
  const names = [...gates.keys()].sort();
  for (const name of names)
    for (const [path, text] of dashboardFiles(name, gates.get(name)!))
      await write(`${name}/${path}`, text);
  await write('index.html', dashboardIndex(names));
  return `The dashboard of ${plural(names.length, 'gate')} (${names.join(', ')}) ${from}; open it in a browser:\n${join(out, 'index.html')}\n`;
}

type Gates = Map<string, Map<string, string>>;

/** Each gate's history files on the data branch (by path in its folder). */
function fromBranch(cwd: string, branch: string, remote: string): { gates: Gates; from: string } {
  const sha = branchCommit(cwd, branch, remote);
  const paths = git(cwd, ['ls-tree', '-r', '-z', '--name-only', sha]).toString('utf8');
  const wanted = paths.split('\0').filter((path) => {
    const match = /^([^/]+)\/(history\.json|history\/.+\.json)$/.exec(path);
    return match && !gateNameProblem(match[1]!);
  });
  const gates: Gates = new Map();
  for (const [path, text] of readBlobs(cwd, sha, wanted)) {
    const name = path.slice(0, path.indexOf('/'));
    const files = gates.get(name) ?? gates.set(name, new Map()).get(name)!;
    files.set(path.slice(name.length + 1), text);
  }
  for (const [name, files] of gates) if (!files.has('history.json')) gates.delete(name);
  if (gates.size === 0)
    throw new UserError(
      `view: ${branch} at ${sha.slice(0, 7)} holds no gate's history (a folder with history.json): is it the data branch? Pass it with --branch (the input baseline-branch).`,
    );
  return { gates, from: `on ${branch} at ${sha.slice(0, 7)}` };
}

/** A local run's report as its gate's first record: its history files. */
async function fromReport(cwd: string, path: string): Promise<{ gates: Gates; from: string }> {
  const report = await readReportFile(resolve(cwd, path), path);
  const sha = report.commit.sha ?? '0'.repeat(40);
  const file = baselineFileOf(report, sha);
  const cases = new Map(file.cases.map((c) => [c.id, c.ap]));
  const history = {
    schemaVersion: 1,
    entries: compactEntries([historyEntryOf(file, report.audit)]),
  };
  const texts = new Map([
    ['history.json', JSON.stringify(history)],
    ['history/cases/0/0.json', JSON.stringify(historyCasesOf([], sha, cases))],
  ]);
  return { gates: new Map([[report.name, texts]]), from: `of the run in ${path}` };
}

/** The mark view leaves in the folder it makes: it replaces only a folder that has it. */
const MARK = '.made-by-context-precision-view';

/**
 * `.context-precision/dashboard/` made afresh: never through a symbolic link (a clone may commit
 * `.context-precision` as one, pointing anywhere), and never over a folder view did not make.
 */
async function ownFolder(cwd: string): Promise<string> {
  await refuseLinks(cwd, [VIEW_FOLDER], 'view');
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

function viewArgs(argv: readonly string[]): { branch: string; remote: string; report?: string } {
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: {
        branch: { type: 'string' },
        remote: { type: 'string' },
        report: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    });
    return {
      branch: values.branch ?? INPUT_DEFAULTS['baseline-branch'],
      remote: values.remote ?? 'origin',
      report: values.report,
    };
  } catch (error) {
    throw new UserError(
      `view: ${errorMessage(error)}; it takes --branch <data branch> and --remote <remote>, or --report <report.json> (see --help)`,
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
      `Until then, see the dashboard of a local run: context-precision-gate view --report .context-precision/report.json (docs/dashboard.md).`,
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
