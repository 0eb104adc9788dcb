import type { ReportView } from '../view.js';
import { shortSha } from '../../format/plain-text.js';
import type { RenderInput } from './render-input.js';

/** Commits, judge, cost and settings, in small print. */
export function footerLine(input: RenderInput, view: ReportView, baselineFrom: string): string {
  const head = shortSha(input.report.commit.sha);
  const url = safeUrl(input.runUrl);
  const parts = [
    ...(head ? [`head \`${head}\``] : []),
    ...(baselineFrom ? [`baseline${baselineFrom}`] : []),
    ...view.judge,
    ...(url ? [`[workflow run](${url})`] : []),
  ];
  return `<sub>${parts.join(' · ')}</sub>`;
}

/** A link target that cannot leave the parentheses it is in; null for anything but plain http(s). */
export function safeUrl(url: string | undefined): string | null {
  return url && /^https?:\/\/[^\s()<>"'`\\]+$/i.test(url) ? url : null;
}

/** "the [job summary](url)", or without a link. */
export function jobSummaryLink(runUrl: string | undefined): string {
  const url = safeUrl(runUrl);
  return url ? `the [job summary](${url})` : 'the job summary';
}
