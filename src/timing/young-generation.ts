import { setFlagsFromString } from 'node:v8';

// V8's young generation grows with the allocation rate, and on a large golden set that growth, not
// live data, is most of the peak memory (10k cases × 10 contexts: about 400 MB RSS for 85 MB live).
// Kept at the size it has once the code is loaded, that run peaks at 250-300 MB and is no slower.
const FIXED = '--semi-space-growth-factor=1';
/** V8's own value: with every flag as the binary has it, V8 accepts Node's code cache again. */
const V8_DEFAULT = '--semi-space-growth-factor=2';

let fixed = false;

/**
 * Keeps the young generation at its size from here on. The runner starts node without flags, so
 * the entry point calls it once the engine's code is loaded (earlier, it would stay too small for
 * a small run's allocations) and before any input is read.
 */
export function fixYoungGeneration(): void {
  setFlagsFromString(FIXED);
  fixed = true;
}

/** Golden sets smaller than this gain nothing worth keeping from a fixed young generation. */
const SMALL_GOLDEN_SET = 1_000;

/**
 * Lets the young generation grow again when the golden set is small: there its growth is a few
 * MB, and kept small it doubles the scavenges (200 LLM-judged cases: 26 instead of 12).
 */
export function sizeYoungGenerationFor(cases: number): void {
  if (!fixed || cases >= SMALL_GOLDEN_SET) return;
  setFlagsFromString(V8_DEFAULT);
  fixed = false;
}

/**
 * Runs `load` with V8's flags as the binary has them. V8 takes Node's code cache for a built-in
 * module only under the flags it was made with: under a changed flag each module is compiled from
 * source, about 40 ms more CPU for the judge's (http, tls, zlib, fetch). Loading code allocates
 * little, so the young generation barely grows meanwhile.
 */
export async function withV8DefaultFlags<T>(load: () => Promise<T>): Promise<T> {
  if (!fixed) return load();
  setFlagsFromString(V8_DEFAULT);
  try {
    return await load();
  } finally {
    setFlagsFromString(FIXED);
  }
}
