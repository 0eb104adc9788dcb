import { existsSync } from 'node:fs';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { symbolicLinkOn } from '../files/contained-path.js';
import { packageRepository } from './package-files.js';
import { SAMPLE_GOLDEN, nodeRetriever, pythonRetriever } from './retriever-stubs.js';

/** The example paths every recipe, doc and `init` use. */
const GOLDEN_PATH = 'evals/golden.jsonl';

type NpmInstall = 'npm ci' | 'npm install';

/** What the repository is built with, as `init` reads it from its files. */
export type Project =
  | { kind: 'python'; install: 'pip install -r requirements.txt' | 'pip install .' | undefined }
  | { kind: 'node'; install: NpmInstall }
  /**
   * `tsx` when package.json lists it or Node cannot run the user's TypeScript as it is (`why`:
   * then init says to install it); otherwise Node runs the stub (it strips the types).
   */
  | { kind: 'typescript'; install: NpmInstall; runner: 'node' | 'tsx'; why?: string };

/** package.json's dependency names and "type" (none when unreadable). */
const Manifest = z
  .object({
    type: z.string().optional().catch(undefined),
    dependencies: z.record(z.string(), z.unknown()).optional(),
    devDependencies: z.record(z.string(), z.unknown()).optional(),
  })
  .catch({});

/** Why Node cannot run the user's TypeScript as it is (then tsx does), or undefined. */
function tsxNeeded(type: string | undefined, version = process.versions.node): string | undefined {
  if (type === 'commonjs')
    return 'package.json\'s "type": "commonjs" makes Node load your own .ts files as CommonJS (an import of ../src/search.ts finds no exports)';
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 18) || (major === 23 && minor < 6))
    return `Node.js ${version} runs no TypeScript (22.18 or newer does)`;
  return undefined;
}

/**
 * requirements.txt / pyproject.toml: Python; package.json: Node, TypeScript with tsconfig.json
 * or a typescript dependency; nothing: Python, stdlib only.
 */
export async function detectProject(cwd: string): Promise<Project> {
  const has = (file: string) => existsSync(join(cwd, file));
  if (has('requirements.txt'))
    return { kind: 'python', install: 'pip install -r requirements.txt' };
  if (has('pyproject.toml')) return { kind: 'python', install: 'pip install .' };
  if (!has('package.json')) return { kind: 'python', install: undefined };
  const install = has('package-lock.json') ? 'npm ci' : 'npm install';
  const manifest = Manifest.parse(
    await readFile(join(cwd, 'package.json'), 'utf8')
      .then(JSON.parse)
      .catch(() => ({})),
  );
  const names = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
  if (!has('tsconfig.json') && !names.has('typescript')) return { kind: 'node', install };
  if (names.has('tsx')) return { kind: 'typescript', install, runner: 'tsx' };
  const why = tsxNeeded(manifest.type);
  return why
    ? { kind: 'typescript', install, runner: 'tsx', why }
    : { kind: 'typescript', install, runner: 'node' };
}

function setupSteps(project: Project): string {
  if (project.kind !== 'python')
    return `      - uses: actions/setup-node@v5
        with:
          node-version: 24${project.install === 'npm ci' ? '\n          cache: npm' : ''}
      - run: ${project.install} # what your retriever needs (an index, a model, ...)
`;
  return `      - uses: actions/setup-python@v6
        with:
          python-version: '3.12'
${project.install ? `      - run: ${project.install} # what your retriever needs (an index, a model, ...)\n` : ''}`;
}

/** The retriever stub `init` writes for a repository, and the command that runs it. */
function retrieverFor(project: Project): { path: string; command: string; text: string } {
  if (project.kind === 'python')
    return {
      path: 'evals/retrieve.py',
      command: 'python3 evals/retrieve.py',
      text: pythonRetriever(),
    };
  const typescript = project.kind === 'typescript';
  const path = typescript ? 'evals/retrieve.mts' : 'evals/retrieve.mjs';
  const command = typescript && project.runner === 'tsx' ? `npx tsx ${path}` : `node ${path}`;
  return { path, command, text: nodeRetriever(typescript) };
}

/**
 * The complete recipe for a repository (the README's quick start is the one for a Python
 * repository with requirements.txt; a test keeps the two the same): record on a push to the
 * default branch, gate pull requests and merge queues, one run per ref at a time, and take reviews
 * from PR comments (docs/review.md).
 */
export function workflowFor(project: Project, repository = packageRepository()): string {
  return `# Context precision: records the baseline on a push to main, gates every pull request.
name: Retrieval quality
on:
  push:
    branches: [main] # your default branch
  pull_request:
  merge_group: # a merge queue run gates like a pull request (no comment, no record)
  issue_comment: # review: "/context-precision accept|reject CASE PASSAGE…" in a PR comment
    types: [created]
  workflow_dispatch: # a review's commit runs the gate again on the PR's branch
    inputs:
      pull-request:
        description: The pull request to gate (dispatched on its head branch)
        required: false

permissions:
  contents: read

# One recorder at a time per branch; a newer push to a PR cancels the older run; each review apart.
concurrency:
  group: context-precision-\${{ github.event.comment.id || github.ref }}
  cancel-in-progress: \${{ github.event_name == 'pull_request' }}

jobs:
  context-precision:
    # A review runs only for a PR comment with a command (the action checks who wrote it).
    if: github.event_name != 'issue_comment' || (github.event.issue.pull_request && contains(github.event.comment.body, '/context-precision'))
    runs-on: ubuntu-latest
    permissions:
      contents: write # push to main: record on the data branch; a review: labels on the PR's branch
      pull-requests: write # the sticky comment; a review's reactions and replies
      actions: write # a review dispatches this workflow to gate the PR again
    steps:
      - uses: actions/checkout@v5
${setupSteps(project)}      - id: gate
        uses: ${repository}@v1
        with:
          golden: ${GOLDEN_PATH}
          retriever-command: ${retrieverFor(project).command} # reads {"id","query"} lines, prints {"id","contexts"} lines
          threshold: '0.7'
          max-drop: '0.05'
          api-key: \${{ secrets.OPENAI_API_KEY }} # only cases without labels need it
      - if: always() && steps.gate.outputs.html-path # the HTML report: every case, its contexts and reasons (a review makes none)
        uses: actions/upload-artifact@v4
        with:
          name: context-precision-report
          path: \${{ steps.gate.outputs.html-path }}
      - if: \${{ !cancelled() }}
        run: echo "MAP \${{ steps.gate.outputs.score }} (baseline \${{ steps.gate.outputs.baseline-score || 'none yet' }})"
`;
}

