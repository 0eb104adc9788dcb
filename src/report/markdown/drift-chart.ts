import { shortSha } from '../../format/plain-text.js';
import { plural } from '../../format/numbers.js';
import { driftRecords, type RunInput } from '../run-input.js';

const CHART_POINTS = 20;

/**
 * Mermaid `xychart-beta`: the last 20 recorded runs of the default branch, then this PR (or, on a
 * push, this commit); empty with fewer than 3 recorded runs.
 */
export function driftChart(input: RunInput): string {
  const { report } = input;
  const entries = driftRecords(input, CHART_POINTS);
  if (entries.length === 0) return '';
  const scores = [...entries.map((e) => e.score), report.score];
  const onBranch = /^refs\/(heads|tags)\//.test(report.commit.ref ?? '');
  const last = onBranch ? (shortSha(report.commit.sha) ?? 'this run') : 'PR';
  // A judge audit that adopted new verdicts can move the score by itself: its point is marked.
  const labels = [...entries.map((e) => `${shortSha(e.sha) ?? '?'}${e.audit ? '*' : ''}`), last];
  const audits = entries.filter((e) => e.audit);
  const number = (value: number) => String(Number(value.toFixed(4)));
  const top = number(report.scale);
  // Recall (× scale, on the same axis) when this run and every plotted record have it.
  const recalls =
    report.metrics.recall !== undefined && entries.every((e) => e.metrics?.recall !== undefined)
      ? [...entries.map((e) => e.metrics?.recall as number), report.metrics.recall].map(
          (r) => r * report.scale,
        )
      : undefined;
  // Wide enough for 21 seven-character labels side by side (the SVG is scaled down to the
  // comment's width, never up), not as tall as the default; a chart of a few points is as small as
  // they need. The score in blue, the threshold in red, recall in green.
  const width = Math.min(1100, Math.max(360, scores.length * 55));
  const height = scores.length < 8 ? 220 : 360;
  return [
    '#### Drift',
    '',
    `Score on the default branch over the last ${plural(entries.length, 'recorded run')}, then ${onBranch ? 'this run' : 'this PR'} (the last point); the flat line is the threshold${recalls ? `; the third line is recall${report.scale !== 1 ? ` × ${report.scale}` : ''}` : ''}.`,
    '',
    '```mermaid',
    `%%{init: {"xyChart": {"width": ${width}, "height": ${height}, "xAxis": {"labelFontSize": 12}}, "themeVariables": {"xyChart": {"plotColorPalette": "#0969da,#cf222e,#1a7f37"}}}}%%`,
    'xychart-beta',
    `  x-axis [${labels.map((l) => `"${l}"`).join(', ')}]`,
    `  y-axis "score" 0 --> ${top}`,
    `  line [${scores.map(number).join(', ')}]`,
    `  line [${scores.map(() => number(report.threshold)).join(', ')}]`,
    ...(recalls ? [`  line [${recalls.map(number).join(', ')}]`] : []),
    '```',
    '',
    ...(audits.length > 0
      ? [
          `\\* A judge audit (its re-judged verdicts adopted): ${audits
            .map(
              (e) =>
                `\`${shortSha(e.sha) ?? '?'}\` ${e.audit?.flipped ?? 0} of ${e.audit?.sampled ?? 0} flipped`,
            )
            .join(' · ')}.`,
          '',
        ]
      : []),
  ].join('\n');
}
