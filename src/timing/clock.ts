import { sleep } from './backoff.js';

/**
 * Time, waiting and randomness for one run, injected as one: the action and the CLI pass the
 * system clock, tests a clock whose waits return at once (and whose random is seeded).
 */
export interface Clock {
  now(): Date;
  /** Waits `ms`; wakes at once when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** A number in [0, 1), for retry jitter. */
  random(): number;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep,
  random: Math.random,
};
