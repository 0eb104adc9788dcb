import { posix } from 'node:path';
import { errorMessage } from '../errors.js';
import { splitList } from '../files/expand-patterns.js';
import { dateOf, withLabels, type Promotion } from '../golden/label-writer.js';
import { BranchFiles, type BranchHead, type RepoRef } from './branch-files.js';
import { describeError, gitHubMessage, statusOf, type Octokit } from './octokit.js';
import {
  decisionsOf,
  parseReviewCommands,
  replies,
  reviewCommitMessage,
} from './review-commands.js';
import type { RunLog } from './action-io.js';

/** An `issue_comment` (created) on a pull request: the comment and who wrote it. */
type ReviewComment = NonNullable<ReturnType<typeof reviewCommentOf>>;

/** The review comment an event carries, or undefined (another action, an issue that is no PR). */
export function reviewCommentOf(payload: Record<string, unknown>) {
  const issue = payload.issue as { number?: unknown; pull_request?: unknown } | undefined;
  const comment = payload.comment as
    | { id?: number; body?: string; html_url?: string; user?: { login?: string; type?: string } }
    | undefined;
  if (payload.action !== 'created' || !issue?.pull_request || typeof issue.number !== 'number')
    return undefined;
  if (!comment || typeof comment.id !== 'number') return undefined;
  const login = comment.user?.login ?? '';
  return {
    pull: issue.number,
    id: comment.id,
    body: comment.body ?? '',
    url: comment.html_url ?? '',
    login,
    bot: comment.user?.type === 'Bot' || login.endsWith('[bot]'),
  };
}

export interface ReviewSetup {
  repo: RepoRef;
  /** The `golden` input: where the cases are defined, on the PR's head branch too. */
  golden: string;
  /** GITHUB_WORKFLOW_REF (`owner/repo/.github/workflows/x.yml@refs/heads/main`): the workflow to run again. */
  workflowRef: string | undefined;
  now: Date;
}

/**
 * A review in the pull request: the comment's `/context-precision accept|reject` lines become
 * labels in the golden files on the PR's head branch, as one commit through the API (nothing of
 * the PR runs, no judge is asked), then the workflow is dispatched on that branch to gate it
 * again. Reactions say how it went (👀 read, 👍 committed, 😕 not) and anything refused gets one
 * reply saying why. Never throws for GitHub's refusals: they are replies and warnings.
 */
export async function reviewComment(
  octokit: Octokit,
  comment: ReviewComment,
  setup: ReviewSetup,
  log: Pick<RunLog, 'info' | 'warning'>,
): Promise<void> {
  const { repo } = setup;
  const { commands, malformed } = parseReviewCommands(comment.body);
  if (commands.length + malformed.length === 0)
    return log.info('No /context-precision line: nothing to do.');
  if (comment.bot) return log.info(`A comment by ${comment.login}, a bot: ignored.`);
  const react = (content: 'eyes' | '+1' | 'confused') =>
    octokit.rest.reactions
      .createForIssueComment({ ...repo, comment_id: comment.id, content })
      .catch((error: unknown) => log.info(`No ${content} reaction: ${gitHubMessage(error)}`));
  await react('eyes');
  const outcome = await applyReview(octokit, comment, setup, { commands, malformed }).catch(
    (error: unknown) => ({ reply: replies.failed(failure(error)) }),
  );
  if ('reply' in outcome) {
    log.warning(`Review comment ${comment.url}: ${outcome.reply}`);
    await octokit.rest.issues
      .createComment({ ...repo, issue_number: comment.pull, body: outcome.reply })
      .catch((error: unknown) => log.warning(`Could not reply: ${gitHubMessage(error)}`));
    await react('confused');
    return;
  }
  log.info(
    `Committed ${outcome.sha.slice(0, 7)} on ${outcome.branch}: labels from ${comment.login}.`,
  );
  await react('+1');
  await dispatchGate(octokit, setup, outcome.branch, comment.pull, log);
}

/**
 * What went wrong, for the reply: the first line, without what the data branch's reader and
 * writer (BranchFiles) say of the baseline store.
 */
const failure = (error: unknown): string =>
  statusOf(error) === undefined
    ? (errorMessage(error).split('\n')[0] ?? '')
        .replace(/^baseline store: /, '')
        .replace(/ Nothing was recorded .*$/, '')
    : describeError(error);

type ReviewOutcome = { sha: string; branch: string } | { reply: string };

