export const id = 580;
export const ids = [580];
export const modules = {

/***/ 8580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCli: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: ./src/gate/gate-outcome.ts
var gate_outcome = __webpack_require__(5913);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/baseline/stored-files.ts
var stored_files = __webpack_require__(9778);
// EXTERNAL MODULE: ./src/cli/flags.ts
var flags = __webpack_require__(5377);
// EXTERNAL MODULE: ./src/cli/baseline-ref.ts + 1 modules
var baseline_ref = __webpack_require__(1679);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/baseline/verdict-shards.ts
var verdict_shards = __webpack_require__(4074);
// EXTERNAL MODULE: ./src/files/json-document.ts
var json_document = __webpack_require__(3939);
;// CONCATENATED MODULE: ./src/cli/verdict-cache.ts




/**
 * The CLI's local verdict cache: the same keys, store and record as the data branch's
 * `verdicts/`, in one file, so a second identical run asks the judge nothing. A file it cannot
 * read is an error naming it, and is never overwritten.
 */
class VerdictCache {
    path;
    displayName;
    current = (0,verdict_shards/* cacheStoreOf */.J$)(null).store;
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
        const { store, verdicts } = (0,verdict_shards/* cacheStoreOf */.J$)((0,json_document/* parseJsonDocument */.dH)(text, this.displayName, verdict_shards/* verdictCacheSchema */.nG, `${this.displayName}: not a verdict cache this version understands (move it away or use --no-cache)`));
        this.current = store;
        return verdicts;
    }
    /** Adds the verdicts this run used (asked or reused). */
    async save(used, now = new Date()) {
        const next = (0,verdict_shards/* recordVerdicts */.wS)(this.current, used, now);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(this.path), { recursive: true });
        await (0,promises_.writeFile)(this.path, `${JSON.stringify((0,verdict_shards/* cacheFileOf */.qR)(next), null, 1)}\n`, 'utf8');
        this.current = next;
    }
}

