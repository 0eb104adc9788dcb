export const id = 978;
export const ids = [978,916];
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

/***/ 4759:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ expandPatterns),
/* harmony export */   r: () => (/* binding */ splitList)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var tinyglobby__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3382);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);



/**
 * Splits a comma/newline list of paths and globs and expands it; each must match a file. With a
 * guard, every pattern and file must be where the input may read (see PathGuard).
 */
async function expandPatterns(patterns, cwd, inputName, guard) {
    const list = splitList(patterns);
    if (list.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`${inputName}: no path given`);
    const seen = new Set();
    const files = [];
    const unmatched = [];
    for (const pattern of list) {
        await guard?.checkPattern(inputName, pattern, cwd);
        // Files only, no dot files (tinyglobby's defaults), a folder not expanded to its files.
        const matches = (await (0,tinyglobby__WEBPACK_IMPORTED_MODULE_2__/* .glob */ .TI)(pattern, { cwd, absolute: true, expandDirectories: false })).sort();
        if (matches.length === 0)
            unmatched.push(pattern);
        for (const absolute of matches) {
            if (seen.has(absolute))
                continue;
            seen.add(absolute);
            const display = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(cwd, absolute) || absolute;
            await guard?.admit(inputName, display, absolute);
            files.push({ absolute, display });
        }
    }
    if (unmatched.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`${inputName}: no file matches ${unmatched.map((p) => `"${p}"`).join(', ')} (in ${cwd})`);
    }
    return files;
}
function splitList(value) {
    return value
        .split(/[,\n]/)
        .map((s) => s.trim())
        .filter((s) => s !== '');
}


/***/ }),

/***/ 3939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CQ: () => (/* binding */ parseJsonRecords),
/* harmony export */   Gu: () => (/* binding */ readTextFile),
/* harmony export */   dH: () => (/* binding */ parseJsonDocument)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9547);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(jsonc_parser__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _problem_list_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3425);
/* harmony import */ var _source_record_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9782);
/* harmony import */ var _source_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5384);






// JSON text as the record and document readers share it: parsed once by JSON.parse, with the
// line of a syntax error, and records whose fields' lines are looked up only when needed.
/** A file's text; a file that cannot be read is an error naming it. */
async function readTextFile(path, displayName) {
    try {
        // Read as bytes first: a UTF-16 file is said to be one, not parsed as noise.
        return (0,_source_text_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeText */ .g7)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path), displayName);
    }
    catch (error) {
        if (_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo.isInstance(error))
            throw error;
        const code = error.code;
        if (code === 'ERR_STRING_TOO_LONG')
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${displayName}: the file is too large to read as one text (over about 512 MB); split it into several files (a glob or a list reads them all)`);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${displayName}: cannot read the file (${code ?? error})`);
    }
}
/**
 * One JSON document checked against a schema. Invalid JSON names its line; a document that does
 * not fit fails with `summary` and its issues (the first ones listed), each naming the line and
 * field. Parsed once: field lines are looked up only for the issues shown.
 */
function parseJsonDocument(text, displayName, schema, summary) {
    const value = parseJsonText(text, displayName);
    const parsed = schema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    const problems = new _problem_list_js__WEBPACK_IMPORTED_MODULE_3__/* .ProblemList */ .K();
    problems.addIssues(jsonRecord(text, displayName, value, 0, text.length, 1), parsed.error.issues);
    throw problems.toError(() => summary);
}
/** JSON.parse after the nesting check; a syntax error names its line (Node's may not say where). */
function parseJsonText(text, displayName) {
    (0,_source_text_js__WEBPACK_IMPORTED_MODULE_4__/* .checkNesting */ .n6)(text, displayName, 'json');
    try {
        return JSON.parse(text);
    }
    catch (error) {
        const errors = [];
        (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_1__.parse)(text, errors, { disallowComments: true });
        const first = errors[0];
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(first
            ? `${displayName}:${lineAt(text, first.offset)}: invalid JSON (${(0,jsonc_parser__WEBPACK_IMPORTED_MODULE_1__.printParseErrorCode)(first.error)})`
            : `${displayName}: invalid JSON: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)}`);
    }
}
/**
 * A JSON file's records: JSON.parse once (strict JSON, fast, no position data), then one pass
 * over the text for where each record starts; a field's line is looked up only for an error.
 * The records array is the top level, or the array in the top-level object's `wrapperKey`.
 */
function parseJsonRecords(text, displayName, wrapperKey) {
    const value = parseJsonText(text, displayName);
    const wrapped = (0,_source_record_js__WEBPACK_IMPORTED_MODULE_5__/* .isObject */ .G)(value) && Object.hasOwn(value, wrapperKey);
    const items = wrapped ? value[wrapperKey] : value;
    const starts = recordStarts(text, displayName, wrapped ? wrapperKey : null);
    if (!Array.isArray(items)) {
        const line = lineOfPath(text, 0, text.length, 1, wrapped ? [wrapperKey] : []) ?? 1;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${displayName}:${line}: expected an array of records or { "${wrapperKey}": [...] }, got ${(0,_problem_list_js__WEBPACK_IMPORTED_MODULE_3__/* .describeValue */ .b)(items)}`);
    }
    return items.map((item, index) => jsonRecord(text, displayName, item, starts[index]?.offset ?? 0, starts[index + 1]?.offset ?? text.length, starts[index]?.line ?? 1));
}
/**
 * Where the records of valid JSON text start (offsets, 1-based lines), in one pass over its
 * structure: the elements of the top-level array, or of the top-level object's `wrapperKey`
 * (null: the top level itself). A key repeated within one object is an error naming its line:
 * JSON.parse would keep the last value silently.
 */
function recordStarts(text, displayName, wrapperKey) {
    const starts = [];
    const keys = [];
    const recordDepth = wrapperKey === null ? 1 : 2;
    let depth = 0;
    const valueStarts = (offset, line, path) => {
        if (depth !== recordDepth || (wrapperKey !== null && path()[0] !== wrapperKey))
            return;
        starts.push({ offset, line: line + 1 });
    };
    (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_1__.visit)(text, {
        onObjectBegin: (offset, _length, line, _column, path) => {
            valueStarts(offset, line, path);
            keys.push(new Set());
            depth += 1;
        },
        onArrayBegin: (offset, _length, line, _column, path) => {
            valueStarts(offset, line, path);
            depth += 1;
        },
        onLiteralValue: (_value, offset, _length, line, _column, path) => valueStarts(offset, line, path),
        onObjectProperty: (key, _offset, _length, line) => {
            const own = keys[keys.length - 1];
            if (own.has(key))
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${displayName}:${line + 1}: invalid JSON: key "${key}" appears twice in one object`);
            own.add(key);
        },
        onObjectEnd: () => {
            keys.pop();
            depth -= 1;
        },
        onArrayEnd: () => {
            depth -= 1;
        },
    }, { disallowComments: true });
    return starts;
}
/** A record of a JSON text, whose fields' lines are found when a message needs them. */
function jsonRecord(text, file, value, start, end, line) {
    return {
        value,
        file,
        line,
        lineOf: (path) => lineOfPath(text, start, end, line, path) ?? line,
    };
}
/**
 * 1-based line of the value at `path` inside the JSON value that starts at `start` (at `startLine`),
 * or undefined when there is no such value. Parses only that value's text, and only when asked.
 */
