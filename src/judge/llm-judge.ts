import { createOpenAI } from '@ai-sdk/openai';
import { APICallError, generateText, Output, type LanguageModel } from 'ai';
import { errorMessage } from '../errors.js';
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
  /** `provider/model`, e.g. `openai/gpt-4.1-mini`. */
  model: string;
  /** Without a key the judge can still name its verdicts (to reuse stored ones) but not ask. */
  apiKey: string | undefined;
  baseURL?: string;
  api: 'responses' | 'chat';
  /** Retries of one request on 408/409/429/5xx, network errors and timeouts. */
  maxRetries?: number;
  requestTimeoutMs?: number;
  /** First backoff delay; doubled on every retry, with jitter. A `retry-after` header wins. */
  initialDelayMs?: number;
}

const MAX_RETRY_AFTER_MS = 60_000;

/** The judge model behind the `ai` SDK, for OpenAI and any OpenAI-compatible server. */
export function createLlmJudge(settings: LlmJudgeSettings): RelevanceJudge {
  // `openai/<model>`, checked with the other inputs.
  const modelId = settings.model.slice(settings.model.indexOf('/') + 1);
  const openai = createOpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL || undefined });
  const languageModel: LanguageModel =
    settings.api === 'chat' ? openai.chat(modelId) : openai.responses(modelId);
  const retry = {
    maxRetries: settings.maxRetries ?? 4,
    requestTimeoutMs: settings.requestTimeoutMs ?? 120_000,
    initialDelayMs: settings.initialDelayMs ?? 1_000,
  };

  return {
    model: settings.model,
    promptVersion: PROMPT_VERSION,
    canAsk: settings.apiKey !== undefined,
    async judgeContexts(request: JudgeRequest): Promise<JudgeAnswer> {
      const usage = noUsage();
      if (request.contexts.length === 0) return { verdicts: [], usage };
      let problem = '';
      // A wrong verdict count or an unparsable answer is asked once more, then fails the case.
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const output = await askOnce(languageModel, request, usage, retry);
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
      );
    },
  };
}

/** One judge call, with retries on transient failures. Returns the output, or the reason it was unusable. */
async function askOnce(
  model: LanguageModel,
  request: JudgeRequest,
  usage: TokenUsage,
  retry: { maxRetries: number; requestTimeoutMs: number; initialDelayMs: number },
): Promise<VerdictsOutput | string> {
  for (let attempt = 0; ; attempt += 1) {
    usage.requests += 1;
    try {
      const result = await generateText({
        model,
        instructions: JUDGE_INSTRUCTIONS,
        prompt: buildJudgePrompt(request),
        output: Output.object({ schema: verdictsSchema, name: 'context_verdicts' }),
        temperature: 0,
        // Retries are ours: the SDK's cannot give each attempt its own timeout.
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(retry.requestTimeoutMs),
      });
      usage.inputTokens += result.usage.inputTokens ?? 0;
      usage.outputTokens += result.usage.outputTokens ?? 0;
      return result.output;
    } catch (error) {
      const transient = isTransient(error);
      if (!transient) {
        if (isUnusableAnswer(error))
          return `unparsable answer (${errorMessage(error).split('\n')[0]})`;
        throw new JudgeError(
          `case "${request.caseId}": judge request failed: ${describeApiError(error)}`,
          usage,
        );
      }
      if (attempt >= retry.maxRetries) {
        throw new JudgeError(
          `case "${request.caseId}": judge request failed after ${attempt + 1} attempts: ${describeApiError(error)}`,
          usage,
        );
      }
      await sleep(retryDelayMs(error, attempt, retry.initialDelayMs));
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

function describeApiError(error: unknown): string {
  if (APICallError.isInstance(error)) {
    return `HTTP ${error.statusCode ?? '?'} from ${error.url}: ${error.message}`;
  }
  const name = (error as { name?: string } | null)?.name;
  return name === 'TimeoutError' ? 'timed out' : errorMessage(error);
}

/** `retry-after` (seconds or a date) or `retry-after-ms` when given and sane, else exponential backoff with jitter. */
export function retryDelayMs(error: unknown, attempt: number, initialDelayMs: number): number {
  const headers = APICallError.isInstance(error) ? (error.responseHeaders ?? {}) : {};
  const fromHeader = (): number | undefined => {
    const ms = Number.parseFloat(headers['retry-after-ms'] ?? '');
    if (Number.isFinite(ms)) return ms;
    const value = headers['retry-after'];
    if (value === undefined) return undefined;
    const seconds = Number.parseFloat(value);
    return Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  };
  const header = fromHeader();
  if (header !== undefined && header >= 0 && header <= MAX_RETRY_AFTER_MS) return header;
  const backoff = initialDelayMs * 2 ** attempt;
  return backoff / 2 + Math.random() * (backoff / 2);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
