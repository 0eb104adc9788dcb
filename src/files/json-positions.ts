import { findNodeAtLocation, parseTree, visit, type JSONPath } from 'jsonc-parser';

/**
 * Positions in a JSON text that JSON.parse has already accepted, so the values are never parsed
 * a second time: where each record of the records array starts (for `file:line` in every message),
 * found by one pass over the structure, and where a field inside a record is, looked up only when
 * an error must name it.
 */
export interface RecordPositions {
  /** Offset at which each element of the records array starts, in order. */
  offsets: number[];
  /** 1-based line of each element. */
  lines: number[];
  /** The first key repeated within one object (JSON.parse would keep the last value silently). */
  repeatedKey: { key: string; line: number } | null;
}

/**
 * Where the records of valid JSON text start: the records array is the top-level array, or the
 * array value of the top-level object's `wrapperKey` (null: the top level itself).
 */
export function scanRecordPositions(text: string, wrapperKey: string | null): RecordPositions {
  const offsets: number[] = [];
  const lines: number[] = [];
  let repeatedKey: RecordPositions['repeatedKey'] = null;
  const keys: Set<string>[] = [];
  const recordDepth = wrapperKey === null ? 1 : 2;
  let depth = 0;
  const valueStarts = (offset: number, line: number, path: () => JSONPath): void => {
    if (depth !== recordDepth || (wrapperKey !== null && path()[0] !== wrapperKey)) return;
    offsets.push(offset);
    lines.push(line + 1);
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
        if (repeatedKey === null && own.has(key)) repeatedKey = { key, line: line + 1 };
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
  return { offsets, lines, repeatedKey };
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
  const tree = parseTree(slice, [], { disallowComments: true });
  const segments = path.map((key) => (typeof key === 'number' ? key : String(key)));
  const offset = tree && findNodeAtLocation(tree, segments)?.offset;
  if (offset === undefined) return undefined;
  let line = startLine;
  for (let at = slice.indexOf('\n'); at !== -1 && at < offset; at = slice.indexOf('\n', at + 1))
    line += 1;
  return line;
}
