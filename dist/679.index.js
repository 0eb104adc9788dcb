export const id = 679;
export const ids = [679];
export const modules = {

/***/ 1963:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  I: () => (/* binding */ GitHubBaselineStore)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/github/commit-order.ts
var commit_order = __webpack_require__(1623);
// EXTERNAL MODULE: ./src/baseline/history-file.ts
var history_file = __webpack_require__(4102);
// EXTERNAL MODULE: ./src/baseline/stored-files.ts
var stored_files = __webpack_require__(9778);
// EXTERNAL MODULE: ./src/baseline/stored-layout.ts
var stored_layout = __webpack_require__(2347);
// EXTERNAL MODULE: ./src/baseline/verdict-shards.ts
var verdict_shards = __webpack_require__(4074);
// EXTERNAL MODULE: ./src/baseline/shard-files.ts
var shard_files = __webpack_require__(1265);
// EXTERNAL MODULE: ./src/baseline/dashboard/dashboard-data.ts
var dashboard_data = __webpack_require__(8993);
// EXTERNAL MODULE: ./src/baseline/dashboard/dashboard-page.ts
var dashboard_page = __webpack_require__(26);
;// CONCATENATED MODULE: ./src/baseline/dashboard/record-dashboard.ts



/**
 * The dashboard's part of a record, added to its `changes` (paths from the branch root):
 * `NAME/dashboard/` rebuilt from the folder's history as the record leaves it, keeping only the
 * files that changed (a commit's case file is written once), and the root's `index.html` when it
 * does not list this gate yet (or the page changed), with `.nojekyll` beside the first one so
 * that Pages serves every folder as it is. A root index.html of someone else's is never replaced.
 */
function addDashboard(branch, tree, name, folder, changes) {
    const { texts } = folder;
    // The folder as the record leaves it.
    const after = new Map(texts);
    for (const [path, text] of changes) {
        const own = path.slice(name.length + 1);
        if (text === null)
            after.delete(own);
        else
            after.set(own, text);
    }
    const built = (0,dashboard_data/* dashboardFiles */._)(name, after);
    for (const [path, text] of built)
        if (texts.get(path) !== text)
            changes.set(`${name}/${path}`, text);
    for (const path of texts.keys())
        if (path.startsWith('dashboard/') && !built.has(path))
            changes.set(`${name}/${path}`, null);
    // The root's index.html at the head (a folder or a symbolic link of that name is someone else's too).
    const root = tree?.files('', (path) => path.split('/')[0] === 'index.html', true) ??
        new Map();
    const index = root.get('index.html');
    const names = root.size === 0 ? [] : index === undefined ? null : (0,dashboard_page/* dashboardNames */.T)(index);
    if (names === null)
        throw new errors/* UserError */.yo(`baseline store: ${branch}:index.html was not written by this action's dashboard, and is not overwritten (nothing was recorded). Move that page off the data branch, or set dashboard: false.`);
    const page = (0,dashboard_page/* dashboardIndex */.X)([...names, name]);
    if (page !== index)
        changes.set('index.html', page);
    if (root.size === 0)
        changes.set('.nojekyll', '');
}

// EXTERNAL MODULE: ./src/format/numbers.ts
var numbers = __webpack_require__(3613);
// EXTERNAL MODULE: ./src/baseline/store-types.ts
var store_types = __webpack_require__(926);
// EXTERNAL MODULE: ./src/timing/backoff.ts
var backoff = __webpack_require__(4866);
// EXTERNAL MODULE: ./src/timing/deadline.ts
var deadline = __webpack_require__(3960);
// EXTERNAL MODULE: ./src/github/octokit.ts
var octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/baseline/baseline-store.ts













/** The longest a load or a record may take (each request is bounded too, see createOctokit), and what a record allows beyond it for each write request it plans. */
const STORE_TOTAL_MS = 180_000;
const WRITE_MS = 2_000;
/**
 * The store on a data branch, a folder per gate name, through the REST API. A record is one
 * commit: the gate's folder is read at the branch head, merged with this run's, committed on that
 * head, and the branch is moved without force; a lost race re-reads and redoes it.
 */
class GitHubBaselineStore {
    files;
    name;
    timing;
    order;
    dashboard;
    constructor(files, name, timing = {}, order = commit_order/* UNORDERED */.H, dashboard = false) {
        this.files = files;
        this.name = name;
        this.timing = timing;
        this.order = order;
        this.dashboard = dashboard;
    }
    /** A file's path on the branch, from its path in the gate's folder. */
    path(file) {
        return `${this.name}/${file}`;
    }
    /**
     * The stored state; with `base`, that commit's own record when it has one (else the newest).
     * Throws a UserError when the baseline exists but cannot be read; a history or verdict store
     * that cannot be read is a warning, and the run goes on without it.
     */
    load(base) {
        return this.bounded(async () => {
            const head = await this.files.head();
            if (!head)
                return (0,store_types/* emptyStoredState */.s)();
            // The head's tree, downloaded once: the baseline, its rows, the history and the verdicts.
            const tree = await this.files.existingArchive(head.commit, this.name);
            // The base's own record, when the base is a commit sha.
            const own = /^[0-9a-f]{40}$/.test(base ?? '') ? `commits/${base}.json` : '';
            const texts = tree.files(this.name, (path) => !path.includes('/') || path.startsWith('cases/') || path === own);
            const where = this.where();
            const warnings = [];
            let history = [];
            try {
                history = (0,stored_layout/* storedFile */.Oy)(texts, where, 'history.json', history_file/* historyFileSchema */.et)?.entries ?? [];
            }
            catch (error) {
                warnings.push(`${(0,store_types/* oneLine */.T)(error)}; going on without the history.`);
            }
            const newest = (0,stored_layout/* storedBaseline */.XF)(texts, where);
            const record = base !== newest?.sha ? (0,stored_layout/* storedFile */.Oy)(texts, where, own, stored_files/* commitRecordSchema */.oO) : null;
            let chosen = newest;
            if (record && !record.pending) {
                // Its rows start from `cases/` at its data-branch commit (none: from no rows).
                const parent = !record.parent
                    ? new Map()
                    : record.parent === head.commit
                        ? texts
                        : (await this.files.archive(record.parent, this.path('cases')))?.files(this.name, (path) => path.startsWith('cases/'));
                if (!parent)
                    warnings.push(`${this.where(own)} starts from the data-branch commit ${record.parent?.slice(0, 7)}, which ${this.files.branch} no longer has (its history was rewritten?); compared with the newest record instead.`);
                else {
                    // The rows at its parent, changed as it says.
                    const { rows } = (0,stored_layout/* caseRowsOf */.X9)(parent, where);
                    for (const id of record.removed)
                        rows.delete((0,shard_files/* caseKey */.u2)(id));
                    for (const row of record.changed)
                        rows.set((0,shard_files/* caseKey */.u2)(row.id), row);
                    chosen = { ...record, cases: [...rows.values()] };
                }
            }
            return {
                baseline: chosen,
                history,
                verdicts: async (keys) => (0,verdict_shards/* readVerdicts */.Hk)(tree, this.path('verdicts'), this.where('verdicts'), keys),
                warnings,
            };
        }, 'nothing was read');
    }
    /** The work, or the store's error when GitHub has not finished it in time (the work is told to stop; it may `allow` more). */
    bounded(work, what) {
        const stop = new AbortController();
        let totalMs = this.timing.totalMs ?? STORE_TOTAL_MS;
        const allow = (ms) => (totalMs += ms);
        return (0,deadline/* withDeadline */.N)(work(stop.signal, allow), () => totalMs, () => {
            stop.abort();
            return new errors/* UserError */.yo(`baseline store: GitHub did not answer within ${(0,octokit/* seconds */.YA)(totalMs)} (${this.files.branch}); ${what}. Re-run the job when GitHub answers again.`);
        });
    }
    /** `branch:NAME/file` (or the folder, `branch:NAME`), as messages name it. */
    where(file) {
        return `${this.files.branch}:${file ? this.path(file) : this.name}`;
    }
    /**
     * Verdicts, history and baseline in one commit. A report in which the judge failed on any case
     * never replaces the baseline nor adds to the history: only the verdicts that did come back are
     * stored. A stored file this version cannot read is never overwritten (the record fails).
     */
    record(report, sha, usedVerdicts, now = new Date()) {
        const stopped = 'the record was stopped (a write already sent may still land; re-running the job is safe)';
        return this.bounded(async (stop, allow) => {
            const failedCases = report.cases.filter((c) => c.error !== null).map((c) => c.id);
            const ours = (0,stored_files/* baselineFileOf */.lE)(report, sha);
            const { maxAttempts = 10, initialDelayMs = 250, random = Math.random } = this.timing;
            for (let attempt = 0;; attempt += 1) {
                const head = await this.files.head();
                const tree = head && (await this.files.existingArchive(head.commit, this.name));
                const folder = this.readFolder(tree);
                const plan = {
                    verdicts: (0,verdict_shards/* recordVerdicts */.wS)(folder.verdicts, usedVerdicts, now),
                    ...(head && { head: head.commit }),
                };
                const planned = failedCases.length === 0
                    ? await this.planBaseline(ours, report.audit, folder, plan)
                    : null;
                const changes = new Map();
                for (const [path, text] of (0,stored_layout/* changedFiles */.Y_)(folder, plan))
                    changes.set(this.path(path), text);
                if (this.dashboard && planned)
                    addDashboard(this.files.branch, tree, this.name, folder, changes);
                // baseline: whether this record replaced the baseline (by commit order; false: an ancestor
                // of the recorded commit, whose history entry and own record were stored), and why; null
                // when the judge failed on a case (only verdicts stored). commit: null when nothing changed.
                // conflicts: records that lost a race and were redone.
                const result = {
                    baseline: planned?.decision ?? null,
                    historyEntries: planned?.historyEntries ?? folder.history?.entries.length ?? 0,
                    droppedHistory: planned?.droppedHistory ?? null,
                    conflicts: attempt,
                };
                // Only the per-commit record would change (a record of the same run again): nothing to do.
                const only = [...changes.keys()].every((path) => path === this.path(`commits/${sha}.json`));
                if (changes.size === 0 || (only && !planned?.decision.replace))
                    return { ...result, commit: null };
                if (stop.aborted)
                    throw new errors/* UserError */.yo('baseline store: stopped');
                const message = planned?.message ??
                    `${this.name}: verdicts for ${sha.slice(0, 7)} (baseline kept: the judge failed on ${(0,numbers/* plural */.LS)(failedCases.length, 'case')})`;
                // Octokit spaces writes 1 s apart (GitHub's secondary limit): a large record takes longer.
                allow(this.files.writeRequests(changes) * WRITE_MS);
                const outcome = await this.files.commit(head, changes, message);
                if (outcome.committed)
                    return { ...result, commit: outcome.sha };
                if (attempt + 1 >= maxAttempts) {
                    throw new errors/* UserError */.yo(`baseline store: ${this.files.branch} kept moving under us (GitHub: "${outcome.race}"); gave up after ${maxAttempts} attempts. Nothing was recorded; re-run the job.`);
                }
                await (this.timing.sleep ?? backoff/* sleep */.y)((0,backoff/* backoffDelay */.E)(attempt, initialDelayMs, { random, maxDoublings: 5 }));
            }
        }, stopped);
    }
    /** The gate's folder in the head's tree, whole, validated: a file this version cannot read fails the record and is never overwritten. */
    readFolder(tree) {
        const texts = tree?.files(this.name) ?? new Map();
        try {
            return (0,stored_layout/* parseFolder */.Ir)(texts, this.where());
        }
        catch (error) {
            if (!errors/* UserError */.yo.isInstance(error))
                throw error;
            throw new errors/* UserError */.yo(`${error.message.split('\n')[0]} (nothing was overwritten)`, error.details);
        }
    }
    /**
     * The baseline's part of a record: by commit order, whether this run replaces the recorded
     * baseline; the history entry and its per-case AP; the commits index and the per-commit record.
     */
    async planBaseline(ours, audit, folder, plan) {
        const { sha } = ours;
        const short = sha.slice(0, 7);
        const recorded = folder.baseline;
        const decision = (0,stored_files/* baselineDecision */.Av)(recorded?.sha ?? null, sha, recorded && (await this.order.compare(recorded.sha, sha)));
        const before = decision.replace || !recorded
            ? null
            : await (0,stored_files/* placeBefore */.tJ)(this.order, sha, folder.index?.commits ?? [], recorded.sha);
        const merged = (0,history_file/* mergeHistory */.H$)(folder.history, (0,history_file/* historyEntryOf */.ag)(ours, audit), before);
        const message = decision.replace
            ? `${this.name}: baseline ${short}`
            : `${this.name}: history and own record of ${short} (baseline ${recorded?.sha.slice(0, 7)} kept: ${short} is its ancestor)`;
        const placed = (0,stored_files/* placeCommit */.jl)(folder.index, sha, before);
        plan.record = {
            file: ours,
            replaces: decision.replace,
            history: merged.history,
            index: placed.index,
            dropped: placed.dropped,
        };
        return {
            decision,
            message,
            historyEntries: merged.history.entries.length,
            droppedHistory: merged.dropped,
        };
    }
}


/***/ }),

