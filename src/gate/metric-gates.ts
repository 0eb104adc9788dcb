import type { ContextTokensChange } from '../compare/context-tokens-change.js';
import { SAME_SCORE } from '../score/average-precision.js';
import { formatCount, percent, plural, shortNumber as fmt } from '../format/numbers.js';

/**
 * A gate of the `gates` input: on a metric beside MAP, `recall: { min: 0.8, max-drop: 0.05 }`, or
 * on the context's cost, `context-tokens: { max-rise: 0.1 }`.
 */
export interface MetricGate {
  /** The metric's name, as the report keys it (`recall`, `ndcg@10`), or `context-tokens`. */
  metric: string;
  /** Fail when the metric's mean is below this (0..1). */
  min?: number;
  /** Fail when its paired mean fell more than this from the baseline (0..1). */
  maxDrop?: number;
  /** `context-tokens`: fail when the paired mean context tokens rose by more than this fraction. */
  maxRise?: number;
}

/** The gates key of the context tokens a case. */
export const CONTEXT_TOKENS_GATE = 'context-tokens';

/**
 * The failures of the metric gates, each naming its metric, and the max-drops that could not be
 * checked. `means`: this run's mean of each metric; `changes`: its paired change since a comparable
 * baseline (absent without one: the baseline's own note says nothing was compared);
 * `recorded`: the metrics the baseline has (when a case is paired with it). A max-drop on a metric
 * the baseline never measured is noted (it applies from the next record); on one it measured but
 * this run has not on those cases, it fails: the drop cannot be shown not to have happened.
 */
export function metricGateFailures(
  gates: readonly MetricGate[],
  means: Readonly<Record<string, number>>,
  changes?: Readonly<Record<string, { baseline: number; delta: number }>>,
  recorded: ReadonlySet<string> = new Set(),
): { failures: string[]; unchecked: string[] } {
  const failures: string[] = [];
  const unchecked: string[] = [];
  for (const gate of gates) {
    const mean = Object.hasOwn(means, gate.metric) ? means[gate.metric] : undefined;
    if (gate.min !== undefined) {
      if (mean === undefined)
        failures.push(
          `${gate.metric} could not be computed for any case, so its gates min ${fmt(gate.min)} cannot pass`,
        );
      else if (mean < gate.min - SAME_SCORE)
        failures.push(`${gate.metric} ${fmt(mean)} is below its gates min ${fmt(gate.min)}`);
    }
    const change =
      changes && Object.hasOwn(changes, gate.metric) ? changes[gate.metric] : undefined;
    if (gate.maxDrop === undefined || !changes) continue;
    const what = `its gates max-drop ${fmt(gate.maxDrop)}`;
    if (change && -change.delta > gate.maxDrop + SAME_SCORE)
      failures.push(
        `${gate.metric} fell ${fmt(-change.delta)} from the baseline ${fmt(change.baseline)}, more than ${what}`,
      );
    else if (!change && recorded.has(gate.metric))
      failures.push(
        `${gate.metric} cannot be compared with the baseline, which has it, since no case both runs have has it in this run, so ${what} cannot pass`,
      );
    else if (!change)
      unchecked.push(
        `${gate.metric}'s gates max-drop ${fmt(gate.maxDrop)} was not applied: the baseline has no ${gate.metric} to compare with (it applies once a record has it)`,
      );
  }
  return { failures, unchecked };
}

/**
 * The `context-tokens: { max-rise }` gate: fails when the mean context tokens over the paired
 * cases rose by more than that fraction of the baseline's (from 0 tokens, any rise). Without a
 * baseline it does nothing (the baseline's own note says so); with one that recorded no tokens for
 * the paired cases, it is noted as not applied.
 */
export function contextTokensGate(
  gates: readonly MetricGate[],
  compared: boolean,
  change: ContextTokensChange | undefined,
): { failures: string[]; unchecked: string[] } {
  const maxRise = gates.find((g) => g.metric === CONTEXT_TOKENS_GATE)?.maxRise;
  if (maxRise === undefined || !compared) return { failures: [], unchecked: [] };
  const what = `its gates max-rise ${percent(maxRise, 1)}`;
  if (!change)
    return {
      failures: [],
      unchecked: [
        `context-tokens' gates max-rise ${percent(maxRise, 1)} was not applied: the baseline has no context tokens for the cases both runs have (recorded before they were counted, or no case in common); it applies once a record has them`,
      ],
    };
  const { tokens, baselineTokens } = change;
  const rise = baselineTokens === 0 ? (tokens > 0 ? Infinity : 0) : tokens / baselineTokens - 1;
  if (rise <= maxRise + SAME_SCORE) return { failures: [], unchecked: [] };
  const by = Number.isFinite(rise) ? ` ${percent(rise, 1)}` : '';
  return {
    failures: [
      `context tokens rose${by} from the baseline's ${formatCount(Math.round(baselineTokens))} to ${formatCount(Math.round(tokens))} a case (over ${plural(change.cases, 'paired case')}), more than ${what}`,
    ],
    unchecked: [],
  };
}
