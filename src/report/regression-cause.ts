import { plural } from '../format/numbers.js';
import type { CaseReport, Report } from './report.js';

/**
 * Why the regressed cases fell, added up across them (the report's `cause`): the passages that
 * moved above relevant ones, and the relevant passages that left the judged ranking. Many
 * regressions often share one cause (a new document now ranked first everywhere); this says it
 * once instead of in each case.
 */
type RegressionCause = NonNullable<Report['cause']>;
type PassageCount = RegressionCause['movedAbove'][number];

/** The cause of the regressions, or undefined when no regressed case says what moved. */
export function regressionCause(cases: readonly CaseReport[]): RegressionCause | undefined {
  const movedAbove = new Map<string, number>();
  const leftRanking = new Map<string, number>();
  let counted = 0;
  for (const c of cases) {
    if (c.change !== 'regressed' || c.error !== null || !c.movement) continue;
    counted += 1;
    const lastRelevant = lastRelevantRank(c.contexts);
    const culprits = new Set<string>();
    for (const x of c.movement.entered)
      if (!x.relevant && x.rank < lastRelevant) culprits.add(x.id);
    for (const x of c.movement.moved)
      if (!x.relevant && x.to < x.from && x.to < lastRelevant) culprits.add(x.id);
    for (const id of culprits) movedAbove.set(id, (movedAbove.get(id) ?? 0) + 1);
    const lost = new Set(c.movement.left.filter((x) => x.relevant).map((x) => x.id));
    for (const id of lost) leftRanking.set(id, (leftRanking.get(id) ?? 0) + 1);
  }
  if (counted === 0 || movedAbove.size + leftRanking.size === 0) return undefined;
  return { cases: counted, movedAbove: mostFirst(movedAbove), leftRanking: mostFirst(leftRanking) };
}

/** The rank of the last relevant context (0: none). */
export function lastRelevantRank(contexts: CaseReport['contexts']): number {
  return contexts.reduce((last, x) => (x.relevant ? Math.max(last, x.rank) : last), 0);
}

/** Passages named in the line, per list; the rest are counted. */
const NAMED = 5;

/**
 * The cause in one line, ids written by `name` (bold in markdown, plain in a terminal):
 * `moved above relevant passages: a in 4 regressed cases, b in 2; relevant passages that left the
 * top 5: c in 1 regressed case`.
 */
export function causeLine(
  cause: RegressionCause,
  k: number | null,
  name: (id: string) => string,
): string {
  const list = (counts: readonly PassageCount[]) => {
    const shown = counts
      .slice(0, NAMED)
      .map((p, i) => `${name(p.id)} in ${i === 0 ? plural(p.cases, 'regressed case') : p.cases}`);
    const more = counts.length - shown.length;
    return shown.join(', ') + (more > 0 ? `, and ${plural(more, 'more passage')}` : '');
  };
  const parts: string[] = [];
  if (cause.movedAbove.length > 0)
    parts.push(`moved above relevant passages: ${list(cause.movedAbove)}`);
  if (cause.leftRanking.length > 0)
    parts.push(
      `relevant passages that left the ${k === null ? 'ranking' : `top ${k}`}: ${list(cause.leftRanking)}`,
    );
  return parts.join('; ');
}

function mostFirst(counts: ReadonlyMap<string, number>): PassageCount[] {
  return [...counts]
    .map(([id, cases]) => ({ id, cases }))
    .sort((a, b) => b.cases - a.cases || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
