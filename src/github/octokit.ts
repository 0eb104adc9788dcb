import * as github from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

export type Octokit = ReturnType<typeof github.getOctokit>;

/**
 * An Octokit for the REST API (GITHUB_API_URL, so GHES works too) that retries server errors and
 * waits out primary and secondary rate limits a bounded number of times.
 */
export function createOctokit(
  token: string,
  log: (message: string) => void = () => undefined,
): Octokit {
  return github.getOctokit(
    token,
    {
      throttle: {
        onRateLimit: (
          retryAfter: number,
          options: { method: string; url: string },
          _octokit: unknown,
          retryCount: number,
        ) => {
          log(`GitHub rate limit on ${options.method} ${options.url}; retrying in ${retryAfter} s`);
          return retryCount < 2;
        },
        onSecondaryRateLimit: (
          retryAfter: number,
          options: { method: string; url: string },
          _octokit: unknown,
          retryCount: number,
        ) => {
          log(
            `GitHub secondary rate limit on ${options.method} ${options.url}; retrying in ${retryAfter} s`,
          );
          return retryCount < 2;
        },
      },
      // 409 is a lost race on a stale sha: the store re-reads and merges; repeating the same
      // request cannot succeed, so it is not retried here (the plugin would, by default).
      retry: { retries: 2, doNotRetry: [400, 401, 403, 404, 409, 410, 422, 451] },
    },
    retry,
    throttling,
  );
}

/** The HTTP status of an Octokit error, if it has one. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
