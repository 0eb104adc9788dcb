import pLimit from 'p-limit';
import { UserError, errorMessage } from '../errors.js';
import type { RankedContext } from '../golden/context.js';
import { isLlmLabelled, type GoldenCase } from '../golden/golden-cases.js';
import type { Rankings } from '../retrieval/retrieval-results.js';
import {
  askedContexts,
  planJudging,
  requestFor,
  requireStoredVerdicts,
  type PlanOptions,
  type PlannedCase,
} from './plan-requests.js';
import {
  addUsage,
  JudgeError,
  noUsage,
  type CalibrationPair,
  type JudgedCase,
  type JudgedContext,
  type JudgeRequest,
  type RelevanceJudge,
  type TokenUsage,
  type Verdict,
} from './relevance-judge.js';
import type { StoredVerdict } from './stored-verdict.js';
import type { TokenEstimate } from './token-estimate.js';

export interface JudgeRunOptions extends PlanOptions {
  concurrency: number;
  /** Called once before judging with the cases that go to the LLM, then after each is judged or failed. */
  progress?: { start(total: number): void; tick(failed: boolean): void };
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

/** Judges every case's top-k contexts: labels locally, the rest with the LLM, in parallel up to `concurrency`. */
export async function judgeCases(
  cases: readonly GoldenCase[],
  rankings: Rankings,
  options: JudgeRunOptions,
): Promise<JudgeRunResult> {
  const plan = planJudging(cases, rankings, options);
  const usage = { ...noUsage(), reusedVerdicts: 0 };
  const usedVerdicts = new Map<string, StoredVerdict>();
  const limit = pLimit(options.concurrency);
  const calibrationPairs: CalibrationPair[] = [];
  let stopped: { message: string; needsKey: boolean } | undefined;

  const askLlm = (goldenCase: GoldenCase, planned: PlannedCase) =>
    limit(async () => {
      const outcome = await judgeByLlm(goldenCase, planned, options);
      addUsage(usage, outcome.usage);
      usage.reusedVerdicts += outcome.reused;
      for (const [key, verdict] of outcome.used) usedVerdicts.set(key, verdict);
      if (outcome.stop !== undefined) stopped ??= outcome.stop;
      options.progress?.tick(outcome.error !== undefined);
      return outcome;
    });
  const toLlm = [...plan.cases.values()].filter((c) => c.asksLlm).length;
  if (toLlm > 0) options.progress?.start(toLlm);

  const judged = await Promise.all(
    cases.map(async (goldenCase): Promise<JudgedCase> => {
      const planned = plan.cases.get(goldenCase.id) as PlannedCase;
      if (planned.kind === 'llm') {
        const outcome = await askLlm(goldenCase, planned);
        const { contexts, error, refused } = outcome;
        return { goldenCase, judge: 'llm', contexts, error, ...(refused && { refused }) };
      }
      const labelled = judgeByLabels(goldenCase, planned.ranked);
      if (!planned.asksLlm) return { goldenCase, judge: 'labels', contexts: labelled };
      const { contexts, error, refused } = await askLlm(goldenCase, planned);
      // Holes the judge could not fill leave the case unscored, as an LLM-judged case would be.
      if (error && planned.fillsHoles)
        return { goldenCase, judge: 'labels', contexts: [], error, ...(refused && { refused }) };
      if (error) return { goldenCase, judge: 'labels', contexts: labelled };
      // Calibration (the LLM asked about every context) counts labels a person decided: the LLM
      // against its own labels is circular.
      const calibrates = options.calibrate && planned.asked.length === planned.ranked.length;
      if (calibrates && !isLlmLabelled(goldenCase.labelled))
        calibrationPairs.push({ caseId: goldenCase.id, labels: labelled, llm: contexts });
      return { goldenCase, judge: 'labels', contexts: withHoles(labelled, contexts) };
    }),
  );
  // The judge is unavailable or misconfigured: one line that says what to check, and no score.
  if (stopped?.needsKey)
    requireStoredVerdicts(plan, options.llm as RelevanceJudge, stopped.message);
  if (stopped !== undefined) throw new UserError(stopped.message);
  return { cases: judged, usage, estimate: plan.estimate, usedVerdicts, calibrationPairs };
}

/** Labels win; a context no label names takes the LLM's verdict, marked as the LLM's. */
function withHoles(labelled: JudgedContext[], llm: readonly JudgedContext[]): JudgedContext[] {
  const byRank = new Map(llm.map((x) => [x.rank, x]));
  return labelled.map((x) => {
    const verdict = x.unjudged && byRank.get(x.rank);
    return verdict ? { ...verdict, judge: 'llm' } : x;
  });
}

function judgeByLabels(goldenCase: GoldenCase, ranked: readonly RankedContext[]): JudgedContext[] {
  const labels = goldenCase.relevant as ReadonlyMap<string, number>;
  return ranked.map((context, index) => {
    const grade = labels.get(context.id);
    if (grade === undefined)
      return {
        ...context,
        rank: index + 1,
        relevant: false,
        reason: 'not in the golden labels',
        unjudged: true,
      };
    const relevant = grade > 0;
    const reason = relevant
      ? `labelled relevant (grade ${grade})`
      : `labelled not relevant (grade ${grade})`;
    return { ...context, rank: index + 1, relevant, reason };
  });
}

/** The LLM's verdicts on the contexts of a case it is asked about (`asked`), at their ranks. */
async function judgeByLlm(goldenCase: GoldenCase, planned: PlannedCase, options: JudgeRunOptions) {
  const { asked, keys } = planned;
  const ranked = askedContexts(planned);
  const llm = options.llm as RelevanceJudge;
  const stored = keys.map((key) => options.storedVerdicts?.get(key));
  const used = new Map<string, StoredVerdict>();
  keys.forEach((key, index) => {
    if (stored[index]) used.set(key, stored[index]);
  });
  // Only what has no stored verdict goes to the judge, in one request per case (and vote).
  const unseen = ranked.filter((_, index) => !stored[index]);
  const { usage, error, refused, stop, verdicts }: AskedVerdicts =
    unseen.length > 0
      ? await askVerdicts(requestFor(goldenCase, unseen), llm, options.votes)
      : { verdicts: [], usage: noUsage() };
  let position = 0;
  const contexts = ranked.map((context, index): JudgedContext => {
    const reused = stored[index];
    const rank = (asked[index] as number) + 1;
    if (reused) return { ...context, rank, ...verdictOf(reused), reused: true };
    const verdict = verdicts[position++] as Verdict;
    if (verdict) used.set(keys[index] as string, storedVerdictOf(verdict, llm));
    return { ...context, rank, ...verdict };
  });
  return {
    contexts: error ? [] : contexts,
    usage,
    reused: ranked.length - unseen.length,
    used,
    error,
    refused,
    stop,
  };
}

/** A verdict as a judge gives it: without the votes' agreement or who gave it. */
export const verdictOf = ({ relevant, reason, statements }: Verdict): Verdict => ({
  relevant,
  reason,
  ...(statements && { statements }),
});

/** A verdict as the store keeps it, under the judge that gave it. */
export function storedVerdictOf(verdict: Verdict, llm: RelevanceJudge): StoredVerdict {
  return { ...verdictOf(verdict), model: llm.model, promptVersion: llm.promptVersion };
}

/** What the judge said of some contexts of a case, or why it could not say. */
export interface AskedVerdicts {
  /** One per context asked about, in their order; empty when the judge failed. */
  verdicts: (Verdict & { agreement?: number })[];
  usage: TokenUsage;
  error?: string;
  /** The judge refused the request (a 4xx, `request` failure). */
  refused?: boolean;
  /** The judge stopped the run (unavailable, or a configuration error): why, in one line. */
  stop?: { message: string; needsKey: boolean };
}

/** Asks the judge about contexts of one case, in one request per vote; the majority wins. */
export async function askVerdicts(
  request: JudgeRequest,
  llm: RelevanceJudge,
  votes: number,
): Promise<AskedVerdicts> {
  const usage = noUsage();
  try {
    const ballots: Verdict[][] = [];
    for (let vote = 0; vote < votes; vote += 1) {
      const answer = await llm.judgeContexts(request);
      addUsage(usage, answer.usage);
      ballots.push(answer.verdicts);
    }
    const verdicts = request.contexts.map((_, position) =>
      majority(ballots.map((ballot) => ballot[position] as Verdict)),
    );
    return { verdicts, usage };
  } catch (caught) {
    let stop: AskedVerdicts['stop'];
    const refused = JudgeError.isInstance(caught) && caught.failure === 'request';
    if (JudgeError.isInstance(caught)) {
      addUsage(usage, caught.usage);
      if (caught.failure === 'stop' || caught.failure === 'needs-key')
        stop = { message: caught.message, needsKey: caught.failure === 'needs-key' };
    }
    return { verdicts: [], usage, error: errorMessage(caught), stop, ...(refused && { refused }) };
  }
}

/** Majority of the votes for one context; ties count as not relevant. Agreement is kept when votes > 1. */
function majority(votes: readonly Verdict[]): Verdict & { agreement?: number } {
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
