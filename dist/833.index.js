export const id = 833;
export const ids = [833];
export const modules = {

/***/ 8214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ContextTokens: () => (/* binding */ ContextTokens),
/* harmony export */   contextTokens: () => (/* binding */ contextTokens),
/* harmony export */   serveTokenCounts: () => (/* binding */ serveTokenCounts),
/* harmony export */   workerBatches: () => (/* binding */ workerBatches)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _tokens_token_count_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5803);





// A large run's context tokens are counted off its own thread. The bundle starts itself (its entry,
// dist/index.js) a second time as a worker thread, which loads the tokenizer while this thread
// reads the golden set and the retrieval, then counts each retriever's contexts as soon as they are
// in (`prime`), while this thread judges. Scoring then finds the counts made (`count`). A smaller
// run counts on its own thread, in the same batches: a worker's second heap costs it 15 MB of its
// peak memory for a few tens of milliseconds (bench/run-memory.mts, bench/context-cost.mts). Run
// from the sources (the tests), there is no bundle to start: the counting stays on this thread.
/** The workerData the bundle's entry runs the token worker for (src/index.ts). */
const TOKEN_WORKER = 'context-precision-gate: o200k_base token counter';
/**
 * The token worker's side: loads the tokenizer at once, then answers every batch with its counts
 * (a failure to load is the worker's error, which fails every batch: workerBatches).
 */
function serveTokenCounts() {
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.parentPort;
    if (node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.isMainThread || !port || node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.workerData !== TOKEN_WORKER)
        return;
    (0,_tokens_token_count_js__WEBPACK_IMPORTED_MODULE_4__/* .countTokens */ .i)(''); // the table, read while the run reads its golden set
    port.on('message', (texts) => {
        const counts = Int32Array.from(texts, _tokens_token_count_js__WEBPACK_IMPORTED_MODULE_4__/* .countTokens */ .i);
        port.postMessage(counts, [counts.buffer]);
    });
}
const counterFailure = (why) => new Error(`Counting the contexts' tokens failed: ${why}. Run again; if it fails again, please report it with this message.`);
/** Batches counted by a token worker started from `entry`; it starts (and loads) at once. */
function workerBatches(entry) {
    // No flags of this process (`--input-type`, loaders): the bundle needs none.
    const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.Worker(entry, { workerData: TOKEN_WORKER, execArgv: [] });
    const waiting = [];
    let failure;
    const failAll = (why) => {
        failure ??= counterFailure(why);
        for (const { reject } of waiting.splice(0))
            reject(failure);
    };
    worker.on('message', (counts) => {
        const request = waiting.shift();
        if (waiting.length === 0)
            worker.unref();
        request?.resolve(counts);
    });
    worker.on('error', (error) => failAll((0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)));
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
/** Batches counted on this thread. */
const threadBatches = async (texts) => Int32Array.from(texts, _tokens_token_count_js__WEBPACK_IMPORTED_MODULE_4__/* .countTokens */ .i);
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
    /** Counting on another thread: worth sending each ranking as it is read (`prime`). */
    early;
    constructor(countBatch, early = true) {
        this.countBatch = countBatch;
        this.early = early;
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
let shared;
/** The bundle's entry: a chunk (dist/NNN.index.js) sits beside it. */
function bundleEntry() {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(import.meta.url)), 'index.js');
}
/** Golden sets at least this large count their contexts' tokens on a worker thread. */
const WORKER_FROM_CASES = 1_000;
/**
 * The run's context tokens (one for the process). The first call starts the counting: for a run
 * of `cases` golden cases or more, in the bundle, on a worker thread of the bundle's own entry,
 * loading the tokenizer at once.
 */
function contextTokens(cases = 0) {
    // A source file (vitest, tsx: whose URL may carry a query) has no bundle beside it.
    const fromSource = new URL(import.meta.url).pathname.endsWith('.ts');
    shared ??=
        fromSource || cases < WORKER_FROM_CASES
            ? new ContextTokens(threadBatches, false)
            : new ContextTokens(workerBatches(bundleEntry()));
    return shared;
}


/***/ }),

/***/ 5803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ countTokens)
});

// UNUSED EXPORTS: wordCachedCounter

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/tokens/o200k.ts




