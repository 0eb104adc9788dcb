import { z } from 'zod';
import { caseDefinitionOf, definitionSchema } from '../golden/case-definition.js';
import { splitStatements } from '../golden/statements.js';
import type { JudgedCase } from '../judge/relevance-judge.js';
import type { Rankings } from '../retrieval/retrieval-results.js';
import { roundHalfUp, type Denominator } from './average-precision.js';
import { scoreCase } from './case-score.js';
import { caseContextCost, caseContextCostSchema } from './context-cost.js';
import { caseLabels, recallSchema } from './label-recall.js';
import { contextTokens } from './token-worker.js';
import { caseMetrics, type MetricSpec } from './metric-names.js';
import { statementRecall } from './statement-recall.js';

// The score stage's output: one case as scored, before it is compared with the baseline. The
// report's case (report/report.ts) extends this schema with the comparison's fields.

/** A retrieved passage as judged at its rank. */
const contextReportSchema = z.object({
  id: z.string(),
  rank: z.number().int().min(1),
  relevant: z.boolean(),
  reason: z.string(),
  /**
   * The context's text, shortened as the comment and the job summary show it; only for the
   * contexts they show (report/shown-cases.ts). The rest of the report keeps ids, ranks, verdicts
   * and reasons: the text is the retriever's, not the gate's.
   */
  text: z.string().optional(),
  score: z.number().optional(),
  /** The verdict was reused from the recorded store, not asked again. */
  reused: z.boolean().optional(),
  agreement: z.number().min(0).max(1).optional(),
  /** A label-judged case's passage that no label names, judged by the LLM (`judge-holes`). */
  judge: z.literal('llm').optional(),
  /** Where it comes from, as the retriever said (`promote` writes passage labels from it). */
  origin: z
    .object({ source: z.string(), start: z.number().optional(), end: z.number().optional() })
    .optional(),
});

export const scoredCaseSchema = z.object({
  id: z.string(),
  query: z.string(),
  expected: z.string().nullable(),
  tags: z.array(z.string()),
  /** Where the golden case is defined (`file:line`). */
  source: z.string(),
  judge: z.enum(['llm', 'labels']),
  /** Average Precision in 0..1, full precision (unscaled). */
  ap: z.number().min(0).max(1),
  /** AP × scale, rounded half up to 2 decimals, as shown. */
  apRounded: z.number(),
  relevantRanks: z.array(z.number().int().min(1)),
  reason: z.string(),
  /**
   * R, when AP was divided by the labels (`denominator: labels`): its labelled relevant ids,
   * LLM-judged holes and passages. Absent: divided by the relevant contexts retrieved.
   */
  labelledRelevant: z.number().int().min(0).optional(),
  /** The fingerprint of its definition (query, expected, labels). */
  definition: definitionSchema,
  /** Its golden labels (context id, grade), to score the baseline's ranking when they changed. */
  labels: z.array(z.tuple([z.string(), z.number()])).optional(),
  /** Who decided its labels and when (the golden field `labelled`). */
  labelled: z.object({ by: z.string(), at: z.string() }).optional(),
  /** A label-judged case: the ids of its judged contexts that neither a label nor the LLM judged (counted not relevant). */
  unjudged: z.array(z.string()).optional(),
  /** The judge could not judge this case; it is left out of the score. */
  error: z.string().nullable(),
  /** The error is the judge refusing the request (a 4xx): the run's own contexts caused it. */
  refused: z.literal(true).optional(),
  /** A labelled case: how much of its relevant set was retrieved (recall@k), and what was missed. */
  labelRecall: recallSchema.optional(),
  /** A passage-labelled case: its passages some judged context matched, of all of them. */
  passageLabels: z.object({ matched: z.number().int(), total: z.number().int() }).optional(),
  /** An LLM-judged case: the share of its expected answer's statements the contexts support, and those none supports. */
  statementRecall: recallSchema.optional(),
  /** The metrics beside AP this case has, by name (`recall`, `ndcg@10`, …), 0..1. */
  metrics: z.record(z.string(), z.number().min(0).max(1)).optional(),
  /** The o200k_base tokens of its judged contexts (absent when the judge failed on it). */
  contextCost: caseContextCostSchema.optional(),
  contexts: z.array(contextReportSchema),
});
export type ScoredCase = z.infer<typeof scoredCaseSchema>;

/** What scoring a case needs of the settings. */
export interface ScoreSettings {
  scale: number;
  denominator: Denominator;
  /** Metrics beside MAP to compute (none when undefined). */
  metrics?: readonly MetricSpec[];
  /** The contexts judged of each ranking: its first k (all when undefined). */
  k?: number;
}

