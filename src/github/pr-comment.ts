import { errorMessage } from '../errors.js';
import { statusOf, type Octokit } from './octokit.js';
import type { RepoRef } from './branch-files.js';

export interface CommentBodies {
  /** The hidden marker that identifies our comment for this gate name. */
  marker: string;
  body: string;
  /** A smaller body, for a retry when GitHub rejects the full one (422). */
  minimalBody: string;
}

export type CommentOutcome =
  { url: string; action: 'created' | 'updated'; removedDuplicates: number } | { warning: string };

interface IssueComment {
  id: number;
  body?: string;
  html_url: string;
  user: { login: string; type: string } | null;
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
): Promise<CommentOutcome> {
  try {
    const comments = (await octokit.paginate(octokit.rest.issues.listComments, {
      ...repo,
      issue_number: pullNumber,
      per_page: 100,
    })) as IssueComment[];
    const viewer = await viewerLogin(octokit);
    const ours = comments.filter(
      (c) =>
        (c.body ?? '').startsWith(bodies.marker) &&
        c.user !== null &&
        (c.user.type === 'Bot' || c.user.login === viewer),
    );
    const [keep, ...duplicates] = ours;
    const written = await writeWithFallback(
      bodies,
      async (body): Promise<{ data: { html_url: string } }> =>
        keep
          ? octokit.rest.issues.updateComment({ ...repo, comment_id: keep.id, body })
          : octokit.rest.issues.createComment({ ...repo, issue_number: pullNumber, body }),
    );
    for (const duplicate of duplicates) {
      await octokit.rest.issues
        .deleteComment({ ...repo, comment_id: duplicate.id })
        .catch(() => undefined);
    }
    return {
      url: written.data.html_url,
      action: keep ? 'updated' : 'created',
      removedDuplicates: duplicates.length,
    };
  } catch (error) {
    return { warning: commentWarning(error, pullNumber) };
  }
}

/** 422 (body too long or rejected): try once more with the minimal body. */
async function writeWithFallback<T>(
  bodies: CommentBodies,
  write: (body: string) => Promise<T>,
): Promise<T> {
  try {
    return await write(bodies.body);
  } catch (error) {
    if (statusOf(error) !== 422) throw error;
    return write(bodies.minimalBody);
  }
}

/** The token's user, to recognise comments a PAT wrote; GITHUB_TOKEN cannot ask (its comments come from a bot). */
async function viewerLogin(octokit: Octokit): Promise<string | undefined> {
  try {
    return (await octokit.rest.users.getAuthenticated()).data.login;
  } catch {
    return undefined;
  }
}

function commentWarning(error: unknown, pullNumber: number): string {
  const status = statusOf(error);
  const why =
    status === 403 || status === 404
      ? 'The token cannot write to this pull request: on a PR from a fork the token is read-only, and otherwise the job needs `permissions: pull-requests: write`. For fork PRs, post the comment from a second workflow on `workflow_run` with the `report` and `pr-number` inputs (see the README).'
      : 'The report is still in the job summary.';
  return `Could not write the context precision comment on PR #${pullNumber} (${status ? `HTTP ${status}: ` : ''}${errorMessage(error).split('\n')[0]}). ${why}`;
}
