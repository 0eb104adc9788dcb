import { findNodeAtLocation, parseTree, type ParseError } from 'jsonc-parser';

/**
 * Positions in a JSON text that JSON.parse has already accepted, so the values are never parsed
 * a second time: where each record of the records array starts (for `file:line` in every message),
 * found by one pass over the structure, and where a field inside a record is, looked up only when
 * an error must name it. Iterative: nesting depth costs no stack.
 */
export interface RecordPositions {
  /** Offset at which each element of the records array starts, in order. */
  offsets: number[];
  /** 1-based line of each element. */
  lines: number[];
  /** The first key repeated within one object (JSON.parse would keep the last value silently). */
  repeatedKey: { key: string; line: number } | null;
}

const QUOTE = 34;
const BACKSLASH = 92;
const NEWLINE = 10;
const COMMA = 44;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

/** One open array or object. Frames are reused by depth: a large file allocates a handful. */
interface Frame {
  array: boolean;
  /** This is the records array. */
  records: boolean;
  /** Objects: the next string is a key. */
  expectKey: boolean;
  /** Objects: the key whose value comes next. */
  key: string | null;
  /** Objects: the keys seen so far. */
  keys: Set<string>;
}

/**
 * Scans valid JSON text: the records array is the top-level array, or the array value of the
 * top-level object's `wrapperKey` (null: the top level itself).
 */
export function scanRecordPositions(text: string, wrapperKey: string | null): RecordPositions {
  const offsets: number[] = [];
  const lines: number[] = [];
  let repeatedKey: RecordPositions['repeatedKey'] = null;
  const frames: Frame[] = [];
  let depth = 0;
  let line = 1;

  const valueStarts = (offset: number): void => {
    if (depth > 0 && (frames[depth - 1] as Frame).records) {
      offsets.push(offset);
      lines.push(line);
    }
  };
  const open = (array: boolean): void => {
    const parent = depth > 0 ? (frames[depth - 1] as Frame) : undefined;
    const records =
      array &&
      (wrapperKey === null
        ? parent === undefined
        : depth === 1 && parent?.array === false && parent.key === wrapperKey);
    let frame = frames[depth];
    if (!frame) {
      frame = { array, records, expectKey: false, key: null, keys: new Set() };
      frames[depth] = frame;
    }
    frame.array = array;
    frame.records = records;
    frame.expectKey = !array;
    frame.key = null;
    if (frame.keys.size > 0) frame.keys.clear();
    depth += 1;
  };

  for (let at = 0; at < text.length; at += 1) {
    const c = text.charCodeAt(at);
    if (c === QUOTE) {
      const end = closingQuote(text, at);
      const top = depth > 0 ? (frames[depth - 1] as Frame) : undefined;
      if (top && !top.array && top.expectKey) {
        const raw = text.slice(at + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(text.slice(at, end + 1)) as string) : raw;
        if (repeatedKey === null && top.keys.has(key)) repeatedKey = { key, line };
        top.keys.add(key);
        top.key = key;
        top.expectKey = false;
      } else valueStarts(at);
      at = end;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      valueStarts(at);
      open(c === OPEN_BRACKET);
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth -= 1;
    } else if (c === COMMA) {
      const top = depth > 0 ? (frames[depth - 1] as Frame) : undefined;
      if (top && !top.array) top.expectKey = true;
    } else if (c === NEWLINE) {
      line += 1;
    } else if (isLiteralStart(c)) {
      // A number, true, false or null: its first character marks it; skip the rest.
      valueStarts(at);
      while (at + 1 < text.length && isLiteralStart(text.charCodeAt(at + 1))) at += 1;
    }
  }
  return { offsets, lines, repeatedKey };
}

/** Characters a number or a literal consists of: - + . 0-9 a-z A-Z. */
function isLiteralStart(c: number): boolean {
  return (
    c === 45 ||
    c === 43 ||
    c === 46 ||
    (c >= 48 && c <= 57) ||
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90)
  );
}

/** The offset of the quote closing the string that opens at `open` (escaped quotes skipped). */
function closingQuote(text: string, open: number): number {
  let quote = open;
  for (;;) {
    quote = text.indexOf('"', quote + 1);
    if (quote === -1) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
  }
}

/**
 * 1-based line of the value at `path` inside the JSON value that starts at `start` (at `startLine`),
 * or undefined when there is no such value. Parses only that value's text, and only when asked.
 */
export function lineOfPath(
  text: string,
  start: number,
  end: number,
  startLine: number,
  path: readonly PropertyKey[],
): number | undefined {
  const slice = text.slice(start, end);
  let offset: number | undefined;
  try {
    const errors: ParseError[] = [];
    const tree = parseTree(slice, errors, { disallowComments: true });
    const node = tree && findNodeAtLocation(tree, path.map(toSegment));
    offset = node?.offset;
  } catch {
    // Too deeply nested for a position lookup: the caller falls back to the record's line.
    return undefined;
  }
  if (offset === undefined) return undefined;
  let line = startLine;
  for (let at = slice.indexOf('\n'); at !== -1 && at < offset; at = slice.indexOf('\n', at + 1))
    line += 1;
  return line;
}

function toSegment(key: PropertyKey): string | number {
  return typeof key === 'number' ? key : String(key);
}
