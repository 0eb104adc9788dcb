export const id = 649;
export const ids = [649];
export const modules = {

/***/ 5257:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  I: () => (/* binding */ GitHubBaselineStore)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(737);
// EXTERNAL MODULE: ./src/files/own-record.ts
var own_record = __webpack_require__(5553);
// EXTERNAL MODULE: ./src/score/average-precision.ts
var average_precision = __webpack_require__(3048);
// EXTERNAL MODULE: ./src/score/case-metrics.ts + 6 modules
var case_metrics = __webpack_require__(9206);
// EXTERNAL MODULE: ./src/baseline/stored-files.ts
var stored_files = __webpack_require__(9778);
;// CONCATENATED MODULE: ./src/baseline/history-file.ts





/** `history.json` on the data branch: one entry per recorded commit (drift over time). */
const historyEntrySchema = schemas/* object */.Ikc({
    sha: schemas/* string */.YjP(),
    date: schemas/* string */.YjP(),
    score: schemas/* number */.aig(),
    scale: schemas/* number */.aig(),
    model: schemas/* string */.YjP().nullable(),
    promptVersion: schemas/* string */.YjP().nullable(),
    k: schemas/* number */.aig().nullable(),
    denominator: average_precision/* denominatorSchema */.GI,
    cases: (0,own_record/* ownRecord */.M)(schemas/* number */.aig()),
    /** The metrics beside MAP, by name: their means (none when no case has any). */
    metrics: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig()).optional(),
    /** Recorded by a judge drift audit (`mode: audit`, `record: true`): the drift chart marks it. */
    audit: schemas/* object */.Ikc({ sampled: schemas/* number */.aig(), flipped: schemas/* number */.aig(), flipRate: schemas/* number */.aig().nullable() })
        .optional(),
});
const historyFileSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(1),
    entries: schemas/* array */.YOg(historyEntrySchema),
});
/** History entries kept: the newest ones; older ones are dropped when recording, and the log says so. */
const HISTORY_LIMIT = 1000;
/**
 * Entries that keep their per-case AP: the newest ones. Older entries keep the score only, so
 * the file stays small for large golden sets (3,000 cases are about 75 kB an entry).
 */
const HISTORY_WITH_CASES = 30;
/**
 * history.json's size budget in bytes, well under GitHub's 100 MB file limit (and its 50 MB
 * warning): an entry's per-case AP costs 50-75 bytes a case, by id length (15,000: 0.8-1.1 MB).
 * Over it, the oldest entries lose their per-case AP first, then the oldest entries go.
 */
const HISTORY_BYTES = 40_000_000;
function historyEntryOf(file, audit) {
    const { sha, recordedAt: date, score, scale, model, promptVersion, k, denominator } = file;
    const metrics = (0,case_metrics/* metricMeans */.r)(file.cases);
    return {
        sha,
        date,
        score,
        scale,
        model,
        promptVersion,
        k,
        denominator,
        cases: (0,stored_files/* snapshotOf */.eY)(file).cases,
        ...(Object.keys(metrics).length > 0 && { metrics }),
        ...(audit && {
            audit: { sampled: audit.sampled, flipped: audit.flipped, flipRate: audit.flipRate },
        }),
    };
}
/**
 * Adds (or, for a commit recorded again, replaces in its place) our entry; entries stay in commit
 * order, never in clock order: a new commit's entry is the newest, an ancestor of the baseline's
 * commit goes just before the entry of `before` (the oldest recorded commit descending from it). The older entries keep no per-case AP.
 * Past HISTORY_LIMIT entries, or HISTORY_BYTES, the oldest entries are dropped, and said;
 * before dropping for size, the oldest lose their per-case AP.
 */