/***/ 926:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ oneLine),
/* harmony export */   s: () => (/* binding */ emptyStoredState)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);

/** Nothing stored yet. */
const emptyStoredState = () => ({
    baseline: null,
    history: [],
    verdicts: async () => new Map(),
    warnings: [],
});
/** An error's message on one line (a UserError's listed problems joined by "; "). */
const oneLine = (error) => (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)
    .split('\n')
    .map((line) => line.replace(/^\s*-\s*/, '').trim())
    .join('; ');


/***/ }),

/***/ 8673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ BranchFiles)
/* harmony export */ });
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var nanotar__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6480);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6702);




/**
 * Files on one branch through the REST API (no checkout, no git push): read at a commit, and
 * written as one commit on the head we read, landed by a non-forced ref update. A missing branch
 * reads as empty and is created by the first commit, as an orphan.
 */
class BranchFiles {
    octokit;
    repo;
    branch;
    treeBatchBytes;
    constructor(octokit, repo, branch, 
    /**
     * The most JSON one tree request carries. GitHub documents a cap of 7 MB (and 100,000
     * entries), but create-tree has answered 502 (or 422 "timed out") from about 2.5 MB in
     * practice (codesandbox/codesandbox-client#8614): 1.5 MB keeps well below it.
     */
    treeBatchBytes = 1_500_000) {
        this.octokit = octokit;
        this.repo = repo;
        this.branch = branch;
        this.treeBatchBytes = treeBatchBytes;
    }
    /** The branch's head, or null when the branch does not exist. */
    async head() {
        const answer = await found(`the branch ${this.branch}`, this.octokit.rest.repos.getBranch({ ...this.repo, branch: this.branch }));
        // GitHub answers for a renamed branch with the branch it became: this branch is missing.
        if (answer?.data.name !== this.branch)
            return null;
        const { sha, commit } = answer.data.commit;
        return { commit: sha, tree: commit.tree.sha };
    }
    /** `archive`, where a missing commit is an error. */
    async existingArchive(commit, folder) {
        const archive = await this.archive(commit, folder);
        if (archive)
            return archive;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`baseline store: cannot read ${this.branch}:${folder} at ${commit.slice(0, 7)}: the data branch has no such commit`);
    }
    /**
     * The branch's tree at `commit`, downloaded and unzipped once (GitHub's "download a repository
     * archive": the gzipped tar of the whole tree), to read folders from as often as needed. `folder` names what
     * is read in messages. Null when the repository has no such commit (GitHub's 404).
     */
    async archive(commit, folder) {
        const answer = await found(`${this.branch}:${folder} at ${commit.slice(0, 7)}`, this.octokit.rest.repos.downloadTarballArchive({ ...this.repo, ref: commit }));
        if (!answer)
            return null;
        const data = answer.data;
        const gz = data instanceof ArrayBuffer ? new Uint8Array(data) : data;
        let tar;
        try {
            tar = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gunzipSync)(gz);
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`baseline store: the archive of ${this.branch} at ${commit.slice(0, 7)} came cut short or damaged (${gz.length} bytes: ${error.message}); nothing was read. Re-run the job.`);
        }
        // nanotar reads the whole ArrayBuffer behind a view: give it one of its own.
        const own = tar.byteOffset === 0 && tar.byteLength === tar.buffer.byteLength ? tar : Uint8Array.from(tar);
        return { files: (at, wanted, links) => archiveFiles(own, at, wanted, links) };
    }
    /** About the write requests `commit` makes for `files`: the tree requests, the commit and the ref. */
    writeRequests(files) {
        return batches(treeEntries(files), this.treeBatchBytes).length + 2;
    }
    /**
     * One commit that sets `files` (path → text; null deletes the file) on top of `head` (null: the branch is missing,
     * so an orphan commit that also holds a README), then the branch moved to it without force.
     * A race (the branch moved or was created meanwhile) is an outcome; anything else GitHub
     * refuses (protection, rulesets, permissions) is a UserError quoting GitHub's message.
     */
    async commit(head, files, message) {
        const entries = treeEntries(head ? files : [...files, ['README.md', DATA_BRANCH_README]]);
        let sha;
        try {
            // Blobs inline: GitHub writes each `content` out as a blob. A large write (the first record
            // of a big store) goes in several requests, each tree built on the one before.
            let tree = head?.tree;
            // A file too large for a tree request of its own goes up as a blob first.
            for (const [i, entry] of entries.entries()) {
                if (!('content' in entry) || entryBytes(entry) <= this.treeBatchBytes)
                    continue;
                const { content, ...rest } = entry;
                const blob = await this.octokit.rest.git.createBlob({ ...this.repo, content });
                entries[i] = { ...rest, sha: blob.data.sha };
            }
            for (const batch of batches(entries, this.treeBatchBytes)) {
                const { data } = await this.octokit.rest.git.createTree({
                    ...this.repo,
                    ...(tree && { base_tree: tree }),
                    tree: batch,
                });
                tree = data.sha;
            }
            const commit = await this.octokit.rest.git.createCommit({
                ...this.repo,
                message,
                tree: tree,
                parents: head ? [head.commit] : [],
            });
            sha = commit.data.sha;
        }
        catch (error) {
            throw this.refusal(error);
        }
        try {
            const ref = `heads/${this.branch}`;
            if (head)
                await this.octokit.rest.git.updateRef({ ...this.repo, ref, sha, force: false });
            else
                await this.octokit.rest.git.createRef({ ...this.repo, ref: `refs/${ref}`, sha });
            return { committed: true, sha };
        }
        catch (error) {
            const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(error);
            if (status === undefined || status >= 500) {
                // The answer was lost, not necessarily the update: look before saying nothing landed.
                const now = await this.head().catch(() => null);
                if (now?.commit === sha)
                    return { committed: true, sha };
            }
            const race = await this.raceOrNull(error, head);
            if (race)
                return { committed: false, race };
            throw this.refusal(error);
        }
    }
    /**
     * Why a refused ref update is a lost race, or null when it is not. GitHub's answers: 422
     * "Update is not a fast forward" (the head moved), 422 "Reference already exists" (someone
     * created the branch first), 422 "Reference does not exist" (it was deleted). Protection and
     * rulesets ("Protected branch update failed …", "Repository rule violations found …", 409 or
     * 422) are refusals. Any other 409/422 is a race only if the branch really moved.
     */
    async raceOrNull(error, head) {
        const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(error);
        if (status !== 409 && status !== 422)
            return null;
        const message = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .gitHubMessage */ .RG)(error);
        if (/protected branch|rule violation/i.test(message))
            return null;
        if (/not a fast.?forward|reference already exists|reference does not exist/i.test(message))
            return message;
        const now = await this.head().catch(() => undefined);
        if (now === undefined)
            return null;
        return (now?.commit ?? null) !== (head?.commit ?? null) ? message : null;
    }
    refusal(error) {
        const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(error);
        const hint = status === 403 && !(0,_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .rateLimitNote */ .a3)(error)
            ? ' The token needs `permissions: contents: write` (a fork PR never gets it).'
            : status === 401
                ? ' Check github-token.'
                : status === 409 || status === 422
                    ? ` Exempt ${this.branch} from branch protection and rulesets for this workflow's token, or set baseline-branch to a branch the token may push to.`
                    : '';
        const verb = status === undefined || status >= 500 ? 'could not write to' : 'refused to write to';
        return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`baseline store: GitHub ${verb} ${this.branch}: ${(0,_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .describeError */ .Uc)(error)}. Nothing was recorded (the baseline, history and verdicts change in one commit).${hint}`);
    }
}
const DATA_BRANCH_README = `# Context precision data

Written by the Context Precision Gate action: per gate name, \`baseline.json\` (the newest recorded
commit of the default branch; its rankings under \`cases/\`), \`commits/<sha>.json\` (the recent
commits' records, for pull requests based on them, listed oldest first in \`commits.json\`),
\`history.json\` and \`history/\` (one entry per recorded commit, and its per-case AP) and
\`verdicts/\` (the judge's verdicts, reused by later runs), sharded by key. Do not
edit by hand.
`;
/** Tree entries that set `files` (path → text); null deletes the file, as GitHub's `sha: null`. */
const treeEntries = (files) => Array.from(files, ([path, content]) => {
    const entry = { path, mode: '100644', type: 'blob' };
    return content === null ? { ...entry, sha: null } : { ...entry, content };
});
/** An entry's bytes in a tree request's JSON body. */
const entryBytes = (entry) => Buffer.byteLength(JSON.stringify(entry));
/** A tree request's JSON around its entries (`{"base_tree":"<sha>","tree":[…]}`), at most. */
const ENVELOPE_BYTES = 100;
/** Tree entries in runs of at most `bytes` of request JSON (at least one entry) and 50,000 entries. */
function batches(entries, bytes) {
    const runs = [[]];
    let size = ENVELOPE_BYTES;
    for (const entry of entries) {
        // The entry and the comma after it.
        const length = entryBytes(entry) + 1;
        const run = runs.at(-1);
        if ((size + length > bytes && run.length > 0) || run.length >= 50_000) {
            runs.push([]);
            size = ENVELOPE_BYTES;
        }
        runs.at(-1).push(entry);
        size += length;
    }
    return runs;
}
/** `BranchArchive.files` in a repository archive's tar, where every path is under a top folder (`owner-repo-sha/`). */
function archiveFiles(tar, folder, wanted = () => true, links = false) {
    const files = new Map();
    const prefix = folder === '' ? '' : `${folder}/`;
    const inFolder = (name) => {
        const path = name.slice(name.indexOf('/') + 1);
        return path.startsWith(prefix) && path !== prefix ? path.slice(prefix.length) : null;
    };
    const decoder = new TextDecoder();
    for (const entry of (0,nanotar__WEBPACK_IMPORTED_MODULE_3__/* .parseTar */ .xx)(tar, {
        filter: (meta) => {
            const kept = meta.type === 'file' || (links && meta.type === 'symbolicLink');
            const path = kept ? inFolder(meta.name) : null;
            return path !== null && wanted(path);
        },
    })) {
        files.set(inFolder(entry.name), entry.data ? decoder.decode(entry.data) : '');
    }
    return files;
}
/** GitHub's answer to a read of `what`, or null when there is no such thing (its 404). */
async function found(what, request) {
    try {
        return await request;
    }
    catch (error) {
        if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(error) === 404)
            return null;
        throw readError(what, error);
    }
}
/** `baseline store: cannot read <what>: HTTP 403 "…"`, with a hint for the usual causes. */
function readError(what, error) {
    const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(error);
    const hint = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .rateLimitNote */ .a3)(error)
        ? ''
        : status === 403
            ? ' (the token cannot read this repository: check github-token and `permissions: contents: read`)'
            : status === 401
                ? ' (bad credentials: check github-token)'
                : '';
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`baseline store: cannot read ${what}: ${(0,_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .describeError */ .Uc)(error)}${hint}`);
}


