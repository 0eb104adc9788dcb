import type { BaselineComparison, BaselineSnapshot } from '../compare/compare-baseline.js';
import type { RunComparison } from '../compare/compare-run.js';
import type { decideOutcome, GateDecision, GateSettings } from '../gate/gate-outcome.js';
import { sortedMean, type Denominator } from '../score/average-precision.js';
import type { MetricSpec } from '../score/metric-names.js';
import type { ContextCost } from '../score/context-cost.js';
import type { CaseReport, Report, ReportNote, TagScore } from './report.js';
import { withShownTextOnly } from './shown-cases.js';

/** The options a report is made with (a subset of the inputs). */
export interface ReportSettings extends GateSettings {
  name: string;
  k?: number;
  denominator: Denominator;
  /** Metrics beside MAP to compute (none when undefined). */
  metrics?: readonly MetricSpec[];
}

/** What the report says of the run besides its cases: the judge, usage, commit, notes, audit. */
export type ReportMeta = Pick<
  Report,
  'model' | 'promptVersion' | 'usage' | 'commit' | 'createdAt' | 'calibration' | 'audit' | 'shard'
> & { notes?: readonly ReportNote[]; judgeServer?: string | null };

/** The scored run as the gate took it (its cases, MAP × scale, each metric's mean), and its context cost. */
type ScoredRun = Parameters<typeof decideOutcome>[0] & { contextCost?: ContextCost };

/**
 * The report of a run, from what the stages before decided: the scored cases, their comparison
 * with the baseline and the gate's outcome. Pure shaping: nothing is decided here.
 */
export function assembleReport(
  run: ScoredRun,
  compared: RunComparison | null,
  outcome: GateDecision,
  settings: ReportSettings,
  meta: ReportMeta,
): Report {
  const comparison = compared?.comparison;
  const paired = comparison?.paired;
  const dropped = new Set(outcome.exceededMaxCaseDrop);
  const cases = withShownTextOnly(
    run.cases.map((c, i): CaseReport => ({
      ...c,
      ...(compared?.cases[i] ?? { baselineAp: null, delta: null, change: null }),
      ...(dropped.has(c.id) && { exceededMaxCaseDrop: true as const }),
    })),
  );
  const scoredCases = run.cases.filter((c) => c.error === null).length;
  return {
    schemaVersion: 1,
    name: settings.name,
    createdAt: meta.createdAt,
    commit: meta.commit,
    score: run.score,
    passed: outcome.passed,
    mode: settings.mode,
    threshold: settings.threshold,
    maxDrop: settings.maxDrop,
    maxCaseDrop: settings.maxCaseDrop ?? null,
    scale: settings.scale,
    k: settings.k ?? null,
    denominator: settings.denominator,
    baseline: compared
      ? baselineInfo(compared.baseline, compared.comparison, settings.scale)
      : null,
    delta:
      comparison?.comparable && paired?.cases
        ? (paired.score - paired.baselineScore) * settings.scale
        : null,
    ...(comparison && { golden: comparison.golden }),
    regressions: comparison?.regressions ?? 0,
    ...(compared?.cause && { cause: compared.cause }),
    failures: outcome.failures,
    notes: [...(meta.notes ?? []), ...outcome.notes, ...baselineNotes(compared, scoredCases)],
    model: meta.model,
    promptVersion: meta.promptVersion,
    judgeServer: meta.judgeServer ?? null,
    usage: meta.usage,
    cases,
    tags: tagScores(cases, settings.scale),
    metrics: run.metrics,
    metricChanges: compared?.metricChanges ?? null,
    ...(run.contextCost && {
      contextCost: {
        ...run.contextCost,
        ...(compared?.contextTokens && { paired: compared.contextTokens }),
      },
    }),
    ...(meta.calibration && { calibration: meta.calibration }),
    ...(meta.audit && { audit: meta.audit }),
    ...(meta.shard && { shard: meta.shard }),
  };
}

/** What the report says about the baseline it was compared with, when none or not comparable. */
function baselineNotes(compared: RunComparison | null, scoredCases: number): ReportNote[] {
  if (!compared)
    return [
      { kind: 'no-baseline', text: 'no baseline recorded yet: gated on the threshold alone' },
    ];
  const { baseline, comparison } = compared;
  const notes: ReportNote[] = [];
  if (baseline.base?.note) notes.push({ kind: 'baseline-not-of-base', text: baseline.base.note });
  if (!comparison.comparable)
    notes.push({
      kind: 'baseline-not-comparable',
      text: `the baseline is not comparable (${comparison.differences.join('; ')}): shown, not gated on`,
    });
  else if (comparison.paired.cases === 0 && scoredCases > 0)
    notes.push({
      kind: 'no-paired-cases',
      text: 'no case is in both this run and the baseline with the same definition: the drop is not checked, only the threshold',
    });
  return notes;
}

/** The report's `baseline` field. */
function baselineInfo(
  baseline: BaselineSnapshot,
  comparison: BaselineComparison,
  scale: number,
): NonNullable<Report['baseline']> {
  const paired = comparison.paired;
  return {
    score: baseline.score,
    sha: baseline.sha,
    ...(baseline.file !== undefined && { file: baseline.file }),
    recordedAt: baseline.recordedAt,
    comparable: comparison.comparable,
    differences: comparison.differences,
    dropConfidence: comparison.dropConfidence ?? null,
    paired: {
      cases: paired.cases,
      score: paired.score * scale,
      baselineScore: paired.baselineScore * scale,
    },
    ...(baseline.base && { base: baseline.base.sha }),
  };
}

/**
 * MAP per tag (× scale), and beside it the baseline's MAP over the same cases, when the baseline
 * is comparable and has them all: a tag's delta then compares like with like. Tags in name order.
 */
function tagScores(cases: readonly CaseReport[], scale: number): TagScore[] {
  const byTag = new Map<string, CaseReport[]>();
  for (const c of cases) {
    if (c.error !== null) continue;
    for (const tag of c.tags) {
      const list = byTag.get(tag);
      if (list) list.push(c);
      else byTag.set(tag, [c]);
    }
  }
  return [...byTag.keys()].sort().map((tag) => {
    const tagged = byTag.get(tag) as CaseReport[];
    const score = sortedMean(tagged.map((c) => c.ap)) * scale;
    const compared = tagged.every(
      (c) => c.change !== null && c.change !== 'new' && c.change !== 'edited',
    );
    const baselineScore = compared
      ? sortedMean(tagged.map((c) => c.baselineAp as number)) * scale
      : null;
    return {
      tag,
      cases: tagged.length,
      score,
      baselineScore,
      delta: baselineScore === null ? null : score - baselineScore,
      regressions: tagged.filter((c) => c.change === 'regressed').length,
    };
  });
}
