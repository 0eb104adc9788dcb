/**
 * recall@k, as trec_eval's `recall_k` (m_recall.c):
 * recall@k = (relevant among the first k) / R, R = labelled relevant ids, retrieved or not.
 * Fewer than k retrieved: the missing ranks count as not relevant. R = 0: 0 (trec_eval's value).
 *
 * @param grades each ranked context's grade, rank 1 first (0 = not relevant or not labelled)
 * @param labelledRelevant R
 * @param k the cutoff (undefined = the whole ranking)
 */
export function recallAtK(grades: readonly number[], labelledRelevant: number, k?: number): number {
  if (labelledRelevant === 0) return 0;
  return relevantInTop(grades, k) / labelledRelevant;
}

/** Relevant (grade > 0) contexts among the first k (all when k is undefined). */
export function relevantInTop(grades: readonly number[], k?: number): number {
  const top = k === undefined ? grades : grades.slice(0, k);
  return top.filter((grade) => grade > 0).length;
}
