/**
 * Reciprocal rank, as trec_eval's `recip_rank` (m_recip_rank.c): RR = 1 / (rank of the first
 * relevant context); 0 when none of the contexts is relevant or there are none. Its mean over
 * cases is MRR.
 *
 * @param grades each ranked context's grade, rank 1 first (0 = not relevant or not labelled)
 */
export function reciprocalRank(grades: readonly number[]): number {
  const first = grades.findIndex((grade) => grade > 0);
  return first === -1 ? 0 : 1 / (first + 1);
}
