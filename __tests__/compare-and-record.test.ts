import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decideRecording } from '../src/baseline/record-policy.js';
import {
  HISTORY_LIMIT,
  historyCasesAt,
  historyEntryOf,
  historyCasesOf,
  mergeHistory,
  type HistoryEntry,
  type HistoryFile,
} from '../src/baseline/history-file.js';
import { baselineDecision, type BaselineFile } from '../src/baseline/stored-files.js';
import { changedFiles, parseFolder } from '../src/baseline/stored-layout.js';
import { cacheStoreOf, recordVerdicts } from '../src/baseline/verdict-shards.js';
import { dropConfidence } from '../src/compare/bootstrap.js';
import { compareWithBaseline, type BaselineSnapshot } from '../src/compare/compare-baseline.js';
import { rankingMovement } from '../src/compare/ranking-movement.js';
import { caseDefinitionOf } from '../src/golden/case-definition.js';

const settings = {
  scale: 1,
  model: 'openai/m',
  promptVersion: 'p1',
  k: null,
  denominator: 'retrieved' as const,
};
const baseline: BaselineSnapshot = {
  sha: 's',
  recordedAt: '2026-01-01T00:00:00Z',
  score: 0.75,
  ...settings,
  cases: [row('a', 1), row('b', 0.5), row('gone', 1)],
};
function definition(id: string) {
  return caseDefinitionOf({ query: `q ${id}` });
}
/** A recorded case; with `contexts` and `relevant`, its ranking. */
function row(id: string, ap: number, contexts?: string[], relevant?: boolean[]) {
  return { id, ap, definition: definition(id), ...(contexts && { contexts, relevant }) };
}
const ok = (id: string, ap: number) => ({ id, ap, error: null, definition: definition(id) });

describe('compareWithBaseline', () => {
  it('gives per-case deltas, new and removed cases, and regressions', () => {
    const result = compareWithBaseline(
      [ok('a', 0.5), ok('b', 0.5), ok('new', 1)],
      settings,
      baseline,
    );
    expect(result.comparable).toBe(true);
    expect(result.cases.get('a')).toEqual({
      baselineAp: 1,
      delta: -0.5,
      change: 'regressed',
      recorded: baseline.cases[0],
    });
    expect(result.cases.get('b')).toEqual({
      baselineAp: 0.5,
      delta: 0,
      change: 'same',
      recorded: baseline.cases[1],
    });
    expect(result.cases.get('new')).toEqual({ baselineAp: null, delta: null, change: 'new' });
    expect(result.golden.removed).toEqual(['gone']);
    expect(result.regressions).toBe(1);
  });

  it('treats float noise as no change', () => {
    const result = compareWithBaseline([ok('a', 1 - 1e-15)], settings, baseline);
    expect(result.cases.get('a')?.change).toBe('same');
    expect(result.cases.get('a')?.delta).toBe(0);
  });

  it('flags another model, prompt version, k, denominator or scale as not comparable', () => {
    const result = compareWithBaseline(
      [ok('a', 1)],
      { ...settings, model: 'openai/other', k: 3 },
      baseline,
    );
    expect(result.comparable).toBe(false);
    expect(result.differences).toEqual([
      'judge model: baseline openai/m, this run openai/other',
      'k: baseline none, this run 3',
    ]);
    expect(result.regressions).toBe(0);
  });

  it('compares a labels-only run with any baseline model', () => {
    expect(
      compareWithBaseline([ok('a', 1)], { ...settings, model: null, promptVersion: null }, baseline)
        .comparable,
    ).toBe(true);
  });
});

describe('dropConfidence (seeded paired bootstrap)', () => {
  it('is sure of a consistent drop, unsure of noise, and the same every time', () => {
    expect(dropConfidence([-0.1, -0.2, -0.1, -0.3, -0.2])).toBe(1);
    const noisy = [-0.5, 0.4, -0.3, 0.3, 0.1, -0.1];
    const once = dropConfidence(noisy) as number;
    expect(once).toBeGreaterThan(0.2);
    expect(once).toBeLessThan(0.8);
    expect(dropConfidence(noisy)).toBe(once);
    expect(dropConfidence([-1])).toBeUndefined();
  });
});

