import { sortedMean } from './average-precision.js';
import { hitAtK } from './hit-at-k.js';
import type { MetricSpec } from './metric-names.js';
import { ndcgAtK } from './ndcg-at-k.js';
import { precisionAtK } from './precision-at-k.js';
import { recallAtK } from './recall-at-k.js';
import { recallAtTokens } from './recall-at-tokens.js';
import { reciprocalRank } from './reciprocal-rank.js';

/** What the metrics of one case are computed from. */
export interface MetricInput {
  /** Each judged context's golden grade, rank 1 first (0 = not relevant); undefined: no labels. */
  grades?: readonly number[];
  /** Every labelled grade of the case (relevant or not, retrieved or not). */
  labelledGrades?: readonly number[];
  /**
   * Recall's counts (passage labels): each context's relevant labels found first at its rank, and
   * R, the relevant labels (ids and passages). Without them: one per relevant context, and the
   * relevant labelled grades.
   */
  found?: readonly number[];
  units?: number;
  /** An LLM-judged case: the share of the expected answer's statements the contexts support. */
  statementRecall?: number;
  /** Each judged context's o200k_base tokens, rank 1 first (for `recall@Ntok`); undefined: not counted. */
  tokens?: readonly number[];
}

/**
 * The requested metrics of one case, by name. A labelled case gets all of them; an LLM-judged
 * case only `recall`, when the judge gave statement support. A metric a case cannot have is absent.
 */
export function caseMetrics(
  specs: readonly MetricSpec[],
  input: MetricInput,
): Record<string, number> {
  const values: Record<string, number> = {};
  for (const spec of specs) {
    const value = metricValue(spec, input);
    if (value !== undefined) values[spec.name] = value;
  }
  return values;
}

function metricValue(spec: MetricSpec, input: MetricInput): number | undefined {
  const { grades, labelledGrades } = input;
  if (!grades || !labelledGrades) {
    return spec.kind === 'recall' && spec.k === undefined ? input.statementRecall : undefined;
  }
  const units = input.units ?? labelledGrades.filter((grade) => grade > 0).length;
  const found = input.found ?? grades.map((grade) => (grade > 0 ? 1 : 0));
  switch (spec.kind) {
    case 'recall':
      return recallAtK(found, units, spec.k);
    case 'recall-tokens':
      return input.tokens && recallAtTokens(found, input.tokens, units, spec.budget as number);
    case 'ndcg':
      return ndcgAtK(grades, labelledGrades, spec.k);
    case 'mrr':
      return reciprocalRank(grades);
    case 'precision':
      return precisionAtK(grades, spec.k as number);
    case 'hit':
      return hitAtK(grades, spec.k as number);
  }
}

/**
 * Mean of each metric over the cases that have it (cases the judge failed on are left out by the
 * caller), summed in sorted order so the same values give the same bits in any case order.
 */
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