// EXTERNAL MODULE: ./src/config/options.ts + 2 modules
var config_options = __webpack_require__(2375);
// EXTERNAL MODULE: ./src/engine.ts + 10 modules
var engine = __webpack_require__(2036);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/files/contained-path.ts
var contained_path = __webpack_require__(7368);
// EXTERNAL MODULE: ./src/files/expand-patterns.ts
var expand_patterns = __webpack_require__(4759);
// EXTERNAL MODULE: ./src/format/log-safe.ts
var log_safe = __webpack_require__(5035);
// EXTERNAL MODULE: ./src/format/numbers.ts
var numbers = __webpack_require__(3613);
// EXTERNAL MODULE: ./src/report/markdown/comment-and-summary.ts
var comment_and_summary = __webpack_require__(6598);
// EXTERNAL MODULE: ./src/report/report-file.ts
var report_file = __webpack_require__(6757);
// EXTERNAL MODULE: ./src/report/render-text.ts
var render_text = __webpack_require__(5534);
// EXTERNAL MODULE: ./src/redaction.ts
var redaction = __webpack_require__(1066);
// EXTERNAL MODULE: ./src/publish-run.ts + 1 modules
var publish_run = __webpack_require__(3453);
// EXTERNAL MODULE: ./src/report/view.ts
var view = __webpack_require__(4153);
// EXTERNAL MODULE: ./src/timing/clock.ts
var clock = __webpack_require__(184);
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
    // A flag's secret is redacted even when the flags are wrong (redaction.ts). Text is made inert
    // for a CI log too (no workflow commands); --json's output is data, redacted only.
    const redactor = new redaction/* Redactor */.p((0,redaction/* secretValues */.V)((name) => (0,flags/* flagValue */.y6)(argv, name), rawIo.env));
    const io = {
        ...rawIo,
        stdout: (text) => rawIo.stdout((0,log_safe/* logSafe */.s)(redactor.text(text))),
        stderr: (text) => rawIo.stderr((0,log_safe/* logSafe */.s)(redactor.text(text))),
    };
    // Where an earlier run's report may be, once scoring begins.
    let stale;
    try {
        if (argv[0] === 'init')
            return await init(argv.slice(1), io);
        if (argv[0] === 'promote')
            return await promote(argv.slice(1), io);
        if (argv[0] === 'view') {
            io.stdout(await (await Promise.all(/* import() */[__webpack_require__.e(418), __webpack_require__.e(949)]).then(__webpack_require__.bind(__webpack_require__, 4949))).viewDashboard(argv.slice(1), io.cwd));
            return 0;
        }
        const args = (0,flags/* parseArgs */.Zy)(argv);
        // What a run does not need is loaded where it is used (yaml, the GitHub client, the SDK).
        if (args.cli.has('help') || args.cli.has('version') || argv.length === 0) {
            const { inputDescriptions, packageVersion } = await __webpack_require__.e(/* import() */ 944).then(__webpack_require__.bind(__webpack_require__, 7944));
            if (args.cli.has('help'))
                io.stdout((0,flags/* usage */.CI)(packageVersion(), inputDescriptions()));
            else if (args.cli.has('version'))
                io.stdout(`${packageVersion()}\n`);
            else
                io.stderr((0,flags/* usage */.CI)(packageVersion(), inputDescriptions()));
            return argv.length === 0 ? 2 : 0;
        }
        if (args.cli.has('reviewer'))
            args.errors.push('--reviewer is a flag of promote');
        if (args.errors.length > 0)
            throw new errors/* UserError */.yo(`${(0,numbers/* plural */.LS)(args.errors.length, 'invalid argument')} (see --help)`, args.errors);
        for (const warning of args.warnings)
            io.stderr(`warning: ${warning}\n`);
        const options = (0,config_options/* parseOptions */.Ac)((name) => args.inputs.get(name) ?? '', io.env);
        stale = (0,external_node_path_.resolve)(io.cwd, options.reportPath ?? flags/* DEFAULT_REPORT_PATH */.nF);
        return await score(args, options, io, rawIo, redactor);
    }
    catch (error) {
        io.stderr(`${(0,publish_run/* failureMessage */.oh)(error)}\n`);
        // No old report may stay beside a run that failed once scoring began, claiming it passed; an
        // input error before (a typo in a flag) leaves the earlier outputs as they were.
        const isInput = (path) => (0,flags/* namedByInputs */.KV)(path, argv, io.cwd);
        if (stale && (await (0,report_file/* removeStaleReport */.O2)(stale, isInput).catch(() => false)))
            io.stderr(`Removed ${stale}, the report of an earlier run, as this run made none.\n`);
        return 2;
    }
}
/** The score command: the run's inputs, the --baseline-ref side if asked, the run, its files. */
async function score(args, options, io, rawIo, redactor) {
    const run = await runInputs(args, options, io, redactor);
    const atRef = await scoreBaselineRef(args, options, run, io, redactor);
    const produced = await (0,engine/* produceReport */.N)(options, {
        ...run.deps,
        cwd: io.cwd,
        baseline: atRef
            ? (0,stored_files/* snapshotOfReport */.ss)(atRef.report, atRef.sha)
            : run.baseline
                ? (0,stored_files/* snapshotOfReport */.ss)(run.baseline, run.baseline.commit.sha, args.cli.get('baseline'))
                : null,
        // The ref's verdicts are reused: what both sides share is judged once.
        storedVerdicts: new Map([...run.deps.storedVerdicts, ...(atRef?.usedVerdicts ?? [])]),
        log: (message) => io.stderr(`${message}\n`),
    });
    const { report, usedVerdicts, rendering } = await (0,publish_run/* publishRun */.ZM)(produced, redactor, run.files, {
        history: [],
    });
    // The cache keeps the verdicts of both sides of a --baseline-ref comparison.
    const saved = new Map([...(atRef ? redactor.value(atRef.usedVerdicts) : []), ...usedVerdicts]);
    await (0,report_file/* writePieces */.Rx)(run.files.summary, [(0,comment_and_summary/* renderSummary */.Br)(rendering)]);
    await (0,report_file/* writePieces */.Rx)(run.files.comment, [(0,comment_and_summary/* renderComment */.wQ)(rendering)]);
    if (run.cache && saved.size > 0)
        await run.cache.save(saved, run.deps.clock.now());
    if (args.cli.has('json'))
        rawIo.stdout(redactor.text(`${JSON.stringify(report, null, 2)}\n`));
    else
        io.stdout((0,render_text/* renderText */.S)(report));
    io.stderr(`Report: ${run.files.report}\nHTML report: ${run.files.html}\nSummary: ${run.files.summary}\nPR comment: ${run.files.comment}\n`);
    if (run.files.junit)
        io.stderr(`JUnit XML: ${run.files.junit}\n`);
    if (report.audit && (0,view/* auditWarns */.tY)(report.audit))
        io.stderr(`warning: ${(0,view/* auditLine */.kk)(report.audit, report.model)}\n`);
    return (0,gate_outcome/* checkOutcome */.T)(report).check === 'fail' ? 1 : 0;
}
/** What a score run reads before the engine: the --baseline report, the caches, main's verdicts. */
async function runInputs(args, options, io, redactor) {
    const baselinePath = args.cli.get('baseline');
    if (baselinePath && args.cli.has('baseline-ref'))
        throw new errors/* UserError */.yo('--baseline and --baseline-ref: give one of them (a report, or a ref to score)');
    const baseline = baselinePath
        ? await (0,report_file/* readReportFile */.$h)((0,external_node_path_.resolve)(io.cwd, baselinePath), baselinePath)
        : undefined;
    const cachePath = args.cli.has('no-cache')
        ? undefined
        : (args.cli.get('cache') ?? (0,external_node_path_.join)('.context-precision', 'verdicts.json'));
    const cache = cachePath ? new VerdictCache((0,external_node_path_.resolve)(io.cwd, cachePath), cachePath) : undefined;
    const { files: own, outputs } = (0,publish_run/* outputFiles */.Lo)(options, io.cwd, flags/* DEFAULT_REPORT_PATH */.nF);
    // Beside the report: the job summary and the PR comment the action would write.
    const base = own.report.replace(/\.json$/i, '');
    const files = { ...own, summary: `${base}.md`, comment: `${base}.comment.md` };
    const written = [files.report, files.html, files.summary, files.comment, files.junit, cachePath];
    const advice = ', or give --report-path (--junit-path, --cache) a path outside the clone';
    await (0,contained_path/* refuseLinks */.UA)(io.cwd, written, 'the CLI', advice);
    const paths = new contained_path/* PathGuard */.Nz({}, outputs);
    const token = args.inputs.get('github-token');
    const verdictSource = token
        ? await (await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(921), __webpack_require__.e(418), __webpack_require__.e(679), __webpack_require__.e(415)]).then(__webpack_require__.bind(__webpack_require__, 4415))).defaultBranchVerdicts(token, options, io, (m) => io.stderr(`${m}\n`))
        : undefined;
    const storedVerdicts = new Map((await cache?.load()) ?? []);
    const deps = {
        env: io.env,
        redact: redactor.text,
        clock: io.clock ?? clock/* systemClock */.m,
        storedVerdicts,
        verdictSource,
        select: { cases: listFlag(args, 'cases'), tags: listFlag(args, 'tags') },
        progressTty: io.stderrIsTty ? (text) => io.stderr(text) : undefined,
        paths,
    };
    return { baseline, cache, files, deps };
}
/** --baseline-ref: the ref's golden set and retriever, scored in a temporary worktree; its report beside ours. */
async function scoreBaselineRef(args, options, run, io, redactor) {
    const baselineRef = args.cli.get('baseline-ref');
    if (!baselineRef)
        return undefined;
    const atRef = await (0,baseline_ref/* inRefWorktree */.E)(baselineRef, io.cwd, async (checkout) => {
        const at = `${baselineRef} (${checkout.sha.slice(0, 7)})`;
        io.stderr(`Scoring ${at} in a temporary worktree, as the baseline.\n`);
        for (const note of checkout.notes)
            io.stderr(`${note}\n`);
        // The branch that adds the gate: the ref has no golden set, so no baseline (as the action).
        const matched = await Promise.all((0,expand_patterns/* splitList */.r)(options.golden).map((p) => (0,expand_patterns/* expandPatterns */.q)(p, checkout.cwd, 'golden').catch(() => [])));
        if (matched.every((files) => files.length === 0)) {
            io.stderr(`${at} has no golden set: no file matches golden "${options.golden}" there. No baseline: this run is gated on the threshold alone.\n`);
            return undefined;
        }
        // The ref is the baseline: its primary retriever only.
        const produced = await (0,engine/* produceReport */.N)({ ...options, variants: [] }, {
            ...run.deps,
            cwd: checkout.cwd,
            baseline: null,
            log: (message) => io.stderr(`[${baselineRef}] ${message}\n`),
        }).catch((error) => {
            throw errors/* UserError */.yo.isInstance(error)
                ? new errors/* UserError */.yo(`baseline-ref ${at}: ${error.message}`)
                : error;
        });
        return { ...produced, sha: checkout.sha };
    });
    if (!atRef)
        return undefined;
    const refPath = (0,external_node_path_.resolve)(io.cwd, '.context-precision', `baseline-${fileNameOf(baselineRef)}.json`);
    await (0,report_file/* writePieces */.Rx)(refPath, (0,report_file/* reportJsonPieces */.og)(redactor.value(atRef.report)));
    io.stderr(`Baseline (${baselineRef}): ${refPath}\n`);
    return atRef;
}
/** `init`: the workflow, a sample golden file and a retriever stub, never overwriting what is there. */
async function init(argv, io) {
    if (argv.length > 0)
        throw new errors/* UserError */.yo(`init: takes no arguments, got ${argv.join(' ')}`);
    const { describeInit, initRepository } = await __webpack_require__.e(/* import() */ 95).then(__webpack_require__.bind(__webpack_require__, 2095));
    io.stdout(describeInit(await initRepository(io.cwd)));
    return 0;
}
/** `promote --report <report.json> [--cases a,b] [--reviewer NAME]`: the LLM's verdicts become golden labels. */
async function promote(argv, io) {
    const args = (0,flags/* parseArgs */.Zy)(argv);
    const problems = [...args.errors];
    const unexpected = [...args.inputs.keys()].filter((name) => !['report', 'golden'].includes(name));
    if (unexpected.length > 0)
        problems.push(`promote takes --report, --golden, --cases and --reviewer, not ${unexpected.map((n) => `--${n}`).join(', ')}`);
    const reportPath = args.inputs.get('report');
    if (!reportPath)
        problems.push('promote: --report <report.json> is required');
    if (problems.length > 0 || !reportPath)
        throw new errors/* UserError */.yo('promote: invalid arguments (see --help)', problems);
    const report = await (0,report_file/* readReportFile */.$h)((0,external_node_path_.resolve)(io.cwd, reportPath), reportPath);
    const { describePromotion, promoteVerdicts } = await __webpack_require__.e(/* import() */ 214).then(__webpack_require__.bind(__webpack_require__, 4214));
    const reviewer = args.cli.get('reviewer');
    const now = (io.clock ?? clock/* systemClock */.m).now();
    const only = listFlag(args, 'cases');
    const options = { only, reviewer, now, golden: args.inputs.get('golden') };
    io.stdout(describePromotion(await promoteVerdicts(report, io.cwd, options)));
    return 0;
}
/** `--cases a,b` as a list (undefined when not given). */
const listFlag = (args, name) => args.cli.has(name) ? (0,expand_patterns/* splitList */.r)(args.cli.get(name) ?? '') : undefined;
/** A ref as a file name: `origin/main` → `origin-main`. */
const fileNameOf = (ref) => ref.replace(/[^A-Za-z0-9._-]+/g, '-');


