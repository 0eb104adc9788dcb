import { JudgeError, type TokenUsage } from './relevance-judge.js';
import type { RetrySettings } from './llm-failure.js';

/**
 * Stops the run when the judge is down or hangs: after `threshold` cases in a row fail with
 * `unavailable` (each having used its retries), no request is sent any more, requests in flight
 * are abandoned, and every case still to judge fails at once with one message saying what to check.
 */
export class JudgeBreaker {
  private readonly controller = new AbortController();
  readonly signal = this.controller.signal;
  private consecutive = 0;
  private stopped: JudgeError | undefined;

  constructor(
    private readonly threshold: number,
    private readonly server: string,
    private readonly retry: RetrySettings,
  ) {}

  /** The judge gave an answer (usable or not): it is up. */
  answered(): void {
    this.consecutive = 0;
  }

  /** Counts the failure and returns the error to throw for the case (once stopped: the stop's). */
  failed(error: unknown, usage: TokenUsage): unknown {
    if (this.stopped) return new JudgeError(this.stopped.message, usage, this.stopped.failure);
    if (!JudgeError.isInstance(error)) return error;
    if (error.failure === 'stop' || error.failure === 'needs-key') return this.stop(error);
    if (error.failure !== 'unavailable') {
      this.consecutive = 0;
      return error;
    }
    this.consecutive += 1;
    if (this.consecutive < this.threshold) return error;
    const cause = error.message.replace(/^case "[^"]*": /, '');
    const message = `judge: the judge at ${this.server} is unavailable: ${this.consecutive} cases in a row failed (last: ${cause}), so the run stopped asking; check that the server is up and base-url and model are right, or raise judge-timeout (now ${this.retry.requestTimeoutMs / 1000} s) or judge-retries (now ${this.retry.maxRetries})`;
    return this.stop(new JudgeError(message, usage, 'stop'));
  }

  private stop(error: JudgeError): JudgeError {
    this.stopped = error;
    this.controller.abort();
    return error;
  }
}
