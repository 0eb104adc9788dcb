import { gunzipSync } from 'node:zlib';
import { parseTar } from 'nanotar';
import { UserError } from '../errors.js';
import { describeError, gitHubMessage, rateLimitNote, statusOf, type Octokit } from './octokit.js';

export interface RepoRef {
  owner: string;
  repo: string;
}

/** A branch's head commit and that commit's tree. */
export interface BranchHead {
  commit: string;
  tree: string;
}

/**
 * A downloaded tree: the files under a folder (paths relative to it; '' for the whole tree) that
 * `wanted` accepts; with `links`, their symbolic links too (as empty texts).
 */
export interface BranchArchive {
  files(folder: string, wanted?: (path: string) => boolean, links?: boolean): Map<string, string>;
}

/** A commit landed, or lost a race (the branch moved, or was created, since we read it). */
export type CommitOutcome = { committed: true; sha: string } | { committed: false; race: string };

/**
 * Files on one branch through the REST API (no checkout, no git push): read at a commit, and
 * written as one commit on the head we read, landed by a non-forced ref update. A missing branch
 * reads as empty and is created by the first commit, as an orphan.
 */
export class BranchFiles {
  constructor(
    private readonly octokit: Octokit,
    private readonly repo: RepoRef,
    readonly branch: string,
    /**
     * The most JSON one tree request carries. GitHub documents a cap of 7 MB (and 100,000
     * entries), but create-tree has answered 502 (or 422 "timed out") from about 2.5 MB in
     * practice (codesandbox/codesandbox-client#8614): 1.5 MB keeps well below it.
     */
    private readonly treeBatchBytes = 1_500_000,
  ) {}

  /** The branch's head, or null when the branch does not exist. */
  async head(): Promise<BranchHead | null> {
    const answer = await found(
      `the branch ${this.branch}`,
      this.octokit.rest.repos.getBranch({ ...this.repo, branch: this.branch }),
    );
    // GitHub answers for a renamed branch with the branch it became: this branch is missing.
    if (answer?.data.name !== this.branch) return null;
    const { sha, commit } = answer.data.commit;
    return { commit: sha, tree: commit.tree.sha };
  }

  /** `archive`, where a missing commit is an error. */
  async existingArchive(commit: string, folder: string): Promise<BranchArchive> {
    const archive = await this.archive(commit, folder);
    if (archive) return archive;
    throw new UserError(
      `baseline store: cannot read ${this.branch}:${folder} at ${commit.slice(0, 7)}: the data branch has no such commit`,
    );
  }

  /**
   * The branch's tree at `commit`, downloaded and unzipped once (GitHub's "download a repository
   * archive": the gzipped tar of the whole tree), to read folders from as often as needed. `folder` names what
   * is read in messages. Null when the repository has no such commit (GitHub's 404).
   */
  async archive(commit: string, folder: string): Promise<BranchArchive | null> {
    const answer = await found(
      `${this.branch}:${folder} at ${commit.slice(0, 7)}`,
      this.octokit.rest.repos.downloadTarballArchive({ ...this.repo, ref: commit }),
    );
    if (!answer) return null;
    const data: unknown = answer.data;
    const gz = data instanceof ArrayBuffer ? new Uint8Array(data) : (data as Uint8Array);
    let tar: Uint8Array;
    try {
      tar = gunzipSync(gz);
    } catch (error) {
      throw new UserError(
        `baseline store: the archive of ${this.branch} at ${commit.slice(0, 7)} came cut short or damaged (${gz.length} bytes: ${(error as Error).message}); nothing was read. Re-run the job.`,
      );
    }
    // nanotar reads the whole ArrayBuffer behind a view: give it one of its own.
    const own =
      tar.byteOffset === 0 && tar.byteLength === tar.buffer.byteLength ? tar : Uint8Array.from(tar);
    return { files: (at, wanted, links) => archiveFiles(own, at, wanted, links) };
  }

