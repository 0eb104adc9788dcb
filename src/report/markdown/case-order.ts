import type { CaseReport, Report } from '../report.js';
import { recallFell } from './metrics-line.js';

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
  // AP held or rose, but the case lost relevant passages or expected statements.
  const lostRecall = cases
    .filter((c) => c.change !== 'regressed' && c.error === null && recallFell(c))
    .sort((a, b) => recallDrop(b) - recallDrop(a) || byId(a, b));
  const errors = cases.filter((c) => c.error !== null).sort(byId);
  const lowest = cases
    .filter(
      (c) => c.error === null && c.ap < 1 && c.change !== 'regressed' && !lostRecall.includes(c),
    )
    .sort((a, b) => a.ap - b.ap || byId(a, b));
  return [...regressed, ...lostRecall, ...errors, ...lowest].slice(0, max);
}

const recallDrop = (c: CaseReport): number =>
  (c.baselineMetrics?.recall ?? 0) - (c.metrics?.recall ?? 0);
const byId = (a: CaseReport, b: CaseReport): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const shownAp = (c: CaseReport): number => (c.error !== null ? 0 : c.ap);

export function isPerfectAndUnchanged(c: CaseReport, report: Report): boolean {
  return c.change === 'same' && c.error === null && c.apRounded >= report.scale;
}
