import { plural } from '../../format/numbers.js';
import type { Report } from '../report.js';
import { driftRecords, type RunInput } from '../run-input.js';

/**
 * The data of the HTML report's charts, which its page script draws as inline SVG (no library),
 * every bar and point with its value in an SVG `<title>`: the cases by AP beside the baseline's,
 * and the score over the recorded runs (with the dashboard's chart, page-helpers.ts). Null: none.
 */
export function chartData(input: RunInput) {
  const bins = apBins(input.report);
  const drift = driftData(input);
  return bins || drift ? { bins, drift } : null;
}

/** The scored cases by AP in tenths of the scale, and the baseline's; null when none is scored. */
function apBins(report: Report) {
  const scored = report.cases.filter((c) => c.error === null);
  if (scored.length === 0) return null;
  const binOf = (ap: number) => Math.min(9, Math.floor(ap * 10));
  const now = new Array<number>(10).fill(0);
  const base = new Array<number>(10).fill(0);
  for (const c of scored) {
    now[binOf(c.ap)] += 1;
    if (c.baselineAp !== null) base[binOf(c.baselineAp)] += 1;
  }
  return { scale: report.scale, now, base };
}

/**
 * The score over the recorded runs of the default branch (the last 50, at this run's scale), then
 * this run (a marker where the judge, a setting or the golden set changed); null with too few.
 */
function driftData(input: RunInput) {
  const { report } = input;
  const entries = driftRecords(input, 50);
  if (entries.length === 0) return null;
  return {
    caption: `Score over the last ${plural(entries.length, 'recorded run')}, then this run; the dashed line is the threshold`,
    threshold: report.threshold,
    runs: [
      ...entries.map((e) => ({ ...e, score: (e.score / e.scale) * report.scale })),
      {
        name: 'this run',
        sha: report.commit.sha,
        recordedAt: report.createdAt,
        score: report.score,
      },
    ],
  };
}
