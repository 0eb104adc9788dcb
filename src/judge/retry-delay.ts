import { APICallError } from 'ai';
import { backoffDelay } from '../timing/backoff.js';
import type { Clock } from '../timing/clock.js';

const MAX_RETRY_AFTER_MS = 60_000;

/**
 * How long to wait before retrying: `retry-after-ms`, `retry-after` (seconds or a date), or when
 * the provider says its request or token budget is spent, `x-ratelimit-reset-requests` /
 * `x-ratelimit-reset-tokens` (OpenAI's durations such as `1s`, `6m0s`, `20ms`), when given and
 * sane; else exponential backoff with jitter.
 */
export function retryDelayMs(
  error: unknown,
  attempt: number,
  initialDelayMs: number,
  clock: Pick<Clock, 'now' | 'random'>,
): number {
  const headers = APICallError.isInstance(error) ? (error.responseHeaders ?? {}) : {};
  const fromHeader = (): number | undefined => {
    const ms = Number.parseFloat(headers['retry-after-ms'] ?? '');
    if (Number.isFinite(ms)) return ms;
    const value = headers['retry-after'];
    if (value !== undefined) {
      const seconds = Number.parseFloat(value);
      return Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - clock.now().getTime();
    }
    const resets = (['requests', 'tokens'] as const)
      .filter((kind) => headers[`x-ratelimit-remaining-${kind}`]?.trim() === '0')
      .map((kind) => parseDuration(headers[`x-ratelimit-reset-${kind}`] ?? ''))
      .filter((reset): reset is number => reset !== undefined);
    return resets.length > 0 ? resets.reduce((a, b) => Math.max(a, b)) : undefined;
  };
  const header = fromHeader();
  if (header !== undefined && header >= 0 && header <= MAX_RETRY_AFTER_MS) return header;
  return backoffDelay(attempt, initialDelayMs, { random: clock.random });
}

/** `6m0s`, `1.5s`, `20ms` → milliseconds. */
export function parseDuration(text: string): number | undefined {
  const parts = [...text.trim().matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text.trim()) return undefined;
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;
  return parts.reduce((total, p) => total + Number(p[1]) * unit[p[2] as keyof typeof unit], 0);
}
