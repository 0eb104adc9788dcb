import type { GateOptions } from './options.js';
import { judgeLoadedOnFirstUse } from '../judge/lazy-judge.js';
import type { RelevanceJudge } from '../judge/relevance-judge.js';
import type { Clock } from '../timing/clock.js';

/**
 * The LLM judge the options ask for (undefined when only labels judge). Without a key it can
 * still reuse recorded verdicts: a fork PR, which gets no secrets, is scored when nothing changed.
 * Its SDK is loaded on the first question only.
 */
export function createJudgeFromOptions(
  options: GateOptions,
  clock?: Clock,
  redact?: (text: string) => string,
): RelevanceJudge | undefined {
  if (options.judge === 'labels') return undefined;
  return judgeLoadedOnFirstUse({
    model: options.model,
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    api: options.api,
    maxRetries: options.judgeRetries,
    requestTimeoutMs: options.judgeTimeoutSeconds * 1000,
    maxInFlight: options.concurrency,
    clock,
    redact,
  });
}
