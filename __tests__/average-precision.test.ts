import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { GoldenCase } from '../src/golden/golden-cases.js';
import { judgeCases } from '../src/judge/judge-cases.js';
import { averagePrecision, sortedMean, roundHalfUp } from '../src/score/average-precision.js';
import { explain, scoreCase } from '../src/score/case-score.js';
import { caseLabels } from '../src/score/label-recall.js';

const verdicts = (pattern: string): boolean[] => [...pattern].map((c) => c === 'Y');

describe('averagePrecision (retrieved denominator, as Mastra, RAGAS and DeepEval)', () => {
  // Mastra's context-precision scorer vectors, with its 2-decimal rounding.
  it.each([
    ['YYY', 1],
    ['NYY', 0.58],
    ['YNY', 0.83],
    ['NNY', 0.33],
    ['NNN', 0],
    ['YNN', 1],
    ['NYN', 0.5],
    ['YYN', 1],
    ['Y', 1],
    ['N', 0],
  ])('%s → %s', (pattern, expected) => {
    expect(roundHalfUp(averagePrecision(verdicts(pattern)), 2)).toBe(expected);
  });

  it('keeps full precision for the gate', () => {
    expect(averagePrecision(verdicts('NYY'))).toBeCloseTo((1 / 2 + 2 / 3) / 2, 15);
    expect(averagePrecision(verdicts('YNY'))).toBeCloseTo((1 + 2 / 3) / 2, 15);
  });

  it('is 0 for a case with no contexts', () => {
    expect(averagePrecision([])).toBe(0);
    expect(averagePrecision([], { denominator: 'labels', labelledRelevant: 3 })).toBe(0);
  });

  it('divides by the labelled relevant count with the labels denominator', () => {
    expect(
      averagePrecision(verdicts('YNY'), { denominator: 'labels', labelledRelevant: 4 }),
    ).toBeCloseTo((1 + 2 / 3) / 4, 15);
    expect(averagePrecision(verdicts('NN'), { denominator: 'labels', labelledRelevant: 0 })).toBe(
      0,
    );
  });

  it('rounds half up like Mastra', () => {
    expect(roundHalfUp(0.125, 2)).toBe(0.13);
    expect(roundHalfUp(0.145, 2)).toBe(0.15);
    expect(roundHalfUp(5 / 12, 2)).toBe(0.42);
    expect(roundHalfUp(0.83333, 4)).toBe(0.8333);
  });

  it('averages cases into MAP', () => {
    expect(sortedMean([1, 0.5, 0])).toBe(0.5);
    expect(sortedMean([])).toBe(0);
  });
});

describe('case reasons', () => {
  it('says which ranks were relevant and what the misses cost', () => {
    expect(explain(verdicts('NYY'), [2, 3], averagePrecision(verdicts('NYY')))).toBe(
      'relevant at ranks 2, 3 of 3; 1 irrelevant context ranked above a relevant one cost 0.42',
    );
    expect(explain(verdicts('NNN'), [], 0)).toBe('none of the 3 contexts is relevant');
    expect(explain([], [], 0)).toBe('no contexts retrieved');
    const ap = averagePrecision(verdicts('YN'), { denominator: 'labels', labelledRelevant: 2 });
    expect(explain(verdicts('YN'), [1], ap, 2)).toBe(
      'relevant at rank 1 of 2; 1 of 2 labelled relevant contexts not retrieved cost 0.50',
    );
  });
});

// trec_eval's own AP values (the `labels` denominator): published figures, copied into the repository
// (fixtures/trec_eval-oracle.json, from the project's shared ir-oracle-trec_eval.json) so every
// clone runs them.
const oraclePath = fileURLToPath(new URL('./fixtures/trec_eval-oracle.json', import.meta.url));

interface OracleCase {
  name: string;
  ranking: string[];
  relevant: Record<string, number>;
  k: number | null;
  rel_level: number;
  expected_ap: number;
  tolerance: number;
  expected_ap_cut?: Record<string, number>;
}

describe('trec_eval oracle (labels denominator, through the labels judge)', () => {
  const oracle = JSON.parse(readFileSync(oraclePath, 'utf8')) as {
    cases: OracleCase[];
    map_cases: { name: string; queries: string[]; expected_map: number; tolerance: number }[];
  };

  /** AP of an oracle case, computed the way a run computes it: labels judge, then scoreCase. */
  async function apOf(c: OracleCase, k: number | undefined): Promise<number> {
    // Grades below trec_eval's rel_level are not relevant: give them grade 0.
    const relevant = new Map(
      Object.entries(c.relevant).map(([id, grade]) => [id, grade >= c.rel_level ? grade : 0]),
    );
    const goldenCase: GoldenCase = {
      id: c.name,
      query: 'q',
      relevant,
      tags: [],
      source: { file: 'oracle', line: 1 },
    };
    const rankings = new Map([[c.name, c.ranking.map((id) => ({ id, text: id }))]]);
    const judged = await judgeCases([goldenCase], rankings, {
      mode: 'labels',
      k,
      concurrency: 1,
      votes: 1,
    });
    const one = judged.cases[0]!;
    return scoreCase(one, 'labels', caseLabels(one)?.labelledGrades).ap;
  }

  it('has cases to check', () => {
    expect(oracle.cases.length).toBeGreaterThan(0);
  });

  for (const c of oracle.cases) {
    it(`${c.name}: AP ${c.expected_ap}`, async () => {
      expect(Math.abs((await apOf(c, c.k ?? undefined)) - c.expected_ap)).toBeLessThanOrEqual(
        c.tolerance,
      );
    });
    it(`${c.name}: map_cut at every cutoff`, async () => {
      for (const [cut, expected] of Object.entries(c.expected_ap_cut ?? {})) {
        const k = Math.min(Number(cut), c.k ?? Infinity);
        expect(Math.abs((await apOf(c, k)) - expected), `cut ${cut}`).toBeLessThanOrEqual(
          c.tolerance,
        );
      }
    });
  }

  for (const m of oracle.map_cases) {
    it(`${m.name}: MAP ${m.expected_map}`, async () => {
      const byName = new Map(oracle.cases.map((c) => [c.name, c]));
      const aps = await Promise.all(
        m.queries.map((q) => apOf(byName.get(q)!, byName.get(q)!.k ?? undefined)),
      );
      expect(Math.abs(sortedMean(aps) - m.expected_map)).toBeLessThanOrEqual(m.tolerance);
    });
  }
});
