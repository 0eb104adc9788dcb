import { judgeEndpoint, type JudgeTarget } from './judge-providers.js';
import { PROMPT_VERSION } from './judge-prompt.js';
import type { FailureState, RetrySettings } from './llm-failure.js';
import type { JudgeAnswer, JudgeRequest, RelevanceJudge } from './relevance-judge.js';

export interface LlmJudgeSettings
  extends
    JudgeTarget,
    Pick<RetrySettings, 'maxRetries' | 'requestTimeoutMs'>,
    Partial<Pick<RetrySettings, 'clock'> & Pick<FailureState, 'redact'>> {
  /** Requests in flight at most (the `concurrency` input); fewer while the provider rate-limits. */
  maxInFlight: number;
}

/**
 * The LLM judge, loading itself (llm-judge.ts: the `ai` SDK and its provider, most of the bundle)
 * on its first question, once: a run that asks nothing (bad input, labels or stored verdicts only)
 * never loads it.
 */
export function judgeLoadedOnFirstUse(settings: LlmJudgeSettings): RelevanceJudge {
  let judge: Promise<Pick<RelevanceJudge, 'judgeContexts'>> | undefined;
  // What it is, said before any question (verdict reuse, the report) and without loading.
  const { provider, server } = judgeEndpoint(settings);
  return {
    model: settings.model,
    promptVersion: PROMPT_VERSION,
    canAsk: settings.apiKey !== undefined || Boolean(settings.baseURL),
    provider,
    server,
    async judgeContexts(request: JudgeRequest): Promise<JudgeAnswer> {
      judge ??= import('./llm-judge.js').then(({ createLlmJudge }) => createLlmJudge(settings));
      return (await judge).judgeContexts(request);
    },
  };
}