/**
 * The judged cases, scored; their contexts' tokens (o200k_base) counted from their rankings. All
 * but the token counts is worked out while the counting (on a worker, for a large run) finishes.
 */
export async function scoreCases(
  judged: readonly JudgedCase[],
  rankings: Rankings,
  options: ScoreSettings,
): Promise<ScoredCase[]> {
  const counting = contextTokens().count(rankings.values(), options.k);
  const scoring = judged.map((c) => toScoredCase(c, options));
  const counted = await counting;
  return scoring.map((withTokens, i) => {
    const { goldenCase, contexts, error } = judged[i] as JudgedCase;
    if (error) return withTokens(undefined);
    const ranking = rankings.get(goldenCase.id) ?? [];
    const counts = counted.get(ranking) ?? [];
    // Judged contexts are their ranking's first k (plan-requests.ts): the same texts, in order.
    if (counts.length !== contexts.length || contexts.some((c, n) => ranking[n]?.text !== c.text))
      throw new Error(`case "${goldenCase.id}": its judged contexts are not its ranking's`);
    return withTokens([...counts]);
  });
}

/**
 * A judged case, scored, once its contexts' token counts are given (none for a case the judge
 * failed on).
 */
function toScoredCase(
  judged: JudgedCase,
  options: ScoreSettings,
): (tokens: readonly number[] | undefined) => ScoredCase {
  const { goldenCase, error } = judged;
  const labels = error ? undefined : caseLabels(judged);
  const scored = scoreCase(judged, options.denominator, labels?.labelledGrades);
  const statements =
    judged.judge === 'llm' && !error && goldenCase.expected !== undefined
      ? statementRecall(
          splitStatements(goldenCase.expected),
          judged.contexts.map((c) => c.statements),
        )
      : undefined;
  const recall = labels?.recall;
  const definition = caseDefinitionOf(goldenCase);
  // The requested metrics (none when the judge failed), absent when the case has none.
  const metricsOf = (tokens: readonly number[] | undefined) => {
    const metrics = caseMetrics(options.metrics ?? [], {
      statementRecall: statements?.recall,
      ...(judged.judge === 'labels' && labels && { labelled: { ...labels, tokens } }),
    });
    return !error && Object.keys(metrics).length > 0 ? { metrics } : {};
  };
  const contexts = judged.contexts.map((c) => ({
    id: c.id,
    rank: c.rank,
    relevant: c.relevant,
    reason: c.reason,
    text: c.text,
    ...(c.score !== undefined && { score: c.score }),
    ...(c.reused && { reused: true as const }),
    ...(c.agreement !== undefined && { agreement: c.agreement }),
    ...(c.judge && { judge: c.judge }),
    ...(c.origin && { origin: c.origin }),
  }));
  return (tokens) => ({
    id: goldenCase.id,
    query: goldenCase.query,
    expected: goldenCase.expected ?? null,
    tags: goldenCase.tags,
    source: `${goldenCase.source.file}:${goldenCase.source.line}`,
    judge: judged.judge,
    ap: error ? 0 : scored.ap,
    apRounded: error ? 0 : roundHalfUp(scored.ap * options.scale, 2),
    relevantRanks: scored.relevantRanks,
    reason: error ? `not scored: ${error}` : scored.reason,
    ...(!error &&
      scored.labelledRelevant !== undefined && { labelledRelevant: scored.labelledRelevant }),
    error: error ?? null,
    ...(error && judged.refused && { refused: true as const }),
    definition,
    ...(goldenCase.relevant && { labels: [...goldenCase.relevant] }),
    ...(goldenCase.labelled && { labelled: goldenCase.labelled }),
    ...(judged.judge === 'labels' &&
      !error && { unjudged: judged.contexts.filter((c) => c.unjudged).map((c) => c.id) }),
    ...(recall && { labelRecall: recall }),
    ...(statements && { statementRecall: statements }),
    ...(goldenCase.passages && labels && { passageLabels: passagesMatched(judged) }),
    ...metricsOf(tokens),
    ...(tokens && {
      contextCost: caseContextCost(
        tokens,
        judged.contexts.map((c) => c.relevant),
      ),
    }),
    contexts,
  });
}

/** A passage-labelled case's passages that some judged context matched, of all its passages. */
function passagesMatched({ goldenCase, contexts }: JudgedCase): { matched: number; total: number } {
  const matched = new Set(contexts.flatMap((c) => c.passages ?? []));
  return { matched: matched.size, total: goldenCase.passages?.length ?? 0 };
}
