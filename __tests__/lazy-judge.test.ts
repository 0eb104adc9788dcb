import { describe, expect, it } from 'vitest';
import { judgeIdentity, judgeLoadedOnFirstUse } from '../src/judge/lazy-judge.js';
import { PROMPT_VERSION } from '../src/judge/judge-prompt.js';
import type { JudgeRequest, RelevanceJudge } from '../src/judge/relevance-judge.js';

const request = (caseId: string): JudgeRequest => ({
  caseId,
  query: 'q',
  expected: 'e',
  contexts: [{ id: 'c', text: 't' }],
});

describe('a judge loaded on its first question', () => {
  it('says what it is without loading, loads once however many ask at once, then answers', async () => {
    const identity = judgeIdentity({
      model: 'openai/gpt-4.1-mini',
      apiKey: 'sk',
      api: 'responses',
    });
    let loads = 0;
    const asked: string[] = [];
    const judge = judgeLoadedOnFirstUse(identity, async () => {
      loads += 1;
      const real: RelevanceJudge = {
        ...identity,
        judgeContexts: async (r) => {
          asked.push(r.caseId);
          return {
            verdicts: [{ relevant: true, reason: r.caseId }],
            usage: { inputTokens: 1, outputTokens: 1, requests: 1 },
          };
        },
      };
      return real;
    });
    expect(judge).toMatchObject({
      model: 'openai/gpt-4.1-mini',
      promptVersion: PROMPT_VERSION,
      canAsk: true,
      provider: 'openai',
      server: 'https://api.openai.com/v1',
    });
    expect(loads).toBe(0);
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((id) => judge.judgeContexts(request(id))),
    );
    expect(loads).toBe(1);
    expect(asked).toEqual(['a', 'b', 'c']);
    expect(answers.map((a) => a.verdicts[0]?.reason)).toEqual(['a', 'b', 'c']);
  });

  it('names the provider and server from the settings alone, as the loaded judge does', () => {
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
