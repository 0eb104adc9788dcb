import { readFile } from 'node:fs/promises';
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { describe, expect, it } from 'vitest';
import {
  buildJudgePrompt,
  JUDGE_INSTRUCTIONS,
  VERDICTS_JSON_SCHEMA,
} from '../src/judge/judge-prompt.js';
import { estimateOf } from '../src/judge/plan-requests.js';

// The estimate users see before judging (usage.estimatedInputTokens, max-judge-requests) counts
// each request's instructions, answer schema and prompt in o200k_base: expected counts come from
// js-tiktoken (OpenAI's tokenizer ported, with its own copy of the ranks), never from this code.
const oracle = new Tiktoken(o200kBase);
const tiktokens = (text: string): number => oracle.encode(text, [], []).length;

describe('estimateOf', () => {
  it('counts every request’s instructions, schema and prompt as OpenAI’s tokenizer does, × votes', async () => {
    const corpus = (await readFile('examples/corpus.jsonl', 'utf8')).split('\n').filter(Boolean);
    const contexts = corpus.slice(0, 6).map((line, i) => ({
      id: `c${i}`,
      text: (JSON.parse(line) as { text: string }).text,
    }));
    const request = {
      caseId: 'refund',
      query: 'How long does a refund take? 3–5 días hábiles',
      expected: 'Refunds take 5 business days.',
      contexts,
    };
    // The prompt as the judge sends it: the query, the expected answer, each context.
    const input =
      tiktokens(JUDGE_INSTRUCTIONS) +
      tiktokens(JSON.stringify(VERDICTS_JSON_SCHEMA)) +
      tiktokens(buildJudgePrompt(request));
    expect(input).toBeGreaterThan(300);
    expect(estimateOf([request, request], 3)).toEqual({
      inputTokens: 2 * 3 * input,
      outputTokens: 2 * 3 * (40 * contexts.length + 5),
    });
  });
});
