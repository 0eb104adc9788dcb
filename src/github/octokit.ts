import * as github from '@actions/github';
import { defaults } from '@actions/github/lib/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling, type ThrottlingOptions } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck/light.js';

export type Octokit = ReturnType<typeof github.getOctokit>;

/** The longest wait for a rate limit, in seconds: past it a job fails (or warns) instead of stalling. */
const MAX_RATE_LIMIT_WAIT_S = 60;

export interface OctokitTuning {
  /** The API's URL: the job's GITHUB_API_URL (GHES too); empty or undefined: https://api.github.com. */
  baseUrl?: string;
  /**
   * Milliseconds per second of every wait: those GitHub asks for (Retry-After, rate-limit resets),
   * the retry backoff and the spacing of writes: 1000 for real, 1 in tests so that waits take
   * milliseconds.
   */
  secondMs?: number;
  /**
   * The throttling plugin (default on): it spaces writes 1 s apart and comment writes 3 s apart
   * (GitHub's advice for content creation) and waits out rate limits. In-process tests of the
   * store's races turn it off.
   */
  throttle?: boolean;
  /** Milliseconds one request may take before it is given up (and retried like a 5xx). Default 30 s. */
  requestTimeoutMs?: number;
}

/** The plugin retries when it returns true (its type says void). */
type LimitHandler = NonNullable<ThrottlingOptions['onRateLimit']>;

/**
 * An Octokit for the REST API (GITHUB_API_URL, so GHES works too) that retries server errors and
 * waits out primary and secondary rate limits a bounded number of times, never longer than
 * MAX_RATE_LIMIT_WAIT_S: a later reset fails the request at once (describeError says when the
 * limit resets).
 */
export function createOctokit(
  token: string,
  log: (message: string) => void = () => undefined,
  tuning: OctokitTuning = {},
): Octokit {
  const secondMs = tuning.secondMs ?? 1000;
  const timeoutMs = tuning.requestTimeoutMs ?? 30_000;
  // The runner's fetch (it honours the proxy settings), each attempt bounded: a GitHub that never
  // answers costs the timeout per attempt, not undici's 300 s.
  const baseFetch = (defaults.request?.fetch as typeof fetch | undefined) ?? fetch;
  const timedFetch = async (url: string | URL | Request, init: RequestInit = {}) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      return await baseFetch(url, {
        ...init,
        signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
      });
    } catch (error) {
      if (timeout.aborted)
        throw new Error(`GitHub did not answer within ${seconds(timeoutMs)}`, { cause: error });
      throw error;
    }
  };
  const limitHandler =
    (kind: string): LimitHandler =>
    (retryAfter, options, _octokit, retryCount) => {
      if (retryAfter > MAX_RATE_LIMIT_WAIT_S) {
        log(
          `GitHub ${kind} on ${options.method} ${options.url}: it resets in ${retryAfter} s, more than the ${MAX_RATE_LIMIT_WAIT_S} s this action waits; not retrying`,
        );
        return false;
      }
      if (retryCount >= 2) return false;
      log(`GitHub ${kind} on ${options.method} ${options.url}; retrying in ${retryAfter} s`);
      return true;
    };
  return github.getOctokit(
    token,
    {
      baseUrl: tuning.baseUrl || 'https://api.github.com',
      request: { ...defaults.request, fetch: timedFetch },
      throttle: {
        enabled: tuning.throttle ?? true,
        // The plugin's own groups, with their spacing in this client's seconds (and this client's
        // alone: they are not shared with another client in the same process).
        write: new Bottleneck.Group({ maxConcurrent: 1, minTime: secondMs }),
        notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 3 * secondMs }),
        search: new Bottleneck.Group({ maxConcurrent: 1, minTime: 2 * secondMs }),
        retryAfterBaseValue: secondMs,
        onRateLimit: limitHandler('rate limit'),
        onSecondaryRateLimit: limitHandler('secondary rate limit'),
      },
      // 409 and 422 answer this request as it was asked (a lost race, a refusal): repeating it
      // cannot succeed, so the caller decides. 429 is the throttling plugin's (rate limits).
      retry: {
        retries: 2,
        retryAfterBaseValue: secondMs,
        doNotRetry: [400, 401, 403, 404, 409, 410, 422, 429, 451],
      },
    },
    retry,
    throttling,
  );
}

