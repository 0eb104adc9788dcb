import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { pullRequestEvent, runAction } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// Labels only: no judge server needed; the comment is what is under test here.
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
    id: 'hostile',
    query: 'q </details><script>alert(1)</script> @octocat',
    relevant: ['h1'],
    contexts: [{ id: 'h1', text: '| cell | ``` <!-- context-precision-gate:default -->' }],
  },
];
const MARKER = '<!-- context-precision-gate:default -->';
const HEAD = 'e'.repeat(40);
const prEvent = pullRequestEvent(7, HEAD);

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
  inputs: Record<string, string> = {},
  event: { name: string; payload: unknown } = prEvent,
) =>
  runAction({
    workspace: workspace.dir,
    event,
    inputs: { golden: 'golden.jsonl', 'github-token': 'ghs_test', threshold: '0.5', ...inputs },
    env: { GITHUB_API_URL: gh.url, GITHUB_SHA: 'd'.repeat(40), GITHUB_REF: 'refs/pull/7/merge' },
  });

describe('the sticky PR comment (the action run in process against a fake GitHub)', () => {
  it('three runs leave one comment, updated in place, with its URL as an output', async () => {
    // Ours sits past the first page of a long discussion: the search must paginate.
    for (let i = 0; i < 130; i += 1)
      gh.addComment(7, `review note ${i}`, { login: 'octocat', type: 'User' });
    const urls: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const result = await run();
      expect(result.code).toBe(0);
      // The text table is in the job's log too, not only in the comment and summary.
      expect(result.stdout).toMatch(
        /^ {2}case +AP +(base AP +Δ +)?recall +ranks +(judge +)?reason$/m,
      );
      urls.push(result.outputs['comment-url'] ?? '');
    }
    const ours = gh.comments(7).filter((c) => c.body.startsWith(MARKER));
    expect(ours).toHaveLength(1);
    expect(gh.comments(7)).toHaveLength(131);
    expect(
      gh.requests.some((r) => r.path.endsWith('/issues/7/comments') && r.query.page === '2'),
    ).toBe(true);
    expect(new Set(urls)).toEqual(new Set([ours[0]!.html_url]));
    expect(
      gh.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/issues/7/comments')),
    ).toHaveLength(1);
    expect(gh.requests.filter((r) => r.method === 'PATCH')).toHaveLength(2);
    const body = ours[0]!.body;
    expect(body).toContain('0.7500');
    expect(body).not.toContain('<script>');
    expect(body.split(MARKER)).toHaveLength(2);
  });

  it("deletes duplicates a race left behind, and leaves a human's quote of the marker alone", async () => {
    gh.addComment(7, `${MARKER}\nstale-one`, { login: 'github-actions[bot]', type: 'Bot' });
    gh.addComment(7, `${MARKER}\nstale-two`, { login: 'github-actions[bot]', type: 'Bot' });
    gh.addComment(7, `${MARKER}\nI copied the bot's comment`, { login: 'octocat', type: 'User' });
    const result = await run();
    expect(result.code).toBe(0);
    const bodies = gh.comments(7).map((c) => c.body);
    expect(bodies).toHaveLength(2);
    expect(bodies.filter((b) => b.includes('stale-'))).toHaveLength(0);
    expect(bodies.some((b) => b.includes("I copied the bot's comment"))).toBe(true);
  });

  it('a 403 (fork PR, or no pull-requests: write) is one warning, not a failure', async () => {
    gh.failNext(
      1,
      403,
      {},
      { message: 'Resource not accessible by integration' },
      { method: 'POST', path: /\/issues\/7\/comments$/ },
    );
    const result = await run();
    expect(result.code).toBe(0);
    const warnings = result.stdout.split('\n').filter((l) => l.startsWith('::warning::'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      'Could not write the context precision comment on PR #7 (HTTP 403',
    );
    expect(warnings[0]).toContain('pull-requests: write');
    expect(warnings[0]).toContain('workflow_run');
    expect(result.outputs['comment-url']).toBe('');
    expect(result.summary).toContain('Context precision');
  });

  it('still fails the gate (not the comment) when the score is low and the comment is forbidden', async () => {
    gh.forbidWrites = true;
    const result = await run({ threshold: '0.9' });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('::warning::Could not write the context precision comment');
    expect(result.stdout).toContain(
      '::error::Context precision gate failed: score 0.75 is below the threshold 0.9',
    );
  });

  it('waits out a secondary rate limit on the comment, a bounded number of times', async () => {
    // The fake's default 403 body is GitHub's secondary-rate-limit message.
    gh.failNext(1, 403, { 'retry-after': '1' }, undefined, {
      method: 'POST',
      path: /\/issues\/7\/comments$/,
    });
    const once = await run();
    expect(once.code).toBe(0);
    expect(once.stdout).toContain('GitHub secondary rate limit on POST');
    expect(gh.comments(7)).toHaveLength(1);

    // Past the retry budget it is a warning, never a failure.
    gh.failNext(5, 403, { 'retry-after': '1' }, undefined, { method: 'PATCH' });
    const limited = await run();
    expect(limited.code).toBe(0);
    expect(gh.requests.filter((r) => r.method === 'PATCH').length).toBe(3);
    expect(limited.stdout).toContain(
      '::warning::Could not write the context precision comment on PR #7 (HTTP 403',
    );
  });

  it('retries a 422 with the minimal body', async () => {
    gh.failNext(
      1,
      422,
      {},
      { message: 'Validation Failed' },
      { method: 'POST', path: /\/issues\/7\/comments$/ },
    );
    const result = await run();
    expect(result.code).toBe(0);
    const posts = gh.requests.filter(
      (r) => r.method === 'POST' && r.path.endsWith('/issues/7/comments'),
    );
    expect(posts.map((p) => p.status)).toEqual([422, 201]);
    expect(posts[1]!.body.body.length).toBeLessThan(posts[0]!.body.body.length);
    expect(gh.comments(7)[0]!.body.startsWith(MARKER)).toBe(true);
  });

  it('comment: false writes no comment', async () => {
    const result = await run({ comment: 'false' });
    expect(result.code).toBe(0);
    expect(gh.comments(7)).toHaveLength(0);
    expect(gh.writes()).toHaveLength(0);
  });

  it('posts for a fork PR from a second workflow, with report and pr-number', async () => {
    // 1. The fork's pull_request run: read-only token, the comment is refused; the report is the artifact.
    gh.forbidWrites = true;
    // The artifact: a report in the workspace (the action reads reports only from there or RUNNER_TEMP).
    const scored = await run({ 'report-path': 'fork-report.json' });
    expect(scored.code).toBe(0);
    expect(scored.stdout).toContain('::warning::Could not write the context precision comment');
    gh.forbidWrites = false;
    gh.setPull(7, HEAD);
    // 2. The workflow_run run: trusted code, write token, publishes the artifact's report.
    const workflowRun = {
      name: 'workflow_run',
      payload: { repository: { default_branch: 'main' }, workflow_run: { head_sha: HEAD } },
    };
    const published = await run(
      { report: 'fork-report.json', 'pr-number': '7', golden: '' },
      workflowRun,
    );
    expect(published.code).toBe(0);
    expect(published.outputs.score).toBe('0.7500');
    expect(gh.comments(7)).toHaveLength(1);
    expect(published.outputs['comment-url']).toBe(gh.comments(7)[0]!.html_url);
    expect(published.stdout).not.toContain('Recording: yes');
    expect(gh.writes().filter((w) => w.path.includes('/contents/'))).toHaveLength(0);
  });

  it('does not publish a report made for another commit than the PR head', async () => {
    gh.forbidWrites = true;
    await run({ 'report-path': 'other-report.json' });
    gh.forbidWrites = false;
    gh.setPull(8, 'b'.repeat(40));
    const published = await run(
      { report: 'other-report.json', 'pr-number': '8', golden: '' },
      { name: 'workflow_run', payload: {} },
    );
    expect(published.code).toBe(0);
    expect(published.stdout).toContain(
      `::warning::The report was made for ${HEAD.slice(0, 7)}, but PR #8's head is bbbbbbb: not commenting.`,
    );
    expect(gh.comments(8)).toHaveLength(0);
  });

  it('rejects a report file that is not ours, naming the field', async () => {
    // In the workspace: the action reads reports only from there or RUNNER_TEMP.
    await writeFile(
      join(workspace.dir, 'bad.json'),
      '{\n  "schemaVersion": 1,\n  "score": "high"\n}\n',
    );
    const result = await run(
      { report: 'bad.json', golden: '', 'pr-number': '7' },
      { name: 'workflow_run', payload: {} },
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('not a context precision report');
    expect(result.stdout).toMatch(/bad\.json:3: field "score": expected a number, got a string/);
  });
});