function mergeHistory(current, entry, before = null, budgetBytes = HISTORY_BYTES) {
    const stored = current?.entries ?? [];
    const again = stored.findIndex((e) => e.sha === entry.sha);
    const entries = stored.filter((e) => e.sha !== entry.sha);
    const at = again >= 0 ? again : before ? entries.findIndex((e) => e.sha === before) : -1;
    entries.splice(at < 0 ? entries.length : at, 0, entry);
    const cut = Math.max(0, entries.length - HISTORY_LIMIT);
    const gone = entries.slice(0, cut);
    const detailFrom = entries.length - HISTORY_WITH_CASES;
    const kept = entries.slice(cut).map((e, i) => (i + cut < detailFrom ? withoutCases(e) : e));
    // Within the byte budget: per-case AP goes from the oldest entries first, then whole entries.
    // Equally: the newest entries keep theirs while everything fits, so only those are measured.
    const sizes = kept.map((e) => storedSize(withoutCases(e)));
    let total = sizes.reduce((sum, size) => sum + size, FILE_OVERHEAD);
    let detailed = kept.length;
    for (let i = kept.length - 1; i >= 0; i -= 1) {
        const full = storedSize(kept[i]);
        if (total - sizes[i] + full > budgetBytes)
            break;
        total += full - sizes[i];
        sizes[i] = full;
        detailed = i;
    }
    for (let i = 0; i < detailed; i += 1)
        kept[i] = withoutCases(kept[i]);
    let over = 0;
    while (over < kept.length - 1 && total > budgetBytes)
        total -= sizes[over++];
    const tooBig = kept.splice(0, over);
    const dropped = (list, why) => list.length ? { count: list.length, from: list[0].date, to: list.at(-1).date, why } : null;
    return {
        history: { schemaVersion: 1, entries: kept },
        dropped: tooBig.length > 0
            ? dropped([...gone, ...tooBig], `to keep history.json under ${Math.round(budgetBytes / 1_000_000)} MB`)
            : dropped(gone, `to keep the newest ${HISTORY_LIMIT}`),
    };
}
const withoutCases = (entry) => ({ ...entry, cases: {} });
/** `{"schemaVersion": 1, "entries": [ ... ]}` around the entries, as written. */
const FILE_OVERHEAD = 40;
/**
 * An entry's bytes in history.json as the store writes it: JSON indented by 1, the entry at depth
 * 2, each case on a line of its own at depth 4 (`    "<id>": <ap>,`), from the compact JSON,
 * which V8 writes several times faster than the indented (150,000 cases: about 0.1 s an entry).
 */
function storedSize(entry) {
    const text = JSON.stringify(withoutCases(entry), null, 1);
    let lines = 1;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        lines += 1;
    const cases = Object.keys(entry.cases).length;
    const casesText = cases === 0 ? 0 : Buffer.byteLength(JSON.stringify(entry.cases), 'utf8');
    // Per case: a line break, 4 spaces of indent and one after the colon; then the closing brace's line.
    return Buffer.byteLength(text, 'utf8') + 2 * lines + 2 + casesText + 6 * cases + 4;
}

// EXTERNAL MODULE: ./src/baseline/verdicts-file.ts
var verdicts_file = __webpack_require__(8068);
// EXTERNAL MODULE: ./src/files/json-document.ts
var json_document = __webpack_require__(3939);
;// CONCATENATED MODULE: ./src/baseline/stored-json.ts





/** The store's files in a gate's folder on the data branch, and their schemas. */
const stored_json_schemas = {
    'baseline.json': stored_files/* baselineFileSchema */.v8,
    'history.json': historyFileSchema,
    'verdicts.json': verdicts_file/* verdictsFileSchema */.sE,
    'commits.json': stored_files/* commitsIndexSchema */.i2,
};
/** A stored file at `head`, validated: a broken file is an error naming it, never silently replaced. */
async function readStored(files, path, schema, head, suffix = '') {
    if (!head)
        return null;
    const found = await files.read(path, head.commit);
    if (!found)
        return null;
    const where = `${files.branch}:${path}`;
    try {
        const value = (0,json_document/* parseJsonDocument */.d)(found.text, where, schema, `baseline store: ${where} is not a file this version understands`);
        return { value, text: found.text };
    }
    catch (error) {
        if (errors/* UserError */.yo.isInstance(error) && suffix)
            throw new errors/* UserError */.yo(`${error.message.split('\n')[0]}${suffix}`, error.details);
        throw error;
    }
}
/** A file's text as the store writes it. */
function jsonText(value) {
    return `${JSON.stringify(value, null, 1)}\n`;
}

