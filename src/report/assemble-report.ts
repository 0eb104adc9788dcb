import type { BaselineSnapshot } from '../compare/compare-baseline.js';
import { compareWithBaseline, type CaseComparison } from '../compare/compare-baseline.js';
import type { ComparableSettings } from '../compare/comparable-settings.js';
import { decideGate, type GateNote } from '../gate/decide-gate.js';
import type { JudgedCase } from '../judge/relevance-judge.js';
import { caseDefinitionOf } from '../golden/case-definition.js';
import { meanAveragePrecision, roundHalfUp, type Denominator } from '../score/average-precision.js';
import { scoreCase } from '../score/case-score.js';
import { labelRecall, type LabelRecall } from '../score/label-recall.js';
import { statementRecall } from '../score/statement-recall.js';
import { splitStatements } from '../golden/statements.js';
import { caseMetrics, metricMeans } from '../score/case-metrics.js';
import type { MetricSpec } from '../score/metric-names.js';
import { metricChanges } from '../compare/metric-deltas.js';
import { metricGateFailures, type MetricGate } from '../gate/metric-gates.js';
import { CONTEXT_TEXT_SHOWN } from './markdown/case-details.js';
import { casesThatMatter } from './markdown/case-order.js';
import { shorten } from './markdown/markdown-text.js';
import { SUMMARY_REASONS } from './markdown/render-summary.js';
import type { CaseReport, ContextReport, Report } from './report.js';
import { tagScores } from './tag-scores.js';

/** A case as scored, before it is compared with the baseline. */
export type ScoredCase = Omit<
  CaseReport,
  | 'baselineAp'
  | 'delta'
  | 'change'
  | 'movement'
  | 'renamedFrom'
  | 'edited'
  | 'baselineMetrics'
  | 'lostPassages'
>;

/** The options a report is made with (a subset of the inputs). */
export interface ReportSettings {
  name: string;
  mode: 'gate' | 'audit';
  threshold: number;
  maxDrop: number;
  maxCaseDrop?: number;
  scale: number;
  k?: number;
  denominator: Denominator;
  maxJudgeErrors: number;
  minConfidence?: number;
  /** Metrics beside MAP to compute (none when undefined). */
  metrics?: readonly MetricSpec[];
  gates?: readonly MetricGate[];
}

/** A judged case, scored, as the report shows it (before comparing with the baseline). */
export function toCaseReport(judged: JudgedCase, options: ReportSettings): ScoredCase {
  const { goldenCase } = judged;
  const scored = scoreCase(judged, options.denominator);
  const statements = statementRecallOf(judged);
  return {
    id: goldenCase.id,
    query: goldenCase.query,
    expected: goldenCase.expected ?? null,
    tags: goldenCase.tags,
    source: `${goldenCase.source.file}:${goldenCase.source.line}`,
    judge: judged.judge,
    ap: judged.error ? 0 : scored.ap,
    apRounded: judged.error ? 0 : roundHalfUp(scored.ap * options.scale, 2),
    relevantRanks: scored.relevantRanks,
    reason: judged.error ? `not scored: ${judged.error}` : scored.reason,
    error: judged.error ?? null,
    definition: caseDefinitionOf(goldenCase),
    ...(goldenCase.relevant && { labels: [...goldenCase.relevant] }),
    ...labelRecallOf(judged),
    ...(statements && { statementRecall: statements }),
    ...metricsOf(judged, options.metrics ?? [], statements?.recall),
    contexts: judged.contexts.map((c) => ({
      id: c.id,
      rank: c.rank,
      relevant: c.relevant,
      reason: c.reason,
      text: c.text,
      ...(c.score !== undefined && { score: c.score }),
      ...(c.reused && { reused: true }),
      ...(c.agreement !== undefined && { agreement: c.agreement }),
    })),
  };
}

/**
 * The baseline's values of a paired case's metrics (those this run has too), paired as its AP is:
 * under the baseline's id of a renamed case, and for a label-judged case whose labels changed,
 * computed from the baseline's recorded ranking under this run's labels.
 */
