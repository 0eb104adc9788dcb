import { SAME_SCORE } from '../score/average-precision.js';
import { shortNumber as fmt } from '../format/numbers.js';

/** A gate on a metric beside MAP (`gates` input): `recall: { min: 0.8, max-drop: 0.05 }`. */
export interface MetricGate {
  /** The metric's name, as the report keys it (`recall`, `ndcg@10`). */
  metric: string;
  /** Fail when the metric's mean is below this (0..1). */
  min?: number;
  /** Fail when its paired mean fell more than this from the baseline (0..1). */
  maxDrop?: number;
}

/**
 * The failures of the metric gates, each naming its metric. `means`: this run's mean of each
 * metric; `changes`: its paired change since a comparable baseline (absent without one).
 */
export function metricGateFailures(
  gates: readonly MetricGate[],
  means: Readonly<Record<string, number>>,
  changes?: Readonly<Record<string, { baseline: number; delta: number }>>,
): string[] {
  const failures: string[] = [];
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
    if (gate.maxDrop !== undefined && change && -change.delta > gate.maxDrop + SAME_SCORE)
      failures.push(
        `${gate.metric} fell ${fmt(-change.delta)} from the baseline ${fmt(change.baseline)}, more than its gates max-drop ${fmt(gate.maxDrop)}`,
      );
  }
  return failures;
}
