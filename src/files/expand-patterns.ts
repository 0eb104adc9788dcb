import { relative } from 'node:path';
import { glob } from 'tinyglobby';
import { UserError } from '../errors.js';
import type { PathGuard } from './contained-path.js';

export interface ResolvedFile {
  absolute: string;
  /** Relative to the workspace, as users wrote it. */
  display: string;
}

/**
 * Splits a comma/newline list of paths and globs and expands it; each must match a file. With a
 * guard, every pattern and file must be where the input may read (see PathGuard).
 */
export async function expandPatterns(
  patterns: string,
  cwd: string,
  inputName: string,
  guard?: PathGuard,
): Promise<ResolvedFile[]> {
  const list = splitList(patterns);
  if (list.length === 0) throw new UserError(`${inputName}: no path given`);
  const seen = new Set<string>();
  const files: ResolvedFile[] = [];
  const unmatched: string[] = [];
  for (const pattern of list) {
    await guard?.checkPattern(inputName, pattern, cwd);
    // Files only, no dot files (tinyglobby's defaults), a folder not expanded to its files.
    const matches = (await glob(pattern, { cwd, absolute: true, expandDirectories: false })).sort();
    if (matches.length === 0) unmatched.push(pattern);
    for (const absolute of matches) {
      if (seen.has(absolute)) continue;
      seen.add(absolute);
      const display = relative(cwd, absolute) || absolute;
      await guard?.admit(inputName, display, absolute);
      files.push({ absolute, display });
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
