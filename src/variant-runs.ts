import type { VariantRun } from './compare/compare-variants.js';
import type { GateOptions } from './config/options.js';
import type { VariantOption } from './config/variant-options.js';
import { errorMessage } from './errors.js';
import type { RankedContext } from './golden/context.js';
import type { GoldenCase } from './golden/golden-cases.js';
import type { JudgedCase } from './judge/relevance-judge.js';
import type { Rankings } from './retrieval/retrieval-results.js';
import { retrieve, type RetrieveDeps } from './retrieval/retrieve.js';
import { scoreCases } from './score/scored-case.js';
import { contextTokens } from './score/token-worker.js';

/** A variant's retrieval: its rankings, or why its retriever failed. */
type VariantRankings =
  { option: VariantOption; rankings: Rankings } | { option: VariantOption; error: string };

/**
 * The primary retriever's rankings and each variant's, all retrievers running at once. The
 * primary's failure fails the run (once the variants' retrievers have ended); a variant's is
 * kept as its reason, for its row: variants never fail the run.
 */
export async function retrieveAll(
  cases: readonly GoldenCase[],
  options: GateOptions,
  deps: Omit<RetrieveDeps, 'timeoutSeconds'>,
): Promise<{ rankings: Rankings; variants: VariantRankings[] }> {
  // For a large run the counting starts now, on a worker: the tokenizer loads while the retrievers
  // run, and each case's judged contexts are counted as soon as they are read, while this thread
  // reads on and judges.
  const tokens = contextTokens(cases.length);
  const retrieveDeps = {
    ...deps,
    timeoutSeconds: options.retrieverTimeoutSeconds,
    ...(tokens.early && {
      onRanking: (ranking: readonly RankedContext[]) => tokens.prime(ranking, options.k),
    }),
  };
  const variants = Promise.all(
    options.variants.map((option) =>
      retrieve(option, cases, retrieveDeps).then(
        (rankings): VariantRankings => ({ option, rankings }),
        (error: unknown): VariantRankings => ({ option, error: errorMessage(error) }),
      ),
    ),
  );
  const [primary] = await Promise.allSettled([retrieve(options, cases, retrieveDeps), variants]);
  if (primary.status === 'rejected') throw primary.reason;
  return { rankings: primary.value, variants: await variants };
}

/**
 * Each variant's scored cases (those its judged cases left unscored are left out), in the
 * variants' order; `judged` holds the judged cases of the variants that retrieved, in order.
 */
export async function variantRuns(
  variants: readonly VariantRankings[],
  judged: readonly JudgedCase[][],
  options: GateOptions,
): Promise<VariantRun[]> {
  let next = 0;
  const runs: VariantRun[] = [];
  for (const variant of variants) {
    const { option } = variant;
    if ('error' in variant) {
      runs.push({ name: option.name, error: variant.error, cases: [] });
      continue;
    }
    const scored = await scoreCases(judged[next++] ?? [], variant.rankings, options);
    const cases = scored.flatMap(({ id, ap, metrics, contextCost, error: failed }) =>
      failed === null
        ? [{ id, ap, ...(metrics && { metrics }), ...(contextCost && { contextCost }) }]
        : [],
    );
    runs.push({ name: option.name, error: null, cases });
  }
  return runs;
}
