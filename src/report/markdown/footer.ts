import type { ReportView } from '../view.js';
import { shortSha } from '../../format/plain-text.js';
import type { RenderInput } from './render-input.js';
import { httpUrl } from '../html/html-text.js';

/** Commits, judge, cost and settings, in small print. */
export function footerLine(input: RenderInput, view: ReportView, baselineFrom: string): string {
  const head = shortSha(input.report.commit.sha);
  const url = httpUrl(input.runUrl);
  const parts = [
    ...(head ? [`head \`${head}\``] : []),
    ...(baselineFrom ? [`baseline${baselineFrom}`] : []),
    ...view.judge,
    ...(url ? [`[workflow run](${url})`] : []),
  ];
  return `<sub>${parts.join(' · ')}</sub>`;
}

/** "the [job summary](url)", or without a link. */
export function jobSummaryLink(runUrl: string | undefined): string {
  const url = httpUrl(runUrl);
  return url ? `the [job summary](${url})` : 'the job summary';
}
