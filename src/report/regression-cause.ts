import type { Culprit } from '../compare/regression-culprits.js';
import { formatDelta, plural } from '../format/numbers.js';
import { byCost, formatAp } from '../score/average-precision.js';
import type { CaseReport, Report } from './report.js';
import { orderCases } from './shown-cases.js';

// The wording of why the regressed cases fell: what compare/regression-culprits.ts found, the
// lead case's culprits and the causes shared across the cases (the report's `cause`).

type RegressionCause = NonNullable<Report['cause']>;
type PassageCost = RegressionCause['movedAbove'][number];

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
  // The rank of the last relevant context (0: none).
  const last = c.contexts.reduce((rank, x) => (x.relevant ? Math.max(rank, x.rank) : rank), 0);
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
  const culprits = worst.culprits ?? [];
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
