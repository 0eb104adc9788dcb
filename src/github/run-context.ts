import { tmpdir } from 'node:os';
import type { RepoRef } from './branch-files.js';

/** What the workflow run is about, read once from the runner's context and environment. */
export interface RunContext {
  /** `push`, `pull_request`, `workflow_run`, ... */
  eventName: string;
  /** GITHUB_REF, e.g. `refs/heads/main` or `refs/pull/7/merge`. */
  ref: string;
  /** GITHUB_SHA: the commit a push records (on pull_request, the merge commit). */
  sha: string;
  /** The commit the report is about: the PR's head on pull_request, else GITHUB_SHA; null when unknown. */
  headSha: string | null;
  repo: RepoRef;
  /** The repository's default branch, from the event payload (undefined when it does not say). */
  defaultBranch: string | undefined;
  /** The pull request the event is about, if any. */
  pullNumber: number | undefined;
  /** The workflow run's page, for links in the comment. */
  runUrl: string | undefined;
  /** Where fixture paths and the retriever command are relative to. */
  workspace: string;
  /** The runner's temporary folder (the default report path lives there). */
  runnerTemp: string;
}

/** The parts of `@actions/github`'s context that the action reads. */
export interface ActionsContext {
  eventName: string;
  ref: string;
  sha: string;
  runId: number;
  serverUrl: string;
  repo: RepoRef;
  payload: { repository?: Record<string, unknown>; pull_request?: Record<string, unknown> };
}

/** Pure: the run context from `github.context` and the environment. */
export function readRunContext(
  context: ActionsContext,
  env: NodeJS.ProcessEnv,
  cwd: string,
): RunContext {
  const pull = context.payload.pull_request;
  const head = (pull?.head as { sha?: unknown } | undefined)?.sha;
  const headSha = typeof head === 'string' ? head : context.sha || null;
  const defaultBranch = context.payload.repository?.default_branch;
  return {
    eventName: context.eventName,
    ref: context.ref,
    sha: context.sha,
    headSha,
    repo: context.repo,
    defaultBranch: typeof defaultBranch === 'string' ? defaultBranch : undefined,
    pullNumber: typeof pull?.number === 'number' ? pull.number : undefined,
    runUrl: context.runId
      ? `${context.serverUrl}/${context.repo.owner}/${context.repo.repo}/actions/runs/${context.runId}`
      : undefined,
    workspace: env.GITHUB_WORKSPACE || cwd,
    runnerTemp: env.RUNNER_TEMP || tmpdir(),
  };
}
