/**
 * Confidence that a paired mean really fell: the share of bootstrap resamples (cases drawn with
 * replacement) whose mean delta is below zero. Seeded, so the same deltas give the same answer on
 * every run: the gate must not flake on its own statistics.
 */
export function dropConfidence(deltas: readonly number[]): number | undefined {
  if (deltas.length < 2) return undefined;
  const random = mulberry32(0x5eed);
  const resamples = 2000;
  let below = 0;
  for (let r = 0; r < resamples; r += 1) {
    let sum = 0;
    for (let i = 0; i < deltas.length; i += 1)
      sum += deltas[Math.floor(random() * deltas.length)] as number;
    if (sum < -1e-12) below += 1;
  }
  return below / resamples;
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
