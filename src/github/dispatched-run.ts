import { UserError } from '../errors.js';
import { gitHubMessage, type Octokit } from './octokit.js';
import { reviewNote } from './review-commands.js';
import type { RunInfo } from './run-info.js';

/**
 * A `workflow_dispatch` run with the input `pull-request` (a review's commit dispatches one)
 * gates that PR's head as its `pull_request` run would: the same base commit's baseline (read
 * from the PR), never a record, the same sticky comment; and the comment says which labels a
 * review changed when the head commit is a review's (its message). The checkout, GITHUB_SHA, is
 * the head gated; the comment is only written while it is the PR's head. Other runs: as they are.
 */
export async function asPullRequestRun(octokit: Octokit, run: RunInfo): Promise<RunInfo> {
  const pull_number = run.pullNumber;
  if (run.eventName !== 'workflow_dispatch' || pull_number === undefined) return run;
  let base: string;
  try {
    base = (await octokit.rest.pulls.get({ ...run.repo, pull_number })).data.base.sha;
  } catch (error) {
    throw new UserError(
      `workflow_dispatch input pull-request: cannot read PR #${pull_number}: ${gitHubMessage(error)}`,
    );
  }
  const message = await octokit.rest.git.getCommit({ ...run.repo, commit_sha: run.sha }).then(
    ({ data }) => data.message,
    () => '',
  );
  return { ...run, eventName: 'pull_request', baseSha: base, reviewNote: reviewNote(message) };
}
