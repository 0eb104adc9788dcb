// Whether a paired difference is real: the two-sided paired t-test as scipy.stats.ttest_rel
// computes it, and Holm's step-down adjustment when several comparisons are made at once.

let jStat: (typeof import('jstat'))['default']['jStat'] | undefined;

/** Loads jstat (140 kB of code) for `pairedTTest`: only a run with variants to compare needs it. */
export async function loadTDistribution(): Promise<void> {
  jStat ??= (await import('jstat')).default.jStat;
}

/** Differences this close are equal: floating-point noise, not a spread. */
const SAME_DIFFERENCE = 1e-12;

/**
 * The two-sided p-value of the paired t-test of `a` against `b` (the same cases in the same
 * order): d = a − b, t = mean(d) / (sd(d) / √n) with sd's n − 1, p = 2 · P(T(n − 1) ≥ |t|),
 * which is I_x(ν/2, 1/2) with x = ν / (ν + t²), ν = n − 1 (jstat's regularized incomplete beta,
 * within about 1e-7 of scipy's p: far finer than the 3 decimals shown).
 * Null with fewer than two pairs. Where scipy gives nan, because every difference is the same
 * (sd = 0), this gives the limit: p = 1 when every difference is 0 (nothing differs), and
 * p = 0 when they are all the same non-zero value (t = ±∞, as scipy reports then too).
 */
export function pairedTTest(a: readonly number[], b: readonly number[]): number | null {
  const n = a.length;
  if (n !== b.length) throw new Error('pairedTTest: the two samples differ in length');
  if (n < 2) return null;
  const differences = a.map((value, i) => value - (b[i] as number));
  const mean = differences.reduce((sum, d) => sum + d, 0) / n;
  const spread = differences.reduce(
    (range, d) => ({ low: Math.min(range.low, d), high: Math.max(range.high, d) }),
    { low: Infinity, high: -Infinity },
  );
  if (spread.high - spread.low <= SAME_DIFFERENCE) return Math.abs(mean) <= SAME_DIFFERENCE ? 1 : 0;
  const variance = differences.reduce((sum, d) => sum + (d - mean) ** 2, 0) / (n - 1);
  const t = mean / Math.sqrt(variance / n);
  const df = n - 1;
  if (!jStat) throw new Error('pairedTTest: call loadTDistribution() first');
  return Math.min(1, jStat.ibeta(df / (df + t * t), df / 2, 0.5));
}

/**
 * Holm's adjustment of p-values tested together (null: no test, left out of the family): the
 * i-th smallest of m becomes max over j ≤ i of min(1, (m − j + 1) · p_(j)).
 */
export function holmAdjusted(pValues: readonly (number | null)[]): (number | null)[] {
  const tested = pValues.flatMap((p, index) => (p === null ? [] : [{ p, index }]));
  tested.sort((x, y) => x.p - y.p || x.index - y.index);
  const adjusted: (number | null)[] = pValues.map(() => null);
  let running = 0;
  tested.forEach(({ p, index }, rank) => {
    running = Math.max(running, Math.min(1, (tested.length - rank) * p));
    adjusted[index] = running;
  });
  return adjusted;
}
