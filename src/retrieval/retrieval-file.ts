import type { GoldenCase } from '../golden/golden-cases.js';
import { expandPatterns } from '../files/expand-patterns.js';
import { readSourceRecords } from '../files/source-records.js';
import type { SourceRecord } from '../files/source-record.js';
import type { PathGuard } from '../files/contained-path.js';
import { rankingsFromRecords, type OnRanking, type Rankings } from './retrieval-results.js';

/** Rankings from the `retrieval` file(s): `{ id, contexts }` records. */
export async function loadRetrievalFile(
  patterns: string,
  cases: readonly GoldenCase[],
  cwd: string,
  guard?: PathGuard,
  onRanking?: OnRanking,
): Promise<Rankings> {
  const files = await expandPatterns(patterns, cwd, 'retrieval', guard);
  const records: SourceRecord[] = [];
  for (const file of files) {
    // One by one: spreading a file's records into push() overflows the stack at ~125k.
    for (const record of await readSourceRecords(file.absolute, file.display, 'results'))
      records.push(record);
  }
  return rankingsFromRecords(
    records,
    cases,
    `retrieval (${files.map((f) => f.display).join(', ')})`,
    onRanking,
  );
}
