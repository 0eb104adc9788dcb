import { z } from 'zod';
import type { BaselineSnapshot } from '../compare/compare-baseline.js';
import { ownRecord } from '../files/own-record.js';
import { storedVerdictSchema, type StoredVerdict } from '../judge/stored-verdict.js';
import { denominatorSchema } from '../score/average-precision.js';
import type { Report } from '../report/report.js';

/**
 * The files on the data branch, per gate name:
 * - `baseline.json`: the latest recorded report, slimmed (what PRs compare with);
 * - `history.json`: one entry per recorded commit (drift over time);
 * - `verdicts.json`: the judge's verdicts by key, reused by later runs.
 * Every file is validated on read: a hand-edited or foreign file is an error, never silently used.
 */
export const baselineFileSchema = z.object({
  schemaVersion: z.literal(1),
  sha: z.string(),
  ref: z.string().nullable(),
  recordedAt: z.string(),
  score: z.number(),
  scale: z.number(),
  threshold: z.number(),
  model: z.string().nullable(),
  promptVersion: z.string().nullable(),
  k: z.number().nullable(),
  denominator: denominatorSchema,
  cases: z.array(
    z.object({
      id: z.string(),
      ap: z.number(),
      judge: z.enum(['llm', 'labels']),
      relevant: z.array(z.boolean()),
      /** The ranked context ids (baselines recorded before these were kept have none). */
      contexts: z.array(z.string()).optional(),
      /** Its definition's fingerprint (baselines recorded before these were kept have none). */
      definition: z
        .object({ hash: z.string(), query: z.string(), expected: z.string(), labels: z.string() })
        .optional(),
    }),
  ),
});
export type BaselineFile = z.infer<typeof baselineFileSchema>;

export const historyEntrySchema = z.object({
  sha: z.string(),
  date: z.string(),
  score: z.number(),
  scale: z.number(),
  model: z.string().nullable(),
  promptVersion: z.string().nullable(),
  k: z.number().nullable(),
  denominator: denominatorSchema,
  cases: ownRecord(z.number()),
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

export const verdictsFileSchema = z.object({
  schemaVersion: z.literal(1),
  verdicts: z.record(
    z.string(),
    storedVerdictSchema.extend({
      /** When a run last used it; unused verdicts are pruned after a while. */
      lastUsed: z.string(),
    }),
  ),
});
export type VerdictsFile = z.infer<typeof verdictsFileSchema>;

/** Unused verdicts older than this are dropped when recording, so the store does not grow forever. */
const VERDICT_RETENTION_DAYS = 90;
/** History entries kept: the newest ones; older ones are dropped when recording, and the log says so. */
export const HISTORY_LIMIT = 1000;
/**
 * Entries that keep their per-case AP: the newest ones. Older entries keep the score only, so
 * the file stays small for large golden sets (3,000 cases are about 75 kB an entry).
 */
export const HISTORY_WITH_CASES = 30;

export function baselineFileOf(report: Report, sha: string): BaselineFile {
  return {
    schemaVersion: 1,
    sha,
    ref: report.commit.ref,
    recordedAt: report.createdAt,
    score: report.score,
    scale: report.scale,
    threshold: report.threshold,
    model: report.model,
    promptVersion: report.promptVersion,
    k: report.k,
    denominator: report.denominator,
    cases: report.cases
      .filter((c) => c.error === null)
      .map((c) => ({
        id: c.id,
        ap: c.ap,
        judge: c.judge,
        relevant: c.contexts.map((x) => x.relevant),
        contexts: c.contexts.map((x) => x.id),
        ...(c.definition && { definition: c.definition }),
      })),
  };
}

export function snapshotOf(file: BaselineFile): BaselineSnapshot {
  return {
    sha: file.sha,
    recordedAt: file.recordedAt,
    score: file.score,
    scale: file.scale,
    model: file.model,
    promptVersion: file.promptVersion,
    k: file.k,
    denominator: file.denominator,
    cases: Object.fromEntries(file.cases.map((c) => [c.id, c.ap])),
    rankings: Object.fromEntries(
      file.cases.flatMap((c) =>
        c.contexts ? [[c.id, { ids: c.contexts, relevant: c.relevant }]] : [],
      ),
    ),
    definitions: Object.fromEntries(
      file.cases.flatMap((c) => (c.definition ? [[c.id, c.definition]] : [])),
    ),
  };
}

export function historyEntryOf(file: BaselineFile, audit?: Report['audit']): HistoryEntry {
  const { sha, recordedAt: date, score, scale, model, promptVersion, k, denominator } = file;
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
    ...(audit && {
      audit: { sampled: audit.sampled, flipped: audit.flipped, flipRate: audit.flipRate },
    }),
  };
}

/** The newer of two baselines wins: a slower recorder of an older commit must not overwrite it. */
export function mergeBaseline(current: BaselineFile | null, ours: BaselineFile): BaselineFile {
  return current && current.recordedAt > ours.recordedAt ? current : ours;
}

/** History entries dropped by a merge (over HISTORY_LIMIT): how many, and the dates they span. */
export interface DroppedHistory {
  count: number;
  from: string;
  to: string;
}

/**
 * Adds (or, for a commit recorded again, replaces) our entry; entries stay in date order, the
 * older ones without per-case AP. Past HISTORY_LIMIT the oldest entries are dropped, and said.
 */
export function mergeHistory(
  current: HistoryFile | null,
  entry: HistoryEntry,
): { history: HistoryFile; dropped: DroppedHistory | null } {
  const entries = (current?.entries ?? []).filter((e) => e.sha !== entry.sha);
  entries.push(entry);
  entries.sort((a, b) => a.date.localeCompare(b.date) || a.sha.localeCompare(b.sha));
  const cut = Math.max(0, entries.length - HISTORY_LIMIT);
  const gone = entries.slice(0, cut);
  const kept = entries.slice(cut);
  const detailFrom = kept.length - HISTORY_WITH_CASES;
  return {
    history: {
      schemaVersion: 1,
      entries: kept.map((e, i) => (i < detailFrom ? { ...e, cases: {} } : e)),
    },
    dropped: gone.length
      ? { count: gone.length, from: gone[0]!.date, to: gone[gone.length - 1]!.date }
      : null,
  };
}

/** Union of stored and used verdicts; the ones used now are marked, long-unused ones dropped. */
export function mergeVerdicts(
  current: VerdictsFile | null,
  used: ReadonlyMap<string, StoredVerdict>,
  now: Date,
): VerdictsFile {
  const cutoff = new Date(now.getTime() - VERDICT_RETENTION_DAYS * 86_400_000).toISOString();
  const verdicts: VerdictsFile['verdicts'] = {};
  for (const [key, verdict] of Object.entries(current?.verdicts ?? {})) {
    if (verdict.lastUsed >= cutoff) verdicts[key] = verdict;
  }
  for (const [key, verdict] of used) {
    verdicts[key] = {
      relevant: verdict.relevant,
      reason: verdict.reason,
      model: verdict.model,
      promptVersion: verdict.promptVersion,
      lastUsed: now.toISOString(),
    };
  }
  return { schemaVersion: 1, verdicts };
}

export function verdictMapOf(file: VerdictsFile | null): Map<string, StoredVerdict> {
  return new Map(
    Object.entries(file?.verdicts ?? {}).map(([key, v]) => [
      key,
      { relevant: v.relevant, reason: v.reason, model: v.model, promptVersion: v.promptVersion },
    ]),
  );
}
