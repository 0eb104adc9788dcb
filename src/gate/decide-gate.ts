import { percent, plural, shortNumber } from '../format/numbers.js';
import { visibleText } from '../format/visible-text.js';
import { formatAp, SAME_SCORE } from '../score/average-precision.js';

/** The gate's decision, from numbers only (gate-outcome.ts gives it the run's). */
export interface GateInput {
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
  /** `max-case-drop`: no paired case's AP may fall by more (score units); undefined: off. */
  maxCaseDrop?: number;
  /** The paired cases' APs (score units), for `max-case-drop`. */
  caseScores?: readonly { id: string; ap: number; baselineAp: number }[];
  threshold: number;
  maxDrop: number;
  judgeErrors: number;
  maxJudgeErrors: number;
  /** Confidence (0..1) that the score really fell, when it could be estimated. */
  dropConfidence?: number;
  minConfidence?: number;
}

/** Something the reader should know that did not fail the gate (the report's NOTE_KINDS has these kinds). */
interface GateNote {
  kind: 'drop-in-doubt' | 'judge-errors-allowed' | 'gate-not-applied';
  text: string;
}

export interface GateDecision {
  passed: boolean;
  /** Why it failed, one sentence each. */
  failures: string[];
  /** Things the reader should know that did not fail the gate. */
  notes: GateNote[];
  /** The paired cases whose AP fell more than `max-case-drop` (ids, worst first). */
  exceededMaxCaseDrop: string[];
}

export function decideGate(input: GateInput): GateDecision {
  const failures: string[] = [];
  const notes: GateNote[] = [];
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
    exceededMaxCaseDrop: caseDrops.map((c) => c.id),
  };
}

/** The paired cases whose AP fell more than max-case-drop, worst first. */
function fallenCases(input: GateInput): NonNullable<GateInput['caseScores']> {
  if (input.maxCaseDrop === undefined) return [];
  const limit = input.maxCaseDrop;
  return (input.caseScores ?? [])
    .filter((c) => c.baselineAp - c.ap > limit + SAME_SCORE)
    .sort((a, b) => a.ap - a.baselineAp - (b.ap - b.baselineAp) || (a.id < b.id ? -1 : 1));
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
