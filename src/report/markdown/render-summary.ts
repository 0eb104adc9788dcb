import type { RunInput } from '../run-input.js';
import { fitReportMarkdown } from './report-markdown.js';
import { SUMMARY_REASONS } from '../shown-cases.js';

/** GitHub takes at most 1 MiB of job summary per step. */
export const SUMMARY_LIMIT = 1_048_576;

/**
 * The job summary and the CLI's markdown: the comment's parts with a larger budget, so the full
 * table (every case, with its one-line reason) and the reasons for up to 50 cases. Under
 * `limit` bytes however many cases, degrading as the comment does, pointing to the report file.
 */
export function renderSummary(input: RunInput, limit = SUMMARY_LIMIT): string {
  const body = fitReportMarkdown(input, {
    comment: false,
    ...SUMMARY_REASONS,
    elsewhere: 'the report file (the `report-path` output)',
    removedListed: 100,
    disagreementsListed: 20,
    flipsListed: 100,
    fits: (text) => Buffer.byteLength(text, 'utf8') <= limit,
    detailSteps: [20, 5, 0],
    minRows: 1000,
  });
  if (body !== null) return body;
  return `## Context precision: the report is too large to show here; see the report file.\n`;
}
