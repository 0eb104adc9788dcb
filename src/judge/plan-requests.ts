import { createHash, type Hash } from 'node:crypto';
import { UserError } from '../errors.js';
import { formatCount, plural, quotedList } from '../format/numbers.js';
import type { RankedContext } from '../golden/context.js';
import type { GoldenCase } from '../golden/golden-cases.js';
import { unmatchable } from '../golden/passages.js';
import type { Rankings } from '../retrieval/retrieval-results.js';
import { countTokens } from '../tokens/token-count.js';
import { buildJudgePrompt, JUDGE_INSTRUCTIONS, VERDICTS_JSON_SCHEMA } from './judge-prompt.js';
import { judgeByLabels } from './label-verdicts.js';
import { keyVariableOf } from './provider-names.js';
import type { JudgeKind, JudgeRequest, RelevanceJudge, TokenUsage } from './relevance-judge.js';
import type { StoredVerdict, VerdictSource } from './stored-verdict.js';

// Who judges each case, what the LLM will be asked after reuse, what that costs, and whether the
// run may ask it at all; decided before the first request.

export interface PlanOptions {
  /** Who judges: labels where a case has them (`auto`), only the LLM, or only labels. */
  mode: 'auto' | 'llm' | 'labels';
  /** The LLM judge, when the run has one (it may be unable to ask: no key). */
  llm?: RelevanceJudge;
  /** Only the top k contexts are judged. */
  k?: number;
  votes: number;
  /** Verdicts recorded earlier, by `verdictKeys`. */
  storedVerdicts?: ReadonlyMap<string, StoredVerdict>;
  /** Verdicts recorded on the data branch, read for the contexts the LLM judges (storedVerdicts win). */
  verdictSource?: VerdictSource;
  /** Also have the LLM judge labelled cases (that have an expected answer). */
  calibrate?: boolean;
  /** Have the LLM judge the contexts of labelled cases that no label names (`judge-holes`). */
  judgeHoles?: boolean;
  /** At most this many judge requests (after reuse). */
  maxRequests?: number;
  /** The variants' rankings: judged with the primary's, in the same request per case. */
  variants?: readonly Rankings[];
  /** The drift audit's re-judging (audit-verdicts.ts): its messages say so. */
  audit?: boolean;
}

export interface PlannedCase {
  kind: JudgeKind;
  /** The contexts judged: the top k of its ranking. */
  ranked: RankedContext[];
  /**
   * The indexes in `ranked` of the contexts the LLM is asked about: all of them (it judges the
   * case, or calibrates against its labels), those no label names (`judge-holes`), or none.
   */
  asked: number[];
  /** Their verdict keys under the LLM judge, in the order of `asked`. */
  keys: string[];
  /** The LLM is asked about the case (`asked` or `extra` is not empty). */
  asksLlm: boolean;
  /** A labelled case whose ranking has contexts no label names, that the LLM judges (`judge-holes`). */
  fillsHoles: boolean;
  /** A labelled case with contexts the LLM also judges, every one, to calibrate it (`calibrate`). */
  calibrates: boolean;
  /** Each variant's judged contexts of the case (its top k), those the LLM judges, their keys. */
  variants: Pick<PlannedCase, 'ranked' | 'asked' | 'keys' | 'fillsHoles'>[];
  /** The variants' distinct contexts the LLM judges that the primary's request lacks: added to it. */
  extra: { context: RankedContext; key: string }[];
  /**
   * The case's request after reuse, if any: the contexts of `asked` with no stored verdict, then
   * those of `extra` (only when the judge can ask: without a key, a variant's unseen text leaves
   * its case out of that variant's comparison, and never stops the run).
   */
  request?: JudgeRequest;
  /** The verdict keys of the request's contexts, in their order. */
  requestKeys: string[];
}

