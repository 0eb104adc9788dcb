// The dashboard's data (src/baseline/dashboard/): built from the history files the data branch
// keeps, run as the page runs them (each script calls cpgDashboard), and written by a record
// through the store against the fake GitHub.
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitHubBaselineStore } from '../src/baseline/baseline-store.js';
import { dashboardFiles } from '../src/baseline/dashboard/dashboard-data.js';
import { historyCasesOf } from '../src/baseline/history-file.js';
import { BranchFiles } from '../src/github/branch-files.js';
import { createOctokit } from '../src/github/octokit.js';
import type { Report } from '../src/report/report.js';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';

const entry = (n: number, day: string, extra: object = {}) => ({
  sha: String(n).repeat(40),
  recordedAt: `${day}T0${n}:00:00.000Z`,
  score: n / 10,
  scale: 1,
  model: 'openai/gpt-4.1-mini',
  promptVersion: 'p1',
  k: null,
  denominator: 'retrieved',
  golden: 'f00',
  ...extra,
});
/** `history/cases/<b>/<n>.json`: the first of every case, each later one what changed and a slice. */
const caseFile = (n: number, cases: object, removed?: string[], slice?: number) =>
  JSON.stringify({
    schemaVersion: 1,
    sha: String(n).repeat(40),
    ...(slice !== undefined && { slice }),
    cases,
    ...(removed && { removed }),
  });

/** Every script's data, by the path it says it is (what the page gets from cpgDashboard). */
function run(files: Map<string, string>): Map<string, any> {
  const data = new Map<string, any>();
  for (const [path, text] of files) {
    runInNewContext(text, { cpgDashboard: (at: string, value: unknown) => data.set(at, value) });
    expect(data.has(`g/${path}`), path).toBe(true);
  }
  return data;
}

