import { formatCount, formatDelta, formatScore, percent, plural } from '../format/numbers.js';
import type { JudgeAudit } from '../judge/audit-verdicts.js';
import { formatAp, sameScore } from '../score/average-precision.js';
import { plainText, shortSha } from '../format/plain-text.js';
import { visibleText } from '../format/visible-text.js';
import { contextLine, goldenSetLine, metricsLine, type Style } from './view-lines.js';
import { causesLine, leadLine } from './regression-cause.js';
import { recallFell } from './shown-cases.js';
import type { MovementStyle } from './movement-text.js';
import { variantLines } from './variant-lines.js';
import type { CaseReport, Report } from './report.js';

// The view: every fact of a report's headline and footer worded once. The formatters (the PR
// comment and job summary in markdown/, the terminal's text in render-text.ts) lay it out; a
// Style makes each untrusted string safe for where it goes and marks emphasis.

/**
 * The style for a terminal, a log line and plain-text formats (annotations, JUnit): plain text,
 * whole (a terminal has room), no emphasis.
 */
export const PLAIN: Style = {
  text: (value) => plainText(value),
  id: (value) => plainText(visibleText(value)),
  strong: (value) => value,
  code: (value) => value,
};

/** Plain text with its passage marks (● relevant, ○ not), for the terminal and the HTML page. */
export const PLAIN_MOVES: MovementStyle = { ...PLAIN, mark: (relevant) => (relevant ? '●' : '○') };

type Verdict = 'passed' | 'failed' | 'below';

/** A report's headline and footer, each fact worded by the function that makes it (null: none). */
export type ReportView = ReturnType<typeof reportView>;

const HEADINGS: Record<Verdict, string> = {
  passed: 'Context precision passed',
  failed: 'Context precision failed',
  below: 'Context precision is below the gate (audit mode: not failing)',
};

export function reportView(report: Report, style: Style) {
  const verdict: Verdict = report.passed ? 'passed' : report.mode === 'audit' ? 'below' : 'failed';
  const golden = goldenSetLine(report, (id) => style.id(id, 60));
  const name = (id: string) => style.strong(style.id(id, 60));
  const lead = leadLine(report, name);
  const causes = causesLine(report, name);
  const head = shortSha(report.commit.sha);
  const from = baselineFrom(report, style);
  return {
    verdict,
    // A gate other than the default is named beside the verdict.
    heading: `${HEADINGS[verdict]}${report.name === 'default' ? '' : ` · ${style.text(report.name, 64)}`}`,
    score: scoreParts(report, style, golden !== null),
    golden,
    metrics: metricsLine(report, style),
    // Labelled here, once for every layout.
    lead: lead && `${style.strong('Why:')} ${lead}.`,
    context: contextLine(report, style.strong),
    causes: causes && `Causes, by the AP they cost: ${causes}.`,
    variants: variantLines(report, style),
    failures: report.failures.map((f) => style.text(f, 500)),
    // What may mislead without failing the gate: labels that no longer name what is retrieved.
    warnings: report.notes
      .filter((n) => n.kind === 'unjudged-rise')
      .map((n) => style.text(n.text, 500)),
    // The baseline's status is on the score line.
    notes: report.notes
      .filter((n) => !['no-baseline', 'baseline-not-comparable', 'unjudged-rise'].includes(n.kind))
      .map((n) => style.text(n.text, 500)),
    audit: report.audit
      ? {
          line: style.text(auditLine(report.audit, report.model), 800),
          warns: auditWarns(report.audit),
        }
      : null,
    judge: judgeParts(report, style),
    /** The footer's commits: this run's and the baseline's. */
    commits: [...(head ? [`head ${style.code(head)}`] : []), ...(from ? [`baseline${from}`] : [])],
  };
}

/** The two terms, explained once where the case table is. */
export const TERMS =
  'AP (average precision) is 1.00 when every relevant context ranks above every irrelevant one, and falls as irrelevant ones rank above relevant ones; the score is MAP, the mean AP over the cases.';

/** A case's cells as every table and annotation writes them. */
export type CaseCells = ReturnType<typeof caseCells>;

/**
 * AP (`0.50`, or `error`), the baseline's AP (or `–`), Δ (`−0.25`, `−<0.01`, `new`,
 * `edited (labels)`, or `–`), and recall now and, when it changed, in the baseline (null: none).
 */
