import type { LabelRecall } from './label-recall.js';

/**
 * Recall of an LLM-judged case (context recall, as RAGAS's `LLMContextRecall` and Mastra's
 * context-recall scorer define it, from the same judge request as the verdicts):
 *
 *   recall = |statements supported by at least one judged context| / statement count
 *
 * `statements`: the expected answer split by `splitStatements`; `supported`: for each judged
 * context (the top k), the statement numbers (1-based) it supports. No contexts: 0, every statement
 * missed. Undefined when a context has no statement list (a verdict stored before they were asked
 * for) or there are no statements.
 */
export function statementRecall(
  statements: readonly string[],
  supported: readonly (readonly number[] | undefined)[],
): LabelRecall | undefined {
  if (statements.length === 0 || supported.some((s) => s === undefined)) return undefined;
  const covered = new Set(supported.flatMap((s) => s ?? []));
  const missed = statements.filter((_, index) => !covered.has(index + 1));
  return { recall: (statements.length - missed.length) / statements.length, missed };
}