// EXTERNAL MODULE: ./src/format/numbers.ts
var numbers = __webpack_require__(3613);
// EXTERNAL MODULE: ./src/timing/backoff.ts
var backoff = __webpack_require__(4866);
// EXTERNAL MODULE: ./src/timing/deadline.ts
var deadline = __webpack_require__(3960);
// EXTERNAL MODULE: ./src/github/octokit.ts
var octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/baseline/baseline-store.ts









/** The longest a load or a record may take (each request is bounded too, see createOctokit). */
const STORE_TOTAL_MS = 180_000;
/** Without a way to ask GitHub, commits cannot be ordered: each record replaces the baseline. */
const UNORDERED = {
    compare: async (base, head) => base === head ? { status: 'identical' } : { status: 'unknown', why: 'no commit order given' },
};
/**
 * The store on a data branch, a folder per gate name, through the REST API. A record is one
 * commit: the three files are read at the branch head, merged with this run's, committed on that
 * head together, and the branch is moved without force; a lost race re-reads and redoes it.
 */
class GitHubBaselineStore {
    files;
    name;
    timing;
    order;
    constructor(files, name, timing = {}, order = UNORDERED) {
        this.files = files;
        this.name = name;
        this.timing = timing;
        this.order = order;
    }
    /** A file in the gate's folder: a FileName, or `commits/<sha>.json` (a commit's own record). */
    path(file) {
        return `${this.name}/${file}`;
    }
    /**
     * The stored state; with `base`, that commit's own record when it has one (else the newest).
     * Throws a UserError when the baseline exists but cannot be read; a history or verdict store
     * that cannot be read is a warning, and the run goes on without it.
     */
    load(base) {
        return this.bounded(() => this.loadNow(base), 'nothing was read');
    }
    /** The work, or the store's error when GitHub has not finished it in time (the work is told to stop). */
    bounded(work, what) {
        const stop = new AbortController();
        const totalMs = this.timing.totalMs ?? STORE_TOTAL_MS;
        return (0,deadline/* withDeadline */.N)(work(stop.signal), totalMs, () => {
            stop.abort();
            return new errors/* UserError */.yo(`baseline store: GitHub did not answer within ${(0,octokit/* seconds */.YA)(totalMs)} (${this.files.branch}); ${what}. Re-run the job when GitHub answers again.`);
        });
    }
    async loadNow(base) {
        // No branch yet (head null): every file reads as missing.
        const head = await this.files.head();
        const [baseline, history, verdicts, ofBase] = await Promise.allSettled([
            this.readJson('baseline.json', head),
            this.readJson('history.json', head),
            this.readJson('verdicts.json', head),
            base && /^[0-9a-f]{40}$/.test(base)
                ? readStored(this.files, this.path(`commits/${base}.json`), stored_files/* baselineFileSchema */.v8, head)
                : null,
        ]);
        if (baseline.status === 'rejected')
            throw baseline.reason;
        if (ofBase.status === 'rejected')
            throw ofBase.reason;
        const newest = baseline.value?.value ?? null;
        const chosen = ofBase.value?.value ?? newest;
        const warnings = [];
        const usable = (result, without) => {
            if (result.status === 'fulfilled')
                return result.value;
            const problem = (0,errors/* errorMessage */.gJ)(result.reason)
                .split('\n')
                .map((line) => line.replace(/^\s*-\s*/, '').trim())
                .join('; ');
            warnings.push(`${problem}; going on without ${without}.`);
            return null;
        };
        const historyFile = usable(history, 'the history');
        const verdictsFile = usable(verdicts, 'the stored verdicts (the judge is asked again)');
        return {
            baseline: chosen,
            ...(base && { base: { sha: base, recorded: chosen?.sha === base } }),
            history: historyFile?.value.entries ?? [],
            verdicts: (0,verdicts_file/* verdictMapOf */.tq)(verdictsFile?.value ?? null),
            warnings,
        };
    }
    /**
     * Verdicts, history and baseline in one commit. A report in which the judge failed on any case
     * never replaces the baseline nor adds to the history: only the verdicts that did come back are
     * stored. A stored file this version cannot read is never overwritten (the record fails).
     */
    record(report, sha, usedVerdicts, now = new Date()) {
        return this.bounded((stop) => this.recordNow(report, sha, usedVerdicts, now, stop), 'the record was stopped (a write already sent may still land; re-running the job is safe)');
    }
    async recordNow(report, sha, usedVerdicts, now, stop) {
        const failedCases = report.cases.filter((c) => c.error !== null).map((c) => c.id);
        const ours = (0,stored_files/* baselineFileOf */.lE)(report, sha);
        const { maxAttempts = 10, initialDelayMs = 250, random = Math.random } = this.timing;
        for (let attempt = 0;; attempt += 1) {
            const head = await this.files.head();
            const keep = ' (nothing was overwritten)';
            const [baseline, history, verdicts, index] = await Promise.all([
                this.readJson('baseline.json', head, keep),
                this.readJson('history.json', head, keep),
                this.readJson('verdicts.json', head, keep),
                this.readJson('commits.json', head, keep),
            ]);
            const next = new Map();
            next.set('verdicts.json', (0,verdicts_file/* mergeVerdicts */.jB)(verdicts?.value ?? null, usedVerdicts, now));
            const records = new Map();
            const planned = failedCases.length === 0
                ? await this.planBaseline(report, sha, ours, { baseline, history, index }, next, records)
                : null;
            const current = {
                'baseline.json': baseline,
                'history.json': history,
                'verdicts.json': verdicts,
                'commits.json': index,
            };
            const changes = new Map();
            for (const [file, value] of next) {
                const text = jsonText(value);
                if (current[file]?.text !== text)
                    changes.set(this.path(file), text);
            }
            if (changes.size > 0)
                for (const [path, text] of records)
                    changes.set(path, text);
            const result = {
                baselineRecorded: planned !== null,
                baseline: planned?.decision ?? null,
                failedCases,
                historyEntries: planned?.historyEntries ?? history?.value.entries.length ?? 0,
                droppedHistory: planned?.droppedHistory ?? null,
                conflicts: attempt,
            };
            if (changes.size === 0)
                return { ...result, commit: null };
            if (stop.aborted)
                throw new errors/* UserError */.yo('baseline store: stopped');
            const message = planned?.message ??
                `${this.name}: verdicts for ${sha.slice(0, 7)} (baseline kept: the judge failed on ${(0,numbers/* plural */.LS)(failedCases.length, 'case')})`;
            const outcome = await this.files.commit(head, changes, message);
            if (outcome.committed)
                return { ...result, commit: outcome.sha };
            if (attempt + 1 >= maxAttempts) {
                throw new errors/* UserError */.yo(`baseline store: ${this.files.branch} kept moving under us (GitHub: "${outcome.race}"); gave up after ${maxAttempts} attempts. Nothing was recorded; re-run the job.`);
            }
            await (this.timing.sleep ?? backoff/* sleep */.y)((0,backoff/* backoffDelay */.E)(attempt, initialDelayMs, { random, maxDoublings: 5 }));
        }
    }
    /**
     * The baseline's part of a record: by commit order, whether this run replaces the recorded
     * baseline; the history entry; the commits index and the per-commit records (into `next` and
     * `records`).
     */
    async planBaseline(report, sha, ours, stored, next, records) {
        const { baseline, history, index } = stored;
        const short = sha.slice(0, 7);
        const recorded = baseline?.value ?? null;
        const decision = (0,stored_files/* baselineDecision */.Av)(recorded?.sha ?? null, sha, recorded && (await this.order.compare(recorded.sha, sha)));
        const known = index?.value.commits ?? [];
        const before = decision.replace || !recorded ? null : await this.placeBefore(sha, known, recorded.sha);
        const merged = mergeHistory(history?.value ?? null, historyEntryOf(ours, report.audit), before);
        next.set('history.json', merged.history);
        if (decision.replace)
            next.set('baseline.json', ours);
        const message = decision.replace
            ? `${this.name}: baseline ${short}`
            : `${this.name}: history and own record of ${short} (baseline ${recorded?.sha.slice(0, 7)} kept: ${short} is its ancestor)`;
        const placed = (0,stored_files/* placeCommit */.jl)(index?.value ?? null, sha, before);
        next.set('commits.json', placed.index);
        if (decision.replace || !known.includes(sha))
            records.set(this.path(`commits/${sha}.json`), jsonText(ours));
        for (const gone of placed.dropped)
            records.set(this.path(`commits/${gone}.json`), null);
        return {
            decision,
            message,
            historyEntries: merged.history.entries.length,
            droppedHistory: merged.dropped,
        };
    }
    /**
     * Where a record of `sha`, an ancestor of the baseline's commit, goes: before the oldest of the
     * recorded commits that descend from it, walking back from the newest (commit order: a late
     * record among its neighbours).
     */
    async placeBefore(sha, commits, baseline) {
        let before = baseline;
        for (const other of commits.filter((c) => c !== sha && c !== baseline).reverse()) {
            if ((await this.order.compare(other, sha)).status !== 'behind')
                break;
            before = other;
        }
        return before;
    }
    /** One of the gate's files at `head` (see readStored). */
    readJson(file, head, suffix = '') {
        return readStored(this.files, this.path(file), stored_json_schemas[file], head, suffix);
    }
}