export interface JudgePlan extends Pick<PlanOptions, 'audit'> {
  cases: Map<string, PlannedCase>;
  /** The verdicts the run reuses: `storedVerdicts`, and those `verdictSource` read. */
  storedVerdicts: ReadonlyMap<string, StoredVerdict>;
  /** The requests after reuse: each case asked about with its contexts that have no verdict (× votes). */
  requests: JudgeRequest[];
  /** Their tokens, estimated (× votes). */
  estimate: TokenEstimate;
}

/**
 * The plan of a run, checked: every case has a judge that can take it, a keyless run has a
 * recorded verdict for every context the LLM judges, and the requests fit the budget. Throws a
 * UserError naming the cases otherwise, before anything is sent.
 */
export async function planJudging(
  cases: readonly GoldenCase[],
  rankings: Rankings,
  options: PlanOptions,
): Promise<JudgePlan> {
  const planned = plannedCases(cases, rankings, options);
  const keys = [...planned.values()].flatMap((p) => [...p.keys, ...p.extra.map((e) => e.key)]);
  const recorded = (await options.verdictSource?.(new Set(keys))) ?? [];
  const storedVerdicts = new Map([...recorded, ...(options.storedVerdicts ?? [])]);
  for (const c of cases) {
    const p = planned.get(c.id) as PlannedCase;
    const toAsk = [...keyed(p), ...(options.llm?.canAsk ? p.extra : [])].filter(
      ({ key }) => !storedVerdicts.has(key),
    );
    const request = { caseId: c.id, query: c.query, expected: c.expected ?? '' };
    if (toAsk.length > 0) p.request = { ...request, contexts: toAsk.map((x) => x.context) };
    p.requestKeys = toAsk.map((x) => x.key);
  }
  const requests = [...planned.values()].flatMap((p) => p.request ?? []);
  const estimate = estimateOf(requests, options.votes);
  const plan = { cases: planned, storedVerdicts, requests, estimate, audit: options.audit };
  if (options.llm && !options.llm.canAsk) requireStoredVerdicts(plan, options.llm);
  if (options.maxRequests !== undefined) checkBudget(plan, options.votes, options.maxRequests);
  return plan;
}

/** Each case's judge, judged contexts and their verdict keys. */
function plannedCases(
  cases: readonly GoldenCase[],
  rankings: Rankings,
  options: PlanOptions,
): Map<string, PlannedCase> {
  if (options.judgeHoles && !options.llm)
    throw new UserError(
      'judge-holes: the LLM judges the passages no label names, and judge: labels has no LLM; set judge: auto, or judge-holes: false',
    );
  const planned = new Map<string, PlannedCase>();
  const noExpected: string[] = [];
  const sourceless: string[] = [];
  const { mode, llm } = options;
  for (const c of cases) {
    const at = `${c.id} (${c.source.file}:${c.source.line})`;
    // judge: labels never gets an unlabelled case: the engine leaves them out, saying so.
    const kind: JudgeKind = mode === 'labels' || (mode === 'auto' && c.relevant) ? 'labels' : 'llm';
    if (kind === 'llm' && !c.expected) noExpected.push(at);
    const holesToo = kind === 'labels' && options.judgeHoles === true && llm !== undefined;
    const judged = (ranking: readonly RankedContext[] | undefined, every: boolean) => {
      const ranked = (ranking ?? []).slice(0, options.k);
      const holes = holesToo ? judgeByLabels(c, ranked).filter((x) => x.unjudged) : [];
      const asked = every ? ranked.map((_, i) => i) : holes.map((x) => x.rank - 1);
      const keys = llm ? verdictKeys(c, every ? ranked : holes, llm) : [];
      return { ranked, asked, keys, fillsHoles: holes.length > 0 };
    };
    const calibrates = kind === 'labels' && Boolean(options.calibrate && llm?.canAsk && c.expected);
    const primary = judged(rankings.get(c.id), kind === 'llm' || calibrates);
    const variants = (options.variants ?? []).map((own) => judged(own.get(c.id), kind === 'llm'));
    const everyRanking = [primary, ...variants].map((v) => v.ranked);
    if (kind === 'labels' && unmatchable(c.passages, everyRanking)) sourceless.push(at);
    const seen = new Set(primary.keys);
    const extra = variants.flatMap(keyed).filter(({ key }) => !seen.has(key) && seen.add(key));
    planned.set(c.id, {
      kind,
      ...primary,
      asksLlm: llm !== undefined && primary.asked.length + extra.length > 0,
      calibrates: calibrates && primary.asked.length > 0,
      variants,
      extra,
      requestKeys: [],
    });
  }
  requireJudges(planned, noExpected, sourceless, llm);
  return planned;
}

