import { parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { errorMessage, UserError } from '../errors.js';
import { lineOfPath } from './json-positions.js';
import type { SourceRecord } from './source-record.js';

// JSON text as the record and document readers share it: parsed once by JSON.parse, with the
// line of a syntax error, and records whose fields' lines are looked up only when needed.

/** A record of a JSON text, whose fields' lines are found when a message needs them. */
export function jsonRecord(
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
    lineOf: (path) =>
      path.length === 0 ? line : (lineOfPath(text, start, end, line, path) ?? line),
  };
}

/** JSON.parse, with the line of a syntax error. */
export function parseJsonText(text: string, displayName: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const located = lineOfJsonError(text);
    throw new UserError(
      located
        ? `${displayName}:${located.line}: invalid JSON (${located.problem})`
        : `${displayName}: invalid JSON: ${errorMessage(error)}`,
    );
  }
}

/** 1-based line of the first non-blank character at or after `offset`. */
export function lineAtOffset(text: string, offset: number): number {
  const first = text.slice(offset).search(/\S/);
  const end = first === -1 ? text.length : offset + first;
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < end; at = text.indexOf('\n', at + 1))
    line += 1;
  return line;
}

/** Node's JSON.parse does not always say where; a position-aware parser finds the line. */
function lineOfJsonError(text: string): { line: number; problem: string } | undefined {
  const errors: ParseError[] = [];
  parseJsonc(text, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  const first = errors[0];
  if (!first) return undefined;
  return {
    line: text.slice(0, first.offset).split('\n').length,
    problem: printParseErrorCode(first.error),
  };
}
