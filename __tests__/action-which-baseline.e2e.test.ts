import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { workflowFor } from '../src/cli/init.js';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { mainEvent, repoRoot, runAction } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// Which record a run is compared with, and which record becomes the baseline (issue 15 items 4
// and 5, issue 20 items 2 and 3): by commit, never by clock. Labels only (no judge server): the
// good retrieval scores MAP 1.0, the half one 0.5 (each case's relevant passage at rank 2).
const ids = ['a', 'b'];
const golden = ids.map((id) =>
  JSON.stringify({ id, query: `question ${id}?`, relevant: [`${id}1`] }),
);
const results = (relevantAt: 1 | 2) =>
  ids
    .map((id) =>
      JSON.stringify({
        id,
        contexts:
          relevantAt === 1
            ? [{ id: `${id}1`, text: `the answer to ${id}` }]
            : [
                { id: `${id}0`, text: `off topic ${id}` },
                { id: `${id}1`, text: `the answer to ${id}` },
              ],
      }),
    )
    .join('\n') + '\n';

const DATA = 'context-precision-data';
const MARKER = '<!-- context-precision-gate:default -->';
let gh: FakeGitHub;
let workspace: { dir: string; cleanup: () => Promise<void> };
/** Three commits on main, each the parent of the next. */
let A: string, B: string, C: string;

beforeAll(async () => {
  workspace = await tempFiles({
    'golden.jsonl': golden.join('\n') + '\n',
    'good.jsonl': results(1),
    'half.jsonl': results(2),
  });
});
afterAll(() => workspace.cleanup());
beforeEach(async () => {
  gh = await startFakeGitHub();
  A = gh.writeFile('main', 'app.txt', 'A');
  B = gh.writeFile('main', 'app.txt', 'B');
  C = gh.writeFile('main', 'app.txt', 'C');
});
afterEach(() => gh.close());

const short = (sha: string) => sha.slice(0, 7);
const readJson = (path: string) => JSON.parse(gh.readFile(DATA, path) ?? 'null');

function run(
  event: { name: string; payload: unknown },
  retrieval: 'good.jsonl' | 'half.jsonl',
  env: Record<string, string>,
  inputs: Record<string, string> = {},
) {
  return runAction({
    workspace: workspace.dir,
    event,
    inputs: {
      golden: 'golden.jsonl',
      retrieval,
      'github-token': 'ghs_test',
      threshold: '0.4',
      'max-drop': '0.05',
      ...inputs,
    },
    env: { GITHUB_API_URL: gh.url, ...env },
  });
}

/** The push run of `sha` on main. */
const push = (sha: string, retrieval: 'good.jsonl' | 'half.jsonl') =>
  run(mainEvent('push'), retrieval, { GITHUB_SHA: sha, GITHUB_REF: 'refs/heads/main' });

/** A pull_request run of PR #7 (head `e…`) whose base is `base`. */
const pullRequest = (base: string, retrieval: 'good.jsonl' | 'half.jsonl') =>
  run(
    {
      name: 'pull_request',
      payload: {
        repository: { default_branch: 'main' },
        pull_request: { number: 7, head: { sha: 'e'.repeat(40) }, base: { sha: base } },
      },
    },
    retrieval,
    { GITHUB_SHA: 'd'.repeat(40), GITHUB_REF: 'refs/pull/7/merge' },
  );

