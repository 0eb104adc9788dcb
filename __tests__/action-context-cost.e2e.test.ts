import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { mainEvent, pullRequestEvent, repoRoot, runAction } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// The context cost in the action (issue 27), the bundled example judged by labels: main retrieves
// 5 contexts a case and records; a PR that retrieves 10 costs about twice the tokens. Expected
// token counts come from js-tiktoken over the example's corpus, not from this code.
const oracle = new Tiktoken(o200kBase);
const corpus = new Map(
  readFileSync(join(repoRoot, 'examples/corpus.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: string; text: string })
    .map((doc) => [doc.id, doc.text]),
);
const tokensOf = (ids: readonly string[]) =>
  ids.reduce((sum, id) => sum + oracle.encode(corpus.get(id) ?? '', [], []).length, 0);

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

function run(event: { name: string; payload: unknown }, topK: number, gates = '') {
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
      gates,
    },
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_SHA: (event.name === 'push' ? '1' : 'f').repeat(40),
      GITHUB_REF: event.name === 'push' ? 'refs/heads/main' : 'refs/pull/7/merge',
    },
  });
}

describe('context cost in the action (in process, against a fake GitHub)', () => {
  it('outputs the mean context tokens, records each case’s, and gates a PR that doubles top-k', async () => {
    const push = await run(mainEvent('push'), 5);
    expect(push.code, push.stdout).toBe(0);
    // The recorded rows (cases/ab/c.json shards of the data branch).
    const recorded = gh
      .listFiles('context-precision-data')
      .filter((f) => f.startsWith('default/cases/'))
      .flatMap((f) =>
        Object.values(
          JSON.parse(gh.readFile('context-precision-data', f) ?? '{}') as Record<
            string,
            { id: string; contexts: string[]; contextTokens: number }
          >,
        ),
      );
    expect(recorded).toHaveLength(8);
    for (const c of recorded) expect([c.id, c.contextTokens]).toEqual([c.id, tokensOf(c.contexts)]);
    const mainMean = recorded.reduce((sum, c) => sum + c.contextTokens, 0) / recorded.length;
    expect(push.outputs['context-tokens']).toBe(mainMean.toFixed(1));

    const pr = await run(
      pullRequestEvent(7, 'f'.repeat(40)),
      10,
      'context-tokens: { max-rise: 0.1 }',
    );
    expect(pr.code).toBe(1);
    const prMean = Number(pr.outputs['context-tokens']);
    const rise = prMean / mainMean - 1;
    expect(rise).toBeGreaterThan(0.5);
    const failure = `context tokens rose ${(rise * 100).toFixed(1)}% from the baseline's ${Math.round(mainMean).toLocaleString('en-US')} to ${Math.round(prMean).toLocaleString('en-US')} a case (over 8 paired cases), more than its gates max-rise 10.0%`;
    expect(pr.stdout).toContain(failure);
    const [comment] = gh.comments(7);
    expect(comment?.body).toContain(`- ❌ ${failure}`);
    expect(comment?.body).toMatch(
      new RegExp(
        `\\*\\*Context ${Math.round(prMean).toLocaleString('en-US')} tokens a case\\*\\* \\(\\d+% irrelevant; [\\d,]+ through the last relevant\\) · baseline ${Math.round(mainMean).toLocaleString('en-US')} · \\*\\*Δ \\+${(rise * 100).toFixed(1)}%\\*\\*`,
      ),
    );
    expect(pr.summary).toContain(
      `**Context ${Math.round(prMean).toLocaleString('en-US')} tokens a case**`,
    );
  });
});
