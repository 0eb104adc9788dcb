export const id = 908;
export const ids = [908];
export const modules = {

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


/***/ }),

/***/ 908:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/gate/gate-outcome.ts
var gate_outcome = __webpack_require__(5913);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/baseline/baseline-store.ts + 1 modules
var baseline_store = __webpack_require__(1963);
;// CONCATENATED MODULE: ./src/baseline/record-policy.ts
/**
 * `record: auto` records on a push to the default branch; `true` records on any other event;
 * a pull request (or merge queue) run never writes, whatever the input says (its code is not
 * trusted, and it is not main).
 * A drift audit (`mode: audit`) stores nothing unless `record: true` asks it to adopt its verdicts.
 */
function decideRecording(input, event, mode = 'gate') {
    // A merge queue run gates like a pull request: its commit is not on the default branch yet.
    if (event.eventName.startsWith('pull_request') || event.eventName === 'merge_group') {
        return { record: false, why: `a ${event.eventName} run never records` };
    }
    if (input === 'false')
        return { record: false, why: 'record is false' };
    if (input === 'true')
        return { record: true, why: 'record is true' };
    if (mode === 'audit')
        return {
            record: false,
            why: 'mode audit stores nothing unless record is true (then it adopts the re-judged verdicts)',
        };
    const onDefault = event.defaultBranch !== undefined && event.ref === `refs/heads/${event.defaultBranch}`;
    if (event.eventName === 'push' && onDefault)
        return { record: true, why: `a push to ${event.defaultBranch}` };
    return {
        record: false,
        why: `record is auto and this is not a push to the default branch (${event.eventName} on ${event.ref || 'no ref'})`,
    };
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/format/numbers.ts
var numbers = __webpack_require__(3613);
// EXTERNAL MODULE: ./src/baseline/store-types.ts
var store_types = __webpack_require__(926);
// EXTERNAL MODULE: ./src/baseline/stored-files.ts
var stored_files = __webpack_require__(9778);
// EXTERNAL MODULE: ./src/baseline/history-file.ts
var history_file = __webpack_require__(4102);
// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/baseline/record-run.ts






/**
 * The stored baseline (as compare reads it, with the note when it is not of the run's base),
 * history and verdicts. No baseline yet is a note. A baseline that exists but cannot be read fails
 * the run (`mode: audit` only warns): a PR must not pass because the gate could not compare it. A
 * history or verdict store that cannot be read is a warning.
 */
async function loadStored(store, where, log, base, now = new Date()) {
    if (!store)
        return (0,store_types/* emptyStoredState */.s)();
    let stored;
    try {
        stored = await store.load(base);
    }
    catch (error) {
        const problem = `Could not read the baseline on ${where.baselineBranch}/${where.name}: ${(0,errors/* errorMessage */.gJ)(error)}`;
        if (where.mode === 'audit') {
            log.warning(`${problem}\n(audit mode: going on without a baseline.)`);
            return (0,store_types/* emptyStoredState */.s)();
        }
        // GitHub out of reach is no damaged file: the advice is the network's, not the file's.
        const advice = (0,github_octokit/* saysUnreachable */.$3)(problem)
            ? 'Re-run the job once the runner can reach GitHub.'
            : "Re-run the job if GitHub was failing; if the file is damaged, restore it from the data branch's history (or delete it: the next push to the default branch records a new one).";
        throw new errors/* UserError */.yo(`${problem}\nThe gate does not pass a run it cannot compare with the baseline. ${advice}`);
    }
    for (const warning of stored.warnings)
        log.warning(warning);
    log.info(stored.baseline
        ? `Baseline: ${stored.baseline.score.toFixed(4)} from ${stored.baseline.sha.slice(0, 7)}${stored.baseline.sha === base ? ` (this run's base)` : ''}.`
        : `No baseline on ${where.baselineBranch}/${where.name} yet.`);
    const note = stored.baseline && (0,stored_files/* baseNote */.qk)(base, stored.baseline, now);
    if (note)
        log.info(`Baseline: ${note}.`);
    const asked = base && { base: { sha: base, ...(note && { note }) } };
    // A verdict store that cannot be read is a warning: the judge is asked again.
    const verdicts = async (keys) => {
        try {
            const found = await stored.verdicts(keys);
            if (keys.size > 0)
                log.info(`Stored verdicts: ${found.size} of the ${keys.size} this run may reuse.`);
            return found;
        }
        catch (error) {
            log.warning(`${(0,store_types/* oneLine */.T)(error)}; going on without the stored verdicts (the judge is asked again).`);
            return new Map();
        }
    };
    return { ...stored, baseline: stored.baseline && { ...stored.baseline, ...asked }, verdicts };
}
/**
 * Records on the data branch when due. A run in which the judge failed on a case keeps the
 * baseline and history as they were (only the verdicts that came back are stored) and fails.
 */
async function recordIfDue(run, log) {
    const { decision, store, report, sha } = run;
    // No token: the store is off, as the run said once already.
    if (!store) {
        log.info('Recording: no (github-token is empty: the baseline store is off).');
        return;
    }
    log.info(`Recording: ${decision.record ? 'yes' : 'no'} (${decision.why}).`);
    if (!decision.record)
        return;
    const where = `${run.where.baselineBranch}/${run.where.name}`;
    const result = await store.record(report, sha, run.usedVerdicts, run.now);
    if (result.droppedHistory) {
        const { count, from, to } = result.droppedHistory;
        const dates = from === to ? `recorded ${from}` : `${from} to ${to}`;
        log.info(`History on ${where}: dropped the ${(0,numbers/* plural */.LS)(count, 'oldest entry', 'oldest entries')} (${dates}) to keep the newest ${history_file/* HISTORY_LIMIT */.Dc}.`);
    }
    if (!result.baseline) {
        const ids = report.cases.flatMap((c) => (c.error === null ? [] : [c.id]));
        const message = `The judge failed on ${(0,numbers/* plural */.LS)(ids.length, 'case')} (${(0,numbers/* quotedList */.p4)(ids)}): the baseline on ${where} was NOT replaced and no history entry was added (a baseline from a failed judge would hide every later drop). ${result.commit ? 'The verdicts that did come back were stored. ' : ''}Fix the judge (see the errors above) and re-run this job to record ${sha.slice(0, 7)}.`;
        if (report.mode === 'audit')
            log.warning(`${message} (audit mode: not failing)`);
        else
            log.setFailed(message);
        return;
    }
    const short = sha.slice(0, 7);
    if (!result.commit)
        log.info(`The baseline for ${short} on ${where} was already recorded; nothing to change.`);
    else if (!result.baseline.replace)
        log.info(`Kept the baseline on ${where}: ${result.baseline.why}. Stored ${short}'s history entry and its own record (for pull requests based on it) in one commit (${result.commit.slice(0, 7)}); the history has ${(0,numbers/* plural */.LS)(result.historyEntries, 'entry', 'entries')}.`);
    else
        log.info(`Recorded the baseline for ${short} on ${where} (${result.baseline.why}) in one commit (${result.commit.slice(0, 7)}); the history has ${(0,numbers/* plural */.LS)(result.historyEntries, 'entry', 'entries')}.`);
}

// EXTERNAL MODULE: ./src/config/options.ts + 2 modules
var config_options = __webpack_require__(2375);
// EXTERNAL MODULE: ./src/engine.ts + 10 modules
var engine = __webpack_require__(2036);
// EXTERNAL MODULE: ./src/files/contained-path.ts
var contained_path = __webpack_require__(7368);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/format/log-safe.ts
var log_safe = __webpack_require__(5035);
// EXTERNAL MODULE: ./src/format/plain-text.ts
var plain_text = __webpack_require__(179);
// EXTERNAL MODULE: ./src/report/regression-cause.ts
var regression_cause = __webpack_require__(2631);
// EXTERNAL MODULE: ./src/report/shown-cases.ts
var shown_cases = __webpack_require__(8715);
// EXTERNAL MODULE: ./src/report/view.ts
var view = __webpack_require__(4153);
;// CONCATENATED MODULE: ./src/report/annotations.ts





/** GitHub shows at most 10 annotations of a kind per step; the rest are dropped unseen. */
const MAX_ANNOTATIONS = 10;
/**
 * One warning per regressed case, at the line of its golden file where the case is defined,
 * worst first (orderCases), at most `limit`. Cases defined outside the workspace are left out:
 * GitHub could not show them.
 */
function regressionAnnotations(report, workspace, limit = MAX_ANNOTATIONS) {
    return (0,shown_cases/* orderCases */.o$)(report.cases.filter((c) => c.change === 'regressed'))
        .flatMap((c) => {
        const at = locateSource(c.source, workspace);
        const title = `Context precision fell: case ${quoted(c.id)}`;
        return at ? [{ level: 'warning', ...at, title, message: regressionMessage(c, report) }] : [];
    })
        .slice(0, limit);
}
/** `AP 1.00 → 0.33 (−0.67): "x", new at rank 1, pushed the relevant passages down`: what cost it most. */
function regressionMessage(c, report) {
    const ap = (0,view/* apChange */.uS)(c, report.scale);
    const culprit = c.culprits?.[0];
    return culprit ? `${ap}: ${(0,regression_cause/* culpritText */.F7)(culprit, report.k, quoted)}` : ap;
}
/**
 * One error per problem of a bad-input error that names its file and line (`path:line: …`, the
 * form every input error takes), in the error's order, at most `limit`. Problems in files outside
 * the workspace, or without a line, are left out (the failing message lists them all anyway).
 */
function inputErrorAnnotations(error, workspace, limit = MAX_ANNOTATIONS) {
    const [summary = ''] = error.message.split('\n');
    const problems = error.details.length > 0 ? error.details : [summary];
    const title = error.details.length > 0 ? summary : 'Context precision gate: the input is not valid';
    return problems
        .flatMap((problem) => {
        const match = /^(.+?:\d+): (.+)$/s.exec(problem);
        const at = match && locateSource(match[1], workspace);
        return at ? [{ level: 'error', ...at, title, message: match[2] }] : [];
    })
        .slice(0, limit);
}
/**
 * A case's `source` (`file:line`) as a file relative to the workspace and a line. The file name
 * may itself hold ':', so the line is what follows the last one. Undefined when the file is not
 * in the workspace (or is the workspace itself).
 */
function locateSource(source, workspace) {
    const at = /^(.+):(\d+)$/s.exec(source);
    const line = Number(at?.[2]);
    if (!at || line < 1)
        return undefined;
    const file = at[1];
    const inside = (0,external_node_path_.isAbsolute)(file) ? (0,external_node_path_.relative)(workspace, file) : (0,external_node_path_.normalize)(file);
    if (inside === '' || inside === '.' || (0,external_node_path_.isAbsolute)(inside))
        return undefined;
    if (inside === '..' || inside.startsWith(`..${external_node_path_.sep}`))
        return undefined;
    return { file: inside.split(external_node_path_.sep).join('/'), line };
}
/** A case or context id as an annotation writes it: quoted, and cut to 80 characters. */
const quoted = (id) => JSON.stringify((0,plain_text/* shorten */.ml)(id, 80));

// EXTERNAL MODULE: ./src/timing/clock.ts
var clock = __webpack_require__(184);
;// CONCATENATED MODULE: ./src/github/action-io.ts




/**
 * github-token's default in action.yml, as written. A runner evaluates it; @github/local-action
 * fills an input left empty with the default as written, so this text stands for "no token given"
 * there (docs/local-action.md): read as '' (no GitHub), not sent to GitHub as a token.
 */
const UNEVALUATED_TOKEN = '${{ github.token }}';
function actionsIo() {
    return {
        /** An input (`with:`) by name, trimmed; '' when not given. */
        input: (name) => {
            const value = core.getInput(name);
            return name === 'github-token' && value === UNEVALUATED_TOKEN ? '' : value;
        },
        /** The job's environment: GITHUB_* (the event, the repository, the files), RUNNER_TEMP, keys. */
        env: process.env,
        cwd: process.cwd(),
        clock: clock/* systemClock */.m,
        /** GitHub client settings (the API's URL comes from GITHUB_API_URL in `env`). */
        octokit: {},
        info: (message) => core.info(message),
        warning: (message, at) => core.warning(message, at ?? {}),
        error: (message, at) => core.error(message, at ?? {}),
        /** An error, and the step fails (exit code 1) when the run ends. */
        setFailed: (message) => core.setFailed(message),
        /** Masked in the runner's log. */
        setSecret: (secret) => core.setSecret(secret),
        setOutput: (name, value) => core.setOutput(name, value),
        /** Appends to the job summary (only called when GITHUB_STEP_SUMMARY is set). */
        appendSummary: async (markdown) => {
            await core.summary.addRaw(markdown).write();
        },
    };
}
/** The run's log on the runner's sinks, redacted and inert (log-safe.ts), counting the warnings against GitHub's 10. */
function createRunLog(sink, redactor) {
    let warnings = 0;
    // Every line printed is redacted, then made inert for the runner (no workflow commands).
    const shown = (text) => (0,log_safe/* logSafe */.s)(redactor.text(text));
    return {
        info: (message) => sink.info(shown(message)),
        warning: (message) => {
            warnings += 1;
            sink.warning(shown(message));
        },
        setFailed: (message) => sink.setFailed(shown(message)),
        /** A check annotation at a file's line (title and message redacted too). */
        annotate: ({ level, file, line, title, message }) => sink[level](shown(message), {
            file: redactor.text(file),
            startLine: line,
            title: shown(title),
        }),
        /** How many annotations GitHub still shows: it shows the first 10 warnings of a step. */
        annotationRoom: () => Math.max(0, MAX_ANNOTATIONS - warnings),
    };
}

// EXTERNAL MODULE: ./src/github/branch-files.ts
var branch_files = __webpack_require__(8673);
// EXTERNAL MODULE: ./src/github/commit-order.ts
var commit_order = __webpack_require__(1623);
// EXTERNAL MODULE: ./src/timing/deadline.ts
var deadline = __webpack_require__(3960);
;// CONCATENATED MODULE: ./src/github/pr-comment.ts



/** The longest the comment (PR lookup, listing, writing) may take before it becomes a warning. */
const COMMENT_TOTAL_MS = 120_000;
/**
 * The sticky PR comment. Never throws and never fails the run: a comment that cannot be written
 * is a warning. Returns the comment's URL when one was written.
 */
async function publishComment(octokit, run, request, log, order, { totalMs = COMMENT_TOTAL_MS } = {}) {
    const pullNumber = request.prNumber ?? run.pullNumber;
    if (pullNumber === undefined) {
        log.info('Not a pull request (and no pr-number): no comment.');
        return undefined;
    }
    if (!octokit) {
        // Said once by the run (NO_TOKEN_NOTE): not warned again here.
        log.info('No PR comment: github-token is empty.');
        return undefined;
    }
    const write = async () => {
        const problem = await headProblem(octokit, run, pullNumber, request, order);
        if (problem)
            return { warning: problem };
        const sha = request.report.commit.sha;
        const head = sha && /^[0-9a-f]{40}$/.test(sha) ? { sha, order } : undefined;
        return upsertStickyComment(octokit, run.repo, pullNumber, request.bodies, head);
    };
    const timeout = () => new Error(`GitHub did not answer within ${(0,github_octokit/* seconds */.YA)(totalMs)}`);
    const outcome = await (0,deadline/* withDeadline */.N)(write(), totalMs, timeout).catch((error) => ({ warning: commentWarning(error, pullNumber) }));
    if ('warning' in outcome) {
        log.warning(outcome.warning);
        return undefined;
    }
    log.info(`PR comment ${outcome.action}: ${outcome.url}${outcome.removedDuplicates ? ` (${(0,numbers/* plural */.LS)(outcome.removedDuplicates, 'duplicate')} removed)` : ''}`);
    return outcome.url;
}
/**
 * Why not to comment, or undefined.
 *
 * A report published for a fork PR comes from an artifact the PR's code made: comment only when it
 * was made for that PR's current head commit and (on workflow_run) for the commit the triggering
 * run was for, so a tampered pr-number or commit cannot aim it at another PR.
 *
 * A run whose head is not the PR's current head does not comment (the PR moved on; the newer
 * head's run writes the comment). A head that descends from the one GitHub reports (GitHub's
 * answer lags) is this run's to write; a PR that cannot be looked up is commented on as before.
 * The head marker (upsertStickyComment) covers a newer head's comment written after this check,
 * but orders heads by ancestry only: after a force push, only this check holds.
 */
async function headProblem(octokit, run, pullNumber, { report, publishedReport }, order) {
    const ours = report.commit.sha;
    if (!ours && !publishedReport)
        return undefined;
    let current;
    try {
        current = await pullHead(octokit, run.repo, pullNumber);
    }
    catch (error) {
        if (!publishedReport)
            return undefined;
        return `Could not look up PR #${pullNumber} (${(0,github_octokit/* describeError */.Uc)(error)}): not commenting.`;
    }
    if (publishedReport) {
        const made = ours?.slice(0, 7) ?? 'an unknown commit';
        if (!ours || current !== ours)
            return `The report was made for ${made}, but PR #${pullNumber}'s head is ${current.slice(0, 7)}: not commenting.`;
        // Heads are public: the report must also be of the commit the triggering run was for, or a
        // fork's run could aim a forged report at another PR's head.
        if (run.eventName === 'workflow_run' && run.workflowRunHeadSha !== ours)
            return `The report says it was made for ${made} (PR #${pullNumber}'s head), but the workflow run that triggered this one was for ${run.workflowRunHeadSha?.slice(0, 7) ?? 'an unknown commit (the workflow_run event has no head_sha)'}: a report from another PR's run is not published. Not commenting.`;
        return undefined;
    }
    if (!ours || current === ours)
        return undefined;
    const ancestry = await order?.compare(current, ours).catch(() => undefined);
    if (ancestry?.status === 'ahead')
        return undefined;
    return `Not writing the context precision comment on PR #${pullNumber}: this run is for ${ours.slice(0, 7)}, but the PR's head is now ${current.slice(0, 7)} (a newer push; its run writes the comment). This run's check still counts for ${ours.slice(0, 7)}.`;
}
/**
 * The hidden line after the marker that says which head a comment was written for:
 * `<!-- context-precision-gate:NAME sha=… -->`.
 */
function headMarker(marker, sha) {
    return marker.replace(/ -->$/, ` sha=${sha} -->`);
}
/** The head a comment of ours says it was written for (only where we put it: right after the marker). */
function headOf(body, marker) {
    const second = body.slice(marker.length).split('\n', 2)[1] ?? '';
    const found = /^<!-- context-precision-gate:\S+ sha=([0-9a-f]{40}) -->$/.exec(second);
    return found && second === headMarker(marker, found[1]) ? found[1] : undefined;
}
/**
 * One sticky comment per PR and gate name: found by its marker among all comments (paginated)
 * written by a bot or by the token's own user, updated in place; duplicates left by a race
 * are deleted. What GitHub refuses is thrown, for publishComment to warn of.
 */
async function upsertStickyComment(octokit, repo, pullNumber, bodies, 
/**
 * The PR head the comment is for: a comment written for a head descending from it is kept,
 * unless this head is the PR's head again (a force push back).
 */
head) {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
        ...repo,
        issue_number: pullNumber,
        per_page: 100,
    });
    // The token's user, to recognise comments a PAT wrote; GITHUB_TOKEN cannot ask (its comments
    // come from a bot).
    const viewer = await octokit.rest.users.getAuthenticated().then(({ data }) => data.login, () => undefined);
    const ours = comments.filter((c) => (c.body ?? '').startsWith(bodies.marker) &&
        c.user !== null &&
        (c.user.type === 'Bot' || c.user.login === viewer));
    const [keep, ...duplicates] = ours;
    const theirs = keep && headOf(keep.body ?? '', bodies.marker);
    const ordered = head && theirs && theirs !== head.sha && head.order;
    if (ordered &&
        (await ordered.compare(head.sha, theirs)).status === 'ahead' &&
        (await pullHead(octokit, repo, pullNumber).catch(() => undefined)) !== head.sha)
        return {
            warning: `Not overwriting the context precision comment on PR #${pullNumber}: it was written for ${theirs.slice(0, 7)}, a newer head than this run's ${head.sha.slice(0, 7)}.`,
        };
    const toWrite = head ? withHead(bodies, head.sha) : bodies;
    const create = (body) => octokit.rest.issues.createComment({ ...repo, issue_number: pullNumber, body });
    // A comment deleted since it was listed (404 on the update): a new one takes its place.
    let action = keep ? 'updated' : 'created';
    const write = async (body) => {
        if (!keep || action === 'created')
            return create(body);
        try {
            return await octokit.rest.issues.updateComment({ ...repo, comment_id: keep.id, body });
        }
        catch (error) {
            if ((0,github_octokit/* statusOf */.c2)(error) !== 404)
                throw error;
            action = 'created';
            return create(body);
        }
    };
    // 422 (body too long or rejected): once more with the minimal body.
    const written = await write(toWrite.body).catch((error) => {
        if ((0,github_octokit/* statusOf */.c2)(error) !== 422)
            throw error;
        return write(toWrite.minimalBody);
    });
    for (const duplicate of duplicates) {
        await octokit.rest.issues
            .deleteComment({ ...repo, comment_id: duplicate.id })
            .catch(() => undefined);
    }
    return { url: written.data.html_url, action, removedDuplicates: duplicates.length };
}
async function pullHead(octokit, repo, pullNumber) {
    return (await octokit.rest.pulls.get({ ...repo, pull_number: pullNumber })).data.head.sha;
}
/** The bodies with the head line right after the marker. */
function withHead(bodies, sha) {
    const line = headMarker(bodies.marker, sha);
    const add = (body) => body.startsWith(bodies.marker)
        ? `${bodies.marker}\n${line}${body.slice(bodies.marker.length)}`
        : body;
    return { ...bodies, body: add(bodies.body), minimalBody: add(bodies.minimalBody) };
}
function commentWarning(error, pullNumber) {
    const status = (0,github_octokit/* statusOf */.c2)(error);
    const why = status === 403 || status === 404
        ? 'The token cannot write to this pull request: on a PR from a fork the token is read-only, and otherwise the job needs `permissions: pull-requests: write`. For fork PRs, post the comment from a second workflow on `workflow_run` with the `report` and `pr-number` inputs (see the README).'
        : 'The report is still in the job summary.';
    return `Could not write the context precision comment on PR #${pullNumber} (${(0,github_octokit/* describeError */.Uc)(error)}). ${why}`;
}