function lineOfPath(text, start, end, startLine, path) {
    const tree = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_1__.parseTree)(text.slice(start, end), [], { disallowComments: true });
    const segments = path.map((key) => (typeof key === 'number' ? key : String(key)));
    const offset = tree && (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_1__.findNodeAtLocation)(tree, segments)?.offset;
    return offset === undefined ? undefined : lineAt(text, start + offset, start, startLine);
}
/** 1-based line of `offset`, counting from `from`, which is on line `line`. */
function lineAt(text, offset, from = 0, line = 1) {
    let at = line;
    for (let i = text.indexOf('\n', from); i !== -1 && i < offset; i = text.indexOf('\n', i + 1))
        at += 1;
    return at;
}


/***/ }),

/***/ 3425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ ProblemList),
/* harmony export */   b: () => (/* binding */ describeValue)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _format_closest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6120);
/* harmony import */ var _source_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9782);



/**
 * The problems found in an input, collected over every record and file: the first ones are kept
 * as text, the others only counted, so a file where every one of 150,000 records is wrong costs
 * neither the time to describe them all nor a message nobody can read.
 */
class ProblemList {
    listed = [];
    unlisted = 0;
    /** Problems found so far, listed or not. */
    get size() {
        return this.listed.length + this.unlisted;
    }
    /** A problem: listed while there is room, else counted (given as a function: described only if listed). */
    add(problem) {
        if (this.listed.length >= _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_LISTED_PROBLEMS */ .sl)
            this.unlisted += 1;
        else
            this.listed.push(typeof problem === 'string' ? problem : problem());
    }
    /**
     * A record that does not fit its schema: one problem per issue (per unknown field), described
     * while listed, and named by the record's own `id` when it has one (a golden case, a result).
     */
    addIssues(record, issues, fields = []) {
        const id = (0,_source_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .G)(record.value) ? record.value.id : undefined;
        const label = typeof id === 'string' && id !== '' ? `case "${id}": ` : '';
        for (const issue of issues.flatMap(unwrapUnion)) {
            for (const key of issue.code === 'unrecognized_keys' ? issue.keys : [undefined])
                this.add(() => describeIssue(record, issue, key, label, fields));
        }
    }
    /** The problems of an error thrown by a lower step (a file that could not be read). */
    addError(error) {
        if (error.details.length === 0 && error.more === 0)
            this.add(error.message);
        for (const detail of error.details)
            this.add(detail);
        this.unlisted += error.more;
    }
    /** One error listing the problems, its summary made from their count. */
    toError(summary) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(summary(this.size), this.listed, this.unlisted);
    }
    throwIfAny(summary) {
        if (this.size > 0)
            throw this.toError(summary);
    }
}
/**
 * A zod issue (of an unknown field: that `key`) as a line a user can act on:
 * `golden/support.jsonl:3: field "query": expected a string, got null`.
 */
