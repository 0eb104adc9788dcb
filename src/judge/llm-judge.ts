import { generateText, jsonSchema, Output } from 'ai';
import { systemClock } from '../timing/clock.js';
import { splitStatements } from '../golden/statements.js';
import { AdaptiveLimit } from './adaptive-limit.js';
import { JudgeBreaker } from './judge-breaker.js';
import {
  classifyFailure,
  errorKind,
  type FailureState,
  type RetrySettings,
} from './llm-failure.js';
import { createJudgeModel, type JudgeModel } from './judge-providers.js';
import {
  buildJudgePrompt,
  JUDGE_INSTRUCTIONS,
  VERDICTS_JSON_SCHEMA,
  verdictCountProblem,
  verdictsOutput,
  type VerdictsOutput,
} from './judge-prompt.js';
import type { LlmJudgeSettings } from './lazy-judge.js';
import {
  JudgeError,
  noUsage,
  type JudgeAnswer,
  type JudgeRequest,
  type RelevanceJudge,
  type TokenUsage,
} from './relevance-judge.js';

/**
 * Cases in a row that fail the same way (down, hanging, 5xx after retries) before the run stops
 * asking. A judge never reached in the run stops it at its first case (llm-failure.ts).
 */
const UNAVAILABLE_AFTER = 3;
/** 429s one request may wait out while the limit comes down, besides its retries. */
const MAX_RATE_LIMITED_WAITS = 20;

/** The answer's schema for the SDK: the JSON schema sent, checked locally with zod. */
export const verdictsSchema = jsonSchema<VerdictsOutput>(VERDICTS_JSON_SCHEMA, {
  validate: (value) => {
    const result = verdictsOutput.safeParse(value);
    return result.success
      ? { success: true, value: result.data }
      : { success: false, error: result.error };
  },
});

/** The judge model behind the `ai` SDK: OpenAI (and compatible servers), Azure, Anthropic, Google. */
export async function createLlmJudge(
  settings: LlmJudgeSettings,
): Promise<Pick<RelevanceJudge, 'judgeContexts'>> {
  const judgeModel = await createJudgeModel(settings);
  const retry: RetrySettings = {
    maxRetries: settings.maxRetries,
    requestTimeoutMs: settings.requestTimeoutMs,
    clock: settings.clock ?? systemClock,
  };
  const breaker = new JudgeBreaker(UNAVAILABLE_AFTER, judgeModel.server, retry);
  const session: JudgeSession = {
    judgeModel,
    hasKey: settings.apiKey !== undefined,
    redact: settings.redact ?? ((text) => text),
    limit: new AdaptiveLimit(settings.maxInFlight),
    retry,
    stopSignal: breaker.signal,
    sendTemperature: true,
    answered: false,
  };
  // The first request goes alone: a wrong key, model or base-url shows in one answer, not in
  // `concurrency` of them.
  let firstAnswer: Promise<unknown> | undefined;

  return {
    async judgeContexts(request: JudgeRequest): Promise<JudgeAnswer> {
      const usage = noUsage();
      if (request.contexts.length === 0) return { verdicts: [], usage };
      if (firstAnswer) await firstAnswer.catch(() => undefined);
      const answering = judgeOnce(session, request, usage);
      firstAnswer ??= answering;
      try {
        const answer = await answering;
        breaker.answered();
        return answer;
      } catch (error) {
        throw breaker.failed(error, usage);
      }
    },
  };
}

/** What every request of one run shares. */
interface JudgeSession extends Pick<FailureState, 'hasKey' | 'redact' | 'answered' | 'retry'> {
  judgeModel: JudgeModel;
  /** Requests in flight, lowered on 429s and raised again slowly. */
  limit: AdaptiveLimit;
  stopSignal: AbortSignal;
  /** Cleared for the rest of the run once the model rejects `temperature`. */
  sendTemperature: boolean;
}

