import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitHubBaselineStore } from '../src/baseline/baseline-store.js';
import type { StoreTiming } from '../src/baseline/store-types.js';
import { BranchFiles } from '../src/github/branch-files.js';
import { GitHubCommitOrder } from '../src/github/commit-order.js';
import { createOctokit, type OctokitTuning } from '../src/github/octokit.js';
import type { StoredVerdict } from '../src/judge/stored-verdict.js';
import type { CaseReport, Report } from '../src/report/report.js';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';

// The store in process, against the fake GitHub over loopback: real HTTP, real Octokit (with its
// retry and throttling plugins), waits shrunk to milliseconds by injected timing.

const DATA = 'context-precision-data';
let gh: FakeGitHub;
let logs: string[];
beforeEach(async () => {
  gh = await startFakeGitHub();
  logs = [];
});
afterEach(() => gh.close());

/** Backoff without real waits: the store's sleeps are recorded, not slept. */
function fakeTiming(sleeps: number[] = []): StoreTiming {
  return {
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
  };
}

function storeFor(
  options: { name?: string; timing?: StoreTiming; tuning?: OctokitTuning; ordered?: boolean } = {},
): GitHubBaselineStore {
  const octokit = createOctokit('ghs_test', (m) => logs.push(m), {
    baseUrl: gh.url,
    secondMs: 1,
    throttle: false,
    ...options.tuning,
  });
  return new GitHubBaselineStore(
    new BranchFiles(octokit, { owner: 'acme', repo: 'rag' }, DATA),
    options.name ?? 'default',
    options.timing ?? fakeTiming(),
    options.ordered ? new GitHubCommitOrder(octokit, { owner: 'acme', repo: 'rag' }) : undefined,
  );
}

const verdict = (relevant: boolean): StoredVerdict => ({
  relevant,
  reason: relevant ? 'supports the answer' : 'off topic',
  model: 'openai/gpt-4.1-mini',
  promptVersion: 'p1',
});

function caseReport(id: string, ap: number, error: string | null = null): CaseReport {
  return {
    id,
    ap,
    judge: 'llm',
    error,
    definition: { hash: id, query: `q ${id}`, expected: '', labels: '' },
    contexts: [{ id: `${id}0`, relevant: ap > 0, reason: 'r' }],
  } as unknown as CaseReport;
}

function report(score: number, cases: CaseReport[], createdAt = new Date().toISOString()): Report {
  return {
    createdAt,
    commit: { sha: null, ref: 'refs/heads/main' },
    score,
    scale: 1,
    threshold: 0.7,
    model: 'openai/gpt-4.1-mini',
    promptVersion: 'p1',
    k: null,
    denominator: 'retrieved',
    mode: 'gate',
    cases,
  } as unknown as Report;
}

const good = (createdAt?: string) =>
  report(0.75, [caseReport('a', 1), caseReport('b', 0.5)], createdAt);
const used = new Map([
  ['key-a', verdict(true)],
  ['key-b', verdict(false)],
]);
const readJson = (file: string) =>
  JSON.parse(gh.readFile(DATA, `default/${file}`) ?? 'null') as Record<string, any>;
const sha = (c: string) => c.repeat(40);

/** The data branch as a first push leaves it. */
async function seed(): Promise<string> {
  await storeFor().record(good('2026-11-01T00:00:00.000Z'), sha('1'), used);
  return gh.branchHead(DATA)!;
}

