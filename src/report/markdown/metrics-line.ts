import type { Report } from '../report.js';
import { formatDelta, formatScore, plural } from '../../format/numbers.js';
import { escapeMarkdown } from './markdown-text.js';
import { metricNamesOf } from '../shown-columns.js';

/**
 * The metrics beside MAP on one line, recall first: `**Recall 0.4792** · baseline 0.9583 ·
 * **Δ −0.4792** · ndcg@5 0.6131 (−0.2000)`; the deltas are paired over the cases MAP's is.
 * Empty when no metric was computed.
 */
export function metricsLine(report: Report): string {
  return metricNamesOf(report)
    .map((name) => {
      const value = formatScore(report.metrics[name] as number, 4);
      const change = report.metricChanges?.[name];
      if (name === 'recall') {
        const parts = [`**Recall ${value}** (${recallMeaning(report)})`];
        if (change)
          parts.push(
            `baseline ${formatScore(change.baseline, 4)}`,
            `**Δ ${formatDelta(change.delta, 4)}**`,
          );
        return parts.join(' · ');
      }
      return `${escapeMarkdown(name)} ${value}${change ? ` (${formatDelta(change.delta, 4)})` : ''}`;
    })
    .join(' · ');
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
