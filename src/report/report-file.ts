import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { dirname } from 'node:path';
import { UserError } from '../errors.js';
import { parseJsonDocument, readTextFile } from '../files/json-document.js';
import { HTML_GENERATOR } from './html/render-html.js';
import { reportSchema, type Report } from './report.js';

/** Why a file could not be written, by the file system's error code. */
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

/**
 * Writes a file the run produces from its pieces, as they come (creating its folder); a failure is
 * an error naming the input that names the file (report-path: the HTML report and the CLI's
 * markdown go beside the JSON; junit-path for the JUnit XML).
 */
export async function writePieces(
  path: string,
  pieces: Iterable<string>,
  input: 'report-path' | 'junit-path' = 'report-path',
): Promise<void> {
  try {
    await mkdir(dirname(path), { recursive: true });
    await pipeline(Readable.from(pieces), createWriteStream(path, { encoding: 'utf8' }));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!code) throw error;
    throw new UserError(
      `${input}: cannot write "${path}" (${code}${WHY[code] ? `: ${WHY[code]}` : ''}); choose a path the run can write`,
    );
  }
}

/**
 * The report's JSON in pieces, one per top-level field and one per case, for writePieces; never
 * one string: for a large golden set `JSON.stringify(report)` can pass V8's string limit (~512
 * MB), and small pieces are garbage that the young generation collects at once. The top level is
 * indented; each case is one line.
 */
export function* reportJsonPieces(report: Report): Generator<string> {
  let first = true;
  for (const [key, value] of Object.entries(report)) {
    if (value === undefined) continue; // as JSON.stringify leaves out undefined fields
    yield `${first ? '{' : ','}\n  ${JSON.stringify(key)}: `;
    first = false;
    if (key === 'cases') yield* casePieces(report.cases);
    else yield JSON.stringify(value, null, 2).replace(/\n/g, '\n  ');
  }
  yield first ? '{}\n' : '\n}\n';
}

function* casePieces(cases: Report['cases']): Generator<string> {
  for (let i = 0; i < cases.length; i += 1)
    yield `${i === 0 ? '[' : ','}\n    ${JSON.stringify(cases[i])}`;
  yield cases.length === 0 ? '[]' : '\n  ]';
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
  // Missing, unreadable, not JSON or not a report (as --report would read one): not ours to remove.
  const value: unknown = await readFile(path, 'utf8')
    .then(JSON.parse)
    .catch(() => null);
  if (!reportSchema.safeParse(value).success || (await isInput(path))) return false;
  await rm(path, { force: true });
  const base = path.replace(/\.json$/i, '');
  const markdown: [string, (text: string) => boolean][] = [
    [`${base}.md`, (text) => /Context precision/.test(text.slice(0, 500))],
    [`${base}.comment.md`, (text) => text.startsWith('<!-- context-precision-gate:')],
    [`${base}.html`, (text) => text.slice(0, 500).includes(HTML_GENERATOR)],
  ];
  for (const [file, isOurs] of markdown) {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text !== undefined && isOurs(text)) await rm(file, { force: true });
  }
  return true;
}

/**
 * Reads and validates a report file; errors name the file, line and field. With `gateName` (a
 * report to publish), the report must have been made for that gate: its name is the comment's
 * marker, so a report for another gate (or one a PR's code renamed) would take over or leave
 * another comment.
 */
export async function readReportFile(
  path: string,
  displayName = path,
  gateName?: string,
): Promise<Report> {
  const text = await readTextFile(path, displayName);
  const report = parseJsonDocument(
    text,
    displayName,
    reportSchema,
    `${displayName}: not a context precision report`,
  );
  if (gateName !== undefined && report.name !== gateName)
    throw new UserError(
      `${displayName}: the report was made for the gate named "${report.name}", but this step's name is "${gateName}"; nothing was published. Give this step the name of the step that made the report (name: ${report.name}), or publish the right report.`,
    );
  return report;
}