function describeIssue(record, issue, key, label, fields) {
    const path = issue.path;
    const where = path.length > 0 ? `field "${formatPath(path)}": ` : '';
    if (key === undefined)
        return `${record.file}:${record.lineOf(path)}: ${label}${where}${issueText(issue, valueAt(record.value, path))}`;
    // Each unknown field at its own line, with the known one it is likely a typo of.
    const guess = path.length === 0 ? (0,_format_closest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .k)(key, fields) : undefined;
    return `${record.file}:${record.lineOf([...path, key])}: ${label}${where}unknown field "${key}"${guess ? ` (did you mean "${guess}"?)` : ''}`;
}
function formatPath(path) {
    return path
        .map((key, index) => typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`)
        .join('');
}
/**
 * A union (context: string or object) whose object branch matched the type but failed inside
 * is reported by that branch's own issues, which say which field is wrong.
 */
function unwrapUnion(issue) {
    if (issue.code !== 'invalid_union')
        return [issue];
    const inner = issue.errors.find((branch) => branch.length > 0 && branch.every((i) => i.path.length > 0));
    if (!inner)
        return [issue];
    return inner.flatMap((i) => unwrapUnion({ ...i, path: [...issue.path, ...i.path] }));
}
function issueText(issue, value) {
    switch (issue.code) {
        case 'invalid_type':
            return value === undefined
                ? `is required (expected ${article(issue.expected)})`
                : `expected ${article(issue.expected)}, got ${describeValue(value)}`;
        case 'invalid_union':
            // A custom message on the union names what it accepts.
            return `expected ${issue.message.startsWith('Invalid input') ? 'a different value' : issue.message}, got ${describeValue(value)}`;
        default:
            return issue.message;
    }
}
function article(type) {
    return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
function describeValue(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (typeof value === 'string')
        return value === '' ? 'an empty string' : `a string`;
    // YAML's .nan is NaN; JSON's 1e999 (and YAML's .inf) parse to Infinity: no field takes either.
    if (typeof value === 'number' && Number.isNaN(value))
        return '.nan (not a number)';
    if (typeof value === 'number' && !Number.isFinite(value))
        return 'a number too large to use';
    return article(typeof value);
}
function valueAt(value, path) {
    let current = value;
    for (const key of path) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = current[key];
    }
    return current;
}


/***/ }),

/***/ 9782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ isObject)
/* harmony export */ });
/** A parsed value that is an object of fields: not null, not an array. */
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);


/***/ }),

/***/ 6805:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K3: () => (/* binding */ readSourceRecords),
/* harmony export */   Lx: () => (/* binding */ parseJsonLines),
/* harmony export */   be: () => (/* binding */ formatOf)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _json_document_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3939);
/* harmony import */ var _problem_list_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3425);
/* harmony import */ var _source_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5384);





const FORMATS = {
    '.json': 'json',
    '.jsonl': 'jsonl',
    '.ndjson': 'jsonl',
    '.yaml': 'yaml',
    '.yml': 'yaml',
};
/** A file's format by its extension (every key starts with a dot: no Object.prototype name). */
function formatOf(file) {
    return FORMATS[(0,node_path__WEBPACK_IMPORTED_MODULE_0__.extname)(file).toLowerCase()];
}
/**
 * Reads the records of a fixture file. A JSON or YAML file holds an array, or an object whose
 * `wrapperKey` field (`cases`, `results`) holds it; a JSONL file holds one record per line.
 * Syntax errors name the file and line. `given`: its text, already read (by the label writer).
 */
async function readSourceRecords(file, displayName, wrapperKey, given) {
    const format = formatOf(file);
    if (!format) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`${displayName}: unsupported file type "${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.extname)(file) || '(none)'}"; use .json, .jsonl, .ndjson, .yaml or .yml`);
    }
    const text = given ?? (await (0,_json_document_js__WEBPACK_IMPORTED_MODULE_2__/* .readTextFile */ .Gu)(file, displayName));
    if (format === 'jsonl')
        return parseJsonLines(text, displayName);
    return format === 'json'
        ? (0,_json_document_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJsonRecords */ .CQ)(text, displayName, wrapperKey)
        : parseYamlRecords(text, displayName, wrapperKey);
}
/** JSONL: one record per non-blank line, each checked alone (an unclosed line is not the next's). */
function parseJsonLines(text, displayName) {
    const records = [];
    const problems = new _problem_list_js__WEBPACK_IMPORTED_MODULE_3__/* .ProblemList */ .K();
    text.split(/\r?\n/).forEach((raw, index) => {
        const line = index + 1;
        if (raw.trim() === '')
            return;
        try {
            (0,_source_text_js__WEBPACK_IMPORTED_MODULE_4__/* .checkNesting */ .n6)(raw, displayName, 'json', line);
            const value = JSON.parse(raw);
            records.push({ value, file: displayName, line, lineOf: () => line });
        }
        catch (error) {
            problems.add(_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo.isInstance(error)
                ? error.message
                : `${displayName}:${line}: invalid JSON: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}`);
        }
    });
    problems.throwIfAny(() => `${displayName}: invalid JSON lines`);
    return records;
}
async function parseYamlRecords(text, displayName, wrapperKey) {
    (0,_source_text_js__WEBPACK_IMPORTED_MODULE_4__/* .checkNesting */ .n6)(text, displayName, 'yaml');
    // Loaded for YAML files only (a chunk of its own in the bundle): most runs read JSON.
    const { isMap, isSeq, LineCounter, parseDocument } = await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19));
    const lineCounter = new LineCounter();
    // YAML merge keys (`<<: *base`) as YAML 1.1 has them.
    const doc = parseDocument(text, {
        lineCounter,
        uniqueKeys: true,
        prettyErrors: false,
        merge: true,
    });
    if (doc.errors.length > 0) {
        const details = doc.errors.map((e) => `${displayName}:${lineCounter.linePos(e.pos[0]).line}: ${/call stack/i.test(e.message) ? 'nested too deeply to read; flatten the data' : e.message.split('\n')[0]}`);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`${displayName}: invalid YAML`, details);
    }
    const lineAt = (node) => node?.range ? lineCounter.linePos(node.range[0]).line : undefined;
    const itemsPath = isMap(doc.contents) && doc.contents.has(wrapperKey) ? [wrapperKey] : [];
    const items = doc.getIn(itemsPath, true);
    if (!isSeq(items)) {
        const found = doc.contents === null ? 'an empty file' : (0,_problem_list_js__WEBPACK_IMPORTED_MODULE_3__/* .describeValue */ .b)(doc.toJSON());
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`${displayName}:${lineAt(doc.contents) ?? 1}: expected an array of records or { "${wrapperKey}": [...] }, got ${found}`);
    }
    const whole = (0,_source_text_js__WEBPACK_IMPORTED_MODULE_4__/* .documentValue */ .H5)(doc, displayName);
    const values = Array.isArray(whole) ? whole : whole[wrapperKey];
    return items.items.map((item, index) => {
        const line = lineAt(item) ?? 1;
        return {
            value: values[index] ?? null,
            file: displayName,
            line,
            lineOf: (path) => lineAt(doc.getIn([...itemsPath, index, ...path], true)) ?? line,
        };
    });
}


/***/ }),

/***/ 5384:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ stripBom),
/* harmony export */   H5: () => (/* binding */ documentValue),
/* harmony export */   g7: () => (/* binding */ decodeText),
/* harmony export */   n6: () => (/* binding */ checkNesting)
/* harmony export */ });
/* unused harmony export MAX_NESTING */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);

/** Deeper than this, arrays and objects in an input file are refused (parsers recurse per level). */
const MAX_NESTING = 256;
/**
 * A file's bytes as UTF-8 text (without a byte order mark). UTF-16 and UTF-32, told by their byte
 * order mark or, without one, by NUL bytes (which no text input has), are refused with what to do:
 * Windows PowerShell 5's `>` and `Out-File` write UTF-16, which read as UTF-8 is noise.
 */
function decodeText(bytes, displayName) {
    const encoding = wideEncoding(bytes);
    if (encoding)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`${displayName}: this file is ${encoding}; save it as UTF-8 (in PowerShell: Out-File -Encoding utf8, or Set-Content -Encoding utf8, instead of >)`);
    return stripBom(bytes.toString('utf8'));
}
function wideEncoding(bytes) {
    const [a, b, c, d] = bytes;
    if (a === 0xff && b === 0xfe && c === 0 && d === 0)
        return 'UTF-32';
    if (a === 0 && b === 0 && c === 0xfe && d === 0xff)
        return 'UTF-32';
    if ((a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff))
        return 'UTF-16';
    const head = bytes.subarray(0, 4096);
    const nul = head.indexOf(0);
    if (nul === -1)
        return undefined;
    // Without a mark: UTF-32 has three NULs in four bytes of ASCII, UTF-16 one in two.
    return head.indexOf(Buffer.from([0, 0, 0])) !== -1
        ? 'UTF-32 (it has NUL bytes)'
        : 'UTF-16 (it has NUL bytes)';
}
/** A file's text without the UTF-8 byte order mark some editors (Notepad, Excel) put first. */
function stripBom(text) {
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
/**
 * Refuses text whose arrays and objects nest deeper than MAX_NESTING, naming the line, before a
 * recursive parser or validator meets it and overflows the stack. JSON strings are skipped exactly;
 * in YAML only flow brackets count (block nesting costs its indentation, and yaml reports it).
 */
function checkNesting(text, displayName, format, firstLine = 1) {
    let depth = 0;
    let line = firstLine;
    let inString = false;
    for (let i = 0; i < text.length; i += 1) {
        const c = text.charCodeAt(i);
        if (c === 0x0a)
            line += 1;
        if (inString) {
            if (c === 0x5c)
                i += 1; // backslash: skip the escaped character
            else if (c === 0x22)
                inString = false;
            continue;
        }
        if (c === 0x22 && format === 'json')
            inString = true;
        else if (c === 0x5b || c === 0x7b) {
            depth += 1;
            if (depth > MAX_NESTING)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`${displayName}:${line}: arrays and objects nested more than ${MAX_NESTING} levels deep; flatten the data`);
        }
        else if ((c === 0x5d || c === 0x7d) && depth > 0)
            depth -= 1;
    }
}
/** Uses of anchored content a YAML file may make (the `yaml` package's default), against alias bombs. */
const MAX_YAML_ALIASES = 100;
/**
 * A parsed YAML (or JSON) document as plain data, with aliases resolved (`*name` becomes a copy of
 * what `&name` marks; a bare node's toJSON() leaves `{ source }` instead). An alias bomb, or an
 * alias before its anchor, is an error naming the file.
 */
function documentValue(doc, displayName) {
    try {
        return doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
    }
    catch (error) {
        if (!(error instanceof ReferenceError))
            throw error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(/Excessive alias count/.test(error.message)
            ? `${displayName}: YAML aliases expand too much (anchored content used more than ${MAX_YAML_ALIASES} times, counting aliases inside aliases); write the values out`
            : `${displayName}: ${error.message}`);
    }
}


/***/ }),

/***/ 6120:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ closest),
/* harmony export */   m: () => (/* binding */ likelyTypoOf)
/* harmony export */ });
/* harmony import */ var leven__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7785);

/** The candidate nearest to a mistyped name, when it is near enough (`within` edits) to be a typo. */
function closest(name, candidates, within = Math.max(2, Math.floor(name.length / 3))) {
    let best;
    for (const candidate of candidates) {
        const distance = (0,leven__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(name, candidate);
        if (!best || distance < best.distance)
            best = { candidate, distance };
    }
    return best && best.distance <= within ? best.candidate : undefined;
}
/**
 * An id that looks like a typo of a known one: one or two characters off in an id of 6 or more,
 * not a numbered sibling (`pg-wal-2` is not a typo of `pg-wal-1`: the digits differ, nothing
 * else). Undefined when none is that close.
 */
function likelyTypoOf(id, known) {
    if (id.length < 6)
        return undefined;
    const shape = (text) => text.replace(/\d+/g, '#');
    const near = Array.from(known).filter((c) => c !== id && Math.abs(c.length - id.length) <= 2 && shape(c) !== shape(id));
    return closest(id, near, Math.min(2, Math.floor(id.length / 4)));
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

/***/ 179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cm: () => (/* binding */ LINE_BREAKS),
/* harmony export */   Fu: () => (/* binding */ shortSha),
/* harmony export */   Hl: () => (/* binding */ shownServer),
/* harmony export */   ap: () => (/* binding */ collapse),
/* harmony export */   kH: () => (/* binding */ INVISIBLE),
/* harmony export */   ml: () => (/* binding */ shorten),
/* harmony export */   wh: () => (/* binding */ plainText)
/* harmony export */ });
/**
 * Untrusted text (case ids, queries, context text, judge reasons, model names, every field of a
 * report passed in) made plain: the characters no rendering may pass on, and the plain-text cuts.
 * The markdown escaping (report/markdown/markdown-text.ts) starts from the same characters.
 */
/**
 * Control characters (C0 and C1: a terminal's escape sequences start with ESC or CSI) and
 * bidi-override characters: invisible, and able to make text read other than it is.
 */
const INVISIBLE = 
// eslint-disable-next-line no-control-regex -- matching control characters is the point
/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029]/g;
/**
 * For a terminal or a log line (the CLI's text report): control and bidi characters removed, so
 * no escape sequence can recolour, move the cursor, retitle the window or hide text; line breaks
 * become spaces, so one value stays on its line.
 */
function plainText(text) {
    return text.replace(INVISIBLE, '').replace(LINE_BREAKS, ' ');
}
/** Whitespace runs as one space, trimmed (text as passages are matched, too). */
const collapse = (text) => 
// Most text needs nothing: one scan finds whether it has a run (or an edge, or a space that is
// not ' '), and only then is it copied.
/[^\S ]|^ | $| {2}/.test(text) ? text.replace(/\s+/g, ' ').trim() : text;
/** Whitespace folded to single spaces and cut to `max` characters (whole code points) with `…`. */
function shorten(text, max) {
    const flat = collapse(text);
    if (flat.length <= max)
        return flat;
    const points = Array.from(flat);
    return points.length <= max ? flat : `${points.slice(0, max - 1).join('')}…`;
}
/**
 * A commit sha as shown: its first 7 characters; null for anything that is not hex (a text in
 * its place is no commit, and its hex letters must not pass for one).
 */
function shortSha(sha) {
    return sha && /^[0-9a-f]{4,64}$/i.test(sha) ? sha.slice(0, 7) : null;
}
/** A server URL as the report shows it: no credentials, query or fragment. */
function shownServer(server) {
    try {
        const url = new URL(server);
        return `${url.protocol}//${url.host}${url.pathname.replace(/\/$/, '')}`;
    }
    catch {
        return server;
    }
}


