export const id = 646;
export const ids = [646,944];
export const modules = {

/***/ 7646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GOLDEN_PATH: () => (/* binding */ GOLDEN_PATH),
/* harmony export */   initRepository: () => (/* binding */ initRepository),
/* harmony export */   retrieverCommand: () => (/* binding */ retrieverCommand)
/* harmony export */ });
/* unused harmony exports detectProject, workflowFor, quickStartWorkflow, SAMPLE_GOLDEN, PYTHON_RETRIEVER */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _package_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7944);



/** The example paths every recipe, doc and `init` use. */
const GOLDEN_PATH = 'evals/golden.jsonl';
const PYTHON_RETRIEVER_PATH = 'evals/retrieve.py';
const NODE_RETRIEVER_PATH = 'evals/retrieve.mjs';
/** requirements.txt / pyproject.toml: Python; package.json: Node; nothing: Python, stdlib only. */
async function detectProject(cwd) {
    const has = (file) => exists((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, file));
    if (await has('requirements.txt'))
        return { kind: 'python', install: 'pip install -r requirements.txt' };
    if (await has('pyproject.toml'))
        return { kind: 'python', install: 'pip install .' };
    if (await has('package.json'))
        return { kind: 'node', install: (await has('package-lock.json')) ? 'npm ci' : 'npm install' };
    return { kind: 'python', install: undefined };
}
function setupSteps(project) {
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
function retrieverCommand(project) {
    return project.kind === 'node'
        ? `node ${NODE_RETRIEVER_PATH}`
        : `python3 ${PYTHON_RETRIEVER_PATH}`;
}
/**
 * The complete recipe for a repository (the README's quick start is the one for a Python
 * repository with requirements.txt; a test keeps the two the same): record on a push to the
 * default branch, gate pull requests and merge queues, one run per ref at a time.
 */
function workflowFor(project, repository = (0,_package_files_js__WEBPACK_IMPORTED_MODULE_2__/* .packageRepository */ .H)()) {
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
const quickStartWorkflow = () => workflowFor({ kind: 'python', install: 'pip install -r requirements.txt' });
/** Three labelled cases the stub retrievers get right: they pass CI with no key. */
const SAMPLE_GOLDEN = [
    { id: 'refund-window', query: 'How long do refunds take?', relevant: ['faq-refunds'] },
    { id: 'shipping-time', query: 'When do orders ship?', relevant: ['faq-shipping'] },
    { id: 'reset-password', query: 'How do I reset my password?', relevant: ['faq-password'] },
]
    .map((c) => JSON.stringify(c))
    .join('\n')
    .concat('\n');
/** The stdlib-only Python retriever (also examples/python/retrieve.py, word for word). */
const PYTHON_RETRIEVER = `"""A retriever for Context Precision Gate: {"id","query"} lines in, {"id","contexts"} lines out.

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
/**
 * Writes the workflow for the repository, a sample golden file, a retriever stub (when no
 * retriever is there) and `.context-precision/` in .gitignore, overwriting nothing.
 */
async function initRepository(cwd) {
    const project = await detectProject(cwd);
    const retriever = project.kind === 'node'
        ? { path: NODE_RETRIEVER_PATH, text: NODE_RETRIEVER }
        : { path: PYTHON_RETRIEVER_PATH, text: PYTHON_RETRIEVER };
    const files = [
        { path: '.github/workflows/context-precision.yml', text: workflowFor(project) },
        { path: GOLDEN_PATH, text: SAMPLE_GOLDEN },
        retriever,
    ];
    const written = [];
    const kept = [];
    const linked = new Set();
    for (const file of files) {
        const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, file.path);
        const link = await symbolicLinkOn(cwd, file.path);
        if (link) {
            linked.add(link);
            continue;
        }
        if (await exists(target)) {
            kept.push(file.path);
            continue;
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target), { recursive: true });
        // 'wx': never replace a file, even one that appeared since the check.
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(target, file.text, { encoding: 'utf8', flag: 'wx' });
        written.push(file.path);
    }
    const ignored = (await symbolicLinkOn(cwd, '.gitignore'))
        ? 'linked'
        : await ignoreLocalOutputs(cwd);
    return { written, kept, linked: [...linked], project, ignored };
}
/** The first symbolic link on `path` (relative to `cwd`), itself included, if any. */
async function symbolicLinkOn(cwd, path) {
    const parts = path.split('/');
    for (let i = 1; i <= parts.length; i += 1) {
        const prefix = parts.slice(0, i).join('/');
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, prefix)).catch(() => undefined);
        if (!stats)
            return undefined;
        if (stats.isSymbolicLink())
            return prefix;
    }
    return undefined;
}
/** Adds `.context-precision/` to .gitignore, creating the file if needed, never twice. */
async function ignoreLocalOutputs(cwd) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, '.gitignore');
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8').catch(() => undefined);
    if (text === undefined) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(path, `${IGNORED}\n`, 'utf8');
        return 'created';
    }
    const lines = text
        .split(/\r?\n/)
        .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''));
    if (lines.includes(IGNORED.slice(0, -1)))
        return 'already';
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(path, `${text === '' || text.endsWith('\n') ? '' : '\n'}${IGNORED}\n`, 'utf8');
    return 'added';
}
function exists(path) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access)(path).then(() => true, () => false);
}


/***/ }),

/***/ 7944:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ packageRepository),
/* harmony export */   inputDescriptions: () => (/* binding */ inputDescriptions),
/* harmony export */   packageVersion: () => (/* binding */ packageVersion)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8815);




// The CLI runs from dist/index.js (the bundle) or from src/cli/ (tests): the package root is the
// nearest folder above with the file. The file name is a parameter so that the bundler does not
// copy these files into dist/.
function readPackageFile(name) {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (let up = 0; up < 3; up += 1) {
        dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        try {
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name), 'utf8');
        }
        catch {
            // not here: one folder up
        }
    }
    return undefined;
}
/** The package's version, from package.json. */
function packageVersion() {
    const text = readPackageFile('package.json');
    const version = text ? JSON.parse(text).version : undefined;
    return typeof version === 'string' ? version : 'unknown';
}
/**
 * The GitHub repository the action is published from, `owner/name`, from package.json's
 * `repository` (the one place it is named).
 */
function packageRepository() {
    const text = readPackageFile('package.json');
    const repository = text ? JSON.parse(text).repository : undefined;
    const url = typeof repository === 'string'
        ? repository
        : repository?.url;
    const match = typeof url === 'string' ? /github(?:\.com[/:]|:)([^/]+\/[^/]+?)(?:\.git)?$/.exec(url) : null;
    if (!match?.[1])
        throw new Error('package.json: "repository" does not name a GitHub repository');
    return match[1];
}
/** Each action input's description, from action.yml (empty when the file is not there). */
function inputDescriptions() {
    const text = readPackageFile('action.yml');
    if (!text)
        return {};
    const inputs = (0,yaml__WEBPACK_IMPORTED_MODULE_3__/* .parse */ .qg)(text).inputs;
    return Object.fromEntries(Object.entries(inputs ?? {}).map(([name, input]) => [
        name,
        typeof input.description === 'string' ? input.description : '',
    ]));
}


/***/ })

};
