import pLimit from 'p-limit';
import { UserError, errorMessage } from '../errors.js';
import type { RankedContext } from '../golden/context.js';
import type { GoldenCase } from '../golden/golden-cases.js';
import type { Rankings } from '../retrieval/retrieval-results.js';
import {
  addUsage,
  JudgeError,
  noUsage,
  type JudgeRequest,
  type RelevanceJudge,
  type TokenUsage,
  type Verdict,
} from './relevance-judge.js';
import type { StoredVerdict } from './stored-verdict.js';
import { KEY_VARIABLES, type ProviderName } from './provider-names.js';
import {
  addEstimate,
  estimateRequestTokens,
  noEstimate,
  type TokenEstimate,
} from './token-estimate.js';
import { verdictKey } from './verdict-key.js';
import { plural, quotedList } from '../format/numbers.js';

export type JudgeMode = 'auto' | 'llm' | 'labels';
export type JudgeKind = 'llm' | 'labels';

export interface JudgedContext extends RankedContext {
  rank: number;
  relevant: boolean;
  reason: string;
  /** Reused from the verdict store instead of asked again. */
  reused?: boolean;
  /** Share of votes that agreed with the verdict (votes > 1). */
  agreement?: number;
}

export interface JudgedCase {
  goldenCase: GoldenCase;
  judge: JudgeKind;
  contexts: JudgedContext[];
  /** Set when the judge could not judge this case; the case is then left out of the score. */
  error?: string;
}

export interface JudgeRunOptions {
  mode: JudgeMode;
  /** Required when any case goes to the LLM. */
  llm?: RelevanceJudge;
  /** Only the top k contexts are judged. */
  k?: number;
  concurrency: number;
  /** Judge calls per case; the majority wins (ties: not relevant). */
  votes: number;
  /** Verdicts recorded earlier, by `verdictKey`. */
  storedVerdicts?: ReadonlyMap<string, StoredVerdict>;
  /** Also have the LLM judge labelled cases (that have an expected answer), to measure it against the labels. */
  calibrate?: boolean;
  /** At most this many judge requests (after reuse); more is refused before the first request. */
  maxRequests?: number;
  /** Called once before judging with the cases that go to the LLM, then after each is judged. */
  progress?: { start(total: number): void; tick(): void };
}

export interface JudgeRunResult {
  cases: JudgedCase[];
  usage: TokenUsage & { reusedVerdicts: number };
  /** The tokens the requests after reuse were estimated to take, before the first was sent. */
  estimate: TokenEstimate;
  /** Every LLM verdict this run used (asked or reused), by key, for the store. */
  usedVerdicts: Map<string, StoredVerdict>;
  /** With `calibrate`: labelled cases with the LLM's verdicts beside the labels'. */
  calibrationPairs: CalibrationPair[];
}

export interface CalibrationPair {
  caseId: string;
  labels: JudgedContext[];
  llm: JudgedContext[];
}

/** Decides which judge each case gets; fails up front for cases that no judge can take. */
export function assignJudges(
  cases: readonly GoldenCase[],
  mode: JudgeMode,
  llmAvailable: boolean,
): Map<string, JudgeKind> {
  const kinds = new Map<string, JudgeKind>();
  const unlabelled: string[] = [];
  const noExpected: string[] = [];
  for (const c of cases) {
    const kind: JudgeKind = mode === 'labels' || (mode === 'auto' && c.relevant) ? 'labels' : 'llm';
    if (kind === 'labels' && !c.relevant) unlabelled.push(c.id);
    if (kind === 'llm' && !c.expected)
      noExpected.push(`${c.id} (${c.source.file}:${c.source.line})`);
    kinds.set(c.id, kind);
  }
  const errors: string[] = [];
  if (unlabelled.length > 0)
    errors.push(
      `judge "labels": ${plural(unlabelled.length, 'case')} have no "relevant" labels: ${quotedList(unlabelled)}`,
    );
  if (noExpected.length > 0) {
    errors.push(
      `${plural(noExpected.length, 'case')} judged by the LLM have no "expected" answer (aliases expectedOutput, groundTruth): ${quotedList(noExpected)}`,
    );
  }
  const llmCases = [...kinds].filter(([, kind]) => kind === 'llm').map(([id]) => id);
  if (llmCases.length > 0 && !llmAvailable) {
    errors.push(
      `api-key: ${plural(llmCases.length, 'case')} ${llmCases.length === 1 ? 'needs' : 'need'} the LLM judge but no API key is set (input api-key or the provider's key variable, such as OPENAI_API_KEY); add "relevant" labels or set a key: ${quotedList(llmCases)}`,
    );
  }
  if (errors.length > 0) throw new UserError('judge: cannot judge every case', errors);
  return kinds;
}

