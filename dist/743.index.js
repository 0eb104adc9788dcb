export const id = 743;
export const ids = [743];
export const modules = {

/***/ 6858:
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
;// CONCATENATED MODULE: ./src/baseline/history-file.ts




/** `history.json` on the data branch: one entry per recorded commit (drift over time). */
const historyEntrySchema = schemas/* object */.Ikc({
    sha: schemas/* string */.YjP(),
    recordedAt: schemas/* string */.YjP(),
    score: schemas/* number */.aig(),
    scale: schemas/* number */.aig(),
    model: schemas/* string */.YjP().nullable(),
    promptVersion: schemas/* string */.YjP().nullable(),
    k: schemas/* number */.aig().nullable(),
    denominator: average_precision/* denominatorSchema */.GI,
    /** The metrics beside MAP, by name: their means (none when no case has any). */
    metrics: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig()).optional(),
    /** Recorded by a judge drift audit (`mode: audit`, `record: true`): the drift chart marks it. */
    audit: schemas/* object */.Ikc({ sampled: schemas/* number */.aig(), flipped: schemas/* number */.aig(), flipRate: schemas/* number */.aig().nullable() })
        .optional(),
});
const historyFileSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(2),
    entries: schemas/* array */.YOg(historyEntrySchema),
});
/**
 * `history/<YYYY-MM-DD>/<n>.json`: the per-case AP of the n-th entry recorded that day (UTC), one
 * file an entry, never rewritten: the day's first (`0.json`) has every case's, each later one only
 * the cases whose AP changed since the entry before it (and `removed`: the ids it no longer has).
 */
const historyCasesSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(2),
    sha: schemas/* string */.YjP(),
    cases: (0,own_record/* ownRecord */.M)(schemas/* number */.aig()),
    removed: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
});
/** History entries kept: the newest ones; older ones are dropped when recording, and the log says so. */
const HISTORY_LIMIT = 1000;
/**
 * `history.json` holds the newest entries, at most HISTORY_RECENT + HISTORY_CHUNK: past that, its
 * oldest HISTORY_CHUNK move to `history/entries/<n>.json` (n counting up, written once), so a
 * record rewrites a file of a few hundred entries, not of HISTORY_LIMIT.
 */
const HISTORY_RECENT = 200;
const HISTORY_CHUNK = 100;
function historyEntryOf(file, audit) {
    const { sha, recordedAt, score, scale, model, promptVersion, k, denominator } = file;
    const metrics = (0,case_metrics/* metricMeans */.r)(file.cases);
    return {
        sha,
        recordedAt,
        score,
        scale,
        model,
        promptVersion,
        k,
        denominator,
        ...(Object.keys(metrics).length > 0 && { metrics }),
        ...(audit && {
            audit: { sampled: audit.sampled, flipped: audit.flipped, flipRate: audit.flipRate },
        }),
    };
}
/**
 * Adds (or, for a commit recorded again, replaces in its place) our entry; entries stay in commit
 * order, never in clock order: a new commit's entry is the newest, an ancestor of the baseline's
 * commit goes just before the entry of `before` (the oldest recorded commit descending from it).
 * Past HISTORY_RECENT + HISTORY_CHUNK entries, the oldest HISTORY_CHUNK move to a new file of
 * older entries (`older`, numbered after the last of `olderFiles`); the oldest such files go once
 * the entries pass HISTORY_LIMIT in all, and are said (`dropped`).
 */
function mergeHistory(current, entry, before = null, olderFiles = new Map()) {
    const stored = current?.entries ?? [];
    const again = stored.findIndex((e) => e.sha === entry.sha);
    const entries = stored.filter((e) => e.sha !== entry.sha);
    const at = again >= 0 ? again : before ? entries.findIndex((e) => e.sha === before) : -1;
    entries.splice(at < 0 ? entries.length : at, 0, entry);
    const files = new Map([...olderFiles].sort(([a], [b]) => a - b));
    let older = null;
    if (entries.length > HISTORY_RECENT + HISTORY_CHUNK) {
        const last = [...files.keys()].reduce((max, n) => Math.max(max, n), 0);
        older = { n: last + 1, entries: entries.splice(0, HISTORY_CHUNK) };
        files.set(older.n, older.entries);
    }
    let total = entries.length + [...files.values()].reduce((sum, list) => sum + list.length, 0);
    let gone = [];
    const droppedFiles = [];
    for (const [n, list] of files) {
        if (total <= HISTORY_LIMIT)
            break;
        gone = gone.concat(list);
        total -= list.length;
        if (older?.n === n)
            older = null;
        else
            droppedFiles.push(n);
    }
    // One file, yet over the limit (a history.json written with more entries): cut it.
    const cut = Math.max(0, total - HISTORY_LIMIT);
    gone = gone.concat(entries.splice(0, cut));
    return {
        history: { schemaVersion: 2, entries },
        older,
        droppedFiles,
        total: total - cut,
        dropped: gone.length > 0
            ? {
                count: gone.length,
                from: gone[0].recordedAt,
                to: gone.at(-1).recordedAt,
                why: `to keep the newest ${HISTORY_LIMIT}`,
            }
            : null,
    };
}
/**
 * The file of `sha`'s per-case AP after the day's entries so far (in order): the day's first has
 * every case's, a later one only what changed since the entry before it.
 */
