import {
  compareWithBaseline,
  type BaselineComparison,
  type BaselineSnapshot,
} from '../compare/compare-baseline.js';
import { regressionCause } from './regression-cause.js';
import type { ComparableSettings } from '../compare/comparable-settings.js';
import { metricChanges } from '../compare/metric-deltas.js';
import { decideGate } from '../gate/decide-gate.js';
import { metricGateFailures, type MetricGate } from '../gate/metric-gates.js';
import { caseDefinitionOf } from '../golden/case-definition.js';
import type { JudgedCase } from '../judge/relevance-judge.js';
import { meanAveragePrecision, roundHalfUp, type Denominator } from '../score/average-precision.js';
import { scoreCase } from '../score/case-score.js';
import { metricMeans } from '../score/case-metrics.js';
import type { MetricSpec } from '../score/metric-names.js';
import {
  baselineMetricsOf,
  labelRecallOf,
  lostPassagesOf,
  metricsOf,
  statementRecallOf,
} from './case-metrics-report.js';
import type { CaseReport, Report, ReportNote, ScoredCase } from './report.js';
import { withShownTextOnly } from './shown-cases.js';
import { tagScores } from './tag-scores.js';

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
export function toScoredCase(judged: JudgedCase, options: ReportSettings): ScoredCase {
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
 * Scores the cases, compares them with the baseline and decides the gate; shared by a normal run
 * and a merge of shard reports.
 */
export function assembleReport(
  caseReports: readonly ScoredCase[],
  options: ReportSettings,
  meta: Pick<
    Report,
    'model' | 'promptVersion' | 'usage' | 'commit' | 'createdAt' | 'calibration' | 'audit' | 'shard'
  > & { notes?: readonly ReportNote[]; judgeServer?: string | null },
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
  const cases = withShownTextOnly(compareCases(caseReports, comparison, baseline, options));
  const paired = comparison?.paired;
  const decision = gateDecision(score, cases, scored.length, comparison, baseline, options);
  const metrics = metricMeans(scored);
  const changes = comparable ? metricChanges(cases.filter((c) => c.error === null)) : null;
  const metricFailures = metricGateFailures(options.gates ?? [], metrics, changes ?? undefined);
  const cause = regressionCause(cases);
  const notes = [
    ...(meta.notes ?? []),
    ...decision.notes,
    ...baselineNotes(baseline, comparison, scored.length),
  ];
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
    baseline: baselineInfo(baseline, comparison, options.scale),
    delta:
      comparable && paired?.cases ? (paired.score - paired.baselineScore) * options.scale : null,
    ...(comparison && { golden: comparison.golden }),
    regressions: comparison?.regressions ?? 0,
    removedCases: comparison?.removed ?? [],
    ...(cause && { cause }),
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

/** Each case beside the baseline's: its AP there, the change, what moved, and its metrics there. */
function compareCases(
  caseReports: readonly ScoredCase[],
  comparison: BaselineComparison | undefined,
  baseline: BaselineSnapshot | null,
  options: ReportSettings,
): CaseReport[] {
  const comparable = comparison?.comparable === true;
  return caseReports.map((c) => {
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
  });
}

/** What the report says about the baseline it was compared with, when none or not comparable. */
function baselineNotes(
  baseline: BaselineSnapshot | null,
  comparison: BaselineComparison | undefined,
  scoredCases: number,
): ReportNote[] {
  const notes: ReportNote[] = [];
  const comparable = comparison?.comparable === true;
  const paired = comparison?.paired;
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
  } else if (paired?.cases === 0 && scoredCases > 0)
    notes.push({
      kind: 'no-paired-cases',
      text: 'no case is in both this run and the baseline with the same definition: the drop is not checked, only the threshold',
    });
  if (comparison && !comparison.golden.fingerprinted && scoredCases > 0)
    notes.push({
      kind: 'baseline-without-fingerprints',
      text: 'the baseline was recorded by an earlier version, without case fingerprints: cases with the same id count as unchanged (an edited query, expected answer or labels cannot be seen this time); the next record adds them',
    });
  return notes;
}

/** The report's `baseline` field. */
function baselineInfo(
  baseline: BaselineSnapshot | null,
  comparison: BaselineComparison | undefined,
  scale: number,
): Report['baseline'] {
  if (!baseline) return null;
  const paired = comparison?.paired;
  return {
    score: baseline.score,
    sha: baseline.sha,
    ...(baseline.file !== undefined && { file: baseline.file }),
    recordedAt: baseline.recordedAt,
    comparable: comparison?.comparable === true,
    differences: comparison?.differences ?? [],
    dropConfidence: comparison?.dropConfidence ?? null,
    ...(paired && {
      paired: {
        cases: paired.cases,
        score: paired.score * scale,
        baselineScore: paired.baselineScore * scale,
      },
    }),
    ...(baseline.base && { base: baseline.base.sha }),
  };
}

/** The gate's decision: the threshold, the drop on the paired cases, per-case drops, judge errors. */
function gateDecision(
  score: number,
  cases: readonly CaseReport[],
  scoredCount: number,
  comparison: BaselineComparison | undefined,
  baseline: BaselineSnapshot | null,
  options: ReportSettings,
) {
  const comparable = comparison?.comparable === true;
  const paired = comparison?.paired;
  // The drop is measured on the cases both runs have with one definition; said so when others exist.
  const pairedOnly =
    paired !== undefined &&
    baseline !== null &&
    (paired.cases !== scoredCount || paired.cases !== Object.keys(baseline.cases).length);
  return decideGate({
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
    judgeErrors: cases.length - scoredCount,
    maxJudgeErrors: options.maxJudgeErrors,
    dropConfidence: comparison?.dropConfidence,
    minConfidence: options.minConfidence,
  });
}
