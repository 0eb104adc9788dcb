import { z } from 'zod';
import { dropConfidence } from './bootstrap.js';
import type { ComparableSettings } from './comparable-settings.js';
import {
  rankingMovement,
  rankingMovementSchema,
  type Ranking,
  type RankingMovement,
} from './ranking-movement.js';
import { changedFields, DEFINITION_FIELDS, definitionSchema } from '../golden/case-definition.js';
import { averagePrecision, byId, sortedMean, sameScore } from '../score/average-precision.js';
import { labelledRanking, type LabelledRanking } from '../score/label-recall.js';
import type { ScoredCase } from '../score/scored-case.js';

/** One case of a recorded run: what a later run compares with, case by case. */
export const caseRowSchema = z.object({
  id: z.string(),
  ap: z.number(),
  judge: z.enum(['llm', 'labels']),
  relevant: z.array(z.boolean()),
  /** The ranked context ids. */
  contexts: z.array(z.string()),
  /** Its definition's fingerprint. */
  definition: definitionSchema,
  /** Its metrics beside AP, by name, so their drops pair case by case (none without metrics). */
  metrics: z.record(z.string(), z.number()).optional(),
  /** Its context tokens (o200k_base), so a rise pairs case by case (none without counts). */
  contextTokens: z.number().int().min(0).optional(),
});
export type CaseRow = z.infer<typeof caseRowSchema>;

/** A recorded case as comparing reads it (without its ranking, nothing is said of what moved). */
type RecordedCase = Pick<CaseRow, 'id' | 'ap' | 'definition' | 'metrics' | 'contextTokens'> &
  Partial<Pick<CaseRow, 'contexts' | 'relevant'>>;

/**
 * What a recorded baseline says, as far as comparing needs: the stored record (`BaselineFile`),
 * or a report the CLI compares with.
 */
export type BaselineSnapshot = ComparableSettings & {
  /** Null for a report given with the CLI's `--baseline` that names no commit. */
  sha: string | null;
  /** The CLI's `--baseline`: the report file, as given. */
  file?: string;
  recordedAt: string;
  score: number;
  cases: readonly RecordedCase[];
  /**
   * The run's base commit (a PR's or a merge group's), when it has one; `note` says why this
   * record is of another commit (the base was not recorded).
   */
  base?: { sha: string; note?: string };
};

/** A case beside the baseline's: the report's case has these fields (and compare-run.ts's). */
export const caseComparisonSchema = z.object({
  /** The baseline's AP for this case (null: new case or no baseline). */
  baselineAp: z.number().nullable(),
  /** ap − baselineAp (null: no comparable baseline AP). */
  delta: z.number().nullable(),
  /** `edited`: its definition changed, so it is left out of the paired drop. */
  change: z.enum(['new', 'same', 'improved', 'regressed', 'edited']),
  /** The baseline's id of this case, when only its id changed. */
  renamedFrom: z.string().optional(),
  /** What changed in its definition since the baseline. */
  edited: z.array(z.enum(DEFINITION_FIELDS)).optional(),
  /**
   * A paired case whose AP or ranking changed, when the baseline kept its ranking: how the ranking
   * changed since. The HTML report shows it for every such case; the other formats for regressed
   * ones only (`regressedMovement`).
   */
  movement: rankingMovementSchema.optional(),
});
export type CaseComparison = z.infer<typeof caseComparisonSchema> & {
  /** A paired case whose labels changed: the baseline's judged ranking under this run's labels. */
  relabelled?: LabelledRanking;
  /** The baseline's case it is compared with (its own id's, or the one it was renamed from). */
  recorded?: RecordedCase;
};

/** What the golden set did since the baseline (case ids; the report's `golden`). */
export const goldenChangesSchema = z.object({
  new: z.array(z.string()),
  removed: z.array(z.string()),
  edited: z.array(z.string()),
  renamed: z.array(z.object({ from: z.string(), to: z.string() })),
  /** The baseline's AP (0..1) of each removed case, in the order of `removed`. */
  removedAp: z.array(z.number()),
});
type GoldenChanges = z.infer<typeof goldenChangesSchema>;

