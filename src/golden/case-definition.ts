import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { GoldenCase } from './golden-cases.js';

/**
 * A golden case's identity beyond its id: a fingerprint of what decides its score (the query the
 * retriever gets, the expected answer the LLM judges against, the labels that judge it), and one
 * hash per field so a changed case can say what changed. Deterministic: sha256 over canonical
 * JSON (labels sorted by id), 16 hex characters each. Tags, the source line and the id do not
 * count: a case renamed or re-tagged is still the same case. Nor does what the product treats as
 * the same text: NFC, trimmed, whitespace runs as one space (in the expected answer, line by line
 * and without blank lines: its line breaks split its statements). Clean text hashes as it is.
 */
export const definitionSchema = z.object({
  hash: z.string(),
  query: z.string(),
  expected: z.string(),
  labels: z.string(),
});
export type CaseDefinition = z.infer<typeof definitionSchema>;

export const DEFINITION_FIELDS = ['query', 'expected', 'labels'] as const;
type DefinitionField = (typeof DEFINITION_FIELDS)[number];

export function caseDefinitionOf(
  goldenCase: Pick<GoldenCase, 'query' | 'expected' | 'relevant' | 'passages'>,
): CaseDefinition {
  const labels = goldenCase.relevant
    ? [...goldenCase.relevant].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    : null;
  const fields = {
    query: hashOf(sameQuery(goldenCase.query)),
    expected: hashOf(goldenCase.expected === undefined ? null : sameAnswer(goldenCase.expected)),
    labels: hashOf(goldenCase.passages ? [labels, goldenCase.passages] : labels),
  };
  return { hash: hashOf([fields.query, fields.expected, fields.labels]), ...fields };
}

/** The fields in which two definitions differ (empty: the same case). */
export function changedFields(before: CaseDefinition, after: CaseDefinition): DefinitionField[] {
  if (before.hash === after.hash) return [];
  return DEFINITION_FIELDS.filter((field) => before[field] !== after[field]);
}

const sameQuery = (query: string): string => query.normalize('NFC').trim().replace(/\s+/g, ' ');
const sameAnswer = (answer: string): string =>
  answer
    .split(/\r?\n|\r/)
    .map(sameQuery)
    .filter((line) => line !== '')
    .join('\n');

const hashOf = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value), 'utf8').digest('hex').slice(0, 16);
