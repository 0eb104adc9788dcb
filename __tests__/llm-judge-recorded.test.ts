import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLlmJudge } from '../src/judge/llm-judge.js';
import { startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';

// Answers shaped field for field like responses recorded from the real API (the ai SDK's public
// fixtures: packages/openai/src/responses/__fixtures__/gpt-6-luna-reasoning-none-sampling.json and
// packages/openai/src/chat/__fixtures__/openai-text.json), with the judge's JSON as the text.
const verdicts = JSON.stringify({
  verdicts: [
    { index: 0, reason: 'It states the answer.', statements: [1], verdict: 'yes' },
    { index: 1, reason: 'Off topic.', statements: [], verdict: 'no' },
  ],
});

const recordedResponses = {
  id: 'resp_02751710c14000bf016ac7730ce71887d29ff86a6ce7acb939',
  object: 'response',
  created_at: 1791456012,
  status: 'completed',
  background: false,
  billing: { payer: 'developer' },
  completed_at: 1791456013,
  error: null,
  incomplete_details: null,
  instructions: null,
  max_output_tokens: 32,
  model: 'gpt-6-luna',
  output: [
    {
      id: 'msg_02751710c14000bf016ac7730d5b6087d2a1836fc259624b0e',
      type: 'message',
      status: 'completed',
      content: [{ type: 'output_text', annotations: [], logprobs: [], text: verdicts }],
      phase: 'final_answer',
      role: 'assistant',
    },
  ],
  parallel_tool_calls: true,
  previous_response_id: null,
  prompt_cache_retention: '24h',
  reasoning: { context: 'all_turns', effort: 'none', mode: 'standard', summary: null },
  service_tier: 'default',
  store: false,
  temperature: 0,
  text: { format: { type: 'text' }, verbosity: 'medium' },
  tool_choice: 'auto',
  tools: [],
  top_p: 0.9,
  truncation: 'disabled',
  usage: {
    input_tokens: 13,
    input_tokens_details: { cache_write_tokens: 0, cached_tokens: 0 },
    output_tokens: 5,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: 18,
  },
  user: null,
  metadata: {},
};

const recordedChat = {
  id: 'chatcmpl-D8Z5f52zQqikDBEKQMQoYcWMcWPeU',
  object: 'chat.completion',
  created: 1770933883,
  model: 'gpt-4.1-nano-2025-04-14',
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content: verdicts, refusal: null, annotations: [] },
      logprobs: null,
      finish_reason: 'stop',
    },
  ],
  usage: {
    prompt_tokens: 16,
    completion_tokens: 363,
    total_tokens: 379,
    prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
    completion_tokens_details: {
      reasoning_tokens: 0,
      audio_tokens: 0,
      accepted_prediction_tokens: 0,
      rejected_prediction_tokens: 0,
    },
  },
  service_tier: 'default',
  system_fingerprint: 'fp_de604bd877',
};

describe('the LLM judge reads answers shaped like recorded real ones', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it.each([
    ['responses', recordedResponses, { inputTokens: 13, outputTokens: 5 }],
    ['chat', recordedChat, { inputTokens: 16, outputTokens: 363 }],
  ] as const)('%s: verdicts, reasons and token usage', async (api, body, tokens) => {
    fake.respondNext(1, body);
    const judge = await createLlmJudge({
      model: 'openai/gpt-4.1-mini',
      apiKey: 'sk-test',
      baseURL: fake.url,
      api,
      maxRetries: 0,
      requestTimeoutMs: 120_000,
      maxInFlight: 8,
    });
    const answer = await judge.judgeContexts({
      caseId: 'c',
      query: 'q',
      expected: 'e',
      contexts: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
    });
    expect(answer.verdicts).toEqual([
      { relevant: true, reason: 'It states the answer.', statements: [1] },
      { relevant: false, reason: 'Off topic.', statements: [] },
    ]);
    expect(answer.usage).toEqual({ ...tokens, requests: 1 });
  });
});
