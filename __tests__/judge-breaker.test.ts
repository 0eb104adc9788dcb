import { describe, expect, it } from 'vitest';
import { JudgeBreaker } from '../src/judge/judge-breaker.js';
import { JudgeError, noUsage, type JudgeFailure } from '../src/judge/relevance-judge.js';

// The judge's breaker as plain data: failures in, whether the run stops asking (and why) out.

const retry = {
  maxRetries: 4,
  requestTimeoutMs: 120_000,
  clock: { now: () => new Date(0), sleep: async () => undefined, random: () => 0.5 },
};
const breaker = () => new JudgeBreaker(3, 'http://judge.test/v1', retry);
const failure = (kind: JudgeFailure, message = 'case "c": request timed out') =>
  new JudgeError(message, noUsage(), kind);

/** Feeds the failures; whether the breaker stopped the run. */
function stoppedAfter(
  b: JudgeBreaker,
  events: ('unavailable' | 'answer' | 'answered' | 'other')[],
) {
  for (const event of events) {
    if (event === 'answered') b.answered();
    else b.failed(event === 'other' ? new Error('not a judge error') : failure(event), noUsage());
  }
  return b.signal.aborted;
}

describe('JudgeBreaker', () => {
  it('stops after 3 cases in a row are unavailable, saying what to check', () => {
    const b = breaker();
    expect(stoppedAfter(b, ['unavailable', 'unavailable'])).toBe(false);
    const usage = { inputTokens: 5, outputTokens: 1, requests: 2 };
    const error = b.failed(failure('unavailable'), usage) as JudgeError;
    const message =
      'judge: the judge at http://judge.test/v1 is unavailable: 3 cases in a row failed (last: request timed out), so the run stopped asking; check that the server is up and base-url and model are right, or raise judge-timeout (now 120 s) or judge-retries (now 4)';
    expect(error).toMatchObject({ message, failure: 'stop', usage });
    expect(b.signal.aborted).toBe(true);
    expect(b.failed(new Error('a later case'), noUsage())).toMatchObject({ message });
  });

  it('counts only cases in a row: an answer or another failure starts over', () => {
    const unavailable2 = ['unavailable', 'unavailable'] as const;
    expect(stoppedAfter(breaker(), [...unavailable2, 'answered', ...unavailable2])).toBe(false);
    expect(stoppedAfter(breaker(), [...unavailable2, 'answer', ...unavailable2])).toBe(false);
  });

  it('passes an error that is not the judge’s through, neither counting nor resetting', () => {
    const b = breaker();
    const other = new Error('bug');
    expect(b.failed(other, noUsage())).toBe(other);
    expect(stoppedAfter(b, ['unavailable', 'unavailable', 'other', 'unavailable'])).toBe(true);
  });

  it.each(['stop', 'needs-key'] as const)(
    'a %s failure stops the run at once, as it is',
    (kind) => {
      const b = breaker();
      const first = failure(kind, 'judge: the key is wrong');
      expect(b.failed(first, noUsage())).toBe(first);
      expect(b.signal.aborted).toBe(true);
      const usage = { inputTokens: 0, outputTokens: 0, requests: 1 };
      expect(b.failed(failure('answer'), usage)).toMatchObject({
        message: 'judge: the key is wrong',
        failure: kind,
        usage,
      });
      expect(b.failed(new Error('a later case'), noUsage())).toMatchObject({
        message: 'judge: the key is wrong',
        failure: kind,
      });
    },
  );
});
