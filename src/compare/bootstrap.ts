/** Resamples of every bootstrap here: enough for a stable 95% interval and drop confidence. */
const RESAMPLES = 2000;

/**
 * The means of `RESAMPLES` bootstrap resamples of `deltas` (cases drawn with replacement),
 * sorted. Seeded, so the same deltas give the same answer on every run: the gate must not flake
 * on its own statistics.
 */
function resampledMeans(deltas: readonly number[]): number[] {
  const random = mulberry32(0x5eed);
  const means: number[] = [];
  for (let r = 0; r < RESAMPLES; r += 1) {
    let sum = 0;
    for (let i = 0; i < deltas.length; i += 1)
      sum += deltas[Math.floor(random() * deltas.length)] as number;
    means.push(sum / deltas.length);
  }
  return means.sort((a, b) => a - b);
}

/**
 * Confidence that a paired mean really fell: the share of bootstrap resamples whose mean delta
 * is below zero.
 */
export function dropConfidence(deltas: readonly number[]): number | undefined {
  if (deltas.length < 2) return undefined;
  return resampledMeans(deltas).filter((mean) => mean < -1e-12 / deltas.length).length / RESAMPLES;
}

/**
 * The 95% paired bootstrap interval of a mean delta: the 2.5th and 97.5th percentiles of the
 * resampled means. Undefined with fewer than two deltas.
 */
export function bootstrapInterval(
  deltas: readonly number[],
): { low: number; high: number } | undefined {
  if (deltas.length < 2) return undefined;
  const means = resampledMeans(deltas);
  return { low: percentile(means, 0.025), high: percentile(means, 0.975) };
}

/** The q-th quantile of sorted values, interpolated linearly between ranks (numpy's default). */
function percentile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const lower = sorted[below] as number;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return lower + (upper - lower) * (position - below);
}

/** A small, well-known seeded PRNG (Mulberry32); numbers in [0, 1). The benches use it too. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
