import { z } from 'zod';
import { caseRowSchema, type BaselineSnapshot, type CaseRow } from '../compare/compare-baseline.js';
import { comparableSettingsSchema } from '../compare/comparable-settings.js';
import type { Ancestry, CommitOrder } from '../github/commit-order.js';
import type { Report } from '../report/report.js';

/** A recorded run's settings and score: the head of `baseline.json` and of `commits/<sha>.json`. */
const recordHeadSchema = z.object({
  schemaVersion: z.literal(1),
  sha: z.string(),
  ref: z.string().nullable(),
  recordedAt: z.string(),
  score: z.number(),
  threshold: z.number(),
  ...comparableSettingsSchema.shape,
});

/**
 * `baseline.json`; its rows are under `cases/`. `docs/baseline.md` draws the data branch's layout.
 * Every file is validated on read: a hand-edited or foreign file is an error, never silently used.
 */
export const baselineJsonSchema = recordHeadSchema.extend({
  cases: z.array(z.object({ id: z.string(), ap: z.number() })),
});

/** A per-commit record: its head, and its cases as a change of `cases/` at `parent`. */
export const commitRecordSchema = recordHeadSchema.extend({
  /** The data-branch commit whose `cases/` this record's cases start from (null: none). */
  parent: z
    .string()
    .regex(/^[0-9a-f]{40}$/)
    .nullable(),
  /** Its cases that are not the same at `parent`. */
  changed: z.array(caseRowSchema),
  /** Case ids at `parent` that it does not have. */
  removed: z.array(z.string()),
  /**
   * Written by the record that made it the baseline: its rows are `cases/` at the data-branch
   * commit that record made, which the next record writes in `parent` (then no longer pending).
   */
  pending: z.literal(true).optional(),
});

/** A recorded run, whole: its head and every case's row. */
export type BaselineFile = z.infer<typeof recordHeadSchema> & { cases: CaseRow[] };

/**
 * `commits.json`: the commits that have a record of their own (`commits/<sha>.json`), oldest
 * first by commit order, so that a pull request is compared with its base's record.
 */
export const commitsIndexSchema = z.object({
  schemaVersion: z.literal(1),
  commits: z.array(z.string().regex(/^[0-9a-f]{40}$/, 'a 40-character commit sha')),
});
export type CommitsIndex = z.infer<typeof commitsIndexSchema>;

/** Per-commit records kept: the newest by commit order (PRs based on older commits use the newest record). */
export const COMMIT_RECORDS = 50;

export function baselineFileOf(report: Report, sha: string): BaselineFile {
  return {
    schemaVersion: 1,
    sha,
    ref: report.commit.ref,
    recordedAt: report.createdAt,
    score: report.score,
    threshold: report.threshold,
    k: report.k,
    denominator: report.denominator,
    scale: report.scale,
    model: report.model,
    promptVersion: report.promptVersion,
    cases: report.cases
      .filter((c) => c.error === null)
      .map((c) => ({
        id: c.id,
        ap: c.ap,
        judge: c.judge,
        relevant: c.contexts.map((x) => x.relevant),
        contexts: c.contexts.map((x) => x.id),
        definition: c.definition,
        ...(c.metrics && { metrics: c.metrics }),
        ...(c.contextCost && { contextTokens: c.contextCost.contextTokens }),
      })),
  };
}

/**
 * A report the CLI compares with (`--baseline`'s file, or the run at `--baseline-ref`), as a
 * recorded baseline: named by its commit (null: the report had none) and by its file, if given.
 */
export function snapshotOfReport(
  report: Report,
  sha: string | null,
  file?: string,
): BaselineSnapshot {
  return { ...baselineFileOf(report, sha ?? ''), sha, ...(file !== undefined && { file }) };
}

/**
 * "base 35302de is not recorded (…); compared with 965a183, recorded 2 h ago"; undefined without
 * a base, or when `compared` is its record.
 */
export function baseNote(
  base: string | undefined,
  compared: BaselineFile,
  now: Date,
): string | undefined {
  if (!base || compared.sha === base) return undefined;
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
  return `base ${base.slice(0, 7)} is not recorded (its push run may still be running, or failed, or it is older than the newest ${COMMIT_RECORDS} recorded commits); compared with ${compared.sha.slice(0, 7)}, ${when}`;
}

/**
 * Whether a record replaces the baseline, and why (for the log). By commit order, never by
 * clocks: a record replaces the baseline unless its commit is an ancestor of the baseline's (an
 * older push re-run, or finished late). A later run of the same commit replaces it (the same
 * code; an audit that adopts re-judged verdicts records this way). Diverged commits (a force
 * push, or `record: true` on another branch) and commits GitHub cannot compare: the run's commit
 * replaces it, and the log says why.
 */
export function baselineDecision(current: string | null, ours: string, ancestry: Ancestry | null) {
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
 * The per-commit index after a record of `ours`: before `before` (see placeBefore), else the
 * newest. Past COMMIT_RECORDS the oldest are dropped.
 */
export function placeCommit(
  index: CommitsIndex | null,
  ours: string,
  before: string | null,
): { index: CommitsIndex; dropped: string[] } {
  const commits = (index?.commits ?? []).filter((sha) => sha !== ours);
  const at = before === null ? -1 : commits.indexOf(before);
  if (at < 0) commits.push(ours);
  else commits.splice(at, 0, ours);
  const cut = Math.max(0, commits.length - COMMIT_RECORDS);
  return {
    index: { schemaVersion: 1, commits: commits.slice(cut) },
    dropped: commits.slice(0, cut),
  };
}

/**
 * Where a record of `sha`, an ancestor of the baseline's commit, goes: before the oldest of the
 * recorded commits that descend from it, walking back from the newest (commit order: a late
 * record among its neighbours).
 */
export async function placeBefore(
  order: CommitOrder,
  sha: string,
  commits: string[],
  baseline: string,
): Promise<string> {
  let before = baseline;
  for (const other of commits.filter((c) => c !== sha && c !== baseline).reverse()) {
    if ((await order.compare(other, sha)).status !== 'behind') break;
    before = other;
  }
  return before;
}