/***/ }),

/***/ 8397:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ sameText)
/* harmony export */ });
/**
 * An id as it is compared: in Unicode NFC. The same visible text can be written two ways
 * (`café` as `e` + U+0301 in NFD, as U+00E9 in NFC; editors and systems differ), and a golden id
 * must match its result, its labels and its baseline however each file wrote it. Ids are read
 * through here (golden, results, labels, context ids), so the report and the stored files hold
 * the NFC form.
 */
function sameText(id) {
    return id.normalize('NFC');
}


/***/ }),

/***/ 9694:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ contextListSchema)
/* harmony export */ });
/* unused harmony export contextIdOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(737);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8532);
/* harmony import */ var _format_same_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8397);
/* harmony import */ var _files_problem_list_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3425);
/* harmony import */ var _files_source_record_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9782);
/* harmony import */ var _format_closest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6120);
/* harmony import */ var _format_numbers_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3613);
/* harmony import */ var _passages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8188);








/** The contract's id for a context given as plain text: sha256 of the text, first 12 hex chars. */
function contextIdOf(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text, 'utf8').digest('hex').slice(0, 12);
}
const metadataSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J());
/** Our own shape: `{ "id"?, "text", "score"?, "metadata"? }`. */
const ownShape = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).optional(),
    text: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    score: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().optional(),
    metadata: metadataSchema.optional(),
});
/**
 * LangChain's `Document` as `doc.model_dump()` (or `.dict()`, `.json()`) prints it:
 * `{ "id": str | null, "metadata": {...}, "page_content": str, "type": "Document" }`.
 */
const langchainDocument = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).nullable().optional(),
    metadata: metadataSchema.optional(),
    page_content: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('Document').optional(),
});
/**
 * Fields of a LlamaIndex `TextNode` (and the nodes built on it: `Document`, `IndexNode`...) as
 * `node.to_dict()` prints them, over the versions in use (`metadata_seperator` before 0.11,
 * `embeddings` since 0.14): read for `id_`, `text` and `metadata`, the others accepted as they are.
 */