/** The contexts of a ranking the LLM is asked about, in rank order, with their verdict keys. */
const keyed = ({ ranked, asked, keys }: PlannedCase['variants'][number]): PlannedCase['extra'] =>
  asked.map((i, n) => ({ context: ranked[i] as RankedContext, key: keys[n] as string }));

/** Fails up front for the cases that no judge can take, saying every problem at once. */
function requireJudges(
  planned: ReadonlyMap<string, PlannedCase>,
  noExpected: readonly string[],
  sourceless: readonly string[],
  llm: RelevanceJudge | undefined,
): void {
  const errors: string[] = [];
  if (noExpected.length > 0) {
    errors.push(
      `${plural(noExpected.length, 'case')} judged by the LLM ${noExpected.length === 1 ? 'has' : 'have'} no "expected" answer (aliases expectedOutput, groundTruth): ${quotedList(noExpected)}; give ${noExpected.length === 1 ? 'it' : 'each'} an "expected" answer, or "relevant" labels and judge: labels (--judge labels in the CLI) to score without the LLM`,
    );
  }
  const llmCases = [...planned].filter(([, c]) => c.kind === 'llm').map(([id]) => id);
  // Without a key, a case that has no expected answer needs both: say both now, not one per run.
  if (llmCases.length > 0 && (!llm || (noExpected.length > 0 && !llm.canAsk)))
    errors.push(needsKey(llmCases, llm?.provider));
  if (sourceless.length > 0)
    errors.push(
      `passages: ${plural(sourceless.length, 'case')} labelled by passages ${sourceless.length === 1 ? 'has' : 'have'} retrieved contexts that say nothing of where they come from: ${quotedList(sourceless)}. A context names its document with "metadata.source" (LangChain's too; LlamaIndex: node.metadata.file_path or file_name) and its place with "metadata.start"/"metadata.end", LangChain's "metadata.start_index" or LlamaIndex's node.start_char_idx/end_char_idx; passages given by "start"/"end" need those offsets, passages given by "quote" only the source. Have the retriever print them (docs/judging.md#passage-labels)`,
    );
  if (errors.length > 0) throw new UserError('judge: cannot judge every case', errors);
}

/**
 * The store keys of a case's contexts under this judge: everything that can change a verdict,
 * length-prefixed, so no two different tuples share a key.
 */
export function verdictKeys(
  { query, expected = '' }: Pick<GoldenCase, 'query' | 'expected'>,
  ranked: readonly Pick<RankedContext, 'text'>[],
  { model, promptVersion }: Pick<RelevanceJudge, 'model' | 'promptVersion'>,
): string[] {
  const add = (hash: Hash, field: string) =>
    hash.update(`${Buffer.byteLength(field, 'utf8')}:`).update(field, 'utf8');
  const shared = [model, promptVersion, query, expected].reduce(add, createHash('sha256'));
  return ranked.map(({ text }) => add(shared.copy(), text).digest('hex').slice(0, 32));
}

/**
 * Without an API key (a PR from a fork gets no secrets) a run can still be scored from recorded
 * verdicts; it fails up front, naming the cases, only when some context has none. The audit
 * re-judges stored verdicts: it always needs the key.
 */
