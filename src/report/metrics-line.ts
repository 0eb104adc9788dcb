import { formatDelta, formatScore, percent, plural } from '../format/numbers.js';
import { sameScore } from '../score/average-precision.js';
import type { Report } from './report.js';

/**
 * The metrics beside MAP, recall first: `Recall 0.4792 (…) · baseline 0.9583 · Δ −0.4792 ·
 * ndcg@5 0.6131 (−0.2000)`; the deltas are paired over the cases MAP's is.
 */
export function metricsLine(
  report: Report,
  style: { strong(value: string): string; text(value: string, max: number): string },
): string | null {
  // Recall first, then by name.
  const names = Object.keys(report.metrics).sort((a, b) =>
    a === 'recall' ? -1 : b === 'recall' ? 1 : a < b ? -1 : a > b ? 1 : 0,
  );
  if (names.length === 0) return null;
  return names
    .map((name) => {
      const value = formatScore(report.metrics[name] as number, 4);
      const change = report.metricChanges?.[name];
      if (name === 'recall') {
        const parts = [`${style.strong(`Recall ${value}`)} (${recallMeaning(report)})`];
        if (change)
          parts.push(
            `baseline ${formatScore(change.baseline, 4)}`,
            style.strong(`Δ ${formatDelta(change.delta, 4)}`),
          );
        return parts.join(' · ');
      }
      if (name === 'unjudged')
        return unjudgedText(report.metrics[name] as number, change, style.strong);
      return `${style.text(name, 60)} ${value}${change ? ` (${formatDelta(change.delta, 4)})` : ''}`;
    })
    .join(' · ');
}

/** `Unjudged 25%` of the label-judged passages (no label names them), and the baseline's share. */
function unjudgedText(
  share: number,
  change: { baseline: number } | undefined,
  strong: (value: string) => string,
): string {
  const was =
    change && !sameScore(change.baseline, share) ? `, baseline ${percent(change.baseline)}` : '';
  return `${strong(`Unjudged ${percent(share)}`)} (label-judged passages no label names, counted not relevant${was})`;
}

/** What recall measures here, by the kinds of case that have it, and over how many when not all. */
function recallMeaning(report: Report): string {
  const scored = report.cases.filter((c) => c.error === null);
  const withRecall = scored.filter((c) => c.metrics?.recall !== undefined);
  const kinds = new Set(withRecall.map((c) => c.judge));
  const what =
    kinds.size === 2
      ? 'relevant passages retrieved, and expected statements supported'
      : kinds.has('llm')
        ? 'expected statements the contexts support'
        : 'labelled relevant passages retrieved';
  return withRecall.length < scored.length
    ? `${what}, over ${withRecall.length} of ${plural(scored.length, 'case')}`
    : what;
}
