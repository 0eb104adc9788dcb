import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderComment, renderSummary } from '../src/report/markdown/comment-and-summary.js';
import { checkOutcome } from '../src/gate/gate-outcome.js';
import { htmlReportPieces } from '../src/report/html/render-html.js';
import { pageScript } from '../src/report/html/page-script.js';
import { PAGE_STYLE } from '../src/report/html/page-style.js';
import { renderJunitXml } from '../src/report/junit-xml.js';
import { renderText } from '../src/report/render-text.js';
import type { Report } from '../src/report/report.js';
import { BASE_SHA, failingReport, HEAD_SHA, historyOf, passingReport } from './fixtures/reports.js';
import { sharedCauseReport } from './fixtures/shared-cause.js';
import { compareVariants } from '../src/compare/compare-variants.js';
import { loadTDistribution } from '../src/compare/paired-t-test.js';
import { metricMeans } from '../src/score/average-precision.js';
import { runCliInProcess } from './helpers/run-cli.js';
import { repoRoot } from './helpers/run-action.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

await loadTDistribution(); // the variants' fixture compares them

// What a reader sees, committed: the PR comment, the job summary, the CLI's text, the JUnit XML and the HTML report of a few
// reports, in __tests__/__outputs__/. A change to any wording shows there as a diff to review, and
// fails here until the files are rewritten: `npx vitest run -u __tests__/rendered-outputs.test.ts`.
// The other tests check what the renderings must say; this one is the only place that pins how.
const runUrl = 'https://github.com/acme/support-bot/actions/runs/42';
const blobUrl = `https://github.com/acme/support-bot/blob/${HEAD_SHA}`;
const tempDir = tempFolderPerTest();

/** The bundled example's report, as `npm start` makes it (labels only, offline, no baseline). */
async function exampleReport(): Promise<Report> {
  const dir = await tempDir({});
  const reportPath = join(dir, 'example-report.json');
  const run = await runCliInProcess(
    [
      '--golden',
      'examples/golden/labelled.jsonl',
      '--retriever-command',
      'node examples/retriever.mjs',
      '--report-path',
      reportPath,
      '--cache',
      join(dir, 'verdicts.json'),
    ],
    repoRoot,
  );
  expect(run.code, run.stderr).toBe(0);
  const report = JSON.parse(await readFile(reportPath, 'utf8')) as Report;
  // What differs between runs: when, and the commit of the checkout.
  return {
    ...report,
    createdAt: '2025-06-03T16:40:00.000Z',
    commit: { sha: HEAD_SHA, ref: 'refs/heads/main' },
  };
}

const fixtures: Record<
  string,
  () => Promise<{ report: Report; history: ReturnType<typeof historyOf> }>
> = {
  // npm start's report: passes, no baseline yet, no recorded history.
  example: async () => ({ report: await exampleReport(), history: [] }),
  // Regressions against main's baseline, LLM-judged and labelled cases, 25 recorded runs (the
  // README's picture, docs/pr-comment.png).
  failing: async () => {
    const report = failingReport();
    return { report, history: historyOf(25, report.baseline?.score) };
  },
  // A first run: LLM-judged, passes, nothing recorded on main yet.
  'no-baseline': async () => ({ report: passingReport({ baseline: null }), history: [] }),
  // A passing run with three variants (issue 27): one better (and on recall, significantly), one
  // worse with fewer tokens, one whose retriever failed.
  variants: async () => ({ report: variantsReport(), history: [] }),
  // Labels only, top 4 judged: one change to the retriever moved the same documents in several
  // cases (the baseline kept its rankings).
  'shared-cause': async () => {
    const report = sharedCauseReport();
    return { report, history: historyOf(5, report.baseline?.score) };
  },
};