/***/ }),

/***/ 1679:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ git),
  E: () => (/* binding */ inRefWorktree)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/retrieval/retriever-command.ts
var retriever_command = __webpack_require__(1978);
;// CONCATENATED MODULE: ./src/cli/ref-dependencies.ts



/**
 * What an install writes into a repository and git ignores, so that a worktree of a ref has none:
 * Node's packages (`npm ci`, pnpm, yarn) and a Python virtualenv (`python -m venv`, uv, Poetry
 * and Pipenv in the project).
 */
const INSTALL_FOLDERS = ['node_modules', '.venv', 'venv'];
/** The files that pin what an install puts in those folders. */
const LOCK_FILE = /^(?:package-lock\.json|npm-shrinkwrap\.json|pnpm-lock\.yaml|yarn\.lock|bun\.lockb?|requirements.*\.txt|poetry\.lock|uv\.lock|Pipfile\.lock)$/;
/** The repository's folders from its root down to the current one: '', 'packages', 'packages/app'. */
function foldersDown(prefix) {
    const parts = prefix.split('/').filter((part) => part !== '');
    return ['', ...parts.map((_, i) => parts.slice(0, i + 1).join('/'))];
}
/**
 * Lends the work tree's installed dependencies to the ref's worktree at `tree`: its install
 * folders, at its root and in each folder down to the current one (where Node and Python look),
 * linked where the ref has none of its own, so that the ref's retriever resolves its imports as
 * the work tree's does, ESM included. Each link is pushed onto `links` as it is made (for
 * removal with the worktree). Returns what the user should know, one line each: the lock files the ref
 * commits that differ from the work tree's (or that the work tree has not), as the ref then runs
 * with dependencies that are not its own.
 */
