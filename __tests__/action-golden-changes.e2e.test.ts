import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { mainEvent, pullRequestEvent, runAction } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// Issue 15, findings 1, 3 and 6, and the upgrade of a data branch recorded before case
// fingerprints: the action against the fake GitHub, main's push recording the baseline first.
// Ten label-judged cases; main's retrieval has each relevant passage at rank 1 (AP 1), but c0's
// at rank 2 (AP 0.5): MAP 0.95.

type Case = { id: string; query: string; relevant: string[] };
type Result = { id: string; contexts: { id: string; text: string }[] };
const ids = Array.from({ length: 10 }, (_, i) => `c${i}`);
const mainCases: Case[] = ids.map((id) => ({
  id,
  query: `question ${id}?`,
  relevant: [`${id}-r`],
}));
const ranking = (id: string, contextIds: string[]): Result => ({
  id,
  contexts: contextIds.map((c) => ({ id: c, text: `passage ${c}` })),
});
const mainResults: Result[] = ids.map((id) =>
  id === 'c0' ? ranking(id, ['c0-x', 'c0-r', 'c0-p', 'c0-y']) : ranking(id, [`${id}-r`, `${id}-x`]),
);
const jsonl = (records: unknown[]) => records.map((r) => JSON.stringify(r)).join('\n') + '\n';

let gh: FakeGitHub;
let workspace: { dir: string; cleanup: () => Promise<void> };
let recordedOnMain: Map<string, string>;
const BRANCH = 'context-precision-data';

// Finding 1: two new cases whose labels the retriever misses (AP 0 each).
const added = [
  { id: 'c10', query: 'question c10?', relevant: ['c10-r'] },
  { id: 'c11', query: 'question c11?', relevant: ['c11-r'] },
];
// Finding 3: c0's relevant passage falls from rank 2 to 4, and the passage the PR now ranks 2nd is
// added to its labels: AP 0.5 before and after, under different labels.
const relabelled = mainCases.map((c) => (c.id === 'c0' ? { ...c, relevant: ['c0-r', 'c0-p'] } : c));
// Finding 6: five cases fall to AP 0 and get an invisible U+200B at the end of their ids.
const renamedIds = new Set(['c1', 'c2', 'c3', 'c4', 'c5']);
const zwsp = (id: string) => (renamedIds.has(id) ? `${id}\u200b` : id);

// Finding 2, a gate of its own ("removal"): c0 (AP 0.25) and c1 (0.20) are main's worst cases,
// the others are at 1 (MAP 0.845). The PR removes c0 and c1 and pushes c2, c3 and c4 to AP 0.5.
const removalMain = ids.map((id) =>
  id === 'c0'
    ? ranking(id, ['c0-x', 'c0-y', 'c0-z', 'c0-r'])
    : id === 'c1'
      ? ranking(id, ['c1-x', 'c1-y', 'c1-z', 'c1-w', 'c1-r'])
      : ranking(id, [`${id}-r`, `${id}-x`]),
);
const worse = new Set(['c2', 'c3', 'c4']);
const removalPr = removalMain
  .filter((r) => r.id !== 'c0' && r.id !== 'c1')
  .map((r) => (worse.has(r.id) ? ranking(r.id, [`${r.id}-x`, `${r.id}-r`]) : r));