describe('decideRecording', () => {
  const push = { eventName: 'push', ref: 'refs/heads/main', defaultBranch: 'main' };
  it('auto records a push to the default branch only', () => {
    expect(decideRecording('auto', push).record).toBe(true);
    expect(decideRecording('auto', { ...push, ref: 'refs/heads/feature' }).record).toBe(false);
    expect(decideRecording('auto', { ...push, eventName: 'workflow_dispatch' }).record).toBe(false);
  });
  it('never records a pull request, whatever the input', () => {
    expect(decideRecording('true', { ...push, eventName: 'pull_request' })).toEqual({
      record: false,
      why: 'a pull_request run never records',
    });
    expect(decideRecording('true', { ...push, eventName: 'pull_request_target' }).record).toBe(
      false,
    );
  });
  it('follows true and false elsewhere', () => {
    expect(decideRecording('true', { ...push, eventName: 'schedule' }).record).toBe(true);
    expect(decideRecording('false', push).record).toBe(false);
  });
});

describe('merging stored files', () => {
  const entry = (sha: string, recordedAt: string): HistoryEntry => ({
    sha,
    recordedAt,
    score: 1,
    scale: 1,
    model: null,
    promptVersion: null,
    k: null,
    denominator: 'retrieved',
    golden: 'f00',
  });
  it('history keeps every commit once, in commit order, whatever the dates say', () => {
    // b is recorded by a recorder whose clock is a day fast; c descends from b.
    const one = mergeHistory(null, entry('b', '2026-01-03')).history;
    const two = mergeHistory(one, entry('c', '2026-01-02')).history;
    // a, an ancestor of the baseline's c, is recorded late: just before c.
    const three = mergeHistory(two, entry('a', '2026-01-04'), 'c').history;
    // b recorded again keeps its place.
    const again = mergeHistory(three, { ...entry('b', '2026-01-05'), score: 0.5 }, 'c');
    expect(again.dropped).toBeNull();
    expect(again.history.entries.map((e) => [e.sha, e.score])).toEqual([
      ['b', 0.5],
      ['a', 1],
      ['c', 1],
    ]);
  });
  it('per-case AP files: the first has every case, a later one what changed and one slice; any 20 in a row read back every value', () => {
    const one = historyCasesOf(
      [],
      'a',
      new Map([
        ['x', 1],
        ['y', 0.5],
      ]),
    );
    const two = historyCasesOf(
      [one],
      'b',
      new Map([
        ['x', 1],
        ['y', 0.25],
        ['z', 0],
      ]),
    );
    const three = historyCasesOf(
      [one, two],
      'c',
      new Map([
        ['x', 1],
        ['z', 0],
      ]),
    );
    expect(one).toEqual({ schemaVersion: 1, sha: 'a', cases: { x: 1, y: 0.5 } });
    expect(two).toMatchObject({ sha: 'b', slice: 0, cases: { y: 0.25, z: 0 } });
    expect(three).toMatchObject({ sha: 'c', slice: 1, removed: ['y'] });
    // 200 cases, two change each time: every file after the first is small, and the newest 20
    // files (the older ones gone) give back every case's AP at each point.
    const ids = Array.from({ length: 200 }, (_, i) => `case-${i}`);
    const truth = new Map(ids.map((id) => [id, 0.5]));
    const files = [historyCasesOf([], 's0', truth)];
    for (let i = 1; i < 60; i += 1) {
      truth.set(ids[(i * 7) % 200]!, i / 100);
      truth.set(ids[(i * 13) % 200]!, i / 200);
      files.push(historyCasesOf(files, `s${i}`, truth));
      expect(Object.keys(files.at(-1)!.cases).length).toBeLessThan(2 + (200 / 20) * 2);
      expect(historyCasesAt(files.slice(Math.max(0, files.length - 20)))).toEqual(truth);
    }
  });

  it(`history keeps the newest ${HISTORY_LIMIT} entries and says which it dropped`, () => {
    const day = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString();
    const stored: HistoryFile = {
      schemaVersion: 1,
      entries: Array.from({ length: 10_000 }, (_, i) => entry(`s${i}`, day(i))),
    };
    const merged = mergeHistory(stored, entry('new', day(10_000)));
    expect(merged.history.entries).toHaveLength(HISTORY_LIMIT);
    expect(merged.history.entries.at(-1)!.sha).toBe('new');
    expect(merged.history.entries[0]!.sha).toBe(`s${10_001 - HISTORY_LIMIT}`);
    expect(merged.dropped).toEqual({
      count: 10_001 - HISTORY_LIMIT,
      from: day(0),
      to: day(10_000 - HISTORY_LIMIT),
    });
  });

  it(`history.json holds every kept entry, up to ${HISTORY_LIMIT} (CONTRACT.md), and the per-case files they need`, () => {
    const day = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString();
    let history: HistoryFile | null = null;
    const dropped: string[] = [];
    for (let i = 0; i < 1_200; i += 1) {
      const merged = mergeHistory(history, entry(`s${i}`, day(i)));
      history = merged.history;
      expect(history.entries.length, `after ${i + 1} records`).toBe(Math.min(i + 1, HISTORY_LIMIT));
      if (merged.dropped) dropped.push(`${merged.dropped.count} ${merged.dropped.from}`);
    }
    const shas = (from: number) => Array.from({ length: HISTORY_LIMIT }, (_, i) => `s${from + i}`);
    expect(history!.entries.map((e) => e.sha)).toEqual(shas(200));
    expect(dropped).toEqual(Array.from({ length: 200 }, (_, i) => `1 ${day(i)}`));
    // The files a record writes: history.json whole, one entry a line; the per-case files of
    // dropped entries go, but for the HISTORY_SLICES - 1 the oldest kept entry is read back with.
    const texts = new Map<string, string>();
    for (let n = 0; n < 1_200; n += 1)
      texts.set(
        `history/cases/${Math.floor(n / 100)}/${n}.json`,
        JSON.stringify({
          schemaVersion: 1,
          sha: `s${n}`,
          ...(n > 0 && { slice: n % 20 }),
          cases: {},
        }),
      );
    const folder = parseFolder(texts, 'data:g');
    const next = mergeHistory(history, entry('s1200', day(1_200))).history;
    const index = { schemaVersion: 1 as const, commits: [] };
    const file: BaselineFile = {
      schemaVersion: 1,
      sha: 's1200',
      ref: null,
      recordedAt: day(1_200),
      score: 1,
      threshold: 0.7,
      ...settings,
      cases: [],
    };
    const record = { file, replaces: false, history: next, index, dropped: [] };
    const changes = changedFiles(folder, { record, verdicts: folder.verdicts });
    const text = changes.get('history.json')!;
    expect(text.split('\n').filter((line) => line.startsWith('  {"sha":'))).toHaveLength(
      HISTORY_LIMIT,
    );
    expect(JSON.parse(text).entries.map((e: HistoryEntry) => e.sha)).toEqual(shas(201));
    const deleted = [...changes].filter(([, t]) => t === null).map(([path]) => path);
    expect(deleted).toEqual(
      Array.from({ length: 201 - 19 }, (_, n) => `history/cases/${Math.floor(n / 100)}/${n}.json`),
    );
  });

  it('history.json and baseline.json, which every record uploads whole, hold what a reader needs in about half the bytes', () => {
    // 1,000 records of 1,000 LLM-judged cases (ids as the bench's, APs of 10-passage rankings).
    const hex = (i: number, length: number) =>
      createHash('sha256').update(String(i)).digest('hex').slice(0, length);
    const ap = (i: number) => {
      let [hits, sum] = [0, 0];
      for (let r = 1; r <= 10; r += 1)
        if (Number.parseInt(hex(i * 10 + r, 2), 16) < 100) sum += ++hits / r;
      return hits ? sum / hits : 0;
    };
    const cases = Array.from({ length: 1_000 }, (_, i) => ({
      id: `case-${String(i).padStart(6, '0')}`,
      ap: ap(i),
      judge: 'llm' as const,
      relevant: [],
      contexts: [],
      definition: { hash: hex(i, 16), query: hex(i, 16), expected: '', labels: '' },
      metrics: { recall: ap(i + 1) },
    }));
    const recorded = (n: number): BaselineFile => ({
      schemaVersion: 1,
      sha: hex(n, 40),
      ref: 'refs/heads/main',
      recordedAt: new Date(Date.UTC(2026, 0, 1) + n * 4_320_000).toISOString(),
      score: 0.5 + n / 3e5,
      scale: 1,
      threshold: 0.7,
      model: n < 500 ? 'openai/gpt-4.1-mini' : 'openai/gpt-4.1',
      promptVersion: 'v3',
      k: null,
      denominator: 'retrieved',
      cases,
    });
    let history: HistoryFile | null = null;
    for (let n = 0; n < HISTORY_LIMIT; n += 1)
      // (Means over a few cases, each entry's its own.)
      history = mergeHistory(
        history,
        historyEntryOf({
          ...recorded(n),
          cases: cases.slice(0, 9).map((c, i) => ({ ...c, metrics: { recall: ap(n + i) } })),
        }),
      ).history;
    const folder = parseFolder(new Map(), 'data:g');
    const index = { schemaVersion: 1 as const, commits: [] };
    const file = recorded(HISTORY_LIMIT);
    const record = { file, replaces: true, history: history!, index, dropped: [] };
    const changes = changedFiles(folder, { record, verdicts: folder.verdicts });
    const [historyText, baselineText] = [
      changes.get('history.json')!,
      changes.get('baseline.json')!,
    ];
    // Before: 275 kB (every setting in every entry, 17 digits a mean) and 47 kB.
    expect(historyText.length).toBeLessThan(150_000);
    expect(baselineText.length).toBeLessThan(40_000);
    // A tool that reads history.json alone sees every entry's sha, recordedAt, score and metrics
    // (CONTRACT.md); the settings show where they change (the model, at the 501st).
    const entries = JSON.parse(historyText).entries;
    expect(entries).toHaveLength(HISTORY_LIMIT);
    for (const entry of entries)
      expect(Object.keys(entry).slice(0, 4)).toEqual(['sha', 'recordedAt', 'score', 'metrics']);
    expect(
      entries.flatMap((e: HistoryEntry, i: number) => (e.model ? [[i, e.model]] : [])),
    ).toEqual([
      [0, 'openai/gpt-4.1-mini'],
      [500, 'openai/gpt-4.1'],
    ]);
    // Read back: every entry whole, as recorded (means to 6 decimals); the case rows keep exact APs.
    const read = parseFolder(new Map([...changes].map(([p, t]) => [p, t!])), 'data:g');
    expect(read.history!.entries).toEqual(history!.entries);
    expect(read.history!.entries[700]).toMatchObject({
      model: 'openai/gpt-4.1',
      k: null,
      scale: 1,
    });
    expect(read.baseline!.cases.map((c) => c.ap)).toEqual(
      recorded(HISTORY_LIMIT).cases.map((c) => c.ap),
    );
  });

  it('a record replaces the baseline unless its commit is an ancestor of the recorded one', () => {
    const [a, b] = ['a'.repeat(40), 'b'.repeat(40)];
    expect(baselineDecision(null, a, null).replace).toBe(true);
    expect(baselineDecision(a, b, { status: 'ahead' }).replace).toBe(true);
    expect(baselineDecision(a, a, { status: 'identical' }).replace).toBe(true);
    expect(baselineDecision(b, a, { status: 'behind' })).toEqual({
      replace: false,
      why: "aaaaaaa is an ancestor of the baseline's bbbbbbb (GitHub's compare: behind): an older commit's run, re-run or finished late, never replaces a newer commit's baseline",
    });
    expect(baselineDecision(a, b, { status: 'diverged' }).replace).toBe(true);
    expect(baselineDecision(a, b, { status: 'unknown', why: 'x' }).why).toContain(
      'cannot be ordered (x',
    );
  });
  it('verdicts are a union; long-unused ones are pruned', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const v = { relevant: true, reason: 'r', model: 'm', promptVersion: 'p' };
    const verdicts = { old: { ...v, since: '2026-01' }, recent: { ...v, since: '2026-05' } };
    const merged = recordVerdicts(
      cacheStoreOf({ schemaVersion: 1, verdicts, used: {} }).store,
      new Map([['mine', v]]),
      now,
    );
    expect([...merged.rows.keys()].sort()).toEqual(['mine', 'recent']);
    expect(merged.rows.get('mine')?.since).toBe('2026-06');
  });
});