describe('the baseline follows commit order, not run order or clocks (20.2, 20.3)', () => {
  it('a re-run of an older push keeps the newer baseline, and a later real drop still fails', async () => {
    expect((await push(A, 'half.jsonl')).code).toBe(0);
    expect((await push(B, 'good.jsonl')).code).toBe(0);
    expect(readJson('default/baseline.json')).toMatchObject({ sha: B, score: 1 });
    // Someone re-runs A's workflow (or A's run finished late).
    const rerun = await push(A, 'half.jsonl');
    // Its own check compares with the newest record, B's, and fails: what matters is the record.
    expect(rerun.code).toBe(1);
    expect(rerun.stdout).toContain(
      `Kept the baseline on ${DATA}/default: ${short(A)} is an ancestor of the baseline's ${short(B)} (GitHub's compare: behind): an older commit's run, re-run or finished late, never replaces a newer commit's baseline.`,
    );
    expect(rerun.stdout).not.toContain('Recorded the baseline');
    expect(readJson('default/baseline.json')).toMatchObject({ sha: B, score: 1 });
    // The re-run's history entry replaces A's earlier one, in A's place: commit order.
    expect(readJson('default/history.json').entries.map((e: any) => e.sha)).toEqual([A, B]);
    // A PR on B that really drops 0.5 fails.
    const pr = await pullRequest(B, 'half.jsonl');
    expect(pr.code).toBe(1);
    expect(pr.outputs).toMatchObject({
      'baseline-score': '1.0000',
      delta: '-0.5000',
      passed: 'false',
    });
  }, 60_000);

  it('a late record goes among its neighbours by ancestry, in history.json and commits.json (25.9)', async () => {
    const D = gh.writeFile('main', 'app.txt', 'D');
    const E = gh.writeFile('main', 'app.txt', 'E');
    // C's push run records last.
    for (const sha of [A, B, D, E, C]) expect((await push(sha, 'good.jsonl')).code).toBe(0);
    expect(readJson('default/baseline.json')).toMatchObject({ sha: E });
    expect(readJson('default/history.json').entries.map((e: any) => e.sha)).toEqual([
      A,
      B,
      C,
      D,
      E,
    ]);
    expect(readJson('default/commits.json').commits).toEqual([A, B, C, D, E]);
  }, 60_000);

  it('a recorder whose clock was 3 h fast does not freeze the baseline: the next commit replaces it', async () => {
    expect((await push(B, 'good.jsonl')).code).toBe(0);
    // B's record as a recorder with a fast clock left it.
    const ahead = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const fast = readJson('default/baseline.json');
    fast.recordedAt = ahead;
    gh.writeFile(DATA, 'default/baseline.json', JSON.stringify(fast));
    const history = readJson('default/history.json');
    history.entries[0].date = ahead;
    gh.writeFile(DATA, 'default/history.json', JSON.stringify(history));
    const next = await push(C, 'good.jsonl');
    expect(next.code).toBe(0);
    expect(next.stdout).toContain(
      `Recorded the baseline for ${short(C)} on ${DATA}/default (${short(C)} descends from the baseline's ${short(B)}) in one commit`,
    );
    expect(readJson('default/baseline.json')).toMatchObject({ sha: C, score: 1 });
    // The history (and the drift chart) in commit order, not by the fast clock's dates.
    expect(readJson('default/history.json').entries.map((e: any) => e.sha)).toEqual([B, C]);
  }, 60_000);
});

describe('a pull request compares with the record of its base commit (15.4)', () => {
  it("uses the base's own record when the base is not the newest recorded commit", async () => {
    await push(A, 'half.jsonl');
    await push(B, 'good.jsonl');
    // A re-run of an older PR job: its merge commit is built on A. Unchanged retrieval: no drop.
    const pr = await pullRequest(A, 'half.jsonl');
    expect(pr.code).toBe(0);
    expect(pr.outputs).toMatchObject({
      'baseline-score': '0.5000',
      delta: '0.0000',
      passed: 'true',
    });
    expect(pr.report.baseline).toMatchObject({ sha: A, base: A, score: 0.5 });
    expect(pr.stdout).toContain(`Baseline: 0.5000 from ${short(A)} (this run's base)`);
    const comment = gh.comments(7)[0]!.body;
    expect(comment).toContain(`baseline 0.5000 from \`${short(A)}\``);
    expect(comment).not.toContain('is not recorded');
  }, 60_000);

  it('an unrecorded base: compares with the newest record and says so in the comment, summary and log', async () => {
    await push(A, 'half.jsonl');
    await push(B, 'good.jsonl');
    // C's push run is still going (or failed): nothing recorded for it.
    const pr = await pullRequest(C, 'good.jsonl');
    expect(pr.code).toBe(0);
    expect(pr.report.baseline).toMatchObject({ sha: B, base: C });
    const note = `base ${short(C)} is not recorded (its push run may still be running, or failed, or it is older than the newest 50 recorded commits); compared with ${short(B)}, recorded less than a minute ago`;
    expect(pr.stdout).toContain(`Baseline: ${note}.`);
    expect(pr.summary).toContain(note);
    const comment = gh.comments(7)[0]!.body;
    expect(comment).toContain(note);
    expect(comment).toContain(`baseline 1.0000 from \`${short(B)}\``);
  }, 60_000);
});