describe('recording: one commit for baseline, history and verdicts', () => {
  it('the first record creates the data branch as one orphan commit holding all its files', async () => {
    const result = await storeFor().record(good(), sha('1'), used);
    const head = gh.getCommit(gh.branchHead(DATA)!)!;
    expect(head.parents).toEqual([]);
    expect(result).toMatchObject({ baselineRecorded: true, commit: head.sha, conflicts: 0 });
    expect(gh.listFiles(DATA)).toEqual([
      'README.md',
      'default/baseline.json',
      'default/commits.json',
      `default/commits/${sha('1')}.json`,
      'default/history.json',
      'default/verdicts.json',
    ]);
    expect(gh.writes().map((w) => `${w.method} ${w.path.replace('/repos/acme/rag', '')}`)).toEqual([
      'POST /git/trees',
      'POST /git/commits',
      'POST /git/refs',
    ]);
  });

  it('a later record is one commit on the head (base_tree = its tree), landed without force', async () => {
    const before = await seed();
    gh.writeFile(DATA, 'other-gate/baseline.json', '{"kept": true}\n');
    const headBefore = gh.branchHead(DATA)!;
    gh.reset();
    const result = await storeFor().record(good('2026-11-02T00:00:00.000Z'), sha('2'), used);
    const head = gh.getCommit(gh.branchHead(DATA)!)!;
    expect(head.parents).toEqual([headBefore]);
    expect(result.commit).toBe(head.sha);
    const writes = gh.writes();
    expect(writes.map((w) => `${w.method} ${w.path.replace('/repos/acme/rag', '')}`)).toEqual([
      'POST /git/trees',
      'POST /git/commits',
      'PATCH /git/refs/heads/context-precision-data',
    ]);
    expect(writes[0]!.body.base_tree).toBe(gh.getCommit(headBefore)!.treeSha);
    expect(writes[0]!.body.tree.map((e: { path: string }) => e.path).sort()).toEqual([
      'default/baseline.json',
      'default/commits.json',
      `default/commits/${sha('2')}.json`,
      'default/history.json',
      'default/verdicts.json',
    ]);
    expect(writes[2]!.body.force).toBe(false);
    // Files of other gates are carried over by the base tree.
    expect(gh.readFile(DATA, 'other-gate/baseline.json')).toBe('{"kept": true}\n');
    expect(readJson('baseline.json').sha).toBe(sha('2'));
    expect(readJson('history.json').entries.map((e: { sha: string }) => e.sha)).toEqual([
      sha('1'),
      sha('2'),
    ]);
    // Every read of the record was made at the head commit it built on, not at the branch name.
    const reads = gh.requests.filter((r) => r.method === 'GET' && r.path.includes('/contents/'));
    expect(reads).toHaveLength(4);
    expect(reads.every((r) => r.query.ref === headBefore)).toBe(true);
    expect(before).not.toBe(headBefore);
  });

  it('a failure between the writes leaves all three files as they were (no mixed state)', async () => {
    await seed();
    const files = ['baseline.json', 'history.json', 'verdicts.json'].map(readJson);
    gh.failNext(3, 502, {}, undefined, { method: 'POST', path: /\/git\/commits$/ });
    await expect(
      storeFor().record(good('2026-11-02T00:00:00.000Z'), sha('2'), used),
    ).rejects.toThrow(/GitHub could not write to context-precision-data: HTTP 502/);
    expect(['baseline.json', 'history.json', 'verdicts.json'].map(readJson)).toEqual(files);
  });
});

describe('a push in which the judge failed', () => {
  it('keeps baseline and history, stores the verdicts that came back, and says which cases failed', async () => {
    await seed();
    const baseline = readJson('baseline.json');
    const history = readJson('history.json');
    const outage = report(0, [caseReport('a', 0, 'judge: HTTP 503'), caseReport('b', 0.5)]);
    const fresh = new Map([['key-new', verdict(true)]]);
    const result = await storeFor().record(outage, sha('3'), fresh);
    expect(result).toMatchObject({ baselineRecorded: false, failedCases: ['a'] });
    expect(result.commit).toBe(gh.branchHead(DATA));
    expect(gh.getCommit(result.commit!)!.message).toContain(
      'baseline kept: the judge failed on 1 case',
    );
    expect(readJson('baseline.json')).toEqual(baseline);
    expect(readJson('history.json')).toEqual(history);
    expect(Object.keys(readJson('verdicts.json').verdicts).sort()).toEqual([
      'key-a',
      'key-b',
      'key-new',
    ]);
  });

  it('an outage on the very first push writes no baseline at all', async () => {
    const outage = report(0, [caseReport('a', 0, 'judge: timeout')]);
    const result = await storeFor().record(outage, sha('1'), new Map());
    expect(result.baselineRecorded).toBe(false);
    expect(gh.readFile(DATA, 'default/baseline.json')).toBeUndefined();
    expect(gh.readFile(DATA, 'default/history.json')).toBeUndefined();
  });
});

