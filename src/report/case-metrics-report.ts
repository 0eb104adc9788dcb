import type { BaselineSnapshot, CaseComparison } from '../compare/compare-baseline.js';
import { splitStatements } from '../golden/statements.js';
import type { JudgedCase } from '../judge/relevance-judge.js';
import { caseMetrics } from '../score/case-metrics.js';
import { labelRecall, type LabelRecall } from '../score/label-recall.js';
import type { MetricSpec } from '../score/metric-names.js';
import { statementRecall } from '../score/statement-recall.js';
import type { CaseReport, ScoredCase } from './report.js';

// A case's recall and metrics beside its AP, and what its baseline had of them.

/**
 * The baseline's values of a paired case's metrics (those this run has too), paired as its AP is:
 * under the baseline's id of a renamed case, and for a label-judged case whose labels changed,
 * computed from the baseline's recorded ranking under this run's labels.
 */
export function baselineMetricsOf(
  c: ScoredCase,
  compared: CaseComparison,
  baseline: BaselineSnapshot | null,
  specs: readonly MetricSpec[],
): Pick<CaseReport, 'baselineMetrics'> {
  if (!baseline || !c.metrics) return {};
  const id = compared.renamedFrom ?? c.id;
  const ranking =
    baseline.rankings && Object.hasOwn(baseline.rankings, id) ? baseline.rankings[id] : undefined;
  const relabelled = compared.edited !== undefined && c.judge === 'labels' && c.labels;
  const recorded = relabelled
    ? ranking &&
      caseMetrics(
        specs,
        metricInputOf(ranking.ids.slice(0, ranking.relevant.length), new Map(c.labels ?? [])),
      )
    : baseline.metrics && Object.hasOwn(baseline.metrics, id)
      ? baseline.metrics[id]
      : undefined;
  if (!recorded) return {};
  const shared = Object.keys(c.metrics).filter((name) => Object.hasOwn(recorded, name));
  return shared.length > 0
    ? {
        baselineMetrics: Object.fromEntries(shared.map((name) => [name, recorded[name] as number])),
      }
    : {};
}

/** The relevant passages a paired labelled case no longer retrieves: missed now, in the baseline's judged ranking. */
export function lostPassagesOf(
  c: ScoredCase,
  compared: CaseComparison,
  baseline: BaselineSnapshot | null,
): Pick<CaseReport, 'lostPassages'> {
  const id = compared.renamedFrom ?? c.id;
  const ranking =
    baseline?.rankings && Object.hasOwn(baseline.rankings, id) ? baseline.rankings[id] : undefined;
  if (!ranking || !c.labelRecall?.missed.length) return {};
  const before = new Set(ranking.ids);
  const lost = c.labelRecall.missed.filter((passage) => before.has(passage));
  return lost.length > 0 ? { lostPassages: lost } : {};
}

/** A labelled ranking as the metrics read it: each context's grade, and every labelled grade. */
function metricInputOf(ids: readonly string[], labels: ReadonlyMap<string, number>) {
  return { grades: ids.map((id) => labels.get(id) ?? 0), labelledGrades: [...labels.values()] };
}

/** The requested metrics of a judged case (none for a case the judge failed on). */
export function metricsOf(
  judged: JudgedCase,
  specs: readonly MetricSpec[],
  statementRecall: number | undefined,
): Pick<ScoredCase, 'metrics'> {
  if (judged.error || specs.length === 0) return {};
  const labels = judged.judge === 'labels' ? judged.goldenCase.relevant : undefined;
  const metrics = caseMetrics(
    specs,
    labels
      ? metricInputOf(
          judged.contexts.map((c) => c.id),
          labels,
        )
      : { statementRecall },
  );
  return Object.keys(metrics).length > 0 ? { metrics } : {};
}

/** An LLM-judged case: the expected answer's statements its judged contexts support. */
export function statementRecallOf(judged: JudgedCase): LabelRecall | undefined {
  if (judged.judge !== 'llm' || judged.error || judged.goldenCase.expected === undefined)
    return undefined;
  return statementRecall(
    splitStatements(judged.goldenCase.expected),
    judged.contexts.map((c) => c.statements),
  );
}

export function labelRecallOf(judged: JudgedCase): Pick<ScoredCase, 'labelRecall'> {
  const { relevant } = judged.goldenCase;
  const recall =
    relevant &&
    !judged.error &&
    labelRecall(
      relevant,
      judged.contexts.map((c) => c.id),
    );
  return recall ? { labelRecall: recall } : {};
}
