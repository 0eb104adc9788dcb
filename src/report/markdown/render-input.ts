import type { RunInput } from '../run-input.js';

/** What the comment and the summary are rendered from. */
export interface RenderInput extends RunInput {
  /**
   * The golden files at the PR's head commit (`https://github.com/o/r/blob/<sha>`), so a case's
   * `Defined in` links to its line; plain text without it (the CLI).
   */
  blobUrl?: string;
  /** A line (markdown, escaped) on the labels a review in the PR changed for this run. */
  reviewNote?: string;
}
