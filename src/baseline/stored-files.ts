import { z } from 'zod';
import type { BaselineSnapshot } from '../compare/compare-baseline.js';
import { ownRecord } from '../files/own-record.js';
import { storedVerdictSchema, type StoredVerdict } from '../judge/stored-verdict.js';
import { denominatorSchema } from '../score/average-precision.js';
import type { Ancestry } from '../github/commit-order.js';
import { metricMeans } from '../score/case-metrics.js';
import type { Report } from '../report/report.js';

/**
 * The files on the data branch, per gate name:
 * - `baseline.json`: the report of the newest recorded commit, slimmed (what PRs compare with
 *   when their base has no record of its own);
 * - `commits/<sha>.json` and `commits.json`: the recent commits' reports (what a PR based on one
 *   compares with), and their order;
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
      /** Its metrics beside AP, by name, so their drops pair case by case (older baselines: none). */
      metrics: z.record(z.string(), z.number()).optional(),
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
  /** The metrics beside MAP, by name: their means (entries recorded before these have none). */
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

/**
 * `commits.json`: the commits that have a record of their own (`commits/<sha>.json`, the same
 * schema as baseline.json), oldest first by commit order, so that a pull request is compared with
 * its base's record. Data branches written before it have none: it starts empty.
 */
export const commitsIndexSchema = z.object({
  schemaVersion: z.literal(1),
  commits: z.array(z.string().regex(/^[0-9a-f]{40}$/, 'a 40-character commit sha')),
});
export type CommitsIndex = z.infer<typeof commitsIndexSchema>;

/** Per-commit records kept: the newest by commit order (PRs based on older commits use the newest record). */
export const COMMIT_RECORDS = 50;

/** Unused verdicts older than this are dropped when recording, so the store does not grow forever. */
const VERDICT_RETENTION_DAYS = 90;
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
        ...(c.metrics && { metrics: c.metrics }),
      })),
  };
}

/**
 * With the run's base: the snapshot says which commit the run is based on, and when the record is
 * of another commit (the newest), the note that says so.
 */
export function snapshotOf(
  file: BaselineFile,
  base?: { sha: string; recorded: boolean },
  now = new Date(),
): BaselineSnapshot {
  const note = baseNote(base, file, now);
  return {
    ...(base && { base: { sha: base.sha, ...(note && { note }) } }),
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
    metrics: Object.fromEntries(file.cases.flatMap((c) => (c.metrics ? [[c.id, c.metrics]] : []))),
  };
}

/** "base 35302de is not recorded (…); compared with 965a183, recorded 2 h ago", or undefined. */
export function baseNote(
  base: { sha: string; recorded: boolean } | undefined,
  compared: BaselineFile,
  now: Date,
): string | undefined {
  if (!base || base.recorded) return undefined;
  const ms = now.getTime() - Date.parse(compared.recordedAt);
  const minutes = Math.round(ms / 60_000);
  const when =
    !Number.isFinite(ms) || ms < 0
      ? `recorded at ${compared.recordedAt}`
      : minutes < 1
        ? 'recorded less than a minute ago'
        : minutes < 90
          ? `recorded ${minutes} min ago`
          : minutes < 48 * 60
            ? `recorded ${Math.round(minutes / 60)} h ago`
            : `recorded ${Math.round(minutes / 1440)} days ago`;
  return `base ${base.sha.slice(0, 7)} is not recorded (its push run may still be running, or failed, or it is older than the newest ${COMMIT_RECORDS} recorded commits); compared with ${compared.sha.slice(0, 7)}, ${when}`;
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
    ...metricMeansOf(file),
    ...(audit && {
      audit: { sampled: audit.sampled, flipped: audit.flipped, flipRate: audit.flipRate },
    }),
  };
}

/** The means of the recorded cases' metrics, for the history (none when no case has any). */
function metricMeansOf(file: BaselineFile): Pick<HistoryEntry, 'metrics'> {
  const metrics = metricMeans(file.cases);
  return Object.keys(metrics).length > 0 ? { metrics } : {};
}

/** Whether a record replaces the baseline, and why (for the log). */
export interface BaselineDecision {
  replace: boolean;
  why: string;
}

/**
 * By commit order, never by clocks: a record replaces the baseline unless its commit is an
 * ancestor of the baseline's (an older push re-run, or finished late). A later run of the same
 * commit replaces it (the same code; an audit that adopts re-judged verdicts records this way).
 * Diverged commits (a force push, or `record: true` on another branch) and commits GitHub cannot
 * compare: the run's commit replaces it, and the log says why.
 */
