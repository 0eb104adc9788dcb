import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import type { Report } from '../src/report/report.js';
import { repoRoot } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// The scenario on the bundled example: a PR cuts the retriever from 5 contexts to 1.
// AP over the retrieved contexts can rise (fewer irrelevant ones), while relevant passages are lost.
let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ dir, cleanup } = await tempFiles({}));
});
afterAll(() => cleanup());

async function cli(name: string, topK: number, flags: string[] = []) {
  let stdout = '';
  let stderr = '';
  const reportPath = join(dir, `${name}.json`);
  const code = await runCli(
    [
      '--golden',
      join(repoRoot, 'examples/golden/labelled.jsonl'),
      '--judge',
      'labels',
      '--no-cache',
      '--retriever-command',
      `RETRIEVER_TOP_K=${topK} node ${JSON.stringify(join(repoRoot, 'examples/retriever.mjs'))}`,
      '--report-path',
      reportPath,
      ...flags,
    ],
    { cwd: dir, env: {}, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) },
  );
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
  const comment = readFileSync(reportPath.replace(/\.json$/, '.comment.md'), 'utf8');
  return { code, stdout, stderr, report, comment };
}

// Compared with main's report; the MAP gate loosened so that only what recall says can fail the PR.
const againstMain = ['--baseline', '', '--threshold', '0', '--max-drop', '1'];
let main: Awaited<ReturnType<typeof cli>>;
beforeAll(async () => {
  main = await cli('main', 5);
  againstMain[1] = join(dir, 'main.json');
});

describe('a PR that cuts the retriever from 5 contexts to 1', () => {
  it('shows recall falling where MAP rose, and passes without a recall gate', async () => {
    expect(main.code).toBe(0);
    const pr = await cli('pr', 1, againstMain);
    expect(pr.code).toBe(0);

    // wal-disk-full: AP 0.83 → 1.00 (the irrelevant context above its second relevant one is
    // gone), but one of its two relevant passages is no longer retrieved.
    const before = main.report.cases.find((c) => c.id === 'wal-disk-full')!;
    const after = pr.report.cases.find((c) => c.id === 'wal-disk-full')!;
    expect(after.ap).toBeGreaterThan(before.ap);
    expect(before.metrics).toEqual({ recall: 1, unjudged: 0.6 });
    expect(after.metrics).toEqual({ recall: 0.5, unjudged: 0 });
    expect(after.baselineMetrics).toEqual({ recall: 1, unjudged: 0.6 });

    // Recall in the report: per case and the mean, and its paired change.
    expect(main.report.metrics.recall).toBeCloseTo(23 / 24, 12);
    expect(pr.report.metrics.recall).toBeCloseTo(11.5 / 24, 12);
    expect(pr.report.metricChanges?.recall).toMatchObject({ cases: 8 });
    expect(pr.report.metricChanges?.recall?.delta).toBeCloseTo(11.5 / 24 - 23 / 24, 12);

    // The comment says so: the headline, the table's recall column, and the case's details.
    expect(pr.comment).toContain(
      '**Recall 0.4792** (labelled relevant passages retrieved) · baseline 0.9583 · **Δ −0.4792**',
    );
    expect(pr.comment).toMatch(/\| case \| AP \| base AP \| Δ \| recall \| relevance \|\n/);
    expect(pr.comment).toMatch(
      /\| wal-disk-full \| 1\.00 \| 0\.83 \| \+0\.17 \| 1\.00 → \*\*0\.50\*\* \|/,
    );
    expect(pr.comment).toContain(
      '📉 <b>wal-disk-full</b>: AP 0.83 → 1.00 (+0.17) · recall 0.50, was 1.00</summary>',
    );
    expect(pr.comment).toContain('- **Relevant passages no longer retrieved:** **pg-repl-2**');
    expect(after.lostPassages).toEqual(['pg-repl-2']);
    // backup-pitr lost pg-backup-3; pg-wal-2 was not retrieved on main either.
    const backup = pr.report.cases.find((c) => c.id === 'backup-pitr')!;
    expect(backup.lostPassages).toEqual(['pg-backup-3']);
    expect(pr.comment).toContain(
      '- **Relevant passages no longer retrieved:** **pg-backup-3**\n- **Relevant passages not retrieved (nor in the baseline):** **pg-wal-2**',
    );
    // The CLI's text too.
    expect(pr.stdout).toContain(
      'Recall 0.4792 (labelled relevant passages retrieved) · baseline 0.9583 · Δ −0.4792',
    );
    expect(pr.stdout).toMatch(/wal-disk-full +1\.00 +0\.83 +\+0\.17 +1\.00→0\.50 /);
  });

  it('fails with a recall gate, naming recall', async () => {
    const pr = await cli('gated', 1, [...againstMain, '--gates', 'recall: { min: 0.8 }']);
    expect(pr.code).toBe(1);
    expect(pr.report.passed).toBe(false);
    expect(pr.report.failures).toEqual(['recall 0.4792 is below its gates min 0.8']);
    expect(pr.comment).toContain('- ❌ recall 0.4792 is below its gates min 0.8');
    expect(pr.stdout).toContain('✗ recall 0.4792 is below its gates min 0.8');
  });

  it('fails a recall drop beyond its max-drop, paired over the same cases', async () => {
    const pr = await cli('dropped', 1, [...againstMain, '--gates', 'recall: { max-drop: 0.05 }']);
    expect(pr.code).toBe(1);
    expect(pr.report.failures).toEqual([
      'recall fell 0.4792 from the baseline 0.9583, more than its gates max-drop 0.05',
    ]);
  });

  it('computes the ranking metrics asked for, and an unchanged retrieval moves none of them', async () => {
    const metrics = ['--metrics', 'recall, ndcg@5\nmrr,precision@3,hit@1,recall@2'];
    const base = await cli('base-all', 5, metrics);
    const same = await cli('same-all', 5, [...metrics, '--baseline', join(dir, 'base-all.json')]);
    expect(Object.keys(same.report.metrics).sort()).toEqual(
      ['hit@1', 'mrr', 'ndcg@5', 'precision@3', 'recall', 'recall@2', 'unjudged'].sort(),
    );
    for (const c of same.report.cases) expect(Object.keys(c.metrics ?? {})).toHaveLength(7);
    expect(same.report.metrics).toEqual(base.report.metrics);
    for (const change of Object.values(same.report.metricChanges ?? {})) {
      expect(change.delta).toBe(0);
      expect(change.cases).toBe(8);
    }
    expect(same.comment).toContain('· hit@\u200b1 0.7500 (0.0000) · mrr 0.8750 (0.0000)');
  });
});
