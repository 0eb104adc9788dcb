import { setFlagsFromString } from 'node:v8';

// V8's young generation grows with the allocation rate, and that growth, not live data, is most of
// a run's peak memory (10k cases × 10 contexts: about 400 MB RSS for 85 MB live; 200 LLM-judged
// cases: 156 MB against 141 MB fixed, as fast: bench/run-memory.mts). The engine keeps it at the
// size it has once the code is loaded, from before it reads the golden set (fixed only once the
// set is read, the 10k run peaks at 320 MB instead of 250-300).

/** Keeps the young generation at its size from here on. */
export function fixYoungGeneration(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}