/***/ }),

/***/ 1623:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ UNORDERED),
/* harmony export */   T: () => (/* binding */ GitHubCommitOrder)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _format_plain_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(179);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6702);



/** Without a way to ask GitHub, commits cannot be ordered: each record replaces the baseline. */
const UNORDERED = {
    compare: async (base, head) => base === head ? { status: 'identical' } : { status: 'unknown', why: 'no commit order given' },
};
/** The compare API (`GET /repos/{o}/{r}/compare/{base}...{head}`); answers are cached per pair. */
class GitHubCommitOrder {
    octokit;
    repo;
    known = new Map();
    constructor(octokit, repo) {
        this.octokit = octokit;
        this.repo = repo;
    }
    async compare(base, head) {
        if (base === head)
            return { status: 'identical' };
        const key = `${base}...${head}`;
        const cached = this.known.get(key);
        if (cached)
            return cached;
        let answer;
        try {
            const { data } = await this.octokit.rest.repos.compareCommitsWithBasehead({
                ...this.repo,
                basehead: key,
                per_page: 1,
            });
            answer = { status: data.status };
        }
        catch (error) {
            // 404: a commit GitHub does not have (force-pushed away), or no common ancestor.
            if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error) !== 404)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`cannot compare the commits ${(0,_format_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .Fu)(base)} and ${(0,_format_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .Fu)(head)} on GitHub: ${(0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .describeError */ .Uc)(error)}`);
            answer = { status: 'unknown', why: `GitHub cannot compare them: "${(0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHubMessage */ .RG)(error)}"` };
        }
        this.known.set(key, answer);
        return answer;
    }
}


