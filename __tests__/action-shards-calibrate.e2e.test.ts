import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';
import { runAction } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// Seven labelled cases with expected answers; the fake LLM calls REL-marked contexts relevant.
const patterns = ['YN', 'NY', 'YY', 'NN', 'YNY', 'NNY', 'Y'];
const golden = patterns.map((p, n) => ({
  id: `c${n}`,
  query: `question ${n}`,
  expected: `answer ${n}`,
  relevant: [...p].flatMap((v, i) => (v === 'Y' ? [`c${n}-${i}`] : [])),
  // Calibration compares the passages a label names: the others are labelled not relevant.
  irrelevant: [...p].flatMap((v, i) => (v === 'N' ? [`c${n}-${i}`] : [])),
  // The label says relevant where the text says REL, except c1's second context, which the LLM will get wrong.
  contexts: [...p].map((v, i) => ({
    id: `c${n}-${i}`,
    text: `${v === 'Y' && !(n === 1 && i === 1) ? 'REL' : 'OFF'} ${n}-${i}`,
  })),
}));

let workspace: { dir: string; cleanup: () => Promise<void> };
let openai: FakeOpenAI;
beforeAll(async () => {
  workspace = await tempFiles({
    'golden.jsonl': golden.map((c) => JSON.stringify(c)).join('\n') + '\n',
  });
  openai = await startFakeOpenAI({ decide: ({ text }) => text.startsWith('REL') });
});
afterAll(async () => {
  await workspace.cleanup();
  await openai.close();
});

const run = (inputs: Record<string, string>) =>
  runAction({
    workspace: workspace.dir,
    inputs: { golden: 'golden.jsonl', threshold: '0', ...inputs },
  });

describe('shards and merge', () => {
  it("three shards merged give the single run's score; a missing shard is named", async () => {
    const single = await run({});
    const shards = [];
    for (const i of [1, 2, 3]) {
      const shard = await run({
        shard: `${i}/3`,
        'report-path': `${workspace.dir}/shards/part-${i}.json`,
        threshold: '0.99',
      });
      expect(shard.code).toBe(0); // a shard never gates
      expect(shard.stdout).toContain(`Partial report for shard ${i}/3`);
      shards.push(shard);
    }
    expect(shards.map((s) => Number(s.outputs.cases))).toEqual([3, 2, 2]);
    const merged = await run({ merge: 'shards/part-*.json', golden: '' });
    expect(merged.code).toBe(0);
    expect(merged.outputs).toMatchObject({ score: single.outputs.score, cases: '7' });
    expect(merged.report.cases.map((c: any) => c.id).sort()).toEqual(
      golden.map((c) => c.id).sort(),
    );

    const partial = await run({ merge: 'shards/part-[12].json', golden: '' });
    expect(partial.code).toBe(1);
    expect(partial.stdout).toContain('merge: the shard reports do not fit together');
    expect(partial.stdout).toContain('missing shard 3/3');
  });
});

describe('calibrate', () => {
  it('also asks the LLM about labelled cases and reports its agreement with the labels', async () => {
    openai.reset();
    const result = await run({ calibrate: 'true', 'base-url': openai.url, 'api-key': 'sk-x' });
    expect(result.code).toBe(0);
    expect(openai.requests).toHaveLength(7);
    const calibration = result.report.calibration;
    // 15 contexts, 8 labelled relevant; the LLM misses one of them (c1-1).
    expect(calibration).toMatchObject({
      cases: 7,
      contexts: 15,
      truePositives: 7,
      falseNegatives: 1,
      falsePositives: 0,
      trueNegatives: 7,
    });
    expect(calibration.agreement).toBeCloseTo(14 / 15, 12);
    expect(calibration.kappa).toBeGreaterThan(0.8);
    expect(calibration.disagreements).toEqual([
      expect.objectContaining({ caseId: 'c1', contextId: 'c1-1', label: true, llm: false }),
    ]);
    // The score still comes from the labels.
    expect(result.report.cases.every((c: any) => c.judge === 'labels')).toBe(true);
  });
});