function baselineMetricsOf(
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
function lostPassagesOf(
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
function metricsOf(
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
function statementRecallOf(judged: JudgedCase): LabelRecall | undefined {
  if (judged.judge !== 'llm' || judged.error || judged.goldenCase.expected === undefined)
    return undefined;
  return statementRecall(
    splitStatements(judged.goldenCase.expected),
    judged.contexts.map((c) => c.statements),
  );
}

function labelRecallOf(judged: JudgedCase): Pick<ScoredCase, 'labelRecall'> {
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

/**
 * Scores the cases, compares them with the baseline and decides the gate; shared by a normal run
 * and a merge of shard reports.
 */
export function assembleReport(
  caseReports: readonly ScoredCase[],
  options: ReportSettings,
  meta: Pick<
    Report,
    'model' | 'promptVersion' | 'usage' | 'commit' | 'createdAt' | 'calibration' | 'audit' | 'shard'
  > & { notes?: readonly GateNote[]; judgeServer?: string | null },
  baseline: BaselineSnapshot | null = null,
): Report {
  const scored = caseReports.filter((c) => c.error === null);
  const score = meanAveragePrecision(scored.map((c) => c.ap)) * options.scale;
  const settings: ComparableSettings = {
    scale: options.scale,
    model: meta.model,
    promptVersion: meta.promptVersion,
    k: options.k ?? null,
    denominator: options.denominator,
  };
  const comparison = baseline ? compareWithBaseline(caseReports, settings, baseline) : undefined;
  const comparable = comparison?.comparable === true;
  const cases = withShownTextOnly(
    caseReports.map((c) => {
      const compared = comparison?.cases.get(c.id);
      return {
        ...c,
        baselineAp: compared?.baselineAp ?? null,
        delta: comparable ? (compared?.delta ?? null) : null,
        change: comparable ? (compared?.change ?? null) : null,
        ...(comparable && compared?.movement && { movement: compared.movement }),
        ...(compared?.renamedFrom !== undefined && { renamedFrom: compared.renamedFrom }),
        ...(compared?.edited && { edited: compared.edited }),
        ...(comparable &&
          compared?.delta != null &&
          baselineMetricsOf(c, compared, baseline, options.metrics ?? [])),
        ...(comparable && compared?.delta != null && lostPassagesOf(c, compared, baseline)),
      };
    }),
  );
  const paired = comparison?.paired;
  // The drop is measured on the cases both runs have with one definition; said so when others exist.
  const pairedOnly =
    paired !== undefined &&
    baseline !== null &&
    (paired.cases !== scored.length || paired.cases !== Object.keys(baseline.cases).length);
  const decision = decideGate({
    score,
    baselineScore: comparable && paired?.cases ? paired.baselineScore * options.scale : undefined,
    pairedScore: paired && paired.score * options.scale,
    pairedCases: pairedOnly ? paired.cases : undefined,
    maxCaseDrop: options.maxCaseDrop,
    caseScores: comparable
      ? cases.flatMap((c) =>
          c.delta !== null && c.baselineAp !== null
            ? [{ id: c.id, ap: c.ap * options.scale, baselineAp: c.baselineAp * options.scale }]
            : [],
        )
      : [],
    threshold: options.threshold,
    maxDrop: options.maxDrop,
    judgeErrors: caseReports.length - scored.length,
    maxJudgeErrors: options.maxJudgeErrors,
    dropConfidence: comparison?.dropConfidence,
    minConfidence: options.minConfidence,
  });
  const metrics = metricMeans(scored);
  const changes = comparable ? metricChanges(cases.filter((c) => c.error === null)) : null;
  const metricFailures = metricGateFailures(options.gates ?? [], metrics, changes ?? undefined);
  const notes = [...(meta.notes ?? []), ...decision.notes];
  if (baseline?.base?.note) notes.push({ kind: 'baseline-not-of-base', text: baseline.base.note });
  if (!baseline)
    notes.push({
      kind: 'no-baseline',
      text: 'no baseline recorded yet: gated on the threshold alone',
    });
  else if (!comparable) {
    notes.push({
      kind: 'baseline-not-comparable',
      text: `the baseline is not comparable (${comparison?.differences.join('; ')}): shown, not gated on`,
    });
  } else if (paired?.cases === 0 && scored.length > 0)
    notes.push({
      kind: 'no-paired-cases',
      text: 'no case is in both this run and the baseline with the same definition: the drop is not checked, only the threshold',
    });
  if (comparison && !comparison.golden.fingerprinted && scored.length > 0)
    notes.push({
      kind: 'baseline-without-fingerprints',
      text: 'the baseline was recorded by an earlier version, without case fingerprints: cases with the same id count as unchanged (an edited query, expected answer or labels cannot be seen this time); the next record adds them',
    });
  return {
    schemaVersion: 1,
    name: options.name,
    createdAt: meta.createdAt,
    commit: meta.commit,
    score,
    passed: decision.passed && metricFailures.length === 0,
    mode: options.mode,
    threshold: options.threshold,
    maxDrop: options.maxDrop,
    maxCaseDrop: options.maxCaseDrop ?? null,
    scale: options.scale,
    k: options.k ?? null,
    denominator: options.denominator,
    baseline: baseline
      ? {
          score: baseline.score,
          sha: baseline.sha,
          recordedAt: baseline.recordedAt,
          comparable,
          differences: comparison?.differences ?? [],
          dropConfidence: comparison?.dropConfidence ?? null,
          ...(paired && {
            paired: {
              cases: paired.cases,
              score: paired.score * options.scale,
              baselineScore: paired.baselineScore * options.scale,
            },
          }),
          ...(baseline.base && { base: baseline.base.sha }),
        }
      : null,
    delta:
      comparable && paired?.cases ? (paired.score - paired.baselineScore) * options.scale : null,
    ...(comparison && { golden: comparison.golden }),
    regressions: comparison?.regressions ?? 0,
    removedCases: comparison?.removed ?? [],
    failures: [...decision.failures, ...metricFailures],
    notes,
    model: meta.model,
    promptVersion: meta.promptVersion,
    judgeServer: meta.judgeServer ?? null,
    usage: meta.usage,
    cases,
    tags: tagScores(cases, options.scale),
    metrics,
    metricChanges: changes,
    ...(meta.calibration && { calibration: meta.calibration }),
    ...(meta.audit && { audit: meta.audit }),
    ...(meta.shard && { shard: meta.shard }),
  };
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
    contexts: c.contexts.map((x, index) =>
      shown.has(c) && index < SUMMARY_REASONS.contextsPerDetail ? shownText(x) : withoutText(x),
    ),
  }));
}

function shownText(context: ContextReport): ContextReport {
  return context.text === undefined
    ? context
    : { ...context, text: shorten(context.text, CONTEXT_TEXT_SHOWN) };
}

function withoutText(context: ContextReport): ContextReport {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- left out on purpose
  const { text, ...rest } = context;
  return rest;
}
