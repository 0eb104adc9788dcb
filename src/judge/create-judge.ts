import type { GateOptions } from '../config/options.js';
import { createLlmJudge } from './llm-judge.js';
import type { RelevanceJudge } from './relevance-judge.js';

/** The LLM judge the options ask for, or undefined when no key is set or only labels judge. */
export function createJudgeFromOptions(options: GateOptions): RelevanceJudge | undefined {
  if (options.judge === 'labels' || !options.apiKey) return undefined;
  return createLlmJudge({
    model: options.model,
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    api: options.api,
  });
}
