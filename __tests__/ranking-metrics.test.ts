import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hitAtK } from '../src/score/hit-at-k.js';
import { judgeByLabels } from '../src/judge/label-verdicts.js';
import { caseLabels } from '../src/score/label-recall.js';
import { ndcgAtK } from '../src/score/ndcg-at-k.js';
import { precisionAtK } from '../src/score/precision-at-k.js';
import { recallAtK } from '../src/score/recall-at-k.js';
import { reciprocalRank } from '../src/score/reciprocal-rank.js';

// trec_eval's own per-topic figures (out.test.aq, and ndcg_cut of out.test.aql for graded labels),
// with the run and judgments they come from: fixtures/trec_eval-test-metrics.json names its source.
const fixturePath = fileURLToPath(
  new URL('./fixtures/trec_eval-test-metrics.json', import.meta.url),
);

interface Topic {
  id: string;
  ranking: string[];
  relevant: Record<string, number>;
  expected: Record<string, number>;
}

const fixture = JSON.parse(readFileSync(fixturePath, 'utf8')) as {
  source: string;
  topics: Topic[];
  graded_topics: Topic[];
};

/** A topic as a golden case sees it: each ranked context's grade, and all labelled grades. */
function gradesOf(topic: Topic): { grades: number[]; labelled: number[] } {
  return {
    grades: topic.ranking.map((id) => topic.relevant[id] ?? 0),
    labelled: Object.values(topic.relevant),
  };
}

/** A ranking of contexts (text = id) judged by id labels. */
function judgedBy(relevant: [string, number][], ids: string[]) {
  const goldenCase = {
    id: 'c',
    query: 'q',
    tags: [],
    source: { file: 'golden.jsonl', line: 1 },
    relevant: new Map(relevant),
  };
  const contexts = judgeByLabels(
    goldenCase,
    ids.map((id) => ({ id, text: id })),
  );
  return { goldenCase, judge: 'labels' as const, contexts };
}

const measures: Record<string, (grades: number[], labelled: number[]) => number> = {
  ndcg_cut_5: (g, l) => ndcgAtK(g, l, 5),
  ndcg_cut_10: (g, l) => ndcgAtK(g, l, 10),
  // recall@k sums the relevant labels each rank finds: one per relevant context with id labels.
  recall_5: (g, l) =>
    recallAtK(
      g.map((grade) => (grade > 0 ? 1 : 0)),
      l.length,
      5,
    ),
  recall_10: (g, l) =>
    recallAtK(
      g.map((grade) => (grade > 0 ? 1 : 0)),
      l.length,
      10,
    ),
  recip_rank: (g) => reciprocalRank(g),
  P_5: (g) => precisionAtK(g, 5),
  P_10: (g) => precisionAtK(g, 10),
  success_1: (g) => hitAtK(g, 1),
  success_5: (g) => hitAtK(g, 5),
  success_10: (g) => hitAtK(g, 10),
};

describe('ranking metrics against trec_eval (test/out.test.aq, query by query)', () => {
  it('names its source and has every topic and measure', () => {
    expect(fixture.source).toMatch(/^usnistgov\/trec_eval@[0-9a-f]{40}\//);
    expect(fixture.topics.map((t) => t.id)).toEqual(['301', '302', '303']);
    for (const topic of fixture.topics) {
      expect(Object.keys(topic.expected).sort()).toEqual(Object.keys(measures).sort());
    }
  });

  for (const topic of fixture.topics) {
    for (const [name, measure] of Object.entries(measures)) {
      it(`topic ${topic.id} ${name} = ${topic.expected[name]}`, () => {
        const { grades, labelled } = gradesOf(topic);
        expect(Math.abs(measure(grades, labelled) - topic.expected[name]!)).toBeLessThanOrEqual(
          5e-5,
        );
      });
    }
  }

  // Graded judgments (grades 1, 2, 3, 4): the gains are the grades (out.test.aql).
  for (const topic of fixture.graded_topics) {
    for (const name of ['ndcg_cut_5', 'ndcg_cut_10']) {
      it(`graded topic ${topic.id} ${name} = ${topic.expected[name]}`, () => {
        const { grades, labelled } = gradesOf(topic);
        expect(
          Math.abs(measures[name]!(grades, labelled) - topic.expected[name]!),
        ).toBeLessThanOrEqual(5e-5);
      });
    }
  }
});

describe('ranking metrics on small rankings (by hand from the formulas)', () => {
  it('nDCG: grades are gains, the ideal comes from all labels, log2(rank + 1) discount', () => {
    // Ranked grades 0, 3, 1; labels {3, 2, 1}: DCG = 3/log2(3) + 1/log2(4), IDCG = 3 + 2/log2(3) + 1/2.
    const dcg = 3 / Math.log2(3) + 1 / 2;
    const idcg = 3 + 2 / Math.log2(3) + 1 / 2;
    expect(ndcgAtK([0, 3, 1], [3, 2, 1])).toBeCloseTo(dcg / idcg, 15);
    // Cut at 2: the ideal is cut at 2 too.
    expect(ndcgAtK([0, 3, 1], [3, 2, 1], 2)).toBeCloseTo(
      3 / Math.log2(3) / (3 + 2 / Math.log2(3)),
      15,
    );
    // Fewer than k retrieved does not raise it (the ideal keeps all k labelled ranks).
    expect(ndcgAtK([1], [1, 1], 5)).toBeCloseTo(1 / (1 + 1 / Math.log2(3)), 15);
  });

  it('P@k divides by k even when fewer are retrieved', () => {
    expect(precisionAtK([1, 0], 5)).toBe(0.2);
    expect(precisionAtK([1, 1, 0, 1], 2)).toBe(1);
  });

  it('gives explicit values for empty input', () => {
    expect(ndcgAtK([], [1, 2], 5)).toBe(0);
    expect(ndcgAtK([0, 0], [], 5)).toBe(0);
    expect(recallAtK([], 3, 5)).toBe(0);
    expect(recallAtK([1], 0, 5)).toBe(0);
    expect(reciprocalRank([])).toBe(0);
    expect(reciprocalRank([0, 0, 2])).toBeCloseTo(1 / 3, 15);
    expect(precisionAtK([], 5)).toBe(0);
    expect(hitAtK([], 1)).toBe(0);
    expect(hitAtK([0, 1], 1)).toBe(0);
    expect(hitAtK([0, 1], 2)).toBe(1);
    expect(caseLabels(judgedBy([['a', 0]], ['a']))?.recall).toBeUndefined();
  });

  it('recall of a labelled case: the labelled relevant ids retrieved, and the ones missed', () => {
    const labels: [string, number][] = [
      ['a', 1],
      ['b', 2],
      ['c', 0],
    ];
    expect(caseLabels(judgedBy(labels, ['c', 'b']))?.recall).toEqual({
      recall: 0.5,
      missed: ['a'],
    });
    expect(recallAtK([0, 1], 2)).toBe(0.5);
  });
});