describe('merge queues (15.5)', () => {
  const QUEUE_REF = 'refs/heads/gh-readonly-queue/main/pr-7-0123456789abcdef';
  const group = (base: string) =>
    run(
      {
        name: 'merge_group',
        payload: {
          repository: { default_branch: 'main' },
          merge_group: {
            head_sha: 'f'.repeat(40),
            head_ref: QUEUE_REF,
            base_sha: base,
            base_ref: 'refs/heads/main',
          },
        },
      },
      'half.jsonl',
      { GITHUB_SHA: 'f'.repeat(40), GITHUB_REF: QUEUE_REF },
      { record: 'true' },
    );

  it('a merge_group run gates like a PR against merge_group.base_sha: no comment, no record', async () => {
    await push(A, 'half.jsonl');
    await push(B, 'good.jsonl');
    gh.reset();
    const onA = await group(A);
    expect(onA.code).toBe(0);
    expect(onA.report.baseline).toMatchObject({ sha: A, base: A });
    expect(onA.report.commit.sha).toBe('f'.repeat(40));
    expect(onA.stdout).toContain('Recording: no (a merge_group run never records)');
    const onB = await group(B);
    expect(onB.code).toBe(1);
    expect(onB.outputs).toMatchObject({ delta: '-0.5000', passed: 'false' });
    expect(gh.writes()).toEqual([]);
  }, 60_000);

  it("the README's and docs' recipes and init's workflow run on merge_group", () => {
    const readme = ['README.md', ...readdirSync(join(repoRoot, 'docs')).map((f) => `docs/${f}`)]
      .filter((file) => file.endsWith('.md'))
      .map((file) => readFileSync(join(repoRoot, file), 'utf8'))
      .join('\n');
    const gating = [
      workflowFor({ kind: 'python', install: 'pip install -r requirements.txt' }),
      ...[...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!),
    ]
      .map((yaml) => parse(yaml))
      .filter((flow) => flow?.jobs && JSON.stringify(flow.on).includes('pull_request"'));
    expect(gating.length).toBeGreaterThanOrEqual(3);
    for (const flow of gating) expect(JSON.stringify(flow.on)).toContain('merge_group');
  });
});

describe('GitHub Enterprise Server (the API under /api/v3) keeps working', () => {
  it('records in commit order, compares a PR with its base and finds its comment on page 2', async () => {
    await gh.close();
    gh = await startFakeGitHub({ pathPrefix: '/api/v3' });
    expect(gh.url).toMatch(/\/api\/v3$/);
    A = gh.writeFile('main', 'app.txt', 'A');
    B = gh.writeFile('main', 'app.txt', 'B');
    expect((await push(A, 'half.jsonl')).code).toBe(0);
    const second = await push(B, 'good.jsonl');
    // The compare API answered (under /api/v3): B is known to descend from A.
    expect(second.stdout).toContain(`(${short(B)} descends from the baseline's ${short(A)})`);
    // 120 comments before ours: the sticky comment is on the second page of 100.
    for (let i = 0; i < 120; i += 1) gh.addComment(7, `comment ${i}`);
    for (const attempt of [1, 2]) {
      const pr = await pullRequest(A, 'half.jsonl');
      expect(pr.code, `run ${attempt}`).toBe(0);
      expect(pr.report.baseline).toMatchObject({ sha: A, base: A });
    }
    const ours = gh.comments(7).filter((c) => c.body.startsWith(MARKER));
    expect(ours).toHaveLength(1);
    expect(gh.comments(7)).toHaveLength(121);
    // The API under /api/v3; the archive links it answers with go to the server's /_codeload/.
    expect(
      gh.requests.every((r) => /^\/(api\/v3|_codeload)\//.test(r.path)),
      gh.requests.map((r) => r.path).join('\n'),
    ).toBe(true);
    expect(gh.requests.some((r) => r.path.startsWith('/_codeload/'))).toBe(true);
    expect(gh.requests.some((r) => r.path.includes('/compare/'))).toBe(true);
  }, 60_000);
});