/** Judges every case's top-k contexts: labels locally, the rest with the LLM, in parallel up to `concurrency`. */
export async function judgeCases(
  cases: readonly GoldenCase[],
  rankings: Rankings,
  options: JudgeRunOptions,
): Promise<JudgeRunResult> {
  const kinds = assignJudges(cases, options.mode, options.llm !== undefined);
  const planned = options.llm ? plannedRequests(cases, kinds, rankings, options) : [];
  if (options.llm && !options.llm.canAsk) requireStoredVerdicts(planned, kinds, options.llm);
  const estimate = estimateOf(planned, options.votes);
  if (options.maxRequests !== undefined) checkBudget(planned, estimate, options);
  const usage = { ...noUsage(), reusedVerdicts: 0 };
  const usedVerdicts = new Map<string, StoredVerdict>();
  const limit = pLimit(options.concurrency);

  const askLlm = (goldenCase: GoldenCase, ranked: readonly RankedContext[]) =>
    limit(async () => {
      const outcome = await judgeByLlm(goldenCase, ranked, options.llm as RelevanceJudge, options);
      addUsage(usage, outcome.usage);
      usage.reusedVerdicts += outcome.reused;
      for (const [key, verdict] of outcome.used) usedVerdicts.set(key, verdict);
      return outcome;
    });
  const calibrationPairs: CalibrationPair[] = [];
  let stopped: { message: string; needsKey: boolean } | undefined;
  const askLlmOrStop = async (goldenCase: GoldenCase, ranked: readonly RankedContext[]) => {
    const outcome = await askLlm(goldenCase, ranked);
    if (outcome.stop !== undefined) stopped ??= outcome.stop;
    options.progress?.tick();
    return outcome;
  };
  const toLlm = cases.filter((c) =>
    asksLlm(c, judgedContexts(c, rankings, options.k), kinds, options),
  ).length;
  if (toLlm > 0) options.progress?.start(toLlm);

  const judged = await Promise.all(
    cases.map(async (goldenCase): Promise<JudgedCase> => {
      const ranked = judgedContexts(goldenCase, rankings, options.k);
      if (kinds.get(goldenCase.id) === 'llm') {
        const outcome = await askLlmOrStop(goldenCase, ranked);
        return { goldenCase, judge: 'llm', contexts: outcome.contexts, error: outcome.error };
      }
      const contexts = judgeByLabels(goldenCase, ranked);
      if (asksLlm(goldenCase, ranked, kinds, options)) {
        const outcome = await askLlmOrStop(goldenCase, ranked);
        if (!outcome.error)
          calibrationPairs.push({ caseId: goldenCase.id, labels: contexts, llm: outcome.contexts });
      }
      return { goldenCase, judge: 'labels', contexts };
    }),
  );
  // The judge is unavailable or misconfigured: one line that says what to check, and no score.
  if (stopped?.needsKey)
    requireStoredVerdicts(planned, kinds, options.llm as RelevanceJudge, stopped.message);
  if (stopped !== undefined) throw new UserError(stopped.message);
  return { cases: judged, usage, estimate, usedVerdicts, calibrationPairs };
}

function judgeByLabels(goldenCase: GoldenCase, ranked: readonly RankedContext[]): JudgedContext[] {
  const labels = goldenCase.relevant as ReadonlyMap<string, number>;
  return ranked.map((context, index) => {
    const grade = labels.get(context.id);
    const relevant = grade !== undefined && grade > 0;
    const reason =
      grade === undefined
        ? 'not in the golden labels'
        : relevant
          ? `labelled relevant (grade ${grade})`
          : `labelled not relevant (grade ${grade})`;
    return { ...context, rank: index + 1, relevant, reason };
  });
}

interface LlmOutcome {
  contexts: JudgedContext[];
  usage: TokenUsage;
  reused: number;
  used: Map<string, StoredVerdict>;
  error?: string;
  stop?: AskedVerdicts['stop'];
}