const LLAMA_NODE_EXTRAS = [
    'embedding',
    'embeddings',
    'extra_info',
    'excluded_embed_metadata_keys',
    'excluded_llm_metadata_keys',
    'relationships',
    'metadata_template',
    'metadata_separator',
    'metadata_seperator',
    'mimetype',
    'start_char_idx',
    'end_char_idx',
    'text_template',
    'hash',
    'class_name',
    'index_id',
    'obj',
];
const llamaNode = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id_: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
    text: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    metadata: metadataSchema.optional(),
});
/** LlamaIndex's `NodeWithScore` as `node_with_score.to_dict()` prints it. */
const llamaNodeWithScore = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    node: zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J(),
    score: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().nullable().optional(),
    class_name: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('NodeWithScore').optional(),
});
/** Names retrievers often give our fields, for the "did you mean" of an unknown field. */
const SYNONYMS = new Map(Object.entries({
    id: 'doc_id document_id docId documentId chunk_id chunkId passage_id node_id _id uuid key',
    text: 'content passage chunk body document snippet',
    score: 'similarity relevance relevance_score distance',
    metadata: 'meta extra_info attributes',
}).flatMap(([field, names]) => names.split(' ').map((name) => [name, field])));
const SHAPES = 'a context is a string, { "id", "text", "score"?, "metadata"? }, a LangChain Document or a LlamaIndex NodeWithScore';
/**
 * Parses `value` with `schema`; its issues, and each field neither in the schema nor in `extras`
 * (with the field it probably meant), go under `prefix`.
 */
function parseShape(schema, value, ctx, prefix = [], extras = []) {
    const known = [...Object.keys(schema.shape), ...extras];
    for (const field of Object.keys(value)) {
        if (known.includes(field))
            continue;
        const guess = SYNONYMS.get(field) ?? (0,_format_closest_js__WEBPACK_IMPORTED_MODULE_4__/* .closest */ .k)(field, known);
        const hint = guess === 'id'
            ? ` (did you mean "id"? It is the id the labels in "relevant" name)`
            : guess
                ? ` (did you mean "${guess}"?)`
                : ` (${SHAPES})`;
        ctx.addIssue({ code: 'custom', path: [...prefix, field], message: `unknown field${hint}` });
    }
    const parsed = schema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    for (const issue of parsed.error.issues)
        ctx.addIssue({ ...issue, path: [...prefix, ...issue.path] });
    return undefined;
}
function toContext(value, ctx) {
    if (typeof value === 'string')
        return { id: contextIdOf(value), text: value };
    if (!(0,_files_source_record_js__WEBPACK_IMPORTED_MODULE_5__/* .isObject */ .G)(value))
        return fail(ctx, `expected a string or an object, got ${(0,_files_problem_list_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .b)(value)} (${SHAPES})`);
    if ('node' in value)
        return fromLlamaIndex(value, ctx);
    if ('page_content' in value) {
        const doc = parseShape(langchainDocument, value, ctx);
        return doc && withId({ ...doc, text: doc.page_content });
    }
    const own = parseShape(ownShape, value, ctx);
    return own && withId(own);
}
function fromLlamaIndex(value, ctx) {
    const outer = parseShape(llamaNodeWithScore, value, ctx);
    if (!(0,_files_source_record_js__WEBPACK_IMPORTED_MODULE_5__/* .isObject */ .G)(value.node)) {
        const message = `expected a LlamaIndex node { "id_", "text", "metadata", ... }; got ${(0,_files_problem_list_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .b)(value.node)}`;
        return fail(ctx, message, ['node']);
    }
    const node = parseShape(llamaNode, value.node, ctx, ['node'], LLAMA_NODE_EXTRAS);
    return outer && node && withId({ ...node, id: node.id_, score: outer.score }, value.node);
}
/** A custom issue at `path`, and no context. */
function fail(ctx, message, path = []) {
    ctx.addIssue({ code: 'custom', path, message });
    return undefined;
}
/** The context a shape gives, with its id (from the text when it has none). */
function withId(fields, node) {
    const { id, text, score, metadata } = fields;
    const origin = (0,_passages_js__WEBPACK_IMPORTED_MODULE_2__/* .originOf */ .yv)(metadata, text, node);
    return {
        id: id == null ? contextIdOf(text) : (0,_format_same_text_js__WEBPACK_IMPORTED_MODULE_6__/* .sameText */ .Q)(id),
        text,
        ...(score == null ? {} : { score }),
        ...(metadata === undefined ? {} : { metadata }),
        ...(origin && { origin }),
    };
}
/**
 * A ranking's contexts as retrievers print them, each a string, our `{ id, text, score, metadata }`,
 * a LangChain `Document` or a LlamaIndex `NodeWithScore`. Unknown fields are errors naming the field and the
 * one it probably meant (a misnamed id would otherwise leave every labelled case at 0).
 */
const contextListSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J().transform((value, ctx) => toContext(value, ctx) ?? zod__WEBPACK_IMPORTED_MODULE_7__/* .NEVER */ .tm))
    .superRefine((contexts, ctx) => {
    // Judged and labelled by id, a ranking must not repeat one.
    const seen = new Set();
    const repeated = new Set();
    for (const { id } of contexts)
        (seen.has(id) ? repeated : seen).add(id);
    const ids = [...repeated].map((id) => `"${id}"`).join(', ');
    if (repeated.size > 0)
        fail(ctx, `${(0,_format_numbers_js__WEBPACK_IMPORTED_MODULE_8__/* .nounFor */ .Ax)(repeated.size, 'context id')} ${ids} repeated in the ranking`);
});


/***/ }),

/***/ 8188:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $I: () => (/* binding */ matchingPassages),
/* harmony export */   SA: () => (/* binding */ passageName),
/* harmony export */   Xo: () => (/* binding */ unmatchable),
/* harmony export */   eS: () => (/* binding */ passageSchema),
/* harmony export */   yv: () => (/* binding */ originOf)
/* harmony export */ });
/* unused harmony exports sameSource, sourcePath, sharesRun */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(737);
/* harmony import */ var _format_plain_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(179);


/** A passage as messages name it: `guide.md:120-480` or `guide.md "Refunds take 5 days…"`. */
function passageName(p) {
    if (p.start !== undefined && p.end !== undefined)
        return `${p.source}:${p.start}-${p.end}`;
    return `${p.source} "${(0,_format_plain_text_js__WEBPACK_IMPORTED_MODULE_0__/* .shorten */ .ml)(p.quote ?? '', 40)}"`;
}
/** Where a context comes from, read from the fields frameworks print; undefined without a source. */
function originOf(metadata, text, node) {
    const source = [metadata?.source, metadata?.file_path, metadata?.file_name].find((s) => typeof s === 'string' && s !== '');
    if (source === undefined)
        return undefined;
    const path = sourcePath(source);
    const isOffset = (n) => Number.isInteger(n) && n >= 0;
    const [start, end] = isOffset(metadata?.start)
        ? [metadata.start, metadata.end]
        : isOffset(metadata?.start_index)
            ? [metadata.start_index, metadata.start_index + text.length]
            : [node?.start_char_idx, node?.end_char_idx];
    return isOffset(start) && isOffset(end) && end > start
        ? { source: path, start, end }
        : { source: path };
}
/**
 * The same document: equal names, or one a path that ends with the other (`/home/ci/repo/docs/a.md`
 * and `docs/a.md`), so labels need not name the machine's absolute paths. `\` reads as `/`.
 */