function historyCasesOf(day, sha, cases) {
    if (day.length === 0)
        return { schemaVersion: 2, sha, cases: Object.fromEntries(cases) };
    const last = new Map();
    for (const entry of day) {
        for (const id of entry.removed ?? [])
            last.delete(id);
        for (const [id, ap] of Object.entries(entry.cases))
            last.set(id, ap);
    }
    const changed = {};
    for (const [id, ap] of cases)
        if (last.get(id) !== ap)
            changed[id] = ap;
    const removed = [...last.keys()].filter((id) => !cases.has(id));
    return { schemaVersion: 2, sha, cases: changed, ...(removed.length > 0 && { removed }) };
}
/** A day folder's name for a record made at `recordedAt` (an ISO date; its UTC day). */
const historyDayOf = (recordedAt) => {
    const time = Date.parse(recordedAt);
    return Number.isFinite(time) ? new Date(time).toISOString().slice(0, 10) : 'undated';
};

// EXTERNAL MODULE: ./src/baseline/stored-files.ts
var stored_files = __webpack_require__(9778);
// EXTERNAL MODULE: ./src/files/json-document.ts
var json_document = __webpack_require__(3939);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/baseline/shard-files.ts




/**
 * Rows by hex key, sharded by the key's first three hex digits into `ab/c.json` (4,096 files at
 * most): a record that changes a few rows rewrites only their shards, and the others keep their
 * blob ids. A shard is a JSON object, one row a line, sorted by key, so its text is a function
 * of its rows (an unchanged shard is never rewritten). 1,500,000 verdicts are about 50 kB a shard.
 */
const shardOf = (key) => `${key.slice(0, 2)}/${key.slice(2, 3)}.json`;
/** A case's row key: its id's sha256 (ids are any text; the key is hex). */
const caseKey = (id) => (0,external_node_crypto_.createHash)('sha256').update(id, 'utf8').digest('hex').slice(0, 32);
/** A shard's text: `{` and `}` around one `"key":row` a line, sorted by key. */
function shardText(rows) {
    const keys = [...rows.keys()].sort();
    const lines = keys.map((key) => `${JSON.stringify(key)}:${JSON.stringify(rows.get(key))}`);
    return `{\n${lines.join(',\n')}\n}\n`;
}
/** A shard's rows, validated: a file this version cannot read is an error naming it. */
function parseShard(text, where, row) {
    const schema = schemas/* record */.g1P(schemas/* string */.YjP().regex(/^[0-9a-f]{32}$/, 'a 32-digit hex key'), row);
    const value = (0,json_document/* parseJsonDocument */.d)(text, where, schema, `baseline store: ${where} is not a file this version understands`);
    return new Map(Object.entries(value));
}
/** Every row of a sharded folder's files (`ab/c.json` paths → their text). */
function rowsOf(files, where, row) {
    const rows = new Map();
    for (const [path, text] of files) {
        if (!/^[0-9a-f]{2}\/[0-9a-f]\.json$/.test(path))
            continue;
        for (const [key, value] of parseShard(text, `${where}/${path}`, row)) {
            if (shardOf(key) !== path)
                throw new errors/* UserError */.yo(`baseline store: ${where}/${path} holds ${key}, which belongs in ${shardOf(key)}`);
            rows.set(key, value);
        }
    }
    return rows;
}
/**
 * The shard files that differ between `before` and `after` (path → new text, or null to delete
 * a shard left empty); the others are not written, so they keep their blob ids.
 */
function changedShards(before, after, sameRow = (a, b) => JSON.stringify(a) === JSON.stringify(b)) {
    const touched = new Set();
    for (const [key, row] of after) {
        const old = before.get(key);
        if (old === undefined || !sameRow(old, row))
            touched.add(shardOf(key));
    }
    for (const key of before.keys())
        if (!after.has(key))
            touched.add(shardOf(key));
    const byShard = new Map([...touched].map((s) => [s, new Map()]));
    for (const [key, row] of after)
        byShard.get(shardOf(key))?.set(key, row);
    return new Map([...byShard].map(([path, rows]) => [path, rows.size > 0 ? shardText(rows) : null]));
}

// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/judge/stored-verdict.ts
var stored_verdict = __webpack_require__(7220);
;// CONCATENATED MODULE: ./src/baseline/verdict-shards.ts





/**
 * `verdicts/` on the data branch: the judge's verdicts by key in shards (`ab/c.json`, see
 * shard-files.ts), each with the month it was stored in (`since`, never rewritten), and, per
 * month, `used/<YYYY-MM>/<h>.txt`: the keys stored before that month that a record used in it
 * (one a line, sorted, sharded by the key's first digit). A verdict stored or used in the last
 * VERDICT_MONTHS months is kept; the others are pruned. A record adds its new verdicts to their
 * shards and, the first time in a month that it reuses an older verdict, its key to the month's
 * list: nothing is rewritten because it was used again.
 */
const verdictRowSchema = stored_verdict/* storedVerdictSchema */.E.extend({
    since: schemas/* string */.YjP().regex(/^\d{4}-\d{2}$/, 'a month, YYYY-MM'),
});
/** Months a verdict is kept after the last one it was stored or used in (the current one and 3 before). */
const VERDICT_MONTHS = 4;
const LIST = /^used\/(\d{4}-\d{2})\/([0-9a-f])\.txt$/;
/** The store from the folder's files (paths relative to `verdicts/`). */
function verdictStoreOf(files, where) {
    const used = new Map();
    for (const [path, text] of files) {
        const list = LIST.exec(path);
        if (!list)
            continue;
        const keys = text.split('\n').filter(Boolean);
        const bad = keys.find((key) => !/^[0-9a-f]{32}$/.test(key) || key[0] !== list[2]);
        if (bad !== undefined)
            throw new errors/* UserError */.yo(`baseline store: ${where}/${path} is not a file this version understands (line "${bad.slice(0, 40)}" is not a verdict key of that list)`);
        const month = used.get(list[1]) ?? new Set();
        for (const key of keys)
            month.add(key);
        used.set(list[1], month);
    }
    return { rows: rowsOf(files, where, verdictRowSchema), used };
}
/** The verdict shards (paths relative to `verdicts/`) that hold these keys. */
const verdictShardsOf = (keys) => new Set([...keys].filter((key) => /^[0-9a-f]{32}$/.test(key)).map(shardOf));
const verdictOfRow = ({ since: _, ...verdict }) => verdict;
const monthOf = (time) => new Date(time).toISOString().slice(0, 7);
function addMonths(month, count) {
    const [year, index] = month.split('-').map(Number);
    return monthOf(Date.UTC(year, index - 1 + count, 1));
}
const sameVerdict = (a, b) => a.relevant === b.relevant &&
    a.reason === b.reason &&
    a.model === b.model &&
    a.promptVersion === b.promptVersion &&
    String(a.statements) === String(b.statements);
/**
 * The store after a record at `now` that used `used`: new or changed verdicts stored in this
 * month, older ones reused listed in it, the ones neither stored nor used in the last
 * VERDICT_MONTHS months pruned. The month is the earlier of the clock's and the one after the
 * newest the store knows, so a recorder whose clock is fast (by months or years) cannot prune
 * verdicts that other runs used recently.
 */
