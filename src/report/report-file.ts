import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { UserError } from '../errors.js';
import type { Report } from './report.js';

/** Writes the report JSON (and, when asked, the markdown beside it); returns nothing on success. */
export async function writeReportFile(path: string, report: Report): Promise<void> {
  await writeOutputFile(path, `${JSON.stringify(report, null, 2)}\n`);
}

const WHY: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of the path is a file, not a folder',
  // mkdir's answer when a folder to create exists as a file.
  EEXIST: 'a part of the path is a file, not a folder',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
};

/** Writes a file the run produces (creating its folder); a failure is an error naming report-path. */
export async function writeOutputFile(path: string, text: string): Promise<void> {
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!code) throw error;
    throw new UserError(
      `report-path: cannot write "${path}" (${code}${WHY[code] ? `: ${WHY[code]}` : ''}); choose a path the run can write`,
    );
  }
}

/**
 * Removes the report an earlier run left at `path` (with the markdown the CLI writes beside it),
 * so that a run that failed on input does not leave an old report claiming `passed: true`. Only a
 * file that is one of our reports, and not an input of this run (`isInput`), is removed.
 */
export async function removeStaleReport(
  path: string,
  isInput: (path: string) => Promise<boolean>,
): Promise<boolean> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return false; // Missing, unreadable or not JSON: not ours to remove.
  }
  const ours =
    typeof value === 'object' &&
    value !== null &&
    (value as Record<string, unknown>).schemaVersion === 1 &&
    typeof (value as Record<string, unknown>).passed === 'boolean' &&
    Array.isArray((value as Record<string, unknown>).cases);
  if (!ours || (await isInput(path))) return false;
  await rm(path, { force: true });
  const base = path.replace(/\.json$/i, '');
  const markdown: [string, (text: string) => boolean][] = [
    [`${base}.md`, (text) => /Context precision/.test(text.slice(0, 500))],
    [`${base}.comment.md`, (text) => text.startsWith('<!-- context-precision-gate:')],
  ];
  for (const [file, isOurs] of markdown) {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text !== undefined && isOurs(text)) await rm(file, { force: true });
  }
  return true;
}