describe('rankingMovement: what entered, left and moved since the baseline', () => {
  const ranked = (ids: string[], relevant: boolean[]) =>
    ids.map((id, i) => ({ id, relevant: relevant[i] as boolean }));

  it('lists entered and moved passages in rank order, and what left at its old rank', () => {
    const movement = rankingMovement(ranked(['p1', 'p2', 'p3', 'p4'], [true, true, false, false]), [
      { id: 'p9', relevant: false },
      { id: 'p2', relevant: true },
      { id: 'p1', relevant: true },
      { id: 'p4', relevant: false },
    ]);
    expect(movement).toEqual({
      baselineIds: ['p1', 'p2', 'p3', 'p4'],
      baselineRelevant: [true, true, false, false],
      entered: [{ id: 'p9', rank: 1, relevant: false }],
      left: [{ id: 'p3', rank: 3, relevant: false }],
      moved: [{ id: 'p1', from: 1, to: 3, relevant: true }],
    });
  });

  it('an id ranked twice counts at its first rank; the same order is no movement', () => {
    const same = rankingMovement(ranked(['x', 'y'], [true, false]), [
      { id: 'x', relevant: false },
      { id: 'y', relevant: false },
    ]);
    expect(same).toMatchObject({ entered: [], left: [], moved: [] });
    const twice = rankingMovement(ranked(['x', 'x', 'y'], [true, true, false]), [
      { id: 'y', relevant: false },
      { id: 'x', relevant: true },
      { id: 'y', relevant: false },
    ]);
    expect(twice).toMatchObject({
      entered: [],
      left: [],
      moved: [
        { id: 'y', from: 3, to: 1 },
        { id: 'x', from: 1, to: 2 },
      ],
    });
  });

  it('a case whose AP or ranking changed gets one, when the baseline kept its ranking', () => {
    const recorded: BaselineSnapshot = {
      ...baseline,
      cases: [
        row('up', 0.5, ['u1', 'u2'], [false, true]),
        row('down', 1, ['d1', 'd2'], [true, false]),
        row('old', 1),
        row('flat', 1, ['f1', 'f2'], [true, true]),
        row('still', 1, ['s1'], [true]),
      ],
    };
    const comparison = compareWithBaseline(
      [
        { ...ok('up', 0), ap: 1, error: null, contexts: ranked(['u2', 'u1'], [true, false]) },
        { ...ok('down', 0), ap: 0.5, error: null, contexts: ranked(['d2', 'd1'], [false, true]) },
        { ...ok('old', 0), ap: 0.5, error: null, contexts: ranked(['o1', 'o2'], [false, true]) },
        { ...ok('flat', 0), ap: 1, error: null, contexts: ranked(['f2', 'f1'], [true, true]) },
        { ...ok('still', 0), ap: 1, error: null, contexts: ranked(['s1'], [true]) },
      ],
      settings,
      recorded,
    );
    // Improved, and the same AP from a reordered ranking: the HTML report shows the baseline's.
    expect(comparison.cases.get('up')?.movement?.moved).toEqual([
      { id: 'u2', from: 2, to: 1, relevant: true },
      { id: 'u1', from: 1, to: 2, relevant: false },
    ]);
    expect(comparison.cases.get('flat')?.change).toBe('same');
    expect(comparison.cases.get('flat')?.movement?.moved).toHaveLength(2);
    // Nothing changed, or no ranking recorded: none.
    expect(comparison.cases.get('still')?.movement).toBeUndefined();
    expect(comparison.cases.get('old')?.movement).toBeUndefined();
    expect(comparison.cases.get('down')?.movement?.moved).toEqual([
      { id: 'd2', from: 2, to: 1, relevant: false },
      { id: 'd1', from: 1, to: 2, relevant: true },
    ]);
  });
});
