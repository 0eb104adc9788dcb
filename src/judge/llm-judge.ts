import { APICallError, generateText, Output } from 'ai';
import { errorMessage } from '../errors.js';
import { backoffDelay } from '../timing/backoff.js';
import { systemClock, type Clock } from '../timing/clock.js';
import { AdaptiveLimit } from './adaptive-limit.js';
import { configurationProblem, rejectsTemperature } from './api-errors.js';
import { createJudgeModel, type JudgeModel } from './judge-providers.js';
import {
  buildJudgePrompt,
  JUDGE_INSTRUCTIONS,
  PROMPT_VERSION,
  verdictCountProblem,
  verdictsSchema,
  type VerdictsOutput,
} from './judge-prompt.js';
import {
  JudgeError,
  noUsage,
  type JudgeAnswer,
  type JudgeRequest,
  type RelevanceJudge,
  type TokenUsage,
} from './relevance-judge.js';

export interface LlmJudgeSettings {
  /** `provider/model`, e.g. `openai/gpt-4.1-mini`, `azure/<deployment>`, `anthropic/…`, `google/…`. */
  model: string;
  /**
   * Without a key (and without `baseURL`: a self-hosted server may need none) the judge can still
   * name its verdicts (to reuse stored ones) but not ask.
   */
  apiKey: string | undefined;
  baseURL?: string;
  api: 'responses' | 'chat';
  /** Retries of one request on 408/409/429/5xx, network errors and timeouts. */
  maxRetries?: number;
  requestTimeoutMs?: number;
  /** First backoff delay; doubled on every retry, with jitter. A `retry-after` header wins. */
  initialDelayMs?: number;
  /** Cases in a row that fail the same way (down, hanging, 5xx after retries) before the run stops asking. */
  unavailableAfter?: number;
  /** Requests in flight at most (the `concurrency` input); fewer while the provider rate-limits. */
  maxInFlight?: number;
  /** Waits between retries and their jitter (tests: waits that return at once). */
  clock?: Clock;
}

const MAX_RETRY_AFTER_MS = 60_000;
/** 429s one request may wait out while the limit comes down, besides its retries. */
const MAX_RATE_LIMITED_WAITS = 20;