function recordVerdicts(store, used, now) {
    let newest = '';
    for (const row of store.rows.values())
        if (row.since > newest)
            newest = row.since;
    for (const month of store.used.keys())
        if (month > newest)
            newest = month;
    const clock = monthOf(now.getTime());
    const month = newest && addMonths(newest, 1) < clock ? addMonths(newest, 1) : clock;
    const rows = new Map(store.rows);
    const lists = new Map([...store.used].map(([m, keys]) => [m, new Set(keys)]));
    const listed = lists.get(month) ?? new Set();
    for (const [key, verdict] of used) {
        const row = rows.get(key);
        if (row && sameVerdict(row, verdict)) {
            if (row.since < month)
                listed.add(key);
        }
        else
            rows.set(key, {
                relevant: verdict.relevant,
                reason: verdict.reason,
                ...(verdict.statements && { statements: verdict.statements }),
                model: verdict.model,
                promptVersion: verdict.promptVersion,
                since: month,
            });
    }
    if (listed.size > 0)
        lists.set(month, listed);
    const oldest = addMonths(month, 1 - VERDICT_MONTHS);
    for (const m of lists.keys())
        if (m < oldest)
            lists.delete(m);
    const recent = new Set([...lists.values()].flatMap((keys) => [...keys]));
    for (const [key, row] of rows)
        if (row.since < oldest && !recent.has(key))
            rows.delete(key);
    return { rows, used: lists };
}
/** The files that differ between two states of the store (paths relative to `verdicts/`). */
function changedVerdictFiles(before, after) {
    const changes = changedShards(before.rows, after.rows);
    const texts = (store) => {
        const files = new Map();
        for (const [month, keys] of store.used) {
            const byDigit = new Map();
            for (const key of keys) {
                const list = byDigit.get(key[0]) ?? [];
                list.push(key);
                byDigit.set(key[0], list);
            }
            for (const [digit, list] of byDigit)
                files.set(`used/${month}/${digit}.txt`, `${list.sort().join('\n')}\n`);
        }
        return files;
    };
    const old = texts(before);
    const next = texts(after);
    for (const [path, text] of next)
        if (old.get(path) !== text)
            changes.set(path, text);
    for (const path of old.keys())
        if (!next.has(path))
            changes.set(path, null);
    return changes;
}
/** A read of more verdict shards than this takes the folder in one request (the tarball). */
const FILE_READS = 16;
/** The stored verdicts of these keys at `commit`: only the shards that hold them are read. */
async function readVerdicts(files, folder, commit, keys) {
    const wanted = verdictShardsOf(keys);
    let texts = new Map();
    if (wanted.size > FILE_READS) {
        texts = await files.readFolder(folder, commit, (path) => wanted.has(path));
    }
    else if (wanted.size > 0) {
        const limit = (0,p_limit/* default */.A)(8);
        await Promise.all([...wanted].map((path) => limit(async () => {
            const found = await files.read(`${folder}/${path}`, commit);
            if (found)
                texts.set(path, found.text);
        })));
    }
    const rows = rowsOf(texts, `${files.branch}:${folder}`, verdictRowSchema);
    const verdicts = new Map();
    for (const key of keys) {
        const row = rows.get(key);
        if (row)
            verdicts.set(key, verdictOfRow(row));
    }
    return verdicts;
}

;// CONCATENATED MODULE: ./src/baseline/stored-layout.ts