async function judgeByLlm(
  goldenCase: GoldenCase,
  ranked: readonly RankedContext[],
  llm: RelevanceJudge,
  options: JudgeRunOptions,
): Promise<LlmOutcome> {
  const keys = verdictKeys(goldenCase, ranked, llm);
  const verdicts: (Verdict & { reused?: boolean; agreement?: number })[] = [];
  const toAsk: number[] = [];
  const used = new Map<string, StoredVerdict>();
  keys.forEach((key, index) => {
    const stored = options.storedVerdicts?.get(key);
    if (stored) {
      verdicts[index] = { relevant: stored.relevant, reason: stored.reason, reused: true };
      used.set(key, stored);
    } else {
      toAsk.push(index);
    }
  });
  // Only what has no stored verdict goes to the judge, in one request per case (and vote).
  const asked: AskedVerdicts =
    toAsk.length > 0
      ? await askVerdicts(
          goldenCase,
          toAsk.map((i) => ranked[i] as RankedContext),
          llm,
          options.votes,
        )
      : { verdicts: [], usage: noUsage() };
  toAsk.forEach((contextIndex, position) => {
    const verdict = asked.verdicts[position];
    if (!verdict) return;
    verdicts[contextIndex] = verdict;
    used.set(keys[contextIndex] as string, {
      relevant: verdict.relevant,
      reason: verdict.reason,
      model: llm.model,
      promptVersion: llm.promptVersion,
    });
  });
  const { usage, error, stop } = asked;
  const contexts = error
    ? []
    : ranked.map((context, index) => ({
        ...context,
        rank: index + 1,
        ...(verdicts[index] as Verdict),
      }));
  return { contexts, usage, reused: ranked.length - toAsk.length, used, error, stop };
}

/** What the judge said of some contexts of a case, or why it could not say. */
export interface AskedVerdicts {
  /** One per context asked about, in their order; empty when the judge failed. */
  verdicts: (Verdict & { agreement?: number })[];
  usage: TokenUsage;
  error?: string;
  /** The judge stopped the run (unavailable, or a configuration error): why, in one line. */
  stop?: { message: string; needsKey: boolean };
}

/** Asks the judge about contexts of one case, in one request per vote; the majority wins. */
export async function askVerdicts(
  goldenCase: GoldenCase,
  contexts: readonly RankedContext[],
  llm: RelevanceJudge,
  votes: number,
): Promise<AskedVerdicts> {
  const usage = noUsage();
  try {
    const ballots: Verdict[][] = [];
    for (let vote = 0; vote < votes; vote += 1) {
      const answer = await llm.judgeContexts({
        caseId: goldenCase.id,
        query: goldenCase.query,
        expected: goldenCase.expected as string,
        contexts,
      });
      addUsage(usage, answer.usage);
      ballots.push(answer.verdicts);
    }
    const verdicts = contexts.map((_, position) =>
      majority(ballots.map((ballot) => ballot[position] as Verdict)),
    );
    return { verdicts, usage };
  } catch (caught) {
    let stop: AskedVerdicts['stop'];
    if (JudgeError.isInstance(caught)) {
      addUsage(usage, caught.usage);
      if (caught.failure === 'stop' || caught.failure === 'needs-key')
        stop = { message: caught.message, needsKey: caught.failure === 'needs-key' };
    }
    return { verdicts: [], usage, error: errorMessage(caught), stop };
  }
}

/** The store keys of a case's contexts under this judge. */
export function verdictKeys(
  goldenCase: GoldenCase,
  ranked: readonly RankedContext[],
  llm: RelevanceJudge,
): string[] {
  return ranked.map((context) =>
    verdictKey({
      model: llm.model,
      promptVersion: llm.promptVersion,
      query: goldenCase.query,
      expected: goldenCase.expected ?? '',
      text: context.text,
    }),
  );
}

/**
 * Without an API key (a PR from a fork gets no secrets) a run can still be scored from recorded
 * verdicts; it fails up front, naming the cases, only when some context has none.
 */