async function lendDependencies(ref, { root, tree, prefix }, links) {
    const linked = [];
    const changed = [];
    for (const folder of foldersDown(prefix)) {
        for (const name of INSTALL_FOLDERS) {
            const path = (0,external_node_path_.join)(folder, name);
            if (!(await (0,promises_.stat)((0,external_node_path_.join)(root, path)).catch(() => undefined))?.isDirectory())
                continue;
            try {
                // A junction on Windows: it needs no privilege, unlike a directory symlink.
                await (0,promises_.symlink)((0,external_node_path_.join)(root, path), (0,external_node_path_.join)(tree, path), 'junction');
            }
            catch (error) {
                const code = error.code;
                // The ref commits that path, or has not the folder it goes in: its own stays.
                if (code === 'EEXIST' || code === 'ENOENT')
                    continue;
                throw new errors/* UserError */.yo(`baseline-ref: could not link the work tree's ${path} into the temporary worktree (${(0,errors/* errorMessage */.gJ)(error)}); run without --baseline-ref and compare with --baseline <report.json> made on the ref`);
            }
            links.push((0,external_node_path_.join)(tree, path));
            linked.push(path.replaceAll('\\', '/'));
        }
        const names = await (0,promises_.readdir)((0,external_node_path_.join)(tree, folder)).catch(() => []);
        for (const name of names.filter((name) => LOCK_FILE.test(name)).sort()) {
            const [atRef, here] = await Promise.all([
                readOrNull((0,external_node_path_.join)(tree, folder, name)),
                readOrNull((0,external_node_path_.join)(root, folder, name)),
            ]);
            if (atRef && !here?.equals(atRef))
                changed.push(folder ? `${folder}/${name}` : name);
        }
    }
    if (changed.length === 0)
        return [];
    const installed = linked.length > 0 ? ` (${linked.join(', ')})` : '';
    return [
        `${ref}'s ${changed.join(', ')} ${changed.length === 1 ? 'differs' : 'differ'} from the work tree's: ${ref}'s retriever runs with the dependencies installed in the work tree${installed}, not its own`,
    ];
}
const readOrNull = (path) => (0,promises_.readFile)(path).catch(() => null);

