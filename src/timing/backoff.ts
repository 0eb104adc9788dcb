import { setTimeout as wait } from 'node:timers/promises';

/**
 * The one retry wait of the project (judge requests, data-branch races): exponential backoff with
 * "equal jitter", half of the doubled delay fixed and half random, so that runners retrying at
 * the same moment spread out. `random` is injectable so tests know the delays.
 */
export function backoffDelay(
  attempt: number,
  initialDelayMs: number,
  options: { random?: () => number; maxDoublings?: number } = {},
): number {
  const backoff = initialDelayMs * 2 ** Math.min(attempt, options.maxDoublings ?? 16);
  return backoff / 2 + (options.random ?? Math.random)() * (backoff / 2);
}

/** Waits `ms`; wakes at once when `signal` aborts (a run that stops does not sit out its waits). */
export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  wait(ms, undefined, { signal }).catch(() => undefined);
