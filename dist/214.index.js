export const id = 214;
export const ids = [214];
export const modules = {

/***/ 4214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   describePromotion: () => (/* binding */ describePromotion),
/* harmony export */   promoteVerdicts: () => (/* binding */ promoteVerdicts)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _files_contained_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7368);
/* harmony import */ var _files_source_records_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6805);
/* harmony import */ var _flags_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5377);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3916);
/* harmony import */ var _format_numbers_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3613);
/* harmony import */ var _golden_label_writer_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2859);









/**
 * Writes the LLM's verdicts of the chosen cases into their golden files as labels: those of an
 * LLM-judged case, and those of a labelled case's passages no label named (`judge-holes`). A
 * relevant verdict becomes grade 1 and a not relevant one grade 0 in `relevant` (labels already
 * there win), and `labelled` says who decided: the reviewer, or `llm:<model>`. So a reviewed case
 * is judged by labels from then on (deterministic, free). Each file keeps its format, comments and
 * order: JSONL changes the case's line only, JSON and YAML are edited in place.
 */
async function promoteVerdicts(report, cwd, { only, reviewer, now, golden }) {
    const wanted = only ? new Set(only) : undefined;
    const unknown = [...(wanted ?? [])].filter((id) => !report.cases.some((c) => c.id === id));
    if (unknown.length > 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UserError */ .yo(`promote: the report has no case ${unknown.map((id) => `"${id}"`).join(', ')}`);
    const labelled = { by: reviewer ?? `llm:${report.model ?? 'unknown'}`, at: (0,_golden_label_writer_js__WEBPACK_IMPORTED_MODULE_7__/* .dateOf */ .Q)(now) };
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
        // A context that said where it comes from becomes a passage label: it survives re-chunking.
        const placed = (x) => x.origin?.start !== undefined && x.origin.end !== undefined;
        const verdicts = new Map(judged.filter((x) => !placed(x)).map((x) => [x.id, x.relevant ? 1 : 0]));
        const passages = judged.filter(placed).map(({ origin, relevant }) => ({
            ...origin,
            grade: relevant ? 1 : 0,
        }));
        const promotion = { verdicts, labelled, ...(passages.length > 0 && { passages }) };
        byFile.set(file, (byFile.get(file) ?? new Map()).set(c.id, promotion));
    }
    // Every file checked before any is written.
    const writable = await goldenFiles(cwd, golden);
    const paths = new Map();
    for (const [file, cases] of byFile)
        paths.set(file, await writable(file, [...cases.keys()][0]));
    const promoted = [];
    for (const [file, cases] of byFile) {
        const path = paths.get(file);
        let text;
        try {
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(path, 'utf8');
        }
        catch {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UserError */ .yo(`promote: cannot read ${file}, where the report says case "${[...cases.keys()][0]}" is defined`);
        }
        const { text: next, found } = await (0,_golden_label_writer_js__WEBPACK_IMPORTED_MODULE_7__/* .withLabels */ .I)(text, file, cases);
        const missing = [...cases.keys()].filter((id) => !found.has(id));
        for (const id of missing)
            skipped.push(`"${id}": not found in ${file} (edited since the report was made?)`);
        if (found.size === 0)
            continue;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(path, next, 'utf8');
        promoted.push({ file, ids: [...cases.keys()].filter((id) => found.has(id)) });
    }
    return { promoted, skipped };
}
/**
 * Where promote may write: a golden file (.json, .jsonl, .yaml) inside the repository (the working
 * tree's root; links followed) and, with `golden`, one that its patterns name. A report is data a
 * run wrote, or anyone: the file it names is checked, never trusted.
 */
