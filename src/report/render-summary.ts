import { excerpt, formatDelta, formatScore } from './markdown-text.js';
import type { CaseReport, Report } from './report.js';

/** The job summary and the CLI's output: the whole report in GitHub-flavoured markdown. */
export function renderSummary(report: Report): string {
  const lines: string[] = [];
  const status = report.passed
    ? '✅ Passed'
    : report.mode === 'audit'
      ? '⚠️ Below the gate (audit mode: not failing)'
      : '❌ Failed';
  lines.push(`## Context precision: ${status}`, '');
  lines.push(
    `**Score ${formatScore(report.score, 4)}** (MAP over ${report.cases.length} case${report.cases.length === 1 ? '' : 's'}${report.scale !== 1 ? ` × ${report.scale}` : ''}), threshold ${formatScore(report.threshold, 2)}` +
      (report.baseline
        ? `, baseline ${formatScore(report.baseline.score, 4)} (${formatDelta(report.delta, 4)}), max drop ${formatScore(report.maxDrop, 2)}`
        : ', no baseline yet'),
    '',
  );
  for (const failure of report.failures) lines.push(`- ❌ ${failure}`);
  for (const note of report.notes) lines.push(`- ℹ️ ${note}`);
  if (report.failures.length + report.notes.length > 0) lines.push('');

  lines.push('| case | AP | relevant ranks | judge | why |', '|---|---:|---|---|---|');
  const ordered = [...report.cases].sort((a, b) => a.ap - b.ap || a.id.localeCompare(b.id));
  for (const c of ordered) {
    lines.push(
      `| ${excerpt(c.id, 60)} | ${c.error ? 'error' : formatScore(c.apRounded)} | ${strip(c)} | ${c.judge} | ${excerpt(c.reason, 160)} |`,
    );
  }
  lines.push('');

  const imperfect = ordered.filter((c) => c.error || c.ap < 1);
  for (const c of imperfect.slice(0, 50)) {
    lines.push(
      `<details><summary>${excerpt(c.id, 60)}: AP ${c.error ? 'error' : formatScore(c.apRounded)}</summary>`,
      '',
    );
    lines.push(`Query: ${excerpt(c.query, 300)}`, '');
    if (c.expected) lines.push(`Expected: ${excerpt(c.expected, 300)}`, '');
    for (const context of c.contexts) {
      lines.push(
        `${context.rank}. ${context.relevant ? '✅' : '❌'} \`${context.id.replace(/`/g, '')}\` ${excerpt(context.reason, 200)}`,
      );
    }
    lines.push('', '</details>', '');
  }

  const usage = report.usage;
  lines.push(
    `<sub>${report.model ? `judge ${excerpt(report.model, 80)} · ` : 'judged by labels · '}${usage.judgeRequests} judge request${usage.judgeRequests === 1 ? '' : 's'} · ${usage.cachedVerdicts} verdict${usage.cachedVerdicts === 1 ? '' : 's'} reused · ${usage.inputTokens + usage.outputTokens} tokens · denominator ${report.denominator}${report.k ? ` · k ${report.k}` : ''}${report.commit.sha ? ` · ${report.commit.sha.slice(0, 7)}` : ''}</sub>`,
  );
  return lines.join('\n') + '\n';
}

/** Which of the judged ranks were relevant: ● relevant, ○ not. */
export function strip(c: CaseReport): string {
  if (c.error) return '–';
  if (c.contexts.length === 0) return '(none)';
  return c.contexts.map((context) => (context.relevant ? '●' : '○')).join('');
}
