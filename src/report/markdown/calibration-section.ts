import type { Report } from '../report.js';
import { excerpt } from './markdown-text.js';
import { percent, plural } from '../../format/numbers.js';

/** With `calibrate`: how the LLM agreed with the labels, and where it did not. */
export function calibrationSection(report: Report, listed: number): string {
  const cal = report.calibration;
  if (!cal || cal.contexts === 0) return '';
  const kappa = cal.kappa === null ? '' : ` (Cohen's κ ${cal.kappa.toFixed(2)})`;
  const lines = [
    '#### Judge calibration',
    '',
    `The LLM agreed with the golden labels on ${percent(cal.agreement)} of ${plural(cal.contexts, 'context')} in ${plural(cal.cases, 'labelled case')}${kappa}: ${plural(cal.falsePositives, 'false positive')}, ${plural(cal.falseNegatives, 'false negative')}.`,
    '',
  ];
  const shown = cal.disagreements.slice(0, listed);
  if (shown.length > 0) {
    lines.push("| case | context | label | LLM | LLM's reason |", '|---|---|---|---|---|');
    for (const d of shown) {
      lines.push(
        `| ${excerpt(d.caseId, 60)} | ${excerpt(d.contextId, 60)} | ${d.label ? '🟩 yes' : '⬜ no'} | ${d.llm ? '🟩 yes' : '⬜ no'} | ${excerpt(d.reason, 200)} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n') + '\n';
}