function sameSource(a, b) {
    if (a === b)
        return true;
    const [short, long] = a.length < b.length ? [a, b] : [b, a];
    return long.endsWith(short) && long[long.length - short.length - 1] === '/';
}
/** A source as it is compared: `\\` read as `/`, without a leading `./`. */
const sourcePath = (source) => source.replaceAll('\\', '/').replace(/^(\.\/)+/, '');
/**
 * The indexes of the passages a context matches: those of its own source that it overlaps by at
 * least half of the shorter of the two, by offsets where both have them, else by text (whitespace
 * runs collapsed: their longest common substring).
 */
function matchingPassages(origin, text, passages) {
    if (!origin)
        return [];
    const matched = [];
    let own;
    passages.forEach((p, index) => {
        if (!sameSource(p.source, origin.source))
            return;
        if (origin.start !== undefined && origin.end !== undefined && p.start !== undefined) {
            const overlap = Math.min(origin.end, p.end) - Math.max(origin.start, p.start);
            const shorter = Math.min(origin.end - origin.start, p.end - p.start);
            if (overlap > 0 && overlap * 2 >= shorter)
                matched.push(index);
        }
        else if (p.quote !== undefined) {
            own ??= (0,_format_plain_text_js__WEBPACK_IMPORTED_MODULE_0__/* .collapse */ .ap)(text);
            const shorter = Math.min(own.length, p.quote.length);
            if (shorter > 0 && sharesRun(own, p.quote, Math.ceil(shorter / 2)))
                matched.push(index);
        }
    });
    return matched;
}
/**
 * Never silent: passages that none of a ranking's contexts (the primary's or a variant's) can be
 * matched with: no source, or no offsets where no passage has a quote to compare.
 */
function unmatchable(passages, rankings) {
    if (!passages)
        return false;
    const quoted = passages.some((p) => p.quote !== undefined);
    const comparable = (x) => x.origin !== undefined && (x.origin.start !== undefined || quoted);
    return rankings.some((r) => r.length > 0 && !r.some(comparable));
}
const offset = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative();
const passageSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    source: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).transform(sourcePath),
    start: offset,
    end: offset,
    quote: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .trim()
        .min(1, { error: 'is empty: quote the text where the answer is' })
        .transform(_format_plain_text_js__WEBPACK_IMPORTED_MODULE_0__/* .collapse */ .ap),
    grade: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nonnegative().default(1),
})
    .partial({ quote: true, start: true, end: true })
    .strict()
    .superRefine((p, ctx) => {
    const offsets = p.start !== undefined || p.end !== undefined;
    if (p.quote === undefined && !offsets)
        ctx.addIssue({
            code: 'custom',
            path: ['quote'],
            message: 'is required: give "quote" (the document text where the answer is) or "start" and "end" (character offsets into the document, end exclusive)',
        });
    else if (offsets && (p.start === undefined || p.end === undefined))
        ctx.addIssue({
            code: 'custom',
            path: [p.start === undefined ? 'start' : 'end'],
            message: 'is required with the other: give both "start" and "end" (end exclusive)',
        });
    else if (offsets && p.start >= p.end)
        ctx.addIssue({
            code: 'custom',
            path: ['end'],
            message: `must be greater than "start" (${p.start}): the passage is [start, end), end exclusive`,
        });
});
/**
 * Whether `a` and `b` share a run of `length` characters (a common substring that long), in time
 * linear in their lengths. A run that long holds one of the shorter text's windows of `width`
 * characters that start at a multiple of `step` (a few windows): each is looked for in the longer
 * text (the engine's string search) and each place found is extended both ways. Where extending
 * costs more than a few passes over the texts (text that repeats itself), the longest common
 * substring settles it (a suffix automaton).
 */
function sharesRun(a, b, length) {
    const [short, long] = a.length <= b.length ? [a, b] : [b, a];
    if (length <= 0)
        return true;
    if (length > short.length)
        return false;
    const step = Math.max(1, length >> 1);
    const width = length - step + 1;
    let budget = 8 * (short.length + long.length);
    for (let j = 0; j + width <= short.length; j += step) {
        const window = short.slice(j, j + width);
        for (let at = long.indexOf(window); at !== -1; at = long.indexOf(window, at + 1)) {
            let left = 0;
            let right = width;
            while (j > left && at > left && short[j - left - 1] === long[at - left - 1])
                left += 1;
            while (j + right < short.length && short[j + right] === long[at + right])
                right += 1;
            if (left + right >= length)
                return true;
            if ((budget -= left + right) < 0)
                return longestCommonSubstring(short, long) >= length;
        }
    }
    return false;
}
/**
 * The length of the longest common substring of `a` and `b`, in time linear in their lengths: a
 * suffix automaton of the shorter one, walked by the longer (Blumer et al. 1985).
 */
function longestCommonSubstring(a, b) {
    const [built, walked] = a.length <= b.length ? [a, b] : [b, a];
    if (walked.includes(built))
        return built.length;
    const size = 2 * built.length + 1;
    const length = new Int32Array(size);
    const link = new Int32Array(size).fill(-1);
    const next = [new Map()]; // by state: UTF-16 unit → state
    let last = 0;
    for (let i = 0; i < built.length; i += 1) {
        const unit = built.charCodeAt(i);
        const current = next.push(new Map()) - 1;
        length[current] = length[last] + 1;
        let p = last;
        while (p !== -1 && !next[p].has(unit)) {
            next[p].set(unit, current);
            p = link[p];
        }
        if (p === -1)
            link[current] = 0;
        else {
            const q = next[p].get(unit);
            if (length[p] + 1 === length[q])
                link[current] = q;
            else {
                const clone = next.push(new Map(next[q])) - 1;
                length[clone] = length[p] + 1;
                link[clone] = link[q];
                while (p !== -1 && next[p].get(unit) === q) {
                    next[p].set(unit, clone);
                    p = link[p];
                }
                link[q] = clone;
                link[current] = clone;
            }
        }
        last = current;
    }
    let state = 0;
    let run = 0;
    let best = 0;
    for (let i = 0; i < walked.length; i += 1) {
        const unit = walked.charCodeAt(i);
        while (state !== 0 && !next[state].has(unit)) {
            state = link[state];
            run = length[state];
        }
        const to = next[state].get(unit);
        if (to !== undefined) {
            state = to;
            run += 1;
        }
        best = Math.max(best, run);
    }
    return best;
}


/***/ }),

/***/ 5235:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Le: () => (/* binding */ inlineRankings),
/* harmony export */   OA: () => (/* binding */ rankingsFromRecords),
/* harmony export */   X7: () => (/* binding */ loadRetrievalFile)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(737);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _golden_context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9694);
/* harmony import */ var _files_expand_patterns_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4759);
/* harmony import */ var _files_source_records_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6805);
/* harmony import */ var _files_problem_list_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3425);
/* harmony import */ var _format_numbers_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3613);
/* harmony import */ var _format_same_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8397);








const resultRecordSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1), contexts: _golden_context_js__WEBPACK_IMPORTED_MODULE_1__/* .contextListSchema */ .d })
    .strict();
/**
 * Validates retriever records (from a file or a command's stdout) into rankings.
 * A record for an unknown case is ignored (a shared results file may cover more cases);
 * a repeated id or a case left without a result is an error.
 */
function rankingsFromRecords(records, cases, sourceName, onRanking) {
    const problems = new _files_problem_list_js__WEBPACK_IMPORTED_MODULE_4__/* .ProblemList */ .K();
    const caseIds = onRanking && new Set(cases.map((c) => c.id));
    const rankings = new Map();
    const lineOfId = new Map();
    for (const record of records) {
        const parsed = resultRecordSchema.safeParse(record.value);
        if (!parsed.success) {
            problems.addIssues(record, parsed.error.issues, ['id', 'contexts']);
            continue;
        }
        const id = (0,_format_same_text_js__WEBPACK_IMPORTED_MODULE_6__/* .sameText */ .Q)(parsed.data.id);
        const { contexts } = parsed.data;
        const earlier = lineOfId.get(id);
        if (earlier !== undefined) {
            problems.add(`${record.file}:${record.line}: case "${id}": a second result (first at line ${earlier})`);
            continue;
        }
        lineOfId.set(id, record.line);
        rankings.set(id, contexts);
        if (caseIds?.has(id))
            onRanking?.(contexts);
    }
    problems.throwIfAny(() => `${sourceName}: invalid results`);
    return requireEveryCase(rankings, cases, sourceName);
}
/** Every case needs a ranking: a case with no result is an error naming the missing ids. */
function requireEveryCase(rankings, cases, sourceName) {
    const missing = cases.filter((c) => !rankings.has(c.id)).map((c) => c.id);
    if (missing.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`${sourceName}: no result for ${(0,_format_numbers_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(missing.length, 'case')}: ${(0,_format_numbers_js__WEBPACK_IMPORTED_MODULE_7__/* .quotedList */ .p4)(missing, 20)}`);
    }
    const ordered = new Map();
    for (const c of cases)
        ordered.set(c.id, rankings.get(c.id));
    return ordered;
}
/** Rankings from the `retrieval` file(s): `{ id, contexts }` records. */
async function loadRetrievalFile(patterns, cases, cwd, guard, onRanking) {
    const files = await (0,_files_expand_patterns_js__WEBPACK_IMPORTED_MODULE_2__/* .expandPatterns */ .q)(patterns, cwd, 'retrieval', guard);
    const records = [];
    for (const file of files)
        records.push(await (0,_files_source_records_js__WEBPACK_IMPORTED_MODULE_3__/* .readSourceRecords */ .K3)(file.absolute, file.display, 'results'));
    const sourceName = `retrieval (${files.map((f) => f.display).join(', ')})`;
    return rankingsFromRecords(records.flat(), cases, sourceName, onRanking);
}
/** Inline `contexts` of the golden cases, when no retrieval source is given. */
function inlineRankings(cases, onRanking) {
    const rankings = new Map();
    for (const c of cases)
        if (c.contexts)
            rankings.set(c.id, c.contexts);
    const name = 'golden (inline "contexts"; no retrieval or retriever-command given)';
    const ordered = requireEveryCase(rankings, cases, name);
    if (onRanking)
        for (const ranking of ordered.values())
            onRanking(ranking);
    return ordered;
}


/***/ }),

/***/ 1978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B5: () => (/* binding */ HIDDEN_FROM_RETRIEVER),
/* harmony export */   CH: () => (/* binding */ stopRetrievers),
/* harmony export */   Zu: () => (/* binding */ runRetrieverCommand)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3916);
/* harmony import */ var _files_json_document_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3939);
/* harmony import */ var _files_source_records_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6805);
/* harmony import */ var _files_source_text_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5384);
/* harmony import */ var _format_numbers_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3613);
/* harmony import */ var _retrieval_results_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5235);











const STDERR_TAIL_CHARS = 2_000;
const DEFAULT_LIMITS = { stdoutBytes: 500_000_000, stderrTailBytes: 65_536 };
/** The retrievers running now: each one's pid (its process group) and output folder. */
const running = new Map();
/**
 * For an interrupted run (Ctrl-C): kills every running retriever with its descendants (it is in
 * a process group of its own, which the terminal's signal does not reach) and removes its
 * output folder, synchronously, before the process exits.
 */
function stopRetrievers() {
    for (const [pid, dir] of running) {
        killTree(pid, 'SIGKILL');
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dir, { recursive: true, force: true });
    }
    running.clear();
}
/**
 * Runs the user's retriever once for all cases: cases go in as JSONL `{"id","query"}` on stdin,
 * `{"id","contexts"}` JSONL comes back on stdout. A non-zero exit or a timeout fails the run
 * with the tail of stderr, which is where a retriever says what went wrong.
 */
async function runRetrieverCommand(command, cases, options) {
    const input = cases.map((c) => JSON.stringify({ id: c.id, query: c.query })).join('\n') + '\n';
    const limits = options.limits ?? DEFAULT_LIMITS;
    const { stdout, stdoutBytes, stderr, code, signal, timedOut } = await runShell(command, input, {
        ...options,
        limits,
    });
    const tail = stderrTail(options.redact?.(stderr) ?? stderr);
    const failed = (what) => new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`retriever-command: "${command}" ${what}${tail}`);
    if (timedOut)
        throw failed(`timed out after ${options.timeoutSeconds} s (retriever-timeout)`);
    if (code !== 0)
        throw failed(signal ? `was killed by ${signal}` : `exited with code ${code}`);
    if (stdout === null)
        throw failed(`wrote ${megabytes(stdoutBytes)} to stdout, more than the ${megabytes(limits.stdoutBytes)} the gate reads. Print only the {"id","contexts"} lines (logs go to stderr); for a larger golden set, run it in shards (the shard input).`);
    // JSONL, each line's nesting depth checked, or one JSON array (a batch retriever's). A line that
    // is no JSON is most often a log line (a library's progress, a print left in): the error says
    // where logs belong.
    let records;
    const text = (0,_files_source_text_js__WEBPACK_IMPORTED_MODULE_8__/* .stripBom */ .F8)(stdout);
    const name = 'retriever-command stdout';
    const array = /^\s*\[/.test(text);
    try {
        records = array ? (0,_files_json_document_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonRecords */ .CQ)(text, name, 'results') : (0,_files_source_records_js__WEBPACK_IMPORTED_MODULE_7__/* .parseJsonLines */ .Lx)(text, name);
    }
    catch (error) {
        if (!_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo.isInstance(error))
            throw error;
        const [summary = ''] = error.message.split('\n');
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`${summary}: the retriever command must print only result lines on stdout, one {"id": …, "contexts": […]} per case; send logs to stderr (Python: print(…, file=sys.stderr) or logging)`, error.details, error.more);
    }
    return (0,_retrieval_results_js__WEBPACK_IMPORTED_MODULE_9__/* .rankingsFromRecords */ .OA)(records, cases, 'retriever-command', options.onRanking);
}
function stderrTail(stderr) {
    const trimmed = stderr.trimEnd();
    if (trimmed === '')
        return '';
    const tail = trimmed.length > STDERR_TAIL_CHARS ? `…${trimmed.slice(-STDERR_TAIL_CHARS)}` : trimmed;
    const hint = HINTS.find(([error]) => error.test(trimmed))?.[1];
    return `\nstderr (last lines):\n${tail}${hint ? `\nhint: ${hint}` : ''}`;
}
/** One line on what to do, for Node errors that do not say it (docs/node.md). */
const HINTS = [
    [
        /ERR_UNKNOWN_FILE_EXTENSION[^\n]*\.[cm]?ts\b/,
        'Node.js 22.18 or newer runs TypeScript as it is; on this one, npm install --save-dev tsx and run the retriever with npx tsx (docs/node.md)',
    ],
    [
        /requested module '[^']*\.[cm]?ts' does not provide an export named/,
        'with "type": "commonjs" in package.json, Node loads .ts files as CommonJS: npm install --save-dev tsx and run the retriever with npx tsx, or set "type": "module" (docs/node.md)',
    ],
];
const megabytes = (bytes) => bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : (0,_format_numbers_js__WEBPACK_IMPORTED_MODULE_10__/* .plural */ .LS)(bytes, 'byte');
/**
 * Runs the command with its stdout and stderr going to files, not pipes: a background child that
 * inherits them cannot make the run wait (a pipe stays open until every holder exits; a file is
 * read when the command itself has exited). The timeout is hard: the command's process tree is
 * killed and the run goes on at once, whatever its descendants still hold. `stdout` is null when
 * larger than the limit (`OutputLimits`: bounded reads, a retriever may write gigabytes).
 */