/***/ }),

/***/ 8673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ BranchFiles)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6702);


/**
 * Files on one branch through the REST API (no checkout, no git push): read at a commit, and
 * written as one commit on the head we read, landed by a non-forced ref update. A missing branch
 * reads as empty and is created by the first commit, as an orphan.
 */
class BranchFiles {
    octokit;
    repo;
    branch;
    constructor(octokit, repo, branch) {
        this.octokit = octokit;
        this.repo = repo;
        this.branch = branch;
    }
    /** The branch's head, or null when the branch does not exist. */
    async head() {
        let commit;
        try {
            const { data } = await this.octokit.rest.git.getRef({
                ...this.repo,
                ref: `heads/${this.branch}`,
            });
            commit = data.object.sha;
        }
        catch (error) {
            if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error) === 404)
                return null;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`baseline store: cannot read the branch ${this.branch}: ${describe(error, 'read')}`);
        }
        try {
            const { data } = await this.octokit.rest.git.getCommit({ ...this.repo, commit_sha: commit });
            return { commit, tree: data.tree.sha };
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`baseline store: cannot read the head commit ${commit.slice(0, 7)} of ${this.branch}: ${describe(error, 'read')}`);
        }
    }
    /** The file as it is at `commit`, or null when it does not exist there. Files over 1 MB come raw. */
    async read(path, commit) {
        const where = `${this.branch}:${path}`;
        let data;
        try {
            ({ data } = await this.octokit.rest.repos.getContent({ ...this.repo, path, ref: commit }));
        }
        catch (error) {
            if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error) === 404)
                return null;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`baseline store: cannot read ${where}: ${describe(error, 'read')}`);
        }
        const file = data;
        if (Array.isArray(data) || file.type !== 'file' || !file.sha) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`baseline store: ${where} is not a file`);
        }
        if (file.encoding === 'base64' && file.content !== undefined) {
            return { text: Buffer.from(file.content, 'base64').toString('utf8'), sha: file.sha };
        }
        // Over 1 MB the JSON answer has no content ("encoding": "none"): ask for the raw bytes.
        try {
            const raw = await this.octokit.rest.repos.getContent({
                ...this.repo,
                path,
                ref: commit,
                mediaType: { format: 'raw' },
            });
            return { text: rawText(raw.data), sha: file.sha };
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`baseline store: cannot read ${where}: ${describe(error, 'read')}`);
        }
    }
    /**
     * One commit that sets `files` (path → text; null deletes the file) on top of `head` (null: the branch is missing,
     * so an orphan commit that also holds a README), then the branch moved to it without force.
     * A race (the branch moved or was created meanwhile) is an outcome; anything else GitHub
     * refuses (protection, rulesets, permissions) is a UserError quoting GitHub's message.
     */
    async commit(head, files, message) {
        const entries = [...files].map(([path, content]) => treeEntry(path, content));
        if (!head)
            entries.push(treeEntry('README.md', DATA_BRANCH_README));
        let sha;
        try {
            const tree = await this.octokit.rest.git.createTree({
                ...this.repo,
                ...(head && { base_tree: head.tree }),
                // Blobs inline: GitHub writes each `content` out as a blob, in this one request.
                tree: entries,
            });
            const commit = await this.octokit.rest.git.createCommit({
                ...this.repo,
                message,
                tree: tree.data.sha,
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
            const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
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
        const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
        if (status !== 409 && status !== 422)
            return null;
        const message = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHubMessage */ .RG)(error);
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
        const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
        const hint = status === 403 && !(0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .rateLimitNote */ .a3)(error)
            ? ' The token needs `permissions: contents: write` (a fork PR never gets it).'
            : status === 401
                ? ' Check github-token.'
                : status === 409 || status === 422
                    ? ` Exempt ${this.branch} from branch protection and rulesets for this workflow's token, or set baseline-branch to a branch the token may push to.`
                    : '';
        const verb = status === undefined || status >= 500 ? 'could not write to' : 'refused to write to';
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`baseline store: GitHub ${verb} ${this.branch}: ${describe(error, 'write')}. Nothing was recorded (the baseline, history and verdicts change in one commit).${hint}`);
    }
}
/** A file's text, or (null) its deletion: GitHub's tree API deletes a path given `sha: null`. */
function treeEntry(path, content) {
    const entry = { path, mode: '100644', type: 'blob' };
    return content === null ? { ...entry, sha: null } : { ...entry, content };
}
const DATA_BRANCH_README = `# Context precision data

Written by the Context Precision Gate action: per gate name, \`baseline.json\` (the report of the
newest recorded commit of the default branch), \`commits/<sha>.json\` (the recent commits' reports,
for pull requests based on them, listed oldest first in \`commits.json\`), \`history.json\` (one
entry per recorded commit) and \`verdicts.json\` (the judge's verdicts, reused by later runs). Do
not edit by hand.
`;
function rawText(data) {
    if (typeof data === 'string')
        return data;
    if (data instanceof ArrayBuffer)
        return Buffer.from(data).toString('utf8');
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo('baseline store: unexpected raw content');
}
/** `HTTP 422 "GitHub's message"`, with a hint for the usual causes. */
function describe(error, action) {
    const unreachable = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .unreachableMessage */ .Ep)(error);
    if (unreachable)
        return unreachable;
    const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
    const note = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .rateLimitNote */ .a3)(error);
    const hint = note ||
        (action === 'read' && status === 403
            ? ' (the token cannot read this repository: check github-token and `permissions: contents: read`)'
            : action === 'read' && status === 401
                ? ' (bad credentials: check github-token)'
                : '');
    return `${status ? `HTTP ${status} ` : ''}"${(0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHubMessage */ .RG)(error)}"${hint}`;
}


