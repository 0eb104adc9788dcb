import { formatCount, formatDelta, plural } from '../../format/numbers.js';
import { formatAp } from '../../score/average-precision.js';
import { caseFacts, type CaseFact } from '../case-facts.js';
import type { CaseReport, ContextReport, RankingMovement, Report } from '../report.js';
import { reviewCommands } from '../review-line.js';
import { driftRecords, type RunInput } from '../run-input.js';
import { orderCases } from '../shown-cases.js';
import { caseCells, judgeOf, PLAIN, PLAIN_MOVES, type CaseCells } from '../view.js';

/**
 * The HTML report's data as its page script reads them (an inline JSON block): the charts' data,
 * which it draws as inline SVG (the drift with the dashboard's chart, page-helpers.ts), and every
 * case, worst change first, with its ranked contexts, verdicts and reasons, and the baseline's
 * ranking beside it where the report has it. Strings are plain text (PLAIN: no control or bidi characters, ids
 * with their invisible characters shown); the page writes them with `textContent`, never as markup.
 * Short keys, tuples without their empty tail, and each distinct reason written once (labels give
 * a few reasons to thousands of passages) keep 10,000 cases of 10 contexts a few megabytes.
 */

/**
 * A ranked passage: id, relevant (1/0), its reason (an index into `reasons`), its text (when the
 * report kept it), what moved, and, in a label-judged case, `unjudged` (no label names it) or
 * `llm` (the LLM judged it: judge-holes); the empty strings at its end are left out.
 */
type PageContext = [
  id: string,
  relevant: 0 | 1,
  reason?: number,
  text?: string,
  mark?: string,
  by?: 'unjudged' | 'llm',
];

/**
 * The page's data: its cases' tags, its charts (null: none), the variants' names, the reasons the
 * cases point to, and its cases, worst change first.
 */
export function pageData(input: RunInput) {
  const { report } = input;
  const reasons = new Map<string, number>();
  const reasonIndex = (reason: string) => {
    const text = PLAIN.text(reason, 0);
    let index = reasons.get(text);
    if (index === undefined) reasons.set(text, (index = reasons.size));
    return index;
  };
  const variants = (report.variants ?? []).filter((v) => v.caseAps);
  const aps = variants.map((v) => new Map(v.caseAps));
  const cases = orderCases(report.cases).map((c) => {
    const own = pageCase(c, report.scale, reasonIndex);
    if (aps.length === 0 || c.error !== null) return own;
    const s = report.scale;
    // Each variant's AP on it and the change from this run's (`0.50`, `−0.50`); null: not scored by both.
    const va = aps.map((byCase) => {
      const ap = byCase.get(c.id);
      return ap === undefined
        ? null
        : ([formatAp(ap * s), formatDelta((ap - c.ap) * s, 2)] as [string, string]);
    });
    return { ...own, va };
  });
  const bins = apBins(report);
  const drift = driftData(input);
  return {
    tags: [...new Set(cases.flatMap((c) => c.tags))].sort(),
    charts: bins || drift ? { bins, drift } : null,
    variants: variants.map((v) => v.name),
    reasons: [...reasons.keys()],
    cases,
  };
}

/** The scored cases by AP in tenths of the scale, and the baseline's; null when none is scored. */
function apBins(report: Report) {
  const scored = report.cases.filter((c) => c.error === null);
  if (scored.length === 0) return null;
  const binOf = (ap: number) => Math.min(9, Math.floor(ap * 10));
  const now = new Array<number>(10).fill(0);
  const base = new Array<number>(10).fill(0);
  for (const c of scored) {
    now[binOf(c.ap)] += 1;
    if (c.baselineAp !== null) base[binOf(c.baselineAp)] += 1;
  }
  return { scale: report.scale, now, base };
}

/**
 * The score over the recorded runs of the default branch (the last 50, at this run's scale), then
 * this run (a marker where the judge, a setting or the golden set changed); null with too few.
 */
function driftData(input: RunInput) {
  const { report } = input;
  const entries = driftRecords(input, 50);
  if (entries.length === 0) return null;
  return {
    caption: `Score over the last ${plural(entries.length, 'recorded run')}, then this run; the dashed line is the threshold`,
    threshold: report.threshold,
    runs: [
      ...entries,
      {
        name: 'this run',
        sha: report.commit.sha,
        recordedAt: report.createdAt,
        score: report.score,
      },
    ],
  };
}

