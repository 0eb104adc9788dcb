import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { mainEvent, pullRequestEvent, runAction } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// Every record and comment about the right commit (issue 20, items 1, 5 and 15). Labels only: no
// judge server; what is under test is which branch, PR and commit the action writes for.
const golden = [
  {
    id: 'refunds',
    query: 'How do refunds work?',
    relevant: ['r1'],
    contexts: [
      { id: 'x', text: 'off topic' },
      { id: 'r1', text: 'Refunds take 5 days.' },
    ],
  },
  {
    id: 'shipping',
    query: 'Shipping?',
    relevant: ['s1'],
    contexts: [{ id: 's1', text: 'Ships.' }],
  },
];
const MARKER = '<!-- context-precision-gate:default -->';

let gh: FakeGitHub;
let workspace: { dir: string; cleanup: () => Promise<void> };
beforeAll(async () => {
  workspace = await tempFiles({
    'golden.jsonl': golden.map((c) => JSON.stringify(c)).join('\n') + '\n',
  });
});
afterAll(() => workspace.cleanup());
beforeEach(async () => {
  gh = await startFakeGitHub();
});
afterEach(() => gh.close());

const run = (
  event: { name: string; payload: unknown },
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
) =>
  runAction({
    workspace: workspace.dir,
    event,
    inputs: { golden: 'golden.jsonl', 'github-token': 'ghs_test', threshold: '0.5', ...inputs },
    env: { GITHUB_API_URL: gh.url, GITHUB_SHA: 'd'.repeat(40), ...env },
  });

describe('baseline-branch is never a branch the records would damage (20.5)', () => {
  it('refuses the default branch, with the other input errors in one message, writing nothing', async () => {
    const result = await run(mainEvent('push'), { 'baseline-branch': 'main', threshold: '2' });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('::error::2 invalid inputs');
    expect(result.stdout).toContain(
      'baseline-branch: "main" is the default branch: every record would commit the gate\'s files onto it',
    );
    expect(result.stdout).toContain('threshold: expected a number >= 0 and <= 1, got "2"');
    expect(gh.writes()).toEqual([]);
    expect(gh.listFiles('main')).toEqual([]);
  });

  it("refuses the run's own branch and names that are not git branch names", async () => {
    const own = await run(
      mainEvent('workflow_dispatch'),
      { 'baseline-branch': 'release', record: 'true' },
      { GITHUB_REF: 'refs/heads/release' },
    );
    expect(own.code).toBe(1);
    expect(own.stdout).toContain(
      'baseline-branch: "release" is the branch this run is for: the gate\'s records would be committed onto it',
    );
    for (const [name, why] of [
      ['data..x', 'it contains ".."'],
      ['data branch', 'it contains " "'],
      ['refs/heads/data', 'give the branch name without refs/heads/'],
      ['data.lock', 'a path component ends with ".lock"'],
      ['HEAD', 'git refuses a branch named "HEAD"'],
    ]) {
      const bad = await run(mainEvent('push'), { 'baseline-branch': name! });
      expect(bad.code, name).toBe(1);
      expect(bad.stdout).toContain(
        `baseline-branch: "${name}" is not a valid branch name (${why})`,
      );
    }
    expect(gh.writes()).toEqual([]);
  }, 30_000);
});

describe('the sticky comment, deleted while the run was going (20.15)', () => {
  it('creates a new comment instead, without blaming forks or permissions', async () => {
    const old = gh.addComment(7, `${MARKER}\nlast run`, {
      login: 'github-actions[bot]',
      type: 'Bot',
    });
    // Someone deletes it after the action listed the comments, before it updates it.
    gh.beforeNext({ method: 'PATCH', path: /\/issues\/comments\/\d+$/ }, () =>
      gh.deleteComment(old.id),
    );
    const result = await run(
      pullRequestEvent(7, 'e'.repeat(40)),
      {},
      { GITHUB_REF: 'refs/pull/7/merge' },
    );
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('::warning::');
    const comments = gh.comments(7);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.id).not.toBe(old.id);
    expect(comments[0]!.body.startsWith(MARKER)).toBe(true);
    expect(result.outputs['comment-url']).toBe(comments[0]!.html_url);
    expect(result.stdout).toContain(`PR comment created: ${comments[0]!.html_url}`);
  });
});

