/**
 * In-memory fake of the GitHub REST API routes the action calls, on 127.0.0.1.
 *
 * Routes served (all under /repos/{owner}/{repo} unless noted):
 * - GET  /user: 403 "Resource not accessible by integration" for an installation token
 *   (`ghs_…`, as GITHUB_TOKEN is), else the `viewer` user (what a PAT gets).
 * - GET  contents/{path}?ref=: a file (base64, or `encoding: "none"` over 1 MB; the raw media
 *   type returns the bytes). `ref` may be a branch or a commit sha. Not a file: 404.
 * - GET  branches/{b} (`name`, `commit.sha`, `commit.commit.tree.sha`; not GitHub's redirect
 *   of a renamed branch); PATCH git/refs/heads/{b} (`sha`, `force`): a non-forced update that
 *   is not a fast forward is 422 "Update is not a fast forward"; a missing ref 422 "Reference does
 *   not exist"; an unknown sha 422 "Object does not exist". POST git/refs: 422 "Reference already
 *   exists" when it does.
 * - POST git/trees (`base_tree` must be a tree sha; entries need path, mode, type and exactly
 *   one of `content` / `sha`, `sha: null` deletes a path that exists, else 422; at most 100,000
 *   entries and 7 MB, as GitHub documents, else 422; a body over 2.5 MB is a 502, as GitHub has
 *   answered in practice); the answer is the new tree object with its top-level entries only
 *   (a folder as a `tree` entry), as GitHub's; POST git/blobs (`content`, `encoding`
 *   utf-8 or base64); POST git/commits (tree and parents must
 *   exist); GET git/commits/{sha}.
 * - GET tarball/{ref} (a branch or commit sha): the gzipped tar of the commit's whole tree, each
 *   path under a top folder `{owner}-{repo}-{sha7}/`, as GitHub serves it: 302 to a codeload link
 *   (`/_codeload/…?token=`, valid without the Authorization header), which answers the bytes; a
 *   link without its token is 404. Unknown ref: 404. (Compressed at level 1; a commit's archive
 *   is built once and kept for the next download.)
 * - GET compare/{base}...{head} (branch names or commit shas): `status` ahead (head descends
 *   from base), behind, identical or diverged, with `ahead_by`, `behind_by`, `total_commits` and
 *   the commits base..head (at most per_page); an unknown commit is 404 "Not Found", commits with
 *   no common ancestor 404 "No common ancestor between {base} and {head}." (`files` is always
 *   empty, and the `base_commit`/`merge_base_commit` objects carry only their sha.)
 * - GET pulls/{n} (`head.ref`, `head.sha`, `head.repo.full_name`, `base.sha`, `base.repo`, as
 *   `setPull` gave them); GET/POST issues/{n}/comments (paginated with a Link header); GET/PATCH/
 *   DELETE issues/comments/{id}; POST issues/comments/{id}/reactions (`content` one of GitHub's
 *   eight, else 422; 201 with the reaction).
 * - GET collaborators/{user}/permission: `permission` (admin, write, read or none; maintain
 *   reads as write, triage as read, as GitHub's legacy field does) and `role_name`, from
 *   `setPermission` (default none).
 * - POST actions/workflows/{file}/dispatches (`ref`, `inputs`): 204 when the file
 *   `.github/workflows/{file}` exists on `ref` (a branch), else 404 (GitHub's "Not Found"), or
 *   422 "No ref found for: {ref}" for an unknown branch; recorded in `dispatches()`. Not checked:
 *   that the workflow has a `workflow_dispatch` trigger and declares the inputs (GitHub's 422).
 * Refusals as GitHub sends them: a protected branch (`protectBranch`) refuses ref updates with
 * 422 "Protected branch update failed for refs/heads/{b}." (classic protection) or 409
 * "Repository rule violations found\n\nChanges must be made through a pull request.\n\n"
 * (a ruleset; also its creation, with 422 "…Cannot create ref due to creations being
 * restricted."); `forbidWrites` answers every write with 403 "Resource not accessible by
 * integration". Every answer carries x-ratelimit-limit/remaining/used/reset/resource headers
 * counted per fake; at 0 remaining GitHub's 403 (or 429) "API rate limit exceeded for
 * installation ID 1." until the reset (`setRateLimit`).
 *
 * Faults: `failNext` (an answer with a status), `hangNext` (no answer at all), `beforeNext` (a
 * change, such as a comment deleted or a PR pushed to, just before a request is handled).
 * Not checked: the token (any Authorization header is accepted, and so is none; only GET /user
 * looks at it), scopes, who may write (any request may; `setPermission` only answers the
 * permission API), that a fork's commits live in another repository (a PR's head is a branch
 * here), the commit author, file modes other than blob entries, nested tree objects
 * (trees are flat path → blob maps), ETags and conditional requests, secondary rate limits
 * (only injected with `failNext`), and any route not listed (404).
 * Trees (`fake-trees.ts`) are content-addressed; a tree made on a base keeps only its changes, so
 * a big store's requests are not slowed by copying and sorting its whole tree each time.
 * Every request is handled synchronously once its body has been read, so each is atomic;
 * `busyMs()` is the time spent handling them (the fake's own work, in the caller's process).
 */
import http from 'node:http';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { tarOf } from './fake-tar.ts';
import { TreeStore, type FakeTree } from './fake-trees.ts';
import type { AddressInfo } from 'node:net';

export interface GitHubUser {
  login: string;
  type: string;
  id?: number;
}

export interface FakeComment {
  id: number;
  node_id: string;
  url: string;
  html_url: string;
  issue_url: string;
  body: string;
  user: GitHubUser;
  author_association: string;
  created_at: string;
  updated_at: string;
}

