import { formatCount, formatDelta, formatScore, percent, plural } from '../format/numbers.js';
import { formatAp, sameScore } from '../score/average-precision.js';
import type { Report } from './report.js';

// The view's one-line facts beside the score: the golden set's changes, the metrics beside MAP
// and the context cost.

/** How one output writes text: untrusted strings made safe, emphasis and code. */
export interface Style {
  /** Untrusted free text (a model name, a file, a note), made safe and cut to `max` characters. */
  text(value: string, max: number): string;
  /** A case or passage id, made safe (its invisible characters visible) and cut to `max`. */
  id(value: string, max: number): string;
  strong(value: string): string;
  code(value: string): string;
}

/** The first `max` items, each shown, joined by `separator`; the rest counted (`, and 3 more`). */
export function firstOf(
  items: readonly string[],
  max: number,
  separator: string,
  show = (item: string) => item,
): string {
  const more = items.length - max;
  return (
    items.slice(0, max).map(show).join(separator) +
    (more > 0 ? `${separator}and ${formatCount(more)} more` : '')
  );
}

/** A passage as a movement or a case's facts name it: its id made safe, emphasised. */
export const passageName = (style: Style, id: string): string => style.strong(style.id(id, 60));

/** Ids named per kind of change; the rest are counted. */
const list = (names: readonly string[], separator = ', ') => firstOf(names, 5, separator);

/**
 * What the golden set did since the baseline, on one line, or null when nothing changed:
 * `golden set: +3 new · −2 removed (q7 was 0.25, q8 was 0.20) · 1 edited (q1: labels) · 1 renamed (q1 → q1\u200b)`.
 * `show` makes an id safe (and its invisible characters visible) for where the line goes.
 */
export function goldenSetLine(report: Report, show: (id: string) => string): string | null {
  const golden = report.golden;
  if (!golden) return null;
  const parts: string[] = [];
  if (golden.new.length > 0) parts.push(`+${golden.new.length} new`);
  if (golden.removed.length > 0) {
    const named = golden.removed.map(
      (id, i) => `${show(id)} was ${formatAp((golden.removedAp[i] ?? 0) * report.scale)}`,
    );
    parts.push(`−${golden.removed.length} removed (${list(named)})`);
  }
  if (golden.edited.length > 0) {
    const byId = new Map(report.cases.map((c) => [c.id, c]));
    const named = golden.edited.map((id) => {
      const c = byId.get(id);
      const fields = c?.edited?.join(', ') ?? 'edited';
      const how =
        c?.change === 'edited'
          ? ', left out of the drop'
          : c?.edited?.includes('labels') && c.delta !== null
            ? ', compared under the new labels'
            : '';
      return `${show(id)}: ${fields}${how}`;
    });
    parts.push(`${golden.edited.length} edited (${list(named, '; ')})`);
  }
  if (golden.renamed.length > 0)
    parts.push(
      `${golden.renamed.length} renamed (${list(golden.renamed.map((r) => `${show(r.from)} → ${show(r.to)}`))})`,
    );
  return parts.length > 0 ? `golden set: ${parts.join(' · ')}` : null;
}

/**
 * The metrics beside MAP, recall first: `Recall 0.4792 (…) · baseline 0.9583 · Δ −0.4792 ·
 * ndcg@5 0.6131 (−0.2000)`; the deltas are paired over the cases MAP's is.
 */
export function metricsLine(report: Report, style: Pick<Style, 'strong' | 'text'>): string | null {
  // Recall first, then by name.
  const names = Object.keys(report.metrics).sort((a, b) =>
    a === 'recall' ? -1 : b === 'recall' ? 1 : a < b ? -1 : a > b ? 1 : 0,
  );
  if (names.length === 0) return null;
  return names
    .map((name) => {
      const mean = report.metrics[name] as number;
      const value = formatScore(mean, 4);
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
      if (name === 'unjudged') {
        // The share of label-judged passages no label names, and the baseline's when it differs.
        const was =
          change && !sameScore(change.baseline, mean)
            ? `, baseline ${percent(change.baseline)}`
            : '';
        return `${style.strong(`Unjudged ${percent(mean)}`)} (label-judged passages no label names, counted not relevant${was})`;
      }
      return `${style.text(name, 60)} ${value}${change ? ` (${formatDelta(change.delta, 4)})` : ''}`;
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

/** `+12.0%`, `−3.4%`, `0.0%`; from 0 tokens, the tokens added (`+120 tokens`). */
function change(tokens: number, baselineTokens: number): string {
  if (baselineTokens === 0)
    return tokens === 0 ? '0.0%' : `+${formatCount(Math.round(tokens))} tokens`;
  const rise = tokens / baselineTokens - 1;
  const shown = percent(Math.abs(rise), 1);
  return shown === '0.0%' ? shown : `${rise > 0 ? '+' : '−'}${shown}`;
}

/**
 * What the judged contexts cost, on one line beside the metrics, or null when nothing was counted:
 * `Context 1,240 tokens a case (38% irrelevant; 812 through the last relevant) · baseline 1,107 ·
 * Δ +12.0%`; the change is paired (over the cases both runs have), as the gate's, and said so
 * with both means over them when those are not all of the run's cases.
 */
export function contextLine(report: Report, strong: (text: string) => string): string | null {
  const cost = report.contextCost;
  if (!cost) return null;
  const tokens = (n: number) => formatCount(Math.round(n));
  const facts = [
    ...(cost.irrelevantShare === null ? [] : [`${percent(cost.irrelevantShare)} irrelevant`]),
    ...(cost.tokensToAllRelevant === null
      ? []
      : [`${tokens(cost.tokensToAllRelevant)} through the last relevant`]),
  ];
  const parts = [
    `${strong(`Context ${tokens(cost.tokens)} tokens a case`)}${facts.length > 0 ? ` (${facts.join('; ')})` : ''}`,
  ];
  const paired = cost.paired;
  if (paired) {
    // Over fewer cases than the run's mean: said, with both means over them, as the score's Δ.
    const over =
      paired.cases < cost.cases
        ? ` over the ${plural(paired.cases, 'case')} both runs have (${tokens(paired.baselineTokens)} → ${tokens(paired.tokens)})`
        : '';
    if (over === '') parts.push(`baseline ${tokens(paired.baselineTokens)}`);
    parts.push(`${strong(`Δ ${change(paired.tokens, paired.baselineTokens)}`)}${over}`);
  }
  return parts.join(' · ');
}
