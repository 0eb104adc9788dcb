import { z } from 'zod';
import { ownRecord } from '../files/own-record.js';
import { denominatorSchema } from '../score/average-precision.js';
import { metricMeans } from '../score/case-metrics.js';
import type { Report } from '../report/report.js';
import { snapshotOf, type BaselineFile } from './stored-files.js';

/** `history.json` on the data branch: one entry per recorded commit (drift over time). */
const historyEntrySchema = z.object({
  sha: z.string(),
  date: z.string(),
  score: z.number(),
  scale: z.number(),
  model: z.string().nullable(),
  promptVersion: z.string().nullable(),
  k: z.number().nullable(),
  denominator: denominatorSchema,
  cases: ownRecord(z.number()),
  /** The metrics beside MAP, by name: their means (none when no case has any). */
  metrics: z.record(z.string(), z.number()).optional(),
  /** Recorded by a judge drift audit (`mode: audit`, `record: true`): the drift chart marks it. */
  audit: z
    .object({ sampled: z.number(), flipped: z.number(), flipRate: z.number().nullable() })
    .optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyFileSchema = z.object({
  schemaVersion: z.literal(1),
  entries: z.array(historyEntrySchema),
});
export type HistoryFile = z.infer<typeof historyFileSchema>;

/** History entries kept: the newest ones; older ones are dropped when recording, and the log says so. */
export const HISTORY_LIMIT = 1000;
/**
 * Entries that keep their per-case AP: the newest ones. Older entries keep the score only, so
 * the file stays small for large golden sets (3,000 cases are about 75 kB an entry).
 */
export const HISTORY_WITH_CASES = 30;
/**
 * history.json's size budget in bytes, well under GitHub's 100 MB file limit (and its 50 MB
 * warning): an entry's per-case AP costs 50-75 bytes a case, by id length (15,000: 0.8-1.1 MB).
 * Over it, the oldest entries lose their per-case AP first, then the oldest entries go.
 */
export const HISTORY_BYTES = 40_000_000;

export function historyEntryOf(file: BaselineFile, audit?: Report['audit']): HistoryEntry {
  const { sha, recordedAt: date, score, scale, model, promptVersion, k, denominator } = file;
  const metrics = metricMeans(file.cases);
  return {
    sha,
    date,
    score,
    scale,
    model,
    promptVersion,
    k,
    denominator,
    cases: snapshotOf(file).cases,
    ...(Object.keys(metrics).length > 0 && { metrics }),
    ...(audit && {
      audit: { sampled: audit.sampled, flipped: audit.flipped, flipRate: audit.flipRate },
    }),
  };
}

/** History entries dropped by a merge: how many, the dates they span, and which limit. */
export interface DroppedHistory {
  count: number;
  from: string;
  to: string;
  /** `to keep the newest 1000`, or `to keep history.json under 40 MB`. */
  why: string;
}

/**
 * Adds (or, for a commit recorded again, replaces in its place) our entry; entries stay in commit
 * order, never in clock order: a new commit's entry is the newest, an ancestor of the baseline's
 * commit goes just before the entry of `before` (the oldest recorded commit descending from it). The older entries keep no per-case AP.
 * Past HISTORY_LIMIT entries, or HISTORY_BYTES, the oldest entries are dropped, and said;
 * before dropping for size, the oldest lose their per-case AP.
 */
export function mergeHistory(
  current: HistoryFile | null,
  entry: HistoryEntry,
  before: string | null = null,
  budgetBytes = HISTORY_BYTES,
): { history: HistoryFile; dropped: DroppedHistory | null } {
  const stored = current?.entries ?? [];
  const again = stored.findIndex((e) => e.sha === entry.sha);
  const entries = stored.filter((e) => e.sha !== entry.sha);
  const at = again >= 0 ? again : before ? entries.findIndex((e) => e.sha === before) : -1;
  entries.splice(at < 0 ? entries.length : at, 0, entry);
  const cut = Math.max(0, entries.length - HISTORY_LIMIT);
  const gone = entries.slice(0, cut);
  const detailFrom = entries.length - HISTORY_WITH_CASES;
  const kept = entries.slice(cut).map((e, i) => (i + cut < detailFrom ? withoutCases(e) : e));
  // Within the byte budget: per-case AP goes from the oldest entries first, then whole entries.
  // Equally: the newest entries keep theirs while everything fits, so only those are measured.
  const sizes = kept.map((e) => storedSize(withoutCases(e)));
  let total = sizes.reduce((sum, size) => sum + size, FILE_OVERHEAD);
  let detailed = kept.length;
  for (let i = kept.length - 1; i >= 0; i -= 1) {
    const full = storedSize(kept[i]!);
    if (total - sizes[i]! + full > budgetBytes) break;
    total += full - sizes[i]!;
    sizes[i] = full;
    detailed = i;
  }
  for (let i = 0; i < detailed; i += 1) kept[i] = withoutCases(kept[i]!);
  let over = 0;
  while (over < kept.length - 1 && total > budgetBytes) total -= sizes[over++]!;
  const tooBig = kept.splice(0, over);
  const dropped = (list: HistoryEntry[], why: string): DroppedHistory | null =>
    list.length ? { count: list.length, from: list[0]!.date, to: list.at(-1)!.date, why } : null;
  return {
    history: { schemaVersion: 1, entries: kept },
    dropped:
      tooBig.length > 0
        ? dropped(
            [...gone, ...tooBig],
            `to keep history.json under ${Math.round(budgetBytes / 1_000_000)} MB`,
          )
        : dropped(gone, `to keep the newest ${HISTORY_LIMIT}`),
  };
}

const withoutCases = (entry: HistoryEntry): HistoryEntry => ({ ...entry, cases: {} });
/** `{"schemaVersion": 1, "entries": [ ... ]}` around the entries, as written. */
const FILE_OVERHEAD = 40;
/**
 * An entry's bytes in history.json as the store writes it: JSON indented by 1, the entry at depth
 * 2, each case on a line of its own at depth 4 (`    "<id>": <ap>,`), from the compact JSON,
 * which V8 writes several times faster than the indented (150,000 cases: about 0.1 s an entry).
 */
function storedSize(entry: HistoryEntry): number {
  const text = JSON.stringify(withoutCases(entry), null, 1);
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines += 1;
  const cases = Object.keys(entry.cases).length;
  const casesText = cases === 0 ? 0 : Buffer.byteLength(JSON.stringify(entry.cases), 'utf8');
  // Per case: a line break, 4 spaces of indent and one after the colon; then the closing brace's line.
  return Buffer.byteLength(text, 'utf8') + 2 * lines + 2 + casesText + 6 * cases + 4;
}
