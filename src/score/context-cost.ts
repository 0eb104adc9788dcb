import { z } from 'zod';
import { sortedMean } from './average-precision.js';

// Context cost: what a case's judged contexts (its top k) take of the answering model's prompt,
// in tokens of OpenAI's o200k_base encoding (gpt-4o, gpt-4.1, o-series), counted exactly
// (o200k.ts, token-count.ts). It needs the contexts' text and verdicts only: no judge request is spent on it.

const count = () => z.number().int().min(0);

/** One case's context cost (the report's `cases[].contextCost`). */
export const caseContextCostSchema = z.object({
  /** Tokens of the judged contexts' text. */
  contextTokens: count(),
  /** Tokens of the judged contexts not relevant (unjudged ones included). */
  irrelevantTokens: count(),
  /** Tokens from rank 1 through the last relevant context; null when none is relevant. */
  tokensToAllRelevant: count().nullable(),
});
type CaseContextCost = z.infer<typeof caseContextCostSchema>;

/** The run's context cost (the report's `contextCost`), over the scored cases. */
export const contextCostSchema = z.object({
  /** Mean context tokens a case. */
  tokens: z.number().min(0),
  /** Irrelevant tokens / context tokens, both summed over all cases; null when there are none. */
  irrelevantShare: z.number().min(0).max(1).nullable(),
  /** Mean `tokensToAllRelevant` over the cases that have a relevant context; null: none has. */
  tokensToAllRelevant: z.number().min(0).nullable(),
  /** The cases it is counted over. */
  cases: count(),
});
export type ContextCost = z.infer<typeof contextCostSchema>;

/** A case's context cost from its judged contexts' token counts and verdicts, rank 1 first. */
export function caseContextCost(
  tokens: readonly number[],
  relevant: readonly boolean[],
): CaseContextCost {
  let contextTokens = 0;
  let irrelevantTokens = 0;
  let tokensToAllRelevant: number | null = null;
  tokens.forEach((n, i) => {
    contextTokens += n;
    if (relevant[i]) tokensToAllRelevant = contextTokens;
    else irrelevantTokens += n;
  });
  return { contextTokens, irrelevantTokens, tokensToAllRelevant };
}

/** The means over the cases that have a context cost (scored ones); undefined when none has. */
export function contextCostOf(
  cases: readonly { contextCost?: CaseContextCost }[],
): ContextCost | undefined {
  const costs = cases.flatMap((c) => (c.contextCost ? [c.contextCost] : []));
  if (costs.length === 0) return undefined;
  const tokens = costs.map((c) => c.contextTokens);
  const total = tokens.reduce((sum, n) => sum + n, 0);
  const irrelevant = costs.reduce((sum, c) => sum + c.irrelevantTokens, 0);
  const toAllRelevant = costs.flatMap((c) =>
    c.tokensToAllRelevant === null ? [] : [c.tokensToAllRelevant],
  );
  return {
    tokens: sortedMean(tokens),
    irrelevantShare: total === 0 ? null : irrelevant / total,
    tokensToAllRelevant: toAllRelevant.length === 0 ? null : sortedMean(toAllRelevant),
    cases: costs.length,
  };
}
