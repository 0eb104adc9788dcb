import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';
import { mainEvent, pullRequestEvent, runAction } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// Issue 28 in the action: a retriever that brings an unlabelled passage to rank 1. Without
// judge-holes the comment says the passage has no label; with it the LLM judges that passage
// alone, and once main has recorded the verdict an unchanged PR asks nothing.

const line = (value: unknown) => JSON.stringify(value);
const r1 = { id: 'r1', text: 'Refunds arrive within five business days.' };
const r2 = { id: 'r2', text: 'Our office is in Paris.' };
const u1 = { id: 'u1', text: 'Refunds go back to the card you paid with.' };
const retrieval = (first: (typeof r1)[]) =>
  line({ id: 'refunds', contexts: [...first, r1, r2] }) + '\n';

let gh: FakeGitHub;
let openai: FakeOpenAI;
let workspace: { dir: string; cleanup: () => Promise<void> };
beforeAll(async () => {
  workspace = await tempFiles({
    'golden.jsonl': line({
      id: 'refunds',
      query: 'How do refunds work?',
      expected: 'Refunds arrive within five business days.',
      relevant: ['r1'],
      irrelevant: ['r2'],
    }),
    'main.jsonl': retrieval([]),
    'pr.jsonl': retrieval([u1]),
  });
  gh = await startFakeGitHub();
  openai = await startFakeOpenAI({ decide: ({ text }) => text.startsWith('Refunds') });
});
afterAll(async () => {
  await gh.close();
  await openai.close();
  await workspace.cleanup();
});

function run(push: boolean, retrieval: string, inputs: Record<string, string> = {}) {
  return runAction({
    workspace: workspace.dir,
    event: push ? mainEvent('push') : pullRequestEvent(7, 'f'.repeat(40)),
    inputs: {
      golden: 'golden.jsonl',
      retrieval,
      'github-token': 'ghs_test',
      'base-url': openai.url,
      'api-key': 'sk-test-0123456789',
      ...inputs,
    },
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_SHA: (push ? '1' : 'f').repeat(40),
      GITHUB_REF: push ? 'refs/heads/main' : 'refs/pull/7/merge',
    },
  });
}

describe('judge-holes in the action (in process, against fake GitHub and OpenAI)', () => {
  it('names the unjudged passage, lets the LLM judge it, and reuses the verdict main recorded', async () => {
    expect((await run(true, 'main.jsonl')).code).toBe(0);
    expect(openai.requests).toHaveLength(0);

    const silent = await run(false, 'pr.jsonl');
    expect(silent.code).toBe(1);
    expect(gh.comments(7)[0]?.body).toContain(
      '**u1** (rank 1) is ranked above relevant passages and no label names it',
    );

    const holes = { 'judge-holes': 'true' };
    const judged = await run(false, 'pr.jsonl', holes);
    expect(judged.code).toBe(0);
    expect(judged.outputs).toMatchObject({
      passed: 'true',
      regressions: '0',
      'judge-requests': '1',
    });
    expect(gh.comments(7)).toHaveLength(1);
    expect(judged.report.cases[0].contexts.map((x: { judge?: string }) => x.judge)).toEqual([
      'llm',
      undefined,
      undefined,
    ]);
    // Merged: main records the LLM's verdict on u1; the same PR then asks nothing.
    expect((await run(true, 'pr.jsonl', holes)).code).toBe(0);
    const before = openai.requests.length;
    const again = await run(false, 'pr.jsonl', holes);
    expect(again.code).toBe(0);
    expect(again.outputs).toMatchObject({ 'judge-requests': '0', 'reused-verdicts': '1' });
    expect(openai.requests).toHaveLength(before);
  });
});
