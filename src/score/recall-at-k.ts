/**
 * recall@k, as trec_eval's `recall_k` (m_recall.c):
 * recall@k = (relevant labels found in the first k) / R, R = labelled relevant ids (and relevant
 * passages), retrieved or not. Fewer than k retrieved: the missing ranks find nothing. R = 0: 0
 * (trec_eval's value).
 *
 * @param found each ranked context's relevant labels found first at its rank, rank 1 first (with
 *   id labels 1 for a relevant context, else 0; a context can match two relevant passages)
 * @param labelledRelevant R
 * @param k the cutoff (undefined = the whole ranking)
 */
export function recallAtK(found: readonly number[], labelledRelevant: number, k?: number): number {
  if (labelledRelevant === 0) return 0;
  const top = k === undefined ? found : found.slice(0, k);
  return top.reduce((sum, n) => sum + n, 0) / labelledRelevant;
}

/** Relevant (grade > 0) contexts among the first k (all when k is undefined). */
export function relevantInTop(grades: readonly number[], k?: number): number {
  const top = k === undefined ? grades : grades.slice(0, k);
  return top.filter((grade) => grade > 0).length;
}