export function caseCells(c: CaseReport, scale: number, style: Style) {
  const recall = c.error === null ? c.metrics?.recall : undefined;
  const was = c.baselineMetrics?.recall;
  return {
    ap: c.error !== null ? 'error' : formatScore(c.apRounded),
    baseAp: c.baselineAp === null ? '–' : formatAp(c.baselineAp * scale),
    delta: deltaText(c, scale, style),
    recall:
      recall === undefined
        ? null
        : {
            now: formatScore(recall),
            was: was === undefined || sameScore(was, recall) ? null : formatScore(was),
            fell: recallFell(c),
          },
  };
}

/** `AP 1.00 → 0.33 (−0.67)`: a compared case's AP then and now (`AP 0.33` when not compared). */
export function apChange(c: CaseReport, scale: number, style = PLAIN): string {
  const cells = caseCells(c, scale, style);
  if (c.baselineAp === null) return `AP ${cells.ap}`;
  return `AP ${cells.baseAp} → ${cells.ap}${c.delta === null ? '' : ` (${cells.delta})`}`;
}

/** Δ of a case: a change under 0.01 keeps its sign (`−<0.01`), never reads as `0.00`. */
function deltaText(c: CaseReport, scale: number, style: Style): string {
  if (c.error !== null) return '–';
  if (c.change === 'new') return 'new';
  if (c.change === 'edited') return `edited (${c.edited?.join(', ') ?? 'definition'})`;
  if (c.delta === null) return '–';
  const shown = formatDelta(c.delta * scale, 2);
  if (shown !== '0.00' || c.change === 'same') return shown;
  return style.text(c.change === 'regressed' ? '−<0.01' : '+<0.01', 10);
}

/** ` from \`4a7e91c\`` (its commit), ` from main.json` (the CLI's `--baseline` file), or nothing. */
export function baselineFrom(report: Report, style: Style): string {
  if (report.baseline?.file !== undefined) return ` from ${style.text(report.baseline.file, 100)}`;
  const sha = shortSha(report.baseline?.sha);
  return sha ? ` from ${style.code(sha)}` : '';
}

/** Score, baseline, delta, settings and counts. */
function scoreParts(report: Report, style: Style, goldenLine: boolean): string[] {
  const errors = report.cases.filter((c) => c.error !== null).length;
  // "15 cases", or "9 of 15 cases" when the judge failed on some (max-judge-errors let them out).
  const all = plural(report.cases.length, 'case');
  const scored = errors === 0 ? all : `${formatCount(report.cases.length - errors)} of ${all}`;
  const over = `MAP${report.scale !== 1 ? ` × ${report.scale}` : ''} over ${scored}`;
  const parts = [`${style.strong(`Score ${formatScore(report.score, 4)}`)} (${over})`];
  const baseline = report.baseline;
  const from = baselineFrom(report, style);
  if (baseline === null) {
    parts.push(`${style.strong('no baseline yet')}: gated on the threshold alone`);
  } else if (!baseline.comparable) {
    parts.push(
      `baseline ${formatScore(baseline.score, 4)}${from} ${style.strong('not comparable')} (${style.text(baseline.differences.join('; '), 400)}): shown, not gated on`,
    );
  } else {
    // When the golden set changed, the drop is measured on the cases both runs have with one
    // definition: said after Δ, with both means over them.
    const paired = goldenLine ? baseline.paired : undefined;
    const overPaired = !paired
      ? ''
      : paired.cases === 0
        ? ' (no case is in both runs with the same definition)'
        : ` over the ${plural(paired.cases, 'case')} both runs have (${formatScore(paired.baselineScore, 4)} → ${formatScore(paired.score, 4)})`;
    parts.push(
      `baseline ${formatScore(baseline.score, 4)}${from}`,
      `${style.strong(`Δ ${formatDelta(report.delta, 4)}`)}${overPaired}`,
    );
  }
  parts.push(`threshold ${formatSetting(report.threshold)}`);
  if (baseline !== null) parts.push(`max drop ${formatSetting(report.maxDrop)}`);
  if (baseline?.comparable) parts.push(plural(report.regressions, 'regression'));
  if (errors > 0) parts.push(`${plural(errors, 'case')} the judge could not judge`);
  return parts;
}

