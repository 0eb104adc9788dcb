import type { HistoryEntry } from '../baseline/stored-files.js';
import { roundHalfUp } from '../score/average-precision.js';
import {
  escapeMarkdown,
  excerpt,
  formatDelta,
  formatScore,
  htmlExcerpt,
  plural,
  shortSha,
} from './markdown-text.js';
import type { CaseReport, ContextReport, Report } from './report.js';

// The sticky PR comment, rendered from a report: pure (report in, markdown out). The same parts,
// with a larger budget, make the job summary (render-summary.ts).

/** What the comment and the summary are rendered from. */
export interface RenderContext {
  report: Report;
  /** Recorded main runs, oldest first (HistoryEntry from src/baseline/stored-files.ts); [] when none. */
  history: readonly HistoryEntry[];
  /** Link to the workflow run, e.g. https://github.com/o/r/actions/runs/42 (optional). */
  runUrl?: string;
}

/** GitHub refuses a comment body over 65,536 characters; we keep a margin. */
export const COMMENT_LIMIT = 65_000;

/** The hidden line by which the comment of this gate is found and updated. */
export function commentMarker(name: string): string {
  return `<!-- context-precision-gate:${name} -->`;
}

/**
 * The comment, under `limit` characters however many cases: everything if it fits; else the worst
 * rows (as many as fit, measured) and fewer reasons, pointing to the job summary for the rest;
 * else the headline alone.
 */
export function renderComment(context: RenderContext, limit = COMMENT_LIMIT): string {
  const parts = new ReportMarkdown(context, {
    marker: true,
    collapseAfter: 25,
    reasonColumn: false,
    maxDetails: 10,
    contextsPerDetail: 10,
    elsewhere: jobSummaryLink(context.runUrl),
    removedListed: 0,
    disagreementsListed: 0,
  });
  const body = fitMarkdown(parts, {
    fits: (text) => text.length <= limit,
    detailSteps: [5, 3, 1, 0],
    minRows: 25,
  });
  if (body !== null) return body;
  const minimal = renderMinimalComment(context);
  return minimal.length <= limit ? minimal : minimal.slice(0, Math.max(0, limit));
}

/** The smallest body, for retrying after a 422: marker + headline only. */
export function renderMinimalComment(context: RenderContext): string {
  const { report } = context;
  return (
    [commentMarker(report.name), verdictHeading(report), scoreLine(report)].join('\n') +
    '\n' +
    `\nThe per-case table and the judge's reasons are in ${jobSummaryLink(context.runUrl)}.\n`
  );
}

/** How a report is laid out: the comment and the job summary differ only in these. */
export interface MarkdownStyle {
  /** Start with the hidden comment marker. */
  marker: boolean;
  /** With more rows than this, unchanged cases at AP 1.00 are counted, not listed (null: never). */
  collapseAfter: number | null;
  /** A "why" column with the case's one-line reason. */
  reasonColumn: boolean;
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
}

/**
 * The parts of a report's markdown, each rendered once; `compose` puts the first `rows` table rows
 * and `details` reason blocks together, so a fitting search can measure many layouts cheaply.
 */
export class ReportMarkdown {
  readonly rowCount: number;
  readonly detailCount: number;
  private readonly head: string;
  private readonly tableHead: string;
  private readonly rows: string[];
  private readonly collapsed: number;
  private readonly details: string[];
  private readonly extras: string;
  private readonly chart: string;
  private readonly footer: string;