describe('races: re-read, merge, retry; no history entry is lost', () => {
  it('another recorder landing between our read and our ref update: both entries kept', async () => {
    await seed();
    const sleeps: number[] = [];
    gh.beforeNextRefUpdate(() => {
      const history = readJson('history.json');
      history.entries.push({ ...history.entries[0], sha: sha('9'), date: '2026-11-05T00:00:00Z' });
      gh.writeFile(DATA, 'default/history.json', `${JSON.stringify(history, null, 1)}\n`);
    });
    const result = await storeFor({ timing: fakeTiming(sleeps) }).record(
      good('2026-11-02T00:00:00.000Z'),
      sha('2'),
      used,
    );
    expect(result.conflicts).toBe(1);
    expect(sleeps).toHaveLength(1);
    const patches = gh.requests.filter((r) => r.method === 'PATCH');
    expect(patches.map((p) => [p.status, p.body.force])).toEqual([
      [422, false],
      [200, false],
    ]);
    // In the order they landed (this store has no commit order to ask; dates order nothing).
    expect(readJson('history.json').entries.map((e: { sha: string }) => e.sha)).toEqual([
      sha('1'),
      sha('9'),
      sha('2'),
    ]);
  });

  it('eight recorders at once all land in the history (real HTTP, no real backoff)', async () => {
    // Eight commits on main, each the parent of the next: the compare API orders them.
    const first = gh.writeFile('main', 'app.txt', '1');
    await storeFor({ ordered: true }).record(good('2026-11-01T00:00:00.000Z'), first, used);
    const shas = '2345678a'.split('').map((n) => gh.writeFile('main', 'app.txt', n));
    const started = Date.now();
    // The newest commit's recorder has the slowest clock: commit order, not clocks, decides.
    const results = await Promise.all(
      shas.map((s, i) =>
        storeFor({ timing: { initialDelayMs: 1, maxAttempts: 20 }, ordered: true }).record(
          good(`2026-11-0${2 + (i % 7)}T00:00:0${i}.000Z`),
          s,
          used,
        ),
      ),
    );
    const took = Date.now() - started;
    const history = readJson('history.json').entries.map((e: { sha: string }) => e.sha);
    expect([...history].sort()).toEqual([first, ...shas].sort());
    const conflicts = results.reduce((n, r) => n + r.conflicts, 0);
    console.log(`8 concurrent in-process recorders: ${took} ms, ${conflicts} lost races redone`);
    expect(conflicts).toBeGreaterThan(0);
    // The newest commit's report is the baseline, whatever order they landed in and whatever
    // their clocks said (its recorder's clock said the 2nd; another's said the 8th).
    expect(readJson('baseline.json').sha).toBe(shas[7]);
    const records = readJson('commits.json').commits;
    expect([...records].sort()).toEqual([first, ...shas].sort());
    expect(records.at(-1)).toBe(shas[7]);
  });

  it('gives up after a bounded number of lost races, saying nothing was recorded', async () => {
    await seed();
    const before = readJson('history.json');
    const sleeps: number[] = [];
    const store = storeFor({ timing: { ...fakeTiming(sleeps), maxAttempts: 4 } });
    for (let i = 0; i < 4; i += 1)
      gh.beforeNextRefUpdate(() => gh.writeFile(DATA, `noise/${i}.txt`, `${i}`));
    await expect(store.record(good(), sha('2'), used)).rejects.toThrow(
      /context-precision-data kept moving under us \(GitHub: "Update is not a fast forward"\); gave up after 4 attempts\. Nothing was recorded/,
    );
    expect(sleeps).toEqual([187.5, 375, 750]); // 250 ms doubled, with equal jitter at 0.5
    expect(readJson('history.json')).toEqual(before);
  });

  it('a branch created by someone else first is a race: the record lands on top of it', async () => {
    gh.beforeNextRefUpdate(() => gh.createBranch(DATA, null));
    const result = await storeFor().record(good(), sha('1'), used);
    expect(result.conflicts).toBe(1);
    const head = gh.getCommit(gh.branchHead(DATA)!)!;
    expect(head.parents).toHaveLength(1);
    expect(readJson('baseline.json').sha).toBe(sha('1'));
  });
});

describe('writes GitHub refuses for another reason fail at once, quoting GitHub', () => {
  it.each([
    [
      'classic branch protection (422)',
      'classic' as const,
      /GitHub refused to write to context-precision-data: HTTP 422 "Protected branch update failed for refs\/heads\/context-precision-data\."/,
    ],
    [
      'a ruleset (409)',
      'ruleset' as const,
      /HTTP 409 "Repository rule violations found: Changes must be made through a pull request\."/,
    ],
  ])('%s', async (_name, protection, message) => {
    await seed();
    const files = ['baseline.json', 'history.json', 'verdicts.json'].map(readJson);
    gh.protectBranch(DATA, protection);
    gh.reset();
    const sleeps: number[] = [];
    const error = await storeFor({ timing: fakeTiming(sleeps) })
      .record(good(), sha('2'), used)
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).toContain('Nothing was recorded');
    expect((error as Error).message).toContain(
      'Exempt context-precision-data from branch protection',
    );
    expect(gh.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(['baseline.json', 'history.json', 'verdicts.json'].map(readJson)).toEqual(files);
  });

  it('a ruleset that restricts creating the data branch', async () => {
    gh.protectBranch(DATA, 'ruleset');
    await expect(storeFor().record(good(), sha('1'), used)).rejects.toThrow(
      /HTTP 422 "Repository rule violations found: Cannot create ref due to creations being restricted\."/,
    );
    expect(
      gh.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/git/refs')),
    ).toHaveLength(1);
  });

  it('a token without contents: write (403)', async () => {
    await seed();
    gh.forbidWrites = true;
    gh.reset();
    await expect(storeFor().record(good(), sha('2'), used)).rejects.toThrow(
      /HTTP 403 "Resource not accessible by integration"\. Nothing was recorded .* The token needs `permissions: contents: write`/,
    );
    expect(gh.writes()).toHaveLength(1);
  });

  it('any other 422 on the ref update, with the branch where we left it, is a refusal too', async () => {
    await seed();
    gh.failNext(1, 422, {}, { message: 'Reference cannot be updated' }, { method: 'PATCH' });
    await expect(storeFor().record(good(), sha('2'), used)).rejects.toThrow(
      /HTTP 422 "Reference cannot be updated"/,
    );
  });
});