async function goldenFiles(cwd, golden) {
    let root = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(cwd);
    while (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, '.git')) && (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(root) !== root)
        root = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(root);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, '.git')))
        root = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(cwd);
    const realRoot = await (0,_files_contained_path_js__WEBPACK_IMPORTED_MODULE_3__/* .realPathOf */ .dN)(root);
    const named = golden ? await (0,_flags_js__WEBPACK_IMPORTED_MODULE_5__/* .realPathsNamed */ ._I)(golden, cwd, 'golden') : undefined;
    return async (file, caseId) => {
        const path = await (0,_files_contained_path_js__WEBPACK_IMPORTED_MODULE_3__/* .realPathOf */ .dN)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(cwd, file));
        const golden = (0,_files_source_records_js__WEBPACK_IMPORTED_MODULE_4__/* .formatOf */ .be)(file) !== undefined;
        if (golden && (0,_files_contained_path_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(path, realRoot) && (!named || named.has(path)))
            return path;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UserError */ .yo(`promote: the report says case "${caseId}" is defined in "${file}", which is ${!golden ? 'not a golden file (.json, .jsonl, .yaml)' : !(0,_files_contained_path_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(path, realRoot) ? `outside the repository (${root})` : 'not one of the --golden files'}; promote writes only the repository's golden files: was the report made in another repository, or changed? Nothing was written`);
    };
}
function describePromotion(result) {
    const lines = result.promoted.map((p) => `labelled ${(0,_format_numbers_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(p.ids.length, 'case')} in ${p.file}: ${p.ids.join(', ')}`);
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
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _files_source_records_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6805);
/* harmony import */ var _files_source_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5384);
/* harmony import */ var _golden_cases_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1014);







const samePlace = (a, b) => a.source === b.source && a.start === b.start && a.end === b.end;
/** `labelled.at`: the day. */
const dateOf = (now) => now.toISOString().slice(0, 10);
/**
 * The `relevant` a record gets: its labels as `{ id: grade }` (a list's ids as grade 1), then each
 * verdict on an id no label names yet (in `relevant` or `irrelevant`): labels always win, unless
 * the verdicts were decided by a reviewer (then theirs do, and `irrelevant` loses those ids).
 */
function nextLabels(record, { verdicts, decided, passages = [] }) {
    const { relevant, irrelevant, passages: placed } = (record ?? {});
    const had = Array.isArray(placed) ? placed : [];
    // A reviewer's decision replaces the passage of the same place; promote's never does.
    const stay = decided ? had.filter((h) => !passages.some((p) => samePlace(h, p))) : had;
    const added = passages.filter((p) => !stay.some((h) => samePlace(h, p)));
    const listed = Array.isArray(irrelevant) ? irrelevant.map(String) : [];
    const entries = (0,_golden_cases_js__WEBPACK_IMPORTED_MODULE_6__/* .gradesOf */ .EF)(relevant).filter(([id]) => !(decided && verdicts.has(id)));
    const named = new Set([...entries.map(([id]) => id), ...(decided ? [] : listed)]);
    for (const [id, grade] of verdicts)
        if (!named.has(id))
            entries.push([id, grade]);
    const kept = listed.filter((id) => !(decided && verdicts.has(id)));
    return {
        // Only passages decided: `relevant` stays as written.
        ...((verdicts.size > 0 || (added.length === 0 && passages.length === 0)) && {
            relevant: Object.fromEntries(entries),
        }),
        ...(kept.length < listed.length && { irrelevant: kept }),
        ...(added.length > 0 && { passages: [...stay, ...added] }),
    };
}
/**
 * The golden file's text with `relevant` and `labelled` set on the cases given, and which of them
 * were found. Format, comments and order are kept: JSONL changes the case's line only, JSON and
 * YAML are edited in place; a byte order mark (which scoring accepts) stays. `promote` and a
 * review in the pull request both write through it. The file is read as scoring reads it.
 */
