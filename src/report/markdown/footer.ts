import { excerpt } from './markdown-text.js';
import { shortSha } from '../../format/plain-text.js';
import { plural } from '../../format/numbers.js';
import type { RenderInput } from './render-input.js';
import { tokensUsed } from '../tokens-used.js';

/** Commits, judge, cost and settings, in small print. */
export function footerLine(input: RenderInput): string {
  const { report } = input;
  const u = report.usage;
  const head = shortSha(report.commit.sha);
  const base = shortSha(report.baseline?.sha);
  const parts = [
    head ? `head \`${head}\`` : null,
    report.baseline?.file !== undefined
      ? `baseline ${excerpt(report.baseline.file, 100)}`
      : base
        ? `baseline \`${base}\``
        : null,
    report.model
      ? `judge ${excerpt(report.model, 80)}${report.judgeServer ? ` at ${excerpt(report.judgeServer, 100)}` : ''}${report.promptVersion ? ` (prompt ${excerpt(report.promptVersion, 40)})` : ''}`
      : 'labels only',
    plural(u.judgeRequests, 'judge request'),
    `${plural(u.reusedVerdicts, 'verdict')} reused`,
    tokensUsed(u),
    `denominator ${report.denominator}`,
    report.k !== null ? `k ${report.k}` : null,
    safeUrl(input.runUrl) ? `[workflow run](${safeUrl(input.runUrl)})` : null,
  ];
  return `<sub>${parts.filter((p) => p !== null).join(' · ')}</sub>`;
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
