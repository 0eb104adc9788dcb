import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitHubBaselineStore } from '../src/baseline/baseline-store.js';
import type { StoreTiming } from '../src/baseline/store-types.js';
import { BranchFiles } from '../src/github/branch-files.js';
import { GitHubCommitOrder } from '../src/github/commit-order.js';
import { createOctokit, type OctokitTuning } from '../src/github/octokit.js';
import type { StoredVerdict } from '../src/judge/stored-verdict.js';
import type { CaseReport, Report } from '../src/report/report.js';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { tarOf } from './helpers/fake-tar.js';

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
  options: {
    name?: string;
    timing?: StoreTiming;
    tuning?: OctokitTuning;
    ordered?: boolean;
    treeBatchBytes?: number;
  } = {},
): GitHubBaselineStore {
  const octokit = createOctokit('ghs_test', (m) => logs.push(m), {
    baseUrl: gh.url,
    secondMs: 1,
    throttle: false,
    ...options.tuning,
  });
  return new GitHubBaselineStore(
    new BranchFiles(octokit, { owner: 'acme', repo: 'rag' }, DATA, options.treeBatchBytes),
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
  it('an outage on the very first push writes no baseline at all', async () => {
    const outage = report(0, [caseReport('a', 0, 'judge: timeout')]);
    const result = await storeFor().record(outage, sha('1'), new Map());
    expect(result.baseline).toBeNull();
    expect(gh.readFile(DATA, 'default/baseline.json')).toBeUndefined();
    expect(gh.readFile(DATA, 'default/history.json')).toBeUndefined();
    // Nothing to store: no commit.
    expect(result.commit).toBeNull();
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
  it('a baseline GitHub keeps failing to serve (5xx after retries) is an error', async () => {
    await seed();
    gh.failNext(3, 503, {}, undefined, { path: /\/tarball\// });
    await expect(storeFor().load()).rejects.toThrow(
      /cannot read context-precision-data:default at [0-9a-f]{7}: HTTP 503 "Server Error"/,
    );
    expect(gh.requests.filter((r) => r.path.includes('/tarball/')).length).toBe(3);
  });

  it('an archive cut short is an error that says so, for a read and a record (nothing written)', async () => {
    await seed();
    const head = gh.branchHead(DATA);
    gh.truncateNextArchive();
    await expect(storeFor().load()).rejects.toThrow(
      /^baseline store: the archive of context-precision-data at [0-9a-f]{7} came cut short or damaged \(\d+ bytes: .*\); nothing was read\. Re-run the job\.$/,
    );
    gh.truncateNextArchive();
    await expect(storeFor().record(good(), sha('2'), new Map())).rejects.toThrow(/came cut short/);
    expect(gh.branchHead(DATA)).toBe(head);
  });

  it('an archive gives symbolic links (as empty texts) only to a reader that asks for them', async () => {
    const tar = tarOf([
      { name: 'top/' },
      { name: 'top/index.html', link: 'docs/index.html' },
      { name: 'top/a.json', data: Buffer.from('{}') },
    ]);
    const data = gzipSync(tar);
    const octokit = { rest: { repos: { downloadTarballArchive: async () => ({ data }) } } };
    const files = new BranchFiles(octokit as never, { owner: 'acme', repo: 'rag' }, DATA);
    const archive = await files.existingArchive(sha('1'), '');
    expect(archive.files('')).toEqual(new Map([['a.json', '{}']]));
    expect(archive.files('', (path) => path === 'index.html', true)).toEqual(
      new Map([['index.html', '']]),
    );
  });

  it('a renamed data branch is missing, not followed to the branch GitHub redirects to', async () => {
    const renamed = {
      name: 'moved',
      commit: { sha: sha('1'), commit: { tree: { sha: sha('2') } } },
    };
    const octokit = { rest: { repos: { getBranch: async () => ({ data: renamed }) } } };
    const files = new BranchFiles(octokit as never, { owner: 'acme', repo: 'rag' }, DATA);
    expect(await files.head()).toBeNull();
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

describe('the data branch layout (issue 29): a record writes what changed', () => {
  const key = (i: number) => i.toString(16).padStart(32, '0');
  const keyIn = (shard: string, i: number) => `${shard}${i.toString(16).padStart(29, '0')}`;
  const used = (keys: string[]) => new Map(keys.map((k) => [k, verdict(true)]));
  const SHA1 = '1'.repeat(40);
  const SHA2 = '2'.repeat(40);

  it('records, then reads back the baseline, a commit record and the verdicts; reuse rewrites nothing', async () => {
    const store = storeFor();
    const at = new Date('2026-03-10T00:00:00Z');
    await store.record(
      report(0.5, [caseReport('a', 1), caseReport('b', 0)], '2026-03-10T01:00:00Z'),
      SHA1,
      used([key(1), key(2)]),
      at,
    );
    const first = gh.branchHead(DATA)!;
    await store.record(
      report(1, [caseReport('a', 1), caseReport('b', 1)], '2026-03-10T02:00:00Z'),
      SHA2,
      used([key(1), key(2)]),
      at,
    );
    const state = await store.load(SHA1);
    // The base's own record: its cases from the parent's rows, changed as it says.
    expect(state.baseline).toMatchObject({ sha: SHA1, score: 0.5 });
    expect(state.baseline!.cases.map((c) => [c.id, c.ap]).sort()).toEqual([
      ['a', 1],
      ['b', 0],
    ]);
    expect((await store.load()).baseline!.cases.map((c) => c.ap)).toEqual([1, 1]);
    expect(await state.verdicts(new Set([key(1), key(3)]))).toEqual(
      new Map([[key(1), verdict(true)]]),
    );
    // A new baseline's record copies no row: its rows are cases/ at the data-branch commit that
    // made it the baseline, which the next record writes in (SHA1's: the first commit).
    expect(JSON.parse(gh.readFile(DATA, `default/commits/${SHA2}.json`)!)).toMatchObject({
      parent: null,
      pending: true,
      changed: [],
    });
    const own = JSON.parse(gh.readFile(DATA, `default/commits/${SHA1}.json`)!);
    expect(own).toEqual(expect.objectContaining({ parent: first, removed: [], changed: [] }));
    expect(own.pending).toBeUndefined();
    // The verdicts reused are the same files: no verdict shard was written again.
    const before = gh.treeOf(first);
    const after = gh.treeOf(gh.branchHead(DATA)!);
    for (const [path, blob] of before)
      if (path.startsWith('default/verdicts/')) expect(after.get(path)).toBe(blob);
    // The per-case AP: the first entry's file stays as it was; the second holds what changed
    // (and the cases of its slice).
    const files = 'default/history/cases/0';
    expect(after.get(`${files}/0.json`)).toBe(before.get(`${files}/0.json`));
    expect(JSON.parse(gh.readFile(DATA, `${files}/0.json`)!)).toMatchObject({
      cases: { a: 1, b: 0 },
    });
    expect(JSON.parse(gh.readFile(DATA, `${files}/1.json`)!)).toMatchObject({
      schemaVersion: 1,
      sha: SHA2,
      slice: 0,
      cases: { b: 1 },
    });
  });

  it("a new day's first record writes the per-case AP that changed, not every case's", async () => {
    const store = storeFor();
    const cases = (changed: number) =>
      Array.from({ length: 60 }, (_, i) => caseReport(`case-${i}`, i === changed ? 0.25 : 1));
    const written: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const at = new Date(Date.UTC(2026, 2, 10 + Math.floor(i / 3), i));
      const head = gh.branchHead(DATA);
      const before = head ? gh.treeOf(head) : new Map<string, string>();
      await store.record(report(1, cases(i), at.toISOString()), sha(String(i + 1)), new Map(), at);
      const after = gh.treeOf(gh.branchHead(DATA)!);
      const mine = [...after].find(
        ([path, blob]) =>
          path.startsWith('default/history/') &&
          before.get(path) !== blob &&
          !path.endsWith('history.json'),
      )!;
      written.push(Object.keys(JSON.parse(gh.readFile(DATA, mine[0])!).cases).length);
    }
    expect(written[0]).toBe(60);
    // The fourth is the second day's first: two changed, and its slice of the 60 (about 3).
    expect(Math.max(...written.slice(1))).toBeLessThan(15);
  });

  it('a new verdict rewrites its own shard only; the others keep their blob ids (base_tree, changed files only)', async () => {
    const store = storeFor();
    const at = new Date('2026-03-10T00:00:00Z');
    await store.record(
      report(1, [caseReport('a', 1)]),
      SHA1,
      used([keyIn('aa0', 1), keyIn('bb0', 1)]),
      at,
    );
    const first = gh.treeOf(gh.branchHead(DATA)!);
    gh.reset();
    await store.record(
      report(1, [caseReport('a', 1)]),
      SHA2,
      used([keyIn('aa0', 1), keyIn('bb0', 1), keyIn('bb0', 2)]),
      at,
    );
    const after = gh.treeOf(gh.branchHead(DATA)!);
    // Three verdicts: 16 shards of one hex digit.
    expect(after.get('default/verdicts/a.json')).toBe(first.get('default/verdicts/a.json'));
    expect(after.get('default/verdicts/b.json')).not.toBe(first.get('default/verdicts/b.json'));
    const tree = gh.requests.find((r) => r.method === 'POST' && r.path.endsWith('/git/trees'))!;
    expect(tree.body.base_tree).toBeDefined();
    const sent = tree.body.tree.map((e: { path: string }) => e.path);
    expect(sent).toContain('default/verdicts/b.json');
    expect(sent).not.toContain('default/verdicts/a.json');
  });

  it('a read takes the verdict shards that hold the keys asked for from the tree the load downloaded (no request)', async () => {
    const store = storeFor();
    const keys = Array.from({ length: 40 }, (_, i) =>
      keyIn(`${(i % 16).toString(16)}${i.toString(16).padStart(2, '0')}`, 1),
    );
    await store.record(
      report(1, [caseReport('a', 1)]),
      SHA1,
      used(keys),
      new Date('2026-03-10T00:00:00Z'),
    );
    const state = await store.load();
    gh.reset();
    expect((await state.verdicts(new Set())).size).toBe(0);
    expect(gh.requests).toHaveLength(0);
    const found = await state.verdicts(new Set([keys[3]!, keys[7]!]));
    expect([...found.keys()].sort()).toEqual([keys[3], keys[7]]);
    expect(gh.requests).toHaveLength(0);
  });

  it('a pull request downloads the tree once: the rows and many verdict shards from one archive', async () => {
    const store = storeFor();
    const keys = Array.from({ length: 40 }, (_, i) => keyIn(i.toString(16).padStart(3, '0'), 1));
    await store.record(
      report(1, [caseReport('a', 1)]),
      SHA1,
      used(keys),
      new Date('2026-03-10T00:00:00Z'),
    );
    gh.reset();
    const state = await store.load(SHA1);
    expect((await state.verdicts(new Set(keys))).size).toBe(40);
    expect(gh.requests.filter((r) => /\/tarball\//.test(r.path))).toHaveLength(1);
  });

  it("a record whose data-branch parent is gone (the branch's history rewritten) is compared as not recorded, with a warning", async () => {
    const store = storeFor();
    const at = new Date('2026-03-10T00:00:00Z');
    await store.record(report(0.5, [caseReport('a', 0.5)]), SHA1, used([key(1)]), at);
    await store.record(report(1, [caseReport('a', 1)]), SHA2, used([key(1)]), at);
    const path = `default/commits/${SHA1}.json`;
    const own = JSON.parse(gh.readFile(DATA, path)!);
    gh.writeFile(DATA, path, JSON.stringify({ ...own, parent: '9'.repeat(40) }));
    const state = await store.load(SHA1);
    expect(state.baseline).toMatchObject({ sha: SHA2, score: 1 });
    expect(state.warnings).toEqual([
      `context-precision-data:default/commits/${SHA1}.json starts from the data-branch commit 9999999, which context-precision-data no longer has (its history was rewritten?); compared with the newest record instead.`,
    ]);
  });

  it('prunes verdicts neither stored nor used in the last 4 months, by the injected clock; used ones are listed once a month', async () => {
    const store = storeFor();
    const month = (m: number) => new Date(Date.UTC(2026, m, 15));
    await store.record(report(1, [caseReport('a', 1)]), SHA1, used([key(1), key(2)]), month(0));
    // Each month only key(1) is used; key(2) was last stored in January.
    for (let m = 1; m <= 3; m += 1)
      await store.record(report(1, [caseReport('a', 1)]), SHA2, used([key(1)]), month(m));
    expect(gh.readFile(DATA, 'default/verdicts/used/2026-04/15.txt')).toBe(`${key(1)}\n`);
    const kept = async () => [
      ...(await (await store.load()).verdicts(new Set([key(1), key(2)]))).keys(),
    ];
    expect(await kept()).toEqual([key(1), key(2)]);
    await store.record(report(1, [caseReport('a', 1)]), SHA2, used([key(1)]), month(4));
    expect(await kept()).toEqual([key(1)]);
    // A list goes with its month, 4 months on.
    const lists = () => gh.listFiles(DATA).filter((f) => f.includes('/used/'));
    expect(lists()).toContain('default/verdicts/used/2026-02/15.txt');
    await store.record(report(1, [caseReport('a', 1)]), SHA2, used([key(1)]), month(5));
    expect(lists()).not.toContain('default/verdicts/used/2026-02/15.txt');
  });

  it('a large write goes in several tree requests, each on the one before (a file too large for one as a blob first), and one commit', async () => {
    const keys = Array.from({ length: 40 }, (_, i) => keyIn((0x100 + i * 97).toString(16), 1));
    await storeFor({ treeBatchBytes: 600 }).record(
      report(
        1,
        Array.from({ length: 12 }, (_, i) => caseReport(`case-${i}`, 1)),
      ),
      SHA1,
      used(keys),
      new Date('2026-03-10T00:00:00Z'),
    );
    const trees = gh.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/git/trees'));
    expect(trees.length).toBeGreaterThan(3);
    for (const tree of trees.slice(1)) expect(tree.body.base_tree).toBeDefined();
    expect(
      gh.requests.filter((r) => r.path.endsWith('/git/commits') && r.method === 'POST'),
    ).toHaveLength(1);
    // baseline.json (over 600 bytes here) went up as a blob of its own, then into a tree by sha.
    const blobs = gh.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/git/blobs'));
    expect(blobs.length).toBeGreaterThan(0);
    expect(JSON.parse(gh.readFile(DATA, 'default/baseline.json')!)).toMatchObject({ sha: SHA1 });
    const state = await storeFor().load();
    expect((await state.verdicts(new Set(keys))).size).toBe(40);
  });

  it('a first record of about 3 MB goes in tree requests of at most 1.5 MB (GitHub answers 502 from about 2.5 MB)', async () => {
    const keys = Array.from({ length: 6000 }, (_, i) =>
      createHash('md5').update(String(i)).digest('hex'),
    );
    const long = { ...verdict(true), reason: 'a reason of some length '.repeat(20) };
    await storeFor().record(
      report(1, [caseReport('a', 1)]),
      SHA1,
      new Map(keys.map((k) => [k, long])),
      new Date('2026-03-10T00:00:00Z'),
    );
    const trees = gh.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/git/trees'));
    const sizes = trees.map((r) => Buffer.byteLength(JSON.stringify(r.body)));
    expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThan(3_000_000);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(1_500_000);
    expect(gh.branchHead(DATA)).toBeDefined();
  });

  it("a large record gets time for its writes beyond the store's limit (Octokit spaces writes apart)", async () => {
    const keys = Array.from({ length: 10 }, (_, i) => keyIn((0x100 + i * 97).toString(16), 1));
    const store = storeFor({
      treeBatchBytes: 400,
      timing: { ...fakeTiming(), totalMs: 400 },
      tuning: { throttle: true, secondMs: 60 },
    });
    await store.record(report(1, [caseReport('a', 1)]), SHA1, used(keys), new Date('2026-03-10'));
    const writes = gh.requests.filter((r) => r.method === 'POST' || r.method === 'PATCH');
    expect(writes.length).toBeGreaterThan(10);
    expect(JSON.parse(gh.readFile(DATA, 'default/baseline.json')!)).toMatchObject({ sha: SHA1 });
  });

  it('a record that fails overwrites nothing: the branch head is the same', async () => {
    const store = storeFor();
    await store.record(
      report(1, [caseReport('a', 1)]),
      SHA1,
      used([key(1)]),
      new Date('2026-03-10T00:00:00Z'),
    );
    const head = gh.branchHead(DATA);
    gh.writeFile(DATA, `default/verdicts/${key(5)[0]}.json`, '{"oops": 1}\n');
    const damaged = gh.branchHead(DATA);
    await expect(
      store.record(
        report(0, [caseReport('a', 0)]),
        SHA2,
        used([key(5)]),
        new Date('2026-03-11T00:00:00Z'),
      ),
    ).rejects.toThrow(/nothing was overwritten/);
    expect(gh.branchHead(DATA)).toBe(damaged);
    expect(head).not.toBe(damaged);
  });
});

describe('shards that grow with the store (issue 29): a record rewrites few, small trees', () => {
  const hexOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);
  const keysOf = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => hexOf(`verdict ${from + i}`));
  const usedOf = (keys: string[]) => new Map(keys.map((k) => [k, verdict(true)]));
  const at = new Date('2026-03-10T00:00:00Z');
  /** The folders (git trees) whose content differs between two commits of the data branch. */
  const changedTrees = (from: string, to: string) => {
    const [a, b] = [gh.treeOf(from), gh.treeOf(to)];
    const paths = [...b].filter(([p, blob]) => a.get(p) !== blob).map(([p]) => p);
    paths.push(...[...a.keys()].filter((p) => !b.has(p)));
    const trees = new Set(['']);
    for (const path of paths)
      for (let i = path.indexOf('/'); i >= 0; i = path.indexOf('/', i + 1))
        trees.add(path.slice(0, i));
    return trees;
  };

  it('at 300 cases and 1,000 verdicts, a record that moves 10 cases rewrites 8 trees, not one a shard', async () => {
    const store = storeFor();
    const cases = (moved: number) =>
      Array.from({ length: 300 }, (_, i) => caseReport(`case-${i}`, i < moved ? 0.5 : 1));
    await store.record(report(1, cases(0)), sha('1'), usedOf(keysOf(0, 1_000)), at);
    const first = gh.branchHead(DATA)!;
    await store.record(report(0.99, cases(10)), sha('2'), usedOf(keysOf(0, 1_010)), at);
    const trees = [...changedTrees(first, gh.branchHead(DATA)!)].sort();
    // Old layout (ab/c.json): a tree for each of ~20 shard folders besides these.
    expect(trees).toEqual([
      '',
      'default',
      'default/cases',
      'default/commits',
      'default/history',
      'default/history/cases',
      'default/history/cases/0',
      'default/verdicts',
    ]);
    // Both two hex digits deep (the shards' names say it).
    for (const path of gh.listFiles(DATA).filter((p) => /^default\/(cases|verdicts)\/[^u]/.test(p)))
      expect(path).toMatch(/^default\/(cases|verdicts)\/[0-9a-f]{2}\.json$/);
  });

  it('a store that grows past a depth rewrites its shards one digit deeper once, and reads back every verdict', async () => {
    const store = storeFor();
    const files = () => gh.listFiles(DATA).filter((p) => /^default\/verdicts\/[^u]/.test(p));
    await store.record(report(1, [caseReport('a', 1)]), sha('1'), usedOf(keysOf(0, 100)), at);
    expect(files().every((p) => /^default\/verdicts\/[0-9a-f]\.json$/.test(p))).toBe(true);
    expect(files()).toHaveLength(16);
    await store.record(report(1, [caseReport('a', 1)]), sha('2'), usedOf(keysOf(0, 2_000)), at);
    // 2,000 verdicts: 256 shards of two digits; the 16 of one digit are gone.
    expect(files().every((p) => /^default\/verdicts\/[0-9a-f]{2}\.json$/.test(p))).toBe(true);
    expect(files()).toHaveLength(256);
    const state = await store.load();
    gh.reset();
    const few = await state.verdicts(new Set(keysOf(5, 2)));
    expect([...few.keys()]).toEqual(keysOf(5, 2));
    expect(gh.requests).toHaveLength(0);
    expect((await state.verdicts(new Set(keysOf(0, 2_001)))).size).toBe(2_000);
  });

  it('a folder whose rows are not where this version keeps them is neither read nor overwritten', async () => {
    // Rows in ab/c.json files, which are no shards.
    await store3Digits();
    const head = gh.branchHead(DATA);
    const store = storeFor();
    await expect(store.load()).rejects.toThrow(
      /context-precision-data:default\/baseline.json names case "a", which has no row under cases\/ \(the folder is damaged/,
    );
    await expect(
      store.record(report(1, [caseReport('a', 1)]), sha('2'), usedOf(keysOf(0, 1)), at),
    ).rejects.toThrow(/no row under cases.*nothing was overwritten/);
    expect(gh.branchHead(DATA)).toBe(head);
  });

  async function store3Digits() {
    const key = hexOf('a');
    const head = {
      schemaVersion: 1,
      sha: sha('1'),
      ref: null,
      recordedAt: '2026-03-01T00:00:00Z',
      score: 1,
      scale: 1,
      threshold: 0.7,
      model: null,
      promptVersion: null,
      k: null,
      denominator: 'retrieved',
    };
    gh.writeFile(
      DATA,
      'default/baseline.json',
      JSON.stringify({ ...head, cases: [{ id: 'a', ap: 1 }] }),
    );
    const row = {
      id: 'a',
      ap: 1,
      judge: 'labels',
      relevant: [true],
      contexts: ['a0'],
      definition: { hash: 'a', query: 'q', expected: '', labels: '' },
    };
    gh.writeFile(
      DATA,
      `default/cases/${key.slice(0, 2)}/${key[2]}.json`,
      JSON.stringify({ [key]: row }),
    );
  }
});
