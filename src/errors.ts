/**
 * An error the user can act on: bad input, a failing retriever, a judge that cannot answer.
 * The message is complete and shown as is (no stack trace). `details` lists every problem
 * found, so that all input errors can be reported together in one message.
 */
export class UserError extends Error {
  readonly details: readonly string[];

  constructor(summary: string, details: readonly string[] = []) {
    super(
      details.length === 0 ? summary : `${summary}\n${details.map((d) => `  - ${d}`).join('\n')}`,
    );
    this.name = 'UserError';
    this.details = details;
  }

  static isInstance(error: unknown): error is UserError {
    return error instanceof Error && error.name === 'UserError';
  }
}

/** The text of any thrown value, for messages. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
