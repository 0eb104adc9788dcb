import type { RankedContext } from '../golden/context.js';
import type { GoldenCase } from '../golden/golden-cases.js';
import { matchingPassages } from '../golden/passages.js';
import type { JudgedContext } from './relevance-judge.js';

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
