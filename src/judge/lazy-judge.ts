import { judgeEndpoint, type JudgeTarget } from './judge-providers.js';
import { PROMPT_VERSION } from './judge-prompt.js';
import type { JudgeAnswer, JudgeRequest, RelevanceJudge } from './relevance-judge.js';

/** A judge's fields other than asking: read before any question (verdict reuse, the report). */
export type JudgeIdentity = Omit<RelevanceJudge, 'judgeContexts'>;

export function judgeIdentity(target: JudgeTarget): JudgeIdentity {
  const { provider, server } = judgeEndpoint(target);
  return {
    model: target.model,
    promptVersion: PROMPT_VERSION,
    canAsk: target.apiKey !== undefined || Boolean(target.baseURL),
    provider,
    server,
  };
}

/**
 * A judge that loads itself (the `ai` SDK and its provider, most of the bundle) on its first
 * question, once: a run that asks nothing (bad input, labels or stored verdicts only) never loads it.
 */
export function judgeLoadedOnFirstUse(
  identity: JudgeIdentity,
  load: () => Promise<RelevanceJudge>,
): RelevanceJudge {
  let judge: Promise<RelevanceJudge> | undefined;
  return {
    ...identity,
    async judgeContexts(request: JudgeRequest): Promise<JudgeAnswer> {
      judge ??= load();
      return (await judge).judgeContexts(request);
    },
  };
}
