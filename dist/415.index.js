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
/* harmony import */ var _baseline_baseline_store_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1963);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _github_branch_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8673);
/* harmony import */ var _github_octokit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6702);
/* harmony import */ var _baseline_ref_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1679);





/** owner/repo from a GitHub remote URL (https, ssh or scp-like), or undefined. */
function repoOfRemote(url) {
    const match = /^(?:https?:\/\/|ssh:\/\/)?(?:[^@/]+@)?[^/:]+[/:]([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url.trim());
    return match ? { owner: match[1], repo: match[2] } : undefined;
}
/**
 * The verdicts main has recorded (this gate's verdicts on the data branch), read with a token from the repository of the `origin` remote: a local run starts from them and asks the judge
 * only about what main has not seen. Read only; nothing is written.
 */
async function defaultBranchVerdicts(token, options, { cwd, env, octokit: tuning, }, log) {
    let remote;
    try {
        remote = await (0,_baseline_ref_js__WEBPACK_IMPORTED_MODULE_4__/* .git */ .$)(['remote', 'get-url', 'origin'], cwd);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`github-token: cannot tell the repository: "git remote get-url origin" failed in ${cwd} (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error).split('\n')[0]})`);
    }
    const repo = repoOfRemote(remote);
    if (!repo)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`github-token: the origin remote "${remote}" is not a GitHub repository URL`);
    const octokit = (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .createOctokit */ .Qi)(token, log, {
        ...tuning,
        baseUrl: env.GITHUB_API_URL,
    });
    const store = new _baseline_baseline_store_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubBaselineStore */ .I(new _github_branch_files_js__WEBPACK_IMPORTED_MODULE_2__/* .BranchFiles */ .A(octokit, repo, options.baselineBranch), options.name);
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