export function baselineDecision(
  current: string | null,
  ours: string,
  ancestry: Ancestry | null,
): BaselineDecision {
  const us = ours.slice(0, 7);
  const them = current?.slice(0, 7);
  if (current === null || ancestry === null) return { replace: true, why: 'no baseline yet' };
  switch (ancestry.status) {
    case 'identical':
      return { replace: true, why: `a later run of the baseline's commit ${us}` };
    case 'ahead':
      return { replace: true, why: `${us} descends from the baseline's ${them}` };
    case 'behind':
      return {
        replace: false,
        why: `${us} is an ancestor of the baseline's ${them} (GitHub's compare: behind): an older commit's run, re-run or finished late, never replaces a newer commit's baseline`,
      };
    case 'diverged':
      return {
        replace: true,
        why: `${us} and the baseline's ${them} have diverged (a force push, or a record from another branch): the commit of this run replaces it`,
      };
    case 'unknown':
      return {
        replace: true,
        why: `${us} and the baseline's ${them} cannot be ordered (${ancestry.why}; the recorded commit may have been force-pushed away): the commit of this run replaces it`,
      };
  }
}

/**
 * The per-commit index after a record of `ours`: a commit that replaced the baseline is the
 * newest; an ancestor of the baseline goes just before it (older than the baseline; where among
 * the older ones is not asked, so it is pruned after them). A baseline recorded before the index
 * existed joins it (before ours). Past COMMIT_RECORDS the oldest are dropped.
 */
export function placeCommit(
  index: CommitsIndex | null,
  ours: string,
  baseline: string | null,
  replaced: boolean,
): { index: CommitsIndex; dropped: string[] } {
  const commits = (index?.commits ?? []).filter((sha) => sha !== ours);
  if (baseline !== null && baseline !== ours && !commits.includes(baseline)) commits.push(baseline);
  const at = baseline === null || replaced ? -1 : commits.indexOf(baseline);
  if (at < 0) commits.push(ours);
  else commits.splice(at, 0, ours);
  const cut = Math.max(0, commits.length - COMMIT_RECORDS);
  return {
    index: { schemaVersion: 1, commits: commits.slice(cut) },
    dropped: commits.slice(0, cut),
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
 * commit (`before`) goes just before that commit's entry. The older entries keep no per-case AP.
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
  const sizes = kept.map(storedSize);
  let total = sizes.reduce((sum, size) => sum + size, FILE_OVERHEAD);
  for (let i = 0; i < kept.length && total > budgetBytes; i += 1) {
    if (Object.keys(kept[i]!.cases).length === 0) continue;
    kept[i] = withoutCases(kept[i]!);
    total += storedSize(kept[i]!) - sizes[i]!;
    sizes[i] = storedSize(kept[i]!);
  }
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
 * which V8 writes several times faster than the indented (150,000 cases × 30 entries: 0.5 s).
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

/**
 * Union of stored and used verdicts; the ones used now are marked, long-unused ones dropped. The
 * age is counted from the earlier of this run's clock and the newest stored use, so a recorder
 * whose clock is fast (by hours or by years) cannot prune verdicts that other runs used recently.
 */
export function mergeVerdicts(
  current: VerdictsFile | null,
  used: ReadonlyMap<string, StoredVerdict>,
  now: Date,
): VerdictsFile {
  let newest = -Infinity;
  for (const verdict of Object.values(current?.verdicts ?? {})) {
    const used = Date.parse(verdict.lastUsed);
    if (used > newest) newest = used;
  }
  const from = Math.min(now.getTime(), Number.isFinite(newest) ? newest : Infinity);
  const cutoff = new Date(from - VERDICT_RETENTION_DAYS * 86_400_000).toISOString();
  const verdicts: VerdictsFile['verdicts'] = {};
  for (const [key, verdict] of Object.entries(current?.verdicts ?? {})) {
    if (verdict.lastUsed >= cutoff) verdicts[key] = verdict;
  }
  for (const [key, verdict] of used) {
    verdicts[key] = {
      relevant: verdict.relevant,
      reason: verdict.reason,
      ...(verdict.statements && { statements: verdict.statements }),
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
      {
        relevant: v.relevant,
        reason: v.reason,
        ...(v.statements && { statements: v.statements }),
        model: v.model,
        promptVersion: v.promptVersion,
      },
    ]),
  );
}
