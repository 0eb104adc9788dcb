import { describe, expect, it, vi } from 'vitest';
import { judgeLoadedOnFirstUse } from '../src/judge/lazy-judge.js';
import type { JudgeTarget } from '../src/judge/judge-providers.js';
import { PROMPT_VERSION } from '../src/judge/judge-prompt.js';
import type { JudgeRequest, RelevanceJudge } from '../src/judge/relevance-judge.js';

const loaded = vi.hoisted(() => ({ loads: 0, asked: [] as string[] }));
vi.mock('../src/judge/llm-judge.js', () => ({
  createLlmJudge: async (): Promise<Pick<RelevanceJudge, 'judgeContexts'>> => {
    loaded.loads += 1;
    return {
      judgeContexts: async (r) => {
        loaded.asked.push(r.caseId);
        return {
          verdicts: [{ relevant: true, reason: r.caseId }],
          usage: { inputTokens: 1, outputTokens: 1, requests: 1 },
        };
      },
    };
  },
}));

const request = (caseId: string): JudgeRequest => ({
  caseId,
  query: 'q',
  expected: 'e',
  contexts: [{ id: 'c', text: 't' }],
});

describe('a judge loaded on its first question', () => {
  it('says what it is without loading, loads once however many ask at once, then answers', async () => {
    const judge = judgeLoadedOnFirstUse({
      model: 'openai/gpt-4.1-mini',
      apiKey: 'sk',
      api: 'responses',
      maxRetries: 0,
      requestTimeoutMs: 1000,
      maxInFlight: 3,
    });
    const { asked } = loaded;
    expect(judge).toMatchObject({
      model: 'openai/gpt-4.1-mini',
      promptVersion: PROMPT_VERSION,
      canAsk: true,
      provider: 'openai',
      server: 'https://api.openai.com/v1',
    });
    expect(loaded.loads).toBe(0);
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((id) => judge.judgeContexts(request(id))),
    );
    expect(loaded.loads).toBe(1);
    expect(asked).toEqual(['a', 'b', 'c']);
    expect(answers.map((a) => a.verdicts[0]?.reason)).toEqual(['a', 'b', 'c']);
  });

  it('names the provider and server from the settings alone, as the loaded judge does', () => {
    const judgeIdentity = (target: JudgeTarget) =>
      judgeLoadedOnFirstUse({ ...target, maxRetries: 0, requestTimeoutMs: 1000, maxInFlight: 1 });
    expect(
      judgeIdentity({
        model: 'azure/my-deployment',
        apiKey: 'k',
        baseURL: 'https://acme.openai.azure.com/openai',
        api: 'chat',
      }),
    ).toMatchObject({ provider: 'azure', server: 'https://acme.openai.azure.com/openai/v1' });
    expect(
      judgeIdentity({ model: 'anthropic/claude', apiKey: undefined, api: 'chat' }),
    ).toMatchObject({
      provider: 'anthropic',
      server: 'https://api.anthropic.com/v1',
      canAsk: false,
    });
    // A keyless self-hosted server can be asked.
    expect(
      judgeIdentity({
        model: 'openai/llama',
        apiKey: undefined,
        baseURL: 'http://127.0.0.1:8080/v1',
        api: 'chat',
      }),
    ).toMatchObject({ provider: 'openai', server: 'http://127.0.0.1:8080/v1', canAsk: true });
  });
});
