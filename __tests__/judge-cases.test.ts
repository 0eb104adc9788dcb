import { describe, expect, it } from 'vitest';
import type { GoldenCase } from '../src/golden/golden-cases.js';
import { judgeCases } from '../src/judge/judge-cases.js';
import type { StoredVerdict } from '../src/judge/stored-verdict.js';
import {
  JudgeError,
  noUsage,
  type JudgeRequest,
  type RelevanceJudge,
} from '../src/judge/relevance-judge.js';
import { verdictKeys } from '../src/judge/plan-requests.js';

// A scripted stand-in for the LLM (this is a unit test of the orchestration, not of the model).
function scriptedJudge(answer: (request: JudgeRequest, call: number) => boolean[], delayMs = 5) {
  let inFlight = 0;
  const seen = { calls: 0, maxInFlight: 0, requests: [] as JudgeRequest[] };
  const judge: RelevanceJudge = {
    model: 'openai/test',
    promptVersion: 'p-test',
    canAsk: true,
    async judgeContexts(request) {
      seen.calls += 1;
      seen.requests.push(request);
      inFlight += 1;
      seen.maxInFlight = Math.max(seen.maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      inFlight -= 1;
      const verdicts = answer(request, seen.calls).map((relevant, i) => ({
        relevant,
        reason: `r${i}`,
      }));
      return { verdicts, usage: { inputTokens: 10, outputTokens: 2, requests: 1 } };
    },
  };
  return { judge, seen };
}

const golden = (id: string): GoldenCase => ({
  id,
  query: `q ${id}`,
  expected: `e ${id}`,
  tags: [],
  source: { file: 'g', line: 1 },
});
const cases = Array.from({ length: 20 }, (_, i) => golden(`c${i}`));
const rankings = new Map(
  cases.map((c) => [
    c.id,
    ['one', 'two', 'three'].map((t) => ({ id: `${c.id}-${t}`, text: `${c.id} ${t}` })),
  ]),
);

describe('judgeCases', () => {
  it('keeps at most `concurrency` judge requests in flight, one per case', async () => {
    const { judge, seen } = scriptedJudge((r) => r.contexts.map(() => true));
    const result = await judgeCases(cases, rankings, {
      mode: 'llm',
      llm: judge,
      concurrency: 3,
      votes: 1,
    });
    expect(seen.calls).toBe(20);
    expect(seen.maxInFlight).toBe(3);
    expect(result.usage).toMatchObject({ requests: 20, inputTokens: 200, reusedVerdicts: 0 });
    expect(result.usedVerdicts.size).toBe(60);
  });

  it('takes the majority of the votes per context, with its agreement', async () => {
    // Call 1: yes yes no; call 2: yes no no; call 3: no yes no → majority yes, yes, no.
    const ballots = [
      [true, true, false],
      [true, false, false],
      [false, true, false],
    ];
    const { judge } = scriptedJudge((_, call) => ballots[(call - 1) % 3]!);
    const result = await judgeCases([cases[0]!], rankings, {
      mode: 'llm',
      llm: judge,
      concurrency: 1,
      votes: 3,
    });
    const contexts = result.cases[0]!.contexts;
    expect(contexts.map((c) => c.relevant)).toEqual([true, true, false]);
    expect(contexts.map((c) => c.agreement)).toEqual([2 / 3, 2 / 3, 1]);
  });

  it('asks only about contexts without a stored verdict, and says how many it reused', async () => {
    const { judge, seen } = scriptedJudge((r) => r.contexts.map(() => false));
    const c = cases[0]!;
    const stored = new Map<string, StoredVerdict>([
      [
        verdictKeys(c, [{ text: 'c0 one' }], { model: 'openai/test', promptVersion: 'p-test' })[0]!,
        { relevant: true, reason: 'stored', model: 'openai/test', promptVersion: 'p-test' },
      ],
    ]);
    const result = await judgeCases([c], rankings, {
      mode: 'llm',
      llm: judge,
      concurrency: 1,
      votes: 1,
      storedVerdicts: stored,
    });
    expect(seen.requests[0]!.contexts.map((x) => x.text)).toEqual(['c0 two', 'c0 three']);
    expect(result.cases[0]!.contexts.map((x) => [x.relevant, x.reason, x.reused ?? false])).toEqual(
      [
        [true, 'stored', true],
        [false, 'r0', false],
        [false, 'r1', false],
      ],
    );
    expect(result.usage.reusedVerdicts).toBe(1);
  });

  it('a verdict stored under another model or prompt version is not reused', async () => {
    const { judge, seen } = scriptedJudge((r) => r.contexts.map(() => false));
    const c = cases[0]!;
    const other = verdictKeys(c, [{ text: 'c0 one' }], {
      model: 'openai/other',
      promptVersion: 'p-test',
    })[0]!;
    await judgeCases([c], rankings, {
      mode: 'llm',
      llm: judge,
      concurrency: 1,
      votes: 1,
      storedVerdicts: new Map([
        [other, { relevant: true, reason: 's', model: 'openai/other', promptVersion: 'p-test' }],
      ]),
    });
    expect(seen.requests[0]!.contexts).toHaveLength(3);
  });

  it('fails every ranking of a case whose one request fails, even one with no contexts: fail closed', async () => {
    // The primary's ranking and the second variant's are empty: the request holds only the first
    // variant's contexts, and its refusal (a 4xx) is each ranking's, none scored as empty.
    const { judge } = scriptedJudge(() => {
      throw new JudgeError('HTTP 400: context too long', noUsage(), 'request');
    });
    const c = cases[0]!;
    const result = await judgeCases([c], new Map([[c.id, []]]), {
      mode: 'llm',
      llm: judge,
      concurrency: 1,
      votes: 1,
      variants: [rankings, new Map()],
    });
    const judged = [result.cases[0]!, ...result.variants.map((v) => v[0]!)];
    expect(judged.map((x) => [x.error, x.refused, x.contexts])).toEqual(
      Array(3).fill(['HTTP 400: context too long', true, []]),
    );
  });

  it('calibrates only a case the LLM judges whole, not one whose every context is a hole', async () => {
    // No expected answer: the LLM judges the holes (against the query), which no label names.
    const { judge } = scriptedJudge((r) => r.contexts.map(() => true));
    const c = { ...golden('c0'), expected: undefined, relevant: new Map([['elsewhere', 1]]) };
    const result = await judgeCases([c], rankings, {
      mode: 'auto',
      llm: judge,
      concurrency: 1,
      votes: 1,
      calibrate: true,
      judgeHoles: true,
    });
    expect(result.cases[0]!.contexts.map((x) => x.judge)).toEqual(['llm', 'llm', 'llm']);
    expect(result.calibrationPairs).toEqual([]);
  });

  it('says every case no judge can take at once: no expected answer, and contexts without a source', async () => {
    const { judge, seen } = scriptedJudge((r) => r.contexts.map(() => true));
    const unanswered = { ...golden('c0'), expected: undefined };
    const passages = [{ source: 'guide.md', quote: 'c1 one', grade: 1 }];
    const sourceless = { ...golden('c1'), relevant: new Map(), passages };
    const judging = judgeCases([unanswered, sourceless], rankings, {
      mode: 'auto',
      llm: judge,
      concurrency: 1,
      votes: 1,
    });
    await expect(judging).rejects.toMatchObject({
      details: [
        expect.stringContaining('1 case judged by the LLM has no "expected" answer'),
        expect.stringContaining(
          '1 case labelled by passages has retrieved contexts that say nothing',
        ),
      ],
    });
    expect(seen.calls).toBe(0);
  });
});
