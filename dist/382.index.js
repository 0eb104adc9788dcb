export const id = 382;
export const ids = [382];
export const modules = {

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   sl: () => (/* binding */ MAX_LISTED_PROBLEMS),
/* harmony export */   yo: () => (/* binding */ UserError)
/* harmony export */ });
/* harmony import */ var _format_numbers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3613);

/** Problems listed in one error at most; the rest are counted ("… and 29,980 more"). */
const MAX_LISTED_PROBLEMS = 20;
/**
 * An error the user can act on: bad input, a failing retriever, a judge that cannot answer.
 * The message is complete and shown as is (no stack trace). `details` lists the problems found
 * (the first MAX_LISTED_PROBLEMS; `more` counts the others), so that all input errors can be
 * reported together in one message of a readable size.
 */
class UserError extends Error {
    details;
    /** Problems found but not listed in `details`. */
    more;
    constructor(summary, details = [], more = 0) {
        const listed = details.slice(0, MAX_LISTED_PROBLEMS);
        const unlisted = more + details.length - listed.length;
        const lines = listed.map((d) => `  - ${d}`);
        if (unlisted > 0)
            lines.push(`  - … and ${(0,_format_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(unlisted)} more`);
        super(lines.length === 0 ? summary : `${summary}\n${lines.join('\n')}`);
        this.name = 'UserError';
        this.details = listed;
        this.more = unlisted;
    }
    static isInstance(error) {
        return error instanceof Error && error.name === 'UserError';
    }
}
/** The text of any thrown value, for messages. */
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 3613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ax: () => (/* binding */ nounFor),
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   CW: () => (/* binding */ formatDelta),
/* harmony export */   In: () => (/* binding */ shortNumber),
/* harmony export */   KN: () => (/* binding */ percent),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   p4: () => (/* binding */ quotedList),
/* harmony export */   y: () => (/* binding */ formatScore)
/* harmony export */ });
/** How numbers and counts are written, in every rendering and message. */
function formatScore(value, digits = 2) {
    return value.toFixed(digits);
}
/** Signed, with the real minus sign: `+0.0312`, `−0.0904`, `0.0000`; `–` for none. */
function formatDelta(value, digits = 2) {
    if (value === null)
        return '–';
    const rounded = Number(value.toFixed(digits));
    if (rounded === 0)
        return (0).toFixed(digits);
    return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(digits)}`;
}
/** `1 case`, `3 cases`, `1,024 cases`: the one way counts are written, in messages and reports. */
function plural(count, noun, nouns = `${noun}s`) {
    return `${formatCount(count)} ${nounFor(count, noun, nouns)}`;
}
/**
 * `1,024`: a count as en-US writes it (`toLocaleString('en-US')`), without ICU's number formatting,
 * whose first use costs about 15 ms of a run's CPU.
 */
function formatCount(value) {
    if (!Number.isSafeInteger(value) || Object.is(value, -0))
        return value.toLocaleString('en-US');
    const digits = String(Math.abs(value));
    let text = digits.slice(0, digits.length % 3 || 3);
    for (let i = text.length; i < digits.length; i += 3)
        text += `,${digits.slice(i, i + 3)}`;
    return value < 0 ? `-${text}` : text;
}
/** The noun alone, for a count written elsewhere: `case` or `cases`. */
function nounFor(count, noun, nouns = `${noun}s`) {
    return count === 1 ? noun : nouns;
}
/** `"a", "b", and 3 more`: the first `shown` names of a list, quoted, and a count of the rest. */
function quotedList(names, shown = 10) {
    const listed = names
        .slice(0, shown)
        .map((name) => JSON.stringify(name))
        .join(', ');
    return names.length > shown ? `${listed}, and ${names.length - shown} more` : listed;
}
/** A share as a percentage: `42%` (rounded half up), or with `digits` decimals: `4.2%`. */
function percent(rate, digits = 0) {
    return digits === 0 ? `${Math.round(rate * 100)}%` : `${(rate * 100).toFixed(digits)}%`;
}
/** Up to 4 decimals, trailing zeros dropped: `0.8`, `0.0312`, `1`: thresholds in messages. */
function shortNumber(value) {
    return value.toFixed(4).replace(/\.?0+$/, '') || '0';
}


/***/ }),

/***/ 7382:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ContextTokens: () => (/* binding */ ContextTokens),
  contextTokens: () => (/* binding */ contextTokens),
  serveTokenCounts: () => (/* binding */ serveTokenCounts),
  workerBatches: () => (/* binding */ workerBatches)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
;// CONCATENATED MODULE: ./src/score/token-count.ts
// Counting o200k_base tokens fast and exactly. The tokenizer first splits a text into pieces with
// its regular expression, then encodes each piece; a text's count is the sum over its pieces. A
// space whose left neighbour is not whitespace always starts a piece: the expression lets a space
// inside a piece only as the piece's first character or within a run of whitespace, and it looks
// neither behind nor (past whitespace) ahead. So the text splits at such spaces into words (" the",
// " Vacuum,"), each tokenized alone exactly as inside the text, and a word's count is kept: prose
// repeats its words, and a run counts each distinct word once instead of every occurrence.
// `__tests__/token-count.test.ts` holds the counts equal to js-tiktoken's on every fixture text and
// on random texts of whitespace, scripts, digits, punctuation and contractions.
const SPACE = 0x20;
const WHITESPACE = /\s/u;
/** Distinct words kept at most (about 30 MB): text of unique tokens (ids, hashes) starts over. */
const MAX_WORDS = 200_000;
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 16_777_619;
/** A word may end at `at`: not whitespace as the tokenizer's `\s` reads it. */
function endsWord(text, at) {
    const code = text.charCodeAt(at);
    if (code < 0x7f)
        return code > SPACE;
    return !WHITESPACE.test(text[at]);
}
/**
 * Each distinct word's count, found by the word's place in its text and its FNV-1a hash: a
 * word already counted costs no string and no hashing by the engine (the scan hashes as it goes),
 * which halves the time of a Map keyed by each word's slice. Open addressing, kept at most half full.
 */
class WordCounts {
    keys = [];
    hashes = new Int32Array(0);
    counts = new Int32Array(0);
    used = 0;
    countWhole;
    constructor(countWhole) {
        this.countWhole = countWhole;
        this.reset(1 << 10);
    }
    /** The count of `text.slice(from, to)`, whose hash is `hash`. */
    get(text, from, to, hash) {
        const mask = this.keys.length - 1;
        let slot = hash & mask;
        for (let key = this.keys[slot]; key !== undefined; key = this.keys[slot]) {
            if (this.hashes[slot] === hash && key.length === to - from && text.startsWith(key, from))
                return this.counts[slot];
            slot = (slot + 1) & mask;
        }
        const word = text.slice(from, to);
        const tokens = this.countWhole(word);
        if (this.used >= MAX_WORDS)
            this.reset(1 << 10);
        else if ((this.used + 1) * 2 > this.keys.length)
            this.reset(this.keys.length * 2);
        this.put(word, hash, tokens);
        return tokens;
    }
    put(word, hash, tokens) {
        const mask = this.keys.length - 1;
        let slot = hash & mask;
        while (this.keys[slot] !== undefined)
            slot = (slot + 1) & mask;
        this.keys[slot] = word;
        this.hashes[slot] = hash;
        this.counts[slot] = tokens;
        this.used += 1;
    }
    /** A table of `size` slots, holding the words kept so far unless it shrinks (starting over). */
    reset(size) {
        const { keys, hashes, counts } = this;
        const keep = size > keys.length;
        this.keys = new Array(size);
        this.hashes = new Int32Array(size);
        this.counts = new Int32Array(size);
        this.used = 0;
        if (keep)
            keys.forEach((word, slot) => {
                if (word !== undefined)
                    this.put(word, hashes[slot], counts[slot]);
            });
    }
}
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const NUMBER_BEFORE = /\p{N}$/u;
const NUMBER_AFTER = /^\p{N}/u;
const isDigit = (code) => code >= DIGIT_0 && code <= DIGIT_9;
/** The FNV-1a hash of `text.slice(from, to)`, as the scan makes it. */
function hashOf(text, from, to) {
    let hash = FNV_OFFSET;
    for (let i = from; i < to; i += 1)
        hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
    return hash;
}
/** An ASCII digit run [from, to) is a number of its own: no other numeral (`Ⅻ`, `٣`) adjoins it. */
function digitsAlone(text, from, to) {
    const before = from > 0 ? text.charCodeAt(from - 1) : 0;
    const after = to < text.length ? text.charCodeAt(to) : 0;
    return ((before < 0x80 || !NUMBER_BEFORE.test(text.slice(Math.max(0, from - 2), from))) &&
        (after < 0x80 || !NUMBER_AFTER.test(text.slice(to, to + 2))));
}
/**
 * A counter that splits each text into words and counts each distinct word once with
 * `countWhole` (the tokenizer's own count of a whole text). Numbers split further: the expression
 * takes digits only in pieces of one to three digits (`\p{N}{1,3}`, from the left), so a word's
 * part before a number counts as it does followed by that number's first digit, less that digit's
 * one token; each 1-3 digit piece counts alone. Ids and figures (" 12345:") then cost no new word.
 */
function wordCachedCounter(countWhole) {
    const words = new WordCounts(countWhole);
    return (text) => {
        let tokens = 0;
        let from = 0;
        let hash = FNV_OFFSET;
        const length = text.length;
        let at = 0;
        while (at < length) {
            let code = text.charCodeAt(at);
            // Letters and most of a word: above '9', nothing to decide but the hash.
            while (code > DIGIT_9) {
                hash = Math.imul(hash ^ code, FNV_PRIME);
                if (++at === length)
                    return tokens + words.get(text, from, length, hash);
                code = text.charCodeAt(at);
            }
            if (code === SPACE && at > from && endsWord(text, at - 1)) {
                tokens += words.get(text, from, at, hash);
                from = at;
                hash = FNV_OFFSET;
            }
            else if (code >= DIGIT_0 && (at === 0 || !isDigit(text.charCodeAt(at - 1)))) {
                let end = at + 1;
                while (end < length && isDigit(text.charCodeAt(end)))
                    end += 1;
                if (digitsAlone(text, at, end)) {
                    tokens += words.get(text, from, at + 1, Math.imul(hash ^ code, FNV_PRIME)) - 1;
                    for (let piece = at; piece < end; piece += 3) {
                        const last = Math.min(piece + 3, end);
                        tokens += words.get(text, piece, last, hashOf(text, piece, last));
                    }
                    from = end;
                    hash = FNV_OFFSET;
                    at = end;
                    continue;
                }
            }
            hash = Math.imul(hash ^ code, FNV_PRIME);
            at += 1;
        }
        return tokens + words.get(text, from, length, hash);
    };
}
/**
 * The o200k_base counter (its table loaded in about 70 ms, o200k.ts), one for the thread: the
 * token worker's (token-worker.ts), or the run's own when it runs from the sources.
 */
function o200kTokenCounter() {
    shared ??= __webpack_require__.e(/* import() */ 186).then(__webpack_require__.bind(__webpack_require__, 5186)).then(({ o200kCountWhole }) => wordCachedCounter(o200kCountWhole()));
    return shared;
}
let shared;

;// CONCATENATED MODULE: ./src/score/token-worker.ts





// Context tokens are counted off the run's own thread. The bundle starts itself (its entry,
// dist/index.js) a second time as a worker thread, which loads the tokenizer while this thread
// reads the golden set and the retrieval, then counts each retriever's contexts as soon as they are
// in (`prime`), while this thread judges. Scoring then finds the counts made (`count`). Run from
// the sources (the tests), there is no bundle to start: the counting stays on this thread.
/** The workerData the bundle's entry runs the token worker for (src/index.ts). */
const TOKEN_WORKER = 'context-precision-gate: o200k_base token counter';
/** The token worker's side: loads the tokenizer at once, then answers every batch with its counts. */
function serveTokenCounts() {
    const port = external_node_worker_threads_.parentPort;
    if (external_node_worker_threads_.isMainThread || !port || external_node_worker_threads_.workerData !== TOKEN_WORKER)
        return;
    const counter = o200kTokenCounter();
    counter.catch(() => undefined); // a failed load is each batch's answer
    port.on('message', (texts) => {
        counter.then((count) => {
            const counts = Int32Array.from(texts, count);
            port.postMessage({ counts }, [counts.buffer]);
        }, (error) => port.postMessage({ error: (0,errors/* errorMessage */.gJ)(error) }));
    });
}
const counterFailure = (why) => new Error(`Counting the contexts' tokens failed: ${why}. Run again; if it fails again, please report it with this message.`);
/** Batches counted by a token worker started from `entry`; it starts (and loads) at once. */
function workerBatches(entry) {
    // No flags of this process (`--input-type`, loaders): the bundle needs none.
    const worker = new external_node_worker_threads_.Worker(entry, { workerData: TOKEN_WORKER, execArgv: [] });
    const waiting = [];
    let failure;
    const failAll = (why) => {
        failure ??= counterFailure(why);
        for (const { reject } of waiting.splice(0))
            reject(failure);
    };
    worker.on('message', ({ counts, error }) => {
        const request = waiting.shift();
        if (waiting.length === 0)
            worker.unref();
        if (counts)
            request?.resolve(counts);
        else
            request?.reject(counterFailure(error ?? 'no counts'));
    });
    worker.on('error', (error) => failAll((0,errors/* errorMessage */.gJ)(error)));
    worker.on('exit', (code) => failAll(`the token worker stopped (exit code ${code})`));
    // Idle, the worker keeps nothing alive: the run ends when its own work does. (After the
    // listeners: adding a 'message' listener refs the worker's port again.)
    worker.unref();
    return (texts) => new Promise((resolve, reject) => {
        if (failure)
            return reject(failure);
        waiting.push({ resolve, reject });
        worker.ref();
        worker.postMessage(texts);
    });
}
/** Batches counted on this thread (run from the sources). */
function threadBatches() {
    const counter = o200kTokenCounter();
    counter.catch(() => undefined); // scoring awaits it, and its failure
    return async (texts) => Int32Array.from(texts, await counter);
}
/**
 * Texts a batch holds at least (about 40 kB of prose): the worker counts one while this thread
 * reads on, and each dies young there (a larger batch outlives the worker's young generation).
 */
