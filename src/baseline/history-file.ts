import { z } from 'zod';
import { ownRecord } from '../files/own-record.js';
import { denominatorSchema } from '../score/average-precision.js';
import { metricMeans } from '../score/case-metrics.js';
import type { Report } from '../report/report.js';
import type { BaselineFile } from './stored-files.js';

/** `history.json` on the data branch: one entry per recorded commit (drift over time). */
const historyEntrySchema = z.object({
  sha: z.string(),
  recordedAt: z.string(),
  score: z.number(),
  scale: z.number(),
  model: z.string().nullable(),
  promptVersion: z.string().nullable(),
  k: z.number().nullable(),
  denominator: denominatorSchema,
  /** The metrics beside MAP, by name: their means (none when no case has any). */
  metrics: z.record(z.string(), z.number()).optional(),
  /** Recorded by a judge drift audit (`mode: audit`, `record: true`): the drift chart marks it. */
  audit: z
    .object({ sampled: z.number(), flipped: z.number(), flipRate: z.number().nullable() })
    .optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyFileSchema = z.object({
  schemaVersion: z.literal(2),
  entries: z.array(historyEntrySchema),
});
export type HistoryFile = z.infer<typeof historyFileSchema>;

/**
 * `history/<YYYY-MM-DD>.json`: the per-case AP of the entries recorded that day (UTC), in the
 * order recorded: the day's first entry has every case's, each later one only the cases whose AP
 * changed since the entry before it (and `removed`: the ids it no longer has).
 */
export const historyDaySchema = z.object({
  schemaVersion: z.literal(2),
  entries: z.array(
    z.object({
      sha: z.string(),
      cases: ownRecord(z.number()),
      removed: z.array(z.string()).optional(),
    }),
  ),
});
export type HistoryDay = z.infer<typeof historyDaySchema>;

/** History entries kept: the newest ones; older ones are dropped when recording, and the log says so. */
export const HISTORY_LIMIT = 1000;

export function historyEntryOf(file: BaselineFile, audit?: Report['audit']): HistoryEntry {
  const { sha, recordedAt, score, scale, model, promptVersion, k, denominator } = file;
  const metrics = metricMeans(file.cases);
  return {
    sha,
    recordedAt,
    score,
    scale,
    model,
    promptVersion,
    k,
    denominator,
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
  /** `to keep the newest 1000`. */
  why: string;
}

/**
 * Adds (or, for a commit recorded again, replaces in its place) our entry; entries stay in commit
 * order, never in clock order: a new commit's entry is the newest, an ancestor of the baseline's
 * commit goes just before the entry of `before` (the oldest recorded commit descending from it).
 * Past HISTORY_LIMIT entries, the oldest are dropped, and said.
 */
export function mergeHistory(
  current: HistoryFile | null,
  entry: HistoryEntry,
  before: string | null = null,
): { history: HistoryFile; dropped: DroppedHistory | null } {
  const stored = current?.entries ?? [];
  const again = stored.findIndex((e) => e.sha === entry.sha);
  const entries = stored.filter((e) => e.sha !== entry.sha);
  const at = again >= 0 ? again : before ? entries.findIndex((e) => e.sha === before) : -1;
  entries.splice(at < 0 ? entries.length : at, 0, entry);
  const cut = Math.max(0, entries.length - HISTORY_LIMIT);
  const gone = entries.slice(0, cut);
  return {
    history: { schemaVersion: 2, entries: entries.slice(cut) },
    dropped:
      gone.length > 0
        ? {
            count: gone.length,
            from: gone[0]!.recordedAt,
            to: gone.at(-1)!.recordedAt,
            why: `to keep the newest ${HISTORY_LIMIT}`,
          }
        : null,
  };
}

/** The per-case AP after a day's entries, replayed (the first entry has every case's). */
function lastValues(day: HistoryDay): Map<string, number> {
  const values = new Map<string, number>();
  for (const entry of day.entries) {
    for (const id of entry.removed ?? []) values.delete(id);
    for (const [id, ap] of Object.entries(entry.cases)) values.set(id, ap);
  }
  return values;
}

/**
 * The day file after recording `sha`'s per-case AP: the first of the day with every case's,
 * else only what changed since the day's last entry (a commit recorded again is appended anew).
 */
export function addHistoryDay(
  day: HistoryDay | null,
  sha: string,
  cases: ReadonlyMap<string, number>,
): HistoryDay {
  if (!day || day.entries.length === 0)
    return { schemaVersion: 2, entries: [{ sha, cases: Object.fromEntries(cases) }] };
  const last = lastValues(day);
  const changed: Record<string, number> = {};
  for (const [id, ap] of cases) if (last.get(id) !== ap) changed[id] = ap;
  const removed = [...last.keys()].filter((id) => !cases.has(id));
  return {
    schemaVersion: 2,
    entries: [...day.entries, { sha, cases: changed, ...(removed.length > 0 && { removed }) }],
  };
}

/** A day file's name for a record made at `recordedAt` (an ISO date; its UTC day). */
export const historyDayOf = (recordedAt: string): string => {
  const time = Date.parse(recordedAt);
  return `${Number.isFinite(time) ? new Date(time).toISOString().slice(0, 10) : 'undated'}.json`;
};