async function runShell(command, input, options) {
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_3__.tmpdir)(), 'cpg-retriever-'));
    const stdoutPath = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, 'stdout');
    const stderrPath = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, 'stderr');
    const [stdoutFile, stderrFile] = await Promise.all([
        (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(stdoutPath, 'w'),
        (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(stderrPath, 'w'),
    ]);
    try {
        const ended = await new Promise((resolve) => {
            // On POSIX, detached gives the command its own process group, so that it can be killed
            // with all its children; on Windows, taskkill /T walks the tree instead.
            const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, {
                cwd: options.cwd,
                env: retrieverEnv(options.env ?? process.env, options.cwd),
                shell: true,
                detached: process.platform !== 'win32',
                windowsHide: true,
                stdio: ['pipe', stdoutFile.fd, stderrFile.fd],
            });
            if (child.pid !== undefined)
                running.set(child.pid, dir);
            const end = (result, kill) => {
                clearTimeout(timer);
                if (kill)
                    killTree(child.pid, kill);
                if (child.pid !== undefined)
                    running.delete(child.pid);
                child.stdin?.destroy();
                resolve(result);
            };
            const timer = setTimeout(() => end({ code: null, signal: 'SIGKILL', timedOut: true }, 'SIGKILL'), options.timeoutSeconds * 1000);
            // A retriever that does not read stdin closes the pipe early; that is not an error.
            child.stdin?.on('error', () => undefined);
            child.on('error', (spawnError) => end(spawnError));
            // The command is done; what it left running in the background is not waited for.
            child.on('exit', (code, signal) => end({ code, signal, timedOut: false }, 'SIGTERM'));
            child.stdin?.end(input);
        });
        await Promise.all([stdoutFile.close(), stderrFile.close()]);
        if (ended instanceof Error)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`retriever-command: could not start "${command}": ${ended.message}`);
        const stdoutBytes = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(stdoutPath)).size;
        const [stdout, stderr] = await Promise.all([
            stdoutBytes > options.limits.stdoutBytes ? null : (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(stdoutPath, 'utf8'),
            readTail(stderrPath, options.limits.stderrTailBytes),
        ]);
        return { stdout, stdoutBytes, stderr, ...ended };
    }
    finally {
        await Promise.allSettled([stdoutFile.close(), stderrFile.close()]);
        // On Windows a descendant may still hold the files open; the folder is then left to the OS.
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(dir, { recursive: true, force: true }).catch(() => undefined);
    }
}
/** The last `bytes` of a file, as text (the line cut at the start is dropped). */
async function readTail(path, bytes) {
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(path, 'r');
    try {
        const size = (await file.stat()).size;
        const length = Math.min(size, bytes);
        const buffer = Buffer.alloc(length);
        await file.read(buffer, 0, length, size - length);
        const text = buffer.toString('utf8');
        // From the first whole line: a secret cut at the start would not be found to be redacted.
        return length < size ? text.slice(text.indexOf('\n') + 1).replace(/^\uFFFD+/, '') : text;
    }
    finally {
        await file.close();
    }
}
/**
 * What the retriever command (a PR's code) must not read of this process's environment, as a
 * `run:` step does not get it either: this action's own inputs (INPUT_API-KEY, INPUT_GITHUB-TOKEN,
 * INPUT_BASE-URL, which may hold a user and password) and the runner's internal tokens
 * (ACTIONS_RUNTIME_TOKEN writes the Actions cache, and a poisoned cache outlives the PR;
 * ACTIONS_ID_TOKEN_REQUEST_TOKEN mints OIDC tokens for cloud roles). Hidden from /proc too
 * (secret-environ.ts).
 */
const HIDDEN_FROM_RETRIEVER = /^INPUT_|^ACTIONS_(RUNTIME|ID_TOKEN_REQUEST|RESULTS|CACHE)_/i;
/**
 * The retriever's environment: the job's without HIDDEN_FROM_RETRIEVER. Variables the workflow set
 * (OPENAI_API_KEY for embeddings, say) stay. The workspace is first on PYTHONPATH:
 * `python3 evals/retrieve.py` imports the app's own package.
 */
function retrieverEnv(env, cwd) {
    const kept = Object.entries(env).filter(([name]) => !HIDDEN_FROM_RETRIEVER.test(name));
    const python = [cwd, env.PYTHONPATH].filter(Boolean).join(node_path__WEBPACK_IMPORTED_MODULE_4__.delimiter);
    return { ...Object.fromEntries(kept), PYTHONPATH: python };
}
/** Kills the command with its descendants (POSIX: its process group; Windows: taskkill /T). */
function killTree(pid, signal) {
    if (pid === undefined)
        return;
    if (process.platform === 'win32') {
        const killer = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('taskkill', ['/pid', String(pid), '/T', '/F'], {
            stdio: 'ignore',
            windowsHide: true,
        });
        killer.on('error', () => undefined);
        return;
    }
    try {
        process.kill(-pid, signal);
    }
    catch {
        // Already gone.
    }
}


/***/ })

};
