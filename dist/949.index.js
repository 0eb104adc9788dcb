export const id = 949;
export const ids = [949];
export const modules = {

/***/ 4949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VIEW_FOLDER: () => (/* binding */ VIEW_FOLDER),
/* harmony export */   viewDashboard: () => (/* binding */ viewDashboard)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3916);
/* harmony import */ var _files_contained_path_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7368);
/* harmony import */ var _baseline_dashboard_dashboard_data_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8993);
/* harmony import */ var _baseline_history_file_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4102);
/* harmony import */ var _baseline_stored_files_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9778);
/* harmony import */ var _report_report_file_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6757);
/* harmony import */ var _baseline_dashboard_dashboard_page_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(26);
/* harmony import */ var _report_report_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8850);
/* harmony import */ var _config_options_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(2375);
/* harmony import */ var _format_numbers_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(3613);















/** Where `view` writes the dashboard, from the current folder. */
const VIEW_FOLDER = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)('.context-precision', 'dashboard');
/**
 * `view [--branch B] [--remote R]`: the dashboard the data branch would serve on Pages, built
 * from the local clone's copy of it (the local branch B, else R/B; no network) into
 * `.context-precision/dashboard/` (replaced whole). `view --report <report.json>`: the same page
 * for one local run, as its first record would draw it (before the action has recorded anything).
 * Returns what to print: its index.html's path.
 */
async function viewDashboard(argv, cwd) {
    const { branch, remote, report } = viewArgs(argv);
    const { gates, from } = report ? await fromReport(cwd, report) : fromBranch(cwd, branch, remote);
    const out = await ownFolder(cwd);
    const write = async (path, text) => {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(out, path)), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(out, path), text);
    };
    const names = [...gates.keys()].sort();
    for (const name of names)
        for (const [path, text] of (0,_baseline_dashboard_dashboard_data_js__WEBPACK_IMPORTED_MODULE_7__/* .dashboardFiles */ ._)(name, gates.get(name)))
            await write(`${name}/${path}`, text);
    await write('index.html', (0,_baseline_dashboard_dashboard_page_js__WEBPACK_IMPORTED_MODULE_11__/* .dashboardIndex */ .X)(names));
    return `The dashboard of ${(0,_format_numbers_js__WEBPACK_IMPORTED_MODULE_14__/* .plural */ .LS)(names.length, 'gate')} (${names.join(', ')}) ${from}; open it in a browser:\n${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(out, 'index.html')}\n`;
}
/** Each gate's history files on the data branch (by path in its folder). */
function fromBranch(cwd, branch, remote) {
    const sha = branchCommit(cwd, branch, remote);
    const paths = git(cwd, ['ls-tree', '-r', '-z', '--name-only', sha]).toString('utf8');
    const wanted = paths.split('\0').filter((path) => {
        const match = /^([^/]+)\/(history\.json|history\/.+\.json)$/.exec(path);
        return match && !(0,_report_report_js__WEBPACK_IMPORTED_MODULE_12__/* .gateNameProblem */ .K)(match[1]);
    });
    const gates = new Map();
    for (const [path, text] of readBlobs(cwd, sha, wanted)) {
        const name = path.slice(0, path.indexOf('/'));
        const files = gates.get(name) ?? gates.set(name, new Map()).get(name);
        files.set(path.slice(name.length + 1), text);
    }
    for (const [name, files] of gates)
        if (!files.has('history.json'))
            gates.delete(name);
    if (gates.size === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`view: ${branch} at ${sha.slice(0, 7)} holds no gate's history (a folder with history.json): is it the data branch? Pass it with --branch (the input baseline-branch).`);
    return { gates, from: `on ${branch} at ${sha.slice(0, 7)}` };
}
/** A local run's report as its gate's first record: its history files. */
async function fromReport(cwd, path) {
    const report = await (0,_report_report_file_js__WEBPACK_IMPORTED_MODULE_10__/* .readReportFile */ .$h)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(cwd, path), path);
    const sha = report.commit.sha ?? '0'.repeat(40);
    const file = (0,_baseline_stored_files_js__WEBPACK_IMPORTED_MODULE_9__/* .baselineFileOf */ .lE)(report, sha);
    const cases = new Map(file.cases.map((c) => [c.id, c.ap]));
    const history = {
        schemaVersion: 1,
        entries: (0,_baseline_history_file_js__WEBPACK_IMPORTED_MODULE_8__/* .compactEntries */ .o_)([(0,_baseline_history_file_js__WEBPACK_IMPORTED_MODULE_8__/* .historyEntryOf */ .ag)(file, report.audit)]),
    };
    const texts = new Map([
        ['history.json', JSON.stringify(history)],
        ['history/cases/0/0.json', JSON.stringify((0,_baseline_history_file_js__WEBPACK_IMPORTED_MODULE_8__/* .historyCasesOf */ .XZ)([], sha, cases))],
    ]);
    return { gates: new Map([[report.name, texts]]), from: `of the run in ${path}` };
}
/** The mark view leaves in the folder it makes: it replaces only a folder that has it. */
const MARK = '.made-by-context-precision-view';
/**
 * `.context-precision/dashboard/` made afresh: never through a symbolic link (a clone may commit
 * `.context-precision` as one, pointing anywhere), and never over a folder view did not make.
 */
