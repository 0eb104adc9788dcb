import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitHubBaselineStore } from '../src/baseline/baseline-store.js';
import { COMMIT_RECORDS, baseNote, placeCommit } from '../src/baseline/stored-files.js';
import { cacheStoreOf, recordVerdicts } from '../src/baseline/verdict-shards.js';
import { BranchFiles } from '../src/github/branch-files.js';
import { GitHubCommitOrder } from '../src/github/commit-order.js';
import { createOctokit } from '../src/github/octokit.js';
import { publishComment } from '../src/github/pr-comment.js';
import type { RunInfo } from '../src/github/run-info.js';
import { buildReport } from './fixtures/reports.js';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';

const sha = (n: number) => n.toString(16).padStart(40, '0');

describe('per-commit records: the index by commit order', () => {
  it('a newer commit goes last; an ancestor of the baseline just before it', () => {
    const index = { schemaVersion: 1 as const, commits: [sha(1), sha(3)] };
    expect(placeCommit(index, sha(4), null).index.commits).toEqual([sha(1), sha(3), sha(4)]);
    expect(placeCommit(index, sha(2), sha(3)).index.commits).toEqual([sha(1), sha(2), sha(3)]);
  });

  it(`keeps the newest ${COMMIT_RECORDS} by commit order, dropping the oldest`, () => {
    const commits = Array.from({ length: COMMIT_RECORDS }, (_, i) => sha(i + 1));
    const placed = placeCommit({ schemaVersion: 1, commits }, sha(99), null);
    expect(placed.dropped).toEqual([sha(1)]);
    expect(placed.index.commits).toHaveLength(COMMIT_RECORDS);
    expect(placed.index.commits.at(-1)).toBe(sha(99));
    // An old commit's late run is the one dropped when the index is full, not a newer record.
    const late = placeCommit(placed.index, sha(0), sha(99));
    expect(late.index.commits).toContain(sha(0));
    expect(late.dropped).toEqual([sha(2)]);
  });
});

describe('verdict pruning is not driven by a skewed clock (20.3)', () => {
  const v = { relevant: true, reason: 'r', model: 'm', promptVersion: 'p' };
  const stored = (since: string) => ({ ...v, since });
  /** The keys a record at `now` keeps of these, using none. */
  const kept = (verdicts: Record<string, ReturnType<typeof stored>>, now: Date) => [
    ...recordVerdicts(
      cacheStoreOf({ schemaVersion: 1, verdicts, used: {} }).store,
      new Map(),
      now,
    ).rows.keys(),
  ];

  it('a recorder a year fast keeps the verdicts other runs used last week', () => {
    const verdicts = { recent: stored('2026-05'), stale: stored('2026-01') };
    // The months are counted from the one after the newest stored use (2026-06), not the clock's.
    expect(kept(verdicts, new Date('2027-06-01T00:00:00Z'))).toEqual(['recent']);
  });

  it('an honest clock after a fast one still prunes by its own time', () => {
    const verdicts = { future: stored('2027-01'), old: stored('2026-01') };
    expect(kept(verdicts, new Date('2026-06-01T00:00:00Z'))).toEqual(['future']);
  });
});

describe('a GitHub API that never answers (20.12)', () => {
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = await startFakeGitHub();
  });
  afterEach(() => gh.close());

  const store = (requestTimeoutMs: number, totalMs: number) => {
    const octokit = createOctokit('ghs_test', () => undefined, {
      baseUrl: gh.url,
      secondMs: 1,
      throttle: false,
      requestTimeoutMs,
    });
    const repo = { owner: 'acme', repo: 'rag' };
    return new GitHubBaselineStore(
      new BranchFiles(octokit, repo, 'context-precision-data'),
      'default',
      { totalMs },
      new GitHubCommitOrder(octokit, repo),
    );
  };

  it('each request is given up after the request timeout, and retried like a 5xx', async () => {
    gh.hangNext(Infinity);
    const started = Date.now();
    await expect(store(50, 60_000).load()).rejects.toThrow(
      'baseline store: cannot read the branch context-precision-data: HTTP 500 "GitHub did not answer within 0.05 s"',
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    // Three attempts (the retry plugin's two retries), each cut at 50 ms.
    expect(gh.requests).toHaveLength(3);
  });

  it('the whole load and the whole record are bounded too, ending in the store error', async () => {
    // Every answer takes longer than the total (the branch read hangs twice, then answers).
    gh.hangNext(Infinity, { path: /\/branches\// });
    const started = Date.now();
    await expect(store(200, 120).load()).rejects.toThrow(
      'baseline store: GitHub did not answer within 0.12 s (context-precision-data); nothing was read. Re-run the job when GitHub answers again.',
    );
    await expect(
      store(200, 120).record(
        { cases: [], commit: { sha: null, ref: null } } as never,
        sha(1),
        new Map(),
      ),
    ).rejects.toThrow('baseline store: GitHub did not answer within 0.12 s');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('the comment is bounded: a warning after the total, not a hang', async () => {
    gh.hangNext(Infinity);
    const octokit = createOctokit('ghs_test', () => undefined, {
      baseUrl: gh.url,
      secondMs: 1,
      throttle: false,
      requestTimeoutMs: 10_000,
    });
    const run = { repo: { owner: 'acme', repo: 'rag' }, pullNumber: 8 } as RunInfo;
    const marker = '<!-- context-precision-gate:default -->';
    const warnings: string[] = [];
    const started = Date.now();
    const url = await publishComment(
      octokit,
      run,
      {
        prNumber: undefined,
        publishedReport: false,
        report: buildReport([]),
        bodies: { marker, body: `${marker}\nfull`, minimalBody: `${marker}\nminimal` },
      },
      { info: () => undefined, warning: (m) => warnings.push(m) },
      undefined,
      { totalMs: 100 },
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(url).toBeUndefined();
    expect(warnings).toEqual([
      'Could not write the context precision comment on PR #8 ("GitHub did not answer within 0.1 s"). The report is still in the job summary.',
    ]);
  });
});

describe('the note when the base was not recorded', () => {
  const compared = { sha: 'b'.repeat(40), recordedAt: '2026-06-01T10:00:00.000Z' } as never;
  const base = 'c'.repeat(40);
  const at = (iso: string) => baseNote(base, compared, new Date(iso));
  it('names both commits and how long ago the compared one was recorded', () => {
    expect(at('2026-06-01T12:00:00.000Z')).toBe(
      'base ccccccc is not recorded (its push run may still be running, or failed, or it is older than the newest 50 recorded commits); compared with bbbbbbb, recorded 2 h ago',
    );
    expect(at('2026-06-01T10:00:20.000Z')).toMatch(/recorded less than a minute ago$/);
    expect(at('2026-06-01T10:45:00.000Z')).toMatch(/recorded 45 min ago$/);
    expect(at('2026-06-05T10:00:00.000Z')).toMatch(/recorded 4 days ago$/);
    // A record from a clock ahead of ours: its time, not a negative age.
    expect(at('2026-06-01T09:00:00.000Z')).toMatch(/recorded at 2026-06-01T10:00:00.000Z$/);
    expect(baseNote('b'.repeat(40), compared, new Date())).toBeUndefined();
  });
});