async function judgeOnce(
  session: JudgeSession,
  request: JudgeRequest,
  usage: TokenUsage,
): Promise<JudgeAnswer> {
  const statementCount = splitStatements(request.expected).length;
  let problem = '';
  // A wrong verdict count or an unparsable answer is asked once more, then fails the case.
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const output = await askOnce(session, request, usage);
    problem =
      typeof output === 'string'
        ? output
        : (verdictCountProblem(output, request.contexts.length, statementCount) ?? '');
    if (typeof output === 'string' || problem !== '') continue;
    // One verdict per index 0..n-1 (checked): in index order, they follow the contexts.
    const verdicts = output.verdicts
      .toSorted((a, b) => a.index - b.index)
      .map((v) => ({
        relevant: v.verdict === 'yes',
        reason: v.reason.trim(),
        statements: [...new Set(v.statements)].sort((a, b) => a - b),
      }));
    return { verdicts, usage };
  }
  throw new JudgeError(
    `case "${request.caseId}": the judge's answer was unusable twice: ${problem}`,
    usage,
    'answer',
  );
}

/** One judge call, with retries on transient failures. Returns the output, or the reason it was unusable. */
async function askOnce(
  session: JudgeSession,
  request: JudgeRequest,
  usage: TokenUsage,
): Promise<VerdictsOutput | string> {
  const { retry, stopSignal } = session;
  let limitedByUs = 0;
  for (let attempt = 0; ; attempt += 1) {
    let epoch = 0;
    let withTemperature = session.sendTemperature;
    let error: unknown;
    // The slot is held for the request only, not while waiting to retry. Once the run stopped
    // asking, nothing is sent and the failure below is `stop`.
    try {
      const result = await session.limit.run((at) => {
        epoch = at;
        withTemperature = session.sendTemperature;
        if (stopSignal.aborted) throw stopSignal.reason;
        usage.requests += 1;
        return send(session, request, withTemperature);
      });
      session.answered = true;
      session.limit.succeeded();
      usage.inputTokens += result.usage.inputTokens ?? 0;
      usage.outputTokens += result.usage.outputTokens ?? 0;
      return result.output;
    } catch (caught) {
      error = caught;
      const met = errorKind(caught);
      if (met === 'answer' || met === 'busy' || met === 'unusable') session.answered = true;
      // An unusable answer is an answer: not a rate limit.
      if (met === 'unusable') session.limit.succeeded();
    }
    const action = classifyFailure(error, {
      ...session,
      stopped: stopSignal.aborted,
      withTemperature,
      caseId: request.caseId,
      attempt,
      ownRateLimit: () => session.limit.rateLimited(epoch) && limitedByUs < MAX_RATE_LIMITED_WAITS,
    });
    switch (action.kind) {
      case 'without-temperature':
        // A reasoning model (maybe under a custom deployment name): asked again without it, once,
        // and the rest of the run omits it.
        session.sendTemperature = false;
        attempt -= 1;
        continue;
      case 'unusable':
        return action.problem;
      case 'fail':
        throw new JudgeError(action.message, usage, action.failure);
    }
    await retry.clock.sleep(action.delayMs, stopSignal);
    if (action.waitTurn) {
      limitedByUs += 1;
      attempt -= 1;
    }
  }
}

/** The request itself, through the ai SDK (no SDK retries: each attempt has its own timeout). */
function send(session: JudgeSession, request: JudgeRequest, withTemperature: boolean) {
  return generateText({
    model: session.judgeModel.languageModel,
    instructions: JUDGE_INSTRUCTIONS,
    prompt: buildJudgePrompt(request),
    output: Output.object({ schema: verdictsSchema, name: 'context_verdicts' }),
    ...(withTemperature && { temperature: 0 }),
    // Evaluation data is not kept by the provider (`store: false` on the Responses API).
    providerOptions: session.judgeModel.providerOptions,
    maxRetries: 0,
    abortSignal: AbortSignal.any([
      session.stopSignal,
      AbortSignal.timeout(session.retry.requestTimeoutMs),
    ]),
  });
}
