import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { workflowFor } from '../src/cli/init.js';
import { startFakeGitHub, type FakeGitHub, type GitHubUser } from './helpers/fake-github.js';
import { mainEvent, runAction } from './helpers/run-action.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// Review in the pull request (issue 43): a maintainer's `/context-precision accept|reject` lines
// become labels committed to the PR's branch through the API (one commit, the YAML's comments
// kept), the workflow is dispatched on that branch, and the dispatched run gates the PR like its
// pull_request run, its comment naming the review. Labels only: no judge, no retriever.
const GOLDEN = `# Support questions, labelled by the support team.
cases:
  # Refunds: the policy page answers it.
  - id: refund
    query: How do I get a refund?
    relevant: [r1] # the policy page
  - id: shipping # kept as written
    query: How long does shipping take?
    relevant: { s1: 1 }
`;
const ranking = (refund: string[], shipping: string[]) =>
  [
    { id: 'refund', contexts: refund.map((id) => ({ id, text: `passage ${id}` })) },
    { id: 'shipping', contexts: shipping.map((id) => ({ id, text: `passage ${id}` })) },
  ]
    .map((r) => JSON.stringify(r))
    .join('\n') + '\n';
const WORKFLOW = '.github/workflows/context-precision.yml';
const MARKER = '<!-- context-precision-gate:default -->';
const NOW = new Date('2026-12-05T10:00:00Z');
const maya: GitHubUser = { login: 'maya', type: 'User', id: 11 };

const folder = tempFolderPerTest();
let gh: FakeGitHub;
let workspace: string;
let base: string;
beforeEach(async () => {
  gh = await startFakeGitHub();
  gh.writeFile('main', WORKFLOW, 'on: [push]\n');
  base = gh.writeFile('main', 'golden/cases.yaml', GOLDEN);
  gh.createBranch('feature', 'main');
  const head = gh.writeFile('feature', 'retriever.txt', 'the new retriever');
  gh.setPull(7, head, { headRef: 'feature', baseSha: base });
  gh.setPermission('maya', 'maintain');
  workspace = await folder({
    'golden/cases.yaml': GOLDEN,
    'base.jsonl': ranking(['r1'], ['s1']),
    // The PR's retriever puts u1, which no label names, above the policy page.
    'pr.jsonl': ranking(['u1', 'r1'], ['s1', 's2']),
  });
});
afterEach(() => gh.close());

const inputs = (retrieval: string) => ({
  golden: 'golden/cases.yaml',
  retrieval,
  'github-token': 'ghs_test',
  threshold: '0.5',
});
const env = (sha: string, ref: string) => ({
  GITHUB_API_URL: gh.url,
  GITHUB_SHA: sha,
  GITHUB_REF: ref,
  GITHUB_WORKFLOW_REF: `acme/rag/${WORKFLOW}@${ref}`,
});

/** The PR's pull_request run, on its merge commit. */
const prRun = (given: Record<string, string>) =>
  runAction({
    workspace,
    event: {
      name: 'pull_request',
      payload: {
        repository: { default_branch: 'main' },
        pull_request: { number: 7, head: { sha: gh.branchHead('feature') }, base: { sha: base } },
      },
    },
    inputs: given,
    env: { ...env('d'.repeat(40), 'refs/pull/7/merge'), GITHUB_HEAD_REF: 'feature' },
  });

/** A comment on PR `pull` by `user`, and the issue_comment run it starts (on main). */
async function commentRun(body: string, user: GitHubUser = maya, pull = 7) {
  const comment = gh.addComment(pull, body, user);
  const main = gh.branchHead('main')!;
  const run = await runAction({
    workspace,
    event: {
      name: 'issue_comment',
      payload: {
        action: 'created',
        repository: { default_branch: 'main' },
        issue: { number: pull, pull_request: { url: `${gh.url}/repos/acme/rag/pulls/${pull}` } },
        comment: { id: comment.id, body, html_url: comment.html_url, user },
      },
    },
    inputs: inputs('pr.jsonl'),
    env: env(main, 'refs/heads/main'),
    now: () => NOW,
  });
  const replies = gh.comments(pull).filter((c) => c.id > comment.id);
  return { run, comment, replies, reactions: gh.reactions(comment.id) };
}