// EXTERNAL MODULE: ./src/files/expand-patterns.ts
var expand_patterns = __webpack_require__(4759);
// EXTERNAL MODULE: ./src/golden/label-writer.ts
var label_writer = __webpack_require__(2859);
// EXTERNAL MODULE: ./src/report/markdown/markdown-text.ts
var markdown_text = __webpack_require__(3289);
// EXTERNAL MODULE: ./src/report/review-line.ts
var review_line = __webpack_require__(95);
;// CONCATENATED MODULE: ./src/github/review-commands.ts


/**
 * The commands of a comment, one per line (a line that starts with `/context-precision`), and the
 * lines among them that are not commands (quoted by their number). Other lines are prose.
 */
function parseReviewCommands(body) {
    const commands = [];
    const malformed = [];
    body.split(/\r?\n/).forEach((raw, index) => {
        const line = raw.trim();
        const [prefix, verb, caseId, ...passages] = line.split(/\s+/);
        if (prefix !== review_line/* REVIEW_PREFIX */.m)
            return;
        if ((verb === 'accept' || verb === 'reject') && caseId && passages.length > 0)
            commands.push({ verb, caseId, passages });
        else
            malformed.push(`line ${index + 1}, ${code(line)}`);
    });
    return { commands, malformed };
}
/**
 * What the commands decide, by case, `labelled` by the reviewer: each passage's grade (accept 1,
 * reject 0; the last line wins). A place (`docs/faq.md:120-480`, as the comment's commands write
 * a context that said where it comes from) becomes a passage label, any other passage a label by id.
 */
