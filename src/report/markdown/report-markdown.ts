import { auditSection } from './audit-section.js';
import { calibrationSection } from './calibration-section.js';
import { isPerfectAndUnchanged, orderCases } from '../case-order.js';
import { casesThatMatter, recallFell } from '../shown-cases.js';
import { commonReasons, detailsBlock, detailsLegend } from './case-details.js';
import { caseRow, removedSection, tableHeader, tableLegend, tagSection } from './case-table.js';
import { driftChart } from './drift-chart.js';
import { footerLine } from './footer.js';
import { headlineBody, verdictHeading } from './headline.js';
import { MARKDOWN } from './markdown-text.js';
import { baselineFrom, hasJudgeColumn, reportView } from '../view.js';
import { formatCount, formatScore, plural } from '../../format/numbers.js';
import { commentMarker } from './comment-marker.js';
import type { RenderInput } from './render-input.js';

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
  /** Verdicts a judge audit found flipped, listed at most (`mode: audit`). */
  flipsListed: number;
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
  private readonly detailsLegend: string;
  private readonly unchanged: boolean;
  private readonly extras: string;
  private readonly chart: string;
  private readonly footer: string;
  private readonly legend: string;

  constructor(
    private readonly input: RenderInput,
    private readonly style: MarkdownStyle,
  ) {
    const { report } = input;
    const ordered = orderCases(report.cases);
    const collapse = style.collapseAfter !== null && ordered.length > style.collapseAfter;
    const listed = collapse ? ordered.filter((c) => !isPerfectAndUnchanged(c, report)) : ordered;
    this.collapsed = ordered.length - listed.length;
    const judgeColumn = hasJudgeColumn(report);
    this.rows = listed.map((c) => caseRow(c, report, style.reasonColumn, judgeColumn));
    this.rowCount = this.rows.length;
    this.tableHead = tableHeader(report, style.reasonColumn, judgeColumn);
    // Nothing changed since the baseline: the table folds away and no case needs its reasons.
    this.unchanged =
      report.baseline?.comparable === true &&
      report.removedCases.length === 0 &&
      report.cases.every((c) => c.change === 'same' && c.error === null && !recallFell(c));
    const explained = this.unchanged ? [] : casesThatMatter(report.cases, style.maxDetails);
    const common = commonReasons(explained, style.contextsPerDetail);
    this.details = explained.map((c) =>
      detailsBlock(c, report, style.contextsPerDetail, {
        judge: judgeColumn,
        blobUrl: input.blobUrl,
        commonReasons: common,
      }),
    );
    this.detailsLegend = detailsLegend(explained, style.contextsPerDetail, common);
    this.detailCount = this.details.length;
    const view = reportView(report, MARKDOWN);
    const from = baselineFrom(report, MARKDOWN);
    this.legend = tableLegend(report, from);
    this.head = [
      ...(style.marker ? [commentMarker(report.name)] : []),
      verdictHeading(report, view),
      '',
      ...headlineBody(view),
    ].join('\n');
    this.extras = [
      tagSection(report),
      removedSection(report, style.removedListed),
      calibrationSection(report, style.disagreementsListed),
      auditSection(report, style.flipsListed),
    ].join('');
    this.chart = driftChart(input);
    this.footer = footerLine(input, view, from);
  }

  /** Everything, or the first `rows` rows and `details` reason blocks with a pointer to the rest. */
  compose(rows = this.rowCount, details = this.detailCount): string {
    const { report } = this.input;
    const hiddenRows = this.rowCount - rows;
    const hiddenDetails = this.detailCount - details;
    const out: string[] = [this.head, ''];
    if (report.cases.length > 0 && this.unchanged) {
      // Only when everything fits: a partial table is never folded away.
      out.push(
        `No case changed since the baseline: every AP is the same.`,
        '',
        `<details><summary>The ${plural(report.cases.length, 'case')}</summary>`,
        '',
        this.legend,
        '',
        this.tableHead,
      );
      for (let i = 0; i < rows; i += 1) out.push(this.rows[i] as string);
      out.push('', '</details>', '');
      if (hiddenRows > 0)
        out.push(`…and ${plural(hiddenRows, 'more case')} in ${this.style.elsewhere}.`, '');
    } else if (report.cases.length > 0) {
      out.push(
        report.baseline?.comparable
          ? `#### Cases, worst change first`
          : `#### Cases, lowest AP first`,
        '',
      );
      // Said before the table, where a reader of a long one sees it.
      const left: string[] = [];
      if (hiddenRows > 0) {
        left.push(
          `Showing the ${formatCount(rows)} worst of ${plural(report.cases.length, 'case')}: ➡️ **${plural(hiddenRows, 'more case')} in ${this.style.elsewhere}**, with the judge's reasons.`,
        );
      }
      if (this.collapsed > 0) {
        left.push(
          `${plural(this.collapsed, 'unchanged case')} at AP ${formatScore(report.scale)} ${this.collapsed === 1 ? 'is' : 'are'} not listed.`,
        );
      }
      if (left.length > 0) out.push(left.join(' '), '');
      out.push(this.legend, '', this.tableHead);
      // A loop, not push(...rows): spreading 150k rows into one call overflows the stack.
      for (let i = 0; i < rows; i += 1) out.push(this.rows[i] as string);
      out.push('');
      if (hiddenRows > 0) {
        out.push(`…and ${plural(hiddenRows, 'more case')} in ${this.style.elsewhere}.`, '');
      }
    }
    if (details > 0) {
      out.push(
        `#### Why: the cases that matter`,
        '',
        this.detailsLegend,
        '',
        this.details.slice(0, details).join('\n'),
      );
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
