// Pieces the benches share to make synthetic golden sets: a seeded PRNG (the same seed gives the
// same data, so runs are comparable), filler text that tokenizes like real chunks, and the shapes
// of a retriever's results.

/** Mulberry32: a small, well-known seeded PRNG; numbers in [0, 1). */
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

export const WORDS =
  'index vacuum replica backup restore partition query planner cache latency shard lock'.split(' ');

/** `words` words drawn with `rand`: text whose token count looks like a real chunk's. */
export function filler(rand: () => number, words: number): string {
  return Array.from({ length: words }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ');
}

export interface Context {
  id: string;
  text: string;
}

/** One case's ranked contexts, as a retrieval file holds them. */
export interface Result {
  id: string;
  contexts: Context[];
}