/***/ }),

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $3: () => (/* binding */ saysUnreachable),
/* harmony export */   Ep: () => (/* binding */ unreachableMessage),
/* harmony export */   PB: () => (/* binding */ NO_TOKEN_NOTE),
/* harmony export */   Qi: () => (/* binding */ createOctokit),
/* harmony export */   RG: () => (/* binding */ gitHubMessage),
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
 * MAX_RATE_LIMIT_WAIT_S: a later reset fails the request at once, and its error message says when
 * the limit resets.
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
    const octokit = _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q(token, {
        ...(tuning.baseUrl !== undefined && { baseUrl: tuning.baseUrl }),
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
    // Outermost: sees the error once the plugins gave up, and adds when a rate limit resets.
    octokit.hook.wrap('request', async (request, options) => {
        try {
            return await request(options);
        }
        catch (error) {
            const note = rateLimitNote(error);
            if (note && error instanceof Error && !error.message.includes(note))
                error.message = `${error.message.trimEnd()}${note}`;
            throw error;
        }
    });
    return octokit;
}
/** The HTTP status of an Octokit error, if it has one. */
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
    const host = typeof url === 'string' && URL.canParse(url) ? new URL(url).host : 'the GitHub API';
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
 * `work`, or a rejection with `error()` when it has not settled within `ms` milliseconds (the
 * work itself is not stopped: its requests end by their own timeouts).
 */
function withDeadline(work, ms, error) {
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(error()), ms);
        timer.unref();
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}


/***/ })

};
