import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { repoRoot } from './helpers/run-action.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// Issue 15, findings 1, 2 and 7, as a user meets them: the CLI's --baseline on the bundled
// example (examples/golden/labelled.jsonl, scored by its labels, the BM25 retriever), main's
// report first, then the pull request's golden set and retriever against it.

const labelled = (await readFile(join(repoRoot, 'examples', 'golden', 'labelled.jsonl'), 'utf8'))
  .trim()
  .split('\n');
const retriever = `node ${JSON.stringify(join(repoRoot, 'examples', 'retriever.mjs'))}`;
// A PR's retriever change: reorders the ranks of the cases named in reorder.json ({ id: [rank, ...] }).
const REORDER = `
let input = '';
process.stdin.on('data', (c) => (input += c)).on('end', () => {
  const orders = JSON.parse(require('node:fs').readFileSync('reorder.json', 'utf8'));
  for (const line of input.split('\\n').filter(Boolean)) {
    const r = JSON.parse(line);
    const order = orders[r.id];
    if (order) r.contexts = order.map((rank) => r.contexts[rank - 1]);
    process.stdout.write(JSON.stringify(r) + '\\n');
  }
});
`;
const folder = tempFolderPerTest();

async function cli(dir: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
  });
  const report = JSON.parse(
    await readFile(join(dir, 'out', 'report.json'), 'utf8').catch(() => 'null'),
  );
  const comment = await readFile(join(dir, 'out', 'report.comment.md'), 'utf8').catch(() => '');
  return { code, stdout, stderr, report, comment };
}

/** main.json from the example's 8 labelled cases (MAP 0.8542), then the PR run against it. */
async function mainThenPr(
  prGolden: string[],
  pr: { reorder?: Record<string, number[]>; flags?: string[] } = {},
) {
  const dir = await folder({
    'main.jsonl': labelled.join('\n') + '\n',
    'pr.jsonl': prGolden.join('\n') + '\n',
    'reorder.cjs': REORDER,
    'reorder.json': JSON.stringify(pr.reorder ?? {}),
  });
  const main = await cli(dir, [
    '--golden',
    'main.jsonl',
    '--retriever-command',
    retriever,
    '--report-path',
    'main.json',
  ]);
  expect(main.code).toBe(0);
  expect(main.stdout).toContain('Score 0.8542');
  return cli(dir, [
    '--golden',
    'pr.jsonl',
    '--retriever-command',
    pr.reorder ? `${retriever} | node reorder.cjs` : retriever,
    '--baseline',
    'main.json',
    '--report-path',
    'out/report.json',
    ...(pr.flags ?? []),
  ]);
}

