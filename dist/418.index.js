export const id = 418;
export const ids = [418];
export const modules = {

/***/ 8993:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ dashboardFiles)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _history_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4102);
/* harmony import */ var _report_html_html_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8841);
/* harmony import */ var _stored_layout_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2347);




/**
 * A gate's dashboard data (`NAME/dashboard/`), derived from its history on the data branch, as
 * script files the page loads with `<script src>` (so it opens the same from disk as from Pages):
 * - `entries/<sha>.js`: history.json's entries (each with the file of its per-case AP) in chunks
 *   of about CHUNK_MEAN (`chunksOf`), each written once, however long the history;
 * - `summary.js`: the chunks' names, the newest chunk's entries, and the grid: the cases that
 *   moved most over the newest GRID_COMMITS commits, each with its AP where it changed;
 * - `cases/<b>/<n>.js`: the per-case AP of `history/cases/<b>/<n>.json` (what changed since the
 *   file before, and one slice of the cases; see history-file.ts), written once: a commit's case
 *   table is its own file applied over the ones before it, back to a file of every case or
 *   HISTORY_SLICES files (its entry's `cases`: "from-to").
 * Each file calls `cpgDashboard(its path from the branch root, data)`. Case ids are kept in
 * arrays, never as object keys (a key `__proto__` would be lost in a script's object literal).
 */
const GRID_COMMITS = 100;
const GRID_CASES = 50;
const CHUNK_MEAN = 16;
const CHUNK_MAX = 64;
/**
 * The dashboard's files for gate `name`, from the gate folder's files (paths relative to it); its
 * case files already written there (`dashboard/cases/…`) are kept as they are: each is written once.
 */
function dashboardFiles(name, texts) {
    const out = new Map();
    const script = (path, data) => out.set(`dashboard/${path}`, scriptOf(`${name}/dashboard/${path}`, data));
    const files = (0,_history_file_js__WEBPACK_IMPORTED_MODULE_1__/* .historyCaseFiles */ .AU)(texts, name);
    // The file (index) of an entry: the last one with its sha (a commit recorded again).
    const last = new Map(files.map(({ file }, i) => [file.sha, i]));
    const fileOf = (entry) => last.get(entry.sha);
    const heads = files.map((f) => f.file);
    // An entry as the page gets it: the history entry and where its per-case AP is.
    const withFile = (entry) => {
        const at = fileOf(entry);
        return {
            ...entry,
            ...(at !== undefined && { cases: `${files[(0,_history_file_js__WEBPACK_IMPORTED_MODULE_1__/* .windowStart */ .Nf)(heads, at)].n}-${files[at].n}` }),
        };
    };
    const entries = (0,_stored_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .storedFile */ .Oy)(texts, name, 'history.json', _history_file_js__WEBPACK_IMPORTED_MODULE_1__/* .historyFileSchema */ .et)?.entries ?? [];
    for (const { n, file } of files) {
        const path = `cases/${Math.floor(n / 100)}/${n}.js`;
        const kept = texts.get(`dashboard/${path}`);
        if (kept !== undefined)
            out.set(`dashboard/${path}`, kept);
        else
            script(path, {
                sha: file.sha,
                // AP to 4 decimals: the page shows 2; the data stays small.
                cases: Object.entries(file.cases).map(([id, ap]) => [id, (0,_history_file_js__WEBPACK_IMPORTED_MODULE_1__/* .rounded */ .Wf)(ap, 4)]),
                ...(file.removed && { removed: file.removed }),
            });
    }
    const chunks = chunksOf(entries.map(withFile));
    // Each file's entries with their settings only where they change, as history.json writes them.
    const open = (0,_history_file_js__WEBPACK_IMPORTED_MODULE_1__/* .compactEntries */ .o_)(chunks.pop()?.entries ?? []);
    for (const chunk of chunks)
        script(`entries/${chunk.name}.js`, (0,_history_file_js__WEBPACK_IMPORTED_MODULE_1__/* .compactEntries */ .o_)(chunk.entries));
    const shown = entries.slice(-GRID_COMMITS);
    script('summary.js', {
        chunks: chunks.map((chunk) => chunk.name),
        entries: open,
        grid: { size: shown.length, cases: movedCases(shown, files, fileOf) },
    });
    return out;
}
/**
 * Entries in chunks whose ends depend on the entries alone, not on their count from the first:
 * a chunk starts at an entry whose sha hashes to 0 mod CHUNK_MEAN (about one in 16), or after
 * CHUNK_MAX entries. So a record adds to the newest chunk only, and one that drops the oldest
 * entry rewrites the oldest chunk (and, where that one was cut at CHUNK_MAX, the ones up to the
 * next start). Named by 12 hex of the first entry's sha's hash (`-2` on a repeat): a file name
 * whatever a hand-edited history.json says a sha is.
 */
