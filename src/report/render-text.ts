import { formatDelta, formatScore, plural } from '../format/numbers.js';
import { movementText, regressedMovement, relevanceStrip } from './movement-text.js';
import { orderCases } from './shown-cases.js';
import { plainText } from '../format/plain-text.js';
import type { CaseReport, Report } from './report.js';
import { VARIANTS_LEGEND } from './variant-lines.js';
import {
  caseCells,
  caseColumns,
  judgeOf,
  PLAIN,
  PLAIN_MOVES,
  reportView,
  TERMS,
  type CaseColumn,
  type ReportView,
} from './view.js';

/**
 * The report for a terminal: plain aligned text, worst cases first. Every string from the report
 * (a report passed with --report may be anyone's) is made plain: no escape sequences.
 */
export function renderText(report: Report, maxRows = Infinity): string {
  // Worst change first, as the comment orders them.
  const shown = orderCases(report.cases).slice(0, maxRows);
  const view = reportView(report, PLAIN);
  const lines = [...headLines(view), '', ...caseTable(report, shown)];
  if (report.cases.length > shown.length)
    lines.push(
      `  … and ${plural(report.cases.length - shown.length, 'more case')} in the report file`,
    );
  lines.push(
    `  ranks: ● relevant · ○ not relevant, rank 1 first${report.cases.some(regressedMovement) ? "; a regressed case shows the baseline's → this run's" : ''}`,
    `  ${TERMS}`,
    '',
  );
  const moved = shown.filter(regressedMovement);
  if (moved.length > 0) {
    lines.push('  since the baseline:');
    for (const c of moved)
      lines.push(`    ${plainText(c.id)}: ${movementText(c.movement!, PLAIN_MOVES)}`);
    lines.push('');
  }
  if (report.tags.length > 0) {
    lines.push('  by tag:');
    for (const t of report.tags)
      lines.push(
        `    ${plainText(t.tag)}: ${formatScore(t.score, 4)} over ${plural(t.cases, 'case')}${t.delta === null ? '' : ` (${formatDelta(t.delta, 4)}${t.regressions > 0 ? `, ${plural(t.regressions, 'regression')}` : ''})`}`,
      );
    lines.push('');
  }
  lines.push(`  ${view.judge.join(' · ')}`);
  return lines.join('\n') + '\n';
}

/** The verdict, why, the score line, the golden set, metrics, context, causes, failures and notes. */
export function headLines(view: ReportView): string[] {
  const indented = (line: string | null) => (line ? [`  ${line}`] : []);
  return [
    view.heading,
    ...indented(view.lead),
    `  ${view.score.join(' · ')}`,
    ...view.warnings.map((w) => `  ! ${w}`),
    ...indented(view.golden),
    ...indented(view.metrics),
    ...indented(view.context),
    ...indented(view.causes),
    ...(view.variants
      ? ['  variants:', ...view.variants.map((v) => `    ${v}`), `    ${VARIANTS_LEGEND}`]
      : []),
    ...view.failures.map((f) => `  ✗ ${f}`),
    ...view.notes.map((n) => `  · ${n}`),
    ...indented(view.audit && `· ${view.audit.line}`),
  ];
}

/** The aligned table of the shown cases, its header first. */
function caseTable(report: Report, shown: readonly CaseReport[]): string[] {
  const columns = caseColumns(report, true);
  const rows = shown.map((c) => {
    const cells = caseCells(c, report.scale, PLAIN);
    const values: Record<CaseColumn, string> = {
      case: plainText(c.id),
      AP: cells.ap,
      'base AP': cells.baseAp,
      Δ: cells.delta,
      recall: cells.recall
        ? `${cells.recall.was ? `${cells.recall.was}→` : ''}${cells.recall.now}`
        : '–',
      relevance: relevanceStrip(c, dots, '→'),
      judge: judgeOf(c),
      reason:
        oneLine(c.reason) +
        (c.labelRecall?.missed.length
          ? `; not retrieved: ${plainText(c.labelRecall.missed.join(', '))}`
          : '') +
        (c.statementRecall?.missed.length
          ? `; not supported: ${oneLine(c.statementRecall.missed.map((s) => `"${s}"`).join(' '))}`
          : ''),
    };
    return columns.map((column) => values[column]);
  });
  // A terminal's table calls the relevance strip "ranks".
  const header = columns.map((column) => (column === 'relevance' ? 'ranks' : column));
  // Reduced, not Math.max(...lengths): a spread of 150k rows overflows the stack.
  const widths = header.map((h, i) =>
    Math.min(
      40,
      rows.reduce((width, r) => Math.max(width, (r[i] as string).length), h.length),
    ),
  );
  const format = (cells: string[]) =>
    '  ' +
    cells
      .map((cell, i) =>
        i === cells.length - 1 ? cell : cell.slice(0, widths[i]).padEnd(widths[i] as number),
      )
      .join('  ');
  return [format(header), ...rows.map(format)];
}

const oneLine = (text: string): string => plainText(text).replace(/\s+/g, ' ').trim();

/** A terminal's relevance strip: ● relevant, ○ not. */
const dots = (relevant: readonly boolean[]) =>
  relevant.length === 0 ? '(none)' : relevant.map(PLAIN_MOVES.mark).join('');
