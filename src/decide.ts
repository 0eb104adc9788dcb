import type { BaselineSnapshot } from './compare/compare-baseline.js';
import { compareRun } from './compare/compare-run.js';
import { compareVariants, type VariantRun } from './compare/compare-variants.js';
import { decideOutcome } from './gate/gate-outcome.js';
import { assembleReport, type ReportMeta, type ReportSettings } from './report/assemble-report.js';
import { labelNotes } from './report/label-notes.js';
import type { Report } from './report/report.js';
import { metricMeans, sortedMean } from './score/average-precision.js';
import { contextCostOf } from './score/context-cost.js';
import type { ScoredCase } from './score/scored-case.js';

/**
 * score → compare → gate → report, from a run's scored cases: each stage returns plain data to
 * the next. Shared by a run of the golden set and a merge of shard reports.
 */
export function decideReport(
  cases: readonly ScoredCase[],
  settings: ReportSettings,
  meta: ReportMeta,
  baseline: BaselineSnapshot | null,
  /** The variants' scored cases: compared with the primary, never gated. */
  variants: readonly VariantRun[] = [],
): Report {
  const scored = cases.filter((c) => c.error === null);
  const run = {
    cases,
    score: sortedMean(scored.map((c) => c.ap)) * settings.scale,
    metrics: metricMeans(scored),
    contextCost: contextCostOf(scored),
  };
  const compared = compareRun(
    cases,
    { ...settings, k: settings.k ?? null, model: meta.model, promptVersion: meta.promptVersion },
    baseline,
  );
  const outcome = decideOutcome(run, compared, settings);
  const assembled = assembleReport(run, compared, outcome, settings, meta);
  const report =
    variants.length === 0
      ? assembled
      : { ...assembled, variants: compareVariants(cases, variants, settings.scale) };
  return { ...report, notes: [...report.notes, ...labelNotes(report)] };
}
