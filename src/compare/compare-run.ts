import { z } from 'zod';
import { caseMetrics, type MetricSpec } from '../score/metric-names.js';
import type { ScoredCase } from '../score/scored-case.js';
import type { ComparableSettings } from './comparable-settings.js';
import {
  caseComparisonSchema,
  compareWithBaseline,
  type BaselineSnapshot,
  type CaseComparison,
} from './compare-baseline.js';
import { contextTokensChange, metricChanges } from './metric-deltas.js';
import { caseCulprits, culpritSchema, regressionCause } from './regression-culprits.js';

/**
 * A scored case beside the baseline's: its AP there, the change, what moved, its metrics there.
 * The report's case is its scored case with these fields (report/report.ts).
 */
export const comparedFieldsSchema = caseComparisonSchema.extend({
  /** Null when the baseline is not comparable (or there is none). */
  change: caseComparisonSchema.shape.change.nullable(),
  /** The baseline's values of its metrics, for a case paired with it (as its AP is). */
  baselineMetrics: z.record(z.string(), z.number().min(0).max(1)).optional(),
  /** A labelled case: the relevant passages the baseline retrieved (in its judged top k) and this run does not. */
  lostPassages: z.array(z.string()).optional(),
  /** A regressed case: what cost it AP, costliest first. */
  culprits: z.array(culpritSchema).optional(),
});
type ComparedFields = z.infer<typeof comparedFieldsSchema>;

/** The compare stage's output: the run beside its baseline. */
export type RunComparison = NonNullable<ReturnType<typeof compareRun>>;

/** Compares a run's scored cases with the baseline (null: nothing to compare with). */
export function compareRun(
  scored: readonly ScoredCase[],
  settings: ComparableSettings & { metrics?: readonly MetricSpec[] },
  baseline: BaselineSnapshot | null,
) {
  if (!baseline) return null;
  const comparison = compareWithBaseline(scored, settings, baseline);
  const comparable = comparison.comparable;
  const cases = scored.map((c): ComparedFields => {
    const compared = comparison.cases.get(c.id);
    const paired = comparable && compared?.delta != null;
    const movement = comparable ? compared?.movement : undefined;
    const regressed = comparable && compared?.change === 'regressed' && c.error === null;
    return {
      baselineAp: compared?.baselineAp ?? null,
      delta: comparable ? (compared?.delta ?? null) : null,
      change: comparable ? (compared?.change ?? null) : null,
      ...(movement && { movement }),
      ...(regressed && { culprits: caseCulprits({ ...c, movement }) }),
      ...(compared?.renamedFrom !== undefined && { renamedFrom: compared.renamedFrom }),
      ...(compared?.edited && { edited: compared.edited }),
      ...(paired && baselineFieldsOf(c, compared, settings.metrics ?? [])),
    };
  });
  // Only a paired case (so one the judge did not fail on) carries the baseline's metrics.
  const paired = scored.map((c, i) => ({ ...c, baselineMetrics: cases[i]?.baselineMetrics }));
  const tokens = contextTokensChange(scored, comparison);
  const cause = regressionCause(cases);
  return {
    baseline,
    comparison,
    // Each case's comparison, in the order of the scored cases.
    cases,
    // Each metric's paired change; null when the baseline is not comparable.
    metricChanges: comparable ? metricChanges(paired) : null,
    // Undefined when the baseline recorded no tokens for the paired cases.
    ...(tokens && { contextTokens: tokens }),
    // The regressed cases' culprits added up; undefined when no regressed case says what moved.
    ...(cause && { cause }),
  };
}

/**
 * What the baseline's case says of a paired case (a renamed case's under its old id): the values
 * of its metrics (those this run has too), paired as its AP is (for a case whose labels
 * changed, of the baseline's ranking under this run's labels, `unjudged` too); and the relevant
 * passages it misses now that were in the baseline's judged ranking.
 */
function baselineFieldsOf(
  c: ScoredCase,
  compared: CaseComparison,
  specs: readonly MetricSpec[],
): Pick<ComparedFields, 'baselineMetrics' | 'lostPassages'> {
  const recorded = compared.relabelled
    ? caseMetrics(specs, { labelled: compared.relabelled })
    : compared.recorded?.metrics;
  const shared = Object.keys(c.metrics ?? {}).filter((n) => recorded && Object.hasOwn(recorded, n));
  const before = new Set(compared.recorded?.contexts);
  const lost = (c.labelRecall?.missed ?? []).filter((passage) => before.has(passage));
  return {
    ...(shared.length > 0 && {
      baselineMetrics: Object.fromEntries(shared.map((n) => [n, recorded?.[n] as number])),
    }),
    ...(lost.length > 0 && { lostPassages: lost }),
  };
}
