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

/** Things the reader should know that did not fail the gate (the report's NOTE_KINDS has these kinds). */
type GateNote = {
  kind: 'drop-in-doubt' | 'judge-errors-allowed' | 'gate-not-applied';
  text: string;
};

export type GateDecision = ReturnType<typeof decideOutcome>;

/**
 * The gate's one outcome for a run: the threshold, the drop on the paired cases, per-case drops,
 * judge errors and the metric gates. `passed` is what the report, the comment, the outputs and
 * the check all use (`checkOutcome` says what the check does with it).
 */
export function decideOutcome(
  run: { score: number; cases: readonly ScoredCase[]; metrics: Record<string, number> },
  compared: RunComparison | null,
  settings: GateSettings,
) {
  // Why it failed, one sentence each.
  const failures: string[] = [];
  const notes: GateNote[] = [];
  // Float noise is no change: a score equal to the threshold passes.
  if (run.score < settings.threshold - SAME_SCORE) {
    failures.push(
      `score ${shortNumber(run.score)} is below the threshold ${shortNumber(settings.threshold)}`,
    );
  }
  const scoredCount = run.cases.filter((c) => c.error === null).length;
  if (compared) checkDrop(compared, scoredCount, settings, failures, notes);
  const caseDrops = fallenCases(run.cases, compared, settings);
  if (caseDrops.length > 0)
    failures.push(
      `${plural(caseDrops.length, 'case')} fell more than max-case-drop ${shortNumber(settings.maxCaseDrop as number)}: ${caseDrops.map((c) => `"${visibleText(c.id)}" ${formatAp(c.baselineAp)} → ${formatAp(c.ap)}`).join(', ')}`,
    );
  const judgeErrors = run.cases.length - scoredCount;
  if (judgeErrors > settings.maxJudgeErrors) {
    failures.push(
      `the judge failed on ${plural(judgeErrors, 'case')}, more than max-judge-errors ${settings.maxJudgeErrors}`,
    );
  } else if (judgeErrors > 0) {
    notes.push({
      kind: 'judge-errors-allowed',
      text: `the judge failed on ${plural(judgeErrors, 'case')} (allowed by max-judge-errors ${settings.maxJudgeErrors}); they are left out of the score`,
    });
  }
  // A 4xx is caused by what this run sent (its contexts), not a flaky provider: max-judge-errors
  // does not let such a case leave the paired drop.
  const refused = compared?.comparison.comparable
    ? run.cases.filter((c, i) => c.refused && compared.cases[i]?.baselineAp != null)
    : [];
  if (refused.length > 0)
    failures.push(
      `the judge refused the request (HTTP 4xx) for ${plural(refused.length, 'case')} the baseline has, so ${refused.length === 1 ? 'it' : 'they'} cannot be compared: ${refused.map((c) => `"${visibleText(c.id)}"`).join(', ')}; what this run sent caused it (e.g. a context too long for the model), which max-judge-errors does not allow for`,
    );
  checkMetricGates(settings.gates ?? [], run.metrics, compared, failures, (text) =>
    notes.push({ kind: 'gate-not-applied', text }),
  );
  return {
    passed: failures.length === 0,
    failures,
    notes,
    // The paired cases whose AP fell more than `max-case-drop` (ids, worst first).
    exceededMaxCaseDrop: caseDrops.map((c) => c.id),
  };
}

/**
 * `max-drop`, with a comparable baseline and a paired case: the drop from the baseline's mean to
 * this run's over the paired cases fails, or is noted when `min-confidence` doubts it.
 */
function checkDrop(
  compared: RunComparison,
  scoredCount: number,
  settings: GateSettings,
  failures: string[],
  notes: GateNote[],
): void {
  const { comparable, paired, dropConfidence } = compared.comparison;
  if (!comparable || paired.cases === 0) return;
  const baselineScore = paired.baselineScore * settings.scale;
  const drop = baselineScore - paired.score * settings.scale;
  if (drop <= settings.maxDrop + SAME_SCORE) return;
  // The drop is measured on the cases both runs have with one definition; said so when others exist.
  const pairedOnly =
    paired.cases !== scoredCount || paired.cases !== compared.baseline.cases.length;
  const over = pairedOnly ? ` over the ${plural(paired.cases, 'case')} both runs have` : '';
  const message = `score fell ${shortNumber(drop)} from the baseline ${shortNumber(baselineScore)}${over}, more than max-drop ${shortNumber(settings.maxDrop)}`;
  const { minConfidence } = settings;
  if (
    minConfidence === undefined ||
    dropConfidence === undefined ||
    dropConfidence >= minConfidence
  )
    failures.push(message);
  else
    notes.push({
      kind: 'drop-in-doubt',
      text: `${message}, but the confidence that it really fell is ${percentUnder(dropConfidence, minConfidence)}, under min-confidence ${percent(minConfidence)}: not failing`,
    });
}

/** The paired cases whose AP (score units) fell more than max-case-drop, worst first. */
function fallenCases(
  cases: readonly ScoredCase[],
  compared: RunComparison | null,
  { maxCaseDrop, scale }: GateSettings,
) {
  if (maxCaseDrop === undefined || !compared) return [];
  return cases
    .flatMap((c, i) => {
      const fields = compared.cases[i];
      return fields && fields.delta !== null && fields.baselineAp !== null
        ? [{ id: c.id, ap: c.ap * scale, baselineAp: fields.baselineAp * scale }]
        : [];
    })
    .filter((c) => c.baselineAp - c.ap > maxCaseDrop + SAME_SCORE)
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