/** A stored file's value, validated (a broken file is an error naming it, never replaced). */
function parseStored(text, where, schema) {
    const version = /"schemaVersion":\s*(\d+)/.exec(text.slice(0, 200))?.[1];
    if (version === '1')
        throw earlierLayout(where);
    return (0,json_document/* parseJsonDocument */.d)(text, where, schema, `baseline store: ${where} is not a file this version understands`);
}
/** A folder written by an earlier layout: never read as empty, never overwritten. */
function earlierLayout(where) {
    return new errors/* UserError */.yo(`baseline store: ${where} was written by an earlier version of the data branch's layout (one verdicts.json, a whole report per commit), which this version neither reads nor overwrites. Delete the gate's folder from the data branch (or the branch, if it holds only this gate): the next push to the default branch records anew, and the judge is asked once more about every context.`);
}
/** Rows under `cases/` (their paths relative to it) as a map by case id. */
function caseRowsOf(files, where) {
    const rows = new Map();
    for (const [key, row] of rowsOf(files, where, stored_files/* caseRowSchema */.us)) {
        if (caseKey(row.id) !== key)
            throw new errors/* UserError */.yo(`baseline store: ${where} holds case "${row.id}" under another key (${key})`);
        rows.set(row.id, row);
    }
    return rows;
}
/** The files under `prefix/`, relative to it. */
function under(files, prefix) {
    const found = new Map();
    for (const [path, text] of files)
        if (path.startsWith(`${prefix}/`))
            found.set(path.slice(prefix.length + 1), text);
    return found;
}
/** The whole folder, validated; `where` names it (`branch:NAME`). */
function parseFolder(texts, where) {
    if (texts.has('verdicts.json'))
        throw earlierLayout(`${where}/verdicts.json`);
    const read = (file, schema) => {
        const text = texts.get(file);
        return text === undefined ? null : parseStored(text, `${where}/${file}`, schema);
    };
    const head = read('baseline.json', stored_files/* baselineJsonSchema */.dt);
    const rows = caseRowsOf(under(texts, 'cases'), `${where}/cases`);
    return {
        texts,
        baseline: head && baselineWithRows(head, rows, `${where}/baseline.json`),
        history: read('history.json', historyFileSchema),
        olderHistory: olderHistoryOf(texts),
        index: read('commits.json', stored_files/* commitsIndexSchema */.i2),
        verdicts: verdictStoreOf(under(texts, 'verdicts'), `${where}/verdicts`),
    };
}
/** baseline.json's cases, in its order, with their rows (a case without one is damage). */
function baselineWithRows(head, rows, where) {
    const cases = head.cases.map(({ id }) => {
        const row = rows.get(id);
        if (!row)
            throw new errors/* UserError */.yo(`baseline store: ${where} names case "${id}", which has no row under cases/ (the folder is damaged: restore it from the data branch's history, or delete it to record anew)`);
        return row;
    });
    return { ...head, cases };
}
/** A record's cases: the rows at its parent, changed as it says. */
function recordCases(record, atParent) {
    for (const id of record.removed)
        atParent.delete(id);
    for (const row of record.changed)
        atParent.set(row.id, row);
    return [...atParent.values()];
}
/** The history entries a folder holds: history.json's and the older ones'. */
const historyCount = (folder) => [...folder.olderHistory.values()].reduce((sum, older) => sum + older.length, folder.history?.entries.length ?? 0);
/** `history/entries/<n>.json` by n. */
function olderHistoryOf(texts) {
    const files = new Map();
    for (const [path, text] of texts) {
        const n = /^history\/entries\/(\d+)\.json$/.exec(path)?.[1];
        if (n !== undefined)
            files.set(Number(n), parseStored(text, path, historyFileSchema).entries);
    }
    return files;
}
/** `history/<day>/<n>.json` by day, each day's in order of n. */
function historyDays(texts) {
    const days = new Map();
    for (const [path, text] of texts) {
        const match = /^history\/(\d{4}-\d{2}-\d{2}|undated)\/(\d+)\.json$/.exec(path);
        if (!match)
            continue;
        const day = days.get(match[1]) ?? [];
        day.push({ n: Number(match[2]), path, file: parseStored(text, path, historyCasesSchema) });
        days.set(match[1], day);
    }
    for (const day of days.values())
        day.sort((a, b) => a.n - b.n);
    return days;
}
/** `{ head…, "field": [` one item a line `] }`: small diffs, one line per case or entry. */
function listedJson(head, field, items) {
    const top = JSON.stringify(head, null, 1);
    const open = Object.keys(head).length > 0 ? `${top.slice(0, -2)},\n` : '{\n';
    return `${open} ${JSON.stringify(field)}: [\n${items.map((i) => `  ${JSON.stringify(i)}`).join(',\n')}\n ]\n}\n`;
}
const headOf = ({ cases: _, ...head }) => head;
/** The files a plan changes (path relative to the folder → text, or null to delete). */
function changedFiles(folder, plan) {
    const changes = new Map();
    const put = (path, text) => {
        if ((folder.texts.get(path) ?? null) !== text)
            changes.set(path, text);
    };
    for (const [path, text] of changedVerdictFiles(folder.verdicts, plan.verdicts))
        changes.set(`verdicts/${path}`, text);
    if (plan.baseline) {
        const { cases, ...head } = plan.baseline;
        put('baseline.json', listedJson(head, 'cases', cases.map(({ id, ap }) => ({ id, ap }))));
        const key = (rows) => new Map(rows.map((row) => [caseKey(row.id), row]));
        for (const [path, text] of changedShards(key(folder.baseline?.cases ?? []), key(cases)))
            changes.set(`cases/${path}`, text);
    }
    const days = historyDays(folder.texts);
    if (plan.history) {
        const { entries, ...head } = plan.history;
        put('history.json', listedJson(head, 'entries', entries));
        const older = new Map(folder.olderHistory);
        const { write, drop = [] } = plan.olderHistory ?? {};
        if (write)
            older.set(write.n, write.entries);
        if (write)
            put(`history/entries/${write.n}.json`, listedJson({ schemaVersion: 2 }, 'entries', write.entries));
        for (const n of drop) {
            older.delete(n);
            put(`history/entries/${n}.json`, null);
        }
        const kept = new Set([...entries, ...[...older.values()].flat()].map((e) => e.sha));
        for (const day of days.values())
            if (!day.some(({ file }) => kept.has(file.sha)))
                for (const { path } of day)
                    put(path, null);
    }
    if (plan.historyCases) {
        const { sha, recordedAt, cases } = plan.historyCases;
        const dayName = historyDayOf(recordedAt);
        const day = days.get(dayName) ?? [];
        const file = historyCasesOf(day.map((d) => d.file), sha, cases);
        put(`history/${dayName}/${day.length}.json`, `${JSON.stringify(file)}\n`);
    }
    if (plan.index)
        put('commits.json', `${JSON.stringify(plan.index, null, 1)}\n`);
    commitRecordFiles(folder, plan, put);
    for (const gone of plan.droppedRecords)
        put(`commits/${gone}.json`, null);
    return changes;
}
/** The per-commit records a record writes: its own, and the pending one of the baseline it read. */
function commitRecordFiles(folder, plan, put) {
    if (!plan.record)
        return;
    // The baseline at the head, made so by a record that could not name its own commit: its rows
    // are `cases/` at the head (the record reads the folder there).
    const pinned = folder.baseline && `commits/${folder.baseline.sha}.json`;
    const pinnedText = pinned && folder.texts.get(pinned);
    if (pinned &&
        pinnedText &&
        plan.head &&
        !(plan.record.replaces && plan.record.sha === folder.baseline?.sha)) {
        const stored = parseStored(pinnedText, pinned, stored_files/* commitRecordSchema */.oO);
        if (stored.pending) {
            const { changed, ...head } = stored;
            // No longer pending (JSON leaves an undefined field out).
            put(pinned, listedJson({ ...head, parent: plan.head, pending: undefined }, 'changed', changed));
        }
    }
    const { sha, parent, file, replaces } = plan.record;
    const before = new Map((folder.baseline?.cases ?? []).map((row) => [row.id, row]));
    const ids = new Set(file.cases.map((row) => row.id));
    // A new baseline's rows are the ones written under cases/ now: none copied here.
    const changed = replaces
        ? []
        : file.cases.filter((row) => JSON.stringify(before.get(row.id)) !== JSON.stringify(row));
    const removed = replaces ? [] : [...before.keys()].filter((id) => !ids.has(id));
    const head = { ...headOf(file), parent: replaces ? null : parent, removed };
    put(`commits/${sha}.json`, listedJson(replaces ? { ...head, pending: true } : head, 'changed', changed));
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
        const head = await this.files.head();
        if (!head)
            return { ...(0,store_types/* emptyStoredState */.s)(), ...(base && { base: { sha: base, recorded: false } }) };
        const [baseline, history] = await Promise.allSettled([
            this.readFile('baseline.json', head, stored_files/* baselineJsonSchema */.dt),
            this.readFile('history.json', head, historyFileSchema),
        ]);
        if (baseline.status === 'rejected')
            throw baseline.reason;
        const newest = baseline.value;
        const own = base && /^[0-9a-f]{40}$/.test(base) && base !== newest?.sha
            ? await this.readFile(`commits/${base}.json`, head, stored_files/* commitRecordSchema */.oO)
            : null;
        const warnings = [];
        if (history.status === 'rejected')
            warnings.push(`${oneLine(history.reason)}; going on without the history.`);
        let chosen = null;
        if (own && !own.pending) {
            const atParent = own.parent ? await this.caseRowsAt(own.parent) : new Map();
            chosen = { ...own, cases: recordCases(own, atParent) };
        }
        else if (newest) {
            chosen = baselineWithRows(newest, await this.caseRowsAt(head.commit), this.where('baseline.json'));
        }
        return {
            baseline: chosen,
            ...(base && { base: { sha: base, recorded: chosen?.sha === base } }),
            history: history.status === 'fulfilled' ? (history.value?.entries ?? []) : [],
            verdicts: (keys) => this.bounded(() => readVerdicts(this.files, this.path('verdicts'), head.commit, keys), 'no verdict was read'),
            warnings,
        };
    }
    /** `branch:NAME/file`, as messages name it. */
    where(file) {
        return `${this.files.branch}:${this.path(file)}`;
    }
    /** One of the gate's files at `head`, validated, or null when it does not exist. */
    async readFile(file, head, schema) {
        const found = await this.files.read(this.path(file), head.commit);
        return found ? parseStored(found.text, this.where(file), schema) : null;
    }
    /** The rows under `cases/` at a data-branch commit, by case id (one request). */
    async caseRowsAt(commit) {
        const files = await this.files.readFolder(this.path('cases'), commit);
        return caseRowsOf(files, this.where('cases'));
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
            const folder = await this.readFolder(head);
            const plan = {
                verdicts: recordVerdicts(folder.verdicts, usedVerdicts, now),
                droppedRecords: [],
                ...(head && { head: head.commit }),
            };
            const planned = failedCases.length === 0
                ? await this.planBaseline(report, sha, ours, folder, plan, head)
                : null;
            const changes = new Map();
            for (const [path, text] of changedFiles(folder, plan))
                changes.set(this.path(path), text);
            const result = {
                baselineRecorded: planned !== null,
                baseline: planned?.decision ?? null,
                failedCases,
                historyEntries: planned?.historyEntries ?? historyCount(folder),
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
            const outcome = await this.files.commit(head, changes, message);
            if (outcome.committed)
                return { ...result, commit: outcome.sha };
            if (attempt + 1 >= maxAttempts) {
                throw new errors/* UserError */.yo(`baseline store: ${this.files.branch} kept moving under us (GitHub: "${outcome.race}"); gave up after ${maxAttempts} attempts. Nothing was recorded; re-run the job.`);
            }
            await (this.timing.sleep ?? backoff/* sleep */.y)((0,backoff/* backoffDelay */.E)(attempt, initialDelayMs, { random, maxDoublings: 5 }));
        }
    }
    /** The gate's folder at `head`, whole, validated: a file this version cannot read fails the record and is never overwritten. */
    async readFolder(head) {
        const texts = head
            ? await this.files.readFolder(this.name, head.commit)
            : new Map();
        try {
            return parseFolder(texts, `${this.files.branch}:${this.name}`);
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
    async planBaseline(report, sha, ours, folder, plan, head) {
        const short = sha.slice(0, 7);
        const recorded = folder.baseline;
        const decision = (0,stored_files/* baselineDecision */.Av)(recorded?.sha ?? null, sha, recorded && (await this.order.compare(recorded.sha, sha)));
        const known = folder.index?.commits ?? [];
        const before = decision.replace || !recorded ? null : await this.placeBefore(sha, known, recorded.sha);
        const entry = historyEntryOf(ours, report.audit);
        const merged = mergeHistory(folder.history, entry, before, folder.olderHistory);
        plan.history = merged.history;
        plan.olderHistory = { write: merged.older, drop: merged.droppedFiles };
        plan.historyCases = {
            sha,
            recordedAt: ours.recordedAt,
            cases: new Map(ours.cases.map((c) => [c.id, c.ap])),
        };
        if (decision.replace)
            plan.baseline = ours;
        const message = decision.replace
            ? `${this.name}: baseline ${short}`
            : `${this.name}: history and own record of ${short} (baseline ${recorded?.sha.slice(0, 7)} kept: ${short} is its ancestor)`;
        const placed = (0,stored_files/* placeCommit */.jl)(folder.index, sha, before);
        plan.index = placed.index;
        plan.record = { sha, parent: head?.commit ?? null, file: ours, replaces: decision.replace };
        plan.droppedRecords = placed.dropped;
        return {
            decision,
            message,
            historyEntries: merged.total,
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
}
const oneLine = (error) => (0,errors/* errorMessage */.gJ)(error)
    .split('\n')
    .map((line) => line.replace(/^\s*-\s*/, '').trim())
    .join('; ');


/***/ }),

/***/ 926:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ emptyStoredState)
/* harmony export */ });
/** Nothing stored yet. */
const emptyStoredState = () => ({
    baseline: null,
    history: [],
    verdicts: async () => new Map(),
    warnings: [],
});


