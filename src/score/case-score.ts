import type { JudgedCase } from '../judge/relevance-judge.js';
import {
  averagePrecision,
  type Denominator,
  formatAp,
  relevantRanks,
} from './average-precision.js';
import { nounFor, plural } from '../format/numbers.js';

/**
 * Scores one judged case from its labelled grades (none without labels): its AP, relevant ranks,
 * and one line on why it scored what it did; and R when AP was divided by the labels
 * (`labelledRelevant`: what the culprits' costs divide by). The `labels` denominator needs
 * labels: an LLM-judged case has none, so it is scored with the `retrieved` denominator and the
 * reason says so.
 */
export function scoreCase(
  judged: JudgedCase,
  denominator: Denominator,
  grades: readonly number[] | undefined,
): { ap: number; relevantRanks: number[]; reason: string; labelledRelevant?: number } {
  const relevance = judged.contexts.map((c) => c.relevant);
  const labelledRelevant =
    denominator === 'labels' && judged.judge === 'labels' && grades !== undefined
      ? grades.filter((grade) => grade > 0).length
      : undefined;
  const ap = averagePrecision(relevance, { denominator, labelledRelevant });
  const ranks = relevantRanks(relevance);
  const reason =
    explain(relevance, ranks, ap, labelledRelevant) +
    (denominator === 'labels' && labelledRelevant === undefined
      ? ' (LLM-judged: scored over the relevant contexts retrieved, as there are no labels)'
      : '');
  return {
    ap,
    relevantRanks: ranks,
    reason,
    ...(labelledRelevant !== undefined && { labelledRelevant }),
  };
}

/** Says which ranks were relevant and what the misses cost, in AP points. */
export function explain(
  relevance: readonly boolean[],
  ranks: readonly number[],
  ap: number,
  labelledRelevant?: number,
): string {
  const n = relevance.length;
  if (n === 0) return 'no contexts retrieved';
  if (ranks.length === 0) {
    return labelledRelevant
      ? `none of the ${n} contexts is relevant; all ${labelledRelevant} labelled relevant contexts were missed`
      : `none of the ${n} contexts is relevant`;
  }
  const parts = [`relevant at ${nounFor(ranks.length, 'rank')} ${ranks.join(', ')} of ${n}`];
  // AP if the same relevant contexts had been ranked first: the gap is what the ordering cost.
  const found = ranks.length;
  const ideal = labelledRelevant ? found / labelledRelevant : 1;
  const orderingCost = ideal - ap;
  const lastRelevant = ranks[ranks.length - 1] as number;
  const above = relevance.slice(0, lastRelevant).filter((relevant) => !relevant).length;
  if (above > 0 && orderingCost > 1e-12) {
    parts.push(
      `${plural(above, 'irrelevant context')} ranked above a relevant one cost ${formatAp(orderingCost)}`,
    );
  }
  if (labelledRelevant && labelledRelevant > found) {
    const missing = labelledRelevant - found;
    parts.push(
      `${missing} of ${labelledRelevant} labelled relevant ${nounFor(labelledRelevant, 'context')} not retrieved cost ${formatAp(1 - ideal)}`,
    );
  }
  return parts.join('; ');
}