describe('the dashboard data of a gate', () => {
  it('mirrors the history: every entry, per-commit case files, the most moved cases', () => {
    // Three records: the second moves b; the third removes "gone" and moves b and __proto__.
    const texts = new Map([
      [
        'history.json',
        JSON.stringify({
          schemaVersion: 1,
          entries: [entry(1, '2026-11-01'), entry(2, '2026-11-02'), entry(3, '2026-11-02')],
        }),
      ],
      ['history/cases/0/0.json', caseFile(1, { a: 1, b: 0.5, gone: 1, ['__proto__']: 0 })],
      ['history/cases/0/1.json', caseFile(2, { b: 0.25 }, undefined, 0)],
      ['history/cases/0/2.json', caseFile(3, { b: 1, ['__proto__']: 0.333333 }, ['gone'], 1)],
    ]);
    const files = dashboardFiles('g', texts);
    expect([...files.keys()].sort()).toEqual([
      'dashboard/cases/0/0.js',
      'dashboard/cases/0/1.js',
      'dashboard/cases/0/2.js',
      'dashboard/summary.js',
    ]);
    const data = run(files);
    const summary = data.get('g/dashboard/summary.js');
    // Three entries: one chunk, the newest, in the summary.
    expect(summary.chunks).toEqual([]);
    const entries = summary.entries;
    expect(entries.map((e: any) => e.sha[0])).toEqual(['1', '2', '3']);
    // Each commit's table: its file over the ones before it, back to a file of every case.
    expect(entries.map((e: any) => e.cases)).toEqual(['0-0', '0-1', '0-2']);
    // b moved 0.25 then 0.75; __proto__ 0.3333 once; a never; gone was removed. Each row's AP
    // where it changed: the column's case file number, then the AP.
    expect(summary.grid).toEqual({
      size: 3,
      cases: [
        ['b', [0, 0.5, 1, 0.25, 2, 1]],
        ['__proto__', [0, 0, 2, 0.33]],
      ],
    });
    expect(data.get('g/dashboard/cases/0/2.js')).toEqual({
      sha: '3'.repeat(40),
      cases: [
        ['b', 1],
        ['__proto__', 0.3333],
      ],
      removed: ['gone'],
    });
  });

  it('a record rewrites the summary and writes each chunk of entries once, however long the history', () => {
    const sha = (i: number) => i.toString(16).padStart(4, '0').padEnd(40, '0');
    const history = (from: number, to: number) =>
      new Map([
        [
          'history.json',
          JSON.stringify({
            schemaVersion: 1,
            entries: Array.from({ length: to - from }, (_, i) => ({
              ...entry(1, '2026-01-01'),
              sha: sha(from + i),
              recordedAt: new Date(Date.UTC(2026, 0, 1) + (from + i) * 4_320_000).toISOString(),
            })),
          }),
        ],
      ]);
    /** The chunks' files, and every entry the page reads, in order. */
    const read = (files: Map<string, string>) => {
      const data = run(files);
      const summary = data.get('g/dashboard/summary.js');
      const chunks = summary.chunks.map((c: string) => `dashboard/entries/${c}.js`);
      const entries = [...chunks.flatMap((c: string) => data.get(`g/${c}`)), ...summary.entries];
      return {
        chunks,
        shas: entries.map((e: any) => e.sha),
        summary: files.get('dashboard/summary.js')!,
      };
    };
    // 1,000 entries: about one chunk in 16, at most 64 an entry.
    let before = dashboardFiles('g', history(0, 1000));
    const first = read(before);
    expect(first.shas).toEqual(Array.from({ length: 1000 }, (_, i) => sha(i)));
    expect(first.chunks.length).toBeGreaterThan(1000 / 64);
    expect(first.chunks.length).toBeLessThan(1000 / 8);
    // Each later record: the summary, and at most one new chunk file; no chunk file rewritten.
    let largest = 0;
    for (let n = 1001; n <= 1040; n += 1) {
      const after = dashboardFiles('g', history(0, n));
      const changed = [...after].filter(([path, text]) => before.get(path) !== text);
      expect(
        changed.map(([path]) => path).filter((p) => p !== 'dashboard/summary.js').length,
      ).toBeLessThanOrEqual(1);
      for (const [path] of changed)
        expect(before.has(path) && path !== 'dashboard/summary.js').toBe(false);
      largest = Math.max(largest, after.get('dashboard/summary.js')!.length);
      before = after;
    }
    expect(largest).toBeLessThan(64 * 250);
    // Past the history's limit, a record drops the oldest entry: the oldest chunk changes, the
    // others stay as they are.
    const whole = dashboardFiles('g', history(0, 1000));
    const droppedFiles = dashboardFiles('g', history(1, 1000));
    const dropped = read(droppedFiles);
    expect(dropped.shas).toEqual(Array.from({ length: 999 }, (_, i) => sha(i + 1)));
    const kept = dropped.chunks.slice(1);
    expect(kept.length).toBeGreaterThanOrEqual(first.chunks.length - 2);
    for (const path of kept) expect(droppedFiles.get(path), path).toBe(whole.get(path));
  });

  it('keeps the page to about 1,000 / 16 files of entries however often a team records', () => {
    // One record a day for 1,000 days (a file a day would be 1,000 files for the page to load).
    const entries = Array.from({ length: 1000 }, (_, i) => ({
      ...entry(1, '2026-11-01'),
      sha: i.toString(16).padStart(40, '0'),
      recordedAt: new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString(),
    }));
    const data = run(
      dashboardFiles(
        'g',
        new Map([['history.json', JSON.stringify({ schemaVersion: 1, entries })]]),
      ),
    );
    expect(data.get('g/dashboard/summary.js').chunks.length).toBeLessThan(1000 / 8);
  });

  it('names each chunk of entries uniquely, a file name whatever a hand-edited sha says', () => {
    // A sha written twice, and one that is a path: '7' x 40 starts a chunk (its hash is 0 mod 16).
    const shas = ['7'.repeat(40), '../../index.html?', '<img src=x>'];
    const entries = Array.from({ length: 30 }, (_, i) => ({
      ...entry(1, '2026-11-01'),
      sha: shas[i % 3]!,
    }));
    const files = dashboardFiles(
      'g',
      new Map([['history.json', JSON.stringify({ schemaVersion: 1, entries })]]),
    );
    for (const path of files.keys())
      expect(path).toMatch(/^dashboard\/(summary|entries\/[0-9a-f]{12}(-\d+)?)\.js$/);
    const data = run(files);
    const summary = data.get('g/dashboard/summary.js');
    expect(summary.chunks).toHaveLength(9);
    expect(new Set(summary.chunks).size).toBe(9);
    const all = [
      ...summary.chunks.flatMap((c: string) => data.get(`g/dashboard/entries/${c}.js`)),
      ...summary.entries,
    ];
    expect(all.map((e: any) => e.sha)).toEqual(entries.map((e) => e.sha));
  });

  it("names a grid column by its case file's number, so a record only adds to each row", () => {
    const texts = (records: number) =>
      new Map([
        [
          'history.json',
          JSON.stringify({
            schemaVersion: 1,
            entries: Array.from({ length: records }, (_, i) => entry(i + 1, '2026-11-01')),
          }),
        ],
        // Files 0-4 are gone (their entries were dropped); 5 holds every case.
        ...Array.from({ length: records }, (_, i): [string, string] => [
          `history/cases/0/${i + 5}.json`,
          caseFile(i + 1, { b: [0.5, 0.25, 1, 1][i]! }, undefined, i === 0 ? undefined : i),
        ]),
      ]);
    const grid = (records: number) =>
      run(dashboardFiles('g', texts(records))).get('g/dashboard/summary.js').grid;
    expect(grid(3)).toEqual({ size: 3, cases: [['b', [5, 0.5, 6, 0.25, 7, 1]]] });
    // A fourth record where b holds: the row is the same.
    expect(grid(4)).toEqual({ ...grid(3), size: 4 });
  });

  it('keeps script and markup characters inert: ids are JSON strings with < escaped', () => {
    const id = '</script><script>alert(1)</script>';
    const files = dashboardFiles(
      'g',
      new Map([
        ['history.json', JSON.stringify({ schemaVersion: 1, entries: [entry(1, '2026-11-01')] })],
        ['history/cases/0/0.json', caseFile(1, { [id]: 1 })],
      ]),
    );
    const text = files.get('dashboard/cases/0/0.js')!;
    expect(text).not.toContain('<');
    expect(run(files).get('g/dashboard/cases/0/0.js').cases).toEqual([[id, 1]]);
  });

  it('names a damaged history file (never a stack trace)', () => {
    expect(() =>
      dashboardFiles(
        'g',
        new Map([['history/cases/0/0.json', '{"sha": "x", "cases": {"a": "1"}}']]),
      ),
    ).toThrow(/g\/history\/cases\/0\/0\.json/);
  });
});

