import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { pullRequestEvent, repoRoot, runAction } from './helpers/run-action.js';
import { runCliInProcess } from './helpers/run-cli.js';
import { tempFiles } from './helpers/temp-dir.js';

// docs/variants.md's two recipes, as written: the workflow's gate step (its inputs, run by the
// action in process) and the CLI line (its arguments, run by the CLI in process), both against a
// toy evals/retrieve.py whose flags move each case's one relevant passage to a chosen rank.
const doc = readFileSync(join(repoRoot, 'docs/variants.md'), 'utf8');
const block = (lang: string) =>
  new RegExp('```' + lang + '\\n([\\s\\S]*?)```').exec(doc)?.[1] ?? '';

const ids = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'];
// The relevant passage's rank in each case, by the flags the retriever gets (MAP 5/6 without).
const RANKS: Record<string, number[]> = {
  '': [1, 1, 1, 1, 2, 2],
  '--embed bge-small': [1, 1, 1, 2, 1, 1], // wins 2 · ties 3 · losses 1
  '--embed e5-base': [1, 1, 3, 1, 2, 3], // wins 0 · ties 4 · losses 2
  '--chunk-size 256': [1, 1, 1, 1, 1, 2], // wins 1 · ties 5 · losses 0
  '--chunk-size 1024': [1, 1, 1, 1, 2, 3], // wins 0 · ties 5 · losses 1
};
// Each chunk says where it comes from (LangChain's metadata: source, start_index); the chunk size
// changes every id, so the cases are labelled by passages: the answer opens docs/<case>.md, and
// docs/other.md is labelled not relevant.
const retriever = `import json, sys
RANKS = ${JSON.stringify(RANKS)}
args = sys.argv[1:]
ranks = RANKS[" ".join(args)]
size = args[1] if args[:1] == ["--chunk-size"] else "512"
for n, line in enumerate(sys.stdin):
    case = json.loads(line)["id"]
    contexts = [{"id": f"{case}-{size}-other-{i}", "text": f"passage {i} of {case}", "metadata": {"source": "docs/other.md", "start_index": 100 * i}} for i in range(2)]
    answer = {"id": f"{case}-{size}-rel", "text": f"the answer of {case}", "metadata": {"source": f"docs/{case}.md", "start_index": 0}}
    contexts.insert(ranks[n] - 1, answer)
    print(json.dumps({"id": case, "contexts": contexts}))
`;

let workspace: { dir: string; cleanup: () => Promise<void> };
let gh: FakeGitHub;
beforeAll(async () => {
  workspace = await tempFiles({
    'evals/golden.jsonl': ids
      .map((id) =>
        JSON.stringify({
          id,
          query: `question ${id}`,
          passages: [
            { source: `docs/${id}.md`, start: 0, end: `the answer of ${id}`.length },
            { source: 'docs/other.md', start: 0, end: 1000, grade: 0 },
          ],
        }),
      )
      .join('\n'),
    'evals/retrieve.py': retriever,
  });
  gh = await startFakeGitHub();
});
afterAll(async () => {
  await gh.close();
  await workspace.cleanup();
});

describe('docs/variants.md', () => {
  it('"Compare two embedding models in one pull request": the gate step as written', async () => {
    const workflow = parse(block('yaml')) as {
      jobs: Record<string, { steps: { uses?: string; with?: Record<string, string> }[] }>;
    };
    const step = workflow.jobs['context-precision']?.steps.find((s) =>
      s.uses?.startsWith('context-precision/'),
    );
    const inputs = { ...step?.with, 'api-key': '', 'github-token': 'ghs_test' };
    const run = await runAction({
      workspace: workspace.dir,
      event: pullRequestEvent(3, 'f'.repeat(40)),
      inputs,
      env: { GITHUB_API_URL: gh.url, GITHUB_SHA: 'f'.repeat(40), GITHUB_REF: 'refs/pull/3/merge' },
    });
    expect(run.code, run.stdout).toBe(0);
    const body = gh.comments(3)[0]?.body ?? '';
    expect(body).toContain('**Variants**');
    // MAP 5/6 → (5 + 1/2)/6 and → (3 + 1/2 + 2/3)/6.
    expect(body).toMatch(
      /- `bge-small`: \+0\.083 MAP \(95% .*\), wins 2 · ties 3 · losses 1, the same context tokens, biggest losses c4 −0\.50; MAP 0\.9167 · recall 1\.0000 · unjudged 0\.0000 over 6 cases/,
    );
    expect(body).toMatch(
      /- `e5-base`: −0\.139 MAP \(95% .*\), wins 0 · ties 4 · losses 2, the same context tokens, biggest losses c3 −0\.67, c6 −0\.17; MAP 0\.6944 · recall 1\.0000 · unjudged 0\.0000 over 6 cases/,
    );
    expect(run.outputs.score).toBe('0.8333');
  });

  it('"Try chunk sizes on your machine": the CLI line as written', async () => {
    const line = block('sh')
      .replace(/\\\n\s*/g, ' ')
      .trim();
    // The shell's words: bare or in double quotes (all the line uses).
    const words = [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '');
    expect(words.slice(0, 2)).toEqual(['npx', 'context-precision-gate']);
    const run = await runCliInProcess([...words.slice(2), '--no-cache'], workspace.dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      / {4}chunk-256: \+0\.083 MAP \(95% .*\), wins 1 · ties 5 · losses 0, the same context tokens; MAP 0\.9167 · recall 1\.0000 · unjudged 0\.0000 over 6 cases\n/,
    );
    expect(run.stdout).toMatch(
      / {4}chunk-1024: −0\.028 MAP \(95% .*\), wins 0 · ties 5 · losses 1, the same context tokens, biggest losses c6 −0\.17; MAP 0\.8056 · recall 1\.0000 · unjudged 0\.0000 over 6 cases\n/,
    );
    expect(run.stdout).toContain('passage labels: 12 of 12 matched a retrieved context');
    expect(run.stdout).not.toContain('named by no label');
  });
});
