import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { mainEvent, pullRequestEvent, repoRoot, runAction } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';

// The bundled example, labelled cases only: main retrieves 5 contexts per case, the PR 1.
let gh: FakeGitHub;
let workspace: { dir: string; cleanup: () => Promise<void> };
beforeAll(async () => {
  workspace = await tempFiles({
    'golden.jsonl': readFileSync(join(repoRoot, 'examples/golden/labelled.jsonl'), 'utf8'),
  });
  gh = await startFakeGitHub();
});
afterAll(async () => {
  await gh.close();
  await workspace.cleanup();
});

function run(
  event: { name: string; payload: unknown },
  topK: number,
  inputs: Record<string, string> = {},
) {
  return runAction({
    workspace: workspace.dir,
    event,
    inputs: {
      golden: 'golden.jsonl',
      'retriever-command': `RETRIEVER_TOP_K=${topK} node ${JSON.stringify(join(repoRoot, 'examples/retriever.mjs'))}`,
      judge: 'labels',
      'github-token': 'ghs_test',
      threshold: '0',
      'max-drop': '1',
      ...inputs,
    },
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_SHA: (event.name === 'push' ? '1' : 'f').repeat(40),
      GITHUB_REF: event.name === 'push' ? 'refs/heads/main' : 'refs/pull/7/merge',
    },
  });
}

const readJson = (path: string) =>
  JSON.parse(gh.readFile('context-precision-data', path) ?? 'null');

describe('recall beside MAP in the action (the action run in process against a fake GitHub)', () => {
  it('records per-case recall, outputs it, and a PR that cuts top-k shows and gates it', async () => {
    const push = await run(mainEvent('push'), 5);
    expect(push.code).toBe(0);
    expect(push.outputs.recall).toBe('0.9583');
    const rows = gh
      .listFiles('context-precision-data')
      .filter((f) => f.startsWith('default/cases/'))
      .flatMap((f) => Object.values(readJson(f) as Record<string, { id: string }>));
    expect((rows.find((c) => c.id === 'wal-disk-full') as { metrics?: unknown }).metrics).toEqual({
      recall: 1,
      unjudged: 0.6,
    });
    const history = readJson('default/history.json');
    // The means in history.json to 6 decimals (the rows keep each case's exact values).
    expect(history.entries[0].metrics.recall).toBe(0.958333);

    const pr = await run(pullRequestEvent(7, 'f'.repeat(40)), 1, {
      gates: 'recall: { min: 0.8 }',
    });
    expect(pr.code).toBe(1);
    expect(pr.outputs.recall).toBe('0.4792');
    expect(pr.outputs.passed).toBe('false');
    expect(pr.stdout + pr.stderr).toContain('recall 0.4792 is below its gates min 0.8');
    const [comment] = gh.comments(7);
    expect(comment?.body).toContain(
      '**Recall 0.4792** (labelled relevant passages retrieved) · baseline 0.9583 · **Δ −0.4792**',
    );
    expect(comment?.body).toContain('- ❌ recall 0.4792 is below its gates min 0.8');
    // One recorded run draws no drift chart (render-comment.test.ts draws recall's line).
    expect(comment?.body).not.toContain('#### Drift');
    expect(pr.summary).toContain('**Recall 0.4792**');
  });

  it('says a max-drop gate on a metric the baseline never measured was not applied', async () => {
    const pr = await run(pullRequestEvent(8, 'f'.repeat(40)), 5, {
      gates: 'ndcg@4: { max-drop: 0.01 }',
    });
    const note =
      "ndcg@4's gates max-drop 0.01 was not applied: the baseline has no ndcg@4 to compare with (it applies once a record has it)";
    expect(pr.code).toBe(0);
    expect(pr.report.notes).toContainEqual({ kind: 'gate-not-applied', text: note });
    expect(pr.stdout).toContain(note);
    // Markdown breaks `@` mentions with a zero-width space.
    const shown = (text = '') => text.replaceAll('@\u200b', '@');
    expect(shown(gh.comments(8)[0]?.body)).toContain(`ℹ️ ${note}`);
    expect(shown(pr.summary)).toContain(`ℹ️ ${note}`);
  });
});
