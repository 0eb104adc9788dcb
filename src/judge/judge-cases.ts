import pLimit from 'p-limit';
import { UserError, errorMessage } from '../errors.js';
import type { Progress } from '../format/progress.js';
import { isLlmLabelled, type GoldenCase } from '../golden/golden-cases.js';
import type { Rankings } from '../retrieval/retrieval-results.js';
import { judgeByLabels } from './label-verdicts.js';
import {
  planJudging,
  requireStoredVerdicts,
  type PlanOptions,
  type PlannedCase,
  type TokenEstimate,
} from './plan-requests.js';
import {
  addUsage,
  JudgeError,
  noUsage,
  type CalibrationPair,
  type JudgedCase,
  type JudgedContext,
  type JudgeKind,
  type RelevanceJudge,
  type TokenUsage,
  type Verdict,
} from './relevance-judge.js';
import type { StoredVerdict } from './stored-verdict.js';

export interface JudgeRunOptions extends PlanOptions {
  concurrency: number;
  /** Made before judging with the number of cases that go to the LLM; ticked after each is judged or failed. */
  progress?: (total: number) => Pick<Progress, 'tick'>;
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
  /** Each variant's judged cases (in `variants`' order), from the same requests as `cases`. */
  variants: JudgedCase[][];
}

/** Judges every case's top-k contexts: labels locally, the rest with the LLM, in parallel up to `concurrency`. */
export async function judgeCases(
  cases: readonly GoldenCase[],
  rankings: Rankings,
  options: JudgeRunOptions,
): Promise<JudgeRunResult> {
  const plan = await planJudging(cases, rankings, options);
  const reusing = { ...options, storedVerdicts: plan.storedVerdicts };
  const usage = { ...noUsage(), reusedVerdicts: 0 };
  const usedVerdicts = new Map<string, StoredVerdict>();
  const limit = pLimit(options.concurrency);
  const calibrationPairs: CalibrationPair[] = [];
  let stopped: LlmOutcome | undefined;
  const toLlm = [...plan.cases.values()].filter((c) => c.asksLlm).length;
  const progress = toLlm > 0 ? options.progress?.(toLlm) : undefined;

  const askLlm = (planned: PlannedCase) =>
    limit(async () => {
      const outcome = await judgeByLlm(planned, reusing);
      addUsage(usage, outcome.usage);
      usage.reusedVerdicts += outcome.reused;
      const { model, promptVersion } = options.llm as RelevanceJudge;
      for (const [key, verdict] of outcome.byKey)
        usedVerdicts.set(key, { ...verdictOf(verdict), model, promptVersion });
      if (outcome.failure === 'stop' || outcome.failure === 'needs-key') stopped ??= outcome;
      progress?.tick(outcome.error !== undefined);
      return outcome;
    });

  // Each case as judged for the primary, then for each variant from the same verdicts.
  const judged = await Promise.all(
    cases.map(async (goldenCase): Promise<JudgedCase[]> => {
      const planned = plan.cases.get(goldenCase.id) as PlannedCase;
      const outcome = planned.asksLlm ? await askLlm(planned) : undefined;
      // Calibration counts labels a person decided: the LLM against its own labels is circular.
      if (planned.calibrates && !outcome?.error && !isLlmLabelled(goldenCase.labelled)) {
        const labels = judgeByLabels(goldenCase, planned.ranked);
        const llm = caseFromVerdicts(goldenCase, 'llm', planned, outcome).contexts;
        calibrationPairs.push({ caseId: goldenCase.id, labels, llm });
      }
      return [planned, ...planned.variants].map((ranking) =>
        caseFromVerdicts(goldenCase, planned.kind, ranking, outcome),
      );
    }),
  );
  // The judge is unavailable or misconfigured: one line that says what to check, and no score.
  if (stopped?.failure === 'needs-key' && !options.audit)
    requireStoredVerdicts(plan, options.llm as RelevanceJudge, stopped.error);
  if (stopped !== undefined)
    throw new UserError(`${options.audit ? 'mode audit: ' : ''}${stopped.error as string}`);
  return {
    cases: judged.map((c) => c[0] as JudgedCase),
    usage,
    estimate: plan.estimate,
    usedVerdicts,
    calibrationPairs,
    variants: (options.variants ?? []).map((_, v) => judged.map((c) => c[v + 1] as JudgedCase)),
  };
}

/** A verdict the LLM gave or reused, as a ranking's context takes it. */
type KeyedVerdict = Verdict & Pick<JudgedContext, 'reused' | 'agreement'>;

