import type { Report } from './report.js';

/** What the comment, the summary and the HTML report are rendered from. */
export interface RunInput {
  report: Report;
  /** Recorded runs of the default branch, oldest first; [] when none. */
  history: readonly DriftPoint[];
  /** Link to the workflow run, e.g. https://github.com/o/r/actions/runs/42 (optional). */
  runUrl?: string;
  /**
   * The golden files at the PR's head commit (`https://github.com/o/r/blob/<sha>`), so a case's
   * `Defined in` links to its line in markdown; plain text without it (the CLI).
   */
  blobUrl?: string;
  /** A line (markdown, escaped) on the labels a review in the PR changed for this run. */
  reviewNote?: string;
}

/** One recorded run of the default branch, as a drift chart needs it (a history entry fits). */
interface DriftPoint {
  sha: string;
  recordedAt: string;
  score: number;
  scale: number;
  /** The metrics' means recorded with it (records made before them have none). */
  metrics?: Record<string, number>;
  /** Set on a judge audit's record (`mode: audit`, `record: true`). */
  audit?: { sampled: number; flipped: number };
}

/**
 * The records a drift chart draws (the comment's, markdown/drift-chart.ts, and the HTML report's,
 * html/case-data.ts), the newest `last`: those with a score, in commit order (not by date: a
 * recorder's clock may be wrong), but the run's own commit (a push may have recorded it already:
 * the run is the last point), each score at the run's scale (one recorded at another is shown at
 * ours); none with fewer than 3 (a line of one or two says nothing of drift).
 */
export function driftRecords(input: RunInput, last: number) {
  const { commit, scale } = input.report;
  const drawn = input.history
    .filter((e) => Number.isFinite(e.score) && e.scale > 0 && e.sha !== commit.sha)
    .slice(-last);
  return drawn.length < 3 ? [] : drawn.map((e) => ({ ...e, score: (e.score / e.scale) * scale }));
}