beforeAll(async () => {
  workspace = await tempFiles({
    'removal-main.jsonl': jsonl(removalMain),
    'removal-golden.jsonl': jsonl(mainCases.filter((c) => c.id !== 'c0' && c.id !== 'c1')),
    'removal-pr.jsonl': jsonl(removalPr),
    'golden.jsonl': jsonl(mainCases),
    'main.jsonl': jsonl(mainResults),
    'added.jsonl': jsonl([...mainCases, ...added]),
    'added-results.jsonl': jsonl([
      ...mainResults,
      ranking('c10', ['c10-x', 'c10-y']),
      ranking('c11', ['c11-x']),
    ]),
    'relabelled.jsonl': jsonl(relabelled),
    'relabelled-results.jsonl': jsonl(
      mainResults.map((r) => (r.id === 'c0' ? ranking('c0', ['c0-x', 'c0-p', 'c0-y', 'c0-r']) : r)),
    ),
    'renamed.jsonl': jsonl(mainCases.map((c) => ({ ...c, id: zwsp(c.id) }))),
    'renamed-results.jsonl': jsonl(
      mainResults.map((r) =>
        renamedIds.has(r.id) ? ranking(zwsp(r.id), [`${r.id}-x`, `${r.id}-y`]) : r,
      ),
    ),
  });
  gh = await startFakeGitHub();
  const push = await run(mainEvent('push'));
  expect(push.code).toBe(0);
  expect(push.outputs.score).toBe('0.9500');
  const removal = await run(mainEvent('push'), {
    name: 'removal',
    retrieval: 'removal-main.jsonl',
  });
  expect(removal.outputs.score).toBe('0.8450');
  recordedOnMain = new Map(gh.listFiles(BRANCH).map((path) => [path, gh.readFile(BRANCH, path)!]));
  await gh.close();
}, 60_000);
afterAll(async () => {
  await workspace.cleanup();
});
beforeEach(async () => {
  gh = await startFakeGitHub();
  gh.createBranch(BRANCH, null);
  for (const [path, text] of recordedOnMain) gh.writeFile(BRANCH, path, text);
});
afterEach(async () => {
  await gh.close();
});

const prEvent = pullRequestEvent(7, 'f'.repeat(40));

function run(
  event: { name: string; payload: unknown },
  inputs: Record<string, string> = {},
  sha = '1'.repeat(40),
) {
  return runAction({
    workspace: workspace.dir,
    event,
    inputs: {
      golden: 'golden.jsonl',
      retrieval: 'main.jsonl',
      'github-token': 'ghs_test',
      threshold: '0.4',
      ...inputs,
    },
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_SHA: sha,
      GITHUB_REF: event.name === 'push' ? 'refs/heads/main' : 'refs/pull/7/merge',
    },
  });
}

const comment = () => gh.comments(7)[0]?.body ?? '';

