export const id = 198;
export const ids = [198];
export const modules = {

/***/ 4198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCli: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/baseline/stored-files.ts
var stored_files = __webpack_require__(9778);
// EXTERNAL MODULE: ./src/format/closest.ts
var closest = __webpack_require__(6120);
// EXTERNAL MODULE: ./src/config/options.ts + 3 modules
var config_options = __webpack_require__(20);
;// CONCATENATED MODULE: ./src/cli/flags.ts


/** Flags of the CLI alone (the rest are the action's inputs, by the same names). */
const CLI_FLAGS = {
    baseline: {
        value: '<report.json>',
        description: 'Compare with an earlier report (e.g. one made on main) exactly as a pull request is compared with the recorded baseline.',
    },
    'baseline-ref': {
        value: '<git ref>',
        description: 'Compare with the golden set scored at this ref (e.g. main) in a temporary git worktree with the same retriever command, as CI would; the work tree, index and stashes are not touched. Its report: .context-precision/baseline-<ref>.json.',
    },
    cache: {
        value: '<path>',
        description: 'The local verdict cache, reused and updated by every run (default .context-precision/verdicts.json).',
    },
    'no-cache': { value: '', description: 'Neither read nor write the local verdict cache.' },
    cases: {
        value: '<ids>',
        description: 'Score only these cases (comma separated ids).',
    },
    tags: {
        value: '<tags>',
        description: 'Score only the cases with one of these tags (comma separated).',
    },
    json: { value: '', description: 'Print the report as JSON on stdout (logs go to stderr).' },
    version: { value: '', description: 'Print the version.' },
    help: { value: '', description: 'Print this help.' },
};
/** Inputs that only mean something in a workflow run: accepted, with a warning that they do nothing here. */
const ACTION_ONLY = ['record', 'comment', 'pr-number'];
const ALL_FLAGS = [...config_options/* INPUT_NAMES */.Qh, ...Object.keys(CLI_FLAGS)];
const BOOLEAN_CLI_FLAGS = new Set(Object.entries(CLI_FLAGS)
    .filter(([, flag]) => flag.value === '')
    .map(([name]) => name));
/**
 * `--name value` or `--name=value`; names are the action's inputs or the CLI's own flags. A bare
 * input flag means "true"; CLI switches (--json, --no-cache) take no value.
 */
function parseArgs(argv) {
    const parsed = { inputs: new Map(), cli: new Map(), errors: [], warnings: [] };
    for (let i = 0; i < argv.length; i += 1) {
        const arg = argv[i];
        if (arg === '-h') {
            parsed.cli.set('help', 'true');
            continue;
        }
        const match = /^--([a-z][a-z-]*)(?:=(.*))?$/s.exec(arg);
        if (!match) {
            parsed.errors.push(`unexpected argument "${arg}"`);
            continue;
        }
        const name = match[1];
        if (!ALL_FLAGS.includes(name)) {
            const guess = (0,closest/* closest */.k)(name, ALL_FLAGS);
            parsed.errors.push(`unknown flag --${name}${guess ? ` (did you mean --${guess}?)` : ''}`);
            // Its value, if it has one, is not another error.
            if (match[2] === undefined && argv[i + 1] !== undefined && !argv[i + 1]?.startsWith('--'))
                i += 1;
            continue;
        }
        let value = match[2];
        if (value === undefined) {
            const next = argv[i + 1];
            if (BOOLEAN_CLI_FLAGS.has(name) || next === undefined || next.startsWith('--'))
                value = 'true';
            else {
                value = next;
                i += 1;
            }
        }
        if (name in CLI_FLAGS)
            parsed.cli.set(name, value);
        else {
            parsed.inputs.set(name, value);
            if (ACTION_ONLY.includes(name))
                parsed.warnings.push(`--${name} has no effect in the CLI (it applies to the GitHub Action only)`);
        }
    }
    return parsed;
}
/** The usage text: one line per flag, with the action's description of each input. */
function usage(version, descriptions) {
    const rows = config_options/* INPUT_NAMES */.Qh.map((name) => {
        const fallback = config_options/* INPUT_DEFAULTS */.WJ[name];
        const description = oneLine(descriptions[name] ?? '');
        const withDefault = fallback && !/default/i.test(description)
            ? `${description} (default ${fallback})`
            : description;
        const note = ACTION_ONLY.includes(name) ? ' [action only]' : '';
        return [`--${name} <value>`, `${withDefault}${note}`.trim()];
    });
    const cliRows = Object.entries(CLI_FLAGS).map(([name, flag]) => [
        `--${name}${flag.value ? ` ${flag.value}` : ''}`,
        flag.description,
    ]);
    const width = [...rows, ...cliRows].reduce((most, [flag]) => Math.max(most, flag.length), 0) + 2;
    const format = ([flag, text]) => `  ${flag.padEnd(width)}${text}`;
    return `context-precision-gate ${version}: scores retrieval with Average Precision over golden cases,
like the GitHub Action, on this machine.

Usage:
  context-precision-gate --golden <paths or globs> [options]
  context-precision-gate init        write the workflow and a sample golden file (overwrites nothing)
  context-precision-gate promote --report <report.json> [--cases <ids>]
                                     write the LLM's verdicts into the golden files as labels

Scoring and gate options (the action's inputs, same names and defaults):
${rows.map(format).join('\n')}

CLI options:
${cliRows.map(format).join('\n')}

The report goes to --report-path (default .context-precision/report.json), with the job summary
(report.md) and the PR comment the action would post (report.comment.md) beside it. The API key
comes from --api-key or the provider's variable (OPENAI_API_KEY, AZURE_API_KEY, ANTHROPIC_API_KEY,
GOOGLE_GENERATIVE_AI_API_KEY).
Exit codes: 0 passed, 1 the gate failed, 2 input or configuration error.
`;
}
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/cli/package-files.ts




// The CLI runs from dist/index.js (the bundle) or from src/cli/ (tests): the package root is the
// nearest folder above with the file. The file name is a parameter so that the bundler does not
// copy these files into dist/.
function readPackageFile(name) {
    let dir = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
    for (let up = 0; up < 3; up += 1) {
        dir = (0,external_node_path_.dirname)(dir);
        try {
            return (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, name), 'utf8');
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
    const inputs = (0,dist/* parse */.qg)(text).inputs;
    return Object.fromEntries(Object.entries(inputs ?? {}).map(([name, input]) => [
        name,
        typeof input.description === 'string' ? input.description : '',
    ]));
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/cli/init.ts



/** The example paths every recipe, doc and `init` use. */
const GOLDEN_PATH = 'evals/golden.jsonl';
const PYTHON_RETRIEVER_PATH = 'evals/retrieve.py';
const NODE_RETRIEVER_PATH = 'evals/retrieve.mjs';
/** requirements.txt / pyproject.toml: Python; package.json: Node; nothing: Python, stdlib only. */
async function detectProject(cwd) {
    const has = (file) => exists((0,external_node_path_.join)(cwd, file));
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
function workflowFor(project, repository = packageRepository()) {
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
    for (const file of files) {
        const target = (0,external_node_path_.join)(cwd, file.path);
        if (await exists(target)) {
            kept.push(file.path);
            continue;
        }
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
        // 'wx': never replace a file, even one that appeared since the check.
        await (0,promises_.writeFile)(target, file.text, { encoding: 'utf8', flag: 'wx' });
        written.push(file.path);
    }
    return { written, kept, project, ignored: await ignoreLocalOutputs(cwd) };
}
/** Adds `.context-precision/` to .gitignore, creating the file if needed, never twice. */
async function ignoreLocalOutputs(cwd) {
    const path = (0,external_node_path_.join)(cwd, '.gitignore');
    const text = await (0,promises_.readFile)(path, 'utf8').catch(() => undefined);
    if (text === undefined) {
        await (0,promises_.writeFile)(path, `${IGNORED}\n`, 'utf8');
        return 'created';
    }
    const lines = text
        .split(/\r?\n/)
        .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''));
    if (lines.includes(IGNORED.slice(0, -1)))
        return 'already';
    await (0,promises_.appendFile)(path, `${text === '' || text.endsWith('\n') ? '' : '\n'}${IGNORED}\n`, 'utf8');
    return 'added';
}
async function exists(path) {
    try {
        await (0,promises_.access)(path);
        return true;
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
;// CONCATENATED MODULE: ./src/cli/baseline-ref.ts






const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
async function git(args, cwd) {
    // No hook of the repository runs (a post-checkout hook would run on worktree add).
    return (await run('git', ['-c', 'core.hooksPath=/dev/null', ...args], { cwd })).stdout.trim();
}
/**
 * Runs `use` in a temporary `git worktree` of `ref` (detached, at the folder matching `cwd`),
 * then removes the worktree. The current work tree, index, stashes and branches are not touched:
 * a worktree has its own index and HEAD, and only its administrative entry, removed after, is
 * written into the repository.
 */
async function inRefWorktree(ref, cwd, use) {
    let prefix;
    try {
        prefix = await git(['rev-parse', '--show-prefix'], cwd);
    }
    catch (error) {
        throw new errors/* UserError */.yo(`baseline-ref: ${cwd} is not in a git repository (${firstLine(error)}); --baseline-ref compares with a commit of the repository`);
    }
    let sha;
    try {
        sha = await git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`], cwd);
    }
    catch {
        throw new errors/* UserError */.yo(`baseline-ref: "${ref}" is not a commit of this repository (a branch, tag or sha; fetch it first if it is remote-only, e.g. git fetch origin main and --baseline-ref origin/main)`);
    }
    const folder = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'cpg-baseline-ref-'));
    const tree = (0,external_node_path_.join)(folder, 'tree');
    try {
        await git(['worktree', 'add', '--detach', '--quiet', tree, sha], cwd);
        return await use({ ref, sha, cwd: (0,external_node_path_.join)(tree, prefix) });
    }
    finally {
        await git(['worktree', 'remove', '--force', tree], cwd).catch(() => undefined);
        await (0,promises_.rm)(folder, { recursive: true, force: true });
        await git(['worktree', 'prune'], cwd).catch(() => undefined);
    }
}
function firstLine(error) {
    return (error.stderr?.trim().split('\n')[0] ??
        (0,errors/* errorMessage */.gJ)(error).split('\n')[0] ??
        '');
}

// EXTERNAL MODULE: ./src/baseline/baseline-store.ts
var baseline_store = __webpack_require__(748);
// EXTERNAL MODULE: ./src/github/branch-files.ts
var branch_files = __webpack_require__(8673);
// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/cli/main-store.ts






const main_store_run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/** owner/repo from a GitHub remote URL (https, ssh or scp-like), or undefined. */
function repoOfRemote(url) {
    const match = /^(?:https?:\/\/|ssh:\/\/)?(?:[^@/]+@)?[^/:]+[/:]([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url.trim());
    return match ? { owner: match[1], repo: match[2] } : undefined;
}
/**
 * The verdicts main has recorded (the data branch's `verdicts.json` of this gate), read with a
 * token from the repository of the `origin` remote: a local run starts from them and asks the judge
 * only about what main has not seen. Read only; nothing is written.
 */
async function mainStoreVerdicts(token, options, cwd, env, log) {
    let remote;
    try {
        remote = (await main_store_run('git', ['remote', 'get-url', 'origin'], { cwd })).stdout;
    }
    catch (error) {
        throw new errors/* UserError */.yo(`github-token: cannot tell the repository: "git remote get-url origin" failed in ${cwd} (${(0,errors/* errorMessage */.gJ)(error).split('\n')[0]})`);
    }
    const repo = repoOfRemote(remote);
    if (!repo)
        throw new errors/* UserError */.yo(`github-token: the origin remote "${remote.trim()}" is not a GitHub repository URL`);
    const octokit = (0,github_octokit/* createOctokit */.Qi)(token, log, {
        baseUrl: env.GITHUB_API_URL || 'https://api.github.com',
    });
    const store = new baseline_store/* GitHubBaselineStore */.Iy(new branch_files/* BranchFiles */.A(octokit, repo, options.baselineBranch), options.name);
    const stored = await store.load();
    for (const warning of stored.warnings)
        log(`warning: ${warning}`);
    log(`Read ${stored.verdicts.size} recorded verdicts from ${repo.owner}/${repo.repo}:${options.baselineBranch}/${options.name}.`);
    return stored.verdicts;
}

// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(9547);
// EXTERNAL MODULE: ./src/files/source-records.ts + 1 modules
var source_records = __webpack_require__(8850);
// EXTERNAL MODULE: ./src/format/numbers.ts
var numbers = __webpack_require__(3613);
// EXTERNAL MODULE: ./src/golden/golden-cases.ts
var golden_cases = __webpack_require__(5488);
;// CONCATENATED MODULE: ./src/cli/promote.ts








/**
 * Writes the LLM's verdicts of the chosen cases into their golden files as `relevant` labels, so
 * a reviewed case is judged by labels from then on (deterministic, free). Each file keeps its
 * format, comments and order: JSONL changes the case's line only, JSON and YAML are edited in place.
 */
async function promoteVerdicts(report, cwd, only) {
    const wanted = only ? new Set(only) : undefined;
    const unknown = [...(wanted ?? [])].filter((id) => !report.cases.some((c) => c.id === id));
    if (unknown.length > 0)
        throw new errors/* UserError */.yo(`promote: the report has no case ${unknown.map((id) => `"${id}"`).join(', ')}`);
    const skipped = [];
    const byFile = new Map();
    for (const c of report.cases) {
        if (wanted && !wanted.has(c.id))
            continue;
        if (c.judge !== 'llm') {
            if (wanted)
                skipped.push(`"${c.id}": already judged by labels`);
            continue;
        }
        if (c.error !== null) {
            skipped.push(`"${c.id}": the judge failed on it (${c.error})`);
            continue;
        }
        const file = c.source.replace(/:\d+$/, '');
        byFile.set(file, [...(byFile.get(file) ?? []), c]);
    }
    const promoted = [];
    for (const [file, cases] of byFile) {
        const path = (0,external_node_path_.resolve)(cwd, file);
        let text;
        try {
            text = await (0,promises_.readFile)(path, 'utf8');
        }
        catch {
            throw new errors/* UserError */.yo(`promote: cannot read ${file}, where the report says case "${cases[0]?.id}" is defined`);
        }
        const labels = new Map(cases.map((c) => [c.id, c.contexts.filter((x) => x.relevant).map((x) => x.id)]));
        const { text: next, found } = withLabels(text, file, labels);
        const missing = cases.filter((c) => !found.has(c.id)).map((c) => c.id);
        for (const id of missing)
            skipped.push(`"${id}": not found in ${file} (edited since the report was made?)`);
        if (found.size === 0)
            continue;
        await (0,promises_.writeFile)(path, next, 'utf8');
        promoted.push({ file, ids: cases.filter((c) => found.has(c.id)).map((c) => c.id) });
    }
    return { promoted, skipped };
}
/** The file's text with `relevant` set on the cases in `labels`, and which of them were found. */
function withLabels(text, file, labels) {
    const found = new Set();
    switch ((0,source_records/* formatOf */.be)(file)) {
        case 'jsonl': {
            const lines = text.split('\n').map((line) => {
                if (line.trim() === '')
                    return line;
                const value = JSON.parse(line);
                const id = (0,golden_cases/* idOfRecord */.gp)(value);
                if (id === undefined || !labels.has(id))
                    return line;
                found.add(id);
                return (JSON.stringify({ ...value, relevant: labels.get(id) }) + (line.endsWith('\r') ? '\r' : ''));
            });
            return { text: lines.join('\n'), found };
        }
        case 'json': {
            const root = JSON.parse(text);
            const inCases = !Array.isArray(root) && root !== null && typeof root === 'object';
            const items = (inCases ? root.cases : root);
            let next = text;
            items.forEach((item, index) => {
                const id = (0,golden_cases/* idOfRecord */.gp)(item);
                if (id === undefined || !labels.has(id))
                    return;
                found.add(id);
                const path = [...(inCases ? ['cases'] : []), index, 'relevant'];
                const edits = (0,main.modify)(next, path, labels.get(id), {
                    formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' },
                });
                next = (0,main.applyEdits)(next, edits);
            });
            return { text: next, found };
        }
        case 'yaml': {
            const doc = (0,dist/* parseDocument */.Tp)(text);
            const root = doc.contents;
            const items = (0,dist/* isSeq */.oP)(root) ? root : (0,dist/* isMap */.jh)(root) ? root.get('cases', true) : undefined;
            if (!(0,dist/* isSeq */.oP)(items))
                return { text, found };
            for (const item of items.items) {
                const id = (0,golden_cases/* idOfRecord */.gp)(item.toJSON?.());
                if (id === undefined || !labels.has(id) || !(0,dist/* isMap */.jh)(item))
                    continue;
                found.add(id);
                const node = doc.createNode(labels.get(id) ?? [], { flow: true });
                item.set('relevant', node);
            }
            return { text: doc.toString(), found };
        }
        default:
            throw new errors/* UserError */.yo(`promote: ${file} is not a .json, .jsonl or .yaml file`);
    }
}
function describePromotion(result) {
    const lines = result.promoted.map((p) => `labelled ${(0,numbers/* plural */.LS)(p.ids.length, 'case')} in ${p.file}: ${p.ids.join(', ')}`);
    if (result.promoted.length === 0)
        lines.push('nothing to promote');
    for (const skipped of result.skipped)
        lines.push(`skipped ${skipped}`);
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/cli/verdict-cache.ts




/**
 * The CLI's local verdict cache: the same file, keys and merge as the data branch's
 * `verdicts.json`, so a second identical run asks the judge nothing. A file it cannot read is an
 * error naming it, and is never overwritten.
 */
class VerdictCache {
    path;
    displayName;
    current = null;
    constructor(path, displayName) {
        this.path = path;
        this.displayName = displayName;
    }
    async load() {
        let text;
        try {
            text = await (0,promises_.readFile)(this.path, 'utf8');
        }
        catch (error) {
            if (error.code === 'ENOENT')
                return new Map();
            throw error;
        }
        this.current = (0,source_records/* parseJsonDocument */.dH)(text, this.displayName, stored_files/* verdictsFileSchema */.sE, `${this.displayName}: not a verdict cache this version understands (move it away or use --no-cache)`);
        return (0,stored_files/* verdictMapOf */.tq)(this.current);
    }
    /** Adds the verdicts this run used (asked or reused). */
    async save(used, now = new Date()) {
        const next = (0,stored_files/* mergeVerdicts */.jB)(this.current, used, now);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(this.path), { recursive: true });
        await (0,promises_.writeFile)(this.path, `${JSON.stringify(next, null, 1)}\n`, 'utf8');
        this.current = next;
    }
}

// EXTERNAL MODULE: ./src/config/create-judge.ts + 7 modules
var create_judge = __webpack_require__(7633);
// EXTERNAL MODULE: ./src/engine.ts + 22 modules
var engine = __webpack_require__(1675);
// EXTERNAL MODULE: ./src/files/contained-path.ts
var contained_path = __webpack_require__(7368);
// EXTERNAL MODULE: ./src/files/expand-patterns.ts
var expand_patterns = __webpack_require__(4759);
// EXTERNAL MODULE: ./src/format/log-safe.ts
var log_safe = __webpack_require__(5035);
// EXTERNAL MODULE: ./src/report/markdown/render-comment.ts
var render_comment = __webpack_require__(4728);
// EXTERNAL MODULE: ./src/report/markdown/render-summary.ts
var render_summary = __webpack_require__(9789);
// EXTERNAL MODULE: ./src/report/report-file.ts
var report_file = __webpack_require__(6757);
// EXTERNAL MODULE: ./src/report/report-schema.ts
var report_schema = __webpack_require__(9268);
// EXTERNAL MODULE: ./src/report/render-text.ts
var render_text = __webpack_require__(5534);
// EXTERNAL MODULE: ./src/redaction.ts
var redaction = __webpack_require__(1066);
// EXTERNAL MODULE: ./src/publish-run.ts
var publish_run = __webpack_require__(2816);
// EXTERNAL MODULE: ./src/timing/clock.ts
var timing_clock = __webpack_require__(184);
;// CONCATENATED MODULE: ./src/cli.ts

























const defaultIo = () => ({
    cwd: process.cwd(),
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stderrIsTty: process.stderr.isTTY,
});
/** The CLI over the same engine as the action. Returns the exit code: 0 passed, 1 gate failed, 2 input or configuration error. */
async function runCli(argv, rawIo = defaultIo()) {
    // The key and the token never reach the CLI's output or files (a flag's value counts even when
    // the flags are wrong). Text is made inert for a CI log too (no workflow commands); --json's
    // output is data, redacted only.
    const redactor = new redaction/* Redactor */.pO((0,redaction/* secretValues */.VX)((name) => flagValue(argv, name), rawIo.env));
    const io = {
        ...rawIo,
        stdout: (text) => rawIo.stdout((0,log_safe/* logSafe */.s)(redactor.text(text))),
        stderr: (text) => rawIo.stderr((0,log_safe/* logSafe */.s)(redactor.text(text))),
    };
    try {
        if (argv[0] === 'init')
            return await init(argv.slice(1), io);
        if (argv[0] === 'promote')
            return await promote(argv.slice(1), io);
        const args = parseArgs(argv);
        if (args.cli.has('help')) {
            io.stdout(usage(packageVersion(), inputDescriptions()));
            return 0;
        }
        if (args.cli.has('version')) {
            io.stdout(`${packageVersion()}\n`);
            return 0;
        }
        if (argv.length === 0) {
            io.stderr(usage(packageVersion(), inputDescriptions()));
            return 2;
        }
        if (args.errors.length > 0)
            throw new errors/* UserError */.yo(`${(0,numbers/* plural */.LS)(args.errors.length, 'invalid argument')} (see --help)`, args.errors);
        for (const warning of args.warnings)
            io.stderr(`warning: ${warning}\n`);
        const options = (0,config_options/* parseOptions */.Ac)((name) => args.inputs.get(name) ?? '', io.env);
        const baselinePath = args.cli.get('baseline');
        if (baselinePath && args.cli.has('baseline-ref'))
            throw new errors/* UserError */.yo('--baseline and --baseline-ref: give one of them (a report, or a ref to score)');
        const baseline = baselinePath
            ? await (0,report_schema/* readReportFile */.$h)((0,external_node_path_.resolve)(io.cwd, baselinePath), baselinePath)
            : undefined;
        const cachePath = args.cli.has('no-cache')
            ? undefined
            : (args.cli.get('cache') ?? (0,external_node_path_.join)('.context-precision', 'verdicts.json'));
        const cache = cachePath ? new VerdictCache((0,external_node_path_.resolve)(io.cwd, cachePath), cachePath) : undefined;
        const reportPath = (0,external_node_path_.resolve)(io.cwd, options.reportPath ?? DEFAULT_REPORT_PATH);
        // The CLI reads wherever its user points it, but never an input from the report's own path.
        const paths = new contained_path/* PathGuard */.Nz({}, { input: 'report-path', shown: options.reportPath ?? reportPath, absolute: reportPath });
        // Main's recorded verdicts (with --github-token), then the local cache's on top.
        const token = args.inputs.get('github-token');
        const storedVerdicts = new Map(token
            ? await mainStoreVerdicts(token, options, io.cwd, io.env, (m) => io.stderr(`${m}\n`))
            : []);
        for (const [key, verdict] of (await cache?.load()) ?? [])
            storedVerdicts.set(key, verdict);
        const clock = io.clock ?? timing_clock/* systemClock */.m;
        const select = {
            cases: args.cli.has('cases') ? (0,expand_patterns/* splitList */.r)(args.cli.get('cases') ?? '') : undefined,
            tags: args.cli.has('tags') ? (0,expand_patterns/* splitList */.r)(args.cli.get('tags') ?? '') : undefined,
        };
        const progressTty = io.stderrIsTty ? (text) => io.stderr(text) : undefined;
        // --baseline-ref: the ref's golden set and retriever, scored in a temporary worktree.
        const baselineRef = args.cli.get('baseline-ref');
        const atRef = baselineRef
            ? await inRefWorktree(baselineRef, io.cwd, async (checkout) => {
                io.stderr(`Scoring ${baselineRef} (${checkout.sha.slice(0, 7)}) in a temporary worktree, as the baseline.\n`);
                const produced = await (0,engine/* produceReport */.N)(options, {
                    cwd: checkout.cwd,
                    env: io.env,
                    now: clock.now,
                    llm: (0,create_judge/* createJudgeFromOptions */.E)(options, clock),
                    storedVerdicts,
                    baseline: null,
                    select,
                    log: (message) => io.stderr(`[${baselineRef}] ${message}\n`),
                    progressTty,
                    paths,
                }).catch((error) => {
                    throw errors/* UserError */.yo.isInstance(error)
                        ? new errors/* UserError */.yo(`baseline-ref ${baselineRef} (${checkout.sha.slice(0, 7)}): ${error.message}`)
                        : error;
                });
                return { ...produced, sha: checkout.sha };
            })
            : undefined;
        if (baselineRef && atRef) {
            const refReport = redactor.value(atRef.report);
            const refPath = (0,external_node_path_.resolve)(io.cwd, '.context-precision', `baseline-${fileNameOf(baselineRef)}.json`);
            await (0,report_file/* writeReportFile */.aS)(refPath, refReport);
            io.stderr(`Baseline (${baselineRef}): ${refPath}\n`);
            for (const [key, verdict] of atRef.usedVerdicts)
                storedVerdicts.set(key, verdict);
        }
        const produced = await (0,engine/* produceReport */.N)(options, {
            cwd: io.cwd,
            env: io.env,
            now: clock.now,
            llm: (0,create_judge/* createJudgeFromOptions */.E)(options, clock),
            storedVerdicts,
            // Compared exactly as a pull request is compared with the baseline recorded on main.
            baseline: atRef
                ? (0,stored_files/* snapshotOf */.eY)((0,stored_files/* baselineFileOf */.lE)(atRef.report, atRef.sha))
                : baseline
                    ? (0,stored_files/* snapshotOf */.eY)((0,stored_files/* baselineFileOf */.lE)(baseline, baseline.commit.sha ?? 'the --baseline report'))
                    : null,
            select,
            log: (message) => io.stderr(`${message}\n`),
            progressTty,
            paths,
        });
        const { report, usedVerdicts, rendering } = await (0,publish_run/* publishRun */.ZM)(produced, redactor, reportPath, {
            history: [],
        });
        // The cache keeps the verdicts of both sides of a --baseline-ref comparison.
        const saved = new Map([...(atRef ? redactor.value(atRef.usedVerdicts) : []), ...usedVerdicts]);
        // Beside the report: the job summary and the PR comment the action would write.
        const base = reportPath.replace(/\.json$/i, '');
        await (0,report_file/* writeOutputFile */.BF)(`${base}.md`, (0,render_summary/* renderSummary */.Br)(rendering));
        await (0,report_file/* writeOutputFile */.BF)(`${base}.comment.md`, (0,render_comment/* renderComment */.wQ)(rendering));
        if (cache && saved.size > 0)
            await cache.save(saved, clock.now());
        if (args.cli.has('json'))
            rawIo.stdout(redactor.text(`${JSON.stringify(report, null, 2)}\n`));
        else
            io.stdout((0,render_text/* renderText */.S)(report));
        io.stderr(`Report: ${reportPath}\nSummary: ${base}.md\nPR comment: ${base}.comment.md\n`);
        const audit = (0,publish_run/* auditNotice */.Un)(report);
        if (audit?.warns)
            io.stderr(`warning: ${audit.line}\n`);
        return report.passed || report.mode === 'audit' ? 0 : 1;
    }
    catch (error) {
        io.stderr(`${(0,publish_run/* failureMessage */.oh)(error)}\n`);
        // No old report may stay beside a failed run, claiming it passed.
        const stale = (0,external_node_path_.resolve)(io.cwd, flagValue(argv, 'report-path') ?? DEFAULT_REPORT_PATH);
        if (argv[0] !== 'init' &&
            argv[0] !== 'promote' &&
            (await (0,report_file/* removeStaleReport */.O2)(stale, (path) => namedByInputs(path, argv, io.cwd)).catch(() => false)))
            io.stderr(`Removed ${stale}, the report of an earlier run, as this run made none.\n`);
        return 2;
    }
}
/** `init`: the workflow, a sample golden file and a retriever stub, never overwriting what is there. */
async function init(argv, io) {
    if (argv.length > 0)
        throw new errors/* UserError */.yo(`init: takes no arguments, got ${argv.join(' ')}`);
    const { written, kept, project, ignored } = await initRepository(io.cwd);
    io.stdout(`${project.kind === 'node' ? 'A Node' : 'A Python'} repository${project.install ? ` (${project.install})` : ''}.\n`);
    for (const path of written)
        io.stdout(`wrote ${path}\n`);
    for (const path of kept)
        io.stdout(`kept ${path} (it exists; nothing was overwritten)\n`);
    io.stdout(ignored === 'already'
        ? '.gitignore already ignores .context-precision/\n'
        : `${ignored === 'created' ? 'wrote .gitignore with' : 'added to .gitignore:'} .context-precision/ (local outputs)\n`);
    io.stdout(`\nNext:\n` +
        `  npx context-precision-gate --golden ${GOLDEN_PATH} --retriever-command "${retrieverCommand(project)}"\n` +
        `then put your own retriever in ${retrieverCommand(project).split(' ')[1]} and your own cases in ${GOLDEN_PATH}\n` +
        `(cases with "relevant" labels need no key; for cases with only an "expected" answer, add the\n` +
        `OPENAI_API_KEY secret to the repository), commit, and open a pull request.\n`);
    return 0;
}
/** `promote --report <report.json> [--cases a,b]`: the LLM's verdicts become golden labels. */
async function promote(argv, io) {
    const args = parseArgs(argv);
    const problems = [...args.errors];
    const unexpected = [...args.inputs.keys()].filter((name) => name !== 'report');
    if (unexpected.length > 0)
        problems.push(`promote takes --report and --cases, not ${unexpected.map((n) => `--${n}`).join(', ')}`);
    const reportPath = args.inputs.get('report');
    if (!reportPath)
        problems.push('promote: --report <report.json> is required');
    if (problems.length > 0 || !reportPath)
        throw new errors/* UserError */.yo('promote: invalid arguments (see --help)', problems);
    const report = await (0,report_schema/* readReportFile */.$h)((0,external_node_path_.resolve)(io.cwd, reportPath), reportPath);
    const cases = args.cli.has('cases') ? (0,expand_patterns/* splitList */.r)(args.cli.get('cases') ?? '') : undefined;
    io.stdout(describePromotion(await promoteVerdicts(report, io.cwd, cases)));
    return 0;
}
const DEFAULT_REPORT_PATH = (0,external_node_path_.join)('.context-precision', 'report.json');
/** A ref as a file name: `origin/main` → `origin-main`. */
const fileNameOf = (ref) => ref.replace(/[^A-Za-z0-9._-]+/g, '-');
/** Whether `path` is one of the files the run's inputs name (never removed, even when a report). */
async function namedByInputs(path, argv, cwd) {
    const target = await (0,contained_path/* realPathOf */.dN)(path);
    const files = [];
    const report = flagValue(argv, 'report');
    if (report)
        files.push((0,external_node_path_.resolve)(cwd, report));
    for (const name of ['golden', 'retrieval', 'merge']) {
        const patterns = flagValue(argv, name);
        if (!patterns)
            continue;
        const matched = await (0,expand_patterns/* expandPatterns */.q)(patterns, cwd, name).catch(() => []);
        for (const file of matched)
            files.push(file.absolute);
    }
    for (const file of files)
        if ((await (0,contained_path/* realPathOf */.dN)(file)) === target)
            return true;
    return false;
}
/** The last value given for `--name` (`--name value` or `--name=value`), read without checking. */
function flagValue(argv, name) {
    let value;
    argv.forEach((arg, i) => {
        if (arg === `--${name}`)
            value = argv[i + 1];
        else if (arg.startsWith(`--${name}=`))
            value = arg.slice(name.length + 3);
    });
    return value?.trim() || undefined;
}


/***/ })

};