/** A case as the page script reads it (short keys). */
function pageCase(c: CaseReport, scale: number, reasonIndex: (reason: string) => number) {
  const cells = caseCells(c, scale, PLAIN);
  const unjudged = new Set(c.unjudged);
  const review = reviewCommands(c);
  return {
    id: PLAIN.id(c.id, 0),
    /** The query (searched). */
    q: PLAIN.text(c.query, 0),
    tags: c.tags.map((tag) => PLAIN.text(tag, 0)),
    j: judgeOf(c),
    /** Its change since the baseline, `error` when the judge failed on it, null without a comparable baseline. */
    ch: c.error !== null ? 'error' : c.change,
    /** The cells as the comment writes them: AP, the baseline's AP, Δ. */
    ap: cells.ap,
    b: cells.baseAp,
    d: cells.delta,
    /** Its facts, worded as every format words them (case-facts.ts), then the page's own. */
    f: pageFacts(c, cells),
    ctx: c.contexts.map((x) =>
      withoutEmptyTail([
        PLAIN.id(x.id, 0),
        x.relevant ? 1 : 0,
        reasonIndex(x.reason),
        PLAIN.text(x.text ?? '', 0),
        c.movement ? nowMark(c.movement, x) : '',
        unjudged.has(x.id) ? 'unjudged' : x.judge,
      ]),
    ),
    /** The baseline's ranking (a changed case whose baseline kept it); null: not in the report. */
    base: c.movement ? baselineRanking(c.movement) : null,
    /** The review commands to copy (accept, reject: review-line.ts); null: none. */
    rv: review && [review.accept, review.reject],
  };
}

const JUDGED_BY: Record<string, string> = {
  labels: 'golden labels',
  llm: 'the LLM',
  'labels + llm': 'golden labels + the LLM (the passages no label names)',
};

/** The case's facts (case-facts.ts), then the page's own: who judged and labelled it, recall, cost. */
function pageFacts(c: CaseReport, cells: CaseCells): CaseFact[] {
  const facts = caseFacts(c, { style: PLAIN_MOVES, everyMove: true });
  facts.push(['Judged by', JUDGED_BY[judgeOf(c)] as string]);
  if (c.labelled) facts.push(['Labelled by', PLAIN.text(`${c.labelled.by} (${c.labelled.at})`, 0)]);
  if (c.tags.length > 0) facts.push(['Tags', c.tags.map((tag) => PLAIN.text(tag, 0)).join(', ')]);
  const { recall } = cells;
  // Recall says what it counted: labelled passages found, or the expected answer's statements.
  if (recall)
    facts.push([
      'Recall',
      `${recall.now}${recall.was ? ` (was ${recall.was})` : ''} (${c.judge === 'llm' ? 'expected statements the contexts support' : 'labelled relevant passages retrieved'})`,
    ]);
  const cost = c.contextCost;
  if (cost) {
    const toRelevant = cost.tokensToAllRelevant;
    const rest =
      toRelevant === null ? 'no relevant passage' : `${toRelevant} to the last relevant one`;
    facts.push([
      'Context tokens',
      `${cost.contextTokens} (${cost.irrelevantTokens} irrelevant, ${rest})`,
    ]);
  }
  return facts;
}

/** A passage of this run's ranking: `new`, `↑ from 5`, `↓ from 1`, or nothing (the same rank). */
function nowMark(movement: RankingMovement, context: ContextReport): string {
  if (movement.entered.some((x) => x.id === context.id && x.rank === context.rank)) return 'new';
  const moved = movement.moved.find((x) => x.id === context.id && x.to === context.rank);
  if (!moved) return '';
  return `${moved.to < moved.from ? '↑' : '↓'} from ${formatCount(moved.from)}`;
}

/** The baseline's ranking, each passage marked where it went: `left`, `now 3`, or nothing (the same rank). */
function baselineRanking(movement: RankingMovement): PageContext[] {
  const left = new Set(movement.left.map((x) => x.rank));
  const movedTo = new Map(movement.moved.map((x) => [x.from, x.to]));
  return movement.baselineIds.map((id, index): PageContext => {
    const to = movedTo.get(index + 1);
    const mark = left.has(index + 1) ? 'left' : to ? `now ${formatCount(to)}` : '';
    return withoutEmptyTail([
      PLAIN.id(id, 0),
      movement.baselineRelevant[index] ? 1 : 0,
      undefined,
      undefined,
      mark,
    ]);
  });
}

/** A passage without the empty strings at its end (JSON writes an absent middle one as null). */
function withoutEmptyTail(context: PageContext): PageContext {
  let end = context.length;
  while (end > 2 && (context[end - 1] === '' || context[end - 1] === undefined)) end -= 1;
  return context.slice(0, end) as PageContext;
}
