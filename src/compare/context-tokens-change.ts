import { z } from 'zod';
import { sortedMean } from '../score/average-precision.js';
import { own, type BaselineComparison, type BaselineSnapshot } from './compare-baseline.js';

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
  baseline: BaselineSnapshot,
): ContextTokensChange | undefined {
  const recorded = baseline.contextTokens ?? {};
  const ours: number[] = [];
  const theirs: number[] = [];
  for (const c of cases) {
    const compared = comparison.cases.get(c.id);
    const tokens = own(recorded, compared?.renamedFrom ?? c.id);
    if (compared?.delta == null || !c.contextCost || tokens === undefined) continue;
    ours.push(c.contextCost.contextTokens);
    theirs.push(tokens);
  }
  if (ours.length === 0) return undefined;
  return { cases: ours.length, tokens: sortedMean(ours), baselineTokens: sortedMean(theirs) };
}
