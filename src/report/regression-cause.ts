import { formatDelta, plural } from '../format/numbers.js';
import {
  averagePrecision,
  formatAp,
  SAME_SCORE,
  type Denominator,
} from '../score/average-precision.js';
import { apOptionsOf } from '../score/case-score.js';
import type { CaseReport, Report } from './report.js';
import { byId, orderCases } from './shown-cases.js';

/**
 * Why the regressed cases fell, by the AP each cause cost (the report's `cause`): the passages
 * that moved above relevant ones, and the relevant passages that left the judged ranking. Many
 * regressions often share one cause (a new document now ranked first everywhere); this says it
 * once instead of in each case, the costliest first.
 */
type RegressionCause = NonNullable<Report['cause']>;
type PassageCost = RegressionCause['movedAbove'][number];

/** What cost a case AP: a passage, how it moved, and the AP the case would have without it. */
export interface Culprit {
  id: string;
  /** New above a relevant passage, moved up above one, a relevant one that left, or (without the baseline's ranking) ranked above one. */
  kind: 'entered' | 'moved' | 'left' | 'above';
  /** Its rank now (for `left`: its rank in the baseline). */
  rank: number;
  /** `moved`: its rank in the baseline. */
  from?: number;
  /** Relevant contexts ranked below it now (0 for `left`). */
  above: number;
  /**
   * AP points (unscaled) the case lost to it: the AP with the passage taken out of this run's
   * ranking (`left`: put back at its old rank) minus the AP now.
   */
  cost: number;
  /** No label names it (a label-judged case): not relevant only for want of a verdict. */
  unjudged?: true;
}

/**
 * A case's culprits, costliest first (then by rank). With the baseline's ranking: what entered or
 * moved up above a relevant passage, and the relevant passages that left; without it, the
 * irrelevant contexts ranked above a relevant one.
 */
export function caseCulprits(c: CaseReport, denominator: Denominator): Culprit[] {
  const relevance = c.contexts.map((x) => x.relevant);
  const options = apOptionsOf(
    c.judge,
    c.labels?.map(([, grade]) => grade),
    denominator,
  );
  const now = averagePrecision(relevance, options);
  const lastRelevant = lastRelevantRank(c.contexts);
  const without = (rank: number) =>
    averagePrecision(relevance.toSpliced(rank - 1, 1), options) - now;
  const above = (rank: number) => c.contexts.filter((x) => x.relevant && x.rank > rank).length;
  const irrelevant = (kind: 'entered' | 'above', id: string, rank: number): Culprit => ({
    id,
    kind,
    rank,
    above: above(rank),
    cost: without(rank),
    ...(c.unjudged?.includes(id) && { unjudged: true as const }),
  });
  const culprits: Culprit[] = [];
  if (c.movement) {
    for (const x of c.movement.entered)
      if (!x.relevant && x.rank < lastRelevant) culprits.push(irrelevant('entered', x.id, x.rank));
    for (const x of c.movement.moved)
      if (!x.relevant && x.to < x.from && x.to < lastRelevant)
        culprits.push({ ...irrelevant('entered', x.id, x.to), kind: 'moved', from: x.from });
    for (const x of c.movement.left)
      if (x.relevant) {
        const back = relevance.toSpliced(x.rank - 1, 0, true).slice(0, relevance.length);
        culprits.push({
          id: x.id,
          kind: 'left',
          rank: x.rank,
          above: 0,
          cost: averagePrecision(back, options) - now,
        });
      }
  } else {
    for (const x of c.contexts)
      if (!x.relevant && x.rank < lastRelevant) culprits.push(irrelevant('above', x.id, x.rank));
  }
  // A relevant passage that left can raise AP (the `retrieved` denominator): not a cause then.
  return culprits
    .filter((x) => x.cost > SAME_SCORE)
    .sort((a, b) => b.cost - a.cost || a.rank - b.rank || byId(a, b));
}

/** The cause of the regressions, or undefined when no regressed case says what moved. */
export function regressionCause(
  cases: readonly CaseReport[],
  denominator: Denominator,
): RegressionCause | undefined {
  const movedAbove = new Map<string, PassageCost>();
  const leftRanking = new Map<string, PassageCost>();
  let counted = 0;
  for (const c of cases) {
    if (c.change !== 'regressed' || c.error !== null || !c.movement) continue;
    counted += 1;
    for (const x of caseCulprits(c, denominator)) {
      const into = x.kind === 'left' ? leftRanking : movedAbove;
      const sum = into.get(x.id) ?? { id: x.id, cases: 0, cost: 0 };
      into.set(x.id, { id: x.id, cases: sum.cases + 1, cost: sum.cost + x.cost });
    }
  }
  if (counted === 0 || movedAbove.size + leftRanking.size === 0) return undefined;
  return {
    cases: counted,
    movedAbove: [...movedAbove.values()].sort(byCost),
    leftRanking: [...leftRanking.values()].sort(byCost),
  };
}

/** The rank of the last relevant context (0: none). */
function lastRelevantRank(contexts: CaseReport['contexts']): number {
  return contexts.reduce((last, x) => (x.relevant ? Math.max(last, x.rank) : last), 0);
}

/** How an id is written (bold in markdown, plain in a terminal). */
type Name = (id: string) => string;

/** What a culprit did, as a clause: `new at rank 1, above the relevant passages`. */
export function culpritText(x: Culprit, k: number | null, name: Name): string {
  const done = movedText(x, k, name);
  return x.unjudged ? `${done}, and no label names it (unjudged): ${waysOut('it')}` : done;
}