function decisionsOf(commands, labelled) {
    const byCase = new Map();
    for (const { verb, caseId, passages } of commands) {
        const grades = byCase.get(caseId) ?? new Map();
        for (const id of passages)
            grades.set(id, verb === 'accept' ? 1 : 0);
        byCase.set(caseId, grades);
    }
    const decided = [...byCase].map(([caseId, grades]) => {
        const verdicts = new Map();
        const passages = [];
        for (const [token, grade] of grades) {
            const place = /^(.+):(\d+)-(\d+)$/.exec(token);
            if (place && Number(place[2]) < Number(place[3]))
                passages.push({ source: place[1], start: Number(place[2]), end: Number(place[3]), grade });
            else
                verdicts.set(token, grade);
        }
        return [
            caseId,
            { verdicts, labelled, decided: true, ...(passages.length > 0 && { passages }) },
        ];
    });
    return new Map(decided);
}
/** Untrusted text as inline code: escaped, cut, never a link or a mention. */
const code = (text) => `\`${(0,markdown_text/* excerpt */.Kb)(text, 120).replace(/`/g, "'")}\``;
/** The commit's message: what was decided, by whom, from which comment (the re-gated run reads it). */
function reviewCommitMessage(commands, login, commentUrl) {
    const lines = commands.map((c) => `${c.verb} ${c.caseId}: ${c.passages.join(' ')}`);
    return `context-precision: labels from ${login}'s review\n\n${lines.join('\n')}\n\n${REVIEWED_BY} ${login} ${commentUrl}\n`;
}
/** The trailer of a review's commit: `Context-Precision-Review: <login> <comment URL>`. */
const REVIEWED_BY = 'Context-Precision-Review:';
/**
 * The comment's line about a review whose commit is the head the run gates (from its message), or
 * undefined: `🏷️ Labels changed in review by **alice** ([comment](…)): accept u1: u1-3 · …`.
 */
