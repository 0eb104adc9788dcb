import { describe, expect, it } from 'vitest';
import { AdaptiveLimit } from '../src/judge/adaptive-limit.js';

// The judge's in-flight limit (AIMD) as plain data: how many waiting requests it lets through.

/** Lets pending requests settle (no timers: one macrotask turn). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `n` requests ask for a slot at once; `admitted` counts those let through, `epochs` their epochs;
 * `release()` ends the oldest request in flight.
 */
async function requests(limit: AdaptiveLimit, n: number) {
  const ends: (() => void)[] = [];
  const seen = { admitted: 0, epochs: [] as number[] };
  for (let i = 0; i < n; i += 1)
    void limit.run(async (epoch) => {
      seen.admitted += 1;
      seen.epochs.push(epoch);
      await new Promise<void>((resolve) => ends.push(resolve));
    });
  await settle();
  return { seen, release: () => ends.shift()?.() };
}

describe('AdaptiveLimit', () => {
  it('lets max requests in at once; the next one waits for a release', async () => {
    const limit = new AdaptiveLimit(2);
    const { seen, release } = await requests(limit, 3);
    expect(seen).toEqual({ admitted: 2, epochs: [0, 0] });
    release();
    await settle();
    expect(seen.admitted).toBe(3);
  });

  it('halves (rounding down) on a 429, and hands out the new epoch', async () => {
    const limit = new AdaptiveLimit(5);
    expect(limit.rateLimited(0)).toBe(true);
    expect((await requests(limit, 5)).seen).toEqual({ admitted: 2, epochs: [1, 1] });
  });

  it('lowers once for 429s to requests sent before the last decrease', async () => {
    const limit = new AdaptiveLimit(8);
    expect(limit.rateLimited(0)).toBe(true); // 8 → 4, epoch 1
    expect(limit.rateLimited(0)).toBe(true); // sent at 8: already lowered
    expect((await requests(limit, 8)).seen.admitted).toBe(4);
  });

  it('goes down to one at a time; a 429 then is the provider’s limit (false)', () => {
    const limit = new AdaptiveLimit(8);
    expect([0, 1, 2, 3].map((epoch) => limit.rateLimited(epoch))).toEqual([
      true, // 4
      true, // 2
      true, // 1
      false,
    ]);
  });

  it('grows by one after `limit` answers in a row without a 429, up to max', async () => {
    const limit = new AdaptiveLimit(4);
    limit.rateLimited(0); // 2
    const { seen } = await requests(limit, 8);
    const admittedAfter = async (successes: number) => {
      for (let i = 0; i < successes; i += 1) limit.succeeded();
      await settle();
      return seen.admitted;
    };
    expect(seen.admitted).toBe(2);
    expect(await admittedAfter(1)).toBe(2);
    expect(await admittedAfter(1)).toBe(3); // 2 answers at 2 → 3
    expect(await admittedAfter(2)).toBe(3);
    expect(await admittedAfter(1)).toBe(4); // 3 answers at 3 → 4
    expect(await admittedAfter(20)).toBe(4); // max
  });

  it('a 429 starts the count of answers over', async () => {
    const limit = new AdaptiveLimit(4);
    limit.rateLimited(0); // 2, epoch 1
    limit.succeeded();
    limit.rateLimited(0); // stale: stays 2, but the count restarts
    limit.succeeded();
    expect((await requests(limit, 8)).seen.admitted).toBe(2);
  });
});
