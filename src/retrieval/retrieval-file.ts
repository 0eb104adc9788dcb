import type { GoldenCase } from '../golden/golden-cases.js';
import { expandPatterns } from '../files/expand-patterns.js';
import type { PathGuard } from '../files/contained-path.js';
import { readSourceRecords } from '../files/source-records.js';
import { rankingsFromRecords, type Rankings } from './retrieval-results.js';

/** Rankings from the `retrieval` file(s): `{ id, contexts }` records. */
export async function loadRetrievalFile(
  patterns: string,
  cases: readonly GoldenCase[],
  cwd: string,
  guard?: PathGuard,
): Promise<Rankings> {
  const files = await expandPatterns(patterns, cwd, 'retrieval', guard);
  const records = [];
  for (const file of files)
    records.push(...(await readSourceRecords(file.absolute, file.display, 'results')));
  return rankingsFromRecords(
    records,
    cases,
    `retrieval (${files.map((f) => f.display).join(', ')})`,
  );
}
