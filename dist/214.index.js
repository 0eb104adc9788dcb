export const id = 214;
export const ids = [214];
export const modules = {

/***/ 4214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   describePromotion: () => (/* binding */ describePromotion),
/* harmony export */   promoteVerdicts: () => (/* binding */ promoteVerdicts)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _format_numbers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3613);
/* harmony import */ var _golden_label_writer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2859);





/**
 * Writes the LLM's verdicts of the chosen cases into their golden files as labels: those of an
 * LLM-judged case, and those of a labelled case's passages no label named (`judge-holes`). A
 * relevant verdict becomes grade 1 and a not relevant one grade 0 in `relevant` (labels already
 * there win), and `labelled` says who decided: the reviewer, or `llm:<model>`. So a reviewed case
 * is judged by labels from then on (deterministic, free). Each file keeps its format, comments and
 * order: JSONL changes the case's line only, JSON and YAML are edited in place.
 */
async function promoteVerdicts(report, cwd, { only, reviewer, now }) {
    const wanted = only ? new Set(only) : undefined;
    const unknown = [...(wanted ?? [])].filter((id) => !report.cases.some((c) => c.id === id));
    if (unknown.length > 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`promote: the report has no case ${unknown.map((id) => `"${id}"`).join(', ')}`);
    const labelled = { by: reviewer ?? `llm:${report.model ?? 'unknown'}`, at: (0,_golden_label_writer_js__WEBPACK_IMPORTED_MODULE_3__/* .dateOf */ .Q)(now) };
    const skipped = [];
    const byFile = new Map();
    for (const c of report.cases) {
        if (wanted && !wanted.has(c.id))
            continue;
        const judged = c.contexts.filter((x) => c.judge === 'llm' || x.judge === 'llm');
        if (judged.length === 0) {
            if (wanted)
                skipped.push(`"${c.id}": already judged by labels`);
            continue;
        }
        if (c.error !== null) {
            skipped.push(`"${c.id}": the judge failed on it (${c.error})`);
            continue;
        }
        const file = c.source.replace(/:\d+$/, '');
        const verdicts = new Map(judged.map((x) => [x.id, x.relevant ? 1 : 0]));
        byFile.set(file, (byFile.get(file) ?? new Map()).set(c.id, { verdicts, labelled }));
    }
    const promoted = [];
    for (const [file, cases] of byFile) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, file);
        let text;
        try {
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
        }
        catch {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`promote: cannot read ${file}, where the report says case "${[...cases.keys()][0]}" is defined`);
        }
        const { text: next, found } = (0,_golden_label_writer_js__WEBPACK_IMPORTED_MODULE_3__/* .withLabels */ .I)(text, file, cases);
        const missing = [...cases.keys()].filter((id) => !found.has(id));
        for (const id of missing)
            skipped.push(`"${id}": not found in ${file} (edited since the report was made?)`);
        if (found.size === 0)
            continue;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(path, next, 'utf8');
        promoted.push({ file, ids: [...cases.keys()].filter((id) => found.has(id)) });
    }
    return { promoted, skipped };
}
function describePromotion(result) {
    const lines = result.promoted.map((p) => `labelled ${(0,_format_numbers_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(p.ids.length, 'case')} in ${p.file}: ${p.ids.join(', ')}`);
    if (result.promoted.length === 0)
        lines.push('nothing to promote');
    for (const skipped of result.skipped)
        lines.push(`skipped ${skipped}`);
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 2859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ withLabels),
/* harmony export */   Q: () => (/* binding */ dateOf)
/* harmony export */ });
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9547);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(jsonc_parser__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _files_source_records_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6805);
/* harmony import */ var _files_source_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5384);
/* harmony import */ var _golden_cases_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5488);






/** `labelled.at`: the day. */
const dateOf = (now) => now.toISOString().slice(0, 10);
/**
 * The `relevant` a record gets: its labels as `{ id: grade }` (a list's ids as grade 1), then each
 * verdict on an id no label names yet (in `relevant` or `irrelevant`): labels always win, unless
 * the verdicts were decided by a reviewer (then theirs do, and `irrelevant` loses those ids).
 */