describe('a record writes the dashboard (the store against the fake GitHub)', () => {
  const DATA = 'context-precision-data';
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = await startFakeGitHub();
  });
  afterEach(() => gh.close());

  const store = (name: string) =>
    new GitHubBaselineStore(
      new BranchFiles(
        createOctokit('ghs_test', () => undefined, {
          baseUrl: gh.url,
          secondMs: 1,
          throttle: false,
        }),
        { owner: 'acme', repo: 'rag' },
        DATA,
      ),
      name,
      { sleep: async () => undefined },
      undefined,
      true,
    );
  const report = {
    createdAt: '2026-11-01T00:00:00.000Z',
    commit: { sha: null, ref: 'refs/heads/main' },
    score: 1,
    scale: 1,
    threshold: 0.7,
    model: null,
    promptVersion: null,
    k: null,
    denominator: 'retrieved',
    mode: 'gate',
    cases: [
      {
        id: 'a',
        ap: 1,
        judge: 'labels',
        error: null,
        definition: { hash: 'h', query: 'q', expected: '', labels: 'l' },
        contexts: [{ id: 'c', relevant: true, reason: '' }],
      },
    ],
  } as unknown as Report;

  it('lists every gate in the root index.html', async () => {
    await store('first').record(report, '1'.repeat(40), new Map());
    await store('second').record(report, '1'.repeat(40), new Map());
    expect(gh.readFile(DATA, 'index.html')).toContain('["first","second"]');
    expect(gh.listFiles(DATA)).toEqual(
      expect.arrayContaining(['first/dashboard/summary.js', 'second/dashboard/summary.js']),
    );
  });

  it.each(['index.html', 'index.html/page.html'])(
    'never replaces an index.html of someone else (%s): the record fails saying what to do',
    async (path) => {
      gh.createBranch(DATA, null);
      gh.writeFile(DATA, path, '<h1>our docs</h1>');
      const head = gh.branchHead(DATA);
      await expect(store('default').record(report, '1'.repeat(40), new Map())).rejects.toThrow(
        "context-precision-data:index.html was not written by this action's dashboard, and is not overwritten (nothing was recorded). Move that page off the data branch, or set dashboard: false.",
      );
      expect(gh.branchHead(DATA)).toBe(head);
    },
  );
});

describe("a history entry's per-case AP (history-file.ts)", () => {
  it('keeps a case whose id is __proto__ when its AP changes', () => {
    // Found by the dashboard: `changed[id] = ap` set the prototype, so the change was lost.
    const first = historyCasesOf(
      [],
      '1'.repeat(40),
      new Map([
        ['__proto__', 0.5],
        ['a', 1],
      ]),
    );
    const next = historyCasesOf(
      [first],
      '2'.repeat(40),
      new Map([
        ['__proto__', 0],
        ['a', 1],
      ]),
    );
    expect(Object.entries(next.cases)).toEqual([['__proto__', 0]]);
    expect(JSON.parse(JSON.stringify(next)).cases).toEqual(JSON.parse('{"__proto__": 0}'));
  });
});