/** What to do about unjudged passages that cost a case AP. */
const waysOut = (them: 'it' | 'them') =>
  `label ${them} (relevant, or irrelevant), or set judge-holes: true to have the LLM judge ${them}`;

/**
 * A regressed case's unjudged passages ranked above its relevant ones, and what to do; null when
 * it has none: `u1 (rank 1) is ranked above relevant passages and no label names it: …`.
 */
export function unjudgedAboveText(c: CaseReport, name: Name): string | null {
  if (c.change !== 'regressed' || !c.unjudged?.length) return null;
  const last = lastRelevantRank(c.contexts);
  const above = c.contexts.filter((x) => x.rank < last && c.unjudged?.includes(x.id));
  if (above.length === 0) return null;
  const listed = above.map((x) => `${name(x.id)} (rank ${x.rank})`).join(', ');
  const one = above.length === 1;
  return `${listed} ${one ? 'is' : 'are'} ranked above relevant passages and no label names ${one ? 'it' : 'them'}: counted not relevant, though ${one ? 'it' : 'they'} may be; ${waysOut(one ? 'it' : 'them')}`;
}

function movedText(x: Culprit, k: number | null, name: Name): string {
  const relevant = x.above === 1 ? 'the relevant passage' : `${x.above} relevant passages`;
  switch (x.kind) {
    case 'entered':
      return `${name(x.id)}, new at rank ${x.rank}, pushed ${relevant} down`;
    case 'moved':
      return `${name(x.id)} moved up from rank ${x.from} to ${x.rank}, above ${relevant}`;
    case 'left':
      return `the relevant ${name(x.id)} left the ${topOf(k)} (it was at rank ${x.rank})`;
    case 'above':
      return `${name(x.id)} at rank ${x.rank} is ranked above ${relevant}`;
  }
}

/**
 * The one sentence a reader needs first: the case that fell most and what cost it most, and
 * whether the same passage is behind the other regressions. Null when nothing regressed.
 */
export function leadLine(report: Report, name: Name): string | null {
  const regressed = report.cases.filter((c) => c.change === 'regressed' && c.error === null);
  const worst = orderCases(regressed)[0];
  if (worst === undefined) return null;
  const was = formatAp((worst.baselineAp ?? 0) * report.scale);
  const subject = `${name(worst.id)} fell${regressed.length > 1 ? ' most' : ''}, AP ${was} → ${formatAp(worst.ap * report.scale)}`;
  const culprits = caseCulprits(worst, report.denominator);
  const culprit = culprits[0];
  if (culprit === undefined) return `${subject}: ${worst.reason}`;
  // No one passage explains the drop when their costs, each alone, fall short of it.
  const lost = (worst.baselineAp ?? 0) - worst.ap;
  const together =
    culprits.length > 1 && culprits.reduce((sum, x) => sum + x.cost, 0) < lost - 0.005;
  // Together, each is named by what it did; the unjudged ones' advice is the comment's own line.
  const listed = together
    ? culprits.slice(0, 2).map((x) => movedText(x, report.k, name))
    : [culpritText(culprit, report.k, name)];
  const more = culprits.length - listed.length;
  const what = together
    ? `${culprits.length} passages acted together (none alone cost more than ${formatAp(culprit.cost * report.scale)} of the ${formatAp(lost * report.scale)} lost): ${listed.join('; ')}${more > 0 ? `; and ${more} more` : ''}`
    : listed[0];
  const top = report.cause && causesByCost(report.cause)[0];
  const shared =
    top === undefined || top.cases < 2
      ? ''
      : top.id === culprit.id && !together
        ? `; the same passage cost AP in ${top.cases} of the ${plural(report.cause!.cases, 'regressed case')}`
        : `; across the regressed cases, ${name(top.id)} cost the most AP (in ${top.cases} of ${report.cause!.cases})`;
  return `${subject}: ${what}${shared}`;
}

/** Passages named in the causes line; the rest are counted. */
const NAMED = 5;

/**
 * Every cause, costliest first, when there is more than one:
 * `a above relevant passages in 4 cases (−1.25 AP) · b (relevant) left the top 5 in 1 (−0.17)`.
 */
export function causesLine(report: Report, name: Name): string | null {
  if (!report.cause) return null;
  const all = causesByCost(report.cause);
  if (all.length < 2) return null;
  const shown = all.slice(0, NAMED).map((p, i) => {
    const what = p.left ? `(relevant) left the ${topOf(report.k)}` : 'above relevant passages';
    const where = i === 0 ? plural(p.cases, 'case') : String(p.cases);
    return `${name(p.id)} ${what} in ${where} (${formatDelta(-p.cost * report.scale, 2)})`;
  });
  const more = all.length - shown.length;
  return shown.join(' · ') + (more > 0 ? ` · and ${plural(more, 'more passage')}` : '');
}

function causesByCost(cause: RegressionCause): (PassageCost & { left: boolean })[] {
  return [
    ...cause.movedAbove.map((p) => ({ ...p, left: false })),
    ...cause.leftRanking.map((p) => ({ ...p, left: true })),
  ].sort(byCost);
}

const topOf = (k: number | null): string => (k === null ? 'ranking' : `top ${k}`);

/** Costliest first, then in more cases, then by id. */
const byCost = (a: PassageCost, b: PassageCost): number =>
  b.cost - a.cost || b.cases - a.cases || byId(a, b);
