import { formatCount, percent, plural } from '../format/numbers.js';
import type { Report } from './report.js';

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
