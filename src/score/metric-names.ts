import { closest } from '../format/closest.js';

/**
 * The metrics a run can compute beside MAP, by name (`metrics` input, `gates` keys, report keys):
 * `recall` (every case), and for labelled cases `recall@k`, `recall@Ntok` (within N tokens),
 * `ndcg@k`, `mrr`, `precision@k`, `hit@k`.
 */
type MetricKind = 'recall' | 'recall-tokens' | 'ndcg' | 'mrr' | 'precision' | 'hit';

export interface MetricSpec {
  /** As written, normalised (`ndcg@10`). */
  name: string;
  kind: MetricKind;
  /** The cutoff of `…@k`; undefined for `recall` and `mrr` (all judged contexts). */
  k?: number;
  /** The token budget N of `recall@Ntok` (kind `recall-tokens`). */
  budget?: number;
  /** Computed from golden labels only (all but `recall`, which LLM-judged cases also get). */
  labelsOnly: boolean;
}

/** The names a user may write, k standing for a positive integer and N for a token budget. */
const METRIC_FORMS = ['recall', 'recall@k', 'recall@Ntok', 'ndcg@k', 'mrr', 'precision@k', 'hit@k'];

const WITH_CUTOFF: readonly MetricKind[] = ['recall', 'ndcg', 'precision', 'hit'];
const NEED_CUTOFF: readonly MetricKind[] = ['ndcg', 'precision', 'hit'];

/** A metric name → its spec, or the problem with it (one sentence, with a did-you-mean). */
export function parseMetricName(written: string): MetricSpec | { problem: string } {
  const name = written.trim().toLowerCase();
  const match = /^([a-z]+)(?:@(\d+)(tok)?)?$/.exec(name);
  const kind = match?.[1] as MetricKind | undefined;
  const k = match?.[2] === undefined ? undefined : Number(match[2]);
  if (match?.[3] !== undefined && kind !== undefined && k !== undefined)
    return tokenBudget(written, name, kind, k);
  if (match && kind && (WITH_CUTOFF as string[]).concat('mrr').includes(kind)) {
    if (k !== undefined && (!WITH_CUTOFF.includes(kind) || k < 1))
      return {
        problem: `"${written}": ${kind === 'mrr' ? 'mrr takes no cutoff' : 'the cutoff k must be a positive integer'}`,
      };
    if (k === undefined && NEED_CUTOFF.includes(kind))
      return { problem: `"${written}" needs a cutoff, such as "${kind}@10"` };
    return {
      name,
      kind,
      ...(k !== undefined && { k }),
      labelsOnly: !(kind === 'recall' && k === undefined),
    };
  }
  const guess = closestMetric(name);
  return {
    problem: `unknown metric "${written}"${guess ? ` (did you mean "${guess}"?)` : ''}; known: ${METRIC_FORMS.join(', ')} (k, N positive integers)`,
  };
}

/** `recall@2000tok`: recall within a budget of 2,000 tokens; no other metric takes one. */
function tokenBudget(
  written: string,
  name: string,
  kind: string,
  budget: number,
): MetricSpec | { problem: string } {
  if (kind !== 'recall')
    return {
      problem: `"${written}": only recall takes a token budget (did you mean "recall@${budget}tok"?)`,
    };
  if (budget < 1) return { problem: `"${written}": the token budget N must be a positive integer` };
  return { name, kind: 'recall-tokens', budget, labelsOnly: true };
}

/** The nearest known name, keeping the user's cutoff (`ndgc@10` → `ndcg@10`). */
function closestMetric(name: string): string | undefined {
  const [base = '', cutoff] = name.split('@');
  const kind = closest(base, ['recall', 'ndcg', 'mrr', 'precision', 'hit']);
  if (kind === undefined || kind === 'mrr') return kind;
  const k =
    cutoff && /^\d+$/.test(cutoff)
      ? cutoff
      : NEED_CUTOFF.includes(kind as MetricKind)
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
  for (const written of raw
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    const parsed = parseMetricName(written);
    if ('problem' in parsed) problems.push(parsed.problem);
    else if (!specs.some((s) => s.name === parsed.name)) specs.push(parsed);
  }
  return { specs, problems };
}
