import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_GOLDEN, nodeRetriever } from '../src/cli/retriever-stubs.js';
import { runGateStep, stepsOf } from './helpers/gate-step.js';
import { repoRoot } from './helpers/run-action.js';
import { runCliInProcess } from './helpers/run-cli.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// A Node or TypeScript repository's path (issue 26, finding 3): init in a TypeScript repository
// writes a TypeScript retriever and a workflow that runs it (setup-node, npm ci), Node runs it as
// it is, tsx when package.json lists it; docs/node.md's recipes run as written. The CLI runs in
// process; every retriever is a real node or tsx process.
const workspace = tempFolderPerTest();
const read = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');
const doc = read(repoRoot, 'docs/node.md');
const blocks = (lang: string) =>
  [...doc.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) =>
    (m[1] as string).trim().split('\n'),
  );
const [example, withTsx] = blocks('sh') as [string[], string[]];
const recipe = `${(blocks('ts')[0] as string[]).join('\n')}\n`;

/** A docs/node.md `npx context-precision-gate …` line, run in process with --json, no cache. */
function runDocLine(line: string, cwd: string, out: string) {
  const cli = /^npx context-precision-gate (.*)$/.exec(line);
  expect(cli, line).not.toBeNull();
  const argv = [...(cli?.[1] as string).matchAll(/"([^"]*)"|(\S+)/g)].map(
    (m) => (m[1] ?? m[2]) as string,
  );
  return runCliInProcess(
    [...argv, '--json', '--no-cache', '--report-path', join(out, 'report.json')],
    cwd,
  );
}

/** What `npm install` leaves for tsx: the node_modules it is in (this repository's). */
const linkNodeModules = (dir: string) =>
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'junction');

/** The user's own search module, as the recipe imports it; its documents are the sample's. */
const SEARCH = `const DOCS = [
  { id: 'faq-refunds', text: 'Refunds are paid back to the original card within 5 business days.' },
  { id: 'faq-shipping', text: 'Orders ship within 2 business days from our warehouse.' },
  { id: 'faq-password', text: 'To reset your password, choose Forgot password on the sign-in page.' },
];
const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]+/g));
export async function search(query: string): Promise<{ id: string; text: string }[]> {
  const asked = words(query);
  const shared = (text: string) => [...words(text)].filter((w) => asked.has(w)).length;
  return [...DOCS].sort((a, b) => shared(b.text) - shared(a.text));
}
`;

describe('examples/typescript', () => {
  it('is the retriever and golden file init writes; docs/node.md runs it there with node: 1.0', async () => {
    const dir = join(repoRoot, 'examples', 'typescript');
    expect(read(dir, 'evals/retrieve.mts')).toBe(nodeRetriever(true));
    expect(read(dir, 'evals/golden.jsonl')).toBe(SAMPLE_GOLDEN);
    expect(example[0]).toBe('cd examples/typescript');
    const run = await runDocLine(example[1] as string, dir, await workspace({}));
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ score: 1, passed: true });
  });
});

