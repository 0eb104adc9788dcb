import { describeError, statusOf, type Octokit } from './octokit.js';
import type { RepoRef } from './branch-files.js';
import type { CommitOrder } from './commit-order.js';

export interface CommentBodies {
  /** The hidden marker that identifies our comment for this gate name. */
  marker: string;
  body: string;
  /** A smaller body, for a retry when GitHub rejects the full one (422). */
  minimalBody: string;
}

export type CommentOutcome =
  { url: string; action: 'created' | 'updated'; removedDuplicates: number } | { warning: string };

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
 * are deleted. Nothing here throws: a comment that cannot be written is a warning.
 */
export async function upsertStickyComment(
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
  try {
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
  } catch (error) {
    return { warning: commentWarning(error, pullNumber) };
  }
}

/** The PR's head commit now. */
export async function pullHead(octokit: Octokit, repo: RepoRef, pullNumber: number) {
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