  constructor(
    private readonly context: RenderContext,
    private readonly style: MarkdownStyle,
  ) {
    const { report } = context;
    const ordered = orderCases(report.cases);
    const collapse = style.collapseAfter !== null && ordered.length > style.collapseAfter;
    const listed = collapse ? ordered.filter((c) => !isPerfectAndUnchanged(c, report)) : ordered;
    this.collapsed = ordered.length - listed.length;
    this.rows = listed.map((c) => caseRow(c, report, style.reasonColumn));
    this.rowCount = this.rows.length;
    this.tableHead = tableHeader(report, style.reasonColumn);
    this.details = casesThatMatter(report.cases, style.maxDetails).map((c) =>
      detailsBlock(c, report, style.contextsPerDetail),
    );
    this.detailCount = this.details.length;
    this.head = [
      ...(style.marker ? [commentMarker(report.name)] : []),
      verdictHeading(report),
      '',
      ...headlineBody(report),
    ].join('\n');
    this.extras = [
      removedSection(report, style.removedListed),
      calibrationSection(report, style.disagreementsListed),
    ].join('');
    this.chart = driftChart(context);
    this.footer = footerLine(context);
  }

  /** Everything, or the first `rows` rows and `details` reason blocks with a pointer to the rest. */
  compose(rows = this.rowCount, details = this.detailCount): string {
    const { report } = this.context;
    const hiddenRows = this.rowCount - rows;
    const hiddenDetails = this.detailCount - details;
    const out: string[] = [this.head, ''];
    if (report.cases.length > 0) {
      out.push(`#### Cases, worst change first`, '');
      // Said before the table, where a reader of a long one sees it.
      const left: string[] = [];
      if (hiddenRows > 0) {
        left.push(
          `Showing the ${rows.toLocaleString('en-US')} worst of ${plural(report.cases.length, 'case')}: ➡️ **${plural(hiddenRows, 'more case')} in ${this.style.elsewhere}**, with the judge's reasons.`,
        );
      }
      if (this.collapsed > 0) {
        left.push(
          `${plural(this.collapsed, 'unchanged case')} at AP ${formatScore(report.scale)} ${this.collapsed === 1 ? 'is' : 'are'} not listed.`,
        );
      }
      if (left.length > 0) out.push(left.join(' '), '');
      out.push(tableLegend(report), '', this.tableHead, ...this.rows.slice(0, rows), '');
      if (hiddenRows > 0) {
        out.push(`…and ${plural(hiddenRows, 'more case')} in ${this.style.elsewhere}.`, '');
      }
    }
    if (details > 0) {
      out.push(`#### Why: the cases that matter`, '', ...this.details.slice(0, details));
    }
    if (hiddenDetails > 0 && (details > 0 || hiddenRows === 0)) {
      out.push(`➡️ The judge's reasons for more cases are in ${this.style.elsewhere}.`, '');
    }
    if (this.extras) out.push(this.extras);
    if (this.chart) out.push(this.chart);
    out.push(this.footer);
    return out.join('\n') + '\n';
  }

  /** The headline with a pointer to the rest: the last step before the minimal body. */
  headlineOnly(): string {
    return (
      [
        this.head,
        '',
        `➡️ The per-case table and the judge's reasons did not fit here: they are in ${this.style.elsewhere}.`,
        '',
        this.footer,
      ].join('\n') + '\n'
    );
  }
}

export interface FitOptions {
  fits: (markdown: string) => boolean;
  /** Reason blocks to try, most first, when everything does not fit. */
  detailSteps: number[];
  /** Prefer fewer reason blocks over showing fewer rows than this. */
  minRows: number;
}

/**
 * The fullest layout that fits: (a) everything; (b) for each step of reason blocks, the most rows
 * that fit (binary search over the measured text), taken once it shows `minRows` rows (or all);
 * (c) the headline alone. Null when not even the headline fits.
 */
