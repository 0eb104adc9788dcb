import { z } from 'zod';
import { UserError } from '../errors.js';
import { contextListSchema, type RankedContext } from '../golden/context.js';
import type { GoldenCase } from '../golden/golden-cases.js';
import type { PathGuard } from '../files/contained-path.js';
import { expandPatterns } from '../files/expand-patterns.js';
import { readSourceRecords } from '../files/source-records.js';
import { ProblemList } from '../files/problem-list.js';
import type { SourceRecord } from '../files/source-record.js';
import { plural, quotedList } from '../format/numbers.js';
import { sameText } from '../format/same-text.js';

/** Ranked contexts per case id, as the current retriever returned them. */
export type Rankings = Map<string, RankedContext[]>;

/**
 * Called with each golden case's ranking as soon as it is read, before the whole source is
 * checked: for work that can start early (counting the contexts' tokens on another thread).
 */
export type OnRanking = (ranking: readonly RankedContext[]) => void;

const resultRecordSchema = z
  .object({ id: z.string().min(1), contexts: contextListSchema })
  .strict();

/**
 * Validates retriever records (from a file or a command's stdout) into rankings.
 * A record for an unknown case is ignored (a shared results file may cover more cases);
 * a repeated id or a case left without a result is an error.
 */
export function rankingsFromRecords(
  records: readonly SourceRecord[],
  cases: readonly GoldenCase[],
  sourceName: string,
  onRanking?: OnRanking,
): Rankings {
  const problems = new ProblemList();
  const caseIds = onRanking && new Set(cases.map((c) => c.id));
  const rankings: Rankings = new Map();
  const lineOfId = new Map<string, number>();
  for (const record of records) {
    const parsed = resultRecordSchema.safeParse(record.value);
    if (!parsed.success) {
      problems.addIssues(record, parsed.error.issues, ['id', 'contexts']);
      continue;
    }
    const id = sameText(parsed.data.id);
    const { contexts } = parsed.data;
    const earlier = lineOfId.get(id);
    if (earlier !== undefined) {
      problems.add(
        `${record.file}:${record.line}: case "${id}": a second result (first at line ${earlier})`,
      );
      continue;
    }
    lineOfId.set(id, record.line);
    rankings.set(id, contexts);
    if (caseIds?.has(id)) onRanking?.(contexts);
  }
  problems.throwIfAny(() => `${sourceName}: invalid results`);
  return requireEveryCase(rankings, cases, sourceName);
}

/** Every case needs a ranking: a case with no result is an error naming the missing ids. */
function requireEveryCase(
  rankings: Rankings,
  cases: readonly GoldenCase[],
  sourceName: string,
): Rankings {
  const missing = cases.filter((c) => !rankings.has(c.id)).map((c) => c.id);
  if (missing.length > 0) {
    throw new UserError(
      `${sourceName}: no result for ${plural(missing.length, 'case')}: ${quotedList(missing, 20)}`,
    );
  }
  const ordered: Rankings = new Map();
  for (const c of cases) ordered.set(c.id, rankings.get(c.id) as RankedContext[]);
  return ordered;
}

/** Rankings from the `retrieval` file(s): `{ id, contexts }` records. */
export async function loadRetrievalFile(
  patterns: string,
  cases: readonly GoldenCase[],
  cwd: string,
  guard?: PathGuard,
  onRanking?: OnRanking,
): Promise<Rankings> {
  const files = await expandPatterns(patterns, cwd, 'retrieval', guard);
  const records: SourceRecord[][] = [];
  for (const file of files)
    records.push(await readSourceRecords(file.absolute, file.display, 'results'));
  const sourceName = `retrieval (${files.map((f) => f.display).join(', ')})`;
  return rankingsFromRecords(records.flat(), cases, sourceName, onRanking);
}

/** Inline `contexts` of the golden cases, when no retrieval source is given. */
export function inlineRankings(cases: readonly GoldenCase[], onRanking?: OnRanking): Rankings {
  const rankings: Rankings = new Map();
  for (const c of cases) if (c.contexts) rankings.set(c.id, c.contexts);
  const name = 'golden (inline "contexts"; no retrieval or retriever-command given)';
  const ordered = requireEveryCase(rankings, cases, name);
  if (onRanking) for (const ranking of ordered.values()) onRanking(ranking);
  return ordered;
}
