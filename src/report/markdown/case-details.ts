import type { CaseReport, ContextReport, Report } from '../report.js';
import { escapeHtml, excerpt, MARKDOWN } from './markdown-text.js';
import { tableHeader } from './case-table.js';
import { apChange, caseCells } from '../view.js';
import { caseFacts } from '../case-facts.js';
import { reviewCommands } from '../review-line.js';
import { CONTEXT_TEXT_SHOWN, recallFell } from '../shown-cases.js';
import type { MovementStyle } from '../movement-text.js';
import { passageName } from '../view-lines.js';
import { httpUrl } from '../html/html-text.js';
import { percent, plural } from '../../format/numbers.js';
import { shorten } from '../../format/plain-text.js';

/** The mark of a case's reasons block. */
function iconOf(c: CaseReport): string {
  if (c.error !== null) return '⚠️';
  if (c.change === 'regressed') return '🔻';
  if (recallFell(c)) return '📉';
  return c.change === 'new' ? '🆕' : '🔸';
}

const MEANINGS: Record<string, string> = {
  '🔻': 'regressed',
  '📉': 'recall fell',
  '🆕': 'new case',
  '🔸': 'low AP',
  '⚠️': 'not scored',
  '♻️': 'verdict reused from the recorded store, not asked again',
  '❔': 'unjudged: no label names it (counted not relevant)',
  '🤖': 'no label names it: judged by the LLM (judge-holes)',
};

/** What each mark in these blocks means: only the marks that appear; and the reasons said once. */
export function detailsLegend(
  cases: readonly CaseReport[],
  maxContexts: number,
  common: CommonReasons,
): string {
  const used = new Set(cases.map(iconOf));
  for (const c of cases)
    for (const x of c.contexts.slice(0, maxContexts))
      for (const mark of contextMarks(x, c)) used.add(mark);
  const parts = Object.entries(MEANINGS)
    .filter(([mark]) => used.has(mark))
    .map(([mark, meaning]) => `${mark} ${meaning}`);
  const legend = `<sub>${['🟩 relevant', '⬜ not relevant', ...parts].join(' · ')}</sub>`;
  if (common.size === 0) return legend;
  const reasons = [...common]
    .sort(([a], [b]) => Number(b) - Number(a))
    .map(([relevant, reason]) => `${relevant ? '🟩' : '⬜'} “${excerpt(reason, 300)}”`);
  return `${legend}<br>\n<sub>The judge's reason, where a row gives none: ${reasons.join(' · ')}.</sub>`;
}

/** The reason shared by many rows of a verdict, said once in the legend instead of on each row. */
export type CommonReasons = ReadonlyMap<boolean, string>;

/**
 * Per verdict, the reason that most of its shown rows give, when at least 3 rows give it (the
 * labels judge's "not in the golden labels"); an LLM's reasons differ from row to row and stay.
 */
export function commonReasons(cases: readonly CaseReport[], maxContexts: number): CommonReasons {
  const counts = new Map<boolean, Map<string, number>>();
  for (const c of cases)
    for (const x of c.contexts.slice(0, maxContexts)) {
      const byReason = counts.get(x.relevant) ?? new Map<string, number>();
      byReason.set(x.reason, (byReason.get(x.reason) ?? 0) + 1);
      counts.set(x.relevant, byReason);
    }
  const common = new Map<boolean, string>();
  for (const [relevant, byReason] of counts) {
    const [reason, count] = [...byReason].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    if (count >= 3) common.set(relevant, reason);
  }
  return common;
}

export interface DetailsOptions {
  /** Name the judge in the title (off when every case had the same one). */
  judge: boolean;
  /** See RunInput.blobUrl. */
  blobUrl?: string;
  /** Reasons the legend says once: a row giving one of these leaves its cell empty. */
  commonReasons: CommonReasons;
}