async function withLabels(bomText, file, cases) {
    const records = await recordsOf(file, (0,_files_source_text_js__WEBPACK_IMPORTED_MODULE_5__/* .stripBom */ .F8)(bomText));
    const found = new Set();
    const fields = records.map(({ value }) => {
        const id = (0,_golden_cases_js__WEBPACK_IMPORTED_MODULE_6__/* .idOfRecord */ .gp)(value);
        const promotion = id === undefined ? undefined : cases.get(id);
        if (id === undefined || !promotion)
            return undefined;
        found.add(id);
        return { ...nextLabels(value, promotion), labelled: promotion.labelled };
    });
    const text = rewrite(bomText, file, records, fields);
    // Read back before it replaces the file: it loads, and each case has the labels meant for it.
    const meant = labelsByCase(records.map(({ value }, i) => ({ ...value, ...fields[i] })));
    let after;
    try {
        after = labelsByCase((await recordsOf(file, (0,_files_source_text_js__WEBPACK_IMPORTED_MODULE_5__/* .stripBom */ .F8)(text))).map((r) => r.value));
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`promote: ${file}: the labels written would leave it unreadable (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error).split('\n')[0]}); the file is left as it was`);
    }
    for (const [id, labels] of meant)
        if (!(0,node_util__WEBPACK_IMPORTED_MODULE_1__.isDeepStrictEqual)(labels, after.get(id)))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`promote: ${file}: writing the labels would lose labels of case "${id}" (a YAML anchor or merge the writer cannot keep?); the file is left as it was: write its labels by hand`);
    return { text, found };
}
/** A golden file's records, read as scoring reads them. */
const recordsOf = (file, text) => (0,_files_source_records_js__WEBPACK_IMPORTED_MODULE_4__/* .readSourceRecords */ .K3)(file, file, 'cases', text);
/** Each case's labels as scoring reads them (`id=grade`, passages as JSON), by case id. */
function labelsByCase(values) {
    const byCase = new Map();
    for (const value of values) {
        const id = (0,_golden_cases_js__WEBPACK_IMPORTED_MODULE_6__/* .idOfRecord */ .gp)(value);
        if (id === undefined)
            continue;
        const { relevant, irrelevant, passages } = value;
        const graded = (0,_golden_cases_js__WEBPACK_IMPORTED_MODULE_6__/* .gradesOf */ .EF)(relevant).map(([x, g]) => `${x}=${String(g)}`);
        const zero = Array.isArray(irrelevant) ? irrelevant.map((x) => `${String(x)}=0`) : [];
        const placed = Array.isArray(passages) ? passages.map((x) => JSON.stringify(x)) : [];
        byCase.set(id, [...graded, ...zero, ...placed]);
    }
    return byCase;
}
/** The file's text with `fields` set on its records (none: the record is left as it is). */
function rewrite(bomText, file, records, fields) {
    const bom = bomText === (0,_files_source_text_js__WEBPACK_IMPORTED_MODULE_5__/* .stripBom */ .F8)(bomText) ? '' : '\uFEFF';
    const text = (0,_files_source_text_js__WEBPACK_IMPORTED_MODULE_5__/* .stripBom */ .F8)(bomText);
    const edited = (next) => bom + next;
    switch ((0,_files_source_records_js__WEBPACK_IMPORTED_MODULE_4__/* .formatOf */ .be)(file)) {
        case 'jsonl': {
            const lines = text.split('\n');
            records.forEach(({ value, line }, index) => {
                const old = lines[line - 1];
                const set = fields[index];
                if (set)
                    lines[line - 1] =
                        JSON.stringify({ ...value, ...set }) + (old.endsWith('\r') ? '\r' : '');
            });
            return edited(lines.join('\n'));
        }
        case 'json': {
            const inCases = !text.trimStart().startsWith('[');
            let next = text;
            fields.forEach((set, index) => {
                for (const [field, value] of Object.entries(set ?? {})) {
                    const path = [...(inCases ? ['cases'] : []), index, field];
                    const edits = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.modify)(next, path, value, {
                        formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' },
                    });
                    next = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.applyEdits)(next, edits);
                }
            });
            return edited(next);
        }
        default: {
            // Read as scoring reads it (merge keys, aliases resolved), so the labels a case has from a
            // merge key or an alias are the ones kept: the case's own field is written whole.
            const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_2__.parseDocument)(text, { merge: true, uniqueKeys: true });
            const root = doc.contents;
            const items = ((0,yaml__WEBPACK_IMPORTED_MODULE_2__.isSeq)(root) ? root : root.get('cases', true));
            items.items.forEach((item, index) => {
                const record = records[index];
                for (const [field, value] of Object.entries(fields[index] ?? {})) {
                    const old = item.get(field, true);
                    if (old?.anchor)
                        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`promote: ${file}:${record.lineOf([field])}: case "${(0,_golden_cases_js__WEBPACK_IMPORTED_MODULE_6__/* .idOfRecord */ .gp)(record.value)}": its "${field}" is the anchor &${old.anchor}, which other cases may share; labels are not written into shared YAML: give the case its own "${field}"`);
                    // The comment after the value it replaces (`relevant: [a] # why`) stays.
                    const node = doc.createNode(value, { flow: true });
                    node.comment = old?.comment;
                    item.set(field, node);
                }
            });
            return edited(doc.toString());
        }
    }
}


/***/ })

};