/** `judge openai/gpt-4.1-mini (prompt v3) · 12 judge requests · 3 verdicts reused · tokens · denominator retrieved · k 5`. */
function judgeParts(report: Report, style: Style): string[] {
  const u = report.usage;
  const n = formatCount;
  const estimate =
    u.estimatedInputTokens + u.estimatedOutputTokens > 0
      ? ` (estimated ${n(u.estimatedInputTokens)} / ${n(u.estimatedOutputTokens)})`
      : '';
  return [
    report.model
      ? `judge ${style.text(report.model, 80)}${report.judgeServer ? ` at ${style.text(report.judgeServer, 100)}` : ''}${report.promptVersion ? ` (prompt ${style.text(report.promptVersion, 40)})` : ''}`
      : 'labels only',
    plural(u.judgeRequests, 'judge request'),
    `${plural(u.reusedVerdicts, 'verdict')} reused`,
    `${n(u.inputTokens)} tokens in / ${n(u.outputTokens)} out${estimate}`,
    `denominator ${report.denominator}`,
    ...(report.k !== null ? [`k ${report.k}`] : []),
  ];
}

/** 0.7 → "0.70", 0.725 → "0.725": two decimals at least, up to four, as set. */
function formatSetting(value: number): string {
  const trimmed = value.toFixed(4).replace(/0+$/, '');
  return (trimmed.split('.')[1] ?? '').length >= 2 ? trimmed : value.toFixed(2);
}

/** Who judged a case: `llm`, `labels`, or `labels + llm` (the LLM judged passages no label names). */
export function judgeOf(c: Pick<CaseReport, 'judge' | 'contexts'>): string {
  return c.judge === 'labels' && c.contexts.some((x) => x.judge === 'llm')
    ? 'labels + llm'
    : c.judge;
}

export type CaseColumn =
  'case' | 'AP' | 'base AP' | 'Δ' | 'recall' | 'relevance' | 'judge' | 'reason';

/**
 * A case table's columns, decided once for every table: base AP and Δ with a baseline, recall
 * when the run computed it, a judge column only when the cases were not all judged the same way
 * (it would say one word on every row), and the one-line reason when the layout has room.
 */
export function caseColumns(report: Report, reason: boolean): CaseColumn[] {
  const first = report.cases[0] && judgeOf(report.cases[0]);
  const columns: CaseColumn[] = ['case', 'AP'];
  if (report.baseline !== null) columns.push('base AP', 'Δ');
  if (Object.hasOwn(report.metrics, 'recall')) columns.push('recall');
  columns.push('relevance');
  if (report.cases.some((c) => judgeOf(c) !== first)) columns.push('judge');
  if (reason) columns.push('reason');
  return columns;
}

/** A flip rate above this is a warning: the judge behind the model name has likely changed. */
const AUDIT_WARNING_RATE = 0.05;

/** Whether the audit found enough flips to warn about (more than 5%). */
export function auditWarns(audit: JudgeAudit): boolean {
  return (audit.flipRate ?? 0) > AUDIT_WARNING_RATE;
}

/** The audit in one sentence or three, for the log, the CLI and the renderings. */
export function auditLine(audit: JudgeAudit, model: string | null): string {
  if (audit.available === 0)
    return 'Judge audit: no verdict of this run was reused from the store, so there was nothing to re-judge.';
  const rate = audit.flipRate === null ? '' : ` (${percent(audit.flipRate, 1)})`;
  const parts = [
    `Judge audit: re-judged ${formatCount(audit.sampled)} of ${plural(audit.available, 'reused verdict')} without reuse (seed ${audit.seed}); ${formatCount(audit.flipped)} flipped${rate}.`,
  ];
  if (auditWarns(audit))
    parts.push(
      `That is above ${percent(AUDIT_WARNING_RATE, 1)}: the model behind ${model ?? 'the judge'} may have changed since the verdicts were recorded. Review the flipped verdicts; to adopt the new ones, run the audit with record: true.`,
    );
  if (audit.failed > 0)
    parts.push(`The judge failed on ${plural(audit.failed, 'sampled verdict')}; left out.`);
  if (audit.adopted && audit.sampled > 0)
    parts.push('The re-judged verdicts replace the stored ones (record: true).');
  return parts.join(' ');
}