export function requireStoredVerdicts(
  plan: JudgePlan,
  llm: RelevanceJudge,
  /** Set when a keyless server refused to answer: why. */
  refusal?: string,
): void {
  // Calibration needs a key, so it is not counted here; a labelled case's holes are.
  const needAsking = plan.requests
    .filter((r) => {
      const c = plan.cases.get(r.caseId);
      return c?.kind !== 'labels' || c.fillsHoles;
    })
    .map((r) => r.caseId);
  if (needAsking.length === 0) return;
  const why = plan.audit
    ? 'mode audit re-judges their stored verdicts'
    : `their contexts have no recorded verdict to reuse${refusal ? ` (${refusal})` : ''}`;
  throw new UserError('judge: cannot judge every case', [needsKey(needAsking, llm.provider, why)]);
}

/** Cases only the LLM can judge in a run without a key: what to set, and (`why`) why reuse falls short. */
function needsKey(caseIds: readonly string[], provider: string | undefined, why?: string): string {
  return `api-key: ${plural(caseIds.length, 'case')} ${caseIds.length === 1 ? 'needs' : 'need'} the LLM judge but no API key is set (input api-key or env ${keyVariableOf(provider)}; a pull request from a fork gets no secrets)${why ? `, and ${why}` : ''}; add "relevant" labels or set a key: ${quotedList(caseIds)}`;
}

/**
 * The budget (`max-judge-requests`; for the audit, what judging left of it): counts the requests
 * needed after reuse (one per case with unjudged context text, per vote; calibration too) or for
 * the audit's sample, and refuses before the first one when that is more, saying which cases.
 */
function checkBudget(plan: JudgePlan, votes: number, budget: number) {
  const { requests: needing, estimate: tokens } = plan;
  const requests = needing.length * votes;
  // What judging left for the audit may be below 0 (retries count): nothing to ask is never refused.
  if (requests === 0 || requests <= budget) return;
  const sampled = needing.reduce((n, r) => n + r.contexts.length, 0);
  const why = plan.audit
    ? `${plural(sampled, 'stored verdict')} sampled to re-judge`
    : 'context text the judge has not seen (no recorded verdict to reuse)';
  throw new UserError(
    `max-judge-requests: ${plan.audit ? 'the audit' : 'this run'} needs ${plural(requests, 'judge request')} (about ${formatCount(tokens.inputTokens)} input and ${formatCount(tokens.outputTokens)} output tokens), more than the budget${plan.audit ? ' left' : ''} of ${budget}: ${plural(needing.length, 'case')} ${needing.length === 1 ? 'has' : 'have'} ${why}${votes > 1 ? `, × ${votes} votes` : ''}: ${quotedList(needing.map((r) => r.caseId))}. Nothing was sent. ${plan.audit ? 'Lower audit-sample or raise max-judge-requests.' : 'Raise max-judge-requests, add "relevant" labels, or check why the contexts changed (a re-chunked corpus changes every text).'}`,
  );
}

/**
 * Tokens a judge request will take, estimated before it is sent (for the budget and the report):
 * the instructions, the answer's schema and the prompt in, counted in o200k_base (OpenAI's
 * tokenizer since gpt-4o, the one the context cost counts in; other providers' tokenizers differ
 * by a few percent), and about one short sentence and its JSON per verdict out.
 */
export type TokenEstimate = Omit<TokenUsage, 'requests'>;

/** Output per verdict: a one-sentence reason (about 25 tokens) and its JSON. */
const OUTPUT_TOKENS_PER_VERDICT = 40;
/** What the instructions and the schema cost in every request. */
const fixedInputTokens = () =>
  countTokens(JUDGE_INSTRUCTIONS) + countTokens(JSON.stringify(VERDICTS_JSON_SCHEMA));

/** The tokens the requests will take, estimated (× votes). */
export function estimateOf(requests: readonly JudgeRequest[], votes: number): TokenEstimate {
  const total = { inputTokens: 0, outputTokens: 0 };
  const fixed = requests.length > 0 ? fixedInputTokens() : 0;
  for (const request of requests) {
    total.inputTokens += (fixed + countTokens(buildJudgePrompt(request))) * votes;
    total.outputTokens += (OUTPUT_TOKENS_PER_VERDICT * request.contexts.length + 5) * votes;
  }
  return total;
}
