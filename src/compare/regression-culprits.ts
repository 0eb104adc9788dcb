import { z } from 'zod';
import { averagePrecision, byCost, byId, SAME_SCORE } from '../score/average-precision.js';
import type { ScoredCase } from '../score/scored-case.js';
import type { RankingMovement } from './ranking-movement.js';

// Why the regressed cases fell, by the AP each passage cost them: computed once, with the
// comparison, and kept in the report; report/regression-cause.ts only words it.

const count = z.number().int().min(0);

/** What cost a case AP: a passage, how it moved, and the AP the case would have without it. */
export const culpritSchema = z.object({
  id: z.string(),
  /** New above a relevant passage, moved up above one, a relevant one that left, or (without the baseline's ranking) ranked above one. */
  kind: z.enum(['entered', 'moved', 'left', 'above']),
  /** Its rank now (for `left`: its rank in the baseline). */
  rank: z.number().int().min(1),
  /** `moved`: its rank in the baseline. */
  from: z.number().int().min(1).optional(),
  /** Relevant contexts ranked below it now (0 for `left`). */
  above: count,
  /**
   * AP points (unscaled) the case lost to it: the AP with the passage taken out of this run's
   * ranking (`left`: put back at its old rank) minus the AP now.
   */
  cost: z.number().min(0),
  /** No label names it (a label-judged case): not relevant only for want of a verdict. */
  unjudged: z.literal(true).optional(),
});
export type Culprit = z.infer<typeof culpritSchema>;

/** A passage behind regressions: in how many cases, and the AP it cost them (summed, unscaled). */
const passageCost = z.object({ id: z.string(), cases: count, cost: z.number().min(0) });
type PassageCost = z.infer<typeof passageCost>;

/** The culprits added up across the regressed cases, costliest first. */
export const regressionCauseSchema = z.object({
  cases: count,
  movedAbove: z.array(passageCost),
  leftRanking: z.array(passageCost),
});
export type RegressionCause = z.infer<typeof regressionCauseSchema>;

type CulpritCase = Pick<ScoredCase, 'contexts' | 'labelledRelevant' | 'unjudged'> & {
  movement?: RankingMovement;
};

/**
 * A case's culprits, costliest first (then by rank). With the baseline's ranking: what entered or
 * moved up above a relevant passage, and the relevant passages that left; without it, the
 * irrelevant contexts ranked above a relevant one.
 */
export function caseCulprits(c: CulpritCase): Culprit[] {
  const relevance = c.contexts.map((x) => x.relevant);
  // The R the case's AP was divided by (without one, the relevant contexts retrieved).
  const options = { denominator: 'labels' as const, labelledRelevant: c.labelledRelevant };
  const now = averagePrecision(relevance, options);
  const lastRelevant = c.contexts.reduce(
    (last, x) => (x.relevant ? Math.max(last, x.rank) : last),
    0,
  );
  const without = (rank: number) =>
    averagePrecision(relevance.toSpliced(rank - 1, 1), options) - now;
  const above = (rank: number) => c.contexts.filter((x) => x.relevant && x.rank > rank).length;
  const irrelevant = (kind: 'entered' | 'above', id: string, rank: number): Culprit => ({
    id,
    kind,
    rank,
    above: above(rank),
    cost: without(rank),
    ...(c.unjudged?.includes(id) && { unjudged: true as const }),
  });
  const culprits: Culprit[] = [];
  if (c.movement) {
    for (const x of c.movement.entered)
      if (!x.relevant && x.rank < lastRelevant) culprits.push(irrelevant('entered', x.id, x.rank));
    for (const x of c.movement.moved)
      if (!x.relevant && x.to < x.from && x.to < lastRelevant)
        culprits.push({ ...irrelevant('entered', x.id, x.to), kind: 'moved', from: x.from });
    for (const x of c.movement.left)
      if (x.relevant) {
        const back = relevance.toSpliced(x.rank - 1, 0, true).slice(0, relevance.length);
        culprits.push({
          id: x.id,
          kind: 'left',
          rank: x.rank,
          above: 0,
          cost: averagePrecision(back, options) - now,
        });
      }
  } else {
    for (const x of c.contexts)
      if (!x.relevant && x.rank < lastRelevant) culprits.push(irrelevant('above', x.id, x.rank));
  }
  // A relevant passage that left can raise AP (the `retrieved` denominator): not a cause then.
  return culprits
    .filter((x) => x.cost > SAME_SCORE)
    .sort((a, b) => b.cost - a.cost || a.rank - b.rank || byId(a, b));
}

/**
 * Many regressions often share one cause (a new document now ranked first everywhere): each
 * passage's cost summed over the regressed cases that say what moved; undefined when none does.
 */
export function regressionCause(
  cases: readonly { culprits?: Culprit[]; movement?: RankingMovement }[],
): RegressionCause | undefined {
  const movedAbove = new Map<string, PassageCost>();
  const leftRanking = new Map<string, PassageCost>();
  let counted = 0;
  for (const c of cases) {
    if (!c.culprits || !c.movement) continue;
    counted += 1;
    for (const x of c.culprits) {
      const into = x.kind === 'left' ? leftRanking : movedAbove;
      const sum = into.get(x.id) ?? { id: x.id, cases: 0, cost: 0 };
      into.set(x.id, { id: x.id, cases: sum.cases + 1, cost: sum.cost + x.cost });
    }
  }
  if (counted === 0 || movedAbove.size + leftRanking.size === 0) return undefined;
  return {
    cases: counted,
    movedAbove: [...movedAbove.values()].sort(byCost),
    leftRanking: [...leftRanking.values()].sort(byCost),
  };
}
