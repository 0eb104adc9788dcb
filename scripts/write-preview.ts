// Writes the PR comment and the job summary of realistic reports as markdown, to look at:
//   node_modules/.bin/node --experimental-transform-types --import ./scripts/ts-resolve.mjs \
//     scripts/write-preview.ts /tmp/preview
// then scripts/render-preview.mjs turns a file into a page for a screenshot.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderComment, renderSummary } from '../src/report/markdown/comment-and-summary.js';
import type { Report } from '../src/report/report.js';
import {
  HEAD_SHA,
  failingReport,
  historyOf,
  hostileReport,
  manyCasesReport,
} from '../__tests__/fixtures/reports.js';
import { sharedCauseReport } from '../__tests__/fixtures/shared-cause.js';

const out = process.argv[2];
if (!out) {
  console.error('usage: write-preview.ts OUT_DIR');
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const RUN_URL = 'https://github.com/acme/rag/actions/runs/42';
const contextOf = (report: Report) => ({
  report,
  history: historyOf(25, report.baseline?.score),
  runUrl: RUN_URL,
});
const report = failingReport();
writeFileSync(join(out, 'comment.md'), renderComment(contextOf(report)));
writeFileSync(join(out, 'summary.md'), renderSummary(contextOf(report)));
writeFileSync(join(out, 'comment-3000.md'), renderComment(contextOf(manyCasesReport(3000))));
writeFileSync(join(out, 'hostile.md'), renderComment({ report: hostileReport(), history: [] }));
// Six cases regressed for one cause (two blog posts now rank first), against a short history.
const shared = {
  report: sharedCauseReport(),
  history: historyOf(1),
  runUrl: RUN_URL,
  blobUrl: `https://github.com/acme/rag/blob/${HEAD_SHA}`,
};
writeFileSync(join(out, 'comment-why.md'), renderComment(shared));
writeFileSync(join(out, 'summary-why.md'), renderSummary(shared));
console.log(
  `Wrote comment.md, summary.md, comment-3000.md, hostile.md, comment-why.md and summary-why.md to ${out}`,
);