function reviewNote(message) {
    const trailer = message.split('\n').find((line) => line.startsWith(`${REVIEWED_BY} `));
    if (!trailer)
        return undefined;
    const [, login = '', url = ''] = trailer.split(' ');
    const decided = message
        .split('\n')
        .filter((line) => /^(accept|reject) \S+: \S/.test(line))
        .map((line) => (0,markdown_text/* excerpt */.Kb)(line, 200));
    const link = /^https:\/\/[^\s()<>]+$/.test(url) ? ` ([comment](${url}))` : '';
    return `🏷️ **Labels changed in review** by **${(0,markdown_text/* excerpt */.Kb)(login, 40)}**${link}: ${decided.slice(0, 20).join(' · ')}${decided.length > 20 ? ` · and ${decided.length - 20} more` : ''}.`;
}
/** The replies: one per comment, naming what was wrong; untrusted text escaped. */
const replies = {
    visitor: (login, permission) => `Context Precision Gate: not applied. **${(0,markdown_text/* excerpt */.Kb)(login, 40)}** has ${code(permission)} permission on this repository; labels are committed only for a commenter with write, maintain or admin permission. A maintainer can post the same lines.`,
    malformed: (lines) => `Context Precision Gate: nothing committed. Not a command: ${lines.slice(0, 10).join('; ')}. Write one per line: ${code(`${review_line/* REVIEW_PREFIX */.m} accept CASE PASSAGE…`)} or ${code(`${review_line/* REVIEW_PREFIX */.m} reject CASE PASSAGE…`)} (a case id, then one or more passage ids, separated by spaces).`,
    unknown: (ids, branch, golden) => `Context Precision Gate: nothing committed. No golden file on ${code(branch)} (the ${code('golden')} input: ${code(golden)}) defines ${ids.length === 1 ? 'case' : 'cases'} ${ids.slice(0, 10).map(code).join(', ')}.`,
    fork: (repo, edits) => [
        `Context Precision Gate: not committed. This pull request's head is in ${code(repo)}, another repository: the workflow's token cannot push there. Change these lines on your branch (the labels as the review decided them):`,
        ...edits.map(({ file, where, lines }) => `\nIn ${code(file)}, ${where}:\n\n${fenced(lines)}`),
    ].join('\n'),
    failed: (why) => `Context Precision Gate: nothing committed. ${(0,markdown_text/* excerpt */.Kb)(why, 600)}`,
};
/** Untrusted text in a code block: a fence longer than any run of backticks in it. */
function fenced(text) {
    const longest = [...text.matchAll(/`+/g)].reduce((most, m) => Math.max(most, m[0].length), 2);
    const fence = '`'.repeat(longest + 1);
    return `${fence}\n${text.replace(/\n?$/, '\n')}${fence}`;
}

;// CONCATENATED MODULE: ./src/github/review-comment.ts







/** The review comment an event carries, or undefined (another action, an issue that is no PR). */
function reviewCommentOf(payload) {
    const issue = payload.issue;
    const comment = payload.comment;
    if (payload.action !== 'created' || !issue?.pull_request || typeof issue.number !== 'number')
        return undefined;
    if (!comment || typeof comment.id !== 'number')
        return undefined;
    const login = comment.user?.login ?? '';
    return {
        pull: issue.number,
        id: comment.id,
        body: comment.body ?? '',
        url: comment.html_url ?? '',
        login,
        bot: comment.user?.type === 'Bot' || login.endsWith('[bot]'),
    };
}
/**
 * A review in the pull request: the comment's `/context-precision accept|reject` lines become
 * labels in the golden files on the PR's head branch, as one commit through the API (nothing of
 * the PR runs, no judge is asked), then the workflow is dispatched on that branch to gate it
 * again. Reactions say how it went (👀 read, 👍 committed, 😕 not) and anything refused gets one
 * reply saying why. Never throws for GitHub's refusals: they are replies and warnings.
 */
async function reviewComment(octokit, comment, setup, log) {
    const { repo } = setup;
    const { commands, malformed } = parseReviewCommands(comment.body);
    if (commands.length + malformed.length === 0)
        return log.info('No /context-precision line: nothing to do.');
    if (comment.bot)
        return log.info(`A comment by ${comment.login}, a bot: ignored.`);
    const react = (content) => octokit.rest.reactions
        .createForIssueComment({ ...repo, comment_id: comment.id, content })
        .catch((error) => log.info(`No ${content} reaction: ${(0,github_octokit/* gitHubMessage */.RG)(error)}`));
    await react('eyes');
    const outcome = await applyReview(octokit, comment, setup, { commands, malformed }).catch((error) => ({ reply: replies.failed(failure(error)) }));
    if ('reply' in outcome) {
        log.warning(`Review comment ${comment.url}: ${outcome.reply}`);
        await octokit.rest.issues
            .createComment({ ...repo, issue_number: comment.pull, body: outcome.reply })
            .catch((error) => log.warning(`Could not reply: ${(0,github_octokit/* gitHubMessage */.RG)(error)}`));
        await react('confused');
        return;
    }
    log.info(`Committed ${outcome.sha.slice(0, 7)} on ${outcome.branch}: labels from ${comment.login}.`);
    await react('+1');
    await dispatchGate(octokit, setup, outcome.branch, comment.pull, log);
}
/**
 * What went wrong, for the reply: the first line, without what the data branch's reader and
 * writer (BranchFiles) say of the baseline store.
 */
const failure = (error) => (0,github_octokit/* statusOf */.c2)(error) === undefined
    ? ((0,errors/* errorMessage */.gJ)(error).split('\n')[0] ?? '')
        .replace(/^baseline store: /, '')
        .replace(/ Nothing was recorded .*$/, '')
    : (0,github_octokit/* describeError */.Uc)(error);
/** Who may, what the lines say, where the cases are; then the commit (a lost race: read again). */
async function applyReview(octokit, comment, { repo, golden, now }, { commands, malformed }) {
    // `permission` is the legacy field (maintain reads as write); `role_name` names custom roles.
    const may = ['admin', 'maintain', 'write'];
    const { permission, role_name } = await octokit.rest.repos
        .getCollaboratorPermissionLevel({ ...repo, username: comment.login })
        .then(({ data }) => data, (error) => (0,github_octokit/* statusOf */.c2)(error) === 404 ? { permission: 'none', role_name: '' } : Promise.reject(error));
    if (!may.includes(permission) && !may.includes(role_name))
        return { reply: replies.visitor(comment.login, role_name || permission) };
    if (malformed.length > 0)
        return { reply: replies.malformed(malformed) };
    const { data: pull } = await octokit.rest.pulls.get({ ...repo, pull_number: comment.pull });
    const cases = decisionsOf(commands, { by: comment.login, at: (0,label_writer/* dateOf */.Q)(now) });
    const headRepo = pull.head.repo?.full_name;
    const fork = headRepo?.toLowerCase() !== `${repo.owner}/${repo.repo}`.toLowerCase();
    const branch = pull.head.ref;
    const files = new branch_files/* BranchFiles */.A(octokit, repo, branch);
    for (let attempt = 1;; attempt += 1) {
        // A fork's head commit is read through this repository (GitHub keeps a PR's commits here).
        const head = fork ? null : await files.head();
        if (!fork && !head)
            return { reply: replies.failed(`The branch ${branch} is gone.`) };
        const edit = await labelFiles(files, head?.commit ?? pull.head.sha, golden, cases);
        const unknown = [...cases.keys()].filter((id) => !edit.found.has(id));
        if (unknown.length > 0)
            return { reply: replies.unknown(unknown, branch, golden) };
        if (!head)
            return {
                reply: replies.fork(headRepo ?? 'a deleted repository', forkEdits(edit.before, edit.after)),
            };
        const message = reviewCommitMessage(commands, comment.login, comment.url);
        const landed = await files.commit(head, edit.after, message);
        if (landed.committed)
            return { sha: landed.sha, branch };
        if (attempt === 3)
            return { reply: replies.failed(`${branch} kept moving: ${landed.race}`) };
    }
}
/** The golden files at `commit` that define the cases, before and after their labels change. */
async function labelFiles(files, commit, golden, cases) {
    const patterns = (0,expand_patterns/* splitList */.r)(golden).map((p) => external_node_path_.posix.normalize(p).replace(/^\.\//, ''));
    const archive = await files.existingArchive(commit, '');
    const texts = archive.files('', (path) => patterns.some((p) => external_node_path_.posix.matchesGlob(path, p)));
    const found = new Set();
    const before = new Map();
    const after = new Map();
    for (const [path, text] of texts) {
        const edited = await (0,label_writer/* withLabels */.I)(text, path, cases);
        if (edited.found.size === 0)
            continue;
        for (const id of edited.found)
            found.add(id);
        before.set(path, text);
        after.set(path, edited.text);
    }
    return { found, before, after };
}
/** Per file, the lines that change (from the first that differs to the last): what a fork adds. */
function forkEdits(before, after) {
    return [...after].map(([file, text]) => {
        const old = (before.get(file) ?? '').split('\n');
        const next = text.split('\n');
        let start = 0;
        while (start < old.length && old[start] === next[start])
            start += 1;
        let end = 0;
        while (end < old.length - start && old[old.length - 1 - end] === next[next.length - 1 - end])
            end += 1;
        const lines = next.slice(start, next.length - end).join('\n');
        const last = old.length - end;
        const where = last < start + 1
            ? `after line ${start}, add`
            : last === start + 1
                ? `line ${start + 1} becomes`
                : `lines ${start + 1}–${last} become`;
        return { file, where, lines };
    });
}
/**
 * A push made with the workflow's token starts no workflow: the workflow this run belongs to is
 * dispatched on the PR's branch with `pull-request: N`, and gates the PR's new head.
 */
async function dispatchGate(octokit, { repo, workflowRef }, branch, pull, log) {
    const workflow = /\/\.github\/workflows\/([^/@]+)@/.exec(workflowRef ?? '')?.[1];
    if (!workflow)
        return log.warning(`The labels are committed, but GITHUB_WORKFLOW_REF (${workflowRef ?? 'unset'}) names no workflow to run again: push to ${branch} or re-run the PR's check.`);
    try {
        await octokit.rest.actions.createWorkflowDispatch({
            ...repo,
            workflow_id: workflow,
            ref: branch,
            inputs: { 'pull-request': String(pull) },
        });
        log.info(`Dispatched ${workflow} on ${branch} (pull-request: ${pull}) to gate the new labels.`);
    }
    catch (error) {
        log.warning(`The labels are committed, but ${workflow} could not be dispatched on ${branch} (${(0,github_octokit/* gitHubMessage */.RG)(error)}): the job needs \`permissions: actions: write\` and the workflow a \`workflow_dispatch\` trigger with the input pull-request.`);
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/github/run-info.ts





/**
 * The event's payload, read as `@actions/github` reads it (GITHUB_EVENT_PATH) but from the given
 * environment, not the process's at import time. `note` hears of a missing event file.
 */
function eventPayload(env, note) {
    const eventPath = env.GITHUB_EVENT_PATH;
    if (!eventPath)
        return {};
    if ((0,external_node_fs_.existsSync)(eventPath))
        return JSON.parse((0,external_node_fs_.readFileSync)(eventPath, 'utf8'));
    note(`GITHUB_EVENT_PATH ${eventPath} does not exist`);
    return {};
}
/** What to do when the runner's variables are missing. */
const OUTSIDE_ACTIONS = 'the action runs as a step of a GitHub Actions job, which sets it; to score on another machine, use the CLI (npx context-precision-gate --golden <files>)';
/** A `workflow_dispatch` run's input `pull-request` (a positive integer, else an input error). */
function dispatchedPull(eventName, payload) {
    const input = payload.inputs?.['pull-request'];
    if (eventName !== 'workflow_dispatch' || input === undefined || input === '')
        return undefined;
    if (/^[1-9]\d{0,9}$/.test(String(input)))
        return Number(input);
    throw new errors/* UserError */.yo(`workflow_dispatch input pull-request: expected a PR number, got "${String(input).slice(0, 40)}"`);
}
/** Pure: the run info from the runner's environment (GITHUB_*, as the runner sets it) and the event's payload. */
function readRunInfo(env, payload, cwd) {
    const eventName = env.GITHUB_EVENT_NAME;
    if (!eventName)
        throw new errors/* UserError */.yo(`GITHUB_EVENT_NAME is not set, so the action cannot tell which event it runs for: ${OUTSIDE_ACTIONS}`);
    const [owner, name] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !name)
        throw new errors/* UserError */.yo(`GITHUB_REPOSITORY is not set: ${OUTSIDE_ACTIONS}`);
    const ref = env.GITHUB_REF;
    const sha = env.GITHUB_SHA;
    const pull = payload.pull_request;
    const group = payload.merge_group;
    const text = (value) => typeof value === 'string' && value !== '' ? value : undefined;
    const head = text(pull?.head?.sha) ?? text(group?.head_sha);
    const headSha = head ?? (sha || null);
    const defaultBranch = payload.repository?.default_branch;
    const runId = Number.parseInt(env.GITHUB_RUN_ID ?? '', 10);
    const repoUrl = `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${owner}/${name}`;
    return {
        /** `push`, `pull_request`, `workflow_run`, ... */
        eventName,
        /** GITHUB_REF, e.g. `refs/heads/main` or `refs/pull/7/merge`. */
        ref,
        /** GITHUB_SHA: the commit a push records (on pull_request, the merge commit). */
        sha,
        /** The commit the report is about: the PR's head on pull_request, else GITHUB_SHA; null when unknown. */
        headSha,
        repo: { owner, repo: name },
        /** The repository's default branch, from the event payload (undefined when it does not say). */
        defaultBranch: typeof defaultBranch === 'string' ? defaultBranch : undefined,
        /** The branches this run is for (GITHUB_REF's `refs/heads/…`, a PR's head branch): never the data branch. */
        ownBranches: [/^refs\/heads\/(.+)$/.exec(ref)?.[1], text(env.GITHUB_HEAD_REF)].filter((branch) => branch !== undefined),
        /**
         * The commit a pull request or merge queue run is compared at (`pull_request.base.sha`,
         * `merge_group.base_sha`); undefined on other events.
         */
        baseSha: text(pull?.base?.sha) ?? text(group?.base_sha),
        /** On `workflow_run`: the commit the triggering run was for (`workflow_run.head_sha`). */
        workflowRunHeadSha: text(payload.workflow_run?.head_sha),
        /** The pull request the event is about, if any (a `workflow_dispatch` run's input `pull-request`). */
        pullNumber: typeof pull?.number === 'number' ? pull.number : dispatchedPull(eventName, payload),
        /** The workflow run's page, for links in the comment. */
        runUrl: runId ? `${repoUrl}/actions/runs/${runId}` : undefined,
        /** The repository's files at the head commit (`…/blob/<sha>`), for links to golden lines. */
        blobUrl: headSha && /^[0-9a-f]{40,64}$/i.test(headSha) ? `${repoUrl}/blob/${headSha}` : undefined,
        /** Where fixture paths and the retriever command are relative to. */
        workspace: env.GITHUB_WORKSPACE || cwd,
        /** The runner's temporary folder (the default report path lives there). */
        runnerTemp: env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(),
    };
}
/**
 * A `workflow_dispatch` run with the input `pull-request` (a review's commit dispatches one)
 * gates that PR's head as its `pull_request` run would: the same base commit's baseline (read
 * from the PR), never a record, the same sticky comment; and the comment says which labels a
 * review changed when the head commit is a review's (its message). The checkout, GITHUB_SHA, is
 * the head gated; the comment is only written while it is the PR's head. Other runs: as they are.
 */
async function asPullRequestRun(octokit, run) {
    const pull_number = run.pullNumber;
    if (run.eventName !== 'workflow_dispatch' || pull_number === undefined)
        return run;
    let base;
    try {
        base = (await octokit.rest.pulls.get({ ...run.repo, pull_number })).data.base.sha;
    }
    catch (error) {
        throw new errors/* UserError */.yo(`workflow_dispatch input pull-request: cannot read PR #${pull_number}: ${(0,github_octokit/* gitHubMessage */.RG)(error)}`);
    }
    const message = await octokit.rest.git.getCommit({ ...run.repo, commit_sha: run.sha }).then(({ data }) => data.message, () => '');
    return { ...run, eventName: 'pull_request', baseSha: base, reviewNote: reviewNote(message) };
}

// EXTERNAL MODULE: ./src/publish-run.ts + 1 modules
var publish_run = __webpack_require__(3453);
// EXTERNAL MODULE: ./src/report/markdown/comment-and-summary.ts
var comment_and_summary = __webpack_require__(6598);
// EXTERNAL MODULE: ./src/report/markdown/report-markdown.ts + 3 modules
var report_markdown = __webpack_require__(7369);
// EXTERNAL MODULE: ./src/report/render-text.ts
var render_text = __webpack_require__(5534);
// EXTERNAL MODULE: ./src/redaction.ts
var redaction = __webpack_require__(1066);
;// CONCATENATED MODULE: ./src/main.ts























/**
 * The action: inputs in; report, outputs, summary, baseline and PR comment out; a red check when
 * the gate fails. Three ways in: score the golden set (optionally one shard of it), merge shard
 * reports (`merge`), or publish a report made by an earlier run (`report`, for fork PRs).
 */
async function run(io = actionsIo()) {
    const read = (name) => io.input(name);
    const redactor = new redaction/* Redactor */.p((0,redaction/* secretValues */.V)(read, io.env));
    for (const secret of redactor.secrets)
        io.setSecret(secret);
    const log = createRunLog(io, redactor);
    try {
        const payload = eventPayload(io.env, (message) => log.info(message));
        const runInfo = readRunInfo(io.env, payload, io.cwd);
        const options = (0,config_options/* parseOptions */.Ac)(read, io.env, runInfo);
        if (runInfo.eventName === 'issue_comment')
            await review(io, options, runInfo, payload, log);
        else
            await gate(io, options, runInfo, redactor, log);
    }
    catch (error) {
        // Bad input at its file and line; one slot of GitHub's 10 errors is left for the message.
        if (errors/* UserError */.yo.isInstance(error))
            for (const annotation of inputErrorAnnotations(error, io.env.GITHUB_WORKSPACE || io.cwd, MAX_ANNOTATIONS - 1))
                log.annotate(annotation);
        log.setFailed((0,publish_run/* failureMessage */.oh)(error));
    }
}
/**
 * One run: load the stored state (a pull request or merge queue run compares with its base
 * commit's record), produce the report, publish it, record, comment, decide.
 */
async function gate(io, options, runInfo, redactor, log) {
    const { files, paths } = await actionPaths(options, runInfo);
    const { octokit, order, store } = connectGitHub(io, options, runInfo, log);
    if (octokit)
        runInfo = await asPullRequestRun(octokit, runInfo);
    const stored = await loadStored(store, options, log, runInfo.baseSha, io.clock.now());
    const recording = decideRecording(options.record, runInfo, options.mode);
    const produced = await (0,engine/* produceReport */.N)(options, {
        cwd: runInfo.workspace,
        env: io.env,
        redact: redactor.text,
        verdictSource: stored.verdicts,
        baseline: stored.baseline,
        commit: { sha: runInfo.headSha, ref: runInfo.ref || null },
        log: (message) => log.info(message),
        clock: io.clock,
        paths,
        adoptAuditVerdicts: options.mode === 'audit' && recording.record,
    });
    const { report, usedVerdicts, rendering } = await (0,publish_run/* publishRun */.ZM)(produced, redactor, files, {
        history: stored.history,
        runUrl: runInfo.runUrl,
        blobUrl: runInfo.blobUrl,
        reviewNote: runInfo.reviewNote,
    });
    await showReport(io, log, rendering, files);
    if (options.shard)
        return log.info(`Partial report for shard ${options.shard.index}/${options.shard.count} written to ${files.report}; merge the shards with the merge input to gate.`);
    if (report.audit)
        ((0,view/* auditWarns */.tY)(report.audit) ? log.warning : log.info)((0,view/* auditLine */.kk)(report.audit, report.model));
    // At the regressed cases' lines. Not for a published report: that run's check is the default
    // branch's, not the PR's (the PR's own run annotated them).
    if (!options.report) {
        for (const annotation of regressionAnnotations(report, runInfo.workspace, log.annotationRoom()))
            log.annotate(annotation);
        await recordIfDue({
            decision: recording,
            where: options,
            store,
            report,
            sha: runInfo.sha,
            usedVerdicts,
            now: io.clock.now(),
        }, log);
    }
    if (options.comment) {
        const url = await publishComment(octokit, runInfo, {
            prNumber: options.prNumber,
            publishedReport: options.report !== undefined,
            report,
            bodies: {
                marker: (0,report_markdown/* commentMarker */.Ql)(options.name),
                body: (0,comment_and_summary/* renderComment */.wQ)(rendering),
                minimalBody: (0,comment_and_summary/* renderMinimalComment */.Ll)(rendering),
            },
        }, log, order);
        if (url)
            io.setOutput('comment-url', url);
    }
    // Everything is reported before the check goes red (a published report or an audit only warns).
    const { check, message } = (0,gate_outcome/* checkOutcome */.T)(report, options.report !== undefined);
    if (check !== 'pass')
        (check === 'warn' ? log.warning : log.setFailed)(message);
}
/**
 * A comment on a pull request: its `/context-precision` lines committed as labels on the PR's
 * branch, and the gate dispatched again (review-comment.ts). Nothing of the PR runs.
 */
async function review(io, options, runInfo, payload, log) {
    const comment = reviewCommentOf(payload);
    if (!comment)
        return log.info('Not a new comment on a pull request: nothing to review.');
    const { octokit } = connectGitHub(io, options, runInfo, log);
    if (octokit)
        await reviewComment(octokit, comment, {
            repo: runInfo.repo,
            golden: options.golden,
            workflowRef: io.env.GITHUB_WORKFLOW_REF,
            now: io.clock.now(),
        }, log);
}
/** The run's files; inputs are read only from the workspace (and RUNNER_TEMP for reports), the outputs go there too. */
async function actionPaths(options, runInfo) {
    const defaultReport = (0,external_node_path_.join)(runInfo.runnerTemp, 'context-precision-report.json');
    const { files, outputs } = (0,publish_run/* outputFiles */.Lo)(options, runInfo.workspace, defaultReport);
    return { files, paths: await contained_path/* PathGuard */.Nz.forAction(runInfo, outputs) };
}
/** The GitHub client and what runs through it (none without a token). */
function connectGitHub(io, options, runInfo, log) {
    const octokit = options.githubToken
        ? (0,github_octokit/* createOctokit */.Qi)(options.githubToken, (message) => log.info(message), {
            ...io.octokit,
            baseUrl: io.env.GITHUB_API_URL,
        })
        : undefined;
    if (!octokit)
        log.warning(github_octokit/* NO_TOKEN_NOTE */.PB);
    const order = octokit && new commit_order/* GitHubCommitOrder */.T(octokit, runInfo.repo);
    const store = octokit &&
        new baseline_store/* GitHubBaselineStore */.I(new branch_files/* BranchFiles */.A(octokit, runInfo.repo, options.baselineBranch), options.name, io.clock, order, options.dashboard);
    return { octokit, order, store };
}
/** The outputs, the job summary, and the table in the job's log too (the worst 200 cases). */
async function showReport(io, log, rendering, files) {
    const { report } = rendering;
    io.setOutput('score', report.score.toFixed(4));
    io.setOutput('baseline-score', report.baseline ? report.baseline.score.toFixed(4) : '');
    io.setOutput('delta', report.delta === null ? '' : report.delta.toFixed(4));
    io.setOutput('passed', String(report.passed));
    io.setOutput('cases', String(report.cases.length));
    io.setOutput('regressions', String(report.regressions));
    io.setOutput('judge-requests', String(report.usage.judgeRequests));
    io.setOutput('reused-verdicts', String(report.usage.reusedVerdicts));
    io.setOutput('flip-rate', report.audit?.flipRate?.toFixed(4) ?? '');
    io.setOutput('recall', report.metrics.recall?.toFixed(4) ?? '');
    io.setOutput('context-tokens', report.contextCost?.tokens.toFixed(1) ?? '');
    io.setOutput('report-path', files.report);
    io.setOutput('html-path', files.html);
    io.setOutput('comment-url', '');
    if (io.env.GITHUB_STEP_SUMMARY)
        await io.appendSummary((0,comment_and_summary/* renderSummary */.Br)(rendering));
    log.info((0,render_text/* renderText */.S)(report, 200));
}


/***/ })

};
