import type { Report } from '../report.js';
import type { ReportView } from '../view.js';
import { escapeMarkdown } from './markdown-text.js';
import { VARIANTS_LEGEND } from '../variant-lines.js';

const EMOJI = { passed: '✅', failed: '❌', below: '⚠️' } as const;

export function verdictHeading(report: Report, view: ReportView): string {
  const gate = report.name === 'default' ? '' : ` · ${escapeMarkdown(report.name)}`;
  return `### ${EMOJI[view.verdict]} ${view.heading}${gate}`;
}

/** Why first, then the score line, golden set, metrics, context, causes, variants, audit, failures and notes. */
export function headlineBody(view: ReportView): string[] {
  const lines = view.lead ? [view.lead, ''] : [];
  lines.push(view.score.join(' · '));
  // Right under the score: a warning qualifies it (labels that no longer name what is retrieved).
  if (view.warnings.length > 0) lines.push('', view.warnings.map((w) => `⚠️ ${w}`).join('<br>\n'));
  if (view.golden) lines.push('', `🗂️ ${view.golden}`);
  if (view.metrics) lines.push('', view.metrics);
  if (view.context) lines.push('', view.context);
  if (view.causes) lines.push('', view.causes);
  if (view.variants)
    lines.push(
      '',
      '**Variants**',
      '',
      view.variants.map((v) => `- ${v}`).join('\n'),
      '',
      `<sub>${VARIANTS_LEGEND}</sub>`,
    );
  if (view.audit) lines.push('', `${view.audit.warns ? '⚠️' : '🔎'} ${view.audit.line}`);
  const bullet = view.verdict === 'below' ? '⚠️' : '❌';
  const failures = view.failures.slice(0, 10).map((f) => `- ${bullet} ${f}`);
  if (failures.length > 0) lines.push('', failures.join('\n'));
  // Notes are apart from the reasons for failing: they explain, they do not fail.
  const notes = view.notes.slice(0, 10).map((n) => `ℹ️ ${n}`);
  if (notes.length > 0) lines.push('', notes.join('<br>\n'));
  return lines;
}
