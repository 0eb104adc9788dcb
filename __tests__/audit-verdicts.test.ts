import { describe, expect, it } from 'vitest';
import type { GoldenCase } from '../src/golden/golden-cases.js';
import { auditVerdicts } from '../src/judge/audit-verdicts.js';
import { judgeCases } from '../src/judge/judge-cases.js';
import type { RelevanceJudge } from '../src/judge/relevance-judge.js';
import type { StoredVerdict } from '../src/judge/stored-verdict.js';
import { verdictKeys } from '../src/judge/plan-requests.js';

// A judge whose votes disagree (yes, no, yes, no, …), so a majority of several votes has an agreement.
function splitJudge(): RelevanceJudge {
  let call = 0;
  return {
    model: 'openai/test',
    promptVersion: 'p-test',
    canAsk: true,
    judgeContexts(request) {
      call += 1;
      const verdicts = request.contexts.map(() => ({
        relevant: call % 2 === 1,
        reason: `vote ${call}`,
        statements: [1],
      }));
      return Promise.resolve({ verdicts, usage: { inputTokens: 1, outputTokens: 1, requests: 1 } });
    },
  };
}

const goldenCase: GoldenCase = {
  id: 'c',
  query: 'q',
  expected: 'e',
  tags: [],
  source: { file: 'g', line: 1 },
};
const rankings = new Map([
  [
    'c',
    [
      { id: 'a', text: 'a text' },
      { id: 'b', text: 'b text' },
    ],
  ],
]);

describe('auditVerdicts', () => {
  it('stores adopted verdicts as judging stores asked ones: without the votes agreement', async () => {
    const llm = splitJudge();
    const keyOf = (text: string) => verdictKeys(goldenCase, [{ text }], llm)[0]!;
    const stored: StoredVerdict = {
      relevant: true,
      reason: 'stored',
      model: llm.model,
      promptVersion: llm.promptVersion,
    };
    const judged = await judgeCases([goldenCase], rankings, {
      mode: 'llm',
      llm,
      concurrency: 1,
      votes: 3,
      storedVerdicts: new Map([[keyOf('a text'), stored]]),
    });
    const asked = judged.usedVerdicts.get(keyOf('b text'));
    expect(asked).toEqual({
      relevant: true,
      reason: 'vote 1',
      statements: [1],
      model: llm.model,
      promptVersion: llm.promptVersion,
    });

    const result = await auditVerdicts(judged.cases, llm, {
      sample: 5,
      seed: 's',
      votes: 3,
      concurrency: 1,
      adopt: true,
    });
    expect(result.audit).toMatchObject({ available: 1, sampled: 1, flipped: 1 });
    expect(result.adoptedVerdicts.get(keyOf('a text'))).toEqual({
      relevant: false,
      reason: 'vote 4',
      statements: [1],
      model: llm.model,
      promptVersion: llm.promptVersion,
    });
    expect(result.cases[0]!.contexts[0]).toMatchObject({ relevant: false, reason: 'vote 4' });
  });
});
