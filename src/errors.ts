import { formatCount } from './format/numbers.js';

/** Problems listed in one error at most; the rest are counted ("… and 29,980 more"). */
export const MAX_LISTED_PROBLEMS = 20;

/**
 * An error the user can act on: bad input, a failing retriever, a judge that cannot answer.
 * The message is complete and shown as is (no stack trace). `details` lists the problems found
 * (the first MAX_LISTED_PROBLEMS; `more` counts the others), so that all input errors can be
 * reported together in one message of a readable size.
 */
export class UserError extends Error {
  readonly details: readonly string[];
  /** Problems found but not listed in `details`. */
  readonly more: number;

  constructor(summary: string, details: readonly string[] = [], more = 0) {
    const listed = details.slice(0, MAX_LISTED_PROBLEMS);
    const unlisted = more + details.length - listed.length;
    const lines = listed.map((d) => `  - ${d}`);
    if (unlisted > 0) lines.push(`  - … and ${formatCount(unlisted)} more`);
    super(lines.length === 0 ? summary : `${summary}\n${lines.join('\n')}`);
    this.name = 'UserError';
    this.details = listed;
    this.more = unlisted;
  }

  static isInstance(error: unknown): error is UserError {
    return error instanceof Error && error.name === 'UserError';
  }
}

/** The text of any thrown value, for messages. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
