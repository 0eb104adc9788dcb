import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { UserError } from '../errors.js';
import { jsonRecord, lineAtOffset, parseJsonText } from './json-text.js';
import { ProblemList } from './problem-list.js';
import { checkNesting, decodeText } from './source-text.js';

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
  checkNesting(text, displayName, 'json');
  const value = parseJsonText(text, displayName);
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const document = jsonRecord(text, displayName, value, 0, text.length, lineAtOffset(text, 0));
  const problems = new ProblemList();
  problems.addIssues(document, parsed.error.issues);
  throw problems.toError(() => summary);
}
