export const id = 944;
export const ids = [944];
export const modules = {

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