export function fitMarkdown(parts: ReportMarkdown, options: FitOptions): string | null {
  const everything = parts.compose();
  if (options.fits(everything)) return everything;
  let best: { rows: number; details: number } | null = null;
  for (const step of options.detailSteps) {
    const details = Math.min(step, parts.detailCount);
    const rows = mostThatFit(parts.rowCount, (n) => options.fits(parts.compose(n, details)));
    if (rows === null) continue;
    if (rows >= Math.min(parts.rowCount, options.minRows)) return parts.compose(rows, details);
    if (best === null || rows > best.rows) best = { rows, details };
  }
  if (best !== null && best.rows > 0) return parts.compose(best.rows, best.details);
  const headline = parts.headlineOnly();
  return options.fits(headline) ? headline : null;
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

// ---------------------------------------------------------------------------------------------
// Ordering and selection

/**
 * Worst change first: cases with a delta by delta ascending; then new cases and cases without a
 * baseline by AP ascending (errors count as AP 0); ties by id.
 */
export function orderCases(cases: readonly CaseReport[]): CaseReport[] {
  return [...cases].sort((a, b) => {
    if (a.delta !== null && b.delta !== null) return a.delta - b.delta || byId(a, b);
    if (a.delta !== null) return -1;
    if (b.delta !== null) return 1;
    return shownAp(a) - shownAp(b) || byId(a, b);
  });
}

/** The cases whose reasons are shown: regressions (worst first), errors, then the lowest AP below 1. */
export function casesThatMatter(cases: readonly CaseReport[], max: number): CaseReport[] {
  const regressed = cases
    .filter((c) => c.change === 'regressed' && c.error === null)
    .sort((a, b) => (a.delta ?? 0) - (b.delta ?? 0) || byId(a, b));
  const errors = cases.filter((c) => c.error !== null).sort(byId);
  const lowest = cases
    .filter((c) => c.error === null && c.ap < 1 && c.change !== 'regressed')
    .sort((a, b) => a.ap - b.ap || byId(a, b));
  return [...regressed, ...errors, ...lowest].slice(0, max);
}

const byId = (a: CaseReport, b: CaseReport): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const shownAp = (c: CaseReport): number => (c.error !== null ? 0 : c.ap);

function isPerfectAndUnchanged(c: CaseReport, report: Report): boolean {
  return c.change === 'same' && c.error === null && c.apRounded >= report.scale;
}

// ---------------------------------------------------------------------------------------------
// Headline

function verdictHeading(report: Report): string {
  const gate = report.name === 'default' ? '' : ` · ${escapeMarkdown(report.name)}`;
  const verdict = report.passed
    ? '✅ Context precision passed'
    : report.mode === 'audit'
      ? '⚠️ Context precision is below the gate (audit mode: not failing)'
      : '❌ Context precision failed';
  return `### ${verdict}${gate}`;
}

/** "15 cases", or "9 of 15 cases" when the judge failed on some (max-judge-errors let them out). */
export function casesScored(report: Report): string {
  const scored = report.cases.filter((c) => c.error === null).length;
  const all = plural(report.cases.length, 'case');
  return scored === report.cases.length ? all : `${scored.toLocaleString('en-US')} of ${all}`;
}

/** Score, baseline, delta and settings on one line. */
function scoreLine(report: Report): string {
  const over = `MAP${report.scale !== 1 ? ` × ${report.scale}` : ''} over ${casesScored(report)}`;
  const parts = [`**Score ${formatScore(report.score, 4)}** (${over})`];
  const baseline = report.baseline;
  const sha = shortSha(baseline?.sha);
  const from = sha ? ` from \`${sha}\`` : '';
  if (baseline === null) {
    parts.push('**no baseline yet**: gated on the threshold alone');
  } else if (!baseline.comparable) {
    parts.push(
      `baseline ${formatScore(baseline.score, 4)}${from} **not comparable** (${excerpt(baseline.differences.join('; '), 400)}): shown, not gated on`,
    );
  } else {
    parts.push(
      `baseline ${formatScore(baseline.score, 4)}${from}`,
      `**Δ ${formatDelta(report.delta, 4)}**`,
    );
  }
  parts.push(`threshold ${formatSetting(report.threshold)}`);
  if (baseline !== null) parts.push(`max drop ${formatSetting(report.maxDrop)}`);
  return parts.join(' · ');
}

function headlineBody(report: Report): string[] {
  const lines = [scoreLine(report)];
  const counts: string[] = [];
  const errors = report.cases.filter((c) => c.error !== null).length;
  const newCases = report.cases.filter((c) => c.change === 'new' && c.error === null).length;
  if (report.baseline?.comparable) counts.push(plural(report.regressions, 'regression'));
  if (newCases > 0) counts.push(plural(newCases, 'new case'));
  if (report.removedCases.length > 0)
    counts.push(plural(report.removedCases.length, 'removed case'));
  if (errors > 0) counts.push(`${plural(errors, 'case')} the judge could not judge`);
  if (counts.length > 0) lines.push('', counts.join(' · '));
  const bullet = report.mode === 'audit' ? '⚠️' : '❌';
  const items = [
    ...report.failures.slice(0, 10).map((f) => `- ${bullet} ${excerpt(f, 500)}`),
    ...report.notes
      .filter((n) => !repeatsBaselineStatus(n))
      .slice(0, 10)
      .map((n) => `- ℹ️ ${excerpt(n, 500)}`),
  ];
  if (items.length > 0) lines.push('', ...items);
  return lines;
}

/** The engine's notes on a missing or incomparable baseline: the score line already says so. */
export function repeatsBaselineStatus(note: string): boolean {
  return (
    note.startsWith('no baseline recorded yet') || note.startsWith('the baseline is not comparable')
  );
}

/** 0.7 → "0.70", 0.725 → "0.725": two decimals at least, up to four, as set. */
function formatSetting(value: number): string {
  const trimmed = value.toFixed(4).replace(/0+$/, '');
  return (trimmed.split('.')[1] ?? '').length >= 2 ? trimmed : value.toFixed(2);
}

// ---------------------------------------------------------------------------------------------
// The per-case table

const STRIP_MAX = 20;

/** Relevance per rank of the judged contexts: 🟩 relevant, ⬜ not. */
export function relevanceStrip(c: CaseReport): string {
  if (c.error !== null) return '–';
  if (c.contexts.length === 0) return '(none)';
  const cells = c.contexts.slice(0, STRIP_MAX).map((x) => (x.relevant ? '🟩' : '⬜'));
  const more = c.contexts.length - STRIP_MAX;
  return cells.join('') + (more > 0 ? ` +${more}` : '');
}

function tableLegend(report: Report): string {
  const sha = shortSha(report.baseline?.sha);
  const base =
    report.baseline === null
      ? ''
      : ` **base AP**: the baseline's${sha ? `, recorded at \`${sha}\`` : ''}; **Δ** = AP − base AP.`;
  const scale = report.scale !== 1 ? ` AP × ${report.scale}.` : '';
  return `<sub>Relevance by rank: 🟩 relevant · ⬜ not relevant.${base}${scale}</sub>`;
}

function tableHeader(report: Report, reasonColumn: boolean): string {
  const columns =
    report.baseline === null
      ? ['case', 'AP', 'relevance', 'judge']
      : ['case', 'AP', 'base AP', 'Δ', 'relevance', 'judge'];
  const align =
    report.baseline === null
      ? ['---', '---:', '---', '---']
      : ['---', '---:', '---:', '---:', '---', '---'];
  if (reasonColumn) {
    columns.push('why');
    align.push('---');
  }
  return `| ${columns.join(' | ')} |\n|${align.join('|')}|`;
}

function caseRow(c: CaseReport, report: Report, reasonColumn: boolean): string {
  const ap = c.error !== null ? '**error**' : formatScore(c.apRounded);
  const cells = [excerpt(c.id, 60), ap];
  if (report.baseline !== null) cells.push(baseApCell(c, report), deltaCell(c, report));
  cells.push(relevanceStrip(c), c.judge);
  if (reasonColumn) cells.push(excerpt(c.error ?? c.reason, 160));
  return `| ${cells.join(' | ')} |`;
}

function baseApCell(c: CaseReport, report: Report): string {
  return c.baselineAp === null ? '–' : roundHalfUp(c.baselineAp * report.scale, 2).toFixed(2);
}

function deltaCell(c: CaseReport, report: Report): string {
  if (c.error !== null) return '–';
  if (c.change === 'new') return 'new';
  if (c.delta === null) return '–';
  const scaled = c.delta * report.scale;
  const shown = formatDelta(scaled, 2);
  if (c.change === 'regressed') return `**${shown === '0.00' ? '−&lt;0.01' : shown}**&nbsp;🔻`;
  if (c.change === 'improved') return shown === '0.00' ? '+&lt;0.01' : shown;
  return shown;
}

// ---------------------------------------------------------------------------------------------
// Reasons

function detailsBlock(c: CaseReport, report: Report, maxContexts: number): string {
  const icon =
    c.error !== null ? '⚠️' : c.change === 'regressed' ? '🔻' : c.change === 'new' ? '🆕' : '🔸';
  const ap = c.error !== null ? 'not scored' : `AP ${formatScore(c.apRounded)}`;
  const was =
    c.baselineAp !== null && c.error === null
      ? `, was ${roundHalfUp(c.baselineAp * report.scale, 2).toFixed(2)}${c.delta !== null ? ` (${formatDelta(c.delta * report.scale, 2)})` : ''}`
      : '';
  const summary = `${icon} <b>${htmlExcerpt(c.id, 80)}</b>: ${ap}${was} · ${c.judge === 'llm' ? 'LLM judge' : 'labels'}`;
  const facts = [`- **Query:** ${excerpt(c.query, 400)}`];
  if (c.expected) facts.push(`- **Expected:** ${excerpt(c.expected, 400)}`);
  facts.push(
    c.error !== null
      ? `- **Error:** ${excerpt(c.error, 400)}`
      : `- **Why this AP:** ${excerpt(c.reason, 400)}`,
  );
  if (c.source) facts.push(`- **Defined in:** ${excerpt(c.source, 200)}`);
  const lines = [`<details><summary>${summary}</summary>`, '', ...facts, ''];
  if (c.contexts.length > 0) {
    lines.push("| rank | verdict | context | judge's reason |", '|---:|---|---|---|');
    for (const x of c.contexts.slice(0, maxContexts)) lines.push(contextRow(x));
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

function contextRow(x: ContextReport): string {
  const verdict = `${x.relevant ? '🟩 yes' : '⬜ no'}${x.reused ? ' ♻️' : ''}${
    x.agreement !== undefined && x.agreement < 1
      ? ` (${Math.round(x.agreement * 100)}% of votes)`
      : ''
  }`;
  const context = `**${excerpt(x.id, 60)}**<br>${excerpt(x.text, 140)}`;
  return `| ${x.rank} | ${verdict} | ${context} | ${excerpt(x.reason, 300)} |`;
}

// ---------------------------------------------------------------------------------------------
// Removed cases and the judge's calibration

function removedSection(report: Report, listed: number): string {
  const removed = report.removedCases;
  if (listed === 0 || removed.length === 0) return '';
  const names = removed.slice(0, listed).map((id) => excerpt(id, 60));
  const more = removed.length - names.length;
  return `**Removed since the baseline** (${removed.length}): ${names.join(', ')}${more > 0 ? `, and ${more} more` : ''}.\n\n`;
}

function calibrationSection(report: Report, listed: number): string {
  const cal = report.calibration;
  if (!cal || cal.contexts === 0) return '';
  const kappa = cal.kappa === null ? '' : ` (Cohen's κ ${cal.kappa.toFixed(2)})`;
  const lines = [
    '#### Judge calibration',
    '',
    `The LLM agreed with the golden labels on ${Math.round(cal.agreement * 100)}% of ${plural(cal.contexts, 'context')} in ${plural(cal.cases, 'labelled case')}${kappa}: ${plural(cal.falsePositives, 'false positive')}, ${plural(cal.falseNegatives, 'false negative')}.`,
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

// ---------------------------------------------------------------------------------------------
// Drift chart and footer

const CHART_POINTS = 20;
/**
 * Wide enough for 21 seven-character labels side by side (the SVG is scaled to the comment's
 * width), not as tall as the default; the score in blue, the threshold in red.
 */
const CHART_SETTINGS =
  '%%{init: {"xyChart": {"width": 1100, "height": 360, "xAxis": {"labelFontSize": 12}}, "themeVariables": {"xyChart": {"plotColorPalette": "#0969da,#cf222e"}}}}%%';

/**
 * Mermaid `xychart-beta`: the last 20 recorded runs of the default branch, then this PR (or, on a
 * push, this commit); empty without history.
 */
export function driftChart(context: RenderContext): string {
  const { report } = context;
  // On a push the run's own commit may be recorded already: its point is the last one.
  const entries = [...context.history]
    .filter((e) => Number.isFinite(e.score) && e.scale > 0 && e.sha !== report.commit.sha)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .slice(-CHART_POINTS);
  if (entries.length === 0) return '';
  // Recorded at another scale: shown at ours.
  const scores = [...entries.map((e) => (e.score / e.scale) * report.scale), report.score];
  const onBranch = /^refs\/(heads|tags)\//.test(report.commit.ref ?? '');
  const last = onBranch ? (shortSha(report.commit.sha) ?? 'this run') : 'PR';
  const labels = [...entries.map((e) => shortSha(e.sha) ?? '?'), last];
  const number = (value: number) => String(Number(value.toFixed(4)));
  const top = number(report.scale);
  return [
    '#### Drift',
    '',
    `Score on the default branch over the last ${plural(entries.length, 'recorded run')}, then ${onBranch ? 'this run' : 'this PR'} (the last point); the flat line is the threshold.`,
    '',
    '```mermaid',
    CHART_SETTINGS,
    'xychart-beta',
    `  x-axis [${labels.map((l) => `"${l}"`).join(', ')}]`,
    `  y-axis "score" 0 --> ${top}`,
    `  line [${scores.map(number).join(', ')}]`,
    `  line [${scores.map(() => number(report.threshold)).join(', ')}]`,
    '```',
    '',
  ].join('\n');
}

function footerLine(context: RenderContext): string {
  const { report } = context;
  const u = report.usage;
  const head = shortSha(report.commit.sha);
  const base = shortSha(report.baseline?.sha);
  const parts = [
    head ? `head \`${head}\`` : null,
    base ? `baseline \`${base}\`` : null,
    report.model
      ? `judge ${excerpt(report.model, 80)}${report.promptVersion ? ` (prompt ${excerpt(report.promptVersion, 40)})` : ''}`
      : 'labels only',
    plural(u.judgeRequests, 'judge request'),
    `${plural(u.cachedVerdicts, 'verdict')} reused`,
    `${u.inputTokens.toLocaleString('en-US')} tokens in / ${u.outputTokens.toLocaleString('en-US')} out`,
    `denominator ${report.denominator}`,
    report.k !== null ? `k ${report.k}` : null,
    safeUrl(context.runUrl) ? `[workflow run](${safeUrl(context.runUrl)})` : null,
  ];
  return `<sub>${parts.filter((p) => p !== null).join(' · ')}</sub>`;
}

/** A link target that cannot leave the parentheses it is in; null for anything but plain http(s). */
export function safeUrl(url: string | undefined): string | null {
  return url && /^https?:\/\/[^\s()<>"'`\\]+$/i.test(url) ? url : null;
}

/** "the [job summary](url)", or without a link. */
export function jobSummaryLink(runUrl: string | undefined): string {
  const url = safeUrl(runUrl);
  return url ? `the [job summary](${url})` : 'the job summary';
}
