import { z } from 'zod';
import { metricMeans, SAME_SCORE, sameScore, sortedMean } from '../score/average-precision.js';
import { contextCostOf, contextCostSchema } from '../score/context-cost.js';
import { scoredCaseSchema, type ScoredCase } from '../score/scored-case.js';
import { bootstrapInterval } from './bootstrap.js';
import { pairedMetrics } from './metric-deltas.js';
import { holmAdjusted, pairedTTest } from './paired-t-test.js';

// The variants (`variants`): other retriever configurations scored on the same golden set in the
// same run, each compared with the primary retriever over the cases both scored. Pure; the gate
// never reads any of it.

const count = () => z.number().int().min(0);
/** A variant's name as the input allows it (config/variant-options.ts): safe in any rendering. */
const variantName = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/);

/** One case as a variant's retrieval scored it (the judge failed on none of it). */
const variantCaseSchema = scoredCaseSchema.pick({
  id: true,
  ap: true,
  metrics: true,
  contextCost: true,
});
type VariantCase = z.infer<typeof variantCaseSchema>;

/** A variant's scored cases, or why it has none (its retriever failed); a shard report keeps these. */
export const variantRunSchema = z.object({
  name: variantName,
  error: z.string().nullable(),
  cases: z.array(variantCaseSchema),
});
export type VariantRun = z.infer<typeof variantRunSchema>;

/** A paired comparison, variant − primary, over the cases both scored (and, for a metric, both have it). */
const pairedSchema = z.object({
  /** Mean change (MAP's × scale; a metric's unscaled, 0..1 like its mean). */
  delta: z.number(),
  /** Its 95% paired bootstrap interval (seeded); null with fewer than 2 cases. */
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** Two-sided paired t-test p-value (scipy's ttest_rel); null with fewer than 2 cases. */
  p: z.number().min(0).max(1).nullable(),
  /** p, Holm-adjusted across the variants (a metric's: across the variants, for that metric). */
  pHolm: z.number().min(0).max(1).nullable(),
  /** Cases where the variant's value is higher, equal (to floating-point noise), lower. */
  wins: count(),
  ties: count(),
  losses: count(),
});
type Paired = z.infer<typeof pairedSchema>;

/** A variant against the primary retriever, over the cases both scored (the report's `variants[]`). */
export const variantSchema = z.object({
  name: variantName,
  /** Why the variant could not be scored (its retriever failed); null when it was. */
  error: z.string().nullable(),
  /** Its MAP × scale over the cases both scored; null when there are none. */
  score: z.number().nullable(),
  /** Its metrics' means over those cases. */
  metrics: z.record(z.string(), z.number().min(0).max(1)),
  contextCost: contextCostSchema.optional(),
  /** The cases both it and the primary scored. */
  cases: count(),
  /** Its AP (unscaled) on each of them: [case id, AP], by case id. */
  caseAps: z.array(z.tuple([z.string(), z.number().min(0).max(1)])).optional(),
  /** The paired comparison (variant − primary); null when no case was scored by both. */
  versus: pairedSchema
    .extend({
      /** The primary's MAP × scale over the same cases. */
      primaryScore: z.number(),
      /** The primary's mean context tokens over the same cases; null when not counted. */
      primaryTokens: z.number().min(0).nullable(),
      /** Each metric in `metrics`, over the cases where both have its value. */
      metrics: z.record(z.string(), pairedSchema),
    })
    .nullable(),
});
export type VariantReport = z.infer<typeof variantSchema>;

/** What the comparison needs of the primary's cases. */
type PrimaryCase = Pick<ScoredCase, 'id' | 'ap' | 'metrics' | 'contextCost' | 'error'>;

/** Each variant against the primary, over the cases both scored, with Holm's p across them. */
export function compareVariants(
  primary: readonly PrimaryCase[],
  runs: readonly VariantRun[],
  scale: number,
): VariantReport[] {
  const scored = new Map(primary.filter((c) => c.error === null).map((c) => [c.id, c]));
  const compared = runs.map((run) => compareVariant(scored, run, scale));
  // One family per statistic: MAP's, and each metric's (the variants that have a p for it).
  const adjust = (paired: (v: VariantReport) => Paired | undefined) =>
    holmAdjusted(compared.map((v) => paired(v)?.p ?? null)).forEach((pHolm, i) => {
      const one = paired(compared[i] as VariantReport);
      if (one) one.pHolm = pHolm;
    });
  adjust((v) => v.versus ?? undefined);
  for (const metric of new Set(compared.flatMap((v) => Object.keys(v.versus?.metrics ?? {}))))
    adjust((v) => v.versus?.metrics[metric]);
  return compared;
}

/** The paired statistics of `ours` against `theirs` (the same cases in the same order), × scale. */
function pairedComparison(
  ours: readonly number[],
  theirs: readonly number[],
  scale: number,
): Paired {
  const deltas = ours.map((value, i) => value - (theirs[i] as number));
  const interval = bootstrapInterval(deltas.map((delta) => delta * scale));
  const ties = deltas.filter((delta) => sameScore(delta, 0)).length;
  const wins = deltas.filter((delta) => delta > SAME_SCORE).length;
  return {
    delta: (sortedMean(ours) - sortedMean(theirs)) * scale,
    low: interval?.low ?? null,
    high: interval?.high ?? null,
    p: pairedTTest(ours, theirs),
    pHolm: null,
    wins,
    ties,
    losses: ours.length - wins - ties,
  };
}

/** Each of the variant's metrics, over the pairs where both have its value (unscaled). */
function metricComparisons(
  pairs: readonly { variant: VariantCase; primary: PrimaryCase }[],
): Record<string, Paired> {
  const byName = pairedMetrics(
    pairs.map((pair) => ({ ours: pair.variant.metrics, theirs: pair.primary.metrics })),
  );
  return Object.fromEntries(
    [...byName].map(([name, { ours, theirs }]) => [name, pairedComparison(ours, theirs, 1)]),
  );
}

function compareVariant(
  primary: ReadonlyMap<string, PrimaryCase>,
  run: VariantRun,
  scale: number,
): VariantReport {
  const pairs = run.cases.flatMap((c) => {
    const own = primary.get(c.id);
    return own ? [{ variant: c, primary: own }] : [];
  });
  const variantCases = pairs.map((pair) => pair.variant);
  const base = { name: run.name, error: run.error, cases: pairs.length };
  if (run.error !== null || pairs.length === 0)
    return { ...base, score: null, metrics: {}, versus: null };
  const ours = pairs.map((pair) => pair.variant.ap);
  const theirs = pairs.map((pair) => pair.primary.ap);
  const contextCost = contextCostOf(variantCases);
  const primaryCost = contextCostOf(pairs.map((pair) => pair.primary));
  return {
    ...base,
    score: sortedMean(ours) * scale,
    // By case id: the same whether the cases came in one run or merged from shards.
    caseAps: pairs
      .map((pair): [string, number] => [pair.variant.id, pair.variant.ap])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    metrics: metricMeans(variantCases),
    ...(contextCost && { contextCost }),
    versus: {
      primaryScore: sortedMean(theirs) * scale,
      ...pairedComparison(ours, theirs, scale),
      primaryTokens: primaryCost?.tokens ?? null,
      metrics: metricComparisons(pairs),
    },
  };
}
