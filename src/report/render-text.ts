import { tokensUsed } from './tokens-used.js';
import { auditLine } from './audit-line.js';
import { formatDelta, formatScore, plural } from '../format/numbers.js';
import { formatAp } from '../score/average-precision.js';
import { movementText } from './movement-text.js';
import { orderCases } from './case-order.js';
import { hasJudgeColumn, metricNamesOf } from './shown-columns.js';
import { plainText, shortSha } from '../format/plain-text.js';
import { causeLine } from './regression-cause.js';
import { casesScored, notesToList, type CaseReport, type Report } from './report.js';
import { goldenSetLine, pairedNote } from './golden-line.js';
import { visibleText } from '../format/visible-text.js';

/**
 * The report for a terminal: plain aligned text, worst cases first. Every string from the report
 * (a report passed with --report may be anyone's) is made plain: no escape sequences.
 */
export function renderText(report: Report, maxRows = Infinity): string {
  // Worst change first, as the comment orders them.
  const shown = orderCases(report.cases).slice(0, maxRows);
  const lines = [...headLines(report), '', ...caseTable(report, shown)];
  if (report.cases.length > shown.length)
    lines.push(
      `  … and ${plural(report.cases.length - shown.length, 'more case')} in the report file`,
    );
  lines.push(
    `  ranks: ● relevant · ○ not relevant, rank 1 first${report.cases.some((c) => c.movement) ? "; a regressed case shows the baseline's → this run's" : ''}`,
    '',
  );
  const moved = shown.filter((c) => c.movement);
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
  const u = report.usage;
  lines.push(
    `  ${report.model ? `judge ${plainText(report.model)}${report.judgeServer ? ` at ${plainText(report.judgeServer)}` : ''}` : 'judged by labels'} · ${u.judgeRequests} judge requests · ${u.reusedVerdicts} verdicts reused · ${tokensUsed(u)} · denominator ${report.denominator}${report.k ? ` · k ${report.k}` : ''}`,
  );
  return lines.join('\n') + '\n';
}

/** The verdict, the score line, the golden set, metrics, why, failures and notes. */
function headLines(report: Report): string[] {
  const verdict = report.passed
    ? 'PASSED'
    : report.mode === 'audit'
      ? 'BELOW THE GATE (audit)'
      : 'FAILED';
  const counts = report.baseline?.comparable
    ? ` · ${plural(report.regressions, 'regression')}`
    : '';
  return [
    `Context precision: ${verdict}`,
    `  score ${formatScore(report.score, 4)} (MAP over ${casesScored(report)}${report.scale !== 1 ? ` × ${report.scale}` : ''}), threshold ${formatScore(report.threshold)}` +
      (report.baseline
        ? `, baseline ${formatScore(report.baseline.score, 4)}${baselineFrom(report)} (${formatDelta(report.delta, 4)}${pairedNote(report)}), max drop ${formatScore(report.maxDrop)}${counts}`
        : ', no baseline'),
    ...[goldenSetLine(report, (id) => plainText(visibleText(id)))].flatMap((line) =>
      line ? [`  ${line}`] : [],
    ),
    ...metricsText(report),
    ...(report.cause ? [`  why: ${causeLine(report.cause, report.k, (id) => plainText(id))}`] : []),
    ...report.failures.map((f) => `  ✗ ${plainText(f)}`),
    ...notesToList(report).map((n) => `  · ${plainText(n)}`),
    ...(report.audit ? [`  · ${plainText(auditLine(report.audit, report.model))}`] : []),
  ];
}

/** The aligned table of the shown cases, its header first. */
function caseTable(report: Report, shown: readonly CaseReport[]): string[] {
  const compared = report.baseline !== null;
  const judgeColumn = hasJudgeColumn(report);
  const withRecall = Object.hasOwn(report.metrics, 'recall');
  const rows = shown.map((c) => [
    plainText(c.id),
    c.error ? 'error' : formatScore(c.apRounded),
    ...(compared ? [baseAp(c, report.scale), delta(c, report.scale)] : []),
    ...(withRecall ? [recallText(c)] : []),
    strip(c),
    ...(judgeColumn ? [c.judge] : []),
    oneLine(c.reason) +
      (c.labelRecall?.missed.length
        ? `; not retrieved: ${plainText(c.labelRecall.missed.join(', '))}`
        : '') +
      (c.statementRecall?.missed.length
        ? `; not supported: ${oneLine(c.statementRecall.missed.map((s) => `"${s}"`).join(' '))}`
        : ''),
  ]);
  const header = [
    'case',
    'AP',
    ...(compared ? ['base AP', 'Δ'] : []),
    ...(withRecall ? ['recall'] : []),
    'ranks',
    ...(judgeColumn ? ['judge'] : []),
    'why',
  ];
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

/** `  recall 0.4792, baseline 0.9583 (−0.4792); ndcg@5 0.6131 (−0.2000)` */
function metricsText(report: Report): string[] {
  const names = metricNamesOf(report);
  if (names.length === 0) return [];
  const parts = names.map((name) => {
    const change = report.metricChanges?.[name];
    return `${name} ${formatScore(report.metrics[name] as number, 4)}${change ? `, baseline ${formatScore(change.baseline, 4)} (${formatDelta(change.delta, 4)})` : ''}`;
  });
  return [`  ${parts.join('; ')}`];
}

/** `0.50`, or `1.00→0.50` when it changed since the baseline. */
function recallText(c: CaseReport): string {
  const now = c.error ? undefined : c.metrics?.recall;
  if (now === undefined) return '–';
  const was = c.baselineMetrics?.recall;
  return was === undefined || Math.abs(was - now) <= 1e-9
    ? formatScore(now)
    : `${formatScore(was)}→${formatScore(now)}`;
}

const PLAIN_MOVES = {
  mark: (relevant: boolean) => (relevant ? '●' : '○'),
  name: (id: string) => plainText(id),
};

/** ` from main.json` (the `--baseline` report file), ` from 4a7e91c` (its commit), or nothing. */
function baselineFrom(report: Report): string {
  if (report.baseline?.file !== undefined) return ` from ${plainText(report.baseline.file)}`;
  const sha = shortSha(report.baseline?.sha);
  return sha ? ` from ${sha}` : '';
}

function baseAp(c: CaseReport, scale: number): string {
  return c.baselineAp === null ? '–' : formatAp(c.baselineAp * scale);
}

function delta(c: CaseReport, scale: number): string {
  if (c.error) return '–';
  if (c.change === 'new') return 'new';
  return c.delta === null ? '–' : formatDelta(c.delta * scale, 2);
}

const oneLine = (text: string): string => plainText(text).replace(/\s+/g, ' ').trim();

/**
 * Which of the judged ranks were relevant, for a terminal: ● relevant, ○ not; a regressed case
 * whose baseline kept its ranking shows the baseline's first (`●○○→○○●`).
 */
function strip(c: CaseReport): string {
  if (c.error) return '–';
  const dots = (relevant: readonly boolean[]) =>
    relevant.length === 0 ? '(none)' : relevant.map((r) => (r ? '●' : '○')).join('');
  const now = dots(c.contexts.map((context) => context.relevant));
  return c.movement ? `${dots(c.movement.baselineRelevant)}→${now}` : now;
}