function chunksOf(entries) {
    const chunks = [];
    const names = new Map();
    for (const entry of entries) {
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(entry.sha).digest();
        const last = chunks.at(-1);
        if (last && last.entries.length < CHUNK_MAX && hash.readUInt32BE(0) % CHUNK_MEAN !== 0) {
            last.entries.push(entry);
            continue;
        }
        const name = hash.toString('hex', 4, 10);
        const seen = (names.get(name) ?? 0) + 1;
        names.set(name, seen);
        chunks.push({ name: seen === 1 ? name : `${name}-${seen}`, entries: [entry] });
    }
    return chunks;
}
/**
 * A grid row as written: `n, AP` pairs, flat (n: the column's case file number), where the AP
 * differs from the column before (null: not recorded). A column without a case file is not recorded.
 */
function changesOf(aps, numbers) {
    const changes = [];
    let last;
    aps.forEach((ap, i) => {
        const n = numbers[i];
        if (n === null || n === undefined || ap === last)
            return;
        changes.push(n, ap);
        last = ap;
    });
    return changes;
}
/** `cpgDashboard("path", data);`, its JSON inert anywhere in a page (`scriptJson`). */
function scriptOf(path, data) {
    return `cpgDashboard(${(0,_report_html_html_text_js__WEBPACK_IMPORTED_MODULE_2__/* .scriptJson */ .eC)(path)}, ${(0,_report_html_html_text_js__WEBPACK_IMPORTED_MODULE_2__/* .scriptJson */ .eC)(data)});\n`;
}
/**
 * The grid: over `entries` (commit order), the GRID_CASES cases whose AP moved most (the sum of
 * the changes between neighbouring commits; ties by id), each with its AP where it changed
 * (`changesOf`). A commit's cases are its file's window applied in order (historyCasesAt).
 */
function movedCases(entries, files, fileOf) {
    const at = entries.map(fileOf);
    const heads = files.map((f) => f.file);
    const tables = at.map((i) => (i === undefined ? null : (0,_history_file_js__WEBPACK_IMPORTED_MODULE_1__/* .historyCasesAt */ .Lh)(heads.slice(0, i + 1))));
    const moved = new Map();
    tables.forEach((table, i) => {
        const before = tables[i - 1];
        if (!table || !before)
            return;
        for (const [id, ap] of table) {
            const was = before.get(id); // absent on either side: counts nothing
            if (was !== undefined && was !== ap)
                moved.set(id, (moved.get(id) ?? 0) + Math.abs(ap - was));
        }
    });
    const top = [...moved].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, GRID_CASES);
    // A column by its entry's case file number, never its place: a record adds to a row's end.
    const numbers = at.map((i) => (i === undefined ? null : files[i].n));
    return top.map(([id]) => [
        id,
        // To 2 decimals, as the page shows them: a row changes where the page would.
        changesOf(tables.map((t) => (t?.has(id) ? (0,_history_file_js__WEBPACK_IMPORTED_MODULE_1__/* .rounded */ .Wf)(t.get(id), 2) : null)), numbers),
    ]);
}


/***/ }),

/***/ 26:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ dashboardNames),
/* harmony export */   X: () => (/* binding */ dashboardIndex)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(737);
/* harmony import */ var _report_report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8850);
/* harmony import */ var _report_html_html_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8841);
/* harmony import */ var _report_html_page_style_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5251);
/* harmony import */ var _report_html_page_script_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5759);





