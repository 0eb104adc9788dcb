import { closest } from '../format/closest.js';
import { describeValue } from '../files/problem-list.js';
import { isObject } from '../files/source-record.js';
import { CONTEXT_TOKENS_GATE, type MetricGate } from '../gate/metric-gates.js';
import { parseMetricList, parseMetricName, type MetricSpec } from '../score/metric-names.js';
import { yamlMap } from './yaml-map.js';

const GATE_SETTINGS = ['min', 'max-drop'] as const;
const GATES_EXAMPLE = 'recall: { min: 0.8, max-drop: 0.05 }';

/**
 * The `metrics` and `gates` inputs → the metrics to compute (the listed ones, then any gated one
 * not listed) and the gates, with every problem as one sentence naming the input and the key.
 */
export function parseMetricOptions(
  metricsRaw: string,
  gatesRaw: string,
): { metrics: MetricSpec[]; gates: MetricGate[]; problems: string[] } {
  const listed = parseMetricList(metricsRaw);
  const problems = listed.problems.map((p) => `metrics: ${p}`);
  const metrics = [...listed.specs];
  const gates: MetricGate[] = [];
  const document = yamlMap('gates', gatesRaw, 'metric', GATES_EXAMPLE, problems);
  for (const [key, value] of Object.entries(document)) {
    if (key.trim().toLowerCase() === CONTEXT_TOKENS_GATE) {
      const gate = contextTokensGateOf(key, value, problems);
      if (gate) gates.push(gate);
      continue;
    }
    const spec = parseMetricName(key);
    if ('problem' in spec) {
      const guess = closest(key.trim().toLowerCase(), [CONTEXT_TOKENS_GATE]);
      problems.push(
        guess ? `gates: unknown key "${key}" (did you mean "${guess}"?)` : `gates: ${spec.problem}`,
      );
      continue;
    }
    const gate = gateOf(spec.name, key, value, problems);
    if (!gate) continue;
    gates.push(gate);
    if (!metrics.some((m) => m.name === spec.name)) metrics.push(spec);
  }
  return { metrics, gates, problems };
}

function gateOf(
  metric: string,
  key: string,
  value: unknown,
  problems: string[],
): MetricGate | undefined {
  if (!isObject(value) || Object.keys(value).length === 0) {
    problems.push(
      `gates: ${key}: expected { min: <0..1> } and/or { max-drop: <0..1> }, got ${JSON.stringify(value) ?? 'nothing'}`,
    );
    return undefined;
  }
  const gate: MetricGate = { metric };
  let ok = true;
  for (const [setting, bound] of Object.entries(value)) {
    if (!(GATE_SETTINGS as readonly string[]).includes(setting)) {
      const guess = closest(setting, GATE_SETTINGS);
      problems.push(
        `gates: ${key}: unknown setting "${setting}"${guess ? ` (did you mean "${guess}"?)` : ''}; use min and/or max-drop`,
      );
      ok = false;
    } else if (typeof bound !== 'number' || !Number.isFinite(bound) || bound < 0 || bound > 1) {
      problems.push(
        `gates: ${key}.${setting}: expected a number from 0 to 1 (the metric's own units), got ${typeof bound === 'number' && !Number.isFinite(bound) ? describeValue(bound) : (JSON.stringify(bound) ?? String(bound))}`,
      );
      ok = false;
    } else if (setting === 'min') gate.min = bound;
    else gate.maxDrop = bound;
  }
  return ok ? gate : undefined;
}

/** `context-tokens: { max-rise: 0.1 }`: the rise allowed, a fraction of the baseline's tokens. */
function contextTokensGateOf(
  key: string,
  value: unknown,
  problems: string[],
): MetricGate | undefined {
  const example = `${CONTEXT_TOKENS_GATE}: { max-rise: 0.1 }`;
  const keys = isObject(value) ? Object.keys(value) : [];
  const bound = isObject(value) ? value['max-rise'] : undefined;
  if (keys.length !== 1 || keys[0] !== 'max-rise') {
    const other = keys.find((k) => k !== 'max-rise');
    problems.push(
      other !== undefined
        ? `gates: ${key}: unknown setting "${other}"; context-tokens takes max-rise only, such as "${example}"`
        : `gates: ${key}: expected { max-rise: <fraction> }, such as "${example}", got ${JSON.stringify(value) ?? 'nothing'}`,
    );
    return undefined;
  }
  if (typeof bound !== 'number' || !Number.isFinite(bound) || bound < 0) {
    problems.push(
      `gates: ${key}.max-rise: expected a number of at least 0 (the rise allowed as a fraction of the baseline's tokens: 0.1 = 10%), got ${typeof bound === 'number' && !Number.isFinite(bound) ? describeValue(bound) : (JSON.stringify(bound) ?? String(bound))}`,
    );
    return undefined;
  }
  return { metric: CONTEXT_TOKENS_GATE, maxRise: bound };
}