  /** About the write requests `commit` makes for `files`: the tree requests, the commit and the ref. */
  writeRequests(files: ReadonlyMap<string, string | null>): number {
    return batches(treeEntries(files), this.treeBatchBytes).length + 2;
  }

  /**
   * One commit that sets `files` (path → text; null deletes the file) on top of `head` (null: the branch is missing,
   * so an orphan commit that also holds a README), then the branch moved to it without force.
   * A race (the branch moved or was created meanwhile) is an outcome; anything else GitHub
   * refuses (protection, rulesets, permissions) is a UserError quoting GitHub's message.
   */
  async commit(
    head: BranchHead | null,
    files: ReadonlyMap<string, string | null>,
    message: string,
  ): Promise<CommitOutcome> {
    const entries = treeEntries(head ? files : [...files, ['README.md', DATA_BRANCH_README]]);
    let sha: string;
    try {
      // Blobs inline: GitHub writes each `content` out as a blob. A large write (the first record
      // of a big store) goes in several requests, each tree built on the one before.
      let tree = head?.tree;
      // A file too large for a tree request of its own goes up as a blob first.
      for (const [i, entry] of entries.entries()) {
        if (!('content' in entry) || entryBytes(entry) <= this.treeBatchBytes) continue;
        const { content, ...rest } = entry;
        const blob = await this.octokit.rest.git.createBlob({ ...this.repo, content });
        entries[i] = { ...rest, sha: blob.data.sha };
      }
      for (const batch of batches(entries, this.treeBatchBytes)) {
        const { data } = await this.octokit.rest.git.createTree({
          ...this.repo,
          ...(tree && { base_tree: tree }),
          tree: batch,
        });
        tree = data.sha;
      }
      const commit = await this.octokit.rest.git.createCommit({
        ...this.repo,
        message,
        tree: tree as string,
        parents: head ? [head.commit] : [],
      });
      sha = commit.data.sha;
    } catch (error) {
      throw this.refusal(error);
    }
    try {
      const ref = `heads/${this.branch}`;
      if (head) await this.octokit.rest.git.updateRef({ ...this.repo, ref, sha, force: false });
      else await this.octokit.rest.git.createRef({ ...this.repo, ref: `refs/${ref}`, sha });
      return { committed: true, sha };
    } catch (error) {
      const status = statusOf(error);
      if (status === undefined || status >= 500) {
        // The answer was lost, not necessarily the update: look before saying nothing landed.
        const now = await this.head().catch(() => null);
        if (now?.commit === sha) return { committed: true, sha };
      }
      const race = await this.raceOrNull(error, head);
      if (race) return { committed: false, race };
      throw this.refusal(error);
    }
  }

  /**
   * Why a refused ref update is a lost race, or null when it is not. GitHub's answers: 422
   * "Update is not a fast forward" (the head moved), 422 "Reference already exists" (someone
   * created the branch first), 422 "Reference does not exist" (it was deleted). Protection and
   * rulesets ("Protected branch update failed …", "Repository rule violations found …", 409 or
   * 422) are refusals. Any other 409/422 is a race only if the branch really moved.
   */
  private async raceOrNull(error: unknown, head: BranchHead | null): Promise<string | null> {
    const status = statusOf(error);
    if (status !== 409 && status !== 422) return null;
    const message = gitHubMessage(error);
    if (/protected branch|rule violation/i.test(message)) return null;
    if (/not a fast.?forward|reference already exists|reference does not exist/i.test(message))
      return message;
    const now = await this.head().catch(() => undefined);
    if (now === undefined) return null;
    return (now?.commit ?? null) !== (head?.commit ?? null) ? message : null;
  }

  private refusal(error: unknown): UserError {
    const status = statusOf(error);
    const hint =
      status === 403 && !rateLimitNote(error)
        ? ' The token needs `permissions: contents: write` (a fork PR never gets it).'
        : status === 401
          ? ' Check github-token.'
          : status === 409 || status === 422
            ? ` Exempt ${this.branch} from branch protection and rulesets for this workflow's token, or set baseline-branch to a branch the token may push to.`
            : '';
    const verb =
      status === undefined || status >= 500 ? 'could not write to' : 'refused to write to';
    return new UserError(
      `baseline store: GitHub ${verb} ${this.branch}: ${describeError(error)}. Nothing was recorded (the baseline, history and verdicts change in one commit).${hint}`,
    );
  }
}

