import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { once } from 'node:events';
import { dirname } from 'node:path';
import type { Report } from './report.js';

/**
 * Writes the report JSON piece by piece (a field, a case), never as one string: for a large golden
 * set `JSON.stringify(report)` can pass V8's string limit (~512 MB), and small pieces are garbage
 * that the young generation collects at once. The top level is indented; each case is one line.
 */
export async function writeReportFile(path: string, report: Report): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const out = createWriteStream(path, { encoding: 'utf8' });
  const failed = once(out, 'error').then(([error]) => Promise.reject(error as Error));
  failed.catch(() => undefined);
  for (const piece of reportJsonPieces(report)) {
    if (!out.write(piece)) await Promise.race([once(out, 'drain'), failed]);
  }
  out.end();
  await Promise.race([once(out, 'finish'), failed]);
}

/** The report's JSON in pieces: one per top-level field, and one per case (a line each). */
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
  if (cases.length === 0) {
    yield '[]';
    return;
  }
  for (let i = 0; i < cases.length; i += 1)
    yield `${i === 0 ? '[' : ','}\n    ${JSON.stringify(cases[i])}`;
  yield '\n  ]';
}
