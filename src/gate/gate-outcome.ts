import { percent, plural, shortNumber } from '../format/numbers.js';
import { visibleText } from '../format/visible-text.js';
import { byId, formatAp, SAME_SCORE } from '../score/average-precision.js';
import type { RunComparison } from '../compare/compare-run.js';
import type { ScoredCase } from '../score/scored-case.js';
import { checkMetricGates, type MetricGate } from './metric-gates.js';

/** The settings the gate decides with (a subset of the inputs). */
export interface GateSettings {
  mode: 'gate' | 'audit';
  threshold: number;
  maxDrop: number;
  /** `max-case-drop`: no paired case's AP may fall by more (score units); undefined: off. */
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
    (paired.cases !== scoredCount || paired.cases !== compared.baseline.cases.length);
  const scale = settings.scale;
  const decision = decideGate({
    ...settings,
    score: run.score,
    baselineScore: comparable && paired?.cases ? paired.baselineScore * scale : undefined,
    pairedScore: paired && paired.score * scale,
    pairedCases: pairedOnly ? paired.cases : undefined,
    caseScores: run.cases.flatMap((c, i) => {
      const fields = compared?.cases[i];
      return fields && fields.delta !== null && fields.baselineAp !== null
        ? [{ id: c.id, ap: c.ap * scale, baselineAp: fields.baselineAp * scale }]
        : [];
    }),
    judgeErrors: run.cases.length - scoredCount,
    dropConfidence: comparison?.dropConfidence,
  });
  // A 4xx is caused by what this run sent (its contexts), not a flaky provider: max-judge-errors
  // does not let such a case leave the paired drop.
  const refused = comparable
    ? run.cases.filter((c, i) => c.refused && compared?.cases[i]?.baselineAp != null)
    : [];
  if (refused.length > 0)
    decision.failures.push(
      `the judge refused the request (HTTP 4xx) for ${plural(refused.length, 'case')} the baseline has, so ${refused.length === 1 ? 'it' : 'they'} cannot be compared: ${refused.map((c) => `"${visibleText(c.id)}"`).join(', ')}; what this run sent caused it (e.g. a context too long for the model), which max-judge-errors does not allow for`,
    );
  checkMetricGates(settings.gates ?? [], run.metrics, compared, decision.failures, (text) =>
    decision.notes.push({ kind: 'gate-not-applied', text }),
  );
  return { ...decision, passed: decision.failures.length === 0 };
}

/** The gate's decision, from numbers only (decideOutcome gives it the run's). */
interface GateInput extends Pick<
  GateSettings,
  'threshold' | 'maxDrop' | 'maxCaseDrop' | 'maxJudgeErrors' | 'minConfidence'
> {
  score: number;
  /**
   * The comparable baseline's mean over the cases both runs have with one definition, or
   * undefined when there is none; the drop is `baselineScore − pairedScore`.
   */
  baselineScore?: number;
  /** This run's mean over the same cases (default: `score`, when every case is paired). */
  pairedScore?: number;
  /** How many cases the paired means are over, when the golden set changed (said in the message). */
  pairedCases?: number;
  /** The paired cases' APs (score units), for `max-case-drop`. */
  caseScores?: readonly { id: string; ap: number; baselineAp: number }[];
  judgeErrors: number;
  /** Confidence (0..1) that the score really fell, when it could be estimated. */
  dropConfidence?: number;
}

export type GateDecision = ReturnType<typeof decideGate>;