const DATA_BRANCH_README = `# Context precision data

Written by the Context Precision Gate action: per gate name, \`baseline.json\` (the newest recorded
commit of the default branch; its rankings under \`cases/\`), \`commits/<sha>.json\` (the recent
commits' records, for pull requests based on them, listed oldest first in \`commits.json\`),
\`history.json\` and \`history/\` (one entry per recorded commit, and its per-case AP) and
\`verdicts/\` (the judge's verdicts, reused by later runs), sharded by key. Do not
edit by hand.
`;

/** Tree entries that set `files` (path → text); null deletes the file, as GitHub's `sha: null`. */
const treeEntries = (files: Iterable<readonly [string, string | null]>) =>
  Array.from(files, ([path, content]) => {
    const entry = { path, mode: '100644' as const, type: 'blob' as const };
    return content === null ? { ...entry, sha: null as string | null } : { ...entry, content };
  });
type TreeEntry = ReturnType<typeof treeEntries>[number];

/** An entry's bytes in a tree request's JSON body. */
const entryBytes = (entry: TreeEntry): number => Buffer.byteLength(JSON.stringify(entry));

/** A tree request's JSON around its entries (`{"base_tree":"<sha>","tree":[…]}`), at most. */
const ENVELOPE_BYTES = 100;

/** Tree entries in runs of at most `bytes` of request JSON (at least one entry) and 50,000 entries. */
function batches(entries: TreeEntry[], bytes: number): TreeEntry[][] {
  const runs: TreeEntry[][] = [[]];
  let size = ENVELOPE_BYTES;
  for (const entry of entries) {
    // The entry and the comma after it.
    const length = entryBytes(entry) + 1;
    const run = runs.at(-1)!;
    if ((size + length > bytes && run.length > 0) || run.length >= 50_000) {
      runs.push([]);
      size = ENVELOPE_BYTES;
    }
    runs.at(-1)!.push(entry);
    size += length;
  }
  return runs;
}

/** `BranchArchive.files` in a repository archive's tar, where every path is under a top folder (`owner-repo-sha/`). */
function archiveFiles(
  tar: Uint8Array,
  folder: string,
  wanted: (path: string) => boolean = () => true,
  links = false,
): Map<string, string> {
  const files = new Map<string, string>();
  const prefix = folder === '' ? '' : `${folder}/`;
  const inFolder = (name: string): string | null => {
    const path = name.slice(name.indexOf('/') + 1);
    return path.startsWith(prefix) && path !== prefix ? path.slice(prefix.length) : null;
  };
  const decoder = new TextDecoder();
  for (const entry of parseTar(tar, {
    filter: (meta) => {
      const kept = meta.type === 'file' || (links && meta.type === 'symbolicLink');
      const path = kept ? inFolder(meta.name) : null;
      return path !== null && wanted(path);
    },
  })) {
    files.set(inFolder(entry.name) as string, entry.data ? decoder.decode(entry.data) : '');
  }
  return files;
}

/** GitHub's answer to a read of `what`, or null when there is no such thing (its 404). */
async function found<T>(what: string, request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw readError(what, error);
  }
}

/** `baseline store: cannot read <what>: HTTP 403 "…"`, with a hint for the usual causes. */
function readError(what: string, error: unknown): UserError {
  const status = statusOf(error);
  const hint = rateLimitNote(error)
    ? ''
    : status === 403
      ? ' (the token cannot read this repository: check github-token and `permissions: contents: read`)'
      : status === 401
        ? ' (bad credentials: check github-token)'
        : '';
  return new UserError(`baseline store: cannot read ${what}: ${describeError(error)}${hint}`);
}