/** Marks index.html as the dashboard's (a root index.html without it is not ours to replace). */
const DASHBOARD_MARK = '<meta name="generator" content="context-precision-gate dashboard">';
/** The dashboard's own rules, after the report's style (its colours, light and dark). */
const STYLE = `
header { display: flex; gap: 16px; align-items: baseline; flex-wrap: wrap; }
nav a { margin-right: 10px; }
nav a[aria-current] { font-weight: 600; text-decoration: none; color: inherit; }
svg .point { cursor: pointer; }
#changes button { background: none; border: 0; padding: 0; color: var(--blue); cursor: pointer; text-align: left; font: inherit; }
.scroll { overflow-x: auto; }
table.grid { font-size: 12px; }
table.grid td, table.grid thead th[data-index] { width: 12px; min-width: 12px; height: 16px; padding: 0; border-color: Canvas; }
table.grid thead th[data-index] { height: 10px; cursor: pointer; background: var(--line); }
table.grid tbody th { padding-right: 8px; white-space: nowrap; max-width: 280px; overflow: hidden; text-overflow: ellipsis; font-weight: normal; }
#case-table { margin-top: 8px; }
#case-table tbody th { font-weight: normal; }
caption { text-align: left; color: var(--muted); }
#case-table td.down { color: var(--red); }
#case-table td.up { color: var(--green); }
`;
/**
 * The data branch's `index.html`: the dashboard of every valid gate name given (a link each),
 * the page's style and script inline, each gate's data loaded from `NAME/dashboard/` when shown.
 * Nothing comes from the network. Names are inlined as JSON with `<` escaped (`scriptJson`).
 */
function dashboardIndex(names) {
    const listed = [...new Set(names.filter((n) => !(0,_report_report_js__WEBPACK_IMPORTED_MODULE_0__/* .gateNameProblem */ .K)(n)))].sort();
    return `${(0,_report_html_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .pageStart */ .q)(DASHBOARD_MARK, 'Context precision: drift dashboard', STYLE)}
<header><h1>Context precision</h1><nav id="names" aria-label="Gates"></nav></header>
<p id="status" role="status"></p>
<section><h2>Over the recorded commits</h2><div id="charts"></div></section>
<section><h2>Changes of judge, settings and golden set</h2><ul id="changes"></ul></section>
<section><h2>Cases that moved</h2><div id="grid"></div></section>
<section id="commit"><h2 id="commit-title"></h2>
<label>Commit <select id="commit-select"></select></label>
<label>Filter by case id <input id="case-filter" type="search"></label>
<table id="case-table"></table></section>
<script id="cpg-names" type="application/json">${(0,_report_html_html_text_js__WEBPACK_IMPORTED_MODULE_1__/* .scriptJson */ .eC)(listed)}</script>
<script>${(0,_report_html_page_script_js__WEBPACK_IMPORTED_MODULE_2__/* .pageScript */ .$)('dashboard')}</script>
</body>
</html>
`;
}
/** The names an index.html of ours lists (null: the file is not the dashboard's). */
function dashboardNames(indexHtml) {
    if (!indexHtml.includes(DASHBOARD_MARK))
        return null;
    const json = /<script id="cpg-names" type="application\/json">([^<]*)<\/script>/.exec(indexHtml);
    try {
        const names = namesSchema.safeParse(JSON.parse(json?.[1] ?? 'null'));
        return names.success ? names.data : null;
    }
    catch {
        return null;
    }
}
const namesSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().refine((n) => !(0,_report_report_js__WEBPACK_IMPORTED_MODULE_0__/* .gateNameProblem */ .K)(n)));


/***/ }),

/***/ 4102:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ historyCaseFiles),
/* harmony export */   Dc: () => (/* binding */ HISTORY_LIMIT),
/* harmony export */   Fp: () => (/* binding */ HISTORY_SLICES),
/* harmony export */   H$: () => (/* binding */ mergeHistory),
/* harmony export */   Lh: () => (/* binding */ historyCasesAt),
/* harmony export */   Nf: () => (/* binding */ windowStart),
/* harmony export */   Wf: () => (/* binding */ rounded),
/* harmony export */   XZ: () => (/* binding */ historyCasesOf),
/* harmony export */   ag: () => (/* binding */ historyEntryOf),
/* harmony export */   et: () => (/* binding */ historyFileSchema),
/* harmony export */   o_: () => (/* binding */ compactEntries)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(737);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8532);
/* harmony import */ var _files_source_record_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9782);
/* harmony import */ var _compare_comparable_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5289);
/* harmony import */ var _score_average_precision_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3048);
/* harmony import */ var _shard_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1265);






