export const id = 95;
export const ids = [95,944];
export const modules = {

/***/ 2095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  describeInit: () => (/* binding */ describeInit),
  initRepository: () => (/* binding */ initRepository)
});

// UNUSED EXPORTS: detectProject, workflowFor

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(737);
// EXTERNAL MODULE: ./src/files/contained-path.ts
var contained_path = __webpack_require__(7368);
// EXTERNAL MODULE: ./src/cli/package-files.ts
var package_files = __webpack_require__(7944);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/cli/retriever-stubs.ts
// The files `init` writes beside the workflow, one copy each: the examples' (examples/python and
// examples/typescript, where the tests run them), read there from the sources, and beside the
// bundle from a build, which copies them (scripts/build.mjs).



/** `examples/<folder>/evals/<name>`, or the build's copy of it. */
function example(folder, name) {
    const here = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
    const built = (0,external_node_path_.join)(here, name);
    const source = (0,external_node_path_.join)(here, '..', '..', 'examples', folder, 'evals', name);
    return (0,external_node_fs_.readFileSync)((0,external_node_fs_.existsSync)(built) ? built : source, 'utf8');
}
/** Three labelled cases the stub retrievers get right: they pass CI with no key. */
const SAMPLE_GOLDEN = example('python', 'golden.jsonl');
/** The stdlib-only Python retriever. */
const pythonRetriever = () => example('python', 'retrieve.py');
/**
 * The same stub for a Node repository: in TypeScript as it is, or as JavaScript with the types it
 * writes (its interface, the annotations, the one `as`) and its sentence on running TypeScript
 * taken out (a test runs the result with node).
 */
function nodeRetriever(typescript) {
    const text = example('typescript', 'retrieve.mts');
    if (typescript)
        return text;
    return text
        .replace(/ Node\.js 22\.18 [\s\S]*?\(npx tsx evals\/retrieve\.mts\)\./, '')
        .replace(/\ninterface \w+ \{\n[\s\S]*?\n\}\n/, '')
        .replace(/: (?:Record<string, string>|Set<string>|Context\[\]|string)(?=[ ,)])/g, '')
        .replace(/ as \{[^}]*\}/, '');
}

;// CONCATENATED MODULE: ./src/cli/init.ts







/** The example paths every recipe, doc and `init` use. */
const GOLDEN_PATH = 'evals/golden.jsonl';
/** package.json's dependency names and "type" (none when unreadable). */
const Manifest = schemas/* object */.Ikc({
    type: schemas/* string */.YjP().optional().catch(undefined),
    dependencies: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
    devDependencies: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
})
    .catch({});
/** Why Node cannot run the user's TypeScript as it is (then tsx does), or undefined. */
function tsxNeeded(type, version = process.versions.node) {
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
async function detectProject(cwd) {
    const has = (file) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(cwd, file));
    if (has('requirements.txt'))
        return { kind: 'python', install: 'pip install -r requirements.txt' };
    if (has('pyproject.toml'))
        return { kind: 'python', install: 'pip install .' };
    if (!has('package.json'))
        return { kind: 'python', install: undefined };
    const install = has('package-lock.json') ? 'npm ci' : 'npm install';
    const manifest = Manifest.parse(await (0,promises_.readFile)((0,external_node_path_.join)(cwd, 'package.json'), 'utf8')
        .then(JSON.parse)
        .catch(() => ({})));
    const names = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
    if (!has('tsconfig.json') && !names.has('typescript'))
        return { kind: 'node', install };
    if (names.has('tsx'))
        return { kind: 'typescript', install, runner: 'tsx' };
    const why = tsxNeeded(manifest.type);
    return why
        ? { kind: 'typescript', install, runner: 'tsx', why }
        : { kind: 'typescript', install, runner: 'node' };
}
function setupSteps(project) {
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
function retrieverFor(project) {
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
function workflowFor(project, repository = (0,package_files/* packageRepository */.H)()) {
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
/**
 * Writes the workflow for the repository, a sample golden file, a retriever stub (when no
 * retriever is there) and `.context-precision/` in .gitignore, overwriting nothing.
 */
async function initRepository(cwd) {
    const project = await detectProject(cwd);
    const files = [
        { path: '.github/workflows/context-precision.yml', text: workflowFor(project) },
        { path: GOLDEN_PATH, text: SAMPLE_GOLDEN },
        retrieverFor(project),
    ];
    const written = [];
    const kept = [];
    const linked = new Set();
    for (const file of files) {
        const target = (0,external_node_path_.join)(cwd, file.path);
        const link = await (0,contained_path/* symbolicLinkOn */.sv)(cwd, file.path);
        if (link) {
            linked.add(link);
            continue;
        }
        if ((0,external_node_fs_.existsSync)(target)) {
            kept.push(file.path);
            continue;
        }
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
        // 'wx': never replace a file, even one that appeared since the check.
        await (0,promises_.writeFile)(target, file.text, { encoding: 'utf8', flag: 'wx' });
        written.push(file.path);
    }
    const ignored = (await (0,contained_path/* symbolicLinkOn */.sv)(cwd, '.gitignore'))
        ? 'linked'
        : await ignoreLocalOutputs(cwd);
    return { written, kept, linked: [...linked], project, ignored };
}
/** What `init` did and what to do next, as the CLI prints it. */
function describeInit({ written, kept, linked, project, ignored }) {
    const retriever = retrieverFor(project);
    const kind = { python: 'A Python', node: 'A Node', typescript: 'A TypeScript' }[project.kind];
    const lines = [`${kind} repository${project.install ? ` (${project.install})` : ''}.`];
    for (const path of written)
        lines.push(`wrote ${path}`);
    for (const path of kept)
        lines.push(`kept ${path} (it exists; nothing was overwritten)`);
    for (const path of linked)
        lines.push(`left ${path} alone: a symbolic link (init writes through none)`);
    lines.push(ignored === 'linked'
        ? 'left .gitignore alone: a symbolic link (init writes through none); add .context-precision/ to it yourself'
        : ignored === 'already'
            ? '.gitignore already ignores .context-precision/'
            : `${ignored === 'created' ? 'wrote .gitignore with' : 'added to .gitignore:'} .context-precision/ (local outputs)`, '', 'Next:');
    if (project.kind === 'typescript' && project.why)
        lines.push(`  npm install --save-dev tsx   # the retriever runs with tsx: ${project.why}`);
    lines.push(`  npx context-precision-gate --golden ${GOLDEN_PATH} --retriever-command "${retriever.command}"`, `then put your own retriever in ${retriever.path} and your own cases in ${GOLDEN_PATH}`, '(cases with "relevant" labels need no key; for cases with only an "expected" answer, add the', 'OPENAI_API_KEY secret to the repository), commit, and open a pull request.');
    const docs = `https://github.com/${(0,package_files/* packageRepository */.H)()}`;
    if (project.kind === 'typescript' && project.runner === 'node')
        lines.push(`Node.js 22.18 or newer runs ${retriever.path} as it is. If your own code needs more (imports`, 'without file extensions, enums, path aliases), npm install --save-dev tsx and run', `"npx tsx ${retriever.path}" instead (${docs}/blob/main/docs/node.md).`);
    lines.push(`The action's v1 tag comes with the first release: until then, put a commit sha in place of`, `@v1 in the workflow (${docs}#install).`);
    return `${lines.join('\n')}\n`;
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
