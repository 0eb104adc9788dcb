import { describe, expect, it } from 'vitest';
import type { GoldenCase } from '../src/golden/golden-cases.js';
import { auditVerdicts } from '../src/judge/audit-verdicts.js';
import { judgeCases } from '../src/judge/judge-cases.js';
import { JudgeError, noUsage, type RelevanceJudge } from '../src/judge/relevance-judge.js';
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

  it('refuses a sample over the budget left, and counts the verdicts the judge failed on', async () => {
    const llm = splitJudge();
    const keys = verdictKeys(goldenCase, rankings.get('c')!, llm);
    const stored = { relevant: true, reason: 'stored', model: llm.model, promptVersion: 'p-test' };
    const judged = await judgeCases([goldenCase], rankings, {
      mode: 'llm',
      llm,
      concurrency: 1,
      votes: 1,
      storedVerdicts: new Map(keys.map((key) => [key, stored])),
    });
    const options = { sample: 5, seed: 's', votes: 2, concurrency: 1, adopt: false };
    await expect(auditVerdicts(judged.cases, llm, { ...options, maxRequests: 1 })).rejects.toThrow(
      /max-judge-requests: the audit needs 2 judge requests .* more than the budget left of 1: 1 case has 2 stored verdicts sampled to re-judge, × 2 votes: "c"\. Nothing was sent\. Lower audit-sample/,
    );
    const failing: RelevanceJudge = {
      ...llm,
      judgeContexts: () => Promise.reject(new Error('boom')),
    };
    const result = await auditVerdicts(judged.cases, failing, options);
    expect(result.audit).toMatchObject({ available: 2, sampled: 0, failed: 2, flipRate: null });
    expect(result.adoptedVerdicts.size).toBe(0);
    const stop = new JudgeError('judge: the key was refused', noUsage(), 'stop');
    const stopping: RelevanceJudge = { ...llm, judgeContexts: () => Promise.reject(stop) };
    await expect(auditVerdicts(judged.cases, stopping, options)).rejects.toThrow(
      'mode audit: judge: the key was refused',
    );
  });
});
