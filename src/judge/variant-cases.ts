import type { RankedContext } from '../golden/context.js';
import type { GoldenCase } from '../golden/golden-cases.js';
import { matchingPassages } from '../golden/passages.js';
import type { PlannedCase } from './plan-requests.js';
import type {
  JudgedCase,
  JudgedContext,
  JudgeFailure,
  JudgeKind,
  Verdict,
} from './relevance-judge.js';

/** A verdict the LLM gave or reused, as a ranking's context takes it. */
export type KeyedVerdict = Verdict & Pick<JudgedContext, 'reused' | 'agreement'>;

/**
 * A ranking of a case (the primary's, or a variant's with no request of its own) judged by the
 * case's labels, and the contexts the LLM judges (all of an LLM-judged case, a labelled case's
 * holes, or all to calibrate) by the verdicts its case's one request gave or reused (`byKey`).
 * The judge's failure on the case fails each ranking that needs its verdicts (LLM-judged, even
 * with no contexts of its own: fail closed; or holes to fill); a context left without a verdict
 * (no key to ask) leaves the case unscored.
 */
export function caseFromVerdicts(
  goldenCase: GoldenCase,
  kind: JudgeKind,
  { ranked, asked, keys, fillsHoles }: PlannedCase['variants'][number],
  outcome?: { error?: string; failure?: JudgeFailure; byKey: ReadonlyMap<string, KeyedVerdict> },
): JudgedCase {
  const contexts: JudgedContext[] =
    kind === 'labels'
      ? judgeByLabels(goldenCase, ranked)
      : ranked.map((context, i) => ({ ...context, rank: i + 1, relevant: false, reason: '' }));
  const failed = (error: string): JudgedCase => ({ goldenCase, judge: kind, contexts: [], error });
  if (outcome?.error && (kind === 'llm' || fillsHoles))
    return { ...failed(outcome.error), ...(outcome.failure === 'request' && { refused: true }) };
  if (asked.length === 0 || outcome?.error) return { goldenCase, judge: kind, contexts };
  // Labels win; a context no label names takes the LLM's verdict, marked as the LLM's (and, for a
  // case without an expected answer, as judged against the query alone: a weaker verdict).
  const prefix = goldenCase.expected?.trim() ? '' : 'query only (no expected answer): ';
  for (const [position, index] of asked.entries()) {
    const verdict = outcome?.byKey.get(keys[position] as string);
    if (!verdict)
      return failed(
        'a passage of this variant has no verdict: none was recorded, and no API key is set to ask',
      );
    const context = { ...(ranked[index] as JudgedContext), rank: index + 1, ...verdict };
    if (kind === 'llm') contexts[index] = context;
    else if (contexts[index]?.unjudged)
      contexts[index] = { ...context, reason: `${prefix}${verdict.reason}`, judge: 'llm' };
  }
  return { goldenCase, judge: kind, contexts };
}

/**
 * A labelled case's contexts judged by its labels: by id first, else by the passages they match
 * (golden/passages.ts: the highest grade); one no label names is unjudged (not relevant).
 */
export function judgeByLabels(
  goldenCase: GoldenCase,
  ranked: readonly RankedContext[],
): JudgedContext[] {
  const labels = goldenCase.relevant as ReadonlyMap<string, number>;
  const passages = goldenCase.passages ?? [];
  return ranked.map((context, index) => {
    const at = { ...context, rank: index + 1 };
    const grade = labels.get(context.id);
    if (grade !== undefined) return { ...at, ...labelVerdict(grade, 'labelled') };
    const matched = matchingPassages(context.origin, context.text, passages);
    if (matched.length === 0)
      return { ...at, relevant: false, reason: 'not in the golden labels', unjudged: true };
    // The reason names no passage: the same words in every case, stored once (the report, the page).
    const best = matched.reduce((most, i) => Math.max(most, passages[i]!.grade), 0);
    return { ...at, ...labelVerdict(best, 'matches a passage label:'), passages: matched };
  });
}

const labelVerdict = (grade: number, how: string) => ({
  relevant: grade > 0,
  reason: `${how} ${grade > 0 ? 'relevant' : 'not relevant'} (grade ${grade})`,
});
