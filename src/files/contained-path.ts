import { lstat, realpath } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { isDynamicPattern } from 'tinyglobby';
import { UserError } from '../errors.js';

/** A folder an input's files may be in, with the name users know it by. */
export interface AllowedFolder {
  label: string;
  path: string;
}

/** A file a run writes (the report, the JUnit XML), as the input that names it. */
export interface OutputFile {
  input: string;
  /** As the user wrote it. */
  shown: string;
  absolute: string;
}

/**
 * Where the files an input names may be, and the files a run writes. In the action, `golden`
 * and `retrieval` stay in the workspace and `report`, `merge`, `report-path` and `junit-path` in
 * the workspace or RUNNER_TEMP, so that a workflow input (or a file a PR planted, such as a
 * symbolic link) cannot make the action read or overwrite a file elsewhere on the runner. The CLI
 * reads wherever its user points it (no folders), but no run reads an input from a file it is
 * about to write, nor writes two outputs to one file.
 */
export class PathGuard {
  constructor(
    private readonly folders: Readonly<Record<string, readonly AllowedFolder[]>>,
    private readonly outputs: readonly OutputFile[],
  ) {
    outputs.forEach((output, index) => {
      const same = outputs
        .slice(0, index)
        .find((earlier) => resolve(earlier.absolute) === resolve(output.absolute));
      if (same)
        throw new UserError(
          `${output.input}: "${output.shown}" is the ${same.input} file; choose another ${output.input}`,
        );
    });
  }

  /** The action's rules; checks the outputs (report-path, junit-path) at once. */
  static async forAction(
    dirs: { workspace: string; runnerTemp: string },
    outputs: readonly OutputFile[],
  ): Promise<PathGuard> {
    const workspace = { label: 'the workspace', path: dirs.workspace };
    const runnerTemp = { label: 'RUNNER_TEMP', path: dirs.runnerTemp };
    const guard = new PathGuard(
      {
        golden: [workspace],
        retrieval: [workspace],
        report: [workspace, runnerTemp],
        merge: [workspace, runnerTemp],
        'report-path': [workspace, runnerTemp],
        'junit-path': [workspace, runnerTemp],
      },
      outputs,
    );
    for (const output of guard.outputs)
      await guard.checkInside(output.input, output.shown, output.absolute);
    return guard;
  }

  /**
   * Before a path or glob is expanded: the path, or a glob's fixed leading folders (`../../etc` in
   * `../../etc/*.json`), must lie in the input's folders, so that no pattern walks the runner's disk.
   */
  async checkPattern(input: string, pattern: string, cwd: string): Promise<void> {
    if (!this.folders[input]) return;
    const segments = pattern.split('/');
    const firstDynamic = segments.findIndex((segment) => isDynamicPattern(segment));
    const base = firstDynamic === -1 ? pattern : segments.slice(0, firstDynamic).join('/') || '.';
    await this.checkInside(input, pattern, resolve(cwd, base));
  }

  /** Before a file is read: it (after following links) is in the input's folders, and no output. */
  async admit(input: string, shown: string, absolute: string): Promise<void> {
    const real = await this.checkInside(input, shown, absolute);
    for (const output of this.outputs) {
      if ((await realPathOf(output.absolute)) === real) {
        throw new UserError(
          `${output.input}: "${output.shown}" is the ${input} file "${shown}"; writing the report there would overwrite it, so choose another ${output.input}`,
        );
      }
    }
  }

  /** The real path of `absolute` when it lies in the input's folders; an error naming the input otherwise. */
  private async checkInside(input: string, shown: string, absolute: string): Promise<string> {
    const real = await realPathOf(absolute);
    const folders = this.folders[input];
    if (!folders) return real;
    for (const folder of folders) {
      if (isInside(real, await realPathOf(folder.path))) return real;
    }
    const where = folders.map((f) => `${f.label} (${f.path})`).join(' and ');
    const how = folders.some((f) => isInside(resolve(absolute), resolve(f.path)))
      ? 'leads (through a symbolic link) outside'
      : 'is outside';
    throw new UserError(
      `${input}: "${shown}" ${how} ${where}; give a path inside ${folders.length > 1 ? 'one of them' : 'it'}`,
    );
  }
}

/** `path` with every symbolic link resolved; a path that does not exist yet keeps its missing tail. */
export async function realPathOf(path: string): Promise<string> {
  const absolute = resolve(path);
  try {
    return await realpath(absolute);
  } catch {
    const parent = dirname(absolute);
    if (parent === absolute) return absolute;
    return resolve(await realPathOf(parent), basename(absolute));
  }
}

/** Whether `path` is `folder` or lies under it (both absolute and real). */
export function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/**
 * The first symbolic link on `path` (relative to `cwd`, or absolute) between `cwd` and the file,
 * the file itself included, as a path from `cwd`; undefined when there is none or the path is not
 * under `cwd`. The CLI writes into its clone through no link: a repository may commit one
 * (`.context-precision` pointing anywhere).
 */
export async function symbolicLinkOn(cwd: string, path: string): Promise<string | undefined> {
  const absolute = resolve(cwd, path);
  if (absolute === resolve(cwd) || !isInside(absolute, resolve(cwd))) return undefined;
  const parts = relative(cwd, absolute).split(sep);
  for (let i = 1; i <= parts.length; i += 1) {
    const prefix = parts.slice(0, i).join('/');
    const stats = await lstat(join(cwd, prefix)).catch(() => undefined);
    if (!stats) return undefined;
    if (stats.isSymbolicLink()) return prefix;
  }
  return undefined;
}

/** Stops a run that would write a path (from `cwd`) through a symbolic link in `cwd` (symbolicLinkOn). */
export async function refuseLinks(
  cwd: string,
  paths: readonly (string | undefined)[],
  writer: string,
  advice = '',
): Promise<void> {
  for (const path of paths) {
    const link = path === undefined ? undefined : await symbolicLinkOn(cwd, path);
    if (link)
      throw new UserError(
        `${link} is a symbolic link (committed to the repository?), and ${writer} writes into this clone through no link: remove it${advice}`,
      );
  }
}