;// CONCATENATED MODULE: ./src/cli/baseline-ref.ts









const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
// No hook of the repository runs (a post-checkout hook would run on worktree add).
const NO_HOOKS = ['-c', 'core.hooksPath=/dev/null'];
/** The CLI's git: its output, trimmed. */
async function git(args, cwd) {
    return (await run('git', [...NO_HOOKS, ...args], { cwd })).stdout.trim();
}
/**
 * The worktree's links (never what they point to: git and `rm` remove a link only, but the work
 * tree's installs are not left to that), folder and registration removed; synchronous, so that
 * an interrupt can run it too before the process exits.
 */
function removeWorktree(cwd, tree, folder, links) {
    const quietly = (step) => {
        try {
            step();
        }
        catch {
            // Not made yet, or already gone.
        }
    };
    const gitSync = (...args) => quietly(() => (0,external_node_child_process_.execFileSync)('git', [...NO_HOOKS, ...args], { cwd, stdio: 'ignore' }));
    for (const link of links)
        quietly(() => (0,external_node_fs_.unlinkSync)(link));
    gitSync('worktree', 'remove', '--force', tree);
    (0,external_node_fs_.rmSync)(folder, { recursive: true, force: true });
    gitSync('worktree', 'prune');
}
/**
 * Runs `use` in a temporary `git worktree` of `ref` (detached, at the folder matching `cwd`),
 * with the work tree's install folders linked into it, then removes the worktree. The current
 * work tree, index, stashes and branches are not touched: a worktree has its own index and HEAD,
 * and only its administrative entry, removed after, is written into the repository.
 */
