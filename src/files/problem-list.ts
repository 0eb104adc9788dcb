import type { z } from 'zod';
import { MAX_LISTED_PROBLEMS, UserError } from '../errors.js';
import { describeIssues, issueLineCount } from './schema-errors.js';
import type { SourceRecord } from './source-record.js';

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

  private get full(): boolean {
    return this.listed.length >= MAX_LISTED_PROBLEMS;
  }

  add(problem: string): void {
    if (this.full) this.unlisted += 1;
    else this.listed.push(problem);
  }

  /** A record that does not fit its schema: one problem per issue, described while listed. */
  addIssues(
    record: SourceRecord,
    issues: readonly z.core.$ZodIssue[],
    label = '',
    fields: readonly string[] = [],
  ): void {
    if (this.full) this.unlisted += issueLineCount(issues);
    else for (const line of describeIssues(record, issues, label, fields)) this.add(line);
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

  /** Throws that error, if there is any problem. */
  throwIfAny(summary: (count: number) => string): void {
    if (this.size > 0) throw this.toError(summary);
  }
}
