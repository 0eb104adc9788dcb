import { formatScore, plural } from '../../format/numbers.js';
import type { Report } from '../report.js';
import { driftRecords, type RunInput } from '../run-input.js';
import { escapeHtml } from './html-text.js';

/**
 * The HTML report's charts: the cases' AP distribution (beside the baseline's) as inline SVG (no
 * script, no library), and the data of the score's drift over the recorded runs, which the page
 * script draws. Every bar carries its value in an SVG `<title>`, which a browser shows on hover
 * and a reader of the text (or a screen reader) finds without hovering.
 */

const BINS = 10;
const WIDTH = 560;
const HEIGHT = 180;
const PAD = { left: 36, right: 8, top: 10, bottom: 28 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

const n = (value: number) => String(Math.round(value * 10) / 10);

/** The scored cases by AP in tenths of the scale, this run's bars beside the baseline's. */
export function apHistogram(report: Report): string {
  const scored = report.cases.filter((c) => c.error === null);
  if (scored.length === 0) return '';
  const binOf = (ap: number) => Math.min(BINS - 1, Math.floor(ap * BINS));
  const now = new Array<number>(BINS).fill(0);
  const before = new Array<number>(BINS).fill(0);
  for (const c of scored) {
    now[binOf(c.ap)] += 1;
    if (c.baselineAp !== null) before[binOf(c.baselineAp)] += 1;
  }
  const withBaseline = before.some((count) => count > 0);
  const top = [...now, ...before].reduce((a, b) => Math.max(a, b), 1);
  const slot = PLOT_W / BINS;
  const barW = withBaseline ? slot * 0.4 : slot * 0.8;
  const y = (count: number) => PAD.top + PLOT_H - (count / top) * PLOT_H;
  const range = (bin: number) =>
    `${formatScore((bin / BINS) * report.scale)}–${formatScore(((bin + 1) / BINS) * report.scale)}`;
  const bar = (bin: number, count: number, offset: number, kind: string, label: string) =>
    `<rect class="${kind}" x="${n(PAD.left + bin * slot + offset)}" y="${n(y(count))}" width="${n(barW)}" height="${n(PAD.top + PLOT_H - y(count))}"><title>${label}</title></rect>`;
  const bars = now.flatMap((count, bin) => {
    const x0 = slot * 0.1;
    const parts = [bar(bin, count, x0, 'now', `AP ${range(bin)}: ${plural(count, 'case')}`)];
    if (withBaseline)
      parts.push(
        bar(
          bin,
          before[bin] as number,
          x0 + barW,
          'base',
          `AP ${range(bin)}: ${plural(before[bin] as number, 'case')} in the baseline`,
        ),
      );
    return parts;
  });
  const ticks = [0, 5, 10].map(
    (bin) =>
      `<text x="${n(PAD.left + bin * slot)}" y="${HEIGHT - 8}" text-anchor="${bin === BINS ? 'end' : bin === 0 ? 'start' : 'middle'}">${formatScore((bin / BINS) * report.scale)}</text>`,
  );
  return svg(`Cases by AP${withBaseline ? ', this run (dark) beside the baseline (light)' : ''}`, [
    axes(String(top)),
    ...ticks,
    ...bars,
  ]);
}

/**
 * The score over the recorded runs of the default branch (the last 50, at this run's scale), then
 * this run, as the page script charts them (with the dashboard's chart, page-helpers.ts: a marker
 * where the judge, a setting or the golden set changed); null with too few.
 */
export function driftData(input: RunInput) {
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

/** The axes, and the value at the top of the vertical one. */
function axes(top: string): string {
  const bottom = PAD.top + PLOT_H;
  return `<path class="axis" d="M${PAD.left} ${PAD.top}V${bottom}H${PAD.left + PLOT_W}"/><text x="${PAD.left - 4}" y="${PAD.top + 8}" text-anchor="end">${top}</text>`;
}

function svg(caption: string, parts: string[]): string {
  return `<figure><svg viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeHtml(caption)}">${parts.join('')}</svg><figcaption>${escapeHtml(caption)}</figcaption></figure>`;
}
