import { relative } from 'node:path';
import { glob } from 'tinyglobby';
import { UserError } from '../errors.js';

export interface ResolvedFile {
  absolute: string;
  /** Relative to the workspace, as users wrote it. */
  display: string;
}

/** Splits a comma/newline list of paths and globs and expands it; each must match a file. */
export async function expandPatterns(
  patterns: string,
  cwd: string,
  inputName: string,
): Promise<ResolvedFile[]> {
  const list = splitList(patterns);
  if (list.length === 0) throw new UserError(`${inputName}: no path given`);
  const seen = new Set<string>();
  const files: ResolvedFile[] = [];
  const unmatched: string[] = [];
  for (const pattern of list) {
    const matches = (
      await glob(pattern, {
        cwd,
        absolute: true,
        onlyFiles: true,
        dot: false,
        expandDirectories: false,
      })
    ).sort();
    if (matches.length === 0) unmatched.push(pattern);
    for (const absolute of matches) {
      if (seen.has(absolute)) continue;
      seen.add(absolute);
      files.push({ absolute, display: relative(cwd, absolute) || absolute });
    }
  }
  if (unmatched.length > 0) {
    throw new UserError(
      `${inputName}: no file matches ${unmatched.map((p) => `"${p}"`).join(', ')} (in ${cwd})`,
    );
  }
  return files;
}

export function splitList(value: string): string[] {
  return value
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