function requireStoredVerdicts(
  planned: readonly JudgeRequest[],
  kinds: ReadonlyMap<string, JudgeKind>,
  llm: RelevanceJudge,
  /** Set when a keyless server refused to answer: why. */
  refusal?: string,
): void {
  // Calibration needs a key, so it is not counted here.
  const needAsking = planned.filter((r) => kinds.get(r.caseId) === 'llm').map((r) => r.caseId);
  if (needAsking.length === 0) return;
  throw new UserError('judge: cannot judge every case', [
    `api-key: ${plural(needAsking.length, 'case')} ${needAsking.length === 1 ? 'needs' : 'need'} the LLM judge but no API key is set (input api-key or env ${KEY_VARIABLES[llm.provider as ProviderName] ?? 'OPENAI_API_KEY'}; a pull request from a fork gets no secrets), and their contexts have no recorded verdict to reuse${refusal ? ` (${refusal})` : ''}; add "relevant" labels or set a key: ${quotedList(needAsking)}`,
  ]);
}

/** The contexts of a case that are judged: the top k of its ranking. */
function judgedContexts(
  goldenCase: GoldenCase,
  rankings: Rankings,
  k: number | undefined,
): RankedContext[] {
  return (rankings.get(goldenCase.id) ?? []).slice(0, k);
}

/** Whether the LLM is asked about a case: it judges the case, or calibrates against its labels. */
function asksLlm(
  goldenCase: GoldenCase,
  ranked: readonly RankedContext[],
  kinds: ReadonlyMap<string, JudgeKind>,
  options: JudgeRunOptions,
): boolean {
  if (kinds.get(goldenCase.id) === 'llm') return true;
  return Boolean(
    options.calibrate && options.llm?.canAsk && goldenCase.expected && ranked.length > 0,
  );
}

/**
 * The requests the run will make after reuse: each case the LLM is asked about that has contexts
 * with no recorded verdict, with those contexts (one request per vote).
 */
function plannedRequests(
  cases: readonly GoldenCase[],
  kinds: ReadonlyMap<string, JudgeKind>,
  rankings: Rankings,
  options: JudgeRunOptions,
): JudgeRequest[] {
  const llm = options.llm as RelevanceJudge;
  return cases.flatMap((c) => {
    const ranked = judgedContexts(c, rankings, options.k);
    if (!asksLlm(c, ranked, kinds, options)) return [];
    const keys = verdictKeys(c, ranked, llm);
    const contexts = ranked.filter((_, i) => !options.storedVerdicts?.has(keys[i] as string));
    return contexts.length > 0
      ? [{ caseId: c.id, query: c.query, expected: c.expected ?? '', contexts }]
      : [];
  });
}

/** The tokens the planned requests will take, estimated (× votes). */
function estimateOf(requests: readonly JudgeRequest[], votes: number): TokenEstimate {
  const total = noEstimate();
  for (const request of requests) addEstimate(total, estimateRequestTokens(request), votes);
  return total;
}

/**
 * The budget (`max-judge-requests`): counts the requests the run needs after reuse (one per case
 * with unjudged context text, per vote; calibration too) and refuses the run before the first one
 * when that is more, saying how many cases need the judge and why.
 */
function checkBudget(
  needing: readonly JudgeRequest[],
  tokens: TokenEstimate,
  options: JudgeRunOptions,
): void {
  const budget = options.maxRequests as number;
  const requests = needing.length * options.votes;
  if (requests <= budget) return;
  throw new UserError(
    `max-judge-requests: this run needs ${plural(requests, 'judge request')} (about ${tokens.inputTokens.toLocaleString('en-US')} input and ${tokens.outputTokens.toLocaleString('en-US')} output tokens), more than the budget of ${budget}: ${plural(needing.length, 'case')} ${needing.length === 1 ? 'has' : 'have'} context text the judge has not seen (no recorded verdict to reuse)${options.votes > 1 ? `, × ${options.votes} votes` : ''}: ${quotedList(needing.map((r) => r.caseId))}. Nothing was sent. Raise max-judge-requests, add "relevant" labels, or check why the contexts changed (a re-chunked corpus changes every text).`,
  );
}

/** Majority of the votes for one context; ties count as not relevant. Agreement is kept when votes > 1. */
function majority(votes: readonly Verdict[]): Verdict & { agreement?: number } {
  if (votes.length === 1) return votes[0] as Verdict;
  const yes = votes.filter((v) => v.relevant);
  const relevant = yes.length * 2 > votes.length;
  const winners = relevant ? yes : votes.filter((v) => !v.relevant);
  return {
    relevant,
    reason: (winners[0] as Verdict).reason,
    agreement: winners.length / votes.length,
  };
}
