import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootstrapInterval } from '../src/compare/bootstrap.js';
import { compareVariants } from '../src/compare/compare-variants.js';
import { holmAdjusted, loadTDistribution, pairedTTest } from '../src/compare/paired-t-test.js';
import { repoRoot } from './helpers/run-action.js';

await loadTDistribution();

// The statistics of `variants` against numbers computed by scipy (ttest_rel, bootstrap) and a
// Holm adjustment written out in Python: __tests__/fixtures/variant-statistics.py wrote the JSON.
interface Fixture {
  tTests: { name: string; variant: number[]; primary: number[]; p: number }[];
  family: {
    primary: number[];
    variants: number[][];
    p: number[];
    pHolm: number[];
    bootstrap95: { variant: number; low: number; high: number };
  };
  metric: {
    name: string;
    primary: (number | null)[];
    variants: (number | null)[][];
    compared: {
      delta: number;
      p: number;
      pHolm: number;
      wins: number;
      ties: number;
      losses: number;
      bootstrap95?: { low: number; high: number };
    }[];
  };
  edgeCases: Record<string, number | null>;
}
const fixture = JSON.parse(
  readFileSync(join(repoRoot, '__tests__/fixtures/variant-statistics.json'), 'utf8'),
) as Fixture;

/** Within 1e-6 of it, relatively: jstat's incomplete beta is good to about 1e-7 (3 decimals are shown). */
const closeTo = (actual: number | null, expected: number) => {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(Math.abs(expected) * 1e-6);
};

describe('the paired t-test, as scipy.stats.ttest_rel', () => {
  for (const t of fixture.tTests)
    it(`${t.name}: p = ${t.p.toPrecision(4)}`, () =>
      closeTo(pairedTTest(t.variant, t.primary), t.p));

  it('the family of four variants against one primary', () => {
    fixture.family.variants.forEach((v, i) =>
      closeTo(pairedTTest(v, fixture.family.primary), fixture.family.p[i] as number),
    );
  });

  it('where scipy gives nan (every difference 0): p = 1; every difference the same non-zero value: p = 0, as scipy', () => {
    expect(fixture.edgeCases['every difference 0']).toBeNull();
    expect(pairedTTest([0.5, 1, 0.25], [0.5, 1, 0.25])).toBe(1);
    expect(fixture.edgeCases['every difference +0.25']).toBe(0);
    expect(pairedTTest([0.75, 0.5, 1], [0.5, 0.25, 0.75])).toBe(0);
  });

  it('fewer than two cases: no p', () => {
    expect(pairedTTest([1], [0.5])).toBeNull();
    expect(pairedTTest([], [])).toBeNull();
  });
});

describe("Holm's adjustment", () => {
  it('matches the written-out step-down over the family', () => {
    holmAdjusted(fixture.family.p).forEach((p, i) => closeTo(p, fixture.family.pHolm[i] as number));
  });

  it('leaves a variant without a p out of the family', () => {
    expect(holmAdjusted([0.01, null, 0.04])).toEqual([0.02, null, 0.04]);
  });
});

describe('the 95% paired bootstrap interval', () => {
  it('is within 0.005 of scipy.stats.bootstrap (percentile, 100,000 resamples), and seeded', () => {
    const { variant, low, high } = fixture.family.bootstrap95;
    const deltas = (fixture.family.variants[variant] as number[]).map(
      (ap, i) => ap - (fixture.family.primary[i] as number),
    );
    const interval = bootstrapInterval(deltas);
    expect(Math.abs((interval?.low ?? NaN) - low)).toBeLessThan(0.005);
    expect(Math.abs((interval?.high ?? NaN) - high)).toBeLessThan(0.005);
    expect(bootstrapInterval(deltas)).toEqual(interval);
  });
});

