import type { RunInput } from '../run-input.js';
import { commentMarker, fitReportMarkdown, verdictHeading } from './report-markdown.js';
import { httpUrl } from '../html/html-text.js';
import { MARKDOWN } from './markdown-text.js';
import { SUMMARY_REASONS } from '../shown-cases.js';
import { reportView } from '../view.js';

// The sticky PR comment and the job summary: pure (report in, markdown out), the same parts.

/**
 * GitHub refuses a comment body over 65,536 characters; we keep a margin. The limit holds for the
 * body as written, with the line naming the PR's head that pr-comment.ts adds after the marker
 * (the marker again with ` sha=` and up to 64 hex digits): the default limit leaves room for it.
 */
export const COMMENT_LIMIT = 65_000;

/** GitHub takes at most 1 MiB of job summary per step. */
export const SUMMARY_LIMIT = 1_048_576;

/** The longest head line: the marker with a 64-character name, ` sha=`, 64 hex digits, `\n`. */
const HEAD_LINE = '<!-- context-precision-gate: sha= -->\n'.length + 64 + 64;

/**
 * The comment, under `limit` characters however many cases: everything if it fits; else the worst
 * rows (as many as fit, measured) and fewer reasons, pointing to the job summary for the rest;
 * else the headline alone.
 */
export function renderComment(input: RunInput, limit = COMMENT_LIMIT - HEAD_LINE): string {
  const body = fitReportMarkdown(input, {
    comment: true,
    maxDetails: 10,
    contextsPerDetail: 10,
    elsewhere: jobSummaryLink(input.runUrl),
    removedListed: 0,
    disagreementsListed: 0,
    flipsListed: 5,
    fits: (text) => text.length <= limit,
    detailSteps: [5, 3, 1, 0],
    minRows: 25,
  });
  if (body !== null) return body;
  const minimal = renderMinimalComment(input);
  return minimal.length <= limit ? minimal : minimal.slice(0, Math.max(0, limit));
}

/** The smallest body, for retrying after a 422: marker + headline only. */
export function renderMinimalComment(input: RunInput): string {
  const { report } = input;
  const view = reportView(report, MARKDOWN);
  return (
    [
      commentMarker(report.name),
      verdictHeading(view),
      ...(view.lead ? [view.lead] : []),
      view.score.join(' · '),
    ].join('\n') +
    '\n' +
    `\nThe per-case table and the judge's reasons are in ${jobSummaryLink(input.runUrl)}.\n`
  );
}

/** "the [job summary](url)", or without a link. */
function jobSummaryLink(runUrl: string | undefined): string {
  const url = httpUrl(runUrl);
  return url ? `the [job summary](${url})` : 'the job summary';
}

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
