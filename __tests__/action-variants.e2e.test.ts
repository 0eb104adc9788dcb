import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../src/report/report.js';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';
import { mainEvent, pullRequestEvent, runAction } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// `variants` in the action (issue 27): the gate, the outputs and the baseline record are the
// primary retriever's alone. Two fake GitHubs, one repository run without variants and one with
// two (one of them failing); everything they record and output is compared.

const jsonl = (records: unknown[]) => records.map((r) => JSON.stringify(r)).join('\n') + '\n';
const ids = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'];
const results = (rankings: Record<string, string[]>) =>
  jsonl(Object.entries(rankings).map(([id, contexts]) => ({ id, contexts })));
const ranking = (swap: readonly string[], extra = '') =>
  Object.fromEntries(
    ids.map((id) => [
      id,
      swap.includes(id)
        ? [`no ${id}`, `REL ${id}`, `off ${id}${extra}`]
        : [`REL ${id}`, `no ${id}`, `off ${id}${extra}`],
    ]),
  );

let workspace: { dir: string; cleanup: () => Promise<void> };
let openai: FakeOpenAI;
let plain: FakeGitHub;
let withVariants: FakeGitHub;
beforeAll(async () => {
  workspace = await tempFiles({
    'golden.jsonl': jsonl(
      ids.map((id) => ({ id, query: `question ${id}`, expected: `answer ${id}` })),
    ),
    'main.jsonl': results(ranking([])),
    'pr.jsonl': results(ranking(['c2', 'c5'])),
    'bge.jsonl': results(ranking(['c3'], ' (bge)')),
  });
  openai = await startFakeOpenAI({ decide: ({ text }) => text.startsWith('REL') });
  [plain, withVariants] = await Promise.all([startFakeGitHub(), startFakeGitHub()]);
});
afterAll(async () => {
  await Promise.all([plain.close(), withVariants.close(), openai.close()]);
  await workspace.cleanup();
});

const VARIANTS =
  'bge: { retrieval: bge.jsonl }\nbroken: { retriever-command: "echo no model >&2; exit 4" }';

function run(
  gh: FakeGitHub,
  event: { name: string; payload: unknown },
  inputs: Record<string, string>,
) {
  return runAction({
    workspace: workspace.dir,
    event,
    inputs: {
      golden: 'golden.jsonl',
      'base-url': openai.url,
      'api-key': 'sk-test',
      'github-token': 'ghs_test',
      threshold: '0.5',
      'max-drop': '0.05',
      ...inputs,
      ...(gh === withVariants && { variants: VARIANTS }),
    },
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_SHA: (event.name === 'push' ? '1' : 'f').repeat(40),
      GITHUB_REF: event.name === 'push' ? 'refs/heads/main' : 'refs/pull/7/merge',
    },
  });
}

/** The data branch's files but the verdicts, with times made equal. */
const recorded = (gh: FakeGitHub) =>
  Object.fromEntries(
    gh
      .listFiles('context-precision-data')
      .filter((path) => !path.includes('/verdicts'))
      .map((path) => [
        path,
        (gh.readFile('context-precision-data', path) ?? '').replace(
          /\d{4}-\d\d-\d\dT[\d:.]+Z/g,
          'T',
        ),
      ]),
  );

describe('variants in the action', () => {
  it('record, outputs and gate are the same as without variants; the comment shows the variants; the PR reuses the verdicts main stored', async () => {
    const pushes = [
      await run(plain, mainEvent('push'), { retrieval: 'main.jsonl' }),
      await run(withVariants, mainEvent('push'), { retrieval: 'main.jsonl' }),
    ];
    expect(
      pushes.map((p) => p.code),
      pushes[0]?.stdout,
    ).toEqual([0, 0]);
    expect(recorded(withVariants)).toEqual(recorded(plain));
    expect(Object.keys(recorded(plain))).toContain('default/baseline.json');
    // One judge request a case, variants or not.
    expect(pushes.map((p) => p.outputs['judge-requests'])).toEqual(['6', '6']);

    const pr = pullRequestEvent(7, 'f'.repeat(40));
    const prs = [
      await run(plain, pr, { retrieval: 'pr.jsonl' }),
      await run(withVariants, pr, { retrieval: 'pr.jsonl' }),
    ];
    // APs 1, 1/2, 1, 1, 1/2, 1 against main's six 1s: MAP 5/6, Δ −1/6, so the drop fails the check.
    expect(prs.map((p) => p.code)).toEqual([1, 1]);
    const [alone, compared] = prs.map((p) => p.outputs) as [
      Record<string, string>,
      Record<string, string>,
    ];
    expect(compared).toEqual({
      ...alone,
      'comment-url': compared['comment-url'],
      'report-path': compared['report-path'],
      'html-path': compared['html-path'],
    });
    expect(alone).toMatchObject({ score: '0.8333', delta: '-0.1667', passed: 'false' });
    // main's record stored the variants' verdicts too: nothing is asked again.
    expect(compared['judge-requests']).toBe('0');
    const body = withVariants.comments(7)[0]?.body ?? '';
    // bge: APs 1, 1, 1/2, 1, 1, 1 against the PR's: wins 2 (c2, c5), ties 3, losses 1 (c3).
    expect(body).toContain('**Variants**');
    expect(body).toMatch(
      /- `bge`: \+0\.083 MAP \(95% [^)]*, p 0\.\d{3}\), wins 2 · ties 3 · losses 1, \d+% more context tokens, biggest losses c3 −0\.50; MAP 0\.9167 · recall 1\.0000 over 6 cases/,
    );
    expect(body).toMatch(
      /- `broken`: not scored: retriever-command: .*exited with code 4 stderr \(last lines\): no model/,
    );
    expect(plain.comments(7)[0]?.body).not.toContain('Variants');
  });

  it('shards carry the variants, and a merge compares them over every case', async () => {
    const inputs = { retrieval: 'pr.jsonl', 'max-drop': '1' };
    const single = await run(withVariants, pullRequestEvent(8, 'e'.repeat(40)), {
      ...inputs,
      'report-path': `${workspace.dir}/single.json`,
    });
    for (const i of [1, 2])
      await run(withVariants, pullRequestEvent(8, 'e'.repeat(40)), {
        ...inputs,
        shard: `${i}/2`,
        'report-path': `${workspace.dir}/shards/part-${i}.json`,
      });
    const merged = await run(withVariants, pullRequestEvent(8, 'e'.repeat(40)), {
      merge: 'shards/part-*.json',
      golden: '',
      'report-path': `${workspace.dir}/merged.json`,
    });
    const variantsOf = (r: { report: unknown }) => (r.report as Report).variants;
    expect(variantsOf(merged)).toEqual(variantsOf(single));
    expect(variantsOf(merged)?.[0]).toMatchObject({
      name: 'bge',
      cases: 6,
      versus: { wins: 2, ties: 3, losses: 1 },
    });
  });
});