async function inRefWorktree(ref, cwd, use) {
    let root;
    let prefix;
    try {
        [root = '', prefix = ''] = (await git(['rev-parse', '--show-toplevel', '--show-prefix'], cwd)).split('\n');
    }
    catch (error) {
        const why = error.stderr?.trim() ?? (0,errors/* errorMessage */.gJ)(error);
        throw new errors/* UserError */.yo(`baseline-ref: ${cwd} is not in a git repository (${why.split('\n')[0]}); --baseline-ref compares with a commit of the repository`);
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
    const links = [];
    // Ctrl-C (SIGINT) or SIGTERM meanwhile: the retriever's process group killed, the worktree
    // removed, and the exit code a shell reports (130 / 143).
    const interrupted = (signal) => {
        (0,retriever_command/* stopRetrievers */.CH)();
        removeWorktree(cwd, tree, folder, links);
        process.exit(128 + external_node_os_.constants.signals[signal]);
    };
    process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
    try {
        await git(['worktree', 'add', '--detach', '--quiet', tree, sha], cwd);
        const notes = await lendDependencies(ref, { root, tree, prefix }, links);
        return await use({ sha, cwd: (0,external_node_path_.join)(tree, prefix), notes });
    }
    finally {
        process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
        removeWorktree(cwd, tree, folder, links);
    }
}


/***/ }),

