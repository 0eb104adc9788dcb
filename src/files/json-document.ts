import { readFile } from 'node:fs/promises';
import {
  findNodeAtLocation,
  parse as parseJsonc,
  parseTree,
  printParseErrorCode,
  visit,
  type JSONPath,
  type ParseError,
} from 'jsonc-parser';
import type { z } from 'zod';
import { errorMessage, UserError } from '../errors.js';
import { describeValue, ProblemList } from './problem-list.js';
import { isObject, type SourceRecord } from './source-record.js';
import { checkNesting, decodeText } from './source-text.js';

// JSON text as the record and document readers share it: parsed once by JSON.parse, with the
// line of a syntax error, and records whose fields' lines are looked up only when needed.

/** A file's text; a file that cannot be read is an error naming it. */
export async function readTextFile(path: string, displayName: string): Promise<string> {
  try {
    // Read as bytes first: a UTF-16 file is said to be one, not parsed as noise.
    return decodeText(await readFile(path), displayName);
  } catch (error) {
    if (UserError.isInstance(error)) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ERR_STRING_TOO_LONG')
      throw new UserError(
        `${displayName}: the file is too large to read as one text (over about 512 MB); split it into several files (a glob or a list reads them all)`,
      );
    throw new UserError(`${displayName}: cannot read the file (${code ?? error})`);
  }
}

/**
 * One JSON document checked against a schema. Invalid JSON names its line; a document that does
 * not fit fails with `summary` and its issues (the first ones listed), each naming the line and
 * field. Parsed once: field lines are looked up only for the issues shown.
 */
export function parseJsonDocument<S extends z.ZodType>(
  text: string,
  displayName: string,
  schema: S,
  summary: string,
): z.infer<S> {
  const value = parseJsonText(text, displayName);
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = new ProblemList();
  problems.addIssues(jsonRecord(text, displayName, value, 0, text.length, 1), parsed.error.issues);
  throw problems.toError(() => summary);
}

/** JSON.parse after the nesting check; a syntax error names its line (Node's may not say where). */
function parseJsonText(text: string, displayName: string): unknown {
  checkNesting(text, displayName, 'json');
  try {
    return JSON.parse(text);
  } catch (error) {
    const errors: ParseError[] = [];
    parseJsonc(text, errors, { disallowComments: true });
    const first = errors[0];
    throw new UserError(
      first
        ? `${displayName}:${lineAt(text, first.offset)}: invalid JSON (${printParseErrorCode(first.error)})`
        : `${displayName}: invalid JSON: ${errorMessage(error)}`,
    );
  }
}

/**
 * A JSON file's records: JSON.parse once (strict JSON, fast, no position data), then one pass
 * over the text for where each record starts; a field's line is looked up only for an error.
 * The records array is the top level, or the array in the top-level object's `wrapperKey`.
 */
export function parseJsonRecords(
  text: string,
  displayName: string,
  wrapperKey: string,
): SourceRecord[] {
  const value = parseJsonText(text, displayName);
  const wrapped = isObject(value) && Object.hasOwn(value, wrapperKey);
  const items = wrapped ? value[wrapperKey] : value;
  const starts = recordStarts(text, displayName, wrapped ? wrapperKey : null);
  if (!Array.isArray(items)) {
    const line = lineOfPath(text, 0, text.length, 1, wrapped ? [wrapperKey] : []) ?? 1;
    throw new UserError(
      `${displayName}:${line}: expected an array of records or { "${wrapperKey}": [...] }, got ${describeValue(items)}`,
    );
  }
  return items.map((item: unknown, index) =>
    jsonRecord(
      text,
      displayName,
      item,
      starts[index]?.offset ?? 0,
      starts[index + 1]?.offset ?? text.length,
      starts[index]?.line ?? 1,
    ),
  );
}

/**
 * Where the records of valid JSON text start (offsets, 1-based lines), in one pass over its
 * structure: the elements of the top-level array, or of the top-level object's `wrapperKey`
 * (null: the top level itself). A key repeated within one object is an error naming its line:
 * JSON.parse would keep the last value silently.
 */
function recordStarts(text: string, displayName: string, wrapperKey: string | null) {
  const starts: { offset: number; line: number }[] = [];
  const keys: Set<string>[] = [];
  const recordDepth = wrapperKey === null ? 1 : 2;
  let depth = 0;
  const valueStarts = (offset: number, line: number, path: () => JSONPath): void => {
    if (depth !== recordDepth || (wrapperKey !== null && path()[0] !== wrapperKey)) return;
    starts.push({ offset, line: line + 1 });
  };
  visit(
    text,
    {
      onObjectBegin: (offset, _length, line, _column, path) => {
        valueStarts(offset, line, path);
        keys.push(new Set());
        depth += 1;
      },
      onArrayBegin: (offset, _length, line, _column, path) => {
        valueStarts(offset, line, path);
        depth += 1;
      },
      onLiteralValue: (_value, offset, _length, line, _column, path) =>
        valueStarts(offset, line, path),
      onObjectProperty: (key, _offset, _length, line) => {
        const own = keys[keys.length - 1] as Set<string>;
        if (own.has(key))
          throw new UserError(
            `${displayName}:${line + 1}: invalid JSON: key "${key}" appears twice in one object`,
          );
        own.add(key);
      },
      onObjectEnd: () => {
        keys.pop();
        depth -= 1;
      },
      onArrayEnd: () => {
        depth -= 1;
      },
    },
    { disallowComments: true },
  );
  return starts;
}

/** A record of a JSON text, whose fields' lines are found when a message needs them. */
function jsonRecord(
  text: string,
  file: string,
  value: unknown,
  start: number,
  end: number,
  line: number,
): SourceRecord {
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
function lineOfPath(
  text: string,
  start: number,
  end: number,
  startLine: number,
  path: readonly PropertyKey[],
): number | undefined {
  const tree = parseTree(text.slice(start, end), [], { disallowComments: true });
  const segments = path.map((key) => (typeof key === 'number' ? key : String(key)));
  const offset = tree && findNodeAtLocation(tree, segments)?.offset;
  return offset === undefined ? undefined : lineAt(text, start + offset, start, startLine);
}

/** 1-based line of `offset`, counting from `from`, which is on line `line`. */
function lineAt(text: string, offset: number, from = 0, line = 1): number {
  let at = line;
  for (let i = text.indexOf('\n', from); i !== -1 && i < offset; i = text.indexOf('\n', i + 1))
    at += 1;
  return at;
}
