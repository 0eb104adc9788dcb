import { plural } from '../format/numbers.js';
import type { Report } from '../report/report.js';
import { withDeadline } from '../timing/deadline.js';
import type { RunLog } from './action-io.js';
import type { RepoRef } from './branch-files.js';
import type { CommitOrder } from './commit-order.js';
import { describeError, seconds, statusOf, type Octokit } from './octokit.js';
import type { RunInfo } from './run-info.js';

interface CommentBodies {
  /** The hidden marker that identifies our comment for this gate name. */
  marker: string;
  body: string;
  /** A smaller body, for a retry when GitHub rejects the full one (422). */
  minimalBody: string;
}

type CommentOutcome =
  { url: string; action: 'created' | 'updated'; removedDuplicates: number } | { warning: string };

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
  const timeout = () => new Error(`GitHub did not answer within ${seconds(totalMs)}`);
  const outcome = await withDeadline(write(), totalMs, timeout).catch(
    (error: unknown): CommentOutcome => ({ warning: commentWarning(error, pullNumber) }),
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
 * The head marker (upsertStickyComment) covers a newer head's comment written after this check,
 * but orders heads by ancestry only: after a force push, only this check holds.
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

/**
 * The hidden line after the marker that says which head a comment was written for:
 * `<!-- context-precision-gate:NAME sha=… -->`.
 */
function headMarker(marker: string, sha: string): string {
  return marker.replace(/ -->$/, ` sha=${sha} -->`);
}

/** The head a comment of ours says it was written for (only where we put it: right after the marker). */
function headOf(body: string, marker: string): string | undefined {
  const second = body.slice(marker.length).split('\n', 2)[1] ?? '';
  const found = /^<!-- context-precision-gate:\S+ sha=([0-9a-f]{40}) -->$/.exec(second);
  return found && second === headMarker(marker, found[1]!) ? found[1] : undefined;
}

/**
 * One sticky comment per PR and gate name: found by its marker among all comments (paginated)
 * written by a bot or by the token's own user, updated in place; duplicates left by a race
 * are deleted. What GitHub refuses is thrown, for publishComment to warn of.
 */
async function upsertStickyComment(
  octokit: Octokit,
  repo: RepoRef,
  pullNumber: number,
  bodies: CommentBodies,
  /**
   * The PR head the comment is for: a comment written for a head descending from it is kept,
   * unless this head is the PR's head again (a force push back).
   */
  head?: { sha: string; order?: CommitOrder },
): Promise<CommentOutcome> {
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    ...repo,
    issue_number: pullNumber,
    per_page: 100,
  });
  // The token's user, to recognise comments a PAT wrote; GITHUB_TOKEN cannot ask (its comments
  // come from a bot).
  const viewer = await octokit.rest.users.getAuthenticated().then(
    ({ data }) => data.login,
    () => undefined,
  );
  const ours = comments.filter(
    (c) =>
      (c.body ?? '').startsWith(bodies.marker) &&
      c.user !== null &&
      (c.user.type === 'Bot' || c.user.login === viewer),
  );
  const [keep, ...duplicates] = ours;
  const theirs = keep && headOf(keep.body ?? '', bodies.marker);
  const ordered = head && theirs && theirs !== head.sha && head.order;
  if (
    ordered &&
    (await ordered.compare(head.sha, theirs)).status === 'ahead' &&
    (await pullHead(octokit, repo, pullNumber).catch(() => undefined)) !== head.sha
  )
    return {
      warning: `Not overwriting the context precision comment on PR #${pullNumber}: it was written for ${theirs.slice(0, 7)}, a newer head than this run's ${head.sha.slice(0, 7)}.`,
    };
  const toWrite = head ? withHead(bodies, head.sha) : bodies;
  const create = (body: string) =>
    octokit.rest.issues.createComment({ ...repo, issue_number: pullNumber, body });
  // A comment deleted since it was listed (404 on the update): a new one takes its place.
  let action: 'created' | 'updated' = keep ? 'updated' : 'created';
  const write = async (body: string): Promise<{ data: { html_url: string } }> => {
    if (!keep || action === 'created') return create(body);
    try {
      return await octokit.rest.issues.updateComment({ ...repo, comment_id: keep.id, body });
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
      action = 'created';
      return create(body);
    }
  };
  // 422 (body too long or rejected): once more with the minimal body.
  const written = await write(toWrite.body).catch((error: unknown) => {
    if (statusOf(error) !== 422) throw error;
    return write(toWrite.minimalBody);
  });
  for (const duplicate of duplicates) {
    await octokit.rest.issues
      .deleteComment({ ...repo, comment_id: duplicate.id })
      .catch(() => undefined);
  }
  return { url: written.data.html_url, action, removedDuplicates: duplicates.length };
}

async function pullHead(octokit: Octokit, repo: RepoRef, pullNumber: number) {
  return (await octokit.rest.pulls.get({ ...repo, pull_number: pullNumber })).data.head.sha;
}

/** The bodies with the head line right after the marker. */
function withHead(bodies: CommentBodies, sha: string): CommentBodies {
  const line = headMarker(bodies.marker, sha);
  const add = (body: string) =>
    body.startsWith(bodies.marker)
      ? `${bodies.marker}\n${line}${body.slice(bodies.marker.length)}`
      : body;
  return { ...bodies, body: add(bodies.body), minimalBody: add(bodies.minimalBody) };
}

function commentWarning(error: unknown, pullNumber: number): string {
  const status = statusOf(error);
  const why =
    status === 403 || status === 404
      ? 'The token cannot write to this pull request: on a PR from a fork the token is read-only, and otherwise the job needs `permissions: pull-requests: write`. For fork PRs, post the comment from a second workflow on `workflow_run` with the `report` and `pr-number` inputs (see the README).'
      : 'The report is still in the job summary.';
  return `Could not write the context precision comment on PR #${pullNumber} (${describeError(error)}). ${why}`;
}