/***/ 5377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CI: () => (/* binding */ usage),
/* harmony export */   KV: () => (/* binding */ namedByInputs),
/* harmony export */   Zy: () => (/* binding */ parseArgs),
/* harmony export */   _I: () => (/* binding */ realPathsNamed),
/* harmony export */   nF: () => (/* binding */ DEFAULT_REPORT_PATH),
/* harmony export */   y6: () => (/* binding */ flagValue)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _format_closest_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6120);
/* harmony import */ var _format_plain_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(179);
/* harmony import */ var _files_contained_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7368);
/* harmony import */ var _files_expand_patterns_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4759);
/* harmony import */ var _config_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2375);
/* harmony import */ var _judge_provider_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6527);
/* harmony import */ var _config_variant_options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8396);








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
    junit: {
        value: '<path>',
        input: 'junit-path',
        description: 'Also write the run as JUnit XML (for GitLab, Jenkins, Buildkite and test reporters); the same as --junit-path.',
    },
    variant: {
        value: '<name>=<command>',
        description: 'Also score this retriever command as a variant: compared with the primary retriever, never gated (repeatable; the variants input as flags).',
    },
    'variant-retrieval': {
        value: '<name>=<file>',
        description: 'Also score this results file as a variant (repeatable).',
    },
    json: { value: '', description: 'Print the report as JSON on stdout (logs go to stderr).' },
    reviewer: {
        value: '<name>',
        description: "promote: who accepted the verdicts, written as the cases' labelled.by (without it: llm:<model>, unreviewed).",
    },
    version: { value: '', description: 'Print the version.' },
    help: { value: '', description: 'Print this help.' },
};
/** Inputs that only mean something in a workflow run: accepted, with a warning that they do nothing here. */
const ACTION_ONLY = ['record', 'comment', 'pr-number', 'dashboard'];
const ALL_FLAGS = [..._config_options_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUT_NAMES */ .Qh, ...Object.keys(CLI_FLAGS)];
/**
 * `--name value` or `--name=value`; names are the action's inputs or the CLI's own flags. A bare
 * input flag means "true"; CLI switches (--json, --no-cache) take no value.
 */