describe('compareVariants', () => {
  it('counts wins, ties and losses by equal AP, over the cases both scored, with Holm across variants', () => {
    const primary = [
      { id: 'a', ap: 1, error: null },
      { id: 'b', ap: 0.5, error: null },
      { id: 'c', ap: 1 / 3, error: null },
      { id: 'd', ap: 1, error: null },
      { id: 'e', ap: 0, error: 'the judge failed' },
    ];
    const [one, two, failed] = compareVariants(
      primary,
      [
        // a tie (1 = 1), a win, a tie (1/3 computed another way), a loss; e is not scored in both.
        {
          name: 'one',
          error: null,
          cases: [
            { id: 'a', ap: 1 },
            { id: 'b', ap: 1 },
            { id: 'c', ap: (1 / 2 + 1 / 6) / 2 },
            { id: 'd', ap: 0.5 },
            { id: 'e', ap: 1 },
          ],
        },
        {
          name: 'two',
          error: null,
          cases: [
            { id: 'a', ap: 0.5 },
            { id: 'b', ap: 0.25 },
          ],
        },
        { name: 'three', error: 'retriever-command: exited with code 1', cases: [] },
      ],
      1,
    );
    expect(one).toMatchObject({ cases: 4, versus: { wins: 1, ties: 2, losses: 1 } });
    expect(two).toMatchObject({ cases: 2, versus: { wins: 0, ties: 0, losses: 2 } });
    expect(failed).toMatchObject({
      score: null,
      versus: null,
      error: 'retriever-command: exited with code 1',
    });
    const p = [one?.versus?.p ?? NaN, two?.versus?.p ?? NaN];
    expect(two?.versus?.p).toBeCloseTo(0.2048327646991335, 8); // scipy: ttest_rel([0.5, 0.25], [1, 0.5])
    expect([one?.versus?.pHolm, two?.versus?.pHolm]).toEqual(holmAdjusted(p));
  });

  it("each metric the same as MAP, over the cases where both have it, with Holm across the variants (scipy's numbers)", () => {
    const { name, primary, variants, compared } = fixture.metric;
    const metricsOf = (value: number | null) => (value === null ? {} : { [name]: value });
    const result = compareVariants(
      primary.map((value, i) => ({ id: `c${i}`, ap: 0.5, metrics: metricsOf(value), error: null })),
      variants.map((values, v) => ({
        name: `v${v}`,
        error: null,
        cases: values.map((value, i) => ({ id: `c${i}`, ap: 0.5, metrics: metricsOf(value) })),
      })),
      100,
    );
    compared.forEach((expected, v) => {
      const actual = result[v]?.versus?.metrics[name];
      expect(actual).toMatchObject({
        wins: expected.wins,
        ties: expected.ties,
        losses: expected.losses,
      });
      expect(actual?.delta).toBeCloseTo(expected.delta, 12); // unscaled, whatever `scale`
      closeTo(actual?.p ?? null, expected.p);
      closeTo(actual?.pHolm ?? null, expected.pHolm);
      if (!expected.bootstrap95) return;
      expect(Math.abs((actual?.low ?? NaN) - expected.bootstrap95.low)).toBeLessThan(0.005);
      expect(Math.abs((actual?.high ?? NaN) - expected.bootstrap95.high)).toBeLessThan(0.005);
    });
  });

  it("counts a metric's wins, ties and losses by equal value, over the cases where both have it", () => {
    const [one] = compareVariants(
      [
        { id: 'a', ap: 1, metrics: { recall: 1, mrr: 1 }, error: null },
        { id: 'b', ap: 1, metrics: { recall: 0.5, mrr: 0.5 }, error: null },
        { id: 'c', ap: 1, metrics: { recall: 0.5 }, error: null },
        { id: 'd', ap: 1, metrics: { recall: 1 / 3 }, error: null },
        { id: 'e', ap: 1, error: null },
      ],
      [
        {
          name: 'one',
          error: null,
          // recall: a tie, a win, a loss, a tie (1/3 another way), e has none on the primary's side;
          // mrr: a loss, and c has it only on this side.
          cases: [
            { id: 'a', ap: 1, metrics: { recall: 1, mrr: 0.5 } },
            { id: 'b', ap: 1, metrics: { recall: 0.75 } },
            { id: 'c', ap: 1, metrics: { recall: 0.25, mrr: 1 } },
            { id: 'd', ap: 1, metrics: { recall: (1 / 2 + 1 / 6) / 2 } },
            { id: 'e', ap: 1, metrics: { recall: 1 } },
          ],
        },
      ],
      1,
    );
    expect(one?.versus?.metrics).toMatchObject({
      recall: { wins: 1, ties: 2, losses: 1, delta: 0 },
      mrr: { wins: 0, ties: 0, losses: 1, delta: -0.5, p: null, pHolm: null, low: null },
    });
  });
});
