import type { Document } from 'yaml';
import { UserError } from '../errors.js';

/** Deeper than this, arrays and objects in an input file are refused (parsers recurse per level). */
export const MAX_NESTING = 256;

/**
 * A file's bytes as UTF-8 text (without a byte order mark). UTF-16 and UTF-32, told by their byte
 * order mark or, without one, by NUL bytes (which no text input has), are refused with what to do:
 * Windows PowerShell 5's `>` and `Out-File` write UTF-16, which read as UTF-8 is noise.
 */
export function decodeText(bytes: Buffer, displayName: string): string {
  const encoding = wideEncoding(bytes);
  if (encoding)
    throw new UserError(
      `${displayName}: this file is ${encoding}; save it as UTF-8 (in PowerShell: Out-File -Encoding utf8, or Set-Content -Encoding utf8, instead of >)`,
    );
  return stripBom(bytes.toString('utf8'));
}

function wideEncoding(bytes: Buffer): string | undefined {
  const [a, b, c, d] = bytes;
  if (a === 0xff && b === 0xfe && c === 0 && d === 0) return 'UTF-32';
  if (a === 0 && b === 0 && c === 0xfe && d === 0xff) return 'UTF-32';
  if ((a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff)) return 'UTF-16';
  const head = bytes.subarray(0, 4096);
  const nul = head.indexOf(0);
  if (nul === -1) return undefined;
  // Without a mark: UTF-32 has three NULs in four bytes of ASCII, UTF-16 one in two.
  return head.indexOf(Buffer.from([0, 0, 0])) !== -1
    ? 'UTF-32 (it has NUL bytes)'
    : 'UTF-16 (it has NUL bytes)';
}

/** A file's text without the UTF-8 byte order mark some editors (Notepad, Excel) put first. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Refuses text whose arrays and objects nest deeper than MAX_NESTING, naming the line, before a
 * recursive parser or validator meets it and overflows the stack. JSON strings are skipped exactly;
 * in YAML only flow brackets count (block nesting costs its indentation, and yaml reports it).
 */
export function checkNesting(
  text: string,
  displayName: string,
  format: 'json' | 'yaml',
  firstLine = 1,
): void {
  let depth = 0;
  let line = firstLine;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) line += 1;
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22 && format === 'json') inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > MAX_NESTING)
        throw new UserError(
          `${displayName}:${line}: arrays and objects nested more than ${MAX_NESTING} levels deep; flatten the data`,
        );
    } else if ((c === 0x5d || c === 0x7d) && depth > 0) depth -= 1;
  }
}

/** Uses of anchored content a YAML file may make (the `yaml` package's default), against alias bombs. */
const MAX_YAML_ALIASES = 100;

/**
 * A parsed YAML (or JSON) document as plain data, with aliases resolved (`*name` becomes a copy of
 * what `&name` marks; a bare node's toJSON() leaves `{ source }` instead). An alias bomb, or an
 * alias before its anchor, is an error naming the file.
 */
export function documentValue(doc: Document, displayName: string): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    throw new UserError(
      /Excessive alias count/.test(error.message)
        ? `${displayName}: YAML aliases expand too much (anchored content used more than ${MAX_YAML_ALIASES} times, counting aliases inside aliases); write the values out`
        : `${displayName}: ${error.message}`,
    );
  }
}
