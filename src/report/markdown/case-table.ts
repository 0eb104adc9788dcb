import type { CaseReport, Report } from '../report.js';
import { excerpt, MARKDOWN } from './markdown-text.js';
import { caseCells, judgeOf, TERMS, type CaseCells, type CaseColumn } from '../view.js';
import { formatCount, formatDelta, formatScore, percent, plural } from '../../format/numbers.js';
import { visibleText } from '../../format/visible-text.js';
import { regressedMovement, relevanceStrip } from '../movement-text.js';
import { firstOf } from '../view-lines.js';

const STRIP_MAX = 20;

/**
 * A strip never wraps, so the baseline's and this run's stay side by side for the eye: GitHub's
 * markdown has no `white-space: nowrap`, so the squares are joined by word joiners (U+2060,
 * invisible, no line break on either side) and the arrow by no-break spaces.
 */
const WORD_JOINER = '\u2060';
const NBSP = '\u00a0';

/** Relevance per rank: 🟩 relevant, ⬜ not. */
function strip(relevant: readonly boolean[]): string {
  if (relevant.length === 0) return '(none)';
  const cells = relevant.slice(0, STRIP_MAX).map((r) => (r ? '🟩' : '⬜'));
  const more = relevant.length - STRIP_MAX;
  return cells.join(WORD_JOINER) + (more > 0 ? `${NBSP}+${more}` : '');
}

/** The sections after the reasons: tags, removed cases, the judge's calibration and audit. */
export function extraSections(
  report: Report,
  listed: { removedListed: number; disagreementsListed: number; flipsListed: number },
): string {
  return [
    tagSection(report),
    removedSection(report, listed.removedListed),
    calibrationSection(report, listed.disagreementsListed),
    auditSection(report, listed.flipsListed),
  ].join('');
}

/** The table's legend; `from`: where the baseline is from (view.ts's baselineFrom). */
export function tableLegend(report: Report, from: string): string {
  const base =
    report.baseline === null
      ? ''
      : ` **base AP**: AP in the baseline${from}; **Δ** = AP − base AP.`;
  const scale = report.scale !== 1 ? ` AP × ${report.scale}.` : '';
  const moved = report.cases.some(regressedMovement)
    ? " A regressed case shows the baseline's relevance → this run's."
    : '';
  return `<sub>${TERMS}</sub><br>\n<sub>Relevance by rank: 🟩 relevant · ⬜ not relevant.${moved}${base}${scale}</sub>`;
}

/** The numeric columns, aligned right. */
const NUMERIC = new Set(['AP', 'base AP', 'Δ', 'recall', 'rank']);

/** A table's header: the case table's and a reasons block's. */
export function tableHeader(columns: readonly string[]): string {
  const align = columns.map((column) => (NUMERIC.has(column) ? '---:' : '---'));
  return `| ${columns.join(' | ')} |\n|${align.join('|')}|`;
}

export function caseRow(c: CaseReport, report: Report, columns: readonly CaseColumn[]): string {
  const cell = caseCells(c, report.scale, MARKDOWN);
  const renamed =
    c.renamedFrom === undefined ? '' : ` (renamed from ${excerpt(visibleText(c.renamedFrom), 60)})`;
  const shown = excerpt(c.renamedFrom === undefined ? c.id : visibleText(c.id), 60);
  // In the summary's table the reason column squeezes the id column and the browser breaks ids at
  // their hyphens: they are shown as non-breaking hyphens (U+2011, which look the same). For
  // reading only: the id a reader copies or searches for (the comment's table, the reasons
  // block's title, the why line, the golden file, the report) keeps its hyphens.
  const values: Record<CaseColumn, () => string> = {
    case: () => (columns.includes('reason') ? shown.replace(/-/g, '\u2011') : shown) + renamed,
    AP: () => (c.error !== null ? '**error**' : cell.ap),
    'base AP': () => cell.baseAp,
    Δ: () => (c.change === 'regressed' ? `**${cell.delta}**&nbsp;🔻` : cell.delta),
    recall: () => recallCell(cell.recall),
    relevance: () => relevanceStrip(c, strip, `${NBSP}→${NBSP}`),
    judge: () => judgeOf(c),
    reason: () => excerpt(c.error ?? c.reason, 160),
  };
  return `| ${columns.map((column) => values[column]()).join(' | ')} |`;
}

/** `0.50`, or `1.00 → **0.50**` when it fell since the baseline. */
function recallCell(recall: CaseCells['recall']): string {
  if (recall === null) return '–';
  if (recall.was === null) return recall.now;
  return `${recall.was} → ${recall.fell ? `**${recall.now}**` : recall.now}`;
}

function removedSection(report: Report, listed: number): string {
  const removed = report.golden?.removed ?? [];
  if (listed === 0 || removed.length === 0) return '';
  return `**Removed since the baseline** (${removed.length}): ${firstOf(removed, listed, ', ', (id) => excerpt(id, 60))}.\n\n`;
}

/** MAP per tag, with the baseline's over the same cases: where a change concentrates. */
function tagSection(report: Report): string {
  if (report.tags.length === 0) return '';
  const compared = report.baseline?.comparable === true;
  const lines = [
    '#### By tag',
    '',
    compared ? '| tag | cases | MAP | base MAP | Δ | regressions |' : '| tag | cases | MAP |',
    compared ? '|---|---:|---:|---:|---:|---:|' : '|---|---:|---:|',
  ];
  for (const t of report.tags.slice(0, 50)) {
    const cells = [excerpt(t.tag, 60), formatCount(t.cases), formatScore(t.score, 4)];
    if (compared)
      cells.push(
        t.baselineScore === null ? '–' : formatScore(t.baselineScore, 4),
        formatDelta(t.delta, 4),
        String(t.regressions),
      );
    lines.push(`| ${cells.join(' | ')} |`);
  }
  if (report.tags.length > 50)
    lines.push('', `…and ${report.tags.length - 50} more tags in the report file.`);
  return `${lines.join('\n')}\n\n`;
}

/** The flipped verdicts, with the stored reason beside the new one. */
function auditSection(report: Report, listed: number): string {
  const flips = report.audit?.flips ?? [];
  if (flips.length === 0 || listed === 0) return '';
  const lines = [
    '#### Judge audit: flipped verdicts',
    '',
    '| case | context | rank | stored | now | stored reason | new reason |',
    '|---|---|---:|---|---|---|---|',
  ];
  const yesNo = (relevant: boolean) => (relevant ? '🟩 yes' : '⬜ no');
  for (const f of flips.slice(0, listed))
    lines.push(
      `| ${excerpt(f.caseId, 60)} | ${excerpt(f.contextId, 60)} | ${f.rank} | ${yesNo(f.stored.relevant)} | ${yesNo(f.now.relevant)} | ${excerpt(f.stored.reason, 200)} | ${excerpt(f.now.reason, 200)} |`,
    );
  if (flips.length > listed)
    lines.push('', `…and ${flips.length - listed} more in the report file.`);
  return `${lines.join('\n')}\n\n`;
}

/** With `calibrate`: how the LLM agreed with the labels, and where it did not. */
function calibrationSection(report: Report, listed: number): string {
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
