import type { z } from 'zod';
import { MAX_LISTED_PROBLEMS, UserError } from '../errors.js';
import { closest } from '../format/closest.js';
import { isObject, type SourceRecord } from './source-record.js';

/**
 * The problems found in an input, collected over every record and file: the first ones are kept
 * as text, the others only counted, so a file where every one of 150,000 records is wrong costs
 * neither the time to describe them all nor a message nobody can read.
 */
export class ProblemList {
  private readonly listed: string[] = [];
  private unlisted = 0;

  /** Problems found so far, listed or not. */
  get size(): number {
    return this.listed.length + this.unlisted;
  }

  /** A problem: listed while there is room, else counted (given as a function: described only if listed). */
  add(problem: string | (() => string)): void {
    if (this.listed.length >= MAX_LISTED_PROBLEMS) this.unlisted += 1;
    else this.listed.push(typeof problem === 'string' ? problem : problem());
  }

  /**
   * A record that does not fit its schema: one problem per issue (per unknown field), described
   * while listed, and named by the record's own `id` when it has one (a golden case, a result).
   */
  addIssues(
    record: SourceRecord,
    issues: readonly z.core.$ZodIssue[],
    fields: readonly string[] = [],
  ): void {
    const id = isObject(record.value) ? record.value.id : undefined;
    const label = typeof id === 'string' && id !== '' ? `case "${id}": ` : '';
    for (const issue of issues.flatMap(unwrapUnion)) {
      for (const key of issue.code === 'unrecognized_keys' ? issue.keys : [undefined])
        this.add(() => describeIssue(record, issue, key, label, fields));
    }
  }

  /** The problems of an error thrown by a lower step (a file that could not be read). */
  addError(error: UserError): void {
    if (error.details.length === 0 && error.more === 0) this.add(error.message);
    for (const detail of error.details) this.add(detail);
    this.unlisted += error.more;
  }

  /** One error listing the problems, its summary made from their count. */
  toError(summary: (count: number) => string): UserError {
    return new UserError(summary(this.size), this.listed, this.unlisted);
  }

  throwIfAny(summary: (count: number) => string): void {
    if (this.size > 0) throw this.toError(summary);
  }
}

/**
 * A zod issue (of an unknown field: that `key`) as a line a user can act on:
 * `golden/support.jsonl:3: field "query": expected a string, got null`.
 */
function describeIssue(
  record: SourceRecord,
  issue: z.core.$ZodIssue,
  key: string | undefined,
  label: string,
  fields: readonly string[],
): string {
  const path = issue.path;
  const where = path.length > 0 ? `field "${formatPath(path)}": ` : '';
  if (key === undefined)
    return `${record.file}:${record.lineOf(path)}: ${label}${where}${issueText(issue, valueAt(record.value, path))}`;
  // Each unknown field at its own line, with the known one it is likely a typo of.
  const guess = path.length === 0 ? closest(key, fields) : undefined;
  return `${record.file}:${record.lineOf([...path, key])}: ${label}${where}unknown field "${key}"${guess ? ` (did you mean "${guess}"?)` : ''}`;
}

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

/**
 * A union (context: string or object) whose object branch matched the type but failed inside
 * is reported by that branch's own issues, which say which field is wrong.
 */
function unwrapUnion(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union') return [issue];
  const inner = issue.errors.find(
    (branch) => branch.length > 0 && branch.every((i) => i.path.length > 0),
  );
  if (!inner) return [issue];
  return inner.flatMap((i) =>
    unwrapUnion({ ...i, path: [...issue.path, ...i.path] } as z.core.$ZodIssue),
  );
}

function issueText(issue: z.core.$ZodIssue, value: unknown): string {
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

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value === '' ? 'an empty string' : `a string`;
  // YAML's .nan is NaN; JSON's 1e999 (and YAML's .inf) parse to Infinity: no field takes either.
  if (typeof value === 'number' && Number.isNaN(value)) return '.nan (not a number)';
  if (typeof value === 'number' && !Number.isFinite(value)) return 'a number too large to use';
  return article(typeof value);
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
