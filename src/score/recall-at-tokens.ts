/**
 * recall@Ntok, recall within a token budget of N: the judged contexts are taken in rank order, and
 * a context fits when the tokens from rank 1 through it (its own included) are at most N; the
 * first that does not fit ends the budget (what a prompt cut at N tokens holds, no skipping ahead).
 * recall@Ntok = (relevant, grade > 0, among the contexts that fit) / R, R = labelled relevant ids,
 * retrieved or not (as recall@k). R = 0: 0 (as recall@k).
 *
 * @param grades each ranked context's grade, rank 1 first (0 = not relevant or not labelled)
 * @param tokens each ranked context's tokens, rank 1 first
 * @param labelledRelevant R
 * @param budget N
 */
export function recallAtTokens(
  grades: readonly number[],
  tokens: readonly number[],
  labelledRelevant: number,
  budget: number,
): number {
  if (labelledRelevant === 0) return 0;
  let used = 0;
  let found = 0;
  for (const [i, grade] of grades.entries()) {
    used += tokens[i] ?? 0;
    if (used > budget) break;
    if (grade > 0) found += 1;
  }
  return found / labelledRelevant;
}
