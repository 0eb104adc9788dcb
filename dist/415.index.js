export const id = 415;
export const ids = [415];
export const modules = {

/***/ 4415:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   defaultBranchVerdicts: () => (/* binding */ defaultBranchVerdicts),
/* harmony export */   repoOfRemote: () => (/* binding */ repoOfRemote)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _baseline_baseline_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(107);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _github_branch_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1609);
/* harmony import */ var _github_octokit_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6702);






const run = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile);
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
async function defaultBranchVerdicts(token, options, { cwd, env, octokit: tuning, }, log) {
    let remote;
    try {
        remote = (await run('git', ['remote', 'get-url', 'origin'], { cwd })).stdout;
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`github-token: cannot tell the repository: "git remote get-url origin" failed in ${cwd} (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error).split('\n')[0]})`);
    }
    const repo = repoOfRemote(remote);
    if (!repo)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`github-token: the origin remote "${remote.trim()}" is not a GitHub repository URL`);
    const octokit = (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_5__/* .createOctokit */ .Qi)(token, log, {
        ...tuning,
        baseUrl: env.GITHUB_API_URL,
    });
    const store = new _baseline_baseline_store_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubBaselineStore */ .I(new _github_branch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .BranchFiles */ .A(octokit, repo, options.baselineBranch), options.name);
    const stored = await store.load();
    for (const warning of stored.warnings)
        log(`warning: ${warning}`);
    return async (keys) => {
        const verdicts = await stored.verdicts(keys);
        log(`Read ${verdicts.size} recorded verdicts from ${repo.owner}/${repo.repo}:${options.baselineBranch}/${options.name}.`);
        return verdicts;
    };
}


/***/ })

};
