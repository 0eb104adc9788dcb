import { splitList } from '../files/expand-patterns.js';
import { closest } from '../format/closest.js';
import { hitAtK } from './hit-at-k.js';
import { ndcgAtK } from './ndcg-at-k.js';
import { precisionAtK } from './precision-at-k.js';
import { recallAtK } from './recall-at-k.js';
import { recallAtTokens } from './recall-at-tokens.js';
import { reciprocalRank } from './reciprocal-rank.js';
import type { LabelledRanking } from './label-recall.js';

interface Metric {
  /** Whether it takes a cutoff k (`…@k`). */
  cutoff: 'none' | 'optional' | 'required';
  /** Its value for a labelled case, given its cutoff (undefined: the case cannot have it). */
  compute: (m: LabelledRanking, k?: number) => number | undefined;
  /** Its value within a token budget N (`…@Ntok`), for a metric that takes one. */
  withinTokens?: (m: LabelledRanking, budget: number) => number | undefined;
}

/**
 * The metrics a run can compute beside MAP, by name (`metrics` input, `gates` keys, report keys).
 * Only `recall` without a cutoff is computed for LLM-judged cases too (from statement support).
 */
const METRICS = {
  recall: {
    cutoff: 'optional',
    compute: (m, k) => recallAtK(m.found, m.units, k),
    withinTokens: (m, n) => m.tokens && recallAtTokens(m.found, m.tokens, m.units, n),
  },
  ndcg: { cutoff: 'required', compute: (m, k) => ndcgAtK(m.grades, m.labelledGrades, k) },
  mrr: { cutoff: 'none', compute: (m) => reciprocalRank(m.grades) },
  precision: { cutoff: 'required', compute: (m, k) => precisionAtK(m.grades, k as number) },
  hit: { cutoff: 'required', compute: (m, k) => hitAtK(m.grades, k as number) },
} satisfies Record<string, Metric>;
type MetricKind = keyof typeof METRICS;

/** The names a user may write, k standing for a positive integer and N for a token budget. */
const METRIC_FORMS = Object.entries(METRICS).flatMap(([kind, metric]: [string, Metric]) => [
  ...(metric.cutoff === 'required' ? [] : [kind]),
  ...(metric.cutoff === 'none' ? [] : [`${kind}@k`]),
  ...(metric.withinTokens ? [`${kind}@Ntok`] : []),
]);

export interface MetricSpec {
  /** As written, normalised (`ndcg@10`). */
  name: string;
  kind: MetricKind;
  /** The cutoff of `…@k`; undefined for `recall` and `mrr` (all judged contexts). */
  k?: number;
  /** The token budget N of `…@Ntok`. */
  budget?: number;
  /** Computed from golden labels only (all but `recall`, which LLM-judged cases also get). */
  labelsOnly: boolean;
}

/** A metric name → its spec, or the problem with it (one sentence, with a did-you-mean). */
export function parseMetricName(written: string): MetricSpec | { problem: string } {
  const name = written.trim().toLowerCase();
  const match = /^([a-z]+)(?:@(\d+)(tok)?)?$/.exec(name);
  const kind = match?.[1] ?? '';
  const k = match?.[2] === undefined ? undefined : Number(match[2]);
  const metric: Metric | undefined = Object.hasOwn(METRICS, kind)
    ? METRICS[kind as MetricKind]
    : undefined;
  if (match?.[3] !== undefined && k !== undefined) {
    if (!metric?.withinTokens)
      return {
        problem: `"${written}": only recall takes a token budget (did you mean "recall@${k}tok"?)`,
      };
    if (k < 1) return { problem: `"${written}": the token budget N must be a positive integer` };
    return { name, kind: kind as MetricKind, budget: k, labelsOnly: true };
  }
  if (match && metric) {
    if (k !== undefined && (metric.cutoff === 'none' || k < 1))
      return {
        problem: `"${written}": ${metric.cutoff === 'none' ? `${kind} takes no cutoff` : 'the cutoff k must be a positive integer'}`,
      };
    if (k === undefined && metric.cutoff === 'required')
      return { problem: `"${written}" needs a cutoff, such as "${kind}@10"` };
    return {
      name,
      kind: kind as MetricKind,
      ...(k !== undefined && { k }),
      labelsOnly: !(kind === 'recall' && k === undefined),
    };
  }
  const guess = closestMetric(name);
  return {
    problem: `unknown metric "${written}"${guess ? ` (did you mean "${guess}"?)` : ''}; known: ${METRIC_FORMS.join(', ')} (k, N positive integers)`,
  };
}

/** The nearest known name, keeping the user's cutoff (`ndgc@10` → `ndcg@10`). */
function closestMetric(name: string): string | undefined {
  const [base = '', cutoff] = name.split('@');
  const kind = closest(base, Object.keys(METRICS)) as MetricKind | undefined;
  if (kind === undefined || METRICS[kind].cutoff === 'none') return kind;
  const k =
    cutoff && /^\d+$/.test(cutoff)
      ? cutoff
      : METRICS[kind].cutoff === 'required'
        ? '10'
        : undefined;
  return k ? `${kind}@${k}` : kind;
}

/**
 * A comma or newline separated list of names → specs (duplicates once, in order), and every problem.
 */
export function parseMetricList(raw: string): { specs: MetricSpec[]; problems: string[] } {
  const specs: MetricSpec[] = [];
  const problems: string[] = [];
  for (const written of splitList(raw)) {
    const parsed = parseMetricName(written);
    if ('problem' in parsed) problems.push(parsed.problem);
    else if (!specs.some((s) => s.name === parsed.name)) specs.push(parsed);
  }
  return { specs, problems };
}

/**
 * The requested metrics of one case, by name. A labelled case gets all of them, and `unjudged`:
 * never silent, the share of its judged contexts no verdict names (0 with none). An LLM-judged
 * case gets only `recall`, when the judge gave statement support. A metric a case cannot have is
 * absent.
 */
export function caseMetrics(
  specs: readonly MetricSpec[],
  { labelled: m, statementRecall }: { labelled?: LabelledRanking; statementRecall?: number },
): Record<string, number> {
  const values: Record<string, number> = {};
  for (const spec of specs) {
    const metric: Metric = METRICS[spec.kind];
    const value = m
      ? spec.budget === undefined
        ? metric.compute(m, spec.k)
        : metric.withinTokens?.(m, spec.budget)
      : !spec.labelsOnly
        ? statementRecall
        : undefined;
    if (value !== undefined) values[spec.name] = value;
  }
  if (m) values.unjudged = m.grades.length === 0 ? 0 : m.unjudged / m.grades.length;
  return values;
}
