/**
 * recall@Ntok, recall within a token budget of N: the judged contexts are taken in rank order, and
 * a context fits when the tokens from rank 1 through it (its own included) are at most N; the
 * first that does not fit ends the budget (what a prompt cut at N tokens holds, no skipping ahead).
 * recall@Ntok = (relevant labels found by the contexts that fit) / R, R = labelled relevant ids
 * (and passages), retrieved or not (as recall@k). R = 0: 0 (as recall@k).
 *
 * @param found each ranked context's relevant labels found first at its rank (as recall@k's)
 * @param tokens each ranked context's tokens, rank 1 first
 * @param labelledRelevant R
 * @param budget N
 */
export function recallAtTokens(
  found: readonly number[],
  tokens: readonly number[],
  labelledRelevant: number,
  budget: number,
): number {
  if (labelledRelevant === 0) return 0;
  let used = 0;
  let sum = 0;
  for (const [i, n] of found.entries()) {
    used += tokens[i] ?? 0;
    if (used > budget) break;
    sum += n;
  }
  return sum / labelledRelevant;
}
