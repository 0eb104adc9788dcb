import { casesThatMatter, orderCases, recallFell } from '../shown-cases.js';
import { commonReasons, detailsBlock, detailsLegend } from './case-details.js';
import { caseRow, extraSections, tableHeader, tableLegend } from './case-table.js';
import { driftChart } from './drift-chart.js';
import { MARKDOWN } from './markdown-text.js';
import { baselineFrom, caseColumns, reportView, type ReportView } from '../view.js';
import { formatCount, formatScore, plural } from '../../format/numbers.js';
import type { RunInput } from '../run-input.js';
import type { CaseReport } from '../report.js';
import { VARIANTS_LEGEND } from '../variant-lines.js';
import { httpUrl } from '../html/html-text.js';

const COLLAPSE_AFTER = 25;

/** The hidden line by which the comment of this gate is found and updated. */
export function commentMarker(name: string): string {
  return `<!-- context-precision-gate:${name} -->`;
}

const EMOJI = { passed: '✅', failed: '❌', below: '⚠️' } as const;

export function verdictHeading(view: ReportView): string {
  return `### ${EMOJI[view.verdict]} ${view.heading}`;
}

/** How a report is laid out and fitted: the comment and the job summary differ only in these. */
export interface MarkdownStyle {
  /**
   * The PR comment, else the job summary. The comment starts with the hidden marker, has no
   * reason column, and counts unchanged cases instead of listing them: all of them when cases
   * regressed (the table shows what moved), those at AP 1.00 past COLLAPSE_AFTER rows.
   */
  comment: boolean;
  /** Cases that get a `<details>` block with the judge's reasons, at most. */
  maxDetails: number;
  /** Contexts listed in one `<details>` block, at most (the top ranks). */
  contextsPerDetail: number;
  /** Where the rest can be read, as markdown: "the job summary". */
  elsewhere: string;
  /** Removed cases named, at most (0: only counted). */
  removedListed: number;
  /** The LLM's disagreements with the labels listed, at most (with `calibrate`). */
  disagreementsListed: number;
  /** Verdicts a judge audit found flipped, listed at most (`mode: audit`). */
  flipsListed: number;
  /** Whether a rendering is within the budget. */
  fits: (markdown: string) => boolean;
  /** Reason blocks to try, most first, when everything does not fit. */
  detailSteps: number[];
  /** Prefer fewer reason blocks over showing fewer rows than this. */
  minRows: number;
}

/**
 * The report's markdown in the fullest layout that fits: (a) everything; (b) for each step of
 * reason blocks, the most rows that fit (binary search over the measured text), taken once it
 * shows `minRows` rows (or all); (c) the headline alone. Null when not even the headline fits.
 * Each part is rendered once, so the search measures many layouts cheaply.
 */
export function fitReportMarkdown(input: RunInput, style: MarkdownStyle): string | null {
  const parts = markdownParts(input, style);
  const compose = (rows: number, details: number) => composeMarkdown(parts, rows, details);
  const everything = compose(parts.rows.length, parts.details.length);
  if (style.fits(everything)) return everything;
  let best: { rows: number; details: number } | null = null;
  for (const step of style.detailSteps) {
    const details = Math.min(step, parts.details.length);
    const rows = mostThatFit(parts.rows.length, (n) => style.fits(compose(n, details)));
    if (rows === null) continue;
    if (rows >= Math.min(parts.rows.length, style.minRows)) return compose(rows, details);
    if (best === null || rows > best.rows) best = { rows, details };
  }
  if (best !== null && best.rows > 0) return compose(best.rows, best.details);
  // The headline with a pointer to the rest: the last step before the minimal body.
  const headline = `${[parts.head, '', `➡️ The per-case table and the judge's reasons did not fit here: they are in ${style.elsewhere}.`, '', parts.footer].join('\n')}\n`;
  return style.fits(headline) ? headline : null;
}

/** The largest n in 0..max with fits(n), for a fits that holds up to some n and not after; null if not even 0. */
function mostThatFit(max: number, fits: (n: number) => boolean): number | null {
  if (!fits(0)) return null;
  let low = 0;
  let high = max;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}

type MarkdownParts = ReturnType<typeof markdownParts>;