function nextLabels(record, { verdicts, decided }) {
    const { relevant, irrelevant } = (record ?? {});
    const listed = Array.isArray(irrelevant) ? irrelevant.map(String) : [];
    const entries = (Array.isArray(relevant)
        ? relevant.map((id) => [String(id), 1])
        : relevant !== null && typeof relevant === 'object'
            ? Object.entries(relevant)
            : []).filter(([id]) => !(decided && verdicts.has(id)));
    const named = new Set([...entries.map(([id]) => id), ...(decided ? [] : listed)]);
    for (const [id, grade] of verdicts)
        if (!named.has(id))
            entries.push([id, grade]);
    const kept = listed.filter((id) => !(decided && verdicts.has(id)));
    return {
        relevant: Object.fromEntries(entries),
        ...(kept.length < listed.length && { irrelevant: kept }),
    };
}
/**
 * The golden file's text with `relevant` and `labelled` set on the cases given, and which of them
 * were found. Format, comments and order are kept: JSONL changes the case's line only, JSON and
 * YAML are edited in place; a byte order mark (which scoring accepts) stays. `promote` and a
 * review in the pull request both write through it.
 */
function withLabels(bomText, file, cases) {
    const bom = bomText === (0,_files_source_text_js__WEBPACK_IMPORTED_MODULE_4__/* .stripBom */ .F8)(bomText) ? '' : '\uFEFF';
    const text = (0,_files_source_text_js__WEBPACK_IMPORTED_MODULE_4__/* .stripBom */ .F8)(bomText);
    const found = new Set();
    const promotionOf = (record) => {
        const id = (0,_golden_cases_js__WEBPACK_IMPORTED_MODULE_5__/* .idOfRecord */ .gp)(record);
        const promotion = id === undefined ? undefined : cases.get(id);
        if (id === undefined || !promotion)
            return undefined;
        found.add(id);
        return { ...nextLabels(record, promotion), labelled: promotion.labelled };
    };
    const edited = (next) => ({ text: bom + next, found });
    switch ((0,_files_source_records_js__WEBPACK_IMPORTED_MODULE_3__/* .formatOf */ .be)(file)) {
        case 'jsonl': {
            const lines = text.split('\n').map((line) => {
                if (line.trim() === '')
                    return line;
                const value = JSON.parse(line);
                const fields = promotionOf(value);
                if (!fields)
                    return line;
                return JSON.stringify({ ...value, ...fields }) + (line.endsWith('\r') ? '\r' : '');
            });
            return edited(lines.join('\n'));
        }
        case 'json': {
            const root = JSON.parse(text);
            const inCases = !Array.isArray(root) && root !== null && typeof root === 'object';
            const items = (inCases ? root.cases : root);
            let next = text;
            items.forEach((item, index) => {
                const fields = promotionOf(item);
                for (const [field, value] of Object.entries(fields ?? {})) {
                    const path = [...(inCases ? ['cases'] : []), index, field];
                    const edits = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.modify)(next, path, value, {
                        formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' },
                    });
                    next = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.applyEdits)(next, edits);
                }
            });
            return edited(next);
        }
        case 'yaml': {
            const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_1__.parseDocument)(text);
            const root = doc.contents;
            const items = (0,yaml__WEBPACK_IMPORTED_MODULE_1__.isSeq)(root) ? root : (0,yaml__WEBPACK_IMPORTED_MODULE_1__.isMap)(root) ? root.get('cases', true) : undefined;
            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__.isSeq)(items))
                return edited(text);
            for (const item of items.items) {
                if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__.isMap)(item))
                    continue;
                const fields = promotionOf(item.toJSON?.());
                for (const [field, value] of Object.entries(fields ?? {})) {
                    // The comment after the value it replaces (`relevant: [a] # why`) stays.
                    const node = doc.createNode(value, { flow: true });
                    node.comment = item.get(field, true)?.comment;
                    item.set(field, node);
                }
            }
            return edited(doc.toString());
        }
        default:
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`promote: ${file} is not a .json, .jsonl or .yaml file`);
    }
}


/***/ })

};
