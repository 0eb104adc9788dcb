import { plural } from '../format/numbers.js';
import { visibleText } from '../format/visible-text.js';
import type { RunComparison } from '../compare/compare-run.js';
import type { ScoredCase } from '../score/scored-case.js';
import { decideGate, type GateDecision } from './decide-gate.js';
import { contextTokensGate, metricGateFailures, type MetricGate } from './metric-gates.js';

/** The settings the gate decides with (a subset of the inputs). */
export interface GateSettings {
  mode: 'gate' | 'audit';
  threshold: number;
  maxDrop: number;
  maxCaseDrop?: number;
  scale: number;
  maxJudgeErrors: number;
  minConfidence?: number;
  gates?: readonly MetricGate[];
}

/**
 * The gate's one outcome for a run: the threshold, the drop on the paired cases, per-case drops,
 * judge errors and the metric gates. `passed` is what the report, the comment, the outputs and
 * the check all use (`checkOutcome` says what the check does with it).
 */
export function decideOutcome(
  run: { score: number; cases: readonly ScoredCase[]; metrics: Record<string, number> },
  compared: RunComparison | null,
  settings: GateSettings,
): GateDecision {
  const comparison = compared?.comparison;
  const comparable = comparison?.comparable === true;
  const paired = comparison?.paired;
  const scoredCount = run.cases.filter((c) => c.error === null).length;
  // The drop is measured on the cases both runs have with one definition; said so when others exist.
  const pairedOnly =
    paired !== undefined &&
    compared !== null &&
    (paired.cases !== scoredCount || paired.cases !== Object.keys(compared.baseline.cases).length);
  const scale = settings.scale;
  const decision = decideGate({
    score: run.score,
    baselineScore: comparable && paired?.cases ? paired.baselineScore * scale : undefined,
    pairedScore: paired && paired.score * scale,
    pairedCases: pairedOnly ? paired.cases : undefined,
    maxCaseDrop: settings.maxCaseDrop,
    caseScores: run.cases.flatMap((c, i) => {
      const fields = compared?.cases[i];
      return fields && fields.delta !== null && fields.baselineAp !== null
        ? [{ id: c.id, ap: c.ap * scale, baselineAp: fields.baselineAp * scale }]
        : [];
    }),
    threshold: settings.threshold,
    maxDrop: settings.maxDrop,
    judgeErrors: run.cases.length - scoredCount,
    maxJudgeErrors: settings.maxJudgeErrors,
    dropConfidence: comparison?.dropConfidence,
    minConfidence: settings.minConfidence,
  });
  // A 4xx is caused by what this run sent (its contexts), not a flaky provider: max-judge-errors
  // does not let such a case leave the paired drop.
  const refused = comparable
    ? run.cases.filter((c, i) => c.refused && compared?.cases[i]?.baselineAp != null)
    : [];
  const recorded = new Set(
    compared && paired?.cases ? Object.values(compared.baseline.metrics).flatMap(Object.keys) : [],
  );
  const metricGates = metricGateFailures(
    settings.gates ?? [],
    run.metrics,
    compared?.metricChanges ?? undefined,
    recorded,
  );
  const tokensGate = contextTokensGate(
    settings.gates ?? [],
    compared !== null,
    compared?.contextTokens,
  );
  const failures = [
    ...decision.failures,
    ...(refused.length > 0
      ? [
          `the judge refused the request (HTTP 4xx) for ${plural(refused.length, 'case')} the baseline has, so ${refused.length === 1 ? 'it' : 'they'} cannot be compared: ${refused.map((c) => `"${visibleText(c.id)}"`).join(', ')}; what this run sent caused it (e.g. a context too long for the model), which max-judge-errors does not allow for`,
        ]
      : []),
    ...metricGates.failures,
    ...tokensGate.failures,
  ];
  const notes = [
    ...decision.notes,
    ...[...metricGates.unchecked, ...tokensGate.unchecked].map((text) => ({
      kind: 'gate-not-applied' as const,
      text,
    })),
  ];
  return {
    passed: failures.length === 0,
    failures,
    notes,
    exceededMaxCaseDrop: decision.exceededMaxCaseDrop,
  };
}

export interface CheckOutcome {
  check: 'pass' | 'warn' | 'fail';
  message: string;
}

/**
 * What the run's check does with the outcome: `fail` (red), `warn` (below the gate, but an audit
 * or a report published from an earlier run: that run's check is the one that gates) or `pass`.
 * The action fails its step on `fail`; the CLI exits 1 on it.
 */
export function checkOutcome(
  report: { passed: boolean; mode: 'gate' | 'audit'; failures: readonly string[] },
  published = false,
): CheckOutcome {
  if (report.passed) return { check: 'pass', message: 'Context precision gate passed' };
  const message = `Context precision gate failed: ${report.failures.join('; ')}`;
  if (report.mode === 'audit' || published)
    return {
      check: 'warn',
      message: `${message} (${published ? 'published from an earlier run' : 'audit mode'}: not failing)`,
    };
  return { check: 'fail', message };
}