/** The parts of a report's markdown, each rendered once. */
function markdownParts(input: RunInput, style: MarkdownStyle) {
  const { report } = input;
  const ordered = orderCases(report.cases);
  const collapse = style.comment && ordered.length > COLLAPSE_AFTER;
  const fold = style.comment && report.regressions > 0;
  const listed = ordered.filter(
    (c) => !(isUnchanged(c) && (fold || (collapse && c.apRounded >= report.scale))),
  );
  const columns = caseColumns(report, !style.comment);
  // Nothing changed since the baseline: the table folds away and no case needs its reasons.
  const unchanged =
    report.baseline?.comparable === true &&
    !report.golden?.removed.length &&
    report.cases.every(isUnchanged);
  const explained = unchanged ? [] : casesThatMatter(report.cases, style.maxDetails);
  const common = commonReasons(explained, style.contextsPerDetail);
  const view = reportView(report, MARKDOWN);
  const url = httpUrl(input.runUrl);
  const footer = [...view.commits, ...view.judge, ...(url ? [`[workflow run](${url})`] : [])];
  return {
    report,
    style,
    unchanged,
    folded: fold,
    collapsed: ordered.length - listed.length,
    rows: listed.map((c) => caseRow(c, report, columns)),
    tableHead: tableHeader(columns),
    details: explained.map((c) =>
      detailsBlock(c, report, style.contextsPerDetail, {
        judge: columns.includes('judge'),
        blobUrl: input.blobUrl,
        commonReasons: common,
      }),
    ),
    detailsLegend: detailsLegend(explained, style.contextsPerDetail, common),
    legend: tableLegend(report, baselineFrom(report, MARKDOWN)),
    head: [
      ...(style.comment ? [commentMarker(report.name)] : []),
      verdictHeading(view),
      '',
      ...headlineBody(view),
      ...(input.reviewNote ? ['', input.reviewNote] : []),
    ].join('\n'),
    extras: extraSections(report, style),
    chart: driftChart(input),
    footer: `<sub>${footer.join(' · ')}</sub>`,
  };
}

/** Scored as in the baseline, recall included. */
const isUnchanged = (c: CaseReport): boolean =>
  c.change === 'same' && c.error === null && !recallFell(c);

/** The first `rows` rows and `details` reason blocks, with a pointer to the rest. */
function composeMarkdown(parts: MarkdownParts, rows: number, details: number): string {
  const { report, style } = parts;
  const hiddenRows = parts.rows.length - rows;
  const hiddenDetails = parts.details.length - details;
  const out: string[] = [parts.head, ''];
  if (report.cases.length > 0) {
    if (parts.unchanged) {
      // Only when everything fits: a partial table is never folded away.
      out.push(
        `No case changed since the baseline: every AP is the same.`,
        '',
        `<details><summary>The ${plural(report.cases.length, 'case')}</summary>`,
        '',
      );
    } else {
      out.push(
        report.baseline?.comparable
          ? `#### Cases, worst change first`
          : `#### Cases, lowest AP first`,
        '',
      );
      // Said before the table, where a reader of a long one sees it.
      const left: string[] = [];
      if (hiddenRows > 0)
        left.push(
          `Showing the ${formatCount(rows)} worst of ${plural(report.cases.length, 'case')}: ➡️ **${plural(hiddenRows, 'more case')} in ${style.elsewhere}**, with the judge's reasons.`,
        );
      const are = parts.collapsed === 1 ? 'is' : 'are';
      if (parts.collapsed > 0)
        left.push(
          parts.folded
            ? `${plural(parts.collapsed, 'unchanged case')} (the same AP as in the baseline) ${are} not listed; every case is in ${style.elsewhere}.`
            : `${plural(parts.collapsed, 'unchanged case')} at AP ${formatScore(report.scale)} ${are} not listed.`,
        );
      if (left.length > 0) out.push(left.join(' '), '');
    }
    out.push(parts.legend, '', parts.tableHead);
    // A loop, not push(...rows): spreading 150k rows into one call overflows the stack.
    for (let i = 0; i < rows; i += 1) out.push(parts.rows[i] as string);
    out.push('');
    if (parts.unchanged) out.push('</details>', '');
    if (hiddenRows > 0)
      out.push(`…and ${plural(hiddenRows, 'more case')} in ${style.elsewhere}.`, '');
  }
  if (details > 0)
    out.push(
      `#### The cases that matter, rank by rank`,
      '',
      parts.detailsLegend,
      '',
      parts.details.slice(0, details).join('\n'),
    );
  if (hiddenDetails > 0 && (details > 0 || hiddenRows === 0))
    out.push(`➡️ The judge's reasons for more cases are in ${style.elsewhere}.`, '');
  if (parts.extras) out.push(parts.extras);
  if (parts.chart) out.push(parts.chart);
  out.push(parts.footer);
  return out.join('\n') + '\n';
}

function headlineBody(view: ReportView): string[] {
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