export type BaselineComparison = ReturnType<typeof compareWithBaseline>;

/** A case as compared: its AP, what identifies it, and its ranking (to say what moved). */
type ComparedCase = Pick<ScoredCase, 'id' | 'ap' | 'error' | 'definition' | 'labels'> &
  Partial<Pick<ScoredCase, 'judge'>> & { contexts?: readonly { id: string; relevant: boolean }[] };

/**
 * Sorts this run's cases into unchanged, edited, renamed and new against the baseline, and
 * measures the drop on the cases both have with one definition: the baseline's mean over them
 * against this run's mean over the same cases. A case whose labels changed (judged by labels) is
 * compared with the baseline's recorded ranking scored under the new labels; an LLM-judged case
 * whose query or expected answer changed, or any case whose query changed, is left out.
 */
export function compareWithBaseline(
  cases: readonly ComparedCase[],
  run: ComparableSettings,
  baseline: BaselineSnapshot,
) {
  // Why the baseline cannot be compared (model, prompt, k, denominator or scale differ).
  const differences = settingDifferences(run, baseline);
  const rows = new Map(baseline.cases.map((row) => [row.id, row]));
  const matched = baselineCases(cases, rows);
  const comparisons = new Map<string, CaseComparison>();
  const paired: { ap: number; baselineAp: number; delta: number }[] = [];
  const golden: GoldenChanges = { new: [], removed: [], edited: [], renamed: [], removedAp: [] };
  for (const c of cases) {
    const comparison = compareCase(c, matched.get(c.id), run, golden);
    comparisons.set(c.id, comparison);
    if (comparison.delta === null || comparison.baselineAp === null) continue;
    paired.push({ ap: c.ap, baselineAp: comparison.baselineAp, delta: comparison.delta });
  }
  const present = new Set(matched.values());
  for (const row of [...rows.values()].sort(byId)) {
    if (present.has(row)) continue;
    golden.removed.push(row.id);
    golden.removedAp.push(row.ap);
  }
  const comparable = differences.length === 0;
  return {
    comparable,
    differences,
    cases: comparisons,
    regressions: comparable ? paired.filter((p) => p.delta < 0).length : 0,
    // Confidence (0..1) that the mean AP over paired cases really fell; undefined with < 2 of them.
    dropConfidence: comparable ? dropConfidence(paired.map((p) => p.delta)) : undefined,
    golden,
    // The cases both runs have with one definition, and this run's and the baseline's mean AP
    // (0..1) over them: the paired means the drop is measured on.
    paired: {
      cases: paired.length,
      score: sortedMean(paired.map((p) => p.ap)),
      baselineScore: sortedMean(paired.map((p) => p.baselineAp)),
    },
  };
}

/**
 * One case against the baseline's case `recorded` (its own id's, or the one it was renamed from;
 * undefined: none), noting in `golden` whether it is new, renamed or edited. A paired case
 * (compared under one definition) has a delta; a new, failed or incomparably edited one has none.
 */
function compareCase(
  c: ComparedCase,
  recorded: RecordedCase | undefined,
  run: ComparableSettings,
  golden: GoldenChanges,
): CaseComparison {
  if (recorded === undefined) {
    golden.new.push(c.id);
    return { baselineAp: null, delta: null, change: 'new' };
  }
  const baselineId = recorded.id;
  if (baselineId !== c.id) golden.renamed.push({ from: baselineId, to: c.id });
  const edited = changedFields(recorded.definition, c.definition);
  if (edited.length > 0) golden.edited.push(c.id);
  const before = recorded.contexts?.map((id, i) => ({ id, relevant: !!recorded.relevant?.[i] }));
  // Labels changed: the baseline's ranking scored under this run's labels, one definition.
  const relabelled =
    edited.length > 0 && !edited.includes('query') && c.judge === 'labels' && c.labels
      ? before && rescored(before, c.labels, run)
      : undefined;
  const base = {
    recorded,
    ...(baselineId !== c.id && { renamedFrom: baselineId }),
    ...(edited.length > 0 && { edited }),
  };
  if (c.error !== null || (edited.length > 0 && !relabelled)) {
    return {
      ...base,
      baselineAp: recorded.ap,
      delta: null,
      change: c.error !== null ? 'new' : 'edited',
    };
  }
  const baselineAp = relabelled?.ap ?? recorded.ap;
  const ranking = relabelled?.ranking ?? before;
  const raw = c.ap - baselineAp;
  const delta = sameScore(raw, 0) ? 0 : raw;
  const change: CaseComparison['change'] =
    delta === 0 ? 'same' : delta > 0 ? 'improved' : 'regressed';
  const movement = c.contexts && ranking ? rankingMovement(ranking, c.contexts) : undefined;
  return {
    ...base,
    baselineAp,
    delta,
    change,
    ...(movement && (change !== 'same' || moved(movement)) && { movement }),
    ...(relabelled && { relabelled: relabelled.labelled }),
  };
}

