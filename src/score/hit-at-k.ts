import { relevantInTop } from './recall-at-k.js';

/**
 * hit@k, as trec_eval's `success_k` (m_success.c): 1 when a relevant context is among the first k,
 * else 0. No contexts: 0.
 *
 * @param grades each ranked context's grade, rank 1 first (0 = not relevant or not labelled)
 * @param k the cutoff, a positive integer
 */
export function hitAtK(grades: readonly number[], k: number): number {
  return relevantInTop(grades, k) > 0 ? 1 : 0;
}