export function detailsBlock(
  c: CaseReport,
  report: Report,
  maxContexts: number,
  options: DetailsOptions,
): string {
  const icon = iconOf(c);
  const cells = caseCells(c, report.scale, MARKDOWN);
  const ap = c.error !== null ? 'not scored' : apChange(c, report.scale, MARKDOWN);
  const recall = cells.recall
    ? ` · recall ${cells.recall.now}${cells.recall.was ? `, was ${cells.recall.was}` : ''}`
    : '';
  const judge = options.judge ? ` · ${c.judge === 'llm' ? 'LLM judge' : 'labels'}` : '';
  const summary = `${icon} <b>${escapeHtml(shorten(c.id, 80))}</b>: ${ap}${recall}${judge}`;
  const facts = caseFacts(c, {
    style: MARKDOWN_MOVES,
    source: (source) => sourceLink(source, options.blobUrl),
    review: reviewText,
  }).map(([label, text]) => `- **${label}:** ${text}`);
  const shown = c.contexts.slice(0, maxContexts);
  const common = options.commonReasons;
  const ownReason = (x: ContextReport) => (common.get(x.relevant) === x.reason ? '' : x.reason);
  // No reason column when every row's reason is one the legend says.
  const reasonColumn = shown.some((x) => ownReason(x) !== '');
  const lines = [`<details><summary>${summary}</summary>`, '', ...facts, ''];
  if (c.contexts.length > 0) {
    lines.push(
      tableHeader(['rank', 'verdict', 'context', ...(reasonColumn ? ["judge's reason"] : [])]),
    );
    for (const x of shown)
      lines.push(contextRow(x, contextMarks(x, c), reasonColumn ? ownReason(x) : undefined));
    const more = c.contexts.length - maxContexts;
    if (more > 0)
      lines.push(
        '',
        `…and ${plural(more, 'more context')} (ranks ${maxContexts + 1}–${c.contexts.length}).`,
      );
    lines.push('');
  }
  lines.push('</details>', '');
  return lines.join('\n');
}

/** The commands a reviewer comments to settle the case's passages in question (docs/review.md). */
function reviewText(c: CaseReport): string | null {
  const review = reviewCommands(c);
  return (
    review &&
    `comment \`${review.accept}\` or \`${review.reject}\` (leave out the ids you disagree with): the labels are committed to this branch and the gate runs again.`
  );
}

const MARKDOWN_MOVES: MovementStyle = { ...MARKDOWN, mark: (relevant) => (relevant ? '🟩' : '⬜') };

/**
 * `golden/support.jsonl:3` linked to that line of the file at the PR's head commit; plain text
 * without a blob URL, or for a path outside the repository (absolute, or with `..`).
 */
function sourceLink(source: string, blobUrl: string | undefined): string {
  const shown = excerpt(source, 200);
  const base = httpUrl(blobUrl);
  const at = /^(.+):(\d+)$/.exec(source);
  if (!base || !at) return shown;
  const segments = (at[1] as string).split(/[\\/]/);
  if (
    /^[A-Za-z]:$/.test(segments[0] as string) ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  )
    return shown;
  const url = `${base.replace(/\/$/, '')}/${segments.map(encodeURIComponent).join('/')}#L${at[2]}`;
  return httpUrl(url) ? `[${shown}](${url})` : shown;
}

/** The marks beside a context's verdict: reused, unjudged, judged by the LLM in a labelled case. */
function contextMarks(x: ContextReport, c: CaseReport): string[] {
  return [
    ...(x.reused ? ['♻️'] : []),
    ...(c.unjudged?.includes(x.id) ? ['❔'] : []),
    ...(x.judge === 'llm' && c.judge === 'labels' ? ['🤖'] : []),
  ];
}

/** A context's row; `reason` undefined: the table has no reason column. */
function contextRow(x: ContextReport, marks: string[], reason: string | undefined): string {
  const verdict = `${x.relevant ? '🟩 yes' : '⬜ no'}${marks.map((m) => ` ${m}`).join('')}${
    x.agreement !== undefined && x.agreement < 1 ? ` (${percent(x.agreement)} of votes)` : ''
  }`;
  const text = x.text === undefined ? '' : `<br>${excerpt(x.text, CONTEXT_TEXT_SHOWN)}`;
  const context = `${passageName(MARKDOWN, x.id)}${text}`;
  const cells = [x.rank, verdict, context, ...(reason === undefined ? [] : [excerpt(reason, 300)])];
  return `| ${cells.join(' | ')} |`;
}