export interface FakeGitHubOptions {
  owner?: string;
  repo?: string;
  defaultBranch?: string;
  /** Author of comments created through the API. Default `{ login: "github-actions[bot]", type: "Bot" }`. */
  commentAuthor?: GitHubUser;
  /** What GET /user answers for a token that is not an installation token. Default `octocat-pat`. */
  viewer?: GitHubUser;
  /** Requests per hour (x-ratelimit-limit). Default 1000, GITHUB_TOKEN's. */
  rateLimit?: number;
  /**
   * The API's path, as GitHub Enterprise Server serves it under `/api/v3`: `url` includes it, every
   * route and link is under it, and a request outside it is 404. Default '' (github.com's API).
   */
  pathPrefix?: string;
}

export type Protection = 'classic' | 'ruleset';

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Epoch seconds of the next reset (x-ratelimit-reset). */
  reset: number;
  /** The status of an exhausted limit: GitHub sends 403 or 429. */
  status: 403 | 429;
}

export interface RecordedGitHubRequest {
  method: string;
  /** URL-decoded path without the query string, e.g. `/repos/acme/rag/contents/a/b.json`. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: any;
  /** Status that was sent. */
  status: number;
}

export interface FakeCommit {
  sha: string;
  treeSha: string;
  parents: string[];
  message: string;
}

export interface FakeGitHub {
  /** API base URL, e.g. `http://127.0.0.1:PORT` (use as GITHUB_API_URL). */
  readonly url: string;
  readonly owner: string;
  readonly repo: string;
  readonly defaultBranch: string;
  readonly requests: RecordedGitHubRequest[];
  /** When true, every non-GET request gets 403 "Resource not accessible by integration". */
  forbidWrites: boolean;
  /** Content-Type of raw (`application/vnd.github.raw`) responses. Default `application/vnd.github.raw; charset=utf-8`
   *  (Octokit then returns a string; drop the charset to make Octokit return an ArrayBuffer). */
  rawContentType: string;
  /** The next `count` requests (any route) fail with `status`. Default body: secondary-rate-limit text for 403/429, else a generic message. */
  failNext(
    count: number,
    status: number,
    headers?: Record<string, string>,
    body?: unknown,
    match?: { method?: string; path?: RegExp },
  ): void;
  /** Registers a pull request for `GET /repos/{o}/{r}/pulls/{n}` (head ref `feature`, base the default branch's head, head repo this one unless given). */
  setPull(
    number: number,
    headSha: string,
    more?: { headRef?: string; baseSha?: string; headRepo?: string },
  ): void;
  /** A user's role on the repository, for `GET collaborators/{user}/permission`. */
  setPermission(login: string, role: 'admin' | 'maintain' | 'write' | 'triage' | 'read'): void;
  /** The reactions created on a comment, in order (`eyes`, `+1`, `confused`, …). */
  reactions(commentId: number): string[];
  /** The workflow dispatches accepted: the workflow file, the ref and the inputs. */
  dispatches(): { workflow: string; ref: string; inputs: Record<string, string> }[];
  /** Branch protection (classic) or a ruleset on `branch` (null: none), refusing its updates as GitHub does. */
  protectBranch(branch: string, protection: Protection | null): void;
  /**
   * Runs `change` once, just before the next ref update or creation is decided: another
   * recorder's commit landing in between (a real race: the update then is not a fast forward).
   * Queued changes run one per ref update.
   */
  beforeNextRefUpdate(change: () => void): void;
  /**
   * Runs `change` once, just before the first later request matching `match` is handled (a
   * comment deleted, a PR pushed to, while the action is running).
   */
  beforeNext(match: { method?: string; path?: RegExp }, change: () => void): void;
  /**
   * The next `count` requests matching `match` (default: every route) are never answered: the
   * connection stays open until the client gives up (or the fake closes). `count` Infinity: all.
   */
  hangNext(count: number, match?: { method?: string; path?: RegExp }): void;
  /** Deletes a comment directly (unrecorded), as a person would in the UI. */
  deleteComment(id: number): void;
  /** Sets the primary rate limit (e.g. `{ remaining: 0, reset: now + 3600 }`); unspecified fields kept. */
  setRateLimit(state: Partial<RateLimitState>): void;
  readonly rateLimit: RateLimitState;

  readFile(branch: string, path: string): string | undefined;
  readFileBuffer(branch: string, path: string): Buffer | undefined;
  listFiles(branch: string): string[];
  branchHead(branch: string): string | undefined;
  getCommit(sha: string): FakeCommit | undefined;
  /** Direct (unrecorded) seed: commits `content` at `path` on `branch` (created from the default branch head if missing). Returns the commit sha. */
  writeFile(branch: string, path: string, content: string | Buffer, message?: string): string;
  /** Direct (unrecorded) seed: creates a branch from another branch's head, or an orphan branch with an empty tree when `from` is null. */
  createBranch(name: string, from?: string | null): string;
  comments(issue: number): FakeComment[];
  addComment(issue: number, body: string, user?: GitHubUser): FakeComment;
  /** Bytes of every distinct blob stored so far (a record's uploads: the growth over it). */
  blobBytes(): number;
  /** Bytes of the gzipped archives codeload served so far. */
  archiveBytes(): number;
  /** Milliseconds spent handling requests so far (the fake's own work, in the caller's process). */
  busyMs(): number;
  /** The next archive codeload serves is cut in half (a download cut short). */
  truncateNextArchive(): void;
  /** A stored blob's bytes by its sha. */
  readBlob(sha: string): Buffer | undefined;
  /** The blob shas of a commit's tree, by path. */
  treeOf(commit: string): Map<string, string>;
  /** Recorded non-GET requests. */
  writes(): RecordedGitHubRequest[];
  /** Clears recorded requests and pending faults (repository state is kept). */
  reset(): void;
  close(): Promise<void>;
}

interface PendingFailure {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  match?: { method?: string; path?: RegExp };
}

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  raw?: Buffer;
}

class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const sha1 = (data: Buffer | string): string => createHash('sha1').update(data).digest('hex');

/** Git blob sha: sha1("blob <len>\0<content>"). */
export function gitBlobSha(content: Buffer | string): string {
  const buf = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return sha1(Buffer.concat([Buffer.from(`blob ${buf.length}\0`, 'utf8'), buf]));
}

