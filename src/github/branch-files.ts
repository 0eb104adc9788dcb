import { UserError, errorMessage } from '../errors.js';
import { statusOf, type Octokit } from './octokit.js';

export interface RepoRef {
  owner: string;
  repo: string;
}

export interface BranchFile {
  text: string;
  /** The blob sha, needed to update the file. */
  sha: string;
}

/**
 * Files on one branch, through the contents API only (no checkout, no git push). A missing branch
 * reads as empty and is created, on the first write, as an orphan commit.
 */
export class BranchFiles {
  constructor(
    private readonly octokit: Octokit,
    private readonly repo: RepoRef,
    readonly branch: string,
  ) {}

  /** The file, or null when it (or the branch) does not exist. Files over 1 MB come raw. */
  async read(path: string): Promise<BranchFile | null> {
    let data: unknown;
    try {
      ({ data } = await this.octokit.rest.repos.getContent({
        ...this.repo,
        path,
        ref: this.branch,
      }));
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw new UserError(`baseline store: cannot read ${this.branch}:${path}: ${describe(error)}`);
    }
    const file = data as { type?: string; sha?: string; content?: string; encoding?: string };
    if (Array.isArray(data) || file.type !== 'file' || !file.sha) {
      throw new UserError(`baseline store: ${this.branch}:${path} is not a file`);
    }
    if (file.encoding === 'base64' && file.content !== undefined) {
      return { text: Buffer.from(file.content, 'base64').toString('utf8'), sha: file.sha };
    }
    // Over 1 MB the JSON answer has no content ("encoding": "none"): ask for the raw bytes.
    const raw = await this.octokit.rest.repos.getContent({
      ...this.repo,
      path,
      ref: this.branch,
      mediaType: { format: 'raw' },
    });
    return { text: rawText(raw.data), sha: file.sha };
  }

  /**
   * Creates or updates a file on the branch (which must exist: see `ensureBranch`). `sha` is the
   * blob we read (undefined: we saw no file). Returns 'conflict' when someone else wrote first
   * (409, or 422 on a stale or missing sha).
   */
  async write(
    path: string,
    text: string,
    sha: string | undefined,
    message: string,
  ): Promise<'written' | 'conflict'> {
    try {
      await this.octokit.rest.repos.createOrUpdateFileContents({
        ...this.repo,
        path,
        message,
        content: Buffer.from(text, 'utf8').toString('base64'),
        branch: this.branch,
        ...(sha && { sha }),
      });
      return 'written';
    } catch (error) {
      const status = statusOf(error);
      if (status === 409 || status === 422) return 'conflict';
      throw new UserError(
        `baseline store: cannot write ${this.branch}:${path}: ${describe(error)}`,
      );
    }
  }

  /** Creates the branch when it does not exist yet (asked first, not inferred from a failed write). */
  async ensureBranch(): Promise<void> {
    try {
      await this.octokit.rest.git.getRef({ ...this.repo, ref: `heads/${this.branch}` });
      return;
    } catch (error) {
      if (statusOf(error) !== 404) {
        throw new UserError(
          `baseline store: cannot read the branch ${this.branch}: ${describe(error)}`,
        );
      }
    }
    await this.createBranch();
  }

  /** An orphan commit holding a README, so the data branch shares no history with the code. */
  private async createBranch(): Promise<void> {
    try {
      const tree = await this.octokit.rest.git.createTree({
        ...this.repo,
        tree: [{ path: 'README.md', mode: '100644', type: 'blob', content: DATA_BRANCH_README }],
      });
      const commit = await this.octokit.rest.git.createCommit({
        ...this.repo,
        message: 'Create the context precision data branch',
        tree: tree.data.sha,
        parents: [],
      });
      await this.octokit.rest.git.createRef({
        ...this.repo,
        ref: `refs/heads/${this.branch}`,
        sha: commit.data.sha,
      });
    } catch (error) {
      // 422: another recorder created it first; that is what we wanted.
      if (statusOf(error) !== 422)
        throw new UserError(
          `baseline store: cannot create the branch ${this.branch}: ${describe(error)}`,
        );
    }
  }
}

const DATA_BRANCH_README = `# Context precision data

Written by the Context Precision Gate action: per gate name, \`baseline.json\` (the latest report
recorded on the default branch), \`history.json\` (one entry per recorded commit) and
\`verdicts.json\` (the judge's verdicts, reused by later runs). Do not edit by hand.
`;

function rawText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  if (ArrayBuffer.isView(data))
    return Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8');
  throw new UserError('baseline store: unexpected raw content');
}

function describe(error: unknown): string {
  const status = statusOf(error);
  const hint =
    status === 403
      ? ' (the token lacks contents: write, or this is a fork PR)'
      : status === 401
        ? ' (bad credentials: check github-token)'
        : '';
  return `${status ? `HTTP ${status} ` : ''}${errorMessage(error).split('\n')[0]}${hint}`;
}
