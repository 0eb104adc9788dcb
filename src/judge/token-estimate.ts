import { estimateTokenCount } from 'tokenx';
import { buildJudgePrompt, JUDGE_INSTRUCTIONS, VERDICTS_JSON_SCHEMA } from './judge-prompt.js';
import type { JudgeRequest, TokenUsage } from './relevance-judge.js';

/**
 * Tokens a judge request will take, estimated before it is sent (for the budget and the report):
 * the instructions, the answer's schema and the prompt in, about one short sentence and its JSON
 * per verdict out. `tokenx` estimates without a model's vocabulary (within about 5% of OpenAI's
 * tokenizers on English text), which is what an estimate for any provider can be.
 */
export type TokenEstimate = Omit<TokenUsage, 'requests'>;

const SPACE = 1;
const PUNCTUATION = 2;
/** tokenx's classes of the ASCII characters: its `\s` and its punctuation; 0 for the rest. */
const ASCII_CLASS = new Uint8Array(128);
for (const code of [9, 10, 11, 12, 13, 32]) ASCII_CLASS[code] = SPACE;
for (const char of '.,!?;(){}[]<>:/\\|@#$%^&*+=`~_"-')
  ASCII_CLASS[char.charCodeAt(0)] = PUNCTUATION;

/** Output per verdict: a one-sentence reason (about 25 tokens) and its JSON. */
const OUTPUT_TOKENS_PER_VERDICT = 40;
/** What the instructions and the schema cost in every request, counted once. */
const FIXED_INPUT_TOKENS =
  estimateTokens(JUDGE_INSTRUCTIONS) + estimateTokens(JSON.stringify(VERDICTS_JSON_SCHEMA));

/** The tokens the requests will take, estimated (× votes). */
export function estimateOf(requests: readonly JudgeRequest[], votes: number): TokenEstimate {
  const total = { inputTokens: 0, outputTokens: 0 };
  for (const request of requests) {
    total.inputTokens += (FIXED_INPUT_TOKENS + estimateTokens(buildJudgePrompt(request))) * votes;
    total.outputTokens += (OUTPUT_TOKENS_PER_VERDICT * request.contexts.length + 5) * votes;
  }
  return total;
}

export function addEstimate(total: TokenEstimate, more: TokenEstimate): void {
  total.inputTokens += more.inputTokens;
  total.outputTokens += more.outputTokens;
}

/**
 * tokenx's `estimateTokenCount`, the same number, in one pass over the characters for ASCII text
 * (every prompt of English text; tokenx's regular expressions per segment cost ~30 ms and as much
 * again in garbage per 200 judge requests); tokenx itself for any other text. tokenx's rules for
 * ASCII: the text splits into runs of whitespace, of punctuation and of the other characters; a
 * whitespace run counts 1 when a newline in it is followed by more whitespace, 0 without a
 * newline, else (a final newline) 0 after punctuation and 1 otherwise; a run of digits counts
 * length / 3, any run of at most 3 characters 1, a lowercase word of at most 8 letters 1, a
 * punctuation run length / 6, others length / 7 (rounded up). `__tests__/token-estimate.test.ts`
 * checks it against tokenx.
 */
export function estimateTokens(text: string): number {
  let tokens = 0;
  let start = 0;
  let previousEnd = -1;
  while (start < text.length) {
    const first = text.charCodeAt(start);
    if (first >= 128) return estimateTokenCount(text);
    const kind = ASCII_CLASS[first] as number;
    let digits = first >= 48 && first <= 57;
    let lower = first >= 97 && first <= 122;
    let newlineAt = first === 10 ? start : -1;
    let end = start + 1;
    for (; end < text.length; end += 1) {
      const code = text.charCodeAt(end);
      if (code >= 128) return estimateTokenCount(text);
      if (ASCII_CLASS[code] !== kind) break;
      digits &&= code >= 48 && code <= 57;
      lower &&= code >= 97 && code <= 122;
      if (code === 10 && newlineAt < 0) newlineAt = end;
    }
    const length = end - start;
    if (kind === SPACE) {
      if (newlineAt >= 0 && newlineAt < end - 1) tokens += 1;
      else if (newlineAt >= 0)
        tokens +=
          previousEnd >= 0 && ASCII_CLASS[text.charCodeAt(previousEnd)] === PUNCTUATION ? 0 : 1;
    } else if (digits) tokens += Math.ceil(length / 3);
    else if (length <= 3 || (length <= 8 && lower)) tokens += 1;
    else tokens += Math.ceil(length / (kind === PUNCTUATION ? 6 : 7));
    previousEnd = end - 1;
    start = end;
  }
  return tokens;
}