describe('init in a TypeScript repository', () => {
  it('with tsconfig.json: setup-node, npm ci, evals/retrieve.mts run by node; the workflow runs as written', async () => {
    const dir = await workspace({
      'package.json': '{ "name": "rag", "private": true }\n',
      'package-lock.json': '{}\n',
      'tsconfig.json': '{ "compilerOptions": { "strict": true } }\n',
    });
    const init = await runCliInProcess(['init'], dir);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain('A TypeScript repository (npm ci).\n');
    expect(init.stdout).toContain('wrote evals/retrieve.mts\n');
    expect(init.stdout).toContain('--retriever-command "node evals/retrieve.mts"');
    expect(init.stdout).toContain(
      '"npx tsx evals/retrieve.mts" instead (https://github.com/context-precision/context-precision-gate/blob/main/docs/node.md)',
    );
    expect(read(dir, 'evals/retrieve.mts')).toBe(nodeRetriever(true));
    const workflow = read(dir, '.github/workflows/context-precision.yml');
    const steps = stepsOf(workflow);
    expect(steps.map((s) => s.uses ?? s.run)).toEqual([
      'actions/checkout@v5',
      'actions/setup-node@v5',
      'npm ci',
      'context-precision/context-precision-gate@v1',
      'actions/upload-artifact@v4',
      expect.stringContaining('echo "MAP'),
    ]);
    expect(steps[3]?.with?.['retriever-command']).toBe('node evals/retrieve.mts');
    const run = await runGateStep(workflow, dir);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ score: 1, passed: true });
  });

  it('with typescript and tsx in package.json (no tsconfig): the command is npx tsx', async () => {
    const dir = await workspace({
      'package.json': JSON.stringify({
        name: 'rag',
        private: true,
        devDependencies: { tsx: '4.23.15', typescript: '6.0.3' },
      }),
    });
    const init = await runCliInProcess(['init'], dir);
    expect(init.stdout).toContain('A TypeScript repository (npm install).\n');
    expect(init.stdout).not.toContain('docs/node.md');
    const workflow = read(dir, '.github/workflows/context-precision.yml');
    // The command docs/node.md's tsx recipe runs (below, in a repository with tsx installed).
    expect(stepsOf(workflow)[3]?.with?.['retriever-command']).toBe('npx tsx evals/retrieve.mts');
    expect(withTsx[1]).toContain('--retriever-command "npx tsx evals/retrieve.mts"');
  });

  it('without TypeScript stays a Node repository: evals/retrieve.mjs, the stub without its types, runs as written', async () => {
    const dir = await workspace({ 'package.json': '{ "devDependencies": { "vitest": "5" } }' });
    const init = await runCliInProcess(['init'], dir);
    expect(init.stdout).toContain('A Node repository (npm install).\n');
    expect(init.stdout).toContain('wrote evals/retrieve.mjs\n');
    const stub = read(dir, 'evals/retrieve.mjs');
    expect(stub).not.toMatch(/interface|: string|Node\.js 22\.18|tsx/);
    const workflow = read(dir, '.github/workflows/context-precision.yml');
    expect(stepsOf(workflow)[3]?.with?.['retriever-command']).toBe('node evals/retrieve.mjs');
    const run = await runGateStep(workflow, dir);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ score: 1, passed: true });
  });
});

describe("docs/node.md's recipe: your retriever module as the command", () => {
  it('runs with node when the code is erasable TypeScript with .ts imports', async () => {
    const dir = await workspace({
      'package.json': '{ "name": "rag", "private": true }\n',
      'src/search.ts': SEARCH,
      'evals/retrieve.mts': recipe,
      'evals/golden.jsonl': SAMPLE_GOLDEN,
    });
    const run = await runDocLine(example[1] as string, dir, dir);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ score: 1, passed: true });
  });

  it('code written for a bundler (an import without extension, an enum) stops node and runs with tsx, as written', async () => {
    const dir = await workspace({
      'package.json': '{ "name": "rag", "private": true }\n',
      'src/limit.ts': 'export enum Limit {\n  Top = 3,\n}\n',
      'src/search.ts': `import { Limit } from './limit';\n${SEARCH.replace('.sort((a, b) => shared(b.text) - shared(a.text))', '.sort((a, b) => shared(b.text) - shared(a.text))\n    .slice(0, Limit.Top)')}`,
      'evals/retrieve.mts': recipe,
      'evals/golden.jsonl': SAMPLE_GOLDEN,
    });
    expect(read(dir, 'src/search.ts')).toContain('.slice(0, Limit.Top)');
    const byNode = await runDocLine(example[1] as string, dir, dir);
    expect(byNode.code).toBe(2);
    expect(byNode.stderr).toContain('ERR_MODULE_NOT_FOUND');

    expect(withTsx[0]).toBe('npm install --save-dev tsx');
    linkNodeModules(dir); // what that install leaves
    const byTsx = await runDocLine(withTsx[1] as string, dir, dir);
    expect(byTsx.code, byTsx.stderr).toBe(0);
    expect(JSON.parse(byTsx.stdout)).toMatchObject({ score: 1, passed: true });
  });
});