/** Whether a ranking changed at all: a passage entered, left or moved. */
function moved(movement: RankingMovement): boolean {
  return movement.entered.length + movement.left.length + movement.moved.length > 0;
}

/**
 * This run's id → the baseline's case that is the same case: matched by definition before by id,
 * so a case whose definition the baseline has under another id is that case, renamed (ids swapped
 * or rotated included). Then a case unmatched so far takes its own id's, if still free (edited).
 * One to one, in id order; a case absent from the map is new.
 */
function baselineCases(
  cases: readonly ComparedCase[],
  rows: ReadonlyMap<string, RecordedCase>,
): Map<string, RecordedCase> {
  const matched = new Map<string, RecordedCase>();
  const free = new Set(rows.keys());
  const byHash = new Map<string, string[]>();
  for (const { id, definition } of [...rows.values()].sort(byId))
    byHash.set(definition.hash, [...(byHash.get(definition.hash) ?? []), id]);
  const take = (c: ComparedCase, id: string | undefined) => {
    const row = id === undefined ? undefined : rows.get(id);
    if (row === undefined || !free.has(row.id)) return;
    matched.set(c.id, row);
    free.delete(row.id);
  };
  const sorted = [...cases].sort(byId);
  const passes = [
    (c: ComparedCase) => (rows.get(c.id)?.definition.hash === c.definition.hash ? c.id : undefined),
    (c: ComparedCase) => byHash.get(c.definition.hash)?.find((id) => free.has(id)),
    (c: ComparedCase) => c.id,
  ];
  for (const pass of passes) for (const c of sorted) if (!matched.has(c.id)) take(c, pass(c));
  return matched;
}

/**
 * The baseline's recorded ranking scored under this run's labels (its ranks are the judged top k;
 * the `labels` denominator counts this run's labelled relevant ids, retrieved or not).
 */
function rescored(
  recorded: Ranking,
  labels: readonly (readonly [string, number])[],
  run: ComparableSettings,
) {
  const judged = run.k === null ? recorded : recorded.slice(0, run.k);
  const labelled = labelledRanking(judged, new Map(labels));
  const ranking = judged.map(({ id }, i) => ({ id, relevant: (labelled.grades[i] ?? 0) > 0 }));
  const ap = averagePrecision(
    ranking.map((x) => x.relevant),
    { denominator: run.denominator, labelledRelevant: labelled.units },
  );
  return { ap, ranking, labelled };
}

/** A record's own value (never one from Object.prototype, whatever the id). */
export function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function settingDifferences(run: ComparableSettings, baseline: BaselineSnapshot): string[] {
  const differences: string[] = [];
  const differ = (what: string, ours: unknown, theirs: unknown) => {
    if (ours !== theirs)
      differences.push(`${what}: baseline ${show(theirs)}, this run ${show(ours)}`);
  };
  // A run judged only by labels has no model; it compares with any baseline's label verdicts.
  if (run.model !== null && baseline.model !== null) {
    differ('judge model', run.model, baseline.model);
    differ('judge prompt version', run.promptVersion, baseline.promptVersion);
  }
  differ('k', run.k, baseline.k);
  differ('denominator', run.denominator, baseline.denominator);
  differ('scale', run.scale, baseline.scale);
  return differences;
}

const show = (value: unknown): string => (value === null ? 'none' : String(value));
