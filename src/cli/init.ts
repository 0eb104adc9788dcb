import { access, appendFile, lstat, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { packageRepository } from './package-files.js';

/** The example paths every recipe, doc and `init` use. */
export const GOLDEN_PATH = 'evals/golden.jsonl';
const PYTHON_RETRIEVER_PATH = 'evals/retrieve.py';
const NODE_RETRIEVER_PATH = 'evals/retrieve.mjs';

/** What the repository is built with, as `init` reads it from its files. */
export type Project =
  | { kind: 'python'; install: 'pip install -r requirements.txt' | 'pip install .' | undefined }
  | { kind: 'node'; install: 'npm ci' | 'npm install' };

/** requirements.txt / pyproject.toml: Python; package.json: Node; nothing: Python, stdlib only. */
export async function detectProject(cwd: string): Promise<Project> {
  const has = (file: string) => exists(join(cwd, file));
  if (await has('requirements.txt'))
    return { kind: 'python', install: 'pip install -r requirements.txt' };
  if (await has('pyproject.toml')) return { kind: 'python', install: 'pip install .' };
  if (await has('package.json'))
    return { kind: 'node', install: (await has('package-lock.json')) ? 'npm ci' : 'npm install' };
  return { kind: 'python', install: undefined };
}

function setupSteps(project: Project): string {
  if (project.kind === 'node')
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

export function retrieverCommand(project: Project): string {
  return project.kind === 'node'
    ? `node ${NODE_RETRIEVER_PATH}`
    : `python3 ${PYTHON_RETRIEVER_PATH}`;
}

/**
 * The complete recipe for a repository (the README's quick start is the one for a Python
 * repository with requirements.txt; a test keeps the two the same): record on a push to the
 * default branch, gate pull requests and merge queues, one run per ref at a time.
 */
export function workflowFor(project: Project, repository = packageRepository()): string {
  return `# Context precision: records the baseline on a push to main, gates every pull request.
name: Retrieval quality
on:
  push:
    branches: [main] # your default branch
  pull_request:
  merge_group: # a merge queue run gates like a pull request (no comment, no record)

permissions:
  contents: read

# One recorder at a time per branch; a newer push to a PR cancels the older run.
concurrency:
  group: context-precision-\${{ github.ref }}
  cancel-in-progress: \${{ github.event_name == 'pull_request' }}

jobs:
  context-precision:
    runs-on: ubuntu-latest
    permissions:
      contents: write # push to main: record on the data branch (a PR run never writes)
      pull-requests: write # pull request: the sticky comment
    steps:
      - uses: actions/checkout@v5
${setupSteps(project)}      - id: gate
        uses: ${repository}@v1
        with:
          golden: ${GOLDEN_PATH}
          retriever-command: ${retrieverCommand(project)} # reads {"id","query"} lines, prints {"id","contexts"} lines
          threshold: '0.7'
          max-drop: '0.05'
          api-key: \${{ secrets.OPENAI_API_KEY }} # only cases without labels need it
      - if: \${{ !cancelled() }}
        run: echo "MAP \${{ steps.gate.outputs.score }} (baseline \${{ steps.gate.outputs.baseline-score || 'none yet' }})"
`;
}

/** The README's quick start: the workflow for a Python repository with requirements.txt. */
export const quickStartWorkflow = (): string =>
  workflowFor({ kind: 'python', install: 'pip install -r requirements.txt' });

/** Three labelled cases the stub retrievers get right: they pass CI with no key. */
export const SAMPLE_GOLDEN = [
  { id: 'refund-window', query: 'How long do refunds take?', relevant: ['faq-refunds'] },
  { id: 'shipping-time', query: 'When do orders ship?', relevant: ['faq-shipping'] },
  { id: 'reset-password', query: 'How do I reset my password?', relevant: ['faq-password'] },
]
  .map((c) => JSON.stringify(c))
  .join('\n')
  .concat('\n');

/** The stdlib-only Python retriever (also examples/python/retrieve.py, word for word). */
export const PYTHON_RETRIEVER = `"""A retriever for Context Precision Gate: {"id","query"} lines in, {"id","contexts"} lines out.

Replace DOCS and search() with your own retriever (a vector store, BM25, an API...). Keep the ids
stable: the "relevant" labels of evals/golden.jsonl name them.
"""
import json
import re
import sys

DOCS = {
    "faq-refunds": "Refunds are paid back to the original card within 5 business days.",
    "faq-shipping": "Orders ship within 2 business days from our warehouse.",
    "faq-password": "To reset your password, choose Forgot password on the sign-in page.",
}


def words(text):
    return set(re.findall(r"[a-z0-9]+", text.lower()))


def search(query, k=3):
    """The ids of the k documents sharing the most words with the query, best first."""
    asked = words(query)
    return sorted(DOCS, key=lambda doc_id: -len(asked & words(DOCS[doc_id])))[:k]


for line in sys.stdin:
    if line.strip():
        case = json.loads(line)
        contexts = [{"id": doc_id, "text": DOCS[doc_id]} for doc_id in search(case["query"])]
        print(json.dumps({"id": case["id"], "contexts": contexts}), flush=True)
`;

/** The same stub for a Node repository. */
const NODE_RETRIEVER = `// A retriever for Context Precision Gate: {"id","query"} lines in, {"id","contexts"} lines out.
// Replace DOCS and search() with your own retriever (a vector store, BM25, an API...). Keep the
// ids stable: the "relevant" labels of evals/golden.jsonl name them.
import { createInterface } from 'node:readline';

const DOCS = {
  'faq-refunds': 'Refunds are paid back to the original card within 5 business days.',
  'faq-shipping': 'Orders ship within 2 business days from our warehouse.',
  'faq-password': 'To reset your password, choose Forgot password on the sign-in page.',
};

const words = (text) => new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? []);

/** The ids of the k documents sharing the most words with the query, best first. */
function search(query, k = 3) {
  const asked = words(query);
  const shared = (id) => [...words(DOCS[id])].filter((word) => asked.has(word)).length;
  return Object.keys(DOCS)
    .sort((a, b) => shared(b) - shared(a))
    .slice(0, k);
}

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const { id, query } = JSON.parse(line);
  const contexts = search(query).map((docId) => ({ id: docId, text: DOCS[docId] }));
  console.log(JSON.stringify({ id, contexts }));
}
`;

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
  const retriever =
    project.kind === 'node'
      ? { path: NODE_RETRIEVER_PATH, text: NODE_RETRIEVER }
      : { path: PYTHON_RETRIEVER_PATH, text: PYTHON_RETRIEVER };
  const files = [
    { path: '.github/workflows/context-precision.yml', text: workflowFor(project) },
    { path: GOLDEN_PATH, text: SAMPLE_GOLDEN },
    retriever,
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
    if (await exists(target)) {
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

/** The first symbolic link on `path` (relative to `cwd`), itself included, if any. */
async function symbolicLinkOn(cwd: string, path: string): Promise<string | undefined> {
  const parts = path.split('/');
  for (let i = 1; i <= parts.length; i += 1) {
    const prefix = parts.slice(0, i).join('/');
    const stats = await lstat(join(cwd, prefix)).catch(() => undefined);
    if (!stats) return undefined;
    if (stats.isSymbolicLink()) return prefix;
  }
  return undefined;
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

function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
