import { relevantInTop } from './recall-at-k.js';

/**
 * P@k, as trec_eval's `P_k` (m_P.c): P@k = (relevant among the first k) / k.
 * It divides by k even when fewer than k contexts were retrieved (the missing ranks count as
 * not relevant), so a retriever cannot raise it by returning less. No contexts: 0.
 *
 * @param grades each ranked context's grade, rank 1 first (0 = not relevant or not labelled)
 * @param k the cutoff, a positive integer
 */
export function precisionAtK(grades: readonly number[], k: number): number {
  return relevantInTop(grades, k) / k;
}