/**
 * A ranking of a case (the primary's, or a variant's with no request of its own) judged by the
 * case's labels, and the contexts the LLM judges (all of an LLM-judged case, a labelled case's
 * holes, or all to calibrate) by the verdicts its case's one request gave or reused (`byKey`).
 * The judge's failure on the case fails each ranking that needs its verdicts (LLM-judged, even
 * with no contexts of its own: fail closed; or holes to fill); a context left without a verdict
 * (no key to ask) leaves the case unscored.
 */
function caseFromVerdicts(
  goldenCase: GoldenCase,
  kind: JudgeKind,
  { ranked, asked, keys, fillsHoles }: PlannedCase['variants'][number],
  outcome?: LlmOutcome,
): JudgedCase {
  const contexts: JudgedContext[] =
    kind === 'labels'
      ? judgeByLabels(goldenCase, ranked)
      : ranked.map((context, i) => ({ ...context, rank: i + 1, relevant: false, reason: '' }));
  const failed = (error: string): JudgedCase => ({ goldenCase, judge: kind, contexts: [], error });
  if (outcome?.error && (kind === 'llm' || fillsHoles))
    return { ...failed(outcome.error), ...(outcome.failure === 'request' && { refused: true }) };
  if (asked.length === 0 || outcome?.error) return { goldenCase, judge: kind, contexts };
  // Labels win; a context no label names takes the LLM's verdict, marked as the LLM's (and, for a
  // case without an expected answer, as judged against the query alone: a weaker verdict).
  const prefix = goldenCase.expected?.trim() ? '' : 'query only (no expected answer): ';
  for (const [position, index] of asked.entries()) {
    const verdict = outcome?.byKey.get(keys[position] as string);
    if (!verdict)
      return failed(
        'a passage of this variant has no verdict: none was recorded, and no API key is set to ask',
      );
    const context = { ...(ranked[index] as JudgedContext), rank: index + 1, ...verdict };
    if (kind === 'llm') contexts[index] = context;
    else if (contexts[index]?.unjudged)
      contexts[index] = { ...context, reason: `${prefix}${verdict.reason}`, judge: 'llm' };
  }
  return { goldenCase, judge: kind, contexts };
}

type LlmOutcome = Awaited<ReturnType<typeof judgeByLlm>>;

/**
 * The LLM's verdicts on the contexts of a case it is asked about (`asked`) and its variants',
 * stored or asked in one request per vote (the majority wins), by key; or why it could not say.
 */
async function judgeByLlm(planned: PlannedCase, options: JudgeRunOptions) {
  const { keys, extra, request, requestKeys } = planned;
  const usage = noUsage();
  const reused = keys.filter((key) => options.storedVerdicts?.has(key)).length;
  // Every verdict the case's contexts and its variants' have, by key (a stored one marked reused).
  const byKey = new Map<string, KeyedVerdict>();
  for (const key of [...keys, ...extra.map((e) => e.key)]) {
    const verdict = options.storedVerdicts?.get(key);
    if (verdict) byKey.set(key, { ...verdictOf(verdict), reused: true });
  }
  try {
    const ballots: Verdict[][] = [];
    for (let vote = 0; request && vote < options.votes; vote += 1) {
      const answer = await (options.llm as RelevanceJudge).judgeContexts(request);
      addUsage(usage, answer.usage);
      ballots.push(answer.verdicts);
    }
    requestKeys.forEach((key, position) => {
      const verdict = majority(ballots.map((ballot) => ballot[position] as Verdict));
      if (verdict) byKey.set(key, verdict);
    });
    return { byKey, usage, reused };
  } catch (caught) {
    const failure = JudgeError.isInstance(caught) ? caught.failure : undefined;
    if (JudgeError.isInstance(caught)) addUsage(usage, caught.usage);
    return { byKey, usage, reused, error: errorMessage(caught), failure };
  }
}

/** A verdict as a judge gives it: without the votes' agreement or who gave it. */
export const verdictOf = ({ relevant, reason, statements }: Verdict): Verdict => ({
  relevant,
  reason,
  ...(statements && { statements }),
});

/** Majority of the votes for one context; ties count as not relevant. Agreement is kept when votes > 1. */
function majority(votes: readonly Verdict[]): KeyedVerdict {
  if (votes.length === 1) return votes[0] as Verdict;
  const yes = votes.filter((v) => v.relevant);
  const relevant = yes.length * 2 > votes.length;
  const winners = relevant ? yes : votes.filter((v) => !v.relevant);
  const listed = votes.flatMap((v) => v.statements ?? []);
  const statements = [...new Set(listed)]
    .filter((n) => listed.filter((m) => m === n).length * 2 > votes.length)
    .sort((a, b) => a - b);
  return {
    relevant,
    reason: (winners[0] as Verdict).reason,
    ...(votes.every((v) => v.statements) && { statements }),
    agreement: winners.length / votes.length,
  };
}