/** `history.json` on the data branch: one entry per recorded commit (drift over time). */
const historyEntrySchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    sha: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    recordedAt: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    score: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig(),
    /** The metrics beside MAP, by name: their means (none when no case has any). */
    metrics: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()).optional(),
    /** Mean context tokens per case (o200k_base; none without counts). */
    contextTokens: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().optional(),
    ..._compare_comparable_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .comparableSettingsSchema */ .R.shape,
    /** The golden set's fingerprint (ids and definitions): a change is marked on the dashboard. */
    golden: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    /** Recorded by a judge drift audit (`mode: audit`, `record: true`): the drift chart marks it. */
    audit: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ sampled: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig(), flipped: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig(), flipRate: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().nullable() })
        .optional(),
});
/**
 * The settings an entry of history.json carries only when they differ from the entry before it
 * (the first carries them all): most records change none, and every record uploads the file whole.
 */
const SETTINGS = ['scale', 'model', 'promptVersion', 'k', 'denominator', 'golden'];
const storedEntrySchema = historyEntrySchema.partial(Object.fromEntries(SETTINGS.map((field) => [field, true])));
/** history.json: read with each entry's settings carried forward from the entries before it. */
const historyFileSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ schemaVersion: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(1), entries: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(storedEntrySchema) })
    .transform(({ schemaVersion, entries }, ctx) => {
    const full = [];
    for (const [i, entry] of entries.entries()) {
        const before = full.at(-1);
        const carried = before && Object.fromEntries(SETTINGS.map((field) => [field, before[field]]));
        const parsed = historyEntrySchema.safeParse({ ...carried, ...entry });
        if (!parsed.success) {
            ctx.addIssue({
                code: 'custom',
                path: ['entries', i],
                message: `${SETTINGS.join(', ')} missing (the first entry has them all; a later one only those that changed)`,
            });
            return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
        }
        full.push(parsed.data);
    }
    return { schemaVersion, entries: full };
});
/** history.json's entries as written: each setting only where it differs from the entry before. */
function compactEntries(entries) {
    return entries.map((entry, i) => {
        const before = entries[i - 1];
        if (!before)
            return entry;
        const same = (field) => JSON.stringify(entry[field]) === JSON.stringify(before[field]);
        return Object.fromEntries(Object.entries(entry).filter(([field]) => !SETTINGS.some((s) => s === field && same(s))));
    });
}
/** A value to `digits` decimals: 6 for a mean or an AP in the summary files (the case rows keep it exact). */
const rounded = (value, digits = 6) => Math.round(value * 10 ** digits) / 10 ** digits;
/**
 * `history/cases/<b>/<n>.json` (n counting up in record order, b = n / 100 rounded down): the
 * per-case AP of a recorded entry, one file an entry, never rewritten. The first has every case's;
 * each later one the cases whose AP changed since the file before it (`removed`: the ids it no
 * longer has) and every case of one slice (`slice`, by the id's hash, one in HISTORY_SLICES, the
 * next one each time): so any HISTORY_SLICES files in a row hold every case's value, and no
 * record writes them all.
 */
const historyCasesSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(1),
    sha: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    slice: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0).optional(),
    // One check of the whole object, as fast as a thousand files of 10,000 cases need (the record
    // and the dashboard read them all); JSON.parse keeps a case `__proto__` as an own key.
    cases: zod__WEBPACK_IMPORTED_MODULE_4__/* .custom */ .IeY((cases) => (0,_files_source_record_js__WEBPACK_IMPORTED_MODULE_6__/* .isObject */ .G)(cases) && Object.values(cases).every((ap) => typeof ap === 'number'), 'an object of case id → AP (numbers)'),
    removed: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).optional(),
});
/** The `history/cases/<b>/<n>.json` among the files of the folder `where`, in order of n (as recorded). */
function historyCaseFiles(texts, where) {
    const files = [];
    for (const [path, text] of texts) {
        const n = /^history\/cases\/\d+\/(\d+)\.json$/.exec(path)?.[1];
        if (n === undefined)
            continue;
        const file = (0,_shard_files_js__WEBPACK_IMPORTED_MODULE_3__/* .parseStored */ .Tw)(text, `${where}/${path}`, historyCasesSchema);
        files.push({ n: Number(n), path, file });
    }
    return files.sort((a, b) => a.n - b.n);
}
const HISTORY_SLICES = 20;
const sliceOf = (id) => Number.parseInt((0,_shard_files_js__WEBPACK_IMPORTED_MODULE_3__/* .caseKey */ .u2)(id).slice(0, 8), 16) % HISTORY_SLICES;
/** The first file (index) the table at `at` is read from: a file of every case, or HISTORY_SLICES back. */
function windowStart(files, at) {
    let from = at;
    while (from > 0 && at - from < HISTORY_SLICES - 1 && files[from].slice !== undefined)
        from -= 1;
    return from;
}
/**
 * Every case's AP after the files so far (oldest first), their window applied in order; null when
 * the window reaches neither a file of every case nor HISTORY_SLICES files back.
 */