/** The local outputs (verdict cache, --baseline-ref's reports) never get committed. */
const IGNORED = '.context-precision/';

export interface InitResult {
  written: string[];
  kept: string[];
  /** Symbolic links on the way to a file, left alone: init writes through none. */
  linked: string[];
  project: Project;
  /** What became of `.context-precision/` in .gitignore (a symbolic link: nothing). */
  ignored: 'created' | 'added' | 'already' | 'linked';
}

/**
 * Writes the workflow for the repository, a sample golden file, a retriever stub (when no
 * retriever is there) and `.context-precision/` in .gitignore, overwriting nothing.
 */
export async function initRepository(cwd: string): Promise<InitResult> {
  const project = await detectProject(cwd);
  const files = [
    { path: '.github/workflows/context-precision.yml', text: workflowFor(project) },
    { path: GOLDEN_PATH, text: SAMPLE_GOLDEN },
    retrieverFor(project),
  ];
  const written: string[] = [];
  const kept: string[] = [];
  const linked = new Set<string>();
  for (const file of files) {
    const target = join(cwd, file.path);
    const link = await symbolicLinkOn(cwd, file.path);
    if (link) {
      linked.add(link);
      continue;
    }
    if (existsSync(target)) {
      kept.push(file.path);
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    // 'wx': never replace a file, even one that appeared since the check.
    await writeFile(target, file.text, { encoding: 'utf8', flag: 'wx' });
    written.push(file.path);
  }
  const ignored = (await symbolicLinkOn(cwd, '.gitignore'))
    ? 'linked'
    : await ignoreLocalOutputs(cwd);
  return { written, kept, linked: [...linked], project, ignored };
}

/** What `init` did and what to do next, as the CLI prints it. */
export function describeInit({ written, kept, linked, project, ignored }: InitResult): string {
  const retriever = retrieverFor(project);
  const kind = { python: 'A Python', node: 'A Node', typescript: 'A TypeScript' }[project.kind];
  const lines = [`${kind} repository${project.install ? ` (${project.install})` : ''}.`];
  for (const path of written) lines.push(`wrote ${path}`);
  for (const path of kept) lines.push(`kept ${path} (it exists; nothing was overwritten)`);
  for (const path of linked)
    lines.push(`left ${path} alone: a symbolic link (init writes through none)`);
  lines.push(
    ignored === 'linked'
      ? 'left .gitignore alone: a symbolic link (init writes through none); add .context-precision/ to it yourself'
      : ignored === 'already'
        ? '.gitignore already ignores .context-precision/'
        : `${ignored === 'created' ? 'wrote .gitignore with' : 'added to .gitignore:'} .context-precision/ (local outputs)`,
    '',
    'Next:',
  );
  if (project.kind === 'typescript' && project.why)
    lines.push(`  npm install --save-dev tsx   # the retriever runs with tsx: ${project.why}`);
  lines.push(
    `  npx context-precision-gate --golden ${GOLDEN_PATH} --retriever-command "${retriever.command}"`,
    `then put your own retriever in ${retriever.path} and your own cases in ${GOLDEN_PATH}`,
    '(cases with "relevant" labels need no key; for cases with only an "expected" answer, add the',
    'OPENAI_API_KEY secret to the repository), commit, and open a pull request.',
  );
  const docs = `https://github.com/${packageRepository()}`;
  if (project.kind === 'typescript' && project.runner === 'node')
    lines.push(
      `Node.js 22.18 or newer runs ${retriever.path} as it is. If your own code needs more (imports`,
      'without file extensions, enums, path aliases), npm install --save-dev tsx and run',
      `"npx tsx ${retriever.path}" instead (${docs}/blob/main/docs/node.md).`,
    );
  lines.push(
    `The action's v1 tag comes with the first release: until then, put a commit sha in place of`,
    `@v1 in the workflow (${docs}#install).`,
  );
  return `${lines.join('\n')}\n`;
}

/** Adds `.context-precision/` to .gitignore, creating the file if needed, never twice. */
async function ignoreLocalOutputs(cwd: string): Promise<'created' | 'added' | 'already'> {
  const path = join(cwd, '.gitignore');
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) {
    await writeFile(path, `${IGNORED}\n`, 'utf8');
    return 'created';
  }
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''));
  if (lines.includes(IGNORED.slice(0, -1))) return 'already';
  await appendFile(path, `${text === '' || text.endsWith('\n') ? '' : '\n'}${IGNORED}\n`, 'utf8');
  return 'added';
}
