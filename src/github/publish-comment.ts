import { errorMessage } from '../errors.js';
import { plural } from '../format/numbers.js';
import type { Report } from '../report/report.js';
import type { Octokit } from './octokit.js';
import { upsertStickyComment, type CommentBodies } from './pr-comment.js';
import type { RunContext } from './run-context.js';

export interface CommentRequest {
  /** `pr-number`: the PR to comment on when the event is not about one (workflow_run). */
  prNumber: number | undefined;
  /** The report was made by an earlier run (`report` input): comment only on the PR head it was made for. */
  publishedReport: boolean;
  report: Report;
  bodies: CommentBodies;
}

export interface CommentLog {
  info(message: string): void;
  warning(message: string): void;
}

/**
 * The sticky PR comment. Never throws and never fails the run: a comment that cannot be written
 * is a warning. Returns the comment's URL when one was written.
 */
export async function publishComment(
  octokit: Octokit | undefined,
  run: RunContext,
  request: CommentRequest,
  log: CommentLog,
): Promise<string | undefined> {
  const pullNumber = request.prNumber ?? run.pullNumber;
  if (pullNumber === undefined) {
    log.info('Not a pull request (and no pr-number): no comment.');
    return undefined;
  }
  if (!octokit) {
    log.warning('No github-token: the PR comment was not written.');
    return undefined;
  }
  if (request.publishedReport) {
    const problem = await headMismatch(octokit, run, pullNumber, request.report);
    if (problem) {
      log.warning(problem);
      return undefined;
    }
  }
  const outcome = await upsertStickyComment(octokit, run.repo, pullNumber, request.bodies);
  if ('warning' in outcome) {
    log.warning(outcome.warning);
    return undefined;
  }
  log.info(
    `PR comment ${outcome.action}: ${outcome.url}${outcome.removedDuplicates ? ` (${plural(outcome.removedDuplicates, 'duplicate')} removed)` : ''}`,
  );
  return outcome.url;
}

/**
 * A report published for a fork PR comes from an artifact the PR's code made: comment only when it
 * was made for that PR's current head commit, so a tampered pr-number cannot aim it elsewhere.
 * Returns why not to comment, or undefined.
 */
async function headMismatch(
  octokit: Octokit,
  run: RunContext,
  pullNumber: number,
  report: Report,
): Promise<string | undefined> {
  try {
    const { data } = await octokit.rest.pulls.get({ ...run.repo, pull_number: pullNumber });
    if (report.commit.sha && data.head.sha === report.commit.sha) return undefined;
    return `The report was made for ${report.commit.sha?.slice(0, 7) ?? 'an unknown commit'}, but PR #${pullNumber}'s head is ${data.head.sha.slice(0, 7)}: not commenting.`;
  } catch (error) {
    return `Could not look up PR #${pullNumber} (${errorMessage(error).split('\n')[0]}): not commenting.`;
  }
}
