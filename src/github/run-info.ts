import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { UserError } from '../errors.js';
import { gitHubMessage, type Octokit } from './octokit.js';
import { reviewNote } from './review-commands.js';

/**
 * What the workflow run is about, read once from the runner's environment and the event
 * (readRunInfo), as a dispatched run of a PR sees it (asPullRequestRun).
 */
export type RunInfo = ReturnType<typeof readRunInfo> & {
  /** The comment's line on the labels a review changed, when the head gated is a review's commit. */
  reviewNote?: string;
};

/** The parts of the event's payload (GITHUB_EVENT_PATH's JSON) that the action reads. */
export type EventPayload = {
  repository?: Record<string, unknown>;
  pull_request?: Record<string, unknown>;
  merge_group?: Record<string, unknown>;
  workflow_run?: Record<string, unknown>;
  inputs?: Record<string, unknown>;
};

/**
 * The event's payload, read as `@actions/github` reads it (GITHUB_EVENT_PATH) but from the given
 * environment, not the process's at import time. `note` hears of a missing event file.
 */
export function eventPayload(
  env: NodeJS.ProcessEnv,
  note: (message: string) => void,
): EventPayload {
  const eventPath = env.GITHUB_EVENT_PATH;
  if (!eventPath) return {};
  if (existsSync(eventPath)) return JSON.parse(readFileSync(eventPath, 'utf8'));
  note(`GITHUB_EVENT_PATH ${eventPath} does not exist`);
  return {};
}

/** What to do when the runner's variables are missing. */
const OUTSIDE_ACTIONS =
  'the action runs as a step of a GitHub Actions job, which sets it; to score on another machine, use the CLI (npx context-precision-gate --golden <files>)';

/** A `workflow_dispatch` run's input `pull-request` (a positive integer, else an input error). */
function dispatchedPull(eventName: string, payload: EventPayload): number | undefined {
  const input = payload.inputs?.['pull-request'];
  if (eventName !== 'workflow_dispatch' || input === undefined || input === '') return undefined;
  if (/^[1-9]\d{0,9}$/.test(String(input))) return Number(input);
  throw new UserError(
    `workflow_dispatch input pull-request: expected a PR number, got "${String(input).slice(0, 40)}"`,
  );
}

/** Pure: the run info from the runner's environment (GITHUB_*, as the runner sets it) and the event's payload. */
export function readRunInfo(env: NodeJS.ProcessEnv, payload: EventPayload, cwd: string) {
  const eventName = env.GITHUB_EVENT_NAME;
  if (!eventName)
    throw new UserError(
      `GITHUB_EVENT_NAME is not set, so the action cannot tell which event it runs for: ${OUTSIDE_ACTIONS}`,
    );
  const [owner, name] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !name) throw new UserError(`GITHUB_REPOSITORY is not set: ${OUTSIDE_ACTIONS}`);
  const ref = env.GITHUB_REF as string;
  const sha = env.GITHUB_SHA as string;
  const pull = payload.pull_request;
  const group = payload.merge_group;
  const text = (value: unknown): string | undefined =>
    typeof value === 'string' && value !== '' ? value : undefined;
  const head = text((pull?.head as { sha?: unknown } | undefined)?.sha) ?? text(group?.head_sha);
  const headSha = head ?? (sha || null);
  const defaultBranch = payload.repository?.default_branch;
  const runId = Number.parseInt(env.GITHUB_RUN_ID ?? '', 10);
  const repoUrl = `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${owner}/${name}`;
  return {
    /** `push`, `pull_request`, `workflow_run`, ... */
    eventName,
    /** GITHUB_REF, e.g. `refs/heads/main` or `refs/pull/7/merge`. */
    ref,
    /** GITHUB_SHA: the commit a push records (on pull_request, the merge commit). */
    sha,
    /** The commit the report is about: the PR's head on pull_request, else GITHUB_SHA; null when unknown. */
    headSha,
    repo: { owner, repo: name },
    /** The repository's default branch, from the event payload (undefined when it does not say). */
    defaultBranch: typeof defaultBranch === 'string' ? defaultBranch : undefined,
    /** The branches this run is for (GITHUB_REF's `refs/heads/…`, a PR's head branch): never the data branch. */
    ownBranches: [/^refs\/heads\/(.+)$/.exec(ref)?.[1], text(env.GITHUB_HEAD_REF)].filter(
      (branch): branch is string => branch !== undefined,
    ),
    /**
     * The commit a pull request or merge queue run is compared at (`pull_request.base.sha`,
     * `merge_group.base_sha`); undefined on other events.
     */
    baseSha: text((pull?.base as { sha?: unknown } | undefined)?.sha) ?? text(group?.base_sha),
    /** On `workflow_run`: the commit the triggering run was for (`workflow_run.head_sha`). */
    workflowRunHeadSha: text(payload.workflow_run?.head_sha),
    /** The pull request the event is about, if any (a `workflow_dispatch` run's input `pull-request`). */
    pullNumber: typeof pull?.number === 'number' ? pull.number : dispatchedPull(eventName, payload),
    /** The workflow run's page, for links in the comment. */
    runUrl: runId ? `${repoUrl}/actions/runs/${runId}` : undefined,
    /** The repository's files at the head commit (`…/blob/<sha>`), for links to golden lines. */
    blobUrl:
      headSha && /^[0-9a-f]{40,64}$/i.test(headSha) ? `${repoUrl}/blob/${headSha}` : undefined,
    /** Where fixture paths and the retriever command are relative to. */
    workspace: env.GITHUB_WORKSPACE || cwd,
    /** The runner's temporary folder (the default report path lives there). */
    runnerTemp: env.RUNNER_TEMP || tmpdir(),
  };
}

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
