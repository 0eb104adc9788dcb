// Pieces the benches share to make synthetic golden sets: a seeded PRNG (the same seed gives the
// same data, so runs are comparable), filler text that tokenizes like real chunks, and the shapes
// of a retriever's results.

// The gate's own seeded PRNG (the bootstrap's); Node runs .ts files only by their real name.
export { mulberry32 } from '../src/compare/bootstrap.ts';

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