describe('a pull request is judged on the cases both runs have (CLI --baseline, examples/)', () => {
  it('finding 1: adding two hard cases, retrieval unchanged, is Δ 0.0000 and passes', async () => {
    // Labels the BM25 retriever does not find for these queries: AP 0 each.
    const added = [
      { id: 'vacuum-wraparound', query: 'How do I stop transaction ID wraparound?' },
      { id: 'work-mem-oom', query: 'Why does a big sort use so much memory?' },
    ].map((c) => JSON.stringify({ ...c, relevant: ['pg-backup-2'] }));
    const pr = await mainThenPr([...labelled, ...added], { flags: ['--threshold', '0.5'] });
    // Old code: exit 1, "score fell 0.1708 from the baseline 0.8542, more than max-drop 0.05".
    expect(pr.stderr).not.toContain('score fell');
    expect(pr.code).toBe(0);
    expect(pr.report.score).toBeCloseTo(6.8333333 / 10, 6);
    expect(pr.report.delta).toBe(0);
    expect(pr.report.golden).toMatchObject({
      new: ['vacuum-wraparound', 'work-mem-oom'],
      removed: [],
      edited: [],
    });
    expect(pr.stdout).toContain(
      '  Score 0.6833 (MAP over 10 cases) · baseline 0.8542 from main.json · Δ 0.0000 over the 8 cases both runs have (0.8542 → 0.8542) · threshold 0.50 · max drop 0.05 · 0 regressions\n  golden set: +2 new\n',
    );
    expect(pr.stdout).not.toContain('✗');
    // The new cases are rows of their own, without a delta.
    expect(pr.comment).toMatch(/\| vacuum-wraparound \| 0\.00 \| – \| new \|/);
    expect(pr.comment).toContain('🗂️ golden set: +2 new');
  });

  it('finding 2: removing the two worst cases while three others get worse fails, naming them', async () => {
    const kept = labelled.filter((line) => !/"(index-online|upgrade-major)"/.test(line));
    // wal-disk-full 0.83 → 0.58, repl-lag 1.00 → 0.50, backup-pitr 1.00 → 0.83: −0.9167 in all.
    const reorder = {
      'wal-disk-full': [2, 1, 3, 4, 5],
      'repl-lag': [2, 1, 3, 4, 5],
      'backup-pitr': [1, 3, 2, 4, 5],
    };
    const pr = await mainThenPr(kept, { reorder });
    // Old code: PASSED, "baseline 0.8542 (−0.0347)": the removed cases hid the drop.
    expect(pr.code).toBe(1);
    const paired = { baseline: 5.8333333 / 6, now: (5.8333333 - 0.9166667) / 6 };
    expect(pr.report.score).toBeCloseTo(paired.now, 6);
    expect(pr.report.delta).toBeCloseTo(paired.now - paired.baseline, 6);
    expect(pr.report.failures).toEqual([
      'score fell 0.1528 from the baseline 0.9722 over the 6 cases both runs have, more than max-drop 0.05',
    ]);
    expect(pr.report.golden).toMatchObject({
      new: [],
      removed: ['index-online', 'upgrade-major'],
      removedAp: [0.5, 0.5],
    });
    expect(pr.stdout).toContain(
      '  golden set: −2 removed (index-online was 0.50, upgrade-major was 0.50)\n',
    );
    expect(pr.comment).toContain(
      '🗂️ golden set: −2 removed (index-online was 0.50, upgrade-major was 0.50)',
    );
    expect(pr.comment).toContain('3 regressions');
  });

  it('finding 7: with max-case-drop, a labelled case that fell fails the gate; by default it is shown', async () => {
    // 10 labelled cases with their contexts inline; the PR moves two relevant passages down.
    const cases = Array.from({ length: 10 }, (_, i) => ({
      id: `c${i}`,
      query: `question ${i}?`,
      relevant: [`r${i}`, `s${i}`],
      contexts: [
        { id: `r${i}`, text: `relevant ${i}` },
        { id: `s${i}`, text: `also relevant ${i}` },
      ],
    }));
    const main = cases.map((c) =>
      c.id === 'c3'
        ? { ...c, relevant: [`r3`], contexts: [ctx('x3'), ctx('y3'), ctx('r3')] } // 0.33
        : c,
    );
    const pr = main.map((c) =>
      c.id === 'c3'
        ? { ...c, contexts: [ctx('x3'), ctx('y3'), ctx('z3'), ctx('r3')] } // 0.25
        : c.id === 'c7'
          ? { ...c, contexts: [ctx('r7'), ctx('x7'), ctx('s7')] } // 1.00 → 0.83
          : c,
    );
    const dir = await folder({
      'main.jsonl': main.map((c) => JSON.stringify(c)).join('\n') + '\n',
      'pr.jsonl': pr.map((c) => JSON.stringify(c)).join('\n') + '\n',
    });
    expect((await cli(dir, ['--golden', 'main.jsonl', '--report-path', 'main.json'])).code).toBe(0);
    const args = [
      '--golden',
      'pr.jsonl',
      '--baseline',
      'main.json',
      '--report-path',
      'out/report.json',
    ];
    const byDefault = await cli(dir, args);
    // MAP fell (1/12 + 1/6) / 10 = 0.025, under max-drop 0.05: passes, and says which cases fell.
    expect(byDefault.code).toBe(0);
    expect(byDefault.report.delta).toBeCloseTo(-0.025, 9);
    expect(byDefault.report.regressions).toBe(2);
    expect(byDefault.comment).toContain('2 regressions');
    expect(byDefault.comment).toMatch(/\| c7 \| 0\.83 \| 1\.00 \| \*\*−0\.17\*\*&nbsp;🔻 \|/);
    expect(byDefault.comment).toMatch(/\| c3 \| 0\.25 \| 0\.33 \| \*\*−0\.08\*\*&nbsp;🔻 \|/);

    // Old code: exit 2, "unknown flag --max-case-drop".
    const strict = await cli(dir, [...args, '--max-case-drop', '0.05']);
    expect(strict.code).toBe(1);
    const failure = '2 cases fell more than max-case-drop 0.05: "c7" 1.00 → 0.83, "c3" 0.33 → 0.25';
    expect(strict.report.failures).toEqual([failure]);
    expect(strict.report.maxCaseDrop).toBe(0.05);
    expect(strict.stdout).toContain(`  ✗ ${failure}\n`);
    expect(strict.comment).toContain(`- ❌ ${failure}`);
    // A fall within the limit does not trip it.
    expect((await cli(dir, [...args, '--max-case-drop', '0.17'])).code).toBe(0);
  });
});

function ctx(id: string) {
  return { id, text: `passage ${id}` };
}