/** Who may, what the lines say, where the cases are; then the commit (a lost race: read again). */
async function applyReview(
  octokit: Octokit,
  comment: ReviewComment,
  { repo, golden, now }: ReviewSetup,
  { commands, malformed }: ReturnType<typeof parseReviewCommands>,
): Promise<ReviewOutcome> {
  // `permission` is the legacy field (maintain reads as write); `role_name` names custom roles.
  const may = ['admin', 'maintain', 'write'];
  const { permission, role_name } = await octokit.rest.repos
    .getCollaboratorPermissionLevel({ ...repo, username: comment.login })
    .then(
      ({ data }) => data,
      (error: unknown) =>
        statusOf(error) === 404 ? { permission: 'none', role_name: '' } : Promise.reject(error),
    );
  if (!may.includes(permission) && !may.includes(role_name))
    return { reply: replies.visitor(comment.login, role_name || permission) };
  if (malformed.length > 0) return { reply: replies.malformed(malformed) };
  const { data: pull } = await octokit.rest.pulls.get({ ...repo, pull_number: comment.pull });
  const cases = decisionsOf(commands, { by: comment.login, at: dateOf(now) });
  const headRepo = pull.head.repo?.full_name;
  const fork = headRepo?.toLowerCase() !== `${repo.owner}/${repo.repo}`.toLowerCase();
  const branch = pull.head.ref;
  const files = new BranchFiles(octokit, repo, branch);
  for (let attempt = 1; ; attempt += 1) {
    // A fork's head commit is read through this repository (GitHub keeps a PR's commits here).
    const head: BranchHead | null = fork ? null : await files.head();
    if (!fork && !head) return { reply: replies.failed(`The branch ${branch} is gone.`) };
    const edit = await labelFiles(files, head?.commit ?? pull.head.sha, golden, cases);
    const unknown = [...cases.keys()].filter((id) => !edit.found.has(id));
    if (unknown.length > 0) return { reply: replies.unknown(unknown, branch, golden) };
    if (!head)
      return {
        reply: replies.fork(headRepo ?? 'a deleted repository', forkEdits(edit.before, edit.after)),
      };
    const message = reviewCommitMessage(commands, comment.login, comment.url);
    const landed = await files.commit(head, edit.after, message);
    if (landed.committed) return { sha: landed.sha, branch };
    if (attempt === 3) return { reply: replies.failed(`${branch} kept moving: ${landed.race}`) };
  }
}

/** The golden files at `commit` that define the cases, before and after their labels change. */
async function labelFiles(
  files: BranchFiles,
  commit: string,
  golden: string,
  cases: ReadonlyMap<string, Promotion>,
) {
  const patterns = splitList(golden).map((p) => posix.normalize(p).replace(/^\.\//, ''));
  const archive = await files.existingArchive(commit, '');
  const texts = archive.files('', (path) => patterns.some((p) => posix.matchesGlob(path, p)));
  const found = new Set<string>();
  const before = new Map<string, string>();
  const after = new Map<string, string>();
  for (const [path, text] of texts) {
    const edited = await withLabels(text, path, cases);
    if (edited.found.size === 0) continue;
    for (const id of edited.found) found.add(id);
    before.set(path, text);
    after.set(path, edited.text);
  }
  return { found, before, after };
}

/** Per file, the lines that change (from the first that differs to the last): what a fork adds. */
function forkEdits(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>) {
  return [...after].map(([file, text]) => {
    const old = (before.get(file) ?? '').split('\n');
    const next = text.split('\n');
    let start = 0;
    while (start < old.length && old[start] === next[start]) start += 1;
    let end = 0;
    while (end < old.length - start && old[old.length - 1 - end] === next[next.length - 1 - end])
      end += 1;
    const lines = next.slice(start, next.length - end).join('\n');
    const last = old.length - end;
    const where =
      last < start + 1
        ? `after line ${start}, add`
        : last === start + 1
          ? `line ${start + 1} becomes`
          : `lines ${start + 1}–${last} become`;
    return { file, where, lines };
  });
}

/**
 * A push made with the workflow's token starts no workflow: the workflow this run belongs to is
 * dispatched on the PR's branch with `pull-request: N`, and gates the PR's new head.
 */
async function dispatchGate(
  octokit: Octokit,
  { repo, workflowRef }: ReviewSetup,
  branch: string,
  pull: number,
  log: Pick<RunLog, 'info' | 'warning'>,
): Promise<void> {
  const workflow = /\/\.github\/workflows\/([^/@]+)@/.exec(workflowRef ?? '')?.[1];
  if (!workflow)
    return log.warning(
      `The labels are committed, but GITHUB_WORKFLOW_REF (${workflowRef ?? 'unset'}) names no workflow to run again: push to ${branch} or re-run the PR's check.`,
    );
  try {
    await octokit.rest.actions.createWorkflowDispatch({
      ...repo,
      workflow_id: workflow,
      ref: branch,
      inputs: { 'pull-request': String(pull) },
    });
    log.info(`Dispatched ${workflow} on ${branch} (pull-request: ${pull}) to gate the new labels.`);
  } catch (error) {
    log.warning(
      `The labels are committed, but ${workflow} could not be dispatched on ${branch} (${gitHubMessage(error)}): the job needs \`permissions: actions: write\` and the workflow a \`workflow_dispatch\` trigger with the input pull-request.`,
    );
  }
}
