import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishComment } from '../src/github/pr-comment.js';
import { createOctokit as createClient } from '../src/github/octokit.js';
import { readRunInfo, type EventPayload, type RunInfo } from '../src/github/run-info.js';
import type { Report } from '../src/report/report.js';
import { buildReport } from './fixtures/reports.js';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';

// In process: the run info is plain data, and the comment is published through a real Octokit
// against the fake GitHub (its waits and write spacing a millisecond a second).
let gh: FakeGitHub;
const createOctokit = (token: string) =>
  createClient(token, undefined, { baseUrl: gh.url, secondMs: 1 });
beforeAll(async () => {
  gh = await startFakeGitHub();
});
afterAll(async () => {
  await gh.close();
});
beforeEach(() => gh.reset());

const HEAD = 'b'.repeat(40);
const MARKER = '<!-- context-precision-gate:default -->';

/** A run as the runner describes it: a pull_request run on PR 8 unless `env` and `payload` say otherwise. */
function runInfo(
  env: Record<string, string> = {},
  payload: EventPayload = {
    repository: { default_branch: 'main' },
    pull_request: { number: 8, head: { sha: HEAD } },
  },
): RunInfo {
  return readRunInfo(
    {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_REF: 'refs/pull/8/merge',
      GITHUB_SHA: 'c'.repeat(40),
      GITHUB_RUN_ID: '42',
      GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}`,
      GITHUB_WORKSPACE: '/work/space',
      RUNNER_TEMP: '/runner/temp',
      ...env,
    },
    payload,
    '/cwd',
  );
}

function logger() {
  const lines: string[] = [];
  return {
    lines,
    info: (m: string) => lines.push(`info: ${m}`),
    warning: (m: string) => lines.push(`warning: ${m}`),
  };
}

const request = (report: Report, extra: { prNumber?: number; publishedReport?: boolean } = {}) => ({
  prNumber: extra.prNumber,
  publishedReport: extra.publishedReport ?? false,
  report,
  bodies: { marker: MARKER, body: `${MARKER}\nfull`, minimalBody: `${MARKER}\nminimal` },
});

describe('readRunInfo', () => {
  it('reads the PR head, number, default branch, run URL and folders once', () => {
    expect(runInfo()).toEqual({
      eventName: 'pull_request',
      ref: 'refs/pull/8/merge',
      sha: 'c'.repeat(40),
      headSha: HEAD,
      repo: { owner: gh.owner, repo: gh.repo },
      defaultBranch: 'main',
      ownBranches: [],
      baseSha: undefined,
      workflowRunHeadSha: undefined,
      pullNumber: 8,
      runUrl: `https://github.com/${gh.owner}/${gh.repo}/actions/runs/42`,
      // The golden files at the PR's head, for the comment's links to case lines.
      blobUrl: `https://github.com/${gh.owner}/${gh.repo}/blob/${HEAD}`,
      workspace: '/work/space',
      runnerTemp: '/runner/temp',
    });
  });

  it('on a push the head is GITHUB_SHA and there is no pull request', () => {
    const push = runInfo({ GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main' }, {});
    expect(push).toMatchObject({
      headSha: 'c'.repeat(40),
      pullNumber: undefined,
      defaultBranch: undefined,
    });
  });
});

describe('publishComment (in process, against the fake GitHub)', () => {
  it('creates the comment, then updates it in place', async () => {
    const octokit = createOctokit('ghs_test');
    const report = buildReport([]);
    const log = logger();
    const first = await publishComment(octokit, runInfo(), request(report), log);
    const second = await publishComment(octokit, runInfo(), request(report), log);
    expect(first).toBeDefined();
    expect(second).toBe(first);
    expect(gh.comments(8)).toHaveLength(1);
    expect(log.lines[0]).toMatch(/^info: PR comment created: /);
    expect(log.lines[1]).toMatch(/^info: PR comment updated: /);
  });

  it('does nothing outside a pull request without pr-number', async () => {
    const log = logger();
    const url = await publishComment(
      createOctokit('ghs_test'),
      runInfo({ GITHUB_EVENT_NAME: 'push' }, {}),
      request(buildReport([])),
      log,
    );
    expect(url).toBeUndefined();
    expect(gh.requests).toHaveLength(0);
    expect(log.lines).toEqual(['info: Not a pull request (and no pr-number): no comment.']);
  });

  it("publishes an earlier run's report only on the PR head it was made for", async () => {
    gh.setPull(9, HEAD);
    const octokit = createOctokit('ghs_test');
    const run = runInfo(
      { GITHUB_EVENT_NAME: 'workflow_run' },
      { workflow_run: { head_sha: HEAD } },
    );
    const stale = { ...buildReport([]), commit: { sha: 'e'.repeat(40), ref: null } };
    const log = logger();
    expect(
      await publishComment(
        octokit,
        run,
        request(stale, { prNumber: 9, publishedReport: true }),
        log,
      ),
    ).toBeUndefined();
    expect(log.lines).toEqual([
      "warning: The report was made for eeeeeee, but PR #9's head is bbbbbbb: not commenting.",
    ]);
    expect(gh.comments(9)).toHaveLength(0);

    const current = { ...stale, commit: { sha: HEAD, ref: null } };
    expect(
      await publishComment(
        octokit,
        run,
        request(current, { prNumber: 9, publishedReport: true }),
        log,
      ),
    ).toBeDefined();
    expect(gh.comments(9)).toHaveLength(1);
  });

  it('without a token it writes nothing (the run said so once)', async () => {
    const log = logger();
    expect(
      await publishComment(undefined, runInfo(), request(buildReport([])), log),
    ).toBeUndefined();
    expect(log.lines).toEqual(['info: No PR comment: github-token is empty.']);
  });
});
