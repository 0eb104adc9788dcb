export const id = 916;
export const ids = [916];
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


/***/ })

};
