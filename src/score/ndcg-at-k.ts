/**
 * nDCG@k, as trec_eval's `ndcg_cut_k` (m_ndcg_cut.c, Järvelin and Kekäläinen 2002):
 *
 *   DCG@k  = sum over ranks i = 1..min(k, n) of grade(i) / log2(i + 1)   (grades > 0 only)
 *   IDCG@k = the same sum over all labelled grades > 0, sorted descending (retrieved or not)
 *   nDCG@k = DCG@k / IDCG@k;  0 when IDCG@k = 0 (no relevant labels) or there are no contexts.
 *
 * Gains are the grades themselves. The discount is trec_eval's `log2((double)(i + 2))` for the
 * 0-based index i, i.e. log2(rank + 1), computed the same way here.
 *
 * @param grades each ranked context's grade, rank 1 first (0 = not relevant or not labelled)
 * @param labelledGrades every labelled grade of the case (the ideal ranking is built from them)
 * @param k the cutoff (undefined = the whole ranking, and the ideal over all labels)
 */
export function ndcgAtK(
  grades: readonly number[],
  labelledGrades: readonly number[],
  k?: number,
): number {
  const ideal = discountedGain(
    labelledGrades.filter((grade) => grade > 0).sort((a, b) => b - a),
    k,
  );
  return ideal > 0 ? discountedGain(grades, k) / ideal : 0;
}

/** DCG of the first k grades, summed in rank order as trec_eval sums it. */
function discountedGain(grades: readonly number[], k?: number): number {
  const top = k === undefined ? grades : grades.slice(0, k);
  let sum = 0;
  top.forEach((grade, index) => {
    if (grade > 0) sum += grade / Math.log2(index + 2);
  });
  return sum;
}
