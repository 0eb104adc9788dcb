import { z } from 'zod';
import { sortedMean } from '../score/average-precision.js';
import type { BaselineComparison } from './compare-baseline.js';

/** How a metric moved since the baseline, paired over the same cases as MAP's delta. */
export const metricChangeSchema = z.object({
  /** The baseline's mean over the paired cases. */
  baseline: z.number().min(0).max(1),
  /** This run's mean over the same cases, minus the baseline's. */
  delta: z.number().min(-1).max(1),
  /** The paired cases that have the metric in both runs. */
  cases: z.number().int().min(0),
});
export type MetricChange = z.infer<typeof metricChangeSchema>;

/**
 * Each metric's paired change: over the cases paired with the baseline as MAP's delta is (those
 * that carry the baseline's values, `baselineMetrics`), this run's mean minus the baseline's
 * (sortedMean: an unchanged retrieval gives exactly 0). A metric no paired case has in both runs
 * is absent.
 */
export function metricChanges(
  cases: readonly { metrics?: Metrics; baselineMetrics?: Metrics }[],
): Record<string, MetricChange> {
  const pairs = pairedMetrics(cases.map((c) => ({ ours: c.metrics, theirs: c.baselineMetrics })));
  return Object.fromEntries(
    [...pairs].map(([name, { ours, theirs }]) => {
      const baseline = sortedMean(theirs);
      return [name, { baseline, delta: sortedMean(ours) - baseline, cases: ours.length }];
    }),
  );
}

type Metrics = Readonly<Record<string, number>>;

/**
 * Each metric's values over pairs of the same case (this run's and the baseline's, or a variant's
 * and the primary's), by name: the pairs where both have it, names in the order first met.
 */
export function pairedMetrics(
  pairs: readonly { ours?: Metrics; theirs?: Metrics }[],
): Map<string, { ours: number[]; theirs: number[] }> {
  const byName = new Map<string, { ours: number[]; theirs: number[] }>();
  for (const { ours, theirs } of pairs)
    for (const [name, value] of Object.entries(ours ?? {})) {
      if (!theirs || !Object.hasOwn(theirs, name)) continue;
      const pair = byName.get(name) ?? { ours: [], theirs: [] };
      pair.ours.push(value);
      pair.theirs.push(theirs[name] as number);
      byName.set(name, pair);
    }
  return byName;
}

/** How the context tokens a case moved since the baseline, over the cases paired as MAP's drop. */
export const contextTokensChangeSchema = z.object({
  /** The paired cases whose tokens the baseline recorded. */
  cases: z.number().int().min(1),
  /** This run's mean context tokens over them. */
  tokens: z.number().min(0),
  /** The baseline's mean over the same cases. */
  baselineTokens: z.number().min(0),
});
export type ContextTokensChange = z.infer<typeof contextTokensChangeSchema>;

/**
 * The paired change of context tokens: over the cases both runs have with one definition (MAP's
 * pairing, under the baseline's id of a renamed case) whose tokens the baseline recorded. It is
 * measured even when the baseline is not comparable for MAP (another judge model, k, …): a
 * token count does not depend on the judge, and a larger k is a cost this is there to show.
 * Undefined when no such case exists (a baseline recorded before tokens were counted).
 */
export function contextTokensChange(
  cases: readonly { id: string; contextCost?: { contextTokens: number } }[],
  comparison: BaselineComparison,
): ContextTokensChange | undefined {
  const pairs = cases.map((c) => {
    const compared = comparison.cases.get(c.id);
    const tokens = compared?.recorded?.contextTokens;
    if (compared?.delta == null || tokens === undefined) return {};
    return { ours: c.contextCost, theirs: { contextTokens: tokens } };
  });
  const paired = pairedMetrics(pairs).get('contextTokens');
  return (
    paired && {
      cases: paired.ours.length,
      tokens: sortedMean(paired.ours),
      baselineTokens: sortedMean(paired.theirs),
    }
  );
}
