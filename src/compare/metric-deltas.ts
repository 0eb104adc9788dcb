import { z } from 'zod';
import { sortedMean } from '../score/average-precision.js';

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
  cases: readonly {
    metrics?: Readonly<Record<string, number>>;
    baselineMetrics?: Readonly<Record<string, number>>;
  }[],
): Record<string, MetricChange> {
  const pairs = new Map<string, { ours: number[]; theirs: number[] }>();
  for (const c of cases) {
    const recorded = c.baselineMetrics;
    if (!recorded) continue;
    for (const [name, value] of Object.entries(c.metrics ?? {})) {
      if (!Object.hasOwn(recorded, name)) continue;
      const pair = pairs.get(name) ?? { ours: [], theirs: [] };
      pair.ours.push(value);
      pair.theirs.push(recorded[name] as number);
      pairs.set(name, pair);
    }
  }
  return Object.fromEntries(
    [...pairs].map(([name, { ours, theirs }]) => {
      const baseline = sortedMean(theirs);
      return [name, { baseline, delta: sortedMean(ours) - baseline, cases: ours.length }];
    }),
  );
}
