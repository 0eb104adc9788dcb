/**
 * Which cases the renderings (markdown and text) list in what order, which get their reasons
 * shown, and how much of their contexts' text is kept: one rule for the report file
 * (withShownTextOnly) and the markdown renderings that show those texts.
 */
import { byId, SAME_SCORE } from '../score/average-precision.js';
import { shorten } from '../format/plain-text.js';
import type { CaseReport, ContextReport } from './report.js';

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
const shownAp = (c: CaseReport): number => (c.error !== null ? 0 : c.ap);

/** A context's text is shown cut to this many characters. */
export const CONTEXT_TEXT_SHOWN = 140;

/** The cases whose reasons the summary lists, and their contexts shown, at most (the comment shows fewer). */
export const SUMMARY_REASONS = { maxDetails: 50, contextsPerDetail: 30 } as const;

/** The cases whose reasons are shown: regressions (worst first), errors, then the lowest AP below 1. */
export function casesThatMatter(cases: readonly CaseReport[], max: number): CaseReport[] {
  const regressed = orderCases(cases.filter((c) => c.change === 'regressed' && c.error === null));
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

/** A case's recall fell since the baseline (its AP may not have). */
export function recallFell(c: CaseReport): boolean {
  const now = c.metrics?.recall;
  const was = c.baselineMetrics?.recall;
  return now !== undefined && was !== undefined && now < was - SAME_SCORE;
}

/**
 * Context text stays in the report only where the comment or the job summary shows it: the top
 * contexts of the cases whose reasons they list, cut as shown. Every case keeps its contexts' ids,
 * ranks, verdicts and reasons. The texts are the retriever's own data (the user has them), and
 * kept for every case they made a 10k-case report 64 MB and a 60k-case one too large to write.
 */
export function withShownTextOnly(cases: readonly CaseReport[]): CaseReport[] {
  const shown = new Set(casesThatMatter(cases, SUMMARY_REASONS.maxDetails));
  return cases.map((c) => ({
    ...c,
    contexts: c.contexts.map((x, index): ContextReport => {
      const { text, ...rest } = x;
      if (!shown.has(c) || index >= SUMMARY_REASONS.contextsPerDetail) return rest;
      return text === undefined ? x : { ...x, text: shorten(text, CONTEXT_TEXT_SHOWN) };
    }),
  }));
}