/** The passing report with variants compared over its cases: APs, recall moved and tokens scaled by hand. */
function variantsReport(): Report {
  const passing = passingReport();
  const recall = (i: number) => 0.5 + 0.05 * (i % 5);
  const cases = passing.cases.map((c, i) => ({ ...c, metrics: { recall: recall(i) } }));
  const report = { ...passing, cases, metrics: metricMeans(cases) };
  const moved = (
    name: string,
    ap: (ap: number, i: number) => number,
    tokens: number,
    recallGain: (i: number) => number,
  ) => ({
    name,
    error: null,
    cases: report.cases.map((c, i) => ({
      id: c.id,
      ap: ap(c.ap, i),
      metrics: { recall: recall(i) + recallGain(i) },
      ...(c.contextCost && {
        contextCost: {
          contextTokens: Math.round(c.contextCost.contextTokens * tokens),
          irrelevantTokens: Math.round(c.contextCost.irrelevantTokens * tokens),
          tokensToAllRelevant: null,
        },
      }),
    })),
  });
  const variants = compareVariants(
    report.cases,
    [
      moved(
        'bge-small',
        (ap, i) => (i === 3 ? ap / 2 : Math.min(1, ap + 0.25)),
        1.15,
        (i) => 0.1 + 0.02 * (i % 3),
      ),
      moved(
        'chunk-256',
        (ap, i) => (i % 2 === 0 ? ap / 2 : ap),
        0.82,
        () => 0,
      ),
      {
        name: 'hybrid',
        error:
          'retriever-command: "python3 evals/retrieve.py --hybrid" exited with code 1: ModuleNotFoundError: No module named \'rank_bm25\'',
        cases: [],
      },
    ],
    report.scale,
  );
  return { ...report, variants };
}

describe.each(Object.keys(fixtures))('the %s report', (name) => {
  it('renders the PR comment, the job summary, the CLI text, the JUnit XML and the HTML report that __outputs__/ holds', async () => {
    const { report, history } = await fixtures[name]!();
    const input = { report, history, runUrl, blobUrl };
    await expect(renderComment(input)).toMatchFileSnapshot(`__outputs__/${name}.comment.md`);
    await expect(renderSummary(input)).toMatchFileSnapshot(`__outputs__/${name}.summary.md`);
    await expect(renderText(report)).toMatchFileSnapshot(`__outputs__/${name}.text.txt`);
    await expect(renderJunitXml(report, checkOutcome(report))).toMatchFileSnapshot(
      `__outputs__/${name}.junit.xml`,
    );
    await expect(pinnedHtml([...htmlReportPieces(input)].join(''))).toMatchFileSnapshot(
      `__outputs__/${name}.report.html`,
    );
  });
});

// The fixtures are what their names say (else the committed outputs show something else).
it('covers a pass without a baseline, a failure with regressions, and both judges', async () => {
  const example = (await fixtures.example!()).report;
  expect(example.passed).toBe(true);
  expect(example.baseline).toBeNull();
  expect(example.cases).toHaveLength(8);
  const failing = (await fixtures.failing!()).report;
  expect(failing.passed).toBe(false);
  expect(failing.baseline?.sha).toBe(BASE_SHA);
  expect(failing.regressions).toBeGreaterThan(0);
  expect(new Set(failing.cases.map((c) => c.judge))).toEqual(new Set(['llm', 'labels']));
  const first = (await fixtures['no-baseline']!()).report;
  expect(first.baseline).toBeNull();
  expect(first.model).not.toBeNull();
});

// The README's picture is of the failing report's comment; CI's check job redraws it (npm run
// picture) and uploads it, since its pixels differ across machines.
it('docs/pr-comment.png is a PNG 1000 pixels wide, shown by the README', async () => {
  const png = await readFile(join(repoRoot, 'docs', 'pr-comment.png'));
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.readUInt32BE(16)).toBe(1000); // width, from the IHDR chunk
  expect(await readFile(join(repoRoot, 'README.md'), 'utf8')).toContain('](docs/pr-comment.png)');
});

/**
 * A page as pinned: every page carries the same script and style (and their hashes in its CSP),
 * so the pin names them instead of holding five copies; the browser tests run the script itself.
 */
const pinnedHtml = (html: string) =>
  html
    .replace(pageScript('report'), '/* src/report/html/page-script.ts */')
    .replace(PAGE_STYLE, '/* src/report/html/page-style.ts */')
    .replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-…'");
