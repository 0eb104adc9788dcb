import { casesScored, notesToList, type Report } from '../report.js';
import { causeLine } from '../regression-cause.js';
import { auditHeadline } from './audit-section.js';
import { metricsLine } from './metrics-line.js';
import { escapeMarkdown, excerpt } from './markdown-text.js';
import { shortSha } from '../../format/plain-text.js';
import { goldenSetLine, pairedNote } from '../golden-line.js';
import { visibleText } from '../../format/visible-text.js';
import { formatDelta, formatScore, plural } from '../../format/numbers.js';

// Headline

export function verdictHeading(report: Report): string {
  const gate = report.name === 'default' ? '' : ` · ${escapeMarkdown(report.name)}`;
  const verdict = report.passed
    ? '✅ Context precision passed'
    : report.mode === 'audit'
      ? '⚠️ Context precision is below the gate (audit mode: not failing)'
      : '❌ Context precision failed';
  return `### ${verdict}${gate}`;
}

/** Score, baseline, delta and settings on one line. */
export function scoreLine(report: Report): string {
  const over = `MAP${report.scale !== 1 ? ` × ${report.scale}` : ''} over ${casesScored(report)}`;
  const parts = [`**Score ${formatScore(report.score, 4)}** (${over})`];
  const baseline = report.baseline;
  const from = baselineFrom(baseline);
  if (baseline === null) {
    parts.push('**no baseline yet**: gated on the threshold alone');
  } else if (!baseline.comparable) {
    parts.push(
      `baseline ${formatScore(baseline.score, 4)}${from} **not comparable** (${excerpt(baseline.differences.join('; '), 400)}): shown, not gated on`,
    );
  } else {
    parts.push(
      `baseline ${formatScore(baseline.score, 4)}${from}`,
      `**Δ ${formatDelta(report.delta, 4)}**${pairedNote(report)}`,
    );
  }
  parts.push(`threshold ${formatSetting(report.threshold)}`);
  if (baseline !== null) parts.push(`max drop ${formatSetting(report.maxDrop)}`);
  return [...parts, ...countsOf(report)].join(' · ');
}

/** What the golden set did (new, removed, edited, renamed cases), as markdown; null: nothing. */
function goldenLine(report: Report): string | null {
  const line = goldenSetLine(report, (id) => excerpt(visibleText(id), 60));
  return line && `🗂️ ${line}`;
}

export function headlineBody(report: Report): string[] {
  const lines = [scoreLine(report)];
  const golden = goldenLine(report);
  if (golden) lines.push('', golden);
  const metrics = metricsLine(report);
  if (metrics) lines.push('', metrics);
  if (report.cause)
    lines.push(
      '',
      `**Why:** ${causeLine(report.cause, report.k, (id) => `**${excerpt(id, 60)}**`)}.`,
    );
  for (const line of auditHeadline(report)) lines.push(line);
  const bullet = report.mode === 'audit' ? '⚠️' : '❌';
  const failures = report.failures.slice(0, 10).map((f) => `- ${bullet} ${excerpt(f, 500)}`);
  if (failures.length > 0) lines.push('', failures.join('\n'));
  // Notes are apart from the reasons for failing: they explain, they do not fail.
  const notes = notesToList(report)
    .slice(0, 10)
    .map((n) => `ℹ️ ${excerpt(n, 500)}`);
  if (notes.length > 0) lines.push('', notes.join('<br>\n'));
  return lines;
}

/** `4 regressions · 1 case the judge could not judge`: on the score line, never alone on one. */
function countsOf(report: Report): string[] {
  const counts: string[] = [];
  const golden = goldenLine(report);
  const errors = report.cases.filter((c) => c.error !== null).length;
  const newCases = report.cases.filter((c) => c.change === 'new' && c.error === null).length;
  if (report.baseline?.comparable) counts.push(plural(report.regressions, 'regression'));
  // Said by the golden-set line when there is one.
  if (newCases > 0 && !golden) counts.push(plural(newCases, 'new case'));
  if (report.removedCases.length > 0 && !golden)
    counts.push(plural(report.removedCases.length, 'removed case'));
  if (errors > 0) counts.push(`${plural(errors, 'case')} the judge could not judge`);
  return counts;
}

/** ` from \`4a7e91c\``, or the `--baseline` report file as given: ` from main.json`. */
function baselineFrom(baseline: Report['baseline']): string {
  if (baseline?.file !== undefined) return ` from ${excerpt(baseline.file, 100)}`;
  const sha = shortSha(baseline?.sha);
  return sha ? ` from \`${sha}\`` : '';
}

/** 0.7 → "0.70", 0.725 → "0.725": two decimals at least, up to four, as set. */
function formatSetting(value: number): string {
  const trimmed = value.toFixed(4).replace(/0+$/, '');
  return (trimmed.split('.')[1] ?? '').length >= 2 ? trimmed : value.toFixed(2);
}
