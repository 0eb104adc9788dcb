import { z } from 'zod';

/**
 * How a case's ranking changed since the baseline, by context id: what entered, what left, what
 * moved. The baseline keeps each case's ranked ids and verdicts (never texts), which is all this
 * needs. Pure: ranks are 1-based, a context id counts at its first rank only.
 */

/** A ranking: context ids by rank, each with its verdict. */
export type Ranking = readonly { id: string; relevant: boolean }[];

const rank = z.number().int().min(1);
const placed = z.object({ id: z.string(), rank, relevant: z.boolean() });

/** A changed case whose baseline kept its ranking: how the ranking changed since. */
export const rankingMovementSchema = z.object({
  /** The baseline's ranking: its ids (the HTML report shows it), their relevance (the strip beside this run's). */
  baselineIds: z.array(z.string()),
  baselineRelevant: z.array(z.boolean()),
  /** Passages this run ranks that the baseline did not, with their rank now. */
  entered: z.array(placed),
  /** Passages the baseline ranked that this run does not, with their rank then. */
  left: z.array(placed),
  /** Passages in both rankings whose rank changed, in this run's rank order. */
  moved: z.array(z.object({ id: z.string(), from: rank, to: rank, relevant: z.boolean() })),
});
export type RankingMovement = z.infer<typeof rankingMovementSchema>;

export function rankingMovement(baseline: Ranking, now: Ranking): RankingMovement {
  const before = firstRanks(baseline);
  const after = firstRanks(now);
  const movement: RankingMovement = {
    baselineIds: baseline.map((c) => c.id),
    baselineRelevant: baseline.map((c) => c.relevant),
    entered: [],
    left: [],
    moved: [],
  };
  now.forEach((context, index) => {
    const rank = index + 1;
    if (after.get(context.id) !== rank) return;
    const from = before.get(context.id);
    if (from === undefined)
      movement.entered.push({ id: context.id, rank, relevant: context.relevant });
    else if (from !== rank)
      movement.moved.push({ id: context.id, from, to: rank, relevant: context.relevant });
  });
  baseline.forEach(({ id, relevant }, index) => {
    const rank = index + 1;
    if (before.get(id) === rank && !after.has(id)) movement.left.push({ id, rank, relevant });
  });
  return movement;
}

function firstRanks(ranking: Ranking): Map<string, number> {
  const ranks = new Map<string, number>();
  ranking.forEach(({ id }, index) => {
    if (!ranks.has(id)) ranks.set(id, index + 1);
  });
  return ranks;
}
