/**
 * Requests in flight to the judge, adapted to what the provider allows (AIMD, as TCP does): start
 * at `max` (the `concurrency` input); halve on a rate-limit answer (429), once per round of
 * requests; grow by one after `limit` answers in a row without one, back up to `max`.
 */
export class AdaptiveLimit {
  private limit: number;
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  private successes = 0;
  /** Bumped on every decrease: a request sent before it was sent under a higher limit. */
  private epoch = 0;

  constructor(private readonly max: number) {
    this.limit = max;
  }

  /** Waits for a slot; returns the epoch to hand back to `rateLimited`. */
  async acquire(): Promise<number> {
    if (this.inFlight < this.limit) this.inFlight += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    return this.epoch;
  }

  release(): void {
    this.inFlight -= 1;
    this.pump();
  }

  /** An answer that was not a rate limit: additive increase. */
  succeeded(): void {
    if (this.limit >= this.max) return;
    this.successes += 1;
    if (this.successes >= this.limit) {
      this.successes = 0;
      this.limit += 1;
      this.pump();
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
    if (this.limit <= 1) return false;
    this.limit = Math.max(1, Math.floor(this.limit / 2));
    this.epoch += 1;
    return true;
  }

  private pump(): void {
    while (this.inFlight < this.limit && this.waiting.length > 0) {
      this.inFlight += 1;
      (this.waiting.shift() as () => void)();
    }
  }
}