const BATCH = 128;
/** The counts of a batch with no text (never sent). */
const NO_COUNTS = Promise.resolve(new Int32Array());
/** Contexts judged of a ranking: its first k (all when k is undefined). */
const judgedOf = (ranking, k) => k === undefined ? ranking.length : Math.min(k, ranking.length);
/**
 * The contexts' token counts of the run's rankings: each ranking's texts are sent once (as it is
 * read), and its counts found by the ranking itself, so no text is hashed or looked up here.
 */
class ContextTokens {
    /** Each queued ranking's batch and its first context's place in it (gone with the ranking). */
    placed = new WeakMap();
    queue = { texts: [] };
    flushSoon = false;
    countBatch;
    constructor(countBatch) {
        this.countBatch = countBatch;
    }
    /** Queues a ranking's contexts up to rank `k`, once: sent as a batch fills, the rest once this thread is free. */
    prime(ranking, k) {
        if (this.placed.has(ranking))
            return;
        const batch = this.queue;
        this.placed.set(ranking, { batch, at: batch.texts.length });
        const judged = judgedOf(ranking, k);
        for (let i = 0; i < judged; i += 1)
            batch.texts.push(ranking[i].text);
        if (batch.texts.length >= BATCH)
            this.flush();
        else if (!this.flushSoon) {
            this.flushSoon = true;
            setImmediate(() => {
                this.flushSoon = false;
                this.flush();
            });
        }
    }
    /** Each ranking's token counts of its contexts up to rank `k`, rank 1 first. */
    async count(rankings, k) {
        const wanted = [...rankings];
        for (const ranking of wanted)
            this.prime(ranking, k);
        this.flush();
        const places = wanted.map((ranking) => this.placed.get(ranking));
        const counts = await Promise.all(places.map(({ batch }) => batch.counts ?? NO_COUNTS));
        return new Map(wanted.map((ranking, i) => {
            const { at } = places[i];
            return [ranking, counts[i].slice(at, at + judgedOf(ranking, k))];
        }));
    }
    flush() {
        const batch = this.queue;
        if (batch.texts.length === 0)
            return;
        this.queue = { texts: [] };
        batch.counts = this.countBatch(batch.texts);
        batch.counts.catch(() => undefined); // `count` awaits it, and its failure
    }
}
let token_worker_shared;
/** The bundle's entry: a chunk (dist/NNN.index.js) sits beside it. */
function bundleEntry() {
    return (0,external_node_path_.join)((0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url)), 'index.js');
}
/**
 * The run's context tokens (one for the process). The first call starts the counting: in the
 * bundle a worker thread of the bundle's own entry, loading the tokenizer at once.
 */
function contextTokens() {
    // A source file (vitest, tsx: whose URL may carry a query) has no bundle beside it.
    const fromSource = new URL(import.meta.url).pathname.endsWith('.ts');
    token_worker_shared ??= new ContextTokens(fromSource ? threadBatches() : workerBatches(bundleEntry()));
    return token_worker_shared;
}


/***/ })

};