/** The judge model behind the `ai` SDK: OpenAI (and compatible servers), Azure, Anthropic, Google. */
export function createLlmJudge(settings: LlmJudgeSettings): RelevanceJudge {
  const judgeModel = createJudgeModel({
    model: settings.model,
    apiKey: settings.apiKey ?? '',
    baseURL: settings.baseURL || undefined,
    api: settings.api,
  });
  const retry: RetrySettings = {
    maxRetries: settings.maxRetries ?? 4,
    requestTimeoutMs: settings.requestTimeoutMs ?? 120_000,
    initialDelayMs: settings.initialDelayMs ?? 1_000,
    clock: settings.clock ?? systemClock,
  };
  const server = judgeModel.server;
  const breaker = new JudgeBreaker(settings.unavailableAfter ?? 3, server, retry);
  const session: JudgeSession = {
    judgeModel,
    hasKey: settings.apiKey !== undefined,
    limit: new AdaptiveLimit(settings.maxInFlight ?? 8),
    server,
    retry,
    stopSignal: breaker.signal,
    sendTemperature: true,
  };
  // The first request goes alone: a wrong key, model or base-url shows in one answer, not in
  // `concurrency` of them.
  let firstAnswer: Promise<unknown> | undefined;

  return {
    model: settings.model,
    promptVersion: PROMPT_VERSION,
    canAsk: settings.apiKey !== undefined || Boolean(settings.baseURL),
    provider: judgeModel.provider,
    server,
    async judgeContexts(request: JudgeRequest): Promise<JudgeAnswer> {
      const usage = noUsage();
      if (request.contexts.length === 0) return { verdicts: [], usage };
      if (firstAnswer) await firstAnswer.catch(() => undefined);
      breaker.throwIfStopped(usage);
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
interface JudgeSession {
  judgeModel: JudgeModel;
  /** False for a keyless self-hosted server. */
  hasKey: boolean;
  /** Requests in flight, lowered on 429s and raised again slowly. */
  limit: AdaptiveLimit;
  server: string;
  retry: RetrySettings;
  stopSignal: AbortSignal;
  /** Cleared for the rest of the run once the model rejects `temperature`. */
  sendTemperature: boolean;
}

async function judgeOnce(
  session: JudgeSession,
  request: JudgeRequest,
  usage: TokenUsage,
): Promise<JudgeAnswer> {
  let problem = '';
  // A wrong verdict count or an unparsable answer is asked once more, then fails the case.
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const output = await askOnce(session, request, usage);
    problem =
      typeof output === 'string'
        ? output
        : (verdictCountProblem(output, request.contexts.length) ?? '');
    if (problem === '' && typeof output !== 'string') {
      const byIndex = new Map(output.verdicts.map((v) => [v.index, v]));
      const verdicts = request.contexts.map((_, index) => {
        const verdict = byIndex.get(index) as VerdictsOutput['verdicts'][number];
        return { relevant: verdict.verdict === 'yes', reason: verdict.reason.trim() };
      });
      return { verdicts, usage };
    }
  }
  throw new JudgeError(
    `case "${request.caseId}": the judge's answer was unusable twice: ${problem}`,
    usage,
    'answer',
  );
}

interface RetrySettings {
  maxRetries: number;
  requestTimeoutMs: number;
  initialDelayMs: number;
  clock: Clock;
}

/**
 * Stops the run when the judge is down or hangs: after `threshold` cases in a row fail with
 * `unavailable` (each having used its retries), no request is sent any more, requests in flight
 * are abandoned, and every case still to judge fails at once with one message saying what to check.
 */
class JudgeBreaker {
  private readonly controller = new AbortController();
  private consecutive = 0;
  private stopMessage: string | undefined;
  private stopKind: 'stop' | 'needs-key' = 'stop';

  constructor(
    private readonly threshold: number,
    private readonly server: string,
    private readonly retry: RetrySettings,
  ) {}

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Throws the stop error, without asking, once the run has stopped. */
  throwIfStopped(usage: TokenUsage): void {
    if (this.stopMessage !== undefined)
      throw new JudgeError(this.stopMessage, usage, this.stopKind);
  }

  /** The judge gave an answer (usable or not): it is up. */
  answered(): void {
    this.consecutive = 0;
  }

  /** Counts the failure and returns the error to throw for the case. */
  failed(error: unknown, usage: TokenUsage): unknown {
    if (this.stopMessage !== undefined)
      return new JudgeError(this.stopMessage, usage, this.stopKind);
    if (!JudgeError.isInstance(error)) return error;
    if (error.failure === 'stop' || error.failure === 'needs-key') {
      this.stopKind = error.failure;
      this.stop(error.message);
      return error;
    }
    if (error.failure !== 'unavailable') {
      this.consecutive = 0;
      return error;
    }
    this.consecutive += 1;
    if (this.consecutive < this.threshold) return error;
    const cause = error.message.replace(/^case "[^"]*": /, '');
    const message = `judge: the judge at ${this.server} is unavailable: ${this.consecutive} cases in a row failed (last: ${cause}), so the run stopped asking; check that the server is up and base-url and model are right, or raise judge-timeout (now ${this.retry.requestTimeoutMs / 1000} s) or judge-retries (now ${this.retry.maxRetries})`;
    this.stop(message);
    return new JudgeError(message, usage, 'stop');
  }

  private stop(message: string): void {
    this.stopMessage = message;
    this.controller.abort();
  }
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
    if (stopSignal.aborted) throw new JudgeError('the run stopped asking', usage, 'stop');
    const epoch = await session.limit.acquire();
    if (stopSignal.aborted) {
      session.limit.release();
      throw new JudgeError('the run stopped asking', usage, 'stop');
    }
    usage.requests += 1;
    const withTemperature = session.sendTemperature;
    let rateLimited = false;
    // The slot is held for the request only, not while waiting to retry.
    let held = true;
    const free = (answered: boolean) => {
      if (!held) return;
      held = false;
      session.limit.release();
      if (answered) session.limit.succeeded();
    };
    try {
      const result = await generateText({
        model: session.judgeModel.languageModel,
        instructions: JUDGE_INSTRUCTIONS,
        prompt: buildJudgePrompt(request),
        output: Output.object({ schema: verdictsSchema, name: 'context_verdicts' }),
        ...(withTemperature && { temperature: 0 }),
        // Evaluation data is not kept by the provider (`store: false` on the Responses API).
        providerOptions: session.judgeModel.providerOptions,
        // Retries are ours: the SDK's cannot give each attempt its own timeout.
        maxRetries: 0,
        abortSignal: AbortSignal.any([stopSignal, AbortSignal.timeout(retry.requestTimeoutMs)]),
      });
      free(true);
      usage.inputTokens += result.usage.inputTokens ?? 0;
      usage.outputTokens += result.usage.outputTokens ?? 0;
      return result.output;
    } catch (error) {
      rateLimited = APICallError.isInstance(error) && error.statusCode === 429;
      free(!rateLimited && isUnusableAnswer(error));
      if (stopSignal.aborted) throw new JudgeError('the run stopped asking', usage, 'stop');
      // A model that rejects temperature (a reasoning model, maybe under a custom deployment
      // name) is asked again without it, once, and the rest of the run omits it.
      if (withTemperature && rejectsTemperature(error)) {
        session.sendTemperature = false;
        attempt -= 1;
        continue;
      }
      const misconfigured = configurationProblem(error, session.judgeModel.modelId);
      const status = APICallError.isInstance(error) ? error.statusCode : undefined;
      if (misconfigured !== undefined && !session.hasKey && (status === 401 || status === 403)) {
        throw new JudgeError(
          `${session.server} refused to answer without a key (HTTP ${status})`,
          usage,
          'needs-key',
        );
      }
      if (misconfigured !== undefined) {
        throw new JudgeError(
          `judge: ${session.server} answered that the judge is misconfigured: ${misconfigured}. No more requests were sent.`,
          usage,
          'stop',
        );
      }
      // A 429 while more requests were in flight than the provider allows is ours to fix: the
      // limit comes down and the request waits its turn, without using up its retries.
      if (rateLimited && session.limit.rateLimited(epoch) && limitedByUs < MAX_RATE_LIMITED_WAITS) {
        limitedByUs += 1;
        attempt -= 1;
        await retry.clock.sleep(
          retryDelayMs(error, 0, retry.initialDelayMs, retry.clock),
          stopSignal,
        );
        continue;
      }
      const transient = isTransient(error);
      if (!transient) {
        if (isUnusableAnswer(error))
          return `unparsable answer (${errorMessage(error).split('\n')[0]})`;
        throw new JudgeError(
          `case "${request.caseId}": judge request failed: ${describeApiError(error, retry)}`,
          usage,
        );
      }
      if (attempt >= retry.maxRetries) {
        throw new JudgeError(
          `case "${request.caseId}": judge request failed after ${attempt + 1} attempt${attempt === 0 ? '' : 's'}: ${describeApiError(error, retry)}`,
          usage,
          'unavailable',
        );
      }
      await retry.clock.sleep(
        retryDelayMs(error, attempt, retry.initialDelayMs, retry.clock),
        stopSignal,
      );
    } finally {
      free(false);
    }
  }
}

function isTransient(error: unknown): boolean {
  if (APICallError.isInstance(error)) return error.isRetryable;
  const name = (error as { name?: string } | null)?.name;
  // Our per-request timeout, or the connection failing before an answer.
  return (
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    /fetch failed|ECONNRESET|socket hang up/i.test(errorMessage(error))
  );
}

function isUnusableAnswer(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name ?? '';
  return /NoObjectGenerated|NoOutputGenerated|JSONParse|TypeValidation|NoContentGenerated/.test(
    name,
  );
}

function describeApiError(error: unknown, retry: RetrySettings): string {
  if (APICallError.isInstance(error)) {
    return error.statusCode === undefined
      ? `${error.message} (${error.url})`
      : `HTTP ${error.statusCode} from ${error.url}: ${error.message}`;
  }
  const name = (error as { name?: string } | null)?.name;
  return name === 'TimeoutError'
    ? `timed out after ${retry.requestTimeoutMs / 1000} s`
    : errorMessage(error);
}

/**
 * How long to wait before retrying: `retry-after-ms`, `retry-after` (seconds or a date), or when
 * the provider says its request or token budget is spent, `x-ratelimit-reset-requests` /
 * `x-ratelimit-reset-tokens` (OpenAI's durations such as `1s`, `6m0s`, `20ms`), when given and
 * sane; else exponential backoff with jitter.
 */
export function retryDelayMs(
  error: unknown,
  attempt: number,
  initialDelayMs: number,
  clock: Pick<Clock, 'now' | 'random'> = systemClock,
): number {
  const headers = APICallError.isInstance(error) ? (error.responseHeaders ?? {}) : {};
  const fromHeader = (): number | undefined => {
    const ms = Number.parseFloat(headers['retry-after-ms'] ?? '');
    if (Number.isFinite(ms)) return ms;
    const value = headers['retry-after'];
    if (value !== undefined) {
      const seconds = Number.parseFloat(value);
      return Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - clock.now().getTime();
    }
    const resets = (['requests', 'tokens'] as const)
      .filter((kind) => headers[`x-ratelimit-remaining-${kind}`]?.trim() === '0')
      .map((kind) => parseDuration(headers[`x-ratelimit-reset-${kind}`] ?? ''))
      .filter((reset): reset is number => reset !== undefined);
    return resets.length > 0 ? resets.reduce((a, b) => Math.max(a, b)) : undefined;
  };
  const header = fromHeader();
  if (header !== undefined && header >= 0 && header <= MAX_RETRY_AFTER_MS) return header;
  return backoffDelay(attempt, initialDelayMs, { random: clock.random });
}

/** `6m0s`, `1.5s`, `20ms` → milliseconds. */
function parseDuration(text: string): number | undefined {
  const parts = [...text.trim().matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text.trim()) return undefined;
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;
  return parts.reduce((total, p) => total + Number(p[1]) * unit[p[2] as keyof typeof unit], 0);
}