describe('a review in the pull request (issue 43)', () => {
  it("commits a maintainer's labels to the PR's branch, dispatches the gate, and the dispatched run's comment names the review", async () => {
    // main's baseline, then the PR's run: refund regressed, its comment carries the commands.
    expect(
      (
        await runAction({
          workspace,
          event: mainEvent('push'),
          inputs: inputs('base.jsonl'),
          env: env(base, 'refs/heads/main'),
        })
      ).code,
    ).toBe(0);
    const recorded = gh.branchHead('context-precision-data');
    const pr = await prRun(inputs('pr.jsonl'));
    expect(pr.code).toBe(1);
    const [sticky] = gh.comments(7);
    expect(sticky!.body).toContain(
      '- **Review:** comment `/context-precision accept refund u1` or `/context-precision reject refund u1` (leave out the ids you disagree with): the labels are committed to this branch and the gate runs again.',
    );

    const before = gh.branchHead('feature')!;
    const { run, comment, replies, reactions } = await commentRun(
      'u1 is the new refund page, s2 is off topic.\n/context-precision accept refund u1\n/context-precision reject shipping s2\n',
    );
    expect(run.code).toBe(0);
    expect(replies).toEqual([]);
    expect(reactions).toEqual(['eyes', '+1']);
    // One commit on the branch, its message naming the reviewer and linking the comment.
    const head = gh.branchHead('feature')!;
    expect(gh.getCommit(head)!.parents).toEqual([before]);
    expect(gh.getCommit(head)!.message).toBe(
      `context-precision: labels from maya's review\n\naccept refund: u1\nreject shipping: s2\n\nContext-Precision-Review: maya ${comment.html_url}\n`,
    );
    const after = gh.readFile('feature', 'golden/cases.yaml')!;
    expect(after).toBe(`# Support questions, labelled by the support team.
cases:
  # Refunds: the policy page answers it.
  - id: refund
    query: How do I get a refund?
    relevant: { r1: 1, u1: 1 } # the policy page
    labelled: { by: maya, at: 2026-12-05 }
  - id: shipping # kept as written
    query: How long does shipping take?
    relevant: { s1: 1, s2: 0 }
    labelled: { by: maya, at: 2026-12-05 }
`);
    expect(gh.readFile('main', 'golden/cases.yaml')).toBe(GOLDEN);
    expect(gh.dispatches()).toEqual([
      { workflow: 'context-precision.yml', ref: 'feature', inputs: { 'pull-request': '7' } },
    ]);

    // The dispatched run: the head branch checked out, the PR gated again, the same comment.
    writeFileSync(join(workspace, 'golden/cases.yaml'), after);
    gh.setPull(7, head, { headRef: 'feature', baseSha: base });
    const again = await runAction({
      workspace,
      event: {
        name: 'workflow_dispatch',
        payload: { repository: { default_branch: 'main' }, inputs: { 'pull-request': '7' } },
      },
      inputs: inputs('pr.jsonl'),
      env: env(head, 'refs/heads/feature'),
    });
    expect(again.code).toBe(0);
    expect(again.outputs).toMatchObject({ passed: 'true', 'baseline-score': '1.0000' });
    const comments = gh.comments(7).filter((c) => c.body.startsWith(MARKER));
    expect(comments.map((c) => c.id)).toEqual([sticky!.id]);
    expect(comments[0]!.body).toContain(
      `🏷️ **Labels changed in review** by **maya** ([comment](${comment.html_url})): accept refund: u1 · reject shipping: s2.`,
    );
    // Neither the review nor the dispatched run recorded anything.
    expect(gh.branchHead('context-precision-data')).toBe(recorded);
    if (process.env.CPG_PRINT) console.log(sticky!.body, comments[0]!.body);
  });

  it('writes a passage label for a context that said where it comes from (issue 39)', async () => {
    // The PR run's comment names u1 by its place; the review commits it as a passage label.
    const placed = (id: string, start: number) => ({
      id,
      text: `passage ${id}`,
      metadata: { source: 'docs/refunds.md', start, end: start + 10 },
    });
    const lines = [
      { id: 'refund', contexts: [placed('u1', 200), placed('r1', 0)] },
      { id: 'shipping', contexts: [{ id: 's1', text: 'passage s1' }] },
    ];
    writeFileSync(join(workspace, 'placed.jsonl'), lines.map((l) => JSON.stringify(l)).join('\n'));
    const pr = await prRun({ ...inputs('placed.jsonl'), threshold: '0' });
    expect(pr.code).toBe(0);
    const command = '/context-precision accept refund docs/refunds.md:200-210';
    expect(gh.comments(7)[0]!.body).toContain(`comment \`${command}\``);
    const { run, replies } = await commentRun(`${command}\n`);
    expect(run.code).toBe(0);
    expect(replies).toEqual([]);
    expect(gh.readFile('feature', 'golden/cases.yaml')).toContain(
      `    relevant: [ r1 ] # the policy page
    passages: [ { source: docs/refunds.md, start: 200, end: 210, grade: 1 } ]
    labelled: { by: maya, at: 2026-12-05 }
`,
    );
  });

  it('refuses a commenter without write permission: one reply, no commit, no dispatch', async () => {
    gh.setPermission('vic', 'triage');
    const head = gh.branchHead('feature');
    const vic = { login: 'vic', type: 'User', id: 12 };
    const { run, replies, reactions } = await commentRun(
      '/context-precision accept refund u1',
      vic,
    );
    expect(run.code).toBe(0);
    expect(replies.map((c) => c.body)).toEqual([
      'Context Precision Gate: not applied. **vic** has `triage` permission on this repository; labels are committed only for a commenter with write, maintain or admin permission. A maintainer can post the same lines.',
    ]);
    expect(reactions).toEqual(['eyes', 'confused']);
    expect(gh.branchHead('feature')).toBe(head);
    expect(gh.dispatches()).toEqual([]);
  });

  it('ignores bots and comments without a command line', async () => {
    const bot = { login: 'renovate[bot]', type: 'Bot', id: 13 };
    const byBot = await commentRun('/context-precision accept refund u1', bot);
    const prose = await commentRun('Looks good; the /context-precision gate is happy.');
    for (const { run, replies, reactions } of [byBot, prose]) {
      expect(run.code).toBe(0);
      expect(replies).toEqual([]);
      expect(reactions).toEqual([]);
    }
    expect(gh.writes()).toEqual([]);
  });

  it('answers a fork PR with the exact lines to change, and commits nothing', async () => {
    gh.createBranch('fork-head', 'main');
    const forkHead = gh.writeFile('fork-head', 'retriever.txt', "a visitor's retriever");
    gh.setPull(8, forkHead, { headRef: 'patch-1', headRepo: 'visitor/rag', baseSha: base });
    const before = gh.writes().length;
    const { run, replies, reactions } = await commentRun(
      '/context-precision reject refund u1',
      maya,
      8,
    );
    expect(run.code).toBe(0);
    expect(replies.map((c) => c.body)).toEqual([
      [
        "Context Precision Gate: not committed. This pull request's head is in `visitor/rag`, another repository: the workflow's token cannot push there. Change these lines on your branch (the labels as the review decided them):",
        '',
        'In `golden/cases.yaml`, line 6 becomes:',
        '',
        '```',
        '    relevant: { r1: 1, u1: 0 } # the policy page',
        '    labelled: { by: maya, at: 2026-12-05 }',
        '```',
      ].join('\n'),
    ]);
    expect(reactions).toEqual(['eyes', 'confused']);
    // Only the reply and the reactions were written.
    expect(
      gh
        .writes()
        .slice(before)
        .map((w) => `${w.method} ${w.path}`),
    ).toEqual([
      expect.stringMatching(/^POST .*\/reactions$/),
      'POST /repos/acme/rag/issues/8/comments',
      expect.stringMatching(/^POST .*\/reactions$/),
    ]);
    expect(gh.dispatches()).toEqual([]);
  });

  it('names a malformed line and an unknown case, and commits nothing', async () => {
    const head = gh.branchHead('feature');
    const malformed = await commentRun(
      '/context-precision accept refund u1\n/context-precision accept refund\n/context-precision approve @octocat <b>x</b>',
    );
    expect(malformed.replies.map((c) => c.body)).toEqual([
      'Context Precision Gate: nothing committed. Not a command: line 2, `/context-precision accept refund`; line 3, `/context-precision approve @\u200bocto' +
        'cat &lt;b&gt;x&lt;/b&gt;`. Write one per line: `/context-precision accept CASE PASSAGE…` or `/context-precision reject CASE PASSAGE…` (a case id, then one or more passage ids, separated by spaces).',
    ]);
    expect(malformed.reactions).toEqual(['eyes', 'confused']);
    const unknown = await commentRun(
      '/context-precision accept refund u1\n/context-precision reject nosuch_case x1',
    );
    expect(unknown.replies.map((c) => c.body)).toEqual([
      'Context Precision Gate: nothing committed. No golden file on `feature` (the `golden` input: `golden/cases.yaml`) defines case `nosuch\\_case`.',
    ]);
    expect(unknown.reactions).toEqual(['eyes', 'confused']);
    expect(gh.branchHead('feature')).toBe(head);
    expect(gh.dispatches()).toEqual([]);
  });

  it('says why when the branch refuses the commit, and warns when the gate cannot be dispatched', async () => {
    gh.protectBranch('feature', 'classic');
    const refused = await commentRun('/context-precision accept refund u1');
    expect(refused.replies.map((c) => c.body)).toEqual([
      'Context Precision Gate: nothing committed. GitHub refused to write to feature: HTTP 422 "Protected branch update failed for refs/heads/feature.".',
    ]);
    expect(refused.reactions).toEqual(['eyes', 'confused']);
    // Committed, but the workflow file is not on the branch: GitHub's 404, a warning in the log.
    gh.protectBranch('feature', null);
    gh.writeFile('feature', WORKFLOW, '');
    gh.failNext(1, 404, {}, { message: 'Not Found' }, { method: 'POST', path: /dispatches$/ });
    const { run, reactions } = await commentRun('/context-precision accept refund u1');
    expect(reactions).toEqual(['eyes', '+1']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      '::warning::The labels are committed, but context-precision.yml could not be dispatched on feature (Not Found): the job needs `permissions: actions: write` and the workflow a `workflow_dispatch` trigger with the input pull-request.',
    );
    expect(gh.dispatches()).toEqual([]);
  });

  it("init's workflow takes reviews: the two triggers and the three write permissions", () => {
    const workflow = parse(
      workflowFor({ kind: 'python', install: 'pip install -r requirements.txt' }),
    );
    expect(workflow.on.issue_comment).toEqual({ types: ['created'] });
    expect(Object.keys(workflow.on.workflow_dispatch.inputs)).toEqual(['pull-request']);
    expect(workflow.jobs['context-precision'].permissions).toEqual({
      contents: 'write',
      'pull-requests': 'write',
      actions: 'write',
    });
  });
});
