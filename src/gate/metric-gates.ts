import { own } from '../compare/compare-baseline.js';
import type { RunComparison } from '../compare/compare-run.js';
import type { ContextTokensChange } from '../compare/metric-deltas.js';
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
 * The `gates` input's checks: each failure names its metric, and a gate that could not be applied
 * is noted (`unchecked`). `means`: this run's mean of each metric. A max-drop is
 * checked on the metric's paired change since a comparable baseline (none without one: the
 * baseline's own note says nothing was compared). On a metric the baseline never measured it is
 * noted (it applies from the next record); on one it measured but this run has not on the paired
 * cases, it fails: the drop cannot be shown not to have happened.
 */
export function checkMetricGates(
  gates: readonly MetricGate[],
  means: Readonly<Record<string, number>>,
  compared: RunComparison | null,
  failures: string[],
  unchecked: (text: string) => void,
): void {
  const changes = compared?.metricChanges ?? undefined;
  // The metrics the baseline has, when a case is paired with it.
  const recorded = new Set(
    compared?.comparison.paired.cases
      ? compared.baseline.cases.flatMap((c) => Object.keys(c.metrics ?? {}))
      : [],
  );
  for (const gate of gates) {
    const mean = own(means, gate.metric);
    if (gate.min !== undefined) {
      if (mean === undefined)
        failures.push(
          `${gate.metric} could not be computed for any case, so its gates min ${fmt(gate.min)} cannot pass`,
        );
      else if (mean < gate.min - SAME_SCORE)
        failures.push(`${gate.metric} ${fmt(mean)} is below its gates min ${fmt(gate.min)}`);
    }
    const change = changes && own(changes, gate.metric);
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
      unchecked(
        `${gate.metric}'s gates max-drop ${fmt(gate.maxDrop)} was not applied: the baseline has no ${gate.metric} to compare with (it applies once a record has it)`,
      );
  }
  const maxRise = gates.find((g) => g.metric === CONTEXT_TOKENS_GATE)?.maxRise;
  if (maxRise !== undefined && compared)
    checkContextTokens(maxRise, compared.contextTokens, failures, unchecked);
}

/**
 * The `context-tokens: { max-rise }` gate, with a baseline: fails when the mean context tokens
 * over the paired cases rose by more than that fraction of the baseline's (from 0 tokens, any
 * rise); noted as not applied when the baseline recorded no tokens for the paired cases.
 */
function checkContextTokens(
  maxRise: number,
  change: ContextTokensChange | undefined,
  failures: string[],
  unchecked: (text: string) => void,
): void {
  if (!change) {
    unchecked(
      `context-tokens' gates max-rise ${percent(maxRise, 1)} was not applied: the baseline has no context tokens for the cases both runs have (recorded before they were counted, or no case in common); it applies once a record has them`,
    );
    return;
  }
  const { tokens, baselineTokens } = change;
  const rise = baselineTokens === 0 ? (tokens > 0 ? Infinity : 0) : tokens / baselineTokens - 1;
  if (rise <= maxRise + SAME_SCORE) return;
  const by = Number.isFinite(rise) ? ` ${percent(rise, 1)}` : '';
  failures.push(
    `context tokens rose${by} from the baseline's ${formatCount(Math.round(baselineTokens))} to ${formatCount(Math.round(tokens))} a case (over ${plural(change.cases, 'paired case')}), more than its gates max-rise ${percent(maxRise, 1)}`,
  );
}