/***/ }),

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $3: () => (/* binding */ saysUnreachable),
/* harmony export */   PB: () => (/* binding */ NO_TOKEN_NOTE),
/* harmony export */   Qi: () => (/* binding */ createOctokit),
/* harmony export */   RG: () => (/* binding */ gitHubMessage),
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   a3: () => (/* binding */ rateLimitNote),
/* harmony export */   c2: () => (/* binding */ statusOf)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1351);
/* harmony import */ var _actions_github_lib_utils__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5555);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6856);
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3251);
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(bottleneck_light_js__WEBPACK_IMPORTED_MODULE_2__);





/** The longest wait for a rate limit, in seconds: past it a job fails (or warns) instead of stalling. */
const MAX_RATE_LIMIT_WAIT_S = 60;
/**
 * An Octokit for the REST API (GITHUB_API_URL, so GHES works too) that retries server errors and
 * waits out primary and secondary rate limits a bounded number of times, never longer than
 * MAX_RATE_LIMIT_WAIT_S: a later reset fails the request at once (describeError says when the
 * limit resets).
 */
function createOctokit(token, log = () => undefined, tuning = {}) {
    const secondMs = tuning.secondMs ?? 1000;
    const timeoutMs = tuning.requestTimeoutMs ?? 30_000;
    // The runner's fetch (it honours the proxy settings), each attempt bounded: a GitHub that never
    // answers costs the timeout per attempt, not undici's 300 s.
    const baseFetch = _actions_github_lib_utils__WEBPACK_IMPORTED_MODULE_1__/* .defaults */ .NT.request?.fetch ?? fetch;
    const timedFetch = async (url, init = {}) => {
        const timeout = AbortSignal.timeout(timeoutMs);
        try {
            return await baseFetch(url, {
                ...init,
                signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
            });
        }
        catch (error) {
            if (timeout.aborted)
                throw new Error(`GitHub did not answer within ${seconds(timeoutMs)}`, { cause: error });
            throw error;
        }
    };
    const limitHandler = (kind) => (retryAfter, options, _octokit, retryCount) => {
        if (retryAfter > MAX_RATE_LIMIT_WAIT_S) {
            log(`GitHub ${kind} on ${options.method} ${options.url}: it resets in ${retryAfter} s, more than the ${MAX_RATE_LIMIT_WAIT_S} s this action waits; not retrying`);
            return false;
        }
        if (retryCount >= 2)
            return false;
        log(`GitHub ${kind} on ${options.method} ${options.url}; retrying in ${retryAfter} s`);
        return true;
    };
    return _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q(token, {
        baseUrl: tuning.baseUrl || 'https://api.github.com',
        request: { ..._actions_github_lib_utils__WEBPACK_IMPORTED_MODULE_1__/* .defaults */ .NT.request, fetch: timedFetch },
        throttle: {
            enabled: tuning.throttle ?? true,
            // The plugin's own groups, with their spacing in this client's seconds (and this client's
            // alone: they are not shared with another client in the same process).
            write: new (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_2___default().Group)({ maxConcurrent: 1, minTime: secondMs }),
            notifications: new (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_2___default().Group)({ maxConcurrent: 1, minTime: 3 * secondMs }),
            search: new (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_2___default().Group)({ maxConcurrent: 1, minTime: 2 * secondMs }),
            retryAfterBaseValue: secondMs,
            onRateLimit: limitHandler('rate limit'),
            onSecondaryRateLimit: limitHandler('secondary rate limit'),
        },
        // 409 and 422 answer this request as it was asked (a lost race, a refusal): repeating it
        // cannot succeed, so the caller decides. 429 is the throttling plugin's (rate limits).
        retry: {
            retries: 2,
            retryAfterBaseValue: secondMs,
            doNotRetry: [400, 401, 403, 404, 409, 410, 422, 429, 451],
        },
    }, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__/* .throttling */ .A);
}
function statusOf(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : undefined;
}
/** Said once when `github-token` is empty: what is off (the rest of the run says nothing more of it). */
const NO_TOKEN_NOTE = 'github-token is empty: the baseline store and the PR comment are off (no baseline is read, nothing is recorded, no comment is written); the gate uses the threshold alone. Set github-token (the default, ${{ github.token }}) to turn them on.';
/** Error codes of a request that never reached the server (DNS, refused, cut, timed out). */
const NETWORK_CODES = /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|UND_ERR_CONNECT_TIMEOUT|UND_ERR_SOCKET)\b/;
/**
 * For a request that never reached GitHub: `could not reach api.github.com: getaddrinfo ENOTFOUND
 * api.github.com; check the runner's network and GITHUB_API_URL`. Octokit reports these as HTTP
 * 500, which they are not. Undefined for any answer GitHub gave.
 */