// o200k_base counts from a packed table of its tokens (o200k-ranks.bin, made from gpt-tokenizer's
// ranks by scripts/o200k-ranks.mjs, with its hash index; the build copies it beside the bundle):
// read in about 5 ms and 4 MB (little-endian, as every runner is). A text splits into pieces by
// tiktoken's expression (PIECES); a piece that is a token counts 1, any other is merged as
// tiktoken's `byte_pair_merge` does: the adjacent pair of lowest rank first, the leftmost of
// equals. The pairs wait in a heap (rank, then place), so a piece of n bytes takes O(n log n),
// not tiktoken's O(n²): one megabyte of a script without spaces (CJK) is one piece.
// `__tests__/o200k.test.ts` holds the counts equal to js-tiktoken's and gpt-tokenizer's.
/** o200k_base's pieces: tiktoken's expression as gpt-tokenizer writes it (fixed). */
const PIECES = /[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?:'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE]))?|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?:'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE]))?|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+/gu;
const NO_RANK = 0x7fffffff;
/** The bits of a table slot that hold a rank + 1 (o200k_base's ranks are below 2^18). */
const RANK_MASK = (1 << 18) - 1;
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 16_777_619;
/** The FNV-1a hash of `bytes[from, to)`. */
function hashOf(bytes, from, to) {
    let hash = FNV_OFFSET;
    for (let i = from; i < to; i += 1)
        hash = Math.imul(hash ^ bytes[i], FNV_PRIME);
    return hash;
}
/**
 * A piece's parts and pairs: part `at` (its first byte's place) is followed by `next[at]` and
 * preceded by `prev[at]`; `rank[at]` is its pair's (it and the next part together); the heap holds
 * the pairs by rank, then place (`heapRank`, `heapAt`). Kept between pieces up to SCRATCH_KEPT bytes.
 */
