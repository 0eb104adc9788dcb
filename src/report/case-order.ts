/** The order in which the renderings (markdown and text) list a report's cases. */
import type { CaseReport, Report } from './report.js';

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

export const byId = (a: CaseReport, b: CaseReport): number =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
const shownAp = (c: CaseReport): number => (c.error !== null ? 0 : c.ap);

export function isPerfectAndUnchanged(c: CaseReport, report: Report): boolean {
  return c.change === 'same' && c.error === null && c.apRounded >= report.scale;
}