function unreachableMessage(error) {
    const text = error instanceof Error ? error.message : String(error);
    const cause = error?.cause;
    const code = typeof cause?.code === 'string' ? cause.code : '';
    if (!NETWORK_CODES.test(`${text} ${code}`))
        return undefined;
    const url = error?.request?.url;
    const host = (typeof url === 'string' && URL.parse(url)?.host) || 'the GitHub API';
    return `could not reach ${host}: ${text.split('\n')[0]}; ${CHECK_NETWORK}`;
}
const CHECK_NETWORK = "check the runner's network and GITHUB_API_URL";
/** Whether a message carries unreachableMessage's text (a request that never reached GitHub). */
function saysUnreachable(message) {
    return message.includes(CHECK_NETWORK);
}
/**
 * GitHub's own message of an Octokit error (the `message` field of its answer, on one line:
 * "Repository rule violations found: Changes must be made through a pull request."), else the
 * error's first line.
 */
function gitHubMessage(error) {
    const data = error?.response?.data;
    const message = data?.message;
    if (typeof message === 'string' && message.trim() !== '') {
        const [first, ...rest] = message
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line !== '');
        return rest.length ? `${first}: ${rest.join('; ')}` : (first ?? '');
    }
    return error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
}
/**
 * An Octokit error, for a message: `HTTP 422 "GitHub's message"`, with when an exhausted rate
 * limit resets; for a request that never reached GitHub, unreachableMessage's text.
 */
