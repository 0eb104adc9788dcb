import { estimateTokenCount } from 'tokenx';
import { buildJudgePrompt, JUDGE_INSTRUCTIONS, VERDICTS_JSON_SCHEMA } from './judge-prompt.js';
import type { JudgeRequest } from './relevance-judge.js';

/**
 * Tokens a judge request will take, estimated before it is sent (for the budget and the report):
 * the instructions, the answer's schema and the prompt in, about one short sentence and its JSON
 * per verdict out. `tokenx` estimates without a model's vocabulary (within about 5% of OpenAI's
 * tokenizers on English text), which is what an estimate for any provider can be.
 */
export interface TokenEstimate {
  inputTokens: number;
  outputTokens: number;
}

/** Output per verdict: a one-sentence reason (about 25 tokens) and its JSON. */
const OUTPUT_TOKENS_PER_VERDICT = 40;
/** What the instructions and the schema cost in every request, counted once. */
const FIXED_INPUT_TOKENS =
  estimateTokenCount(JUDGE_INSTRUCTIONS) + estimateTokenCount(JSON.stringify(VERDICTS_JSON_SCHEMA));

export function estimateRequestTokens(request: JudgeRequest): TokenEstimate {
  return {
    inputTokens: FIXED_INPUT_TOKENS + estimateTokenCount(buildJudgePrompt(request)),
    outputTokens: OUTPUT_TOKENS_PER_VERDICT * request.contexts.length + 5,
  };
}

export const noEstimate = (): TokenEstimate => ({ inputTokens: 0, outputTokens: 0 });

export function addEstimate(total: TokenEstimate, more: TokenEstimate, times = 1): void {
  total.inputTokens += more.inputTokens * times;
  total.outputTokens += more.outputTokens * times;
}
