import { GitHubBaselineStore } from '../baseline/baseline-store.js';
import type { GateOptions } from '../config/options.js';
import { UserError, errorMessage } from '../errors.js';
import { BranchFiles, type RepoRef } from '../github/branch-files.js';
import { createOctokit, type OctokitTuning } from '../github/octokit.js';
import type { VerdictSource } from '../judge/stored-verdict.js';
import { git } from './baseline-ref.js';

/** owner/repo from a GitHub remote URL (https, ssh or scp-like), or undefined. */
export function repoOfRemote(url: string): RepoRef | undefined {
  const match =
    /^(?:https?:\/\/|ssh:\/\/)?(?:[^@/]+@)?[^/:]+[/:]([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(
      url.trim(),
    );
  return match ? { owner: match[1] as string, repo: match[2] as string } : undefined;
}

/**
 * The verdicts main has recorded (this gate's verdicts on the data branch), read with a token from the repository of the `origin` remote: a local run starts from them and asks the judge
 * only about what main has not seen. Read only; nothing is written.
 */
export async function defaultBranchVerdicts(
  token: string,
  options: Pick<GateOptions, 'baselineBranch' | 'name'>,
  {
    cwd,
    env,
    octokit: tuning,
  }: { cwd: string; env: NodeJS.ProcessEnv; octokit?: Omit<OctokitTuning, 'baseUrl'> },
  log: (message: string) => void,
): Promise<VerdictSource> {
  let remote: string;
  try {
    remote = await git(['remote', 'get-url', 'origin'], cwd);
  } catch (error) {
    throw new UserError(
      `github-token: cannot tell the repository: "git remote get-url origin" failed in ${cwd} (${errorMessage(error).split('\n')[0]})`,
    );
  }
  const repo = repoOfRemote(remote);
  if (!repo)
    throw new UserError(
      `github-token: the origin remote "${remote}" is not a GitHub repository URL`,
    );
  const octokit = createOctokit(token, log, {
    ...tuning,
    baseUrl: env.GITHUB_API_URL,
  });
  const store = new GitHubBaselineStore(
    new BranchFiles(octokit, repo, options.baselineBranch),
    options.name,
  );
  const stored = await store.load();
  for (const warning of stored.warnings) log(`warning: ${warning}`);
  return async (keys) => {
    const verdicts = await stored.verdicts(keys);
    log(
      `Read ${verdicts.size} recorded verdicts from ${repo.owner}/${repo.repo}:${options.baselineBranch}/${options.name}.`,
    );
    return verdicts;
  };
}