function historyCasesAt(files) {
    const from = windowStart(files, files.length - 1);
    if (files.length === 0 || (files[from].slice !== undefined && files.length < HISTORY_SLICES))
        return null;
    const values = new Map();
    for (const file of files.slice(from)) {
        for (const id of file.removed ?? [])
            values.delete(id);
        for (const [id, ap] of Object.entries(file.cases))
            values.set(id, ap);
    }
    return values;
}
/** History entries kept: the newest ones; older ones are dropped when recording, and the log says so. */
const HISTORY_LIMIT = 1000;
function historyEntryOf(file, audit) {
    const { sha, recordedAt, score, k, denominator, scale, model, promptVersion } = file;
    const metrics = (0,_score_average_precision_js__WEBPACK_IMPORTED_MODULE_2__/* .metricMeans */ .rB)(file.cases);
    const tokens = file.cases.flatMap((c) => c.contextTokens === undefined ? [] : [c.contextTokens]);
    const means = Object.entries(metrics).map(([name, mean]) => [name, rounded(mean)]);
    return {
        sha,
        recordedAt,
        score: rounded(score),
        ...(means.length > 0 && { metrics: Object.fromEntries(means) }),
        ...(tokens.length > 0 && { contextTokens: rounded((0,_score_average_precision_js__WEBPACK_IMPORTED_MODULE_2__/* .sortedMean */ .bN)(tokens)) }),
        k,
        denominator,
        scale,
        model,
        promptVersion,
        golden: goldenFingerprint(file.cases),
        ...(audit && {
            audit: { sampled: audit.sampled, flipped: audit.flipped, flipRate: audit.flipRate },
        }),
    };
}
/** The golden set's fingerprint: sha256 over each case's id and definition, sorted (12 hex). */
function goldenFingerprint(cases) {
    const lines = cases.map((c) => `${c.id}\0${c.definition.hash}`).sort();
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(lines.join('\n')).digest('hex').slice(0, 12);
}
/**
 * Adds (or, for a commit recorded again, replaces in its place) our entry; entries stay in commit
 * order, never in clock order: a new commit's entry is the newest, an ancestor of the baseline's
 * commit goes just before the entry of `before` (see placeBefore). Past HISTORY_LIMIT entries,
 * the oldest go, and are said (`dropped`: how many, and their dates).
 */
function mergeHistory(current, entry, before = null) {
    const stored = current?.entries ?? [];
    const again = stored.findIndex((e) => e.sha === entry.sha);
    const entries = stored.filter((e) => e.sha !== entry.sha);
    const at = again >= 0 ? again : before ? entries.findIndex((e) => e.sha === before) : -1;
    entries.splice(at < 0 ? entries.length : at, 0, entry);
    const gone = entries.splice(0, Math.max(0, entries.length - HISTORY_LIMIT));
    return {
        history: { schemaVersion: 1, entries },
        dropped: gone.length > 0
            ? {
                count: gone.length,
                from: gone[0].recordedAt,
                to: gone.at(-1).recordedAt,
            }
            : null,
    };
}
/** The file of `sha`'s per-case AP after the files so far (oldest first). */
function historyCasesOf(files, sha, cases) {
    const before = historyCasesAt(files);
    if (!before)
        return { schemaVersion: 1, sha, cases: Object.fromEntries(cases) };
    const slice = ((files.at(-1)?.slice ?? -1) + 1) % HISTORY_SLICES;
    // fromEntries, not `written[id] = ap`: an id `__proto__` would set the prototype, and be lost.
    const written = Object.fromEntries([...cases].filter(([id, ap]) => before.get(id) !== ap || sliceOf(id) === slice));
    const removed = [...before.keys()].filter((id) => !cases.has(id));
    return {
        schemaVersion: 1,
        sha,
        slice,
        cases: written,
        ...(removed.length > 0 && { removed }),
    };
}