describe('a report published from a workflow_run is of the commit that run was for (20.1)', () => {
  it("refuses a fork PR #5's report aimed at PR #9 (its pr-number and commit forged to PR #9's head)", async () => {
    const PR5 = '5'.repeat(40);
    const PR9 = '9'.repeat(40);
    gh.setPull(5, PR5);
    gh.setPull(9, PR9);
    const victim = gh.addComment(9, `${MARKER}\n❌ failed`, {
      login: 'github-actions[bot]',
      type: 'Bot',
    });
    // The fork's run (read-only token) made a report and says it is PR #9's head, and passed.
    gh.forbidWrites = true;
    const fork = await run(
      pullRequestEvent(5, PR5),
      { 'report-path': 'forged.json', threshold: '0.99' },
      { GITHUB_REF: 'refs/pull/5/merge' },
    );
    expect(fork.code).toBe(1);
    gh.forbidWrites = false;
    const path = join(workspace.dir, 'forged.json');
    const forged = JSON.parse(await readFile(path, 'utf8'));
    forged.commit.sha = PR9;
    forged.passed = true;
    forged.failures = [];
    await writeFile(path, JSON.stringify(forged));
    gh.reset();
    // The trusted publisher runs on workflow_run for the fork's run: head_sha is PR #5's head.
    const published = await run(
      {
        name: 'workflow_run',
        payload: { repository: { default_branch: 'main' }, workflow_run: { head_sha: PR5 } },
      },
      { report: 'forged.json', 'pr-number': '9', golden: '' },
    );
    expect(published.code).toBe(0);
    expect(published.stdout).toContain(
      "::warning::The report says it was made for 9999999 (PR #9's head), but the workflow run that triggered this one was for 5555555: a report from another PR's run is not published. Not commenting.",
    );
    expect(gh.comments(9).map((c) => c.body)).toEqual([victim.body]);
    expect(gh.writes()).toEqual([]);
  });
});

