export const id = 939;
export const ids = [939];
export const modules = {

/***/ 2939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hideInitialEnvironment: () => (/* binding */ hideInitialEnvironment)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _retrieval_retriever_command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1978);


/**
 * The retriever command gets no variable HIDDEN_FROM_RETRIEVER names in its own environment, but
 * on Linux any process of the same user can read another's INITIAL environment from
 * `/proc/<pid>/environ` (`cat /proc/$PPID/environ` from the retriever), and deleting a variable
 * from `process.env` does not change that copy: it is the block of memory the kernel filled at
 * exec. So this blanks their values in that block (what `/proc/self/environ`, and so other
 * processes, show), then sets them again in `process.env`, which keeps them in the heap, where
 * another process cannot read them (unless it may ptrace this one: see the README's threat model).
 * A process may write its own memory through `/proc/self/mem`. Linux only; elsewhere, or when
 * /proc is not writable, nothing changes and the reason is returned (undefined: hidden). Call it
 * first, before anything spawns a process.
 */
function hideInitialEnvironment() {
    const env = process.env;
    if (process.platform !== 'linux')
        return `not on Linux (${process.platform})`;
    const values = new Map();
    for (const [name, value] of Object.entries(env))
        if (value && _retrieval_retriever_command_js__WEBPACK_IMPORTED_MODULE_1__/* .HIDDEN_FROM_RETRIEVER */ .B5.test(name))
            values.set(name, value);
    if (values.size === 0)
        return undefined;
    let fd;
    try {
        // Fields 50 and 51 of /proc/self/stat: env_start and env_end (after "pid (comm) ").
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)('/proc/self/stat', 'latin1');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const start = Number(fields[47]);
        const end = Number(fields[48]);
        if (!Number.isSafeInteger(start) || !(end > start))
            return 'no environment block in /proc/self/stat';
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)('/proc/self/mem', 'r+');
        const block = Buffer.alloc(end - start);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, block, 0, block.length, start);
        for (let at = 0; at < block.length;) {
            const nul = block.indexOf(0, at);
            const stop = nul < 0 ? block.length : nul;
            const equals = block.indexOf(0x3d, at);
            if (equals > at && equals < stop) {
                const name = block.toString('utf8', at, equals);
                if (values.has(name))
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, Buffer.alloc(stop - equals - 1), 0, stop - equals - 1, start + equals + 1);
            }
            at = stop + 1;
        }
    }
    catch (error) {
        return error instanceof Error ? error.message : String(error);
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        // getenv() read the blanked block: the values go back, into memory of the heap.
        for (const [name, value] of values)
            env[name] = value;
    }
    return undefined;
}


/***/ })

};