function describeError(error) {
    const status = statusOf(error);
    return (unreachableMessage(error) ??
        `${status ? `HTTP ${status} ` : ''}"${gitHubMessage(error)}"${rateLimitNote(error)}`);
}
/** " (the GitHub API rate limit resets at …)" for an error that says the limit is exhausted, else "". */
function rateLimitNote(error) {
    const status = statusOf(error);
    if (status !== 403 && status !== 429)
        return '';
    const headers = error.response?.headers;
    if (String(headers?.['x-ratelimit-remaining']) !== '0')
        return '';
    const reset = Number(headers?.['x-ratelimit-reset']);
    if (!Number.isFinite(reset) || reset <= 0)
        return '';
    const left = Math.max(0, Math.round(reset - Date.now() / 1000));
    const until = left < 120 ? `in ${left} s` : `in ${Math.round(left / 60)} min`;
    return ` (the GitHub API rate limit resets at ${new Date(reset * 1000).toISOString()}, ${until}: re-run the job after that)`;
}
/** "30 s", "0.05 s". */
function seconds(ms) {
    return `${Number((ms / 1000).toPrecision(3))} s`;
}


/***/ }),

/***/ 3960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ withDeadline)
/* harmony export */ });
/**
 * `work`, or a rejection with `error()` when it has not settled within `ms` milliseconds (a
 * function: the limit as it stands, which the work may raise while it runs). The work itself is
 * not stopped: its requests end by their own timeouts.
 */
function withDeadline(work, ms, error) {
    const limit = typeof ms === 'number' ? () => ms : ms;
    const start = Date.now();
    let timer;
    const timeout = new Promise((_, reject) => {
        const arm = () => {
            const left = start + limit() - Date.now();
            if (left <= 0)
                return reject(error());
            timer = setTimeout(arm, left);
            timer.unref();
        };
        arm();
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}


/***/ })

};
