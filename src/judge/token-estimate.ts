import { countTokens } from '../tokens/token-count.js';
import { buildJudgePrompt, JUDGE_INSTRUCTIONS, VERDICTS_JSON_SCHEMA } from './judge-prompt.js';
import type { JudgeRequest, TokenUsage } from './relevance-judge.js';

/**
 * Tokens a judge request will take, estimated before it is sent (for the budget and the report):
 * the instructions, the answer's schema and the prompt in, counted in o200k_base (OpenAI's
 * tokenizer since gpt-4o, the one the context cost counts in; other providers' tokenizers differ
 * by a few percent), and about one short sentence and its JSON per verdict out.
 */
export type TokenEstimate = Omit<TokenUsage, 'requests'>;

/** Output per verdict: a one-sentence reason (about 25 tokens) and its JSON. */
const OUTPUT_TOKENS_PER_VERDICT = 40;
/** What the instructions and the schema cost in every request. */
const fixedInputTokens = () =>
  countTokens(JUDGE_INSTRUCTIONS) + countTokens(JSON.stringify(VERDICTS_JSON_SCHEMA));

/** The tokens the requests will take, estimated (× votes). */
export function estimateOf(requests: readonly JudgeRequest[], votes: number): TokenEstimate {
  const total = { inputTokens: 0, outputTokens: 0 };
  const fixed = requests.length > 0 ? fixedInputTokens() : 0;
  for (const request of requests) {
    total.inputTokens += (fixed + countTokens(buildJudgePrompt(request))) * votes;
    total.outputTokens += (OUTPUT_TOKENS_PER_VERDICT * request.contexts.length + 5) * votes;
  }
  return total;
}
