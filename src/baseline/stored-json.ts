import type { z } from 'zod';
import { UserError } from '../errors.js';
import { parseJsonDocument } from '../files/json-document.js';
import type { BranchFiles, BranchHead } from '../github/branch-files.js';
import { historyFileSchema } from './history-file.js';
import { baselineFileSchema, commitsIndexSchema } from './stored-files.js';
import { verdictsFileSchema } from './verdicts-file.js';

/** The store's files in a gate's folder on the data branch, and their schemas. */
export const schemas = {
  'baseline.json': baselineFileSchema,
  'history.json': historyFileSchema,
  'verdicts.json': verdictsFileSchema,
  'commits.json': commitsIndexSchema,
};
export type FileName = keyof typeof schemas;

/** A stored file's value, validated, and its text as read (a record writes only what changed). */
export interface Stored<S extends z.ZodType> {
  value: z.infer<S>;
  text: string;
}

/** A stored file at `head`, validated: a broken file is an error naming it, never silently replaced. */
export async function readStored<S extends z.ZodType>(
  files: BranchFiles,
  path: string,
  schema: S,
  head: BranchHead | null,
  suffix = '',
): Promise<Stored<S> | null> {
  if (!head) return null;
  const found = await files.read(path, head.commit);
  if (!found) return null;
  const where = `${files.branch}:${path}`;
  try {
    const value = parseJsonDocument(
      found.text,
      where,
      schema,
      `baseline store: ${where} is not a file this version understands`,
    ) as z.infer<S>;
    return { value, text: found.text };
  } catch (error) {
    if (UserError.isInstance(error) && suffix)
      throw new UserError(`${error.message.split('\n')[0]}${suffix}`, error.details);
    throw error;
  }
}

/** A file's text as the store writes it. */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 1)}\n`;
}