/***/ }),

/***/ 2347:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ir: () => (/* binding */ parseFolder),
/* harmony export */   Oy: () => (/* binding */ storedFile),
/* harmony export */   X9: () => (/* binding */ caseRowsOf),
/* harmony export */   XF: () => (/* binding */ storedBaseline),
/* harmony export */   Y_: () => (/* binding */ changedFiles)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _history_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4102);
/* harmony import */ var _shard_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1265);
/* harmony import */ var _compare_compare_baseline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4488);
/* harmony import */ var _stored_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9778);
/* harmony import */ var _verdict_shards_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4074);






/** The files under `prefix/`, relative to it. */
function under(files, prefix) {
    const found = new Map();
    for (const [path, text] of files)
        if (path.startsWith(`${prefix}/`))
            found.set(path.slice(prefix.length + 1), text);
    return found;
}
/** The rows under `cases/` of a folder's files (paths relative to it), by caseKey, and their shards' depth. */
const caseRowsOf = (texts, where) => (0,_shard_files_js__WEBPACK_IMPORTED_MODULE_2__/* .rowsOf */ .RO)(under(texts, 'cases'), `${where}/cases`, _compare_compare_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .caseRowSchema */ .us, (row) => (0,_shard_files_js__WEBPACK_IMPORTED_MODULE_2__/* .caseKey */ .u2)(row.id));
/** A file of the folder `where` (`branch:NAME`), validated, or null when it has none. */
function storedFile(texts, where, file, schema) {
    const text = texts.get(file);
    return text === undefined ? null : (0,_shard_files_js__WEBPACK_IMPORTED_MODULE_2__/* .parseStored */ .Tw)(text, `${where}/${file}`, schema);
}
/** The whole folder, validated; `where` names it (`branch:NAME`). */
function parseFolder(texts, where) {
    const cases = caseRowsOf(texts, where);
    const baseline = storedBaseline(texts, where, cases.rows);
    return {
        texts,
        /** The rows under `cases/` (by caseKey) and their shards' depth. */
        cases,
        baseline,
        /** The baseline's own record (pending when the record that made it could not name its commit). */
        pinned: baseline && storedFile(texts, where, `commits/${baseline.sha}.json`, _stored_files_js__WEBPACK_IMPORTED_MODULE_4__/* .commitRecordSchema */ .oO),
        history: storedFile(texts, where, 'history.json', _history_file_js__WEBPACK_IMPORTED_MODULE_1__/* .historyFileSchema */ .et),
        historyCases: (0,_history_file_js__WEBPACK_IMPORTED_MODULE_1__/* .historyCaseFiles */ .AU)(texts, where),
        index: storedFile(texts, where, 'commits.json', _stored_files_js__WEBPACK_IMPORTED_MODULE_4__/* .commitsIndexSchema */ .i2),
        verdicts: (0,_verdict_shards_js__WEBPACK_IMPORTED_MODULE_5__/* .verdictStoreOf */ .Ob)(under(texts, 'verdicts'), `${where}/verdicts`),
    };
}
/**
 * baseline.json's cases, in its order, with their rows under `cases/` (by caseKey, read when not given; a
 * case without one is damage), or null when the folder has no baseline.json.
 */