async function ownFolder(cwd) {
    await (0,_files_contained_path_js__WEBPACK_IMPORTED_MODULE_6__/* .refuseLinks */ .UA)(cwd, [VIEW_FOLDER], 'view');
    const out = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(cwd, VIEW_FOLDER);
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(out) && !(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(out, MARK)))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`view: ${out} exists and view did not make it; view replaces only its own folder: move it away`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(out, { recursive: true, force: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(out, { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(out, MARK), '');
    return out;
}
function viewArgs(argv) {
    try {
        const { values } = (0,node_util__WEBPACK_IMPORTED_MODULE_4__.parseArgs)({
            args: [...argv],
            options: {
                branch: { type: 'string' },
                remote: { type: 'string' },
                report: { type: 'string' },
            },
            strict: true,
            allowPositionals: false,
        });
        return {
            branch: values.branch ?? _config_options_js__WEBPACK_IMPORTED_MODULE_13__/* .INPUT_DEFAULTS */ .WJ['baseline-branch'],
            remote: values.remote ?? 'origin',
            report: values.report,
        };
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`view: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(error)}; it takes --branch <data branch> and --remote <remote>, or --report <report.json> (see --help)`);
    }
}
/** The data branch's commit: the local branch, else the remote's copy of it. */
function branchCommit(cwd, branch, remote) {
    git(cwd, ['rev-parse', '--git-dir']);
    for (const ref of [`refs/heads/${branch}`, `refs/remotes/${remote}/${branch}`]) {
        try {
            return git(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
                .toString()
                .trim();
        }
        catch {
            // Not here: the next.
        }
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`view: this clone has neither a branch ${branch} nor ${remote}/${branch}. Fetch it first (git fetch ${remote} ${branch}), or name the data branch with --branch and its remote with --remote.\n` +
        `No such branch yet? The action makes it: its first record (a push of the workflow to the default branch, record: auto) creates ${branch} with the history and the dashboard. ` +
        `Until then, see the dashboard of a local run: context-precision-gate view --report .context-precision/report.json (docs/dashboard.md).`);
}
/** Files at `sha` (`git cat-file --batch`), by path. */
function readBlobs(cwd, sha, paths) {
    const output = git(cwd, ['cat-file', '--batch'], paths.map((path) => `${sha}:${path}\n`).join(''));
    const texts = new Map();
    let at = 0;
    for (const path of paths) {
        const end = output.indexOf(10, at);
        const size = Number(/ blob (\d+)$/.exec(output.subarray(at, end).toString())?.[1]);
        if (!Number.isInteger(size))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`view: could not read ${path} at ${sha}`);
        texts.set(path, output.subarray(end + 1, end + 1 + size).toString('utf8'));
        at = end + 1 + size + 1;
    }
    return texts;
}
function git(cwd, args, input) {
    try {
        return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', ['-c', 'core.hooksPath=/dev/null', ...args], {
            cwd,
            input,
            maxBuffer: 1 << 30,
            stdio: ['pipe', 'pipe', 'pipe'],
        });
    }
    catch (error) {
        if (args[0] === 'rev-parse' && args[1] === '--verify')
            throw error;
        const stderr = String(error.stderr ?? '').trim();
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`view: git ${args[0]} failed in ${cwd}: ${stderr || (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(error)}. Run view inside a clone of the repository.`);
    }
}


/***/ })

};
