import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseCulprits } from '../src/compare/regression-culprits.js';
import type { CaseReport } from '../src/report/report.js';
import { runCliInProcess } from './helpers/run-cli.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// Issue 26 finding 5: the comment leads with why. The worst case and the passage that cost it most
// come first; every cause is ordered by the AP it cost (not by name); unchanged rows fold into one
// line when cases regressed; "Why" is said once; AP and MAP are explained once.

const tempDir = tempFolderPerTest();

const jsonl = (rows: object[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const ranking = (id: string, ids: string[]) => ({
  id,
  contexts: ids.map((c) => ({ id: c, text: `Passage ${c}.` })),
});

// Three unchanged cases, and two that regressed: in `password-reset` (the worst) a new blog post
// ranks first; in `account-email` a FAQ page moved up one place. By name the FAQ page comes first;
// by the AP it cost, the blog post does.
const GOLDEN = [
  { id: 'account-email', query: 'How do I change my email?', relevant: ['em-1', 'em-2', 'em-3'] },
  { id: 'password-reset', query: 'How do I reset my password?', relevant: ['pw-1'] },
  ...['c1', 'c2', 'c3'].map((id) => ({ id, query: `Question ${id}?`, relevant: [`${id}-r`] })),
];
const UNCHANGED = ['c1', 'c2', 'c3'].map((id) => ranking(id, [`${id}-r`, `${id}-x`]));
const MAIN = [
  ranking('account-email', ['em-1', 'em-2', 'em-3', 'aaa-faq']),
  ranking('password-reset', ['pw-1', 'faq-general']),
  ...UNCHANGED,
];
const PR = [
  ranking('account-email', ['em-1', 'em-2', 'aaa-faq', 'em-3']),
  ranking('password-reset', ['zzz-blog', 'faq-general', 'pw-1']),
  ...UNCHANGED,
];

async function comparedWithMain(): Promise<{ comment: string; text: string }> {
  const dir = await tempDir({
    'golden.jsonl': jsonl(GOLDEN),
    'main.jsonl': jsonl(MAIN),
    'pr.jsonl': jsonl(PR),
  });
  const cli = (retrieval: string, extra: string[] = []) =>
    runCliInProcess(
      [
        '--golden',
        'golden.jsonl',
        '--retrieval',
        retrieval,
        '--report-path',
        join(dir, retrieval.replace('.jsonl', '.json')),
        '--no-cache',
        ...extra,
      ],
      dir,
    );
  expect((await cli('main.jsonl')).code).toBe(0);
  const pr = await cli('pr.jsonl', ['--baseline', join(dir, 'main.json'), '--max-drop', '0.01']);
  expect(pr.code, pr.stderr).toBe(1);
  return { comment: await readFile(join(dir, 'pr.comment.md'), 'utf8'), text: pr.stdout };
}

describe('the comment leads with why (issue 26, finding 5)', () => {
  it('opens with the worst case and the passage that cost it most, then every cause by its cost', async () => {
    const { comment, text } = await comparedWithMain();
    const lines = comment.split('\n');
    expect(lines[1]).toBe('### ❌ Context precision failed');
    expect(lines[3]).toBe(
      // zzz-blog has no label (issue 28): the lead says so, and what to do.
      '**Why:** **password-reset** fell most, AP 1.00 → 0.33: **zzz-blog**, new at rank 1, pushed the relevant passage down, and no label names it (unjudged): label it (relevant, or irrelevant), or set judge-holes: true to have the LLM judge it.',
    );
    // zzz-blog cost password-reset 1/2 − 1/3; aaa-faq cost account-email 1 − 11/12.
    expect(comment).toContain(
      'Causes, by the AP they cost: **zzz-blog** above relevant passages in 1 case (−0.17) · **aaa-faq** above relevant passages in 1 (−0.08).',
    );
    expect(text.split('\n')[1]).toBe(
      '  Why: password-reset fell most, AP 1.00 → 0.33: zzz-blog, new at rank 1, pushed the relevant passage down, and no label names it (unjudged): label it (relevant, or irrelevant), or set judge-holes: true to have the LLM judge it.',
    );
  });

  it('folds the unchanged rows into one line, says "Why" once and explains AP and MAP once', async () => {
    const { comment } = await comparedWithMain();
    const rows = comment
      .split('\n')
      .filter((l) => /^\| [a-z]/.test(l) && !/^\| (case|rank) /.test(l));
    expect(rows.map((r) => r.split(' | ')[0])).toEqual(['| password-reset', '| account-email']);
    expect(comment).toContain(
      '3 unchanged cases (the same AP as in the baseline) are not listed; every case is in the job summary.',
    );
    // One "Why": the lead (each case's details keep their "Why this AP" line).
    expect(comment.match(/Why(?! this AP)/g)).toHaveLength(1);
    expect(comment).not.toContain('#### Why');
    expect(comment.match(/AP \(average precision\) is 1\.00 when/g)).toHaveLength(1);
    expect(comment).toContain('the score is MAP, the mean AP over the cases');
    expect(comment).not.toContain('#### Drift');
  });
});

describe('caseCulprits: the AP each passage cost a case', () => {
  /** A labelled case scored with the `labels` denominator: 2 relevant labels. */
  const labelled = (pattern: string, movement: CaseReport['movement']): CaseReport =>
    ({
      id: 'x',
      judge: 'labels',
      labels: [
        ['gone', 1],
        ['kept', 1],
      ],
      contexts: [...pattern].map((p, i) => ({
        id: p === 'Y' ? 'kept' : `off-${i + 1}`,
        rank: i + 1,
        relevant: p === 'Y',
        reason: '',
      })),
      movement,
    }) as CaseReport;

  it('orders by cost: a relevant passage that left can cost more than one that entered', () => {
    // Now: off-1 (new) ○, kept ●, off-3 ○, off-4 ○; AP = (1/2) / 2 = 0.25 (2 labelled relevant).
    // Without off-1: ● ○ ○ → 1/2 = 0.5, so it cost 0.25. With `gone` back at rank 1 (kept to 4
    // contexts): ● ○ ● ○ → (1 + 2/3) / 2 = 0.8333, so its leaving cost 0.5833.
    const c = labelled('NYNN', {
      baselineIds: ['gone', 'kept'],
      baselineRelevant: [true, true],
      entered: [{ id: 'off-1', rank: 1, relevant: false }],
      left: [{ id: 'gone', rank: 1, relevant: true }],
      moved: [{ id: 'kept', from: 2, to: 2, relevant: true }],
    });
    const culprits = caseCulprits({ ...c, labelledRelevant: 2 });
    expect(culprits.map((x) => [x.id, x.kind, Number(x.cost.toFixed(4))])).toEqual([
      ['gone', 'left', 0.5833],
      ['off-1', 'entered', 0.25],
    ]);
    // With the `retrieved` denominator: 0.5 now, 1 without off-1, 0.8333 with gone back.
    expect(caseCulprits(c).map((x) => [x.id, Number(x.cost.toFixed(4))])).toEqual([
      ['off-1', 0.5],
      ['gone', 0.3333],
    ]);
  });

  it('leaves out a relevant passage whose leaving raised AP, and what ranks below every relevant one', () => {
    // Now ● ○ ○: AP 1 (retrieved). `gone` back at rank 3 gives ● ○ ● → 0.8333: no cost.
    const c = labelled('YNN', {
      baselineIds: ['kept', 'off-3', 'gone'],
      baselineRelevant: [true, false, true],
      entered: [{ id: 'off-2', rank: 2, relevant: false }],
      left: [{ id: 'gone', rank: 3, relevant: true }],
      moved: [],
    });
    expect(caseCulprits(c)).toEqual([]);
  });

  it('without the baseline ranking, the irrelevant contexts above a relevant one', () => {
    const c = labelled('NNY', undefined);
    // 1/3 now; without off-1 or off-2: 1/2.
    expect(caseCulprits(c).map((x) => [x.id, x.kind, x.rank, x.above])).toEqual([
      ['off-1', 'above', 1, 1],
      ['off-2', 'above', 2, 1],
    ]);
  });
});
