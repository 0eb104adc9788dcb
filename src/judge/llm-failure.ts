import { APICallError } from 'ai';
import { errorMessage } from '../errors.js';
import type { Clock } from '../timing/clock.js';
import { configurationProblem, rejectsTemperature } from './api-errors.js';

export interface RetrySettings {
  maxRetries: number;
  requestTimeoutMs: number;
  initialDelayMs: number;
  clock: Clock;
}

/** What a failed judge call calls for (pure: from the error and where the request stands). */
export type FailureAction =
  /** The run stopped asking (the breaker tripped) while the request was out. */
  | { kind: 'stopped' }
  /** The model rejects `temperature`: ask again without it, for the rest of the run too. */
  | { kind: 'without-temperature' }
  /** A keyless server refused to answer without a key. */
  | { kind: 'needs-key'; message: string }
  /** The judge is misconfigured (model, key, base-url): no more requests. */
  | { kind: 'misconfigured'; message: string }
  /** A 429 because more requests were in flight than the provider allows: wait a turn, no retry used. */
  | { kind: 'wait-turn' }
  /** An answer that is not the verdicts asked for: the caller may ask once more. */
  | { kind: 'unusable'; problem: string }
  /** Transient (408/409/429/5xx, timeout, connection): retry after the delay. */
  | { kind: 'retry' }
  /** Not to be retried (`answer`), or out of retries (`unavailable`). */
  | { kind: 'failed'; message: string; failure: 'answer' | 'unavailable' };

/** Where the request stands when it failed. */
export interface FailureState {
  /** The run stopped asking meanwhile. */
  stopped: boolean;
  /** The request was sent with `temperature`. */
  withTemperature: boolean;
  hasKey: boolean;
  modelId: string;
  server: string;
  caseId: string;
  /** Retries used so far (0 on the first attempt). */
  attempt: number;
  retry: RetrySettings;
  /**
   * For a 429: whether it was ours (the in-flight limit comes down, and the request may wait its
   * turn); asked only for a 429 that is not a configuration problem.
   */
  ownRateLimit: () => boolean;
}

/** Decides what a failed judge call calls for; the judge's loop only carries it out. */
export function classifyFailure(error: unknown, state: FailureState): FailureAction {
  if (state.stopped) return { kind: 'stopped' };
  if (state.withTemperature && rejectsTemperature(error)) return { kind: 'without-temperature' };
  const misconfigured = configurationProblem(error, state.modelId);
  const status = APICallError.isInstance(error) ? error.statusCode : undefined;
  if (misconfigured !== undefined && !state.hasKey && (status === 401 || status === 403))
    return {
      kind: 'needs-key',
      message: `${state.server} refused to answer without a key (HTTP ${status})`,
    };
  if (misconfigured !== undefined)
    return {
      kind: 'misconfigured',
      message: `judge: ${state.server} answered that the judge is misconfigured: ${misconfigured}. No more requests were sent.`,
    };
  if (status === 429 && state.ownRateLimit()) return { kind: 'wait-turn' };
  if (!isTransient(error)) {
    if (isUnusableAnswer(error))
      return {
        kind: 'unusable',
        problem: `unparsable answer (${errorMessage(error).split('\n')[0]})`,
      };
    return {
      kind: 'failed',
      message: `case "${state.caseId}": judge request failed: ${describeApiError(error, state.retry)}`,
      failure: 'answer',
    };
  }
  if (state.attempt >= state.retry.maxRetries)
    return {
      kind: 'failed',
      message: `case "${state.caseId}": judge request failed after ${state.attempt + 1} attempt${state.attempt === 0 ? '' : 's'}: ${describeApiError(error, state.retry)}`,
      failure: 'unavailable',
    };
  return { kind: 'retry' };
}

function isTransient(error: unknown): boolean {
  if (APICallError.isInstance(error)) return error.isRetryable;
  const name = (error as { name?: string } | null)?.name;
  // Our per-request timeout, or the connection failing before an answer.
  return (
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    /fetch failed|ECONNRESET|socket hang up/i.test(errorMessage(error))
  );
}

export function isUnusableAnswer(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name ?? '';
  return /NoObjectGenerated|NoOutputGenerated|JSONParse|TypeValidation|NoContentGenerated/.test(
    name,
  );
}

function describeApiError(error: unknown, retry: RetrySettings): string {
  if (APICallError.isInstance(error)) {
    return error.statusCode === undefined
      ? `${error.message} (${error.url})`
      : `HTTP ${error.statusCode} from ${error.url}: ${error.message}`;
  }
  const name = (error as { name?: string } | null)?.name;
  return name === 'TimeoutError'
    ? `timed out after ${retry.requestTimeoutMs / 1000} s`
    : errorMessage(error);
}