/***/ }),

/***/ 1394:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ BranchFiles)
});

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./node_modules/nanotar/dist/index.mjs
var dist = __webpack_require__(6480);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
;// CONCATENATED MODULE: ./src/github/tree-entries.ts
/** Tree entries in runs of at most `bytes` of content (at least one entry) and 50,000 entries. */
function batches(entries, bytes) {
    const runs = [[]];
    let size = 0;
    for (const entry of entries) {
        const length = 'content' in entry ? String(entry.content).length : 0;
        const run = runs.at(-1);
        if ((size + length > bytes && run.length > 0) || run.length >= 50_000) {
            runs.push([]);
            size = 0;
        }
        runs.at(-1).push(entry);
        size += length;
    }
    return runs;
}
function treeEntry(path, content) {
    const entry = { path, mode: '100644', type: 'blob' };
    return content === null ? { ...entry, sha: null } : { ...entry, content };
}

// EXTERNAL MODULE: ./src/github/octokit.ts
var octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/github/branch-files.ts





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
     * The most file content one tree request carries: GitHub caps the tree array at 7 MB (and
     * 100,000 entries); JSON escapes our files' quotes, so 4 MB of content stays below it.
     */
    treeBatchBytes = 4_000_000) {
        this.octokit = octokit;
        this.repo = repo;
        this.branch = branch;
        this.treeBatchBytes = treeBatchBytes;
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
            if ((0,octokit/* statusOf */.c2)(error) === 404)
                return null;
            throw new errors/* UserError */.yo(`baseline store: cannot read the branch ${this.branch}: ${describe(error, 'read')}`);
        }
        try {
            const { data } = await this.octokit.rest.git.getCommit({ ...this.repo, commit_sha: commit });
            return { commit, tree: data.tree.sha };
        }
        catch (error) {
            throw new errors/* UserError */.yo(`baseline store: cannot read the head commit ${commit.slice(0, 7)} of ${this.branch}: ${describe(error, 'read')}`);
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
            if ((0,octokit/* statusOf */.c2)(error) === 404)
                return null;
            throw new errors/* UserError */.yo(`baseline store: cannot read ${where}: ${describe(error, 'read')}`);
        }
        const file = data;
        if (Array.isArray(data) || file.type !== 'file' || !file.sha) {
            throw new errors/* UserError */.yo(`baseline store: ${where} is not a file`);
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
            throw new errors/* UserError */.yo(`baseline store: cannot read ${where}: ${describe(error, 'read')}`);
        }
    }
    /**
     * The files under `folder` at `commit` whose path (relative to the folder) `wanted` accepts,
     * in one request: the repository's tarball at that commit (GitHub's "download a repository
     * archive", which answers with the gzipped tar of the whole tree). A missing commit is an error.
     */
    async readFolder(folder, commit, wanted = () => true) {
        let data;
        try {
            ({ data } = await this.octokit.rest.repos.downloadTarballArchive({
                ...this.repo,
                ref: commit,
            }));
        }
        catch (error) {
            throw new errors/* UserError */.yo(`baseline store: cannot read ${this.branch}:${folder} at ${commit.slice(0, 7)}: ${describe(error, 'read')}`);
        }
        const gz = data instanceof ArrayBuffer ? new Uint8Array(data) : data;
        let tar;
        try {
            tar = (0,external_node_zlib_.gunzipSync)(gz);
        }
        catch (error) {
            throw new errors/* UserError */.yo(`baseline store: the archive of ${this.branch} at ${commit.slice(0, 7)} came cut short or damaged (${gz.length} bytes: ${error.message}); nothing was read. Re-run the job.`);
        }
        // nanotar reads the whole ArrayBuffer behind a view: give it one of its own.
        const own = tar.byteOffset === 0 && tar.byteLength === tar.buffer.byteLength ? tar : Uint8Array.from(tar);
        const files = new Map();
        const inFolder = (name) => {
            // Every path starts with the archive's top folder (`owner-repo-sha/`).
            const path = name.slice(name.indexOf('/') + 1);
            return path.startsWith(`${folder}/`) ? path.slice(folder.length + 1) : null;
        };
        const decoder = new TextDecoder();
        for (const entry of (0,dist/* parseTar */.xx)(own, {
            filter: (meta) => {
                const path = meta.type === 'file' ? inFolder(meta.name) : null;
                return path !== null && wanted(path);
            },
        })) {
            files.set(inFolder(entry.name), entry.data ? decoder.decode(entry.data) : '');
        }
        return files;
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
            // Blobs inline: GitHub writes each `content` out as a blob. A large write (the first record
            // of a big store) goes in several requests, each tree built on the one before.
            let tree = head?.tree;
            // A file too large for a tree request of its own goes up as a blob first.
            for (const [i, entry] of entries.entries()) {
                if (!('content' in entry) || entry.content.length <= this.treeBatchBytes)
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
            const status = (0,octokit/* statusOf */.c2)(error);
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
        const status = (0,octokit/* statusOf */.c2)(error);
        if (status !== 409 && status !== 422)
            return null;
        const message = (0,octokit/* gitHubMessage */.RG)(error);
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
        const status = (0,octokit/* statusOf */.c2)(error);
        const hint = status === 403 && !(0,octokit/* rateLimitNote */.a3)(error)
            ? ' The token needs `permissions: contents: write` (a fork PR never gets it).'
            : status === 401
                ? ' Check github-token.'
                : status === 409 || status === 422
                    ? ` Exempt ${this.branch} from branch protection and rulesets for this workflow's token, or set baseline-branch to a branch the token may push to.`
                    : '';
        const verb = status === undefined || status >= 500 ? 'could not write to' : 'refused to write to';
        return new errors/* UserError */.yo(`baseline store: GitHub ${verb} ${this.branch}: ${describe(error, 'write')}. Nothing was recorded (the baseline, history and verdicts change in one commit).${hint}`);
    }
}
const DATA_BRANCH_README = `# Context precision data

Written by the Context Precision Gate action: per gate name, \`baseline.json\` (the newest recorded
commit of the default branch; its rankings under \`cases/\`), \`commits/<sha>.json\` (the recent
commits' records, for pull requests based on them, listed oldest first in \`commits.json\`),
\`history.json\` and \`history/\` (one entry per recorded commit, and its per-case AP) and
\`verdicts/\` (the judge's verdicts, reused by later runs). Do not edit by hand.
`;
function rawText(data) {
    if (typeof data === 'string')
        return data;
    if (data instanceof ArrayBuffer)
        return Buffer.from(data).toString('utf8');
    throw new errors/* UserError */.yo('baseline store: unexpected raw content');
}
/** `HTTP 422 "GitHub's message"`, with a hint for the usual causes. */
function describe(error, action) {
    const unreachable = (0,octokit/* unreachableMessage */.Ep)(error);
    if (unreachable)
        return unreachable;
    const status = (0,octokit/* statusOf */.c2)(error);
    const note = (0,octokit/* rateLimitNote */.a3)(error);
    const hint = note ||
        (action === 'read' && status === 403
            ? ' (the token cannot read this repository: check github-token and `permissions: contents: read`)'
            : action === 'read' && status === 401
                ? ' (bad credentials: check github-token)'
                : '');
    return `${status ? `HTTP ${status} ` : ''}"${(0,octokit/* gitHubMessage */.RG)(error)}"${hint}`;
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