describe('a late run never overwrites the comment of a newer head (20.4)', () => {
  const bot = { login: 'github-actions[bot]', type: 'Bot' };
  /** Two pushes to the PR's branch: H2 is H1's child. */
  let H1: string, H2: string;
  beforeEach(() => {
    gh.createBranch('feature', 'main');
    H1 = gh.writeFile('feature', 'app.txt', 'first push');
    H2 = gh.writeFile('feature', 'app.txt', 'second push');
  });
  const prRun = (head: string) =>
    run(pullRequestEvent(7, head), {}, { GITHUB_REF: 'refs/pull/7/merge' });
  const headLine = (sha: string) => `<!-- context-precision-gate:default sha=${sha} -->`;

  it("a run for the PR's old head writes nothing once the PR has moved on", async () => {
    gh.setPull(7, H2);
    const current = await prRun(H2);
    expect(current.code).toBe(0);
    const [comment] = gh.comments(7);
    expect(comment!.body.split('\n').slice(0, 2)).toEqual([MARKER, headLine(H2)]);
    // The run for the first push was slow (or re-run by hand): it finishes now.
    const late = await prRun(H1);
    expect(late.code).toBe(0);
    expect(late.stdout).toContain(
      `::warning::Not writing the context precision comment on PR #7: this run is for ${H1.slice(0, 7)}, but the PR's head is now ${H2.slice(0, 7)} (a newer push; its run writes the comment).`,
    );
    expect(gh.comments(7)).toEqual([comment]);
    expect(late.outputs['comment-url']).toBe('');
  });

  it('after a force push (heads not ordered by ancestry) the PR head decides', async () => {
    // The head marker cannot order diverged heads: only the PR's current head keeps this out.
    gh.createBranch('rebased', 'main');
    const rebased = gh.writeFile('rebased', 'app.txt', 'rebased push');
    gh.setPull(7, rebased);
    await prRun(rebased);
    const before = gh.comments(7);
    const late = await prRun(H1);
    expect(late.stdout).toContain(`but the PR's head is now ${rebased.slice(0, 7)} (a newer push`);
    expect(gh.comments(7)).toEqual(before);
  });

  it('never overwrites a comment written for a newer head, even one written during the run', async () => {
    gh.setPull(7, H1);
    // The head check passes; then H2 is pushed and its run writes the comment first.
    gh.beforeNext({ method: 'GET', path: /\/issues\/7\/comments$/ }, () => {
      gh.setPull(7, H2);
      gh.addComment(7, `${MARKER}\n${headLine(H2)}\n✅ for the newer head`, bot);
    });
    const late = await prRun(H1);
    expect(late.stdout).toContain(
      `::warning::Not overwriting the context precision comment on PR #7: it was written for ${H2.slice(0, 7)}, a newer head than this run's ${H1.slice(0, 7)}.`,
    );
    expect(gh.comments(7).map((c) => c.body)).toEqual([
      `${MARKER}\n${headLine(H2)}\n✅ for the newer head`,
    ]);
  });

  it("after a force push back, the run for the PR's head again overwrites the newer head's comment (25.6)", async () => {
    // H1 fails, H2 (the fix) passes and writes the comment; then the branch is reset to H1.
    gh.setPull(7, H2);
    await prRun(H2);
    gh.setPull(7, H1);
    const again = await prRun(H1);
    expect(again.stdout).not.toContain('::warning::');
    expect(again.stdout).toContain('PR comment updated');
    expect(gh.comments(7).map((c) => c.body.split('\n').slice(0, 2))).toEqual([
      [MARKER, headLine(H1)],
    ]);
  });

  it('a run for the current head updates a comment made for an older one', async () => {
    const old = gh.addComment(7, `${MARKER}\n${headLine(H1)}\nfor the first push`, bot);
    gh.setPull(7, H2);
    const result = await prRun(H2);
    expect(result.stdout).not.toContain('::warning::');
    const [comment] = gh.comments(7);
    expect(comment!.id).toBe(old.id);
    expect(comment!.body.split('\n').slice(0, 2)).toEqual([MARKER, headLine(H2)]);
  });
});

describe('a GitHub API that never answers (20.12)', () => {
  const prRun = () =>
    runAction({
      workspace: workspace.dir,
      event: pullRequestEvent(7, 'e'.repeat(40)),
      inputs: { golden: 'golden.jsonl', 'github-token': 'ghs_test', threshold: '0.5' },
      env: { GITHUB_API_URL: gh.url, GITHUB_SHA: 'd'.repeat(40), GITHUB_REF: 'refs/pull/7/merge' },
      // 50 ms here, 30 s by default: each request is given up and retried like a server error.
      octokit: { requestTimeoutMs: 50 },
    });

  it('a PR run fails closed with the store error, in a bounded time', async () => {
    gh.hangNext(Infinity);
    const started = Date.now();
    const result = await prRun();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      '::error::Could not read the baseline on context-precision-data/default: baseline store: cannot read the branch context-precision-data: HTTP 500 "GitHub did not answer within 0.05 s"',
    );
    // Three attempts at the first request, nothing after it.
    expect(gh.requests).toHaveLength(3);
  });

  it('a comment GitHub never answers is a warning, and the gate still decides', async () => {
    gh.hangNext(Infinity, { path: /\/(issues|pulls)\// });
    const result = await prRun();
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      '::warning::Could not write the context precision comment on PR #7 (HTTP 500 "GitHub did not answer within 0.05 s"). The report is still in the job summary.',
    );
    expect(result.summary).toContain('Context precision');
  });
});