export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Said once when `github-token` is empty: what is off (the rest of the run says nothing more of it). */
export const NO_TOKEN_NOTE =
  'github-token is empty: the baseline store and the PR comment are off (no baseline is read, nothing is recorded, no comment is written); the gate uses the threshold alone. Set github-token (the default, ${{ github.token }}) to turn them on.';

/** Error codes of a request that never reached the server (DNS, refused, cut, timed out). */
const NETWORK_CODES =
  /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|UND_ERR_CONNECT_TIMEOUT|UND_ERR_SOCKET)\b/;

/**
 * For a request that never reached GitHub: `could not reach api.github.com: getaddrinfo ENOTFOUND
 * api.github.com; check the runner's network and GITHUB_API_URL`. Octokit reports these as HTTP
 * 500, which they are not. Undefined for any answer GitHub gave.
 */
function unreachableMessage(error: unknown): string | undefined {
  const text = error instanceof Error ? error.message : String(error);
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : '';
  if (!NETWORK_CODES.test(`${text} ${code}`)) return undefined;
  const url = (error as { request?: { url?: unknown } } | null)?.request?.url;
  const host = (typeof url === 'string' && URL.parse(url)?.host) || 'the GitHub API';
  return `could not reach ${host}: ${text.split('\n')[0]}; ${CHECK_NETWORK}`;
}

const CHECK_NETWORK = "check the runner's network and GITHUB_API_URL";

/** Whether a message carries unreachableMessage's text (a request that never reached GitHub). */
export function saysUnreachable(message: string): boolean {
  return message.includes(CHECK_NETWORK);
}

/**
 * GitHub's own message of an Octokit error (the `message` field of its answer, on one line:
 * "Repository rule violations found: Changes must be made through a pull request."), else the
 * error's first line.
 */
export function gitHubMessage(error: unknown): string {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  const message = (data as { message?: unknown } | null | undefined)?.message;
  if (typeof message === 'string' && message.trim() !== '') {
    const [first, ...rest] = message
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    return rest.length ? `${first}: ${rest.join('; ')}` : (first ?? '');
  }
  return error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
}

/**
 * An Octokit error, for a message: `HTTP 422 "GitHub's message"`, with when an exhausted rate
 * limit resets; for a request that never reached GitHub, unreachableMessage's text.
 */
export function describeError(error: unknown): string {
  const status = statusOf(error);
  return (
    unreachableMessage(error) ??
    `${status ? `HTTP ${status} ` : ''}"${gitHubMessage(error)}"${rateLimitNote(error)}`
  );
}

/** " (the GitHub API rate limit resets at …)" for an error that says the limit is exhausted, else "". */
export function rateLimitNote(error: unknown): string {
  const status = statusOf(error);
  if (status !== 403 && status !== 429) return '';
  const headers = (error as { response?: { headers?: Record<string, unknown> } }).response?.headers;
  if (String(headers?.['x-ratelimit-remaining']) !== '0') return '';
  const reset = Number(headers?.['x-ratelimit-reset']);
  if (!Number.isFinite(reset) || reset <= 0) return '';
  const left = Math.max(0, Math.round(reset - Date.now() / 1000));
  const until = left < 120 ? `in ${left} s` : `in ${Math.round(left / 60)} min`;
  return ` (the GitHub API rate limit resets at ${new Date(reset * 1000).toISOString()}, ${until}: re-run the job after that)`;
}

/** "30 s", "0.05 s". */
export function seconds(ms: number): string {
  return `${Number((ms / 1000).toPrecision(3))} s`;
}