function parseArgs(argv) {
    const parsed = { inputs: new Map(), cli: new Map(), errors: [], warnings: [] };
    const variants = [];
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
        const flag = CLI_FLAGS[name];
        // `--name value`: the next argument, unless the flag is a switch or it is another flag (an
        // unknown flag's value too, which is then not another error).
        const next = argv[i + 1];
        const valueNext = match[2] === undefined && flag?.value !== '' && next !== undefined && !next.startsWith('--');
        if (valueNext)
            i += 1;
        if (!ALL_FLAGS.includes(name)) {
            const guess = (0,_format_closest_js__WEBPACK_IMPORTED_MODULE_6__/* .closest */ .k)(name, ALL_FLAGS);
            parsed.errors.push(`unknown flag --${name}${guess ? ` (did you mean --${guess}?)` : ''}`);
            continue;
        }
        const value = match[2] ?? (valueNext ? next : 'true');
        // An unset variable in a script (`--baseline-ref "$REF"`) is not "no baseline".
        if (flag?.value && value.trim() === '')
            parsed.errors.push(`--${name} is empty: give a ${flag.value} or leave the flag out`);
        else if (name === 'variant' || name === 'variant-retrieval')
            variants.push([name, value]);
        // A short name of an input (--junit for --junit-path).
        else if (flag?.input)
            parsed.inputs.set(flag.input, value);
        else if (flag)
            parsed.cli.set(name, value);
        else {
            parsed.inputs.set(name, value);
            if (ACTION_ONLY.includes(name))
                parsed.warnings.push(`--${name} has no effect in the CLI (it applies to the GitHub Action only)`);
        }
    }
    if (variants.length > 0)
        variantsInput(variants, parsed);
    return parsed;
}
/** `--variant NAME=COMMAND` and `--variant-retrieval NAME=FILE`, repeated, as the `variants` input. */
function variantsInput(flags, parsed) {
    const errors = parsed.errors;
    if (parsed.inputs.has('variants'))
        errors.push('--variants and --variant: give the variants one way (the YAML map, or the flags)');
    const variants = {};
    for (const [flag, value] of flags) {
        const match = /^([^=]*)=(.*)$/s.exec(value);
        const what = flag === 'variant' ? 'COMMAND' : 'FILE';
        const name = match?.[1]?.trim() ?? '';
        const problem = match && (0,_config_variant_options_js__WEBPACK_IMPORTED_MODULE_5__/* .variantNameProblem */ .O)(name);
        if (!match || !match[2]?.trim() || problem) {
            errors.push(`--${flag} ${JSON.stringify(value)}: ${problem ?? `expected NAME=${what}`}, such as --${flag} ${flag === 'variant' ? `"bge-small=python3 evals/retrieve.py --embed bge-small"` : 'chunk-512=runs/chunk-512.jsonl'}`);
        }
        else if (Object.hasOwn(variants, name)) {
            errors.push(`--${flag}: the name "${name}" is given twice; give each variant its own name`);
        }
        else {
            const source = flag === 'variant' ? 'retriever-command' : 'retrieval';
            variants[name] = { [source]: match[2].trim() };
        }
    }
    parsed.inputs.set('variants', JSON.stringify(variants));
}
/** The CLI's report, when --report-path is not given. */
const DEFAULT_REPORT_PATH = '.context-precision/report.json';
/** The usage text: one line per flag, with the action's description of each input. */
function usage(version, descriptions) {
    const rows = _config_options_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUT_NAMES */ .Qh.map((name) => {
        // Where the CLI's default differs from the action's.
        const cliDefault = name === 'report-path' ? DEFAULT_REPORT_PATH : undefined;
        const fallback = cliDefault ?? _config_options_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUT_DEFAULTS */ .WJ[name];
        // The action's default (a runner's folder) is not the CLI's: the CLI says its own.
        const described = (0,_format_plain_text_js__WEBPACK_IMPORTED_MODULE_7__/* .collapse */ .ap)(descriptions[name] ?? '');
        const description = cliDefault ? described.replace(/\s*Default \S+$/, '') : described;
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
  context-precision-gate promote --report <report.json> [--cases <ids>] [--reviewer <name>]
                                     write the LLM's verdicts into the golden files as labels
  context-precision-gate view [--branch <data branch>] [--remote <remote>] | --report <report.json>
                                     the drift dashboard from this clone's copy of the data
                                     branch (or of one local run's report), in
                                     .context-precision/dashboard/ (prints its path)

Scoring and gate options (the action's inputs, same names and defaults):
${rows.map(format).join('\n')}

CLI options:
${cliRows.map(format).join('\n')}

The report goes to --report-path (default ${DEFAULT_REPORT_PATH}), with the job summary
(report.md) and the PR comment the action would post (report.comment.md) beside it. The API key
comes from --api-key or the provider's variable (${_judge_provider_names_js__WEBPACK_IMPORTED_MODULE_4__/* .KEY_VARIABLES */ .A8.join(', ')}).
Exit codes: 0 passed, 1 the gate failed, 2 input or configuration error.
`;
}
/** Whether `path` is one of the files the run's inputs name (never removed, even when a report). */
async function namedByInputs(path, argv, cwd) {
    const target = await (0,_files_contained_path_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathOf */ .dN)(path);
    const report = flagValue(argv, 'report');
    if (report && (await (0,_files_contained_path_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathOf */ .dN)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, report))) === target)
        return true;
    for (const name of ['golden', 'retrieval', 'merge']) {
        const patterns = flagValue(argv, name) ?? ''; // none: expandPatterns' error, caught
        const named = await realPathsNamed(patterns, cwd, name).catch(() => new Set());
        if (named.has(target))
            return true;
    }
    return false;
}
/** The files `patterns` name, as real paths (expandPatterns' error when one matches nothing). */
async function realPathsNamed(patterns, cwd, input) {
    const files = await (0,_files_expand_patterns_js__WEBPACK_IMPORTED_MODULE_2__/* .expandPatterns */ .q)(patterns, cwd, input);
    return new Set(await Promise.all(files.map((f) => (0,_files_contained_path_js__WEBPACK_IMPORTED_MODULE_1__/* .realPathOf */ .dN)(f.absolute))));
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
