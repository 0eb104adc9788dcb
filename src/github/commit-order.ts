import { UserError } from '../errors.js';
import { shortSha } from '../format/plain-text.js';
import type { RepoRef } from './branch-files.js';
import { describeError, gitHubMessage, statusOf, type Octokit } from './octokit.js';

/**
 * How commit `head` stands to commit `base`, as GitHub's compare API says: `ahead` (head
 * descends from base: it is newer), `behind` (head is an ancestor of base: older), `identical`,
 * `diverged` (neither contains the other: a force push, or another branch); `unknown` when
 * GitHub cannot compare them (a commit it does not have, or no common ancestor), with why.
 */
export type Ancestry =
  { status: 'ahead' | 'behind' | 'identical' | 'diverged' } | { status: 'unknown'; why: string };

/** Orders commits by ancestry (never by clocks). */
export interface CommitOrder {
  compare(base: string, head: string): Promise<Ancestry>;
}

/** Without a way to ask GitHub, commits cannot be ordered: each record replaces the baseline. */
export const UNORDERED: CommitOrder = {
  compare: async (base, head): Promise<Ancestry> =>
    base === head ? { status: 'identical' } : { status: 'unknown', why: 'no commit order given' },
};

/** The compare API (`GET /repos/{o}/{r}/compare/{base}...{head}`); answers are cached per pair. */
export class GitHubCommitOrder implements CommitOrder {
  private readonly known = new Map<string, Ancestry>();

  constructor(
    private readonly octokit: Octokit,
    private readonly repo: RepoRef,
  ) {}

  async compare(base: string, head: string): Promise<Ancestry> {
    if (base === head) return { status: 'identical' };
    const key = `${base}...${head}`;
    const cached = this.known.get(key);
    if (cached) return cached;
    let answer: Ancestry;
    try {
      const { data } = await this.octokit.rest.repos.compareCommitsWithBasehead({
        ...this.repo,
        basehead: key,
        per_page: 1,
      });
      answer = { status: data.status };
    } catch (error) {
      // 404: a commit GitHub does not have (force-pushed away), or no common ancestor.
      if (statusOf(error) !== 404)
        throw new UserError(
          `cannot compare the commits ${shortSha(base)} and ${shortSha(head)} on GitHub: ${describeError(error)}`,
        );
      answer = { status: 'unknown', why: `GitHub cannot compare them: "${gitHubMessage(error)}"` };
    }
    this.known.set(key, answer);
    return answer;
  }
}