class Parts {
    next;
    prev;
    rank;
    heapRank;
    heapAt;
    size = 0;
    constructor(bytes) {
        this.next = new Int32Array(bytes);
        this.prev = new Int32Array(bytes);
        this.rank = new Int32Array(bytes);
        this.heapRank = new Int32Array(bytes);
        this.heapAt = new Int32Array(bytes);
    }
    /** Adds part `at`'s pair, of rank `rank`, to the heap. */
    push(rank, at) {
        if (this.size === this.heapRank.length)
            this.grow();
        const { heapRank, heapAt } = this;
        let i = this.size++;
        while (i > 0) {
            const up = (i - 1) >> 1;
            const r = heapRank[up];
            if (r < rank || (r === rank && heapAt[up] < at))
                break;
            heapRank[i] = r;
            heapAt[i] = heapAt[up];
            i = up;
        }
        heapRank[i] = rank;
        heapAt[i] = at;
    }
    /** Takes the heap's first pair off (size > 0): the place of its part. */
    pop() {
        const top = this.heapAt[0];
        const size = --this.size;
        this.siftDown(0, this.heapRank[size], this.heapAt[size]);
        return top;
    }
    /** Makes a heap of the pairs in `heapRank`, `heapAt` [0, size) (in one pass, O(size)). */
    heapify() {
        for (let i = (this.size >> 1) - 1; i >= 0; i -= 1)
            this.siftDown(i, this.heapRank[i], this.heapAt[i]);
    }
    /** Places the pair (rank, at) at `i` or below, moving smaller children up. */
    siftDown(i, rank, at) {
        const { heapRank, heapAt, size } = this;
        for (let child = 2 * i + 1; child < size; child = 2 * i + 1) {
            let r = heapRank[child];
            const right = child + 1;
            if (right < size) {
                const rr = heapRank[right];
                if (rr < r || (rr === r && heapAt[right] < heapAt[child])) {
                    child = right;
                    r = rr;
                }
            }
            if (r > rank || (r === rank && heapAt[child] > at))
                break;
            heapRank[i] = r;
            heapAt[i] = heapAt[child];
            i = child;
        }
        heapRank[i] = rank;
        heapAt[i] = at;
    }
    grow() {
        const grown = (from) => {
            const to = new Int32Array(from.length * 2);
            to.set(from);
            return to;
        };
        this.heapRank = grown(this.heapRank);
        this.heapAt = grown(this.heapAt);
    }
}
/** Bytes of a piece whose parts are kept for the next piece (larger ones get their own). */
const SCRATCH_KEPT = 1 << 12;
/** The tokens' bytes (all in one), each token's start in them, and their hash index (from the file). */
class TokenTable {
    bytes;
    starts;
    /** Open addressing: rank + 1 (0: empty) in the low RANK_BITS, the hash's top bits above. */
    slots;
    mask;
    longest = 0;
    scratch = new Parts(SCRATCH_KEPT);
    /** `file`: o200k-ranks.bin, as scripts/o200k-ranks.mjs lays it out (little-endian). */
    constructor(file) {
        const tokens = file.readUInt32LE(0);
        const size = file.readUInt32LE(4);
        const index = 8 + Math.ceil(tokens / 4) * 4;
        this.slots = new Int32Array(file.buffer, file.byteOffset + index, size); // a file's own memory
        this.mask = size - 1;
        this.bytes = file.subarray(index + size * 4);
        this.starts = new Uint32Array(tokens + 1);
        for (let rank = 0; rank < tokens; rank += 1) {
            const length = file[8 + rank];
            this.starts[rank + 1] = this.starts[rank] + length;
            if (length > this.longest)
                this.longest = length;
        }
        if (this.starts[tokens] !== this.bytes.length || (0,external_node_os_.endianness)() !== 'LE')
            throw new Error('o200k table: sizes disagree, or this machine is not little-endian');
    }
    /** The rank of the token whose bytes are `bytes[from, to)`, or NO_RANK. */
    rank(bytes, from, to) {
        const length = to - from;
        if (length > this.longest)
            return NO_RANK;
        const hash = hashOf(bytes, from, to);
        const tag = hash & ~RANK_MASK;
        for (let slot = hash & this.mask;; slot = (slot + 1) & this.mask) {
            const entry = this.slots[slot];
            if (entry === 0)
                return NO_RANK;
            if ((entry & ~RANK_MASK) !== tag)
                continue; // another hash: no need to read the token
            const rank = entry & RANK_MASK;
            const start = this.starts[rank - 1];
            if (this.starts[rank] - start !== length)
                continue;
            let i = 0;
            while (i < length && this.bytes[start + i] === bytes[from + i])
                i += 1;
            if (i === length)
                return rank - 1;
        }
    }
    /**
     * The tokens of one piece (`bytes[0, n)`), merged as tiktoken's `byte_pair_merge` does, with
     * the pairs in a heap (Parts): the lowest rank first, the leftmost of equals. A pair taken off
     * whose part has merged away or changed since (and so its rank: a longer pair is another token)
     * is stale, and skipped.
     */
    pieceTokens(bytes, n) {
        if (n < 2 || this.rank(bytes, 0, n) !== NO_RANK)
            return 1;
        const parts = n <= SCRATCH_KEPT ? this.scratch : new Parts(n);
        const { next, prev, rank } = parts;
        parts.size = 0;
        const rankAt = (at) => {
            const after = next[at];
            const r = after < n ? this.rank(bytes, at, next[after]) : NO_RANK;
            rank[at] = r;
            if (r !== NO_RANK)
                parts.push(r, at);
        };
        for (let at = 0; at < n; at += 1) {
            next[at] = at + 1;
            prev[at] = at - 1;
            const r = at + 1 < n ? this.rank(bytes, at, at + 2) : NO_RANK;
            rank[at] = r;
            if (r !== NO_RANK)
                parts.heapRank[parts.size] = r;
            if (r !== NO_RANK)
                parts.heapAt[parts.size++] = at;
        }
        parts.heapify();
        let tokens = n;
        while (parts.size > 0) {
            const popped = parts.heapRank[0];
            const at = parts.pop();
            if (rank[at] !== popped)
                continue; // stale
            const gone = next[at];
            const after = next[gone];
            next[at] = after;
            if (after < n)
                prev[after] = at;
            rank[gone] = NO_RANK;
            tokens -= 1;
            rankAt(at);
            if (at > 0)
                rankAt(prev[at]);
        }
        return tokens;
    }
}
/** The o200k_base count of a whole text, special tokens' text (`<|endoftext|>`) as plain text. */
function o200kCountWhole() {
    const table = new TokenTable((0,external_node_fs_.readFileSync)((0,external_node_path_.join)((0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url)), 'o200k-ranks.bin')));
    const utf8 = new TextEncoder();
    let bytes = new Uint8Array(SCRATCH_KEPT);
    return (text) => {
        let tokens = 0;
        for (const [piece] of text.matchAll(PIECES)) {
            if (piece.length * 3 > bytes.length)
                bytes = new Uint8Array(piece.length * 3);
            tokens += table.pieceTokens(bytes, utf8.encodeInto(piece, bytes).written);
        }
        if (bytes.length > SCRATCH_KEPT)
            bytes = new Uint8Array(SCRATCH_KEPT);
        return tokens;
    };
}

;// CONCATENATED MODULE: ./src/tokens/token-count.ts

const SPACE = 0x20;
const WHITESPACE = /\s/u;
/** Distinct words kept at most (8 MB): text of unique tokens (ids, hashes) starts over. */
const MAX_WORDS = 200_000;
/** A word may end at `at`: not whitespace as the tokenizer's `\s` reads it. */
function endsWord(text, at) {
    const code = text.charCodeAt(at);
    if (code < 0x7f)
        return code > SPACE;
    return !WHITESPACE.test(text[at]);
}
/** A second hash's multiplier (the golden ratio's): with FNV-1a's, a word's 64-bit fingerprint. */
const PRIME_2 = 0x9e3779b1 | 0;
/**
 * Each distinct word's count, found by its fingerprint: its length and two 32-bit hashes the scan
 * makes as it goes (FNV-1a and a second multiplier), so a word already counted costs no string,
 * no hashing by the engine and no comparing of its text (which took a third of a count). Two
 * distinct words share length and 64 bits with a chance of about 1 in 10^9 among the most words
 * kept. Open addressing, kept at most half full.
 */