function storedBaseline(texts, where, rows) {
    const head = storedFile(texts, where, 'baseline.json', _stored_files_js__WEBPACK_IMPORTED_MODULE_4__/* .baselineJsonSchema */ .dt);
    if (!head)
        return null;
    const byKey = rows ?? caseRowsOf(texts, where).rows;
    const cases = head.cases.map(({ id }) => {
        const row = byKey.get((0,_shard_files_js__WEBPACK_IMPORTED_MODULE_2__/* .caseKey */ .u2)(id));
        if (!row)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`baseline store: ${where}/baseline.json names case "${id}", which has no row under cases/ (${_shard_files_js__WEBPACK_IMPORTED_MODULE_2__/* .DAMAGED */ .Ax})`);
        return row;
    });
    return { ...head, cases };
}
/** `{ head…, "field": [` one item a line `] }`: small diffs, one line per case or entry. */
function listedJson(head, field, items) {
    const top = JSON.stringify(head, null, 1);
    const open = Object.keys(head).length > 0 ? `${top.slice(0, -2)},\n` : '{\n';
    return `${open} ${JSON.stringify(field)}: [\n${items.map((i) => `  ${JSON.stringify(i)}`).join(',\n')}\n ]\n}\n`;
}
/** The files a plan changes (path relative to the folder → text, or null to delete). */
function changedFiles(folder, plan) {
    const changes = new Map();
    const put = (path, text) => {
        if ((folder.texts.get(path) ?? null) !== text)
            changes.set(path, text);
    };
    for (const [path, text] of (0,_verdict_shards_js__WEBPACK_IMPORTED_MODULE_5__/* .changedVerdictFiles */ .ZT)(folder.verdicts, plan.verdicts))
        changes.set(`verdicts/${path}`, text);
    const { record } = plan;
    if (record?.replaces) {
        const { cases, ...head } = record.file;
        put('baseline.json', listedJson(head, 'cases', cases.map(({ id, ap }) => ({ id, ap: (0,_history_file_js__WEBPACK_IMPORTED_MODULE_1__/* .rounded */ .Wf)(ap) }))));
        const rows = new Map(cases.map((row) => [(0,_shard_files_js__WEBPACK_IMPORTED_MODULE_2__/* .caseKey */ .u2)(row.id), row]));
        for (const [path, text] of (0,_shard_files_js__WEBPACK_IMPORTED_MODULE_2__/* .changedShards */ .A6)(folder.cases, rows, _shard_files_js__WEBPACK_IMPORTED_MODULE_2__/* .ROWS_PER_SHARD */ .Fj.cases))
            changes.set(`cases/${path}`, text);
    }
    if (record) {
        const caseFiles = folder.historyCases;
        const { entries, ...head } = record.history;
        put('history.json', listedJson(head, 'entries', (0,_history_file_js__WEBPACK_IMPORTED_MODULE_1__/* .compactEntries */ .o_)(entries)));
        // Per-case files go with their entries, but for the ones the oldest kept is read back with.
        const kept = new Set(entries.map((e) => e.sha));
        const first = caseFiles.findIndex(({ file }) => kept.has(file.sha));
        const from = first < 0 ? caseFiles.length : Math.max(0, first - _history_file_js__WEBPACK_IMPORTED_MODULE_1__/* .HISTORY_SLICES */ .Fp + 1);
        for (const { path } of caseFiles.slice(0, from))
            put(path, null);
        const n = (caseFiles.at(-1)?.n ?? -1) + 1;
        const cases = new Map(record.file.cases.map((c) => [c.id, c.ap]));
        const file = (0,_history_file_js__WEBPACK_IMPORTED_MODULE_1__/* .historyCasesOf */ .XZ)(caseFiles.map((f) => f.file), record.file.sha, cases);
        put(`history/cases/${Math.floor(n / 100)}/${n}.json`, `${JSON.stringify(file)}\n`);
        put('commits.json', `${JSON.stringify(record.index, null, 1)}\n`);
        commitRecordFiles(folder, record, plan.head, put);
        for (const gone of record.dropped)
            put(`commits/${gone}.json`, null);
    }
    return changes;
}
/** The per-commit records a record writes: its own, and the pending one of the baseline it read. */
function commitRecordFiles(folder, { file, replaces }, parent, put) {
    // The baseline at the head, made so by a record that could not name its own commit: its rows
    // are `cases/` at the head (the record reads the folder there).
    const { baseline, pinned } = folder;
    if (baseline && pinned?.pending && parent && !(replaces && file.sha === baseline.sha)) {
        const { changed, ...head } = pinned;
        // No longer pending (JSON leaves an undefined field out).
        const text = listedJson({ ...head, parent, pending: undefined }, 'changed', changed);
        put(`commits/${baseline.sha}.json`, text);
    }
    const { cases, ...recorded } = file;
    const before = new Map((folder.baseline?.cases ?? []).map((row) => [row.id, row]));
    const ids = new Set(cases.map((row) => row.id));
    // A new baseline's rows are the ones written under cases/ now: none copied here.
    const changed = replaces
        ? []
        : cases.filter((row) => JSON.stringify(before.get(row.id)) !== JSON.stringify(row));
    const removed = replaces ? [] : [...before.keys()].filter((id) => !ids.has(id));
    const head = { ...recorded, parent: replaces ? null : (parent ?? null), removed };
    put(`commits/${file.sha}.json`, listedJson(replaces ? { ...head, pending: true } : head, 'changed', changed));
}


/***/ })

};