describe('a pull request is compared with the baseline on the cases both have (the action)', () => {
  it('finding 1: adding cases only, retrieval unchanged: delta 0.0000, passes, new rows of their own', async () => {
    const pr = await run(prEvent, { golden: 'added.jsonl', retrieval: 'added-results.jsonl' });
    // Old code: failed, "score fell 0.1583 from the baseline 0.95, more than max-drop 0.05".
    expect(pr.code).toBe(0);
    expect(pr.outputs).toMatchObject({
      passed: 'true',
      score: (9.5 / 12).toFixed(4),
      'baseline-score': '0.9500',
      delta: '0.0000',
      regressions: '0',
    });
    expect(pr.report.golden).toEqual({
      new: ['c10', 'c11'],
      removed: [],
      edited: [],
      renamed: [],
      removedAp: [],
    });
    for (const body of [comment(), pr.summary]) {
      expect(body).toContain('🗂️ golden set: +2 new');
      expect(body).toContain('**Δ 0.0000** over the 10 cases both runs have (0.9500 → 0.9500)');
      expect(body).toMatch(/\| c10 \| 0\.00 \| – \| new \|/);
    }
    expect(pr.stdout).toContain('golden set: +2 new');
  });

  it('finding 2: deleting the worst cases does not hide three regressions; the removed are named', async () => {
    const pr = await run(prEvent, {
      name: 'removal',
      golden: 'removal-golden.jsonl',
      retrieval: 'removal-pr.jsonl',
    });
    // Old code: passed, "Δ −0.0325" (0.8125 against 0.845), "3 regressions · 2 removed cases".
    expect(pr.code).toBe(1);
    expect(pr.outputs).toMatchObject({
      passed: 'false',
      score: '0.8125',
      delta: '-0.1875',
      regressions: '3',
    });
    expect(pr.report.failures).toEqual([
      'score fell 0.1875 from the baseline 1 over the 8 cases both runs have, more than max-drop 0.05',
    ]);
    expect(pr.report.golden).toMatchObject({
      removed: ['c0', 'c1'],
      removedAp: [0.25, 0.2],
    });
    expect(comment()).toContain('🗂️ golden set: −2 removed (c0 was 0.25, c1 was 0.20)');
    expect(comment()).toContain('**Δ −0.1875** over the 8 cases both runs have (1.0000 → 0.8125)');
  });

  it('finding 3: a relabelled case is named as edited and compared under its new labels', async () => {
    const pr = await run(prEvent, {
      golden: 'relabelled.jsonl',
      retrieval: 'relabelled-results.jsonl',
    });
    // Old code: c0 "0.50 | 0.50 | 0.00", regressions 0, and no word that its labels changed.
    expect(pr.code).toBe(0);
    expect(pr.outputs.regressions).toBe('1');
    const c0 = pr.report.cases.find((c: { id: string }) => c.id === 'c0');
    // Main's ranking (c0-x, c0-r, c0-p, c0-y) under the new labels {c0-r, c0-p}: (1/2 + 2/3) / 2.
    expect(c0).toMatchObject({ ap: 0.5, change: 'regressed', edited: ['labels'] });
    expect(c0.baselineAp).toBeCloseTo(7 / 12, 12);
    expect(c0.delta).toBeCloseTo(0.5 - 7 / 12, 12);
    expect(pr.report.golden).toMatchObject({ new: [], removed: [], edited: ['c0'] });
    expect(pr.outputs.delta).toBe((-(7 / 12 - 0.5) / 10).toFixed(4));
    expect(comment()).toContain(
      '🗂️ golden set: 1 edited (c0: labels, compared under the new labels)',
    );
    expect(comment()).toMatch(/\| c0 \| 0\.50 \| 0\.58 \| \*\*−0\.08\*\*&nbsp;🔻 \|/);
    expect(comment()).toContain(
      "- **Edited since the baseline:** labels: the baseline's ranking is scored under the new labels",
    );
  });

  it('finding 6: cases renamed with an invisible character are the same cases; the drop is not in doubt', async () => {
    const pr = await run(prEvent, {
      golden: 'renamed.jsonl',
      retrieval: 'renamed-results.jsonl',
      'min-confidence': '0.9',
    });
    // Old code: passed, "score fell 0.45 from the baseline 0.95, more than max-drop 0.05, but the
    // confidence that it really fell is 0%, under min-confidence 90%: not failing".
    expect(pr.code).toBe(1);
    expect(pr.outputs).toMatchObject({ passed: 'false', delta: '-0.5000', regressions: '5' });
    expect(pr.report.baseline.dropConfidence).toBeGreaterThan(0.99);
    expect(pr.report.failures).toEqual([
      'score fell 0.5 from the baseline 0.95, more than max-drop 0.05',
    ]);
    expect(pr.report.golden).toMatchObject({
      new: [],
      removed: [],
      renamed: [...renamedIds].map((id) => ({ from: id, to: `${id}\u200b` })),
    });
    expect(comment()).toContain(
      '🗂️ golden set: 5 renamed (c1 → c1\\\\u200b, c2 → c2\\\\u200b, c3 → c3\\\\u200b, c4 → c4\\\\u200b, c5 → c5\\\\u200b)',
    );
    expect(pr.stdout).toContain(
      'golden set: 5 renamed (c1 → c1\\u200b, c2 → c2\\u200b, c3 → c3\\u200b, c4 → c4\\u200b, c5 → c5\\u200b)',
    );
    expect(comment()).toContain('| c1\\\\u200b (renamed from c1) | 0.00 | 1.00 |');
  });
});
