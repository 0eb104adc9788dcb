import type { Report } from '../report.js';
import { excerpt } from './markdown-text.js';

/** The flipped verdicts, with the stored reason beside the new one. */
export function auditSection(report: Report, listed: number): string {
  const flips = report.audit?.flips ?? [];
  if (flips.length === 0 || listed === 0) return '';
  const lines = [
    '#### Judge audit: flipped verdicts',
    '',
    '| case | context | rank | stored | now | stored reason | new reason |',
    '|---|---|---:|---|---|---|---|',
  ];
  const yesNo = (relevant: boolean) => (relevant ? '🟩 yes' : '⬜ no');
  for (const f of flips.slice(0, listed))
    lines.push(
      `| ${excerpt(f.caseId, 60)} | ${excerpt(f.contextId, 60)} | ${f.rank} | ${yesNo(f.stored.relevant)} | ${yesNo(f.now.relevant)} | ${excerpt(f.stored.reason, 200)} | ${excerpt(f.now.reason, 200)} |`,
    );
  if (flips.length > listed)
    lines.push('', `…and ${flips.length - listed} more in the report file.`);
  return `${lines.join('\n')}\n\n`;
}