function base64Lines(buf: Buffer): string {
  const b64 = buf.toString('base64');
  if (b64.length === 0) return '';
  return (b64.match(/.{1,60}/g) ?? []).join('\n') + '\n';
}

function isoNow(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function flattenHeaders(h: http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) {
    if (v === undefined) continue;
    out[k] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

function trimSlashes(p: string): string {
  return p.replace(/^\/+|\/+$/g, '');
}

const RULESET_REFUSAL =
  'Repository rule violations found\n\nChanges must be made through a pull request.\n\n';
const RATE_LIMIT_DOCS = 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api';

const SECONDARY_RATE_LIMIT =
  'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID.';

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const owner = options.owner ?? 'acme';
  const repo = options.repo ?? 'rag';
  const defaultBranch = options.defaultBranch ?? 'main';
  const commentAuthor: GitHubUser = options.commentAuthor ?? {
    login: 'github-actions[bot]',
    type: 'Bot',
    id: 41898282,
  };

  const blobs = new Map<string, Buffer>();
  const trees = new TreeStore(); // tree sha -> path -> blob sha
  const commits = new Map<string, FakeCommit>();
  const branches = new Map<string, string>();
  const allComments = new Map<number, FakeComment & { issue: number }>();
  const requests: RecordedGitHubRequest[] = [];
  let failures: PendingFailure[] = [];
  const pulls = new Map<
    number,
    { headSha: string; headRef?: string; baseSha?: string; headRepo?: string }
  >();
  const roles = new Map<string, string>();
  const reactionsOf = new Map<number, string[]>();
  const dispatched: { workflow: string; ref: string; inputs: Record<string, string> }[] = [];
  const protections = new Map<string, Protection>();
  let refUpdateHooks: (() => void)[] = [];
  let requestHooks: { match: { method?: string; path?: RegExp }; change: () => void }[] = [];
  let hangs: { left: number; match: { method?: string; path?: RegExp } }[] = [];
  const viewer: GitHubUser = options.viewer ?? { login: 'octocat-pat', type: 'User', id: 7 };
  const limit = options.rateLimit ?? 1000;
  const rate: RateLimitState = {
    limit,
    remaining: limit,
    reset: Math.floor(Date.now() / 1000) + 3600,
    status: 403,
  };
  let commitCounter = 0;
  let nextCommentId = 1_000_001;
  let baseUrl = '';
  const prefix = (options.pathPrefix ?? '').replace(/\/+$/, '');

  const state = {
    forbidWrites: false,
    rawContentType: 'application/vnd.github.raw; charset=utf-8',
    truncateArchives: 0,
    /** Bytes of the request being handled. */
    bodyBytes: 0,
    /** Milliseconds spent handling requests. */
    busyMs: 0,
  };

  function runRefUpdateHooks(): void {
    refUpdateHooks.shift()?.();
  }

  /** Counts the request against the primary rate limit; the headers every answer carries, or the refusal. */
  function spendRateLimit(): { headers: Record<string, string>; refusal?: Reply } {
    const now = Math.floor(Date.now() / 1000);
    if (now >= rate.reset) {
      rate.remaining = rate.limit;
      rate.reset = now + 3600;
    }
    const exhausted = rate.remaining <= 0;
    if (!exhausted) rate.remaining -= 1;
    const headers = {
      'x-ratelimit-limit': String(rate.limit),
      'x-ratelimit-remaining': String(rate.remaining),
      'x-ratelimit-used': String(rate.limit - rate.remaining),
      'x-ratelimit-reset': String(rate.reset),
      'x-ratelimit-resource': 'core',
    };
    if (!exhausted) return { headers };
    return {
      headers,
      refusal: {
        status: rate.status,
        body: {
          message: 'API rate limit exceeded for installation ID 1.',
          documentation_url: RATE_LIMIT_DOCS,
          status: String(rate.status),
        },
      },
    };
  }

  // ---------- git object helpers ----------
  let blobBytes = 0;
  let archiveBytes = 0;
  function putBlob(content: Buffer): string {
    const sha = gitBlobSha(content);
    if (!blobs.has(sha)) blobBytes += content.length;
    blobs.set(sha, content);
    return sha;
  }

  function putTree(entries: Map<string, string>): string {
    return trees.of(entries).sha;
  }

  function putCommit(treeSha: string, parents: string[], message: string): FakeCommit {
    commitCounter++;
    const sha = sha1(
      `commit ${commitCounter}\ntree ${treeSha}\n${parents.map((p) => `parent ${p}\n`).join('')}\n${message}`,
    );
    const commit: FakeCommit = { sha, treeSha, parents: [...parents], message };
    commits.set(sha, commit);
    return commit;
  }

  function treeOfCommit(sha: string): Map<string, string> {
    const c = commits.get(sha);
    if (!c) throw new Error(`unknown commit ${sha}`);
    const tree = trees.get(c.treeSha);
    return tree ? trees.entries(tree) : new Map();
  }

  function resolveRef(ref: string): string | undefined {
    return branches.get(ref) ?? (commits.has(ref) ? ref : undefined);
  }

  function isAncestor(ancestor: string, sha: string): boolean {
    const seen = new Set<string>();
    const stack = [sha];
    while (stack.length) {
      const cur = stack.pop()!;
      if (cur === ancestor) return true;
      if (seen.has(cur)) continue;
      seen.add(cur);
      stack.push(...(commits.get(cur)?.parents ?? []));
    }
    return false;
  }

  /** The commit and all its ancestors. */
  function ancestorsOf(sha: string): Set<string> {
    const seen = new Set<string>();
    const stack = [sha];
    while (stack.length) {
      const cur = stack.pop()!;
      if (seen.has(cur)) continue;
      seen.add(cur);
      stack.push(...(commits.get(cur)?.parents ?? []));
    }
    return seen;
  }

  /** A common ancestor none of whose descendants is also common (a best merge base). */
  function isMergeBase(sha: string, a: Set<string>, b: Set<string>): boolean {
    for (const other of a)
      if (other !== sha && b.has(other) && isAncestor(sha, other)) return false;
    return true;
  }

  function commitJson(c: FakeCommit): unknown {
    return {
      sha: c.sha,
      node_id: `C_${c.sha.slice(0, 12)}`,
      url: `${baseUrl}/repos/${owner}/${repo}/git/commits/${c.sha}`,
      html_url: `https://github.com/${owner}/${repo}/commit/${c.sha}`,
      message: c.message,
      tree: { sha: c.treeSha, url: `${baseUrl}/repos/${owner}/${repo}/git/trees/${c.treeSha}` },
      parents: c.parents.map((p) => ({
        sha: p,
        url: `${baseUrl}/repos/${owner}/${repo}/git/commits/${p}`,
      })),
    };
  }

  function refJson(branch: string, sha: string): unknown {
    return {
      ref: `refs/heads/${branch}`,
      node_id: `REF_${sha.slice(0, 12)}`,
      url: `${baseUrl}/repos/${owner}/${repo}/git/refs/heads/${branch}`,
      object: { sha, type: 'commit', url: `${baseUrl}/repos/${owner}/${repo}/git/commits/${sha}` },
    };
  }

  function fileJson(
    path: string,
    blobSha: string,
    ref: string,
    withContent: boolean,
  ): Record<string, unknown> {
    const content = blobs.get(blobSha) ?? Buffer.alloc(0);
    const name = path.split('/').pop() ?? path;
    const json: Record<string, unknown> = {
      type: 'file',
      name,
      path,
      sha: blobSha,
      size: content.length,
      url: `${baseUrl}/repos/${owner}/${repo}/contents/${path}?ref=${encodeURIComponent(ref)}`,
      html_url: `https://github.com/${owner}/${repo}/blob/${ref}/${path}`,
      git_url: `${baseUrl}/repos/${owner}/${repo}/git/blobs/${blobSha}`,
      download_url: `https://raw.githubusercontent.com/${owner}/${repo}/${ref}/${path}`,
    };
    if (withContent) {
      if (content.length > 1_000_000) {
        json.content = '';
        json.encoding = 'none';
      } else {
        json.content = base64Lines(content);
        json.encoding = 'base64';
      }
    }
    return json;
  }

  /** Commit a set of changes (path -> content, or null to delete) on top of a branch head and move the branch. */
  function commitChanges(
    branch: string,
    changes: Map<string, Buffer | null>,
    message: string,
  ): FakeCommit {
    const head = branches.get(branch);
    if (!head) throw new Error(`unknown branch ${branch}`);
    const entries = trees.draft(trees.get(commits.get(head)!.treeSha));
    for (const [p, c] of changes) {
      if (c === null) entries.remove(p);
      else entries.set(p, putBlob(c));
    }
    const commit = putCommit(entries.save().sha, [head], message);
    branches.set(branch, commit.sha);
    return commit;
  }

  function makeComment(
    issue: number,
    body: string,
    user: GitHubUser,
  ): FakeComment & { issue: number } {
    const id = nextCommentId++;
    const now = isoNow();
    const c = {
      issue,
      id,
      node_id: `IC_kwDOFake${id}`,
      url: `${baseUrl}/repos/${owner}/${repo}/issues/comments/${id}`,
      html_url: `https://github.com/${owner}/${repo}/pull/${issue}#issuecomment-${id}`,
      issue_url: `${baseUrl}/repos/${owner}/${repo}/issues/${issue}`,
      body,
      user: { ...user },
      author_association: user.type === 'Bot' ? 'NONE' : 'MEMBER',
      created_at: now,
      updated_at: now,
    };
    allComments.set(id, c);
    return c;
  }

  function publicComment(c: FakeComment & { issue: number }): FakeComment {
    const { issue: _issue, ...rest } = c;
    void _issue;
    return rest;
  }

  function commentsOf(issue: number): FakeComment[] {
    return [...allComments.values()]
      .filter((c) => c.issue === issue)
      .sort((a, b) => a.id - b.id)
      .map(publicComment);
  }

  function readFileBuffer(branch: string, path: string): Buffer | undefined {
    const head = branches.get(branch);
    if (!head) return undefined;
    const s = treeOfCommit(head).get(trimSlashes(path));
    return s === undefined ? undefined : blobs.get(s);
  }

  function createBranch(name: string, from: string | null = defaultBranch): string {
    if (branches.has(name)) throw new Error(`branch ${name} already exists`);
    let sha: string;
    if (from === null) sha = putCommit(putTree(new Map()), [], `Create orphan branch ${name}`).sha;
    else {
      const head = branches.get(from);
      if (!head) throw new Error(`unknown branch ${from}`);
      sha = head;
    }
    branches.set(name, sha);
    return sha;
  }

  // seed
  branches.set(defaultBranch, putCommit(putTree(new Map()), [], 'Initial commit').sha);

  // ---------- routing ----------
  const notFound = (): Reply => ({
    status: 404,
    body: {
      message: 'Not Found',
      documentation_url: 'https://docs.github.com/rest',
      status: '404',
    },
  });

  function requireString(body: any, field: string): string {
    const v = body?.[field];
    if (typeof v !== 'string')
      throw new HttpError(422, `Invalid request.\n\n"${field}" wasn't supplied.`);
    return v;
  }

  function handleContents(
    method: string,
    filePath: string,
    rec: RecordedGitHubRequest,
    headers: Record<string, string>,
  ): Reply {
    if (method !== 'GET') return notFound();
    const ref = rec.query.ref ?? defaultBranch;
    const head = resolveRef(ref);
    if (!head)
      return {
        status: 404,
        body: { message: `No commit found for the ref ${ref}`, status: '404' },
      };
    const blobSha = treeOfCommit(head).get(filePath);
    if (blobSha === undefined) return notFound();
    const accept = headers.accept ?? '';
    if (/application\/vnd\.github(\.v3)?\.raw/i.test(accept)) {
      return {
        status: 200,
        raw: blobs.get(blobSha) ?? Buffer.alloc(0),
        headers: { 'content-type': state.rawContentType },
      };
    }
    return { status: 200, body: fileJson(filePath, blobSha, ref, true) };
  }

  function handleRepo(
    method: string,
    sub: string,
    rec: RecordedGitHubRequest,
    headers: Record<string, string>,
  ): Reply {
    const body = rec.body;
    let m: RegExpMatchArray | null;

    if (sub === 'contents' || sub.startsWith('contents/')) {
      return handleContents(method, trimSlashes(sub.slice('contents'.length)), rec, headers);
    }

    if ((m = sub.match(/^branches\/(.+)$/)) && method === 'GET') {
      const sha = branches.get(m[1]!);
      if (!sha) return notFound();
      return {
        status: 200,
        body: { name: m[1]!, commit: { sha, commit: commitJson(commits.get(sha)!) } },
      };
    }

    if ((m = sub.match(/^git\/refs\/heads\/(.+)$/)) && method === 'PATCH') {
      const name = m[1]!;
      const newSha = requireString(body, 'sha');
      runRefUpdateHooks();
      const sha = branches.get(name);
      if (!sha) throw new HttpError(422, 'Reference does not exist');
      if (!commits.has(newSha)) throw new HttpError(422, 'Object does not exist');
      const protection = protections.get(name);
      if (protection === 'classic')
        throw new HttpError(422, `Protected branch update failed for refs/heads/${name}.`);
      if (protection === 'ruleset') throw new HttpError(409, RULESET_REFUSAL);
      if (body?.force !== true && !isAncestor(sha, newSha))
        throw new HttpError(422, 'Update is not a fast forward');
      branches.set(name, newSha);
      return { status: 200, body: refJson(name, newSha) };
    }

    if (sub === 'git/refs' && method === 'POST') {
      const ref = requireString(body, 'ref');
      const sha = requireString(body, 'sha');
      const rm = ref.match(/^refs\/heads\/(.+)$/);
      if (!rm)
        throw new HttpError(422, 'Reference name is not valid (fake supports refs/heads/* only)');
      runRefUpdateHooks();
      if (!commits.has(sha)) throw new HttpError(422, 'Object does not exist');
      const name = rm[1]!;
      if (branches.has(name)) throw new HttpError(422, 'Reference already exists');
      if (protections.get(name) === 'ruleset')
        throw new HttpError(
          422,
          'Repository rule violations found\n\nCannot create ref due to creations being restricted.\n\n',
        );
      branches.set(name, sha);
      return { status: 201, body: refJson(name, sha) };
    }

    if (sub === 'git/trees' && method === 'POST') {
      if (!Array.isArray(body?.tree))
        throw new HttpError(422, 'Invalid request.\n\n"tree" wasn\'t supplied.');
      let base: FakeTree | undefined;
      if (body.base_tree !== undefined) {
        base = typeof body.base_tree === 'string' ? trees.get(body.base_tree) : undefined;
        if (!base) throw new HttpError(422, 'Invalid request.\n\nbase_tree is not a valid tree');
      }
      // GitHub's documented cap on the tree array: 100,000 entries and 7 MB (larger requests
      // time out: "Consider building the tree incrementally"). The array is part of the body:
      // measured only when the body could hold 7 MB of it.
      if (
        body.tree.length > 100_000 ||
        (state.bodyBytes > 6_000_000 && Buffer.byteLength(JSON.stringify(body.tree)) > 7_000_000)
      )
        throw new HttpError(
          422,
          "Sorry, your request timed out.  It's likely that your input was too large to process.  Consider building the tree incrementally.",
        );
      // In practice create-tree fails from about 2.5 MB (codesandbox/codesandbox-client#8614).
      if (state.bodyBytes > 2_500_000) throw new HttpError(502, 'Server Error');
      const entries = trees.draft(base);
      for (const e of body.tree) {
        const p = typeof e?.path === 'string' ? e.path : '';
        if (!p || p.startsWith('/') || p.endsWith('/') || p.split('/').some((x: string) => !x))
          throw new HttpError(
            422,
            `Invalid request.\n\ntree.path ${JSON.stringify(p)} is not valid`,
          );
        if (!['100644', '100755', '040000', '160000', '120000'].includes(e.mode))
          throw new HttpError(
            422,
            `Invalid request.\n\n${JSON.stringify(e.mode)} is not a valid tree.mode`,
          );
        if (e.type !== 'blob')
          throw new HttpError(422, `Fake supports only blob entries (got ${String(e.type)})`);
        const hasContent = 'content' in e;
        const hasSha = 'sha' in e;
        if (hasContent === hasSha)
          throw new HttpError(
            422,
            'Invalid request.\n\nEither "sha" or "content" must be supplied, not both.',
          );
        if (hasContent) {
          if (typeof e.content !== 'string')
            throw new HttpError(422, 'Invalid request.\n\ntree.content is not a string');
          entries.set(p, putBlob(Buffer.from(e.content, 'utf8')));
        } else if (e.sha === null) {
          // GitHub: "Returns an error if you try to delete a file that does not exist."
          if (!entries.remove(p))
            throw new HttpError(422, `GitTree: tree.path ${JSON.stringify(p)} does not exist`);
        } else {
          if (typeof e.sha !== 'string' || !blobs.has(e.sha))
            throw new HttpError(422, `Invalid request.\n\nblob ${String(e.sha)} does not exist`);
          entries.set(p, e.sha);
        }
      }
      return { status: 201, body: treeJson(entries.save()) };
    }

    if (sub === 'git/blobs' && method === 'POST') {
      const content = requireString(body, 'content');
      const encoding = body?.encoding ?? 'utf-8';
      if (encoding !== 'utf-8' && encoding !== 'base64')
        throw new HttpError(
          422,
          `Invalid request.\n\n${JSON.stringify(encoding)} is not a valid encoding`,
        );
      const blob = putBlob(Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8'));
      return {
        status: 201,
        body: { sha: blob, url: `${baseUrl}/repos/${owner}/${repo}/git/blobs/${blob}` },
      };
    }

    if (sub === 'git/commits' && method === 'POST') {
      const message = requireString(body, 'message');
      const tree = requireString(body, 'tree');
      if (!trees.has(tree)) throw new HttpError(422, 'Tree SHA does not exist');
      const parents: unknown = body?.parents ?? [];
      if (
        !Array.isArray(parents) ||
        parents.some((p) => typeof p !== 'string' || !commits.has(p))
      ) {
        throw new HttpError(422, 'Parent SHA does not exist or is not a commit object');
      }
      const commit = putCommit(tree, parents as string[], message);
      return { status: 201, body: commitJson(commit) };
    }

    if ((m = sub.match(/^git\/commits\/([0-9a-f]{40})$/)) && method === 'GET') {
      const c = commits.get(m[1]!);
      return c ? { status: 200, body: commitJson(c) } : notFound();
    }

    if ((m = sub.match(/^tarball\/(.+)$/)) && method === 'GET') {
      const head = resolveRef(m[1]!);
      if (!head) return notFound();
      // As GitHub: 302 to codeload, a link of its own (a token in the query, no header needed).
      const token = createHash('sha1').update(`${head}${Math.random()}`).digest('hex');
      archiveLinks.set(token, head);
      const origin = new URL(baseUrl).origin;
      const location = `${origin}/_codeload/${owner}/${repo}/legacy.tar.gz/${head}?token=${token}`;
      return { status: 302, body: {}, headers: { location } };
    }

    if ((m = sub.match(/^compare\/(.+?)\.\.\.(.+)$/)) && method === 'GET') {
      const base = resolveRef(m[1]!);
      const head = resolveRef(m[2]!);
      if (!base || !head) return notFound();
      const fromBase = ancestorsOf(base);
      const fromHead = ancestorsOf(head);
      const mergeBase = [...fromHead].find(
        (sha) => fromBase.has(sha) && isMergeBase(sha, fromBase, fromHead),
      );
      if (!mergeBase) throw new HttpError(404, `No common ancestor between ${m[1]} and ${m[2]}.`);
      const aheadBy = [...fromHead].filter((sha) => !fromBase.has(sha));
      const behindBy = [...fromBase].filter((sha) => !fromHead.has(sha));
      const status =
        base === head
          ? 'identical'
          : behindBy.length === 0
            ? 'ahead'
            : aheadBy.length === 0
              ? 'behind'
              : 'diverged';
      const perPage = Math.min(
        250,
        Math.max(1, Number.parseInt(rec.query.per_page ?? '', 10) || 250),
      );
      return {
        status: 200,
        body: {
          url: `${baseUrl}/repos/${owner}/${repo}/compare/${m[1]}...${m[2]}`,
          status,
          ahead_by: aheadBy.length,
          behind_by: behindBy.length,
          total_commits: aheadBy.length,
          base_commit: { sha: base },
          merge_base_commit: { sha: mergeBase },
          commits: aheadBy.slice(0, perPage).map((sha) => commitJson(commits.get(sha)!)),
          files: [],
        },
      };
    }

    if ((m = sub.match(/^pulls\/(\d+)$/)) && method === 'GET') {
      const pull = pulls.get(Number(m[1]));
      if (!pull) return notFound();
      const full = `${owner}/${repo}`;
      return {
        status: 200,
        body: {
          number: Number(m[1]),
          state: 'open',
          head: {
            sha: pull.headSha,
            ref: pull.headRef ?? 'feature',
            repo: { full_name: pull.headRepo ?? full },
          },
          base: {
            sha: pull.baseSha ?? branches.get(defaultBranch),
            ref: defaultBranch,
            repo: { full_name: full },
          },
        },
      };
    }

    if ((m = sub.match(/^collaborators\/([^/]+)\/permission$/)) && method === 'GET') {
      const role = roles.get(m[1]!) ?? 'none';
      const permission = role === 'maintain' ? 'write' : role === 'triage' ? 'read' : role;
      return {
        status: 200,
        body: { permission, role_name: role, user: { login: m[1], type: 'User' } },
      };
    }

    if ((m = sub.match(/^issues\/comments\/(\d+)\/reactions$/)) && method === 'POST') {
      const id = Number(m[1]);
      if (!allComments.has(id)) return notFound();
      const content = requireString(body, 'content');
      const allowed = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'];
      if (!allowed.includes(content))
        throw new HttpError(422, `Invalid request.\n\n${content} is not a member of ${allowed}.`);
      reactionsOf.set(id, [...(reactionsOf.get(id) ?? []), content]);
      return { status: 201, body: { id: id * 10, content, user: commentAuthor } };
    }

    if ((m = sub.match(/^actions\/workflows\/([^/]+)\/dispatches$/)) && method === 'POST') {
      const ref = requireString(body, 'ref').replace(/^refs\/heads\//, '');
      const head = branches.get(ref);
      if (!head) throw new HttpError(422, `No ref found for: ${ref}`);
      if (!treeOfCommit(head).has(`.github/workflows/${m[1]}`)) return notFound();
      dispatched.push({ workflow: m[1]!, ref, inputs: { ...(body?.inputs ?? {}) } });
      return { status: 204 };
    }

    if ((m = sub.match(/^issues\/(\d+)\/comments$/))) {
      const issue = Number(m[1]);
      if (method === 'GET') {
        const all = commentsOf(issue);
        const perPage = Math.min(
          100,
          Math.max(1, Number.parseInt(rec.query.per_page ?? '', 10) || 30),
        );
        const page = Math.max(1, Number.parseInt(rec.query.page ?? '', 10) || 1);
        const last = Math.max(1, Math.ceil(all.length / perPage));
        const items = all.slice((page - 1) * perPage, page * perPage);
        const link = (n: number): string => {
          const q = new URLSearchParams(rec.query);
          q.set('per_page', String(perPage));
          q.set('page', String(n));
          return `<${baseUrl}/repos/${owner}/${repo}/issues/${issue}/comments?${q.toString()}>`;
        };
        const parts: string[] = [];
        if (page > 1) parts.push(`${link(page - 1)}; rel="prev"`);
        if (page < last) parts.push(`${link(page + 1)}; rel="next"`, `${link(last)}; rel="last"`);
        if (page > 1) parts.push(`${link(1)}; rel="first"`);
        return {
          status: 200,
          body: items,
          headers: parts.length ? { link: parts.join(', ') } : {},
        };
      }
      if (method === 'POST') {
        const text = requireString(body, 'body');
        return { status: 201, body: publicComment(makeComment(issue, text, commentAuthor)) };
      }
      return notFound();
    }

    if ((m = sub.match(/^issues\/comments\/(\d+)$/))) {
      const c = allComments.get(Number(m[1]));
      if (!c) return notFound();
      if (method === 'GET') return { status: 200, body: publicComment(c) };
      if (method === 'PATCH') {
        c.body = requireString(body, 'body');
        c.updated_at = isoNow();
        return { status: 200, body: publicComment(c) };
      }
      if (method === 'DELETE') {
        allComments.delete(c.id);
        return { status: 204 };
      }
      return notFound();
    }

    return notFound();
  }

  /** The tree object as GitHub answers a create-tree: its top-level entries (a folder: a tree entry). */
  function treeJson(tree: FakeTree): unknown {
    return {
      sha: tree.sha,
      url: `${baseUrl}/repos/${owner}/${repo}/git/trees/${tree.sha}`,
      tree: trees.topEntries(tree).map(({ path, type, sha }) =>
        type === 'blob'
          ? {
              path,
              mode: '100644',
              type,
              sha,
              size: blobs.get(sha)?.length ?? 0,
              url: `${baseUrl}/repos/${owner}/${repo}/git/blobs/${sha}`,
            }
          : {
              path,
              mode: '040000',
              type,
              sha,
              url: `${baseUrl}/repos/${owner}/${repo}/git/trees/${sha}`,
            },
      ),
      truncated: false,
    };
  }

  function route(
    method: string,
    fullPath: string,
    rec: RecordedGitHubRequest,
    headers: Record<string, string>,
  ): Reply {
    if (!fullPath.startsWith(`${prefix}/`)) return notFound();
    const rawPath = fullPath.slice(prefix.length);
    const hook = requestHooks.findIndex(
      ({ match }) =>
        (!match.method || match.method === method) && (!match.path || match.path.test(rawPath)),
    );
    if (hook >= 0) requestHooks.splice(hook, 1)[0]!.change();
    const index = failures.findIndex(
      (f) =>
        (!f.match?.method || f.match.method === method) &&
        (!f.match?.path || f.match.path.test(rawPath)),
    );
    const [failure] = index >= 0 ? failures.splice(index, 1) : [];
    if (failure) return { status: failure.status, body: failure.body, headers: failure.headers };
    const limited = spendRateLimit();
    if (limited.refusal) return { ...limited.refusal, headers: limited.headers };
    const reply = routeAllowed(method, rawPath, rec, headers);
    return { ...reply, headers: { ...limited.headers, ...reply.headers } };
  }

  function routeAllowed(
    method: string,
    rawPath: string,
    rec: RecordedGitHubRequest,
    headers: Record<string, string>,
  ): Reply {
    if (state.forbidWrites && method !== 'GET' && method !== 'HEAD') {
      return {
        status: 403,
        body: {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest',
          status: '403',
        },
      };
    }
    if (rawPath === '/user' && method === 'GET') {
      const token = (headers.authorization ?? '').replace(/^(token|bearer)\s+/i, '');
      if (token.startsWith('ghs_'))
        return {
          status: 403,
          body: {
            message: 'Resource not accessible by integration',
            documentation_url:
              'https://docs.github.com/rest/users/users#get-the-authenticated-user',
            status: '403',
          },
        };
      return { status: 200, body: { ...viewer } };
    }
    const segs = rawPath.split('/');
    // ['', 'repos', owner, repo, ...rest]
    if (segs[1] !== 'repos' || segs.length < 4) return notFound();
    if (
      safeDecode(segs[2]!).toLowerCase() !== owner.toLowerCase() ||
      safeDecode(segs[3]!).toLowerCase() !== repo.toLowerCase()
    ) {
      return notFound();
    }
    const sub = trimSlashes(safeDecode(segs.slice(4).join('/')));
    try {
      return handleRepo(method, sub, rec, headers);
    } catch (err) {
      if (err instanceof HttpError) {
        return {
          status: err.status,
          body: {
            message: err.message,
            documentation_url: 'https://docs.github.com/rest',
            status: String(err.status),
          },
        };
      }
      return {
        status: 500,
        body: { message: `Fake GitHub internal error: ${(err as Error).message}` },
      };
    }
  }

  /** Archive links handed out by tarball/{ref}: token → commit. */
  const archiveLinks = new Map<string, string>();
  /** The gzipped archives built, by commit. */
  const archives = new Map<string, Buffer>();
  /** codeload's answer to an archive link: the gzipped tar of the commit's whole tree. */
  function codeload(u: URL): Reply {
    const head = archiveLinks.get(u.searchParams.get('token') ?? '');
    if (!head || !u.pathname.endsWith(`/${head}`))
      return { status: 404, raw: Buffer.from('Not Found') };
    let raw = archives.get(head);
    if (!raw) {
      const top = `${owner}-${repo}-${head.slice(0, 7)}`;
      const files = [...treeOfCommit(head)].map(([path, blob]) => ({
        name: `${top}/${path}`,
        data: blobs.get(blob) ?? Buffer.alloc(0),
      }));
      // Level 1: the same tar, compressed faster (GitHub does this work in its datacenter).
      raw = gzipSync(tarOf([{ name: `${top}/` }, ...files]), { level: 1 });
      // A commit's archive never changes: the last two are kept.
      archives.set(head, raw);
      if (archives.size > 2) archives.delete(archives.keys().next().value!);
    }
    if (state.truncateArchives > 0) {
      state.truncateArchives -= 1;
      raw = raw.subarray(0, Math.floor(raw.length / 2));
    }
    archiveBytes += raw.length;
    return { status: 200, raw, headers: { 'content-type': 'application/x-gzip' } };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const started = performance.now();
      try {
        handle(req, res, chunks);
      } finally {
        state.busyMs += performance.now() - started;
      }
    });
  });

  function handle(req: http.IncomingMessage, res: http.ServerResponse, chunks: Buffer[]): void {
    const u = new URL(req.url ?? '/', 'http://localhost');
    const method = (req.method ?? 'GET').toUpperCase();
    const headers = flattenHeaders(req.headers);
    const bytes = Buffer.concat(chunks);
    state.bodyBytes = bytes.length;
    const raw = bytes.toString('utf8');
    let body: any = undefined;
    let badJson = false;
    if (raw.length > 0) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
        badJson = true;
      }
    }
    const rec: RecordedGitHubRequest = {
      method,
      path: safeDecode(u.pathname),
      query: Object.fromEntries(u.searchParams.entries()),
      headers,
      body,
      status: 0,
    };
    requests.push(rec);
    const hang = hangs.find(
      ({ match, left }) =>
        left > 0 &&
        (!match.method || match.method === method) &&
        (!match.path || match.path.test(u.pathname)),
    );
    if (hang) {
      hang.left -= 1;
      return;
    }
    const reply: Reply = badJson
      ? { status: 400, body: { message: 'Problems parsing JSON', status: '400' } }
      : u.pathname.startsWith('/_codeload/')
        ? codeload(u)
        : route(method, u.pathname, rec, headers);
    rec.status = reply.status;
    if (res.destroyed) return;
    if (reply.status === 204) {
      res.writeHead(204, reply.headers ?? {});
      res.end();
      return;
    }
    const payload = reply.raw ?? Buffer.from(JSON.stringify(reply.body ?? {}), 'utf8');
    res.writeHead(reply.status, {
      'content-type': reply.raw ? state.rawContentType : 'application/json; charset=utf-8',
      'content-length': payload.length,
      'x-github-request-id': `FAKE:${requests.length}`,
      ...(reply.headers ?? {}),
    });
    res.end(payload);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}${prefix}`;

  return {
    url: baseUrl,
    owner,
    repo,
    defaultBranch,
    requests,
    get forbidWrites() {
      return state.forbidWrites;
    },
    set forbidWrites(v: boolean) {
      state.forbidWrites = v;
    },
    get rawContentType() {
      return state.rawContentType;
    },
    set rawContentType(v: string) {
      state.rawContentType = v;
    },
    setPull(number, headSha, more = {}) {
      pulls.set(number, { headSha, ...more });
    },
    setPermission(login, role) {
      roles.set(login, role);
    },
    reactions(commentId) {
      return [...(reactionsOf.get(commentId) ?? [])];
    },
    dispatches() {
      return dispatched.map((d) => ({ ...d, inputs: { ...d.inputs } }));
    },
    failNext(count, status, headers = {}, body, match) {
      const defaultBody =
        status === 403 || status === 429
          ? {
              message: SECONDARY_RATE_LIMIT,
              documentation_url:
                'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
              status: String(status),
            }
          : {
              message: status >= 500 ? 'Server Error' : `Fake error ${status}`,
              status: String(status),
            };
      for (let i = 0; i < count; i++)
        failures.push({ status, headers, body: body ?? defaultBody, match });
    },
    protectBranch(branch, protection) {
      if (protection) protections.set(branch, protection);
      else protections.delete(branch);
    },
    beforeNextRefUpdate(change) {
      refUpdateHooks.push(change);
    },
    beforeNext(match, change) {
      requestHooks.push({ match, change });
    },
    hangNext(count, match = {}) {
      hangs.push({ left: count, match });
    },
    deleteComment(id) {
      allComments.delete(id);
    },
    setRateLimit(next) {
      Object.assign(rate, next);
    },
    get rateLimit() {
      return { ...rate };
    },
    readFile(branch, path) {
      return readFileBuffer(branch, path)?.toString('utf8');
    },
    readFileBuffer,
    listFiles(branch) {
      const head = branches.get(branch);
      return head ? [...treeOfCommit(head).keys()].sort() : [];
    },
    branchHead(branch) {
      return branches.get(branch);
    },
    getCommit(sha) {
      const c = commits.get(sha);
      return c ? { ...c, parents: [...c.parents] } : undefined;
    },
    writeFile(branch, path, content, message = `Update ${path}`) {
      if (!branches.has(branch)) createBranch(branch, defaultBranch);
      const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
      return commitChanges(branch, new Map([[trimSlashes(path), bytes]]), message).sha;
    },
    createBranch,
    comments(issue) {
      return commentsOf(issue);
    },
    addComment(issue, body, user = { login: 'octocat', type: 'User', id: 583231 }) {
      return publicComment(makeComment(issue, body, user));
    },
    blobBytes() {
      return blobBytes;
    },
    archiveBytes() {
      return archiveBytes;
    },
    busyMs() {
      return state.busyMs;
    },
    truncateNextArchive() {
      state.truncateArchives += 1;
    },
    readBlob(sha) {
      return blobs.get(sha);
    },
    treeOf(commit) {
      return new Map(treeOfCommit(commit));
    },
    writes() {
      return requests.filter((r) => r.method !== 'GET' && r.method !== 'HEAD');
    },
    reset() {
      requests.length = 0;
      failures = [];
      refUpdateHooks = [];
      requestHooks = [];
      hangs = [];
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