describe('loading', () => {
  it('no data branch yet: empty, no warning', async () => {
    expect(await storeFor().load()).toEqual({
      baseline: null,
      history: [],
      verdicts: new Map(),
      warnings: [],
    });
  });

  it('a corrupt history or verdict store is a warning; the intact baseline is used', async () => {
    await seed();
    gh.writeFile(DATA, 'default/history.json', '{"schemaVersion": 1, "entries": "lost"}');
    gh.writeFile(DATA, 'default/verdicts.json', '{ not json');
    const stored = await storeFor().load();
    expect(stored.baseline?.sha).toBe(sha('1'));
    expect(stored.history).toEqual([]);
    expect(stored.verdicts.size).toBe(0);
    expect(stored.warnings).toHaveLength(2);
    expect(stored.warnings[0]).toMatch(
      /context-precision-data:default\/history.json is not a file this version understands; .*field "entries": expected an array.*; going on without the history\./,
    );
    expect(stored.warnings[1]).toMatch(
      /default\/verdicts.json.*; going on without the stored verdicts \(the judge is asked again\)\./,
    );
  });

  it('an unparsable baseline is an error naming the file', async () => {
    await seed();
    gh.writeFile(DATA, 'default/baseline.json', '{"schemaVersion": 1, "score": "high"}');
    await expect(storeFor().load()).rejects.toThrow(
      /context-precision-data:default\/baseline.json is not a file this version understands/,
    );
  });

  it('a baseline GitHub keeps failing to serve (5xx after retries) is an error', async () => {
    await seed();
    gh.failNext(3, 503, {}, undefined, { path: /baseline\.json$/ });
    await expect(storeFor().load()).rejects.toThrow(
      /cannot read context-precision-data:default\/baseline.json: HTTP 503 "Server Error"/,
    );
    expect(gh.requests.filter((r) => r.path.endsWith('baseline.json')).length).toBe(3);
  });

  it('reads the three files at one commit, the head', async () => {
    const head = await seed();
    gh.reset();
    await storeFor().load();
    const reads = gh.requests.filter((r) => r.path.includes('/contents/'));
    expect(reads.map((r) => r.query.ref)).toEqual([head, head, head]);
  });
});

describe('the primary rate limit never stalls a job', () => {
  it('a reset more than 60 s away fails at once, saying when it resets', async () => {
    await seed();
    const reset = Math.floor(Date.now() / 1000) + 3600;
    gh.setRateLimit({ remaining: 0, reset });
    gh.reset();
    const started = Date.now();
    const error = await storeFor({ tuning: { secondMs: 1000, throttle: true } })
      .load()
      .catch((e: Error) => e);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((error as Error).message).toContain(
      `cannot read the branch context-precision-data: HTTP 403 "API rate limit exceeded for installation ID 1." (the GitHub API rate limit resets at ${new Date(reset * 1000).toISOString()}, in 60 min: re-run the job after that)`,
    );
    expect(gh.requests).toHaveLength(1);
    expect(logs.join('\n')).toContain('more than the 60 s this action waits; not retrying');
  });

  it('a 429 with the limit exhausted is the same', async () => {
    gh.setRateLimit({ remaining: 0, reset: Math.floor(Date.now() / 1000) + 600, status: 429 });
    await expect(storeFor({ tuning: { throttle: true } }).load()).rejects.toThrow(
      /HTTP 429 "API rate limit exceeded for installation ID 1\." \(the GitHub API rate limit resets at .*, in 10 min/,
    );
    expect(gh.requests).toHaveLength(1);
  });

  it('a reset within 60 s is waited out', async () => {
    await seed();
    gh.setRateLimit({ remaining: 0, reset: Math.floor(Date.now() / 1000) + 59 });
    // The wait is about 60 "seconds" of 1 ms each: the limit is lifted once the first refusal is seen.
    const waiting = storeFor({ tuning: { throttle: true } }).load();
    while (!gh.requests.some((r) => r.status === 403)) await new Promise((r) => setTimeout(r, 1));
    gh.setRateLimit({ remaining: 1000 });
    const stored = await waiting;
    expect(stored.baseline?.sha).toBe(sha('1'));
    expect(logs.join('\n')).toMatch(/GitHub rate limit on GET .*; retrying in (59|60) s/);
  });
});
