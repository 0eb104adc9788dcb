import { plural } from '../format/numbers.js';
import type { Report } from '../report/report.js';
import { describeError, seconds, type Octokit } from './octokit.js';
import type { CommitOrder } from './commit-order.js';
import {
  pullHead,
  upsertStickyComment,
  type CommentBodies,
  type CommentOutcome,
} from './pr-comment.js';
import { withDeadline } from '../timing/deadline.js';
import type { RunInfo } from './run-info.js';
import type { RunLog } from './action-io.js';

export interface CommentRequest {
  /** `pr-number`: the PR to comment on when the event is not about one (workflow_run). */
  prNumber: number | undefined;
  /** The report was made by an earlier run (`report` input): comment only on the PR head it was made for. */
  publishedReport: boolean;
  report: Report;
  bodies: CommentBodies;
}

/** The longest the comment (PR lookup, listing, writing) may take before it becomes a warning. */
const COMMENT_TOTAL_MS = 120_000;

/**
 * The sticky PR comment. Never throws and never fails the run: a comment that cannot be written
 * is a warning. Returns the comment's URL when one was written.
 */
export async function publishComment(
  octokit: Octokit | undefined,
  run: RunInfo,
  request: CommentRequest,
  log: Pick<RunLog, 'info' | 'warning'>,
  order?: CommitOrder,
  { totalMs = COMMENT_TOTAL_MS }: { totalMs?: number } = {},
): Promise<string | undefined> {
  const pullNumber = request.prNumber ?? run.pullNumber;
  if (pullNumber === undefined) {
    log.info('Not a pull request (and no pr-number): no comment.');
    return undefined;
  }
  if (!octokit) {
    // Said once by the run (NO_TOKEN_NOTE): not warned again here.
    log.info('No PR comment: github-token is empty.');
    return undefined;
  }
  const write = async (): Promise<CommentOutcome> => {
    const problem = await headProblem(octokit, run, pullNumber, request, order);
    if (problem) return { warning: problem };
    const sha = request.report.commit.sha;
    const head = sha && /^[0-9a-f]{40}$/.test(sha) ? { sha, order } : undefined;
    return upsertStickyComment(octokit, run.repo, pullNumber, request.bodies, head);
  };
  const outcome = await withDeadline(write(), totalMs, () => new Error('timeout')).catch(
    (): CommentOutcome => ({
      warning: `Could not write the context precision comment on PR #${pullNumber}: GitHub did not answer within ${seconds(totalMs)}. The report is still in the job summary.`,
    }),
  );
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
 * Why not to comment, or undefined.
 *
 * A report published for a fork PR comes from an artifact the PR's code made: comment only when it
 * was made for that PR's current head commit and (on workflow_run) for the commit the triggering
 * run was for, so a tampered pr-number or commit cannot aim it at another PR.
 *
 * A run whose head is not the PR's current head does not comment (the PR moved on; the newer
 * head's run writes the comment). A head that descends from the one GitHub reports (GitHub's
 * answer lags) is this run's to write; a PR that cannot be looked up is commented on as before.
 * The head marker (pr-comment.ts) covers a newer head's comment written after this check, but
 * orders heads by ancestry only: after a force push, only this check holds.
 */
async function headProblem(
  octokit: Octokit,
  run: RunInfo,
  pullNumber: number,
  { report, publishedReport }: CommentRequest,
  order: CommitOrder | undefined,
): Promise<string | undefined> {
  const ours = report.commit.sha;
  if (!ours && !publishedReport) return undefined;
  let current: string;
  try {
    current = await pullHead(octokit, run.repo, pullNumber);
  } catch (error) {
    if (!publishedReport) return undefined;
    return `Could not look up PR #${pullNumber} (${describeError(error)}): not commenting.`;
  }
  if (publishedReport) {
    const made = ours?.slice(0, 7) ?? 'an unknown commit';
    if (!ours || current !== ours)
      return `The report was made for ${made}, but PR #${pullNumber}'s head is ${current.slice(0, 7)}: not commenting.`;
    // Heads are public: the report must also be of the commit the triggering run was for, or a
    // fork's run could aim a forged report at another PR's head.
    if (run.eventName === 'workflow_run' && run.workflowRunHeadSha !== ours)
      return `The report says it was made for ${made} (PR #${pullNumber}'s head), but the workflow run that triggered this one was for ${run.workflowRunHeadSha?.slice(0, 7) ?? 'an unknown commit (the workflow_run event has no head_sha)'}: a report from another PR's run is not published. Not commenting.`;
    return undefined;
  }
  if (!ours || current === ours) return undefined;
  const ancestry = await order?.compare(current, ours).catch(() => undefined);
  if (ancestry?.status === 'ahead') return undefined;
  return `Not writing the context precision comment on PR #${pullNumber}: this run is for ${ours.slice(0, 7)}, but the PR's head is now ${current.slice(0, 7)} (a newer push; its run writes the comment). This run's check still counts for ${ours.slice(0, 7)}.`;
}
