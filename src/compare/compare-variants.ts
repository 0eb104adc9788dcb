import { z } from 'zod';
import { sameScore, sortedMean } from '../score/average-precision.js';
import { metricMeans } from '../score/case-metrics.js';
import { caseContextCostSchema, contextCostOf, contextCostSchema } from '../score/context-cost.js';
import { bootstrapInterval } from './bootstrap.js';
import { holmAdjusted, pairedTTest } from './paired-t-test.js';

// The variants (`variants`): other retriever configurations scored on the same golden set in the
// same run, each compared with the primary retriever over the cases both scored. Pure; the gate
// never reads any of it.

const count = () => z.number().int().min(0);
/** A variant's name as the input allows it (config/variant-options.ts): safe in any rendering. */
const variantName = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/);

/** One case as a variant's retrieval scored it (the judge failed on none of it). */
const variantCaseSchema = z.object({
  id: z.string(),
  /** Average Precision, unscaled. */
  ap: z.number().min(0).max(1),
  metrics: z.record(z.string(), z.number().min(0).max(1)).optional(),
  contextCost: caseContextCostSchema.optional(),
});
type VariantCase = z.infer<typeof variantCaseSchema>;

/** A variant's scored cases, or why it has none (its retriever failed); a shard report keeps these. */
export const variantRunSchema = z.object({
  name: variantName,
  error: z.string().nullable(),
  cases: z.array(variantCaseSchema),
});
export type VariantRun = z.infer<typeof variantRunSchema>;

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
  /** The paired comparison (variant − primary); null when no case was scored by both. */
  versus: z
    .object({
      /** The primary's MAP × scale over the same cases. */
      primaryScore: z.number(),
      /** Mean AP change × scale. */
      delta: z.number(),
      /** Its 95% paired bootstrap interval (seeded); null with fewer than 2 cases. */
      low: z.number().nullable(),
      high: z.number().nullable(),
      /** Two-sided paired t-test p-value (scipy's ttest_rel); null with fewer than 2 cases. */
      p: z.number().min(0).max(1).nullable(),
      /** p, Holm-adjusted across the variants. */
      pHolm: z.number().min(0).max(1).nullable(),
      wins: count(),
      ties: count(),
      losses: count(),
      /** The primary's mean context tokens over the same cases; null when not counted. */
      primaryTokens: z.number().min(0).nullable(),
    })
    .nullable(),
});
export type VariantReport = z.infer<typeof variantSchema>;

/** What the comparison needs of the primary's cases. */
type PrimaryCase = Pick<VariantCase, 'id' | 'ap' | 'contextCost'> & { error: string | null };

/** Each variant against the primary, over the cases both scored, with Holm's p across them. */
export function compareVariants(
  primary: readonly PrimaryCase[],
  runs: readonly VariantRun[],
  scale: number,
): VariantReport[] {
  const scored = new Map(primary.filter((c) => c.error === null).map((c) => [c.id, c]));
  const compared = runs.map((run) => compareVariant(scored, run, scale));
  const adjusted = holmAdjusted(compared.map((v) => v.versus?.p ?? null));
  return compared.map((v, i) =>
    v.versus ? { ...v, versus: { ...v.versus, pHolm: adjusted[i] ?? null } } : v,
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
  const deltas = ours.map((ap, i) => (ap - (theirs[i] as number)) * scale);
  const interval = bootstrapInterval(deltas);
  const contextCost = contextCostOf(variantCases);
  const primaryCost = contextCostOf(pairs.map((pair) => pair.primary));
  // A tie: equal AP (to floating-point noise); a win: a higher one.
  const ties = pairs.filter((pair) => sameScore(pair.variant.ap, pair.primary.ap)).length;
  const wins = pairs.filter(
    (pair) => pair.variant.ap > pair.primary.ap && !sameScore(pair.variant.ap, pair.primary.ap),
  ).length;
  return {
    ...base,
    score: sortedMean(ours) * scale,
    metrics: metricMeans(variantCases),
    ...(contextCost && { contextCost }),
    versus: {
      primaryScore: sortedMean(theirs) * scale,
      delta: (sortedMean(ours) - sortedMean(theirs)) * scale,
      low: interval?.low ?? null,
      high: interval?.high ?? null,
      p: pairedTTest(ours, theirs),
      pHolm: null,
      wins,
      ties,
      losses: pairs.length - wins - ties,
      primaryTokens: primaryCost?.tokens ?? null,
    },
  };
}
