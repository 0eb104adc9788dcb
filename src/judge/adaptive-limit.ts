import pLimit, { type LimitFunction } from 'p-limit';

/**
 * Requests in flight to the judge, adapted to what the provider allows (AIMD, as TCP does): start
 * at `max` (the `concurrency` input); halve on a rate-limit answer (429), once per round of
 * requests; grow by one after `limit` answers in a row without one, back up to `max`.
 */
export class AdaptiveLimit {
  private readonly slots: LimitFunction;
  private successes = 0;
  /** Bumped on every decrease: a request sent before it was sent under a higher limit. */
  private epoch = 0;

  constructor(private readonly max: number) {
    this.slots = pLimit(max);
  }

  /** Runs `send` in a slot, once one is free; it gets the epoch to hand back to `rateLimited`. */
  run<T>(send: (epoch: number) => Promise<T>): Promise<T> {
    return this.slots(() => send(this.epoch));
  }

  /** An answer that was not a rate limit: additive increase. */
  succeeded(): void {
    if (this.slots.concurrency >= this.max) return;
    this.successes += 1;
    if (this.successes >= this.slots.concurrency) {
      this.successes = 0;
      this.slots.concurrency += 1;
    }
  }

  /**
   * A 429 for a request sent at `epoch`: multiplicative decrease, unless the limit was already
   * lowered after that request went out. False when the limit cannot go lower (one at a time): only
   * then is the 429 the provider's limit rather than ours, and it counts as a failed attempt.
   */
  rateLimited(epoch: number): boolean {
    this.successes = 0;
    if (epoch < this.epoch) return true;
    if (this.slots.concurrency <= 1) return false;
    this.slots.concurrency = Math.floor(this.slots.concurrency / 2);
    this.epoch += 1;
    return true;
  }
}