class WordCounts {
    /** Four Int32 a slot: the hash, the second hash, the length, the count + 1 (0: a free slot). */
    slots = new Int32Array(4 << 10);
    used = 0;
    countWhole;
    constructor(countWhole) {
        this.countWhole = countWhole;
    }
    /** The count of `text.slice(from, to)`, whose hashes are `hash`, `hash2`. */
    get(text, from, to, hash, hash2) {
        const { slots } = this;
        const last = slots.length - 1;
        for (let at = (hash << 2) & last; slots[at + 3] !== 0; at = (at + 4) & last)
            if (slots[at] === hash && slots[at + 1] === hash2 && slots[at + 2] === to - from)
                return slots[at + 3] - 1;
        const tokens = this.countWhole(text.slice(from, to));
        if (this.used >= MAX_WORDS)
            [this.slots, this.used] = [new Int32Array(4 << 10), 0];
        else if ((this.used + 1) * 8 > slots.length)
            this.grow();
        this.put([hash, hash2, to - from, tokens + 1]);
        return tokens;
    }
    /** Keeps a word's four values in the first free slot from its hash's. */
    put(word) {
        const { slots } = this;
        let at = (word[0] << 2) & (slots.length - 1);
        while (slots[at + 3] !== 0)
            at = (at + 4) & (slots.length - 1);
        slots.set(word, at);
        this.used += 1;
    }
    /** Twice the slots, holding the words kept so far. */
    grow() {
        const old = this.slots;
        [this.slots, this.used] = [new Int32Array(old.length * 2), 0];
        for (let at = 0; at < old.length; at += 4)
            if (old[at + 3] !== 0)
                this.put(old.subarray(at, at + 4));
    }
}
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const NUMBER_BEFORE = /\p{N}$/u;
const NUMBER_AFTER = /^\p{N}/u;
const isDigit = (code) => code >= DIGIT_0 && code <= DIGIT_9;
/** The count of the 1-3 digits `text.slice(from, to)`, hashed as the scan hashes. */
function digitsCount(words, text, from, to) {
    let hash = FNV_OFFSET;
    let hash2 = FNV_OFFSET;
    for (let i = from; i < to; i += 1) {
        hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
        hash2 = Math.imul(hash2 ^ text.charCodeAt(i), PRIME_2);
    }
    return words.get(text, from, to, hash, hash2);
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
        let hash2 = FNV_OFFSET;
        const length = text.length;
        let at = 0;
        while (at < length) {
            let code = text.charCodeAt(at);
            // Letters and most of a word: above '9', nothing to decide but the hashes.
            while (code > DIGIT_9) {
                hash = Math.imul(hash ^ code, FNV_PRIME);
                hash2 = Math.imul(hash2 ^ code, PRIME_2);
                if (++at === length)
                    return tokens + words.get(text, from, length, hash, hash2);
                code = text.charCodeAt(at);
            }
            if (code === SPACE && at > from && endsWord(text, at - 1)) {
                tokens += words.get(text, from, at, hash, hash2);
                from = at;
                hash = hash2 = FNV_OFFSET;
            }
            else if (code >= DIGIT_0 && (at === 0 || !isDigit(text.charCodeAt(at - 1)))) {
                let end = at + 1;
                while (end < length && isDigit(text.charCodeAt(end)))
                    end += 1;
                if (digitsAlone(text, at, end)) {
                    const firstDigit = Math.imul(hash ^ code, FNV_PRIME);
                    const firstDigit2 = Math.imul(hash2 ^ code, PRIME_2);
                    tokens += words.get(text, from, at + 1, firstDigit, firstDigit2) - 1;
                    for (let piece = at; piece < end; piece += 3)
                        tokens += digitsCount(words, text, piece, Math.min(piece + 3, end));
                    from = end;
                    hash = hash2 = FNV_OFFSET;
                    at = end;
                    continue;
                }
            }
            hash = Math.imul(hash ^ code, FNV_PRIME);
            hash2 = Math.imul(hash2 ^ code, PRIME_2);
            at += 1;
        }
        return tokens + words.get(text, from, length, hash, hash2);
    };
}
let shared;
/** A text's o200k_base tokens (the table read when first asked for: o200k.ts). */
const countTokens = (text) => (shared ??= wordCachedCounter(o200kCountWhole()))(text);


/***/ })

};
