import { formatDelta, formatScore, percent, plural } from '../format/numbers.js';
import { sameScore } from '../score/average-precision.js';
import type { Report } from './report.js';
import type { Style } from './view-lines.js';

type VariantReport = NonNullable<Report['variants']>[number];

/** What the variants' lines mean, said once beside them. */
export const VARIANTS_LEGEND =
  'Each variant against this retriever, over the cases both scored: the change of MAP with its 95% paired bootstrap interval, p of the two-sided paired t-test (Holm-adjusted across the variants), and the cases where its AP is higher · equal · lower; then each metric whose change is significant (Holm-adjusted p < 0.05), with its p. Variants never fail the check and are never recorded.';

/** `p 0.003`, `p <0.001`. */
const pText = (p: number) => `p ${p < 0.001 ? '<0.001' : p.toFixed(3)}`;

/** `18% fewer context tokens`, `5% more …`, `the same context tokens`; null when not counted. */
function tokensText(v: VariantReport): string | null {
  const primary = v.versus?.primaryTokens;
  if (!v.contextCost || primary === null || primary === undefined || primary === 0) return null;
  const change = v.contextCost.tokens / primary - 1;
  const shown = percent(Math.abs(change));
  if (shown === '0%') return 'the same context tokens';
  return `${shown} ${change < 0 ? 'fewer' : 'more'} context tokens`;
}

/** `recall +0.052 (p 0.004)` for each metric whose change is significant (Holm-adjusted p < 0.05). */
function significantMetrics(v: VariantReport, style: Pick<Style, 'text'>) {
  return Object.entries(v.versus?.metrics ?? {}).flatMap(([metric, paired]) =>
    paired.pHolm !== null && paired.pHolm < 0.05
      ? [`${style.text(metric, 30)} ${formatDelta(paired.delta, 3)} (${pText(paired.pHolm)})`]
      : [],
  );
}

/** `biggest losses refund −0.50, returns −0.33`: the cases it lost most on (at most 3). */
function biggestLosses(v: VariantReport, report: Report, style: Pick<Style, 'text'>): string[] {
  const primary = new Map(report.cases.map((c) => [c.id, c.ap]));
  const losses = (v.caseAps ?? [])
    .flatMap(([id, ap]) => {
      const own = primary.get(id);
      return own !== undefined && !sameScore(ap, own) && ap < own ? [{ id, delta: ap - own }] : [];
    })
    .sort((a, b) => a.delta - b.delta)
    .slice(0, 3);
  if (losses.length === 0) return [];
  const each = losses.map(
    (l) => `${style.text(l.id, 60)} ${formatDelta(l.delta * report.scale, 2)}`,
  );
  return [`biggest losses ${each.join(', ')}`];
}

/**
 * One plain line per variant, e.g. `` `bge-small`: +0.043 MAP (95% +0.021…+0.065, p 0.003), wins
 * 31 · ties 52 · losses 9, recall +0.052 (p 0.004), 18% fewer context tokens; MAP 0.8120 · recall 0.9100 over 92 cases ``; a failed
 * variant says why. Null when the run has no variants.
 */
export function variantLines(report: Report, style: Pick<Style, 'code' | 'text'>): string[] | null {
  if (!report.variants || report.variants.length === 0) return null;
  return report.variants.map((v) => {
    const name = `${style.code(v.name)}:`; // [A-Za-z0-9._-] (the report's schema)
    if (v.error !== null) return `${name} not scored: ${style.text(v.error, 300)}`;
    const versus = v.versus;
    if (!versus || v.score === null)
      return `${name} no case was scored by both it and this retriever`;
    const interval =
      versus.low === null || versus.high === null
        ? ''
        : `95% ${formatDelta(versus.low, 3)}…${formatDelta(versus.high, 3)}`;
    // No p without a test (fewer than 2 cases).
    const test = [interval, versus.pHolm === null ? '' : pText(versus.pHolm)]
      .filter(Boolean)
      .join(', ');
    const tokens = tokensText(v);
    const after = [
      ...significantMetrics(v, style),
      ...(tokens ? [tokens] : []),
      ...biggestLosses(v, report, style),
    ];
    // Its own MAP and metrics (the metric names are the input's: letters, digits, @).
    const means = [
      `MAP ${formatScore(v.score, 4)}`,
      ...Object.entries(v.metrics).map(
        ([metric, mean]) => `${style.text(metric, 30)} ${formatScore(mean, 4)}`,
      ),
    ];
    return `${name} ${formatDelta(versus.delta, 3)} MAP${test ? ` (${test})` : ''}, wins ${versus.wins} · ties ${versus.ties} · losses ${versus.losses}${after.map((clause) => `, ${clause}`).join('')}; ${means.join(' · ')} over ${plural(v.cases, 'case')}`;
  });
}
