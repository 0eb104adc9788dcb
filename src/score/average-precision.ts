import { z } from 'zod';

/** Which R divides AP's sum: see averagePrecision. */
export const denominatorSchema = z.enum(['retrieved', 'labels']);
export type Denominator = z.infer<typeof denominatorSchema>;

export interface AveragePrecisionOptions {
  denominator?: Denominator;
  /** Labelled relevant count, for the `labels` denominator. */
  labelledRelevant?: number;
}

/**
 * Average Precision, as the contract defines it:
 * AP = (sum over relevant ranks k of P@k) / R, with P@k = relevant among the first k, over k.
 *
 * - `retrieved` denominator: R = relevant contexts among those judged (Mastra, RAGAS, DeepEval).
 * - `labels` denominator: R = labelled relevant ids, retrieved or not (trec_eval's `map`).
 * AP = 0 when R = 0 or when there are no contexts.
 */
export function averagePrecision(
  relevance: readonly boolean[],
  options: AveragePrecisionOptions = {},
): number {
  let hits = 0;
  let sumOfPrecisions = 0;
  relevance.forEach((relevant, index) => {
    if (!relevant) return;
    hits += 1;
    sumOfPrecisions += hits / (index + 1);
  });
  const denominator =
    options.denominator === 'labels' && options.labelledRelevant !== undefined
      ? options.labelledRelevant
      : hits;
  return denominator === 0 ? 0 : sumOfPrecisions / denominator;
}

/** Mean of per-case values (AP, so MAP, or any metric); 0 for none. */
export function sortedMean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  // Summed in sorted order: the same values give the same bits whatever the order of the cases,
  // so an unchanged retrieval shows a delta of exactly 0.
  let sum = 0;
  for (const value of [...values].sort((a, b) => a - b)) sum += value;
  return sum / values.length;
}

/** Mean of each metric over the cases that have it (the caller leaves out failed cases). */
export function metricMeans(
  cases: readonly { metrics?: Readonly<Record<string, number>> }[],
): Record<string, number> {
  const byName = new Map<string, number[]>();
  for (const c of cases)
    for (const [name, value] of Object.entries(c.metrics ?? {})) {
      const values = byName.get(name);
      if (values) values.push(value);
      else byName.set(name, [value]);
    }
  return Object.fromEntries([...byName].map(([name, values]) => [name, sortedMean(values)]));
}

/**
 * Rounds half up, as Mastra's scorer does for display (`Math.round((x + EPSILON) * 10^d) / 10^d`),
 * so a per-case AP we show equals the one Mastra would show for the same verdicts.
 */
export function roundHalfUp(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** An AP as every rendering writes it: 2 decimals rounded half up (the report's `apRounded`). */
export function formatAp(value: number): string {
  return roundHalfUp(value, 2).toFixed(2);
}

/**
 * Scores closer than this are the same: float noise is no change. The one test of "unchanged"
 * for the comparison, the gate and every rendering.
 */
export const SAME_SCORE = 1e-9;
export const sameScore = (a: number, b: number): boolean => Math.abs(a - b) <= SAME_SCORE;

/** By id, in code-unit order (not the locale's): the tie-break of every ordering of cases and passages. */
export const byId = (a: { id: string }, b: { id: string }): number =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Passages by the AP they cost: costliest first, then in more cases, then by id. */
export const byCost = (a: PassageCost, b: PassageCost): number =>
  b.cost - a.cost || b.cases - a.cases || byId(a, b);
type PassageCost = { id: string; cost: number; cases: number };

/** Ranks (1-based) of the relevant contexts. */
export function relevantRanks(relevance: readonly boolean[]): number[] {
  return relevance.flatMap((relevant, index) => (relevant ? [index + 1] : []));
}