export function decideGate(input: GateInput) {
  // Why it failed, one sentence each.
  const failures: string[] = [];
  // Things the reader should know that did not fail the gate (the report's NOTE_KINDS has these kinds).
  const notes: {
    kind: 'drop-in-doubt' | 'judge-errors-allowed' | 'gate-not-applied';
    text: string;
  }[] = [];
  // Float noise is no change: a score equal to the threshold passes.
  if (input.score < input.threshold - SAME_SCORE) {
    failures.push(
      `score ${shortNumber(input.score)} is below the threshold ${shortNumber(input.threshold)}`,
    );
  }
  if (input.baselineScore !== undefined) {
    const drop = input.baselineScore - (input.pairedScore ?? input.score);
    if (drop > input.maxDrop + SAME_SCORE) {
      const doubt =
        input.minConfidence !== undefined &&
        input.dropConfidence !== undefined &&
        input.dropConfidence < input.minConfidence;
      const over =
        input.pairedCases === undefined
          ? ''
          : ` over the ${plural(input.pairedCases, 'case')} both runs have`;
      const message = `score fell ${shortNumber(drop)} from the baseline ${shortNumber(input.baselineScore)}${over}, more than max-drop ${shortNumber(input.maxDrop)}`;
      if (doubt) {
        notes.push({
          kind: 'drop-in-doubt',
          text: `${message}, but the confidence that it really fell is ${percentUnder(input.dropConfidence as number, input.minConfidence as number)}, under min-confidence ${percent(input.minConfidence as number)}: not failing`,
        });
      } else {
        failures.push(message);
      }
    }
  }
  const caseDrops = fallenCases(input);
  if (caseDrops.length > 0)
    failures.push(
      `${plural(caseDrops.length, 'case')} fell more than max-case-drop ${shortNumber(input.maxCaseDrop as number)}: ${caseDrops.map((c) => `"${visibleText(c.id)}" ${formatAp(c.baselineAp)} → ${formatAp(c.ap)}`).join(', ')}`,
    );
  if (input.judgeErrors > input.maxJudgeErrors) {
    failures.push(
      `the judge failed on ${plural(input.judgeErrors, 'case')}, more than max-judge-errors ${input.maxJudgeErrors}`,
    );
  } else if (input.judgeErrors > 0) {
    notes.push({
      kind: 'judge-errors-allowed',
      text: `the judge failed on ${plural(input.judgeErrors, 'case')} (allowed by max-judge-errors ${input.maxJudgeErrors}); they are left out of the score`,
    });
  }
  return {
    passed: failures.length === 0,
    failures,
    notes,
    // The paired cases whose AP fell more than `max-case-drop` (ids, worst first).
    exceededMaxCaseDrop: caseDrops.map((c) => c.id),
  };
}

/** The paired cases whose AP fell more than max-case-drop, worst first. */
function fallenCases(input: GateInput): NonNullable<GateInput['caseScores']> {
  if (input.maxCaseDrop === undefined) return [];
  const limit = input.maxCaseDrop;
  return (input.caseScores ?? [])
    .filter((c) => c.baselineAp - c.ap > limit + SAME_SCORE)
    .sort((a, b) => a.ap - a.baselineAp - (b.ap - b.baselineAp) || byId(a, b));
}

/**
 * A value below a threshold, with the decimals it takes not to read as equal to it: 0.896 under
 * 0.9 is `89.6%`, never `90%`.
 */
function percentUnder(value: number, threshold: number): string {
  const shown = Number(percent(threshold).slice(0, -1));
  for (let digits = 0; digits < 4; digits += 1) {
    const text = percent(value, digits);
    if (Number(text.slice(0, -1)) < shown) return text;
  }
  return percent(value, 4);
}

export type CheckOutcome = ReturnType<typeof checkOutcome>;

/**
 * What the run's check does with the outcome: `fail` (red), `warn` (below the gate, but an audit
 * or a report published from an earlier run: that run's check is the one that gates) or `pass`.
 * The action fails its step on `fail`; the CLI exits 1 on it.
 */
export function checkOutcome(
  report: { passed: boolean; mode: 'gate' | 'audit'; failures: readonly string[] },
  published = false,
) {
  if (report.passed) return { check: 'pass' as const, message: 'Context precision gate passed' };
  const message = `Context precision gate failed: ${report.failures.join('; ')}`;
  if (report.mode === 'audit' || published)
    return {
      check: 'warn' as const,
      message: `${message} (${published ? 'published from an earlier run' : 'audit mode'}: not failing)`,
    };
  return { check: 'fail' as const, message };
}
