// The HTML report in a real browser (headless Chromium, helpers/browser.ts): it loads with no
// console error and no request, its filters and search change which cases show, a regressed case
// (improved too) shows the baseline's ranking beside this run's, and nothing in a hostile report becomes markup
// or runs. The screenshot for the note goes to bench/screenshots/html-report.png (CPG_SCREENSHOTS=1).
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { htmlPathOf, htmlReportPieces } from '../src/report/html/render-html.js';
import { renderJunitXml } from '../src/report/junit-xml.js';
import { renderComment } from '../src/report/markdown/comment-and-summary.js';
import { renderText } from '../src/report/render-text.js';
import type { Report } from '../src/report/report.js';
import {
  BASE_SHA,
  buildReport,
  failingReport,
  historyOf,
  hostileReport,
  supportCases,
} from './fixtures/reports.js';
import { revertedCauseReport, sharedCauseReport } from './fixtures/shared-cause.js';
import { openFile, screenshot, useBrowser } from './helpers/browser.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

const browser = useBrowser();
const folder = tempFolderPerTest();
const runUrl = 'https://github.com/acme/support-bot/actions/runs/42';

/** The report's HTML written to a file and opened: the page, its errors and its requests. */
async function open(report: Report, history = historyOf(0), url = runUrl, height = 900) {
  const html = [...htmlReportPieces({ report, history, runUrl: url })].join('');
  const dir = await folder({ 'report.html': html });
  const opened = await openFile(browser(), join(dir, 'report.html'), { width: 1100, height });
  await opened.page.waitForSelector('body[data-ready="true"]');
  return { ...opened, html };
}

/**
 * A case opened as a reader opens it: its body is built on the `toggle` event, a task after the
 * click, so this waits for its ranking.
 */
async function openCase(item: Locator): Promise<void> {
  if ((await item.getAttribute('open')) === null) await item.locator('summary').click();
  await item.locator('table[data-ranking="run"]').waitFor();
}

type Filters = { change?: string; tag?: string; judge?: string; q?: string };

/** The filters set as a reader sets them (an input event each time), and the ids of the cases then listed. */
const shownIds = (page: Page, filters: Filters = {}): Promise<string[]> =>
  page.evaluate(`((filters) => {
    const form = document.getElementById('filters');
    for (const name of ['change', 'tag', 'judge', 'q']) {
      form.elements[name].value = filters[name] ?? '';
      form.dispatchEvent(new Event('input', { bubbles: true }));
    }
    return [...document.querySelectorAll('#case-list details.case')].map((c) => c.dataset.id);
  })(${JSON.stringify(filters)})`);

/** Regressions, improvements, new, an edited case, two tags and both judges. */
function mixedReport(): Report {
  const specs = supportCases('regressed').map((spec, index) => ({
    ...spec,
    tags:
      index % 2 === 0 ? ['billing'] : ['search', 'billing'].slice(0, 1 + (index % 3 === 0 ? 1 : 0)),
  }));
  const report = buildReport(specs, { baseline: { sha: BASE_SHA } });
  const last = report.cases.length - 1;
  // A case whose labels changed since the baseline (as compare names one), for the edited filter.
  report.cases[last] = {
    ...report.cases[last]!,
    change: 'edited',
    edited: ['labels'],
    delta: null,
  };
  // A label-judged case with a passage no label names and one the LLM judged (judge-holes).
  const holes = report.cases.findIndex((c) => c.judge === 'labels' && c.contexts.length >= 3);
  const [first, second] = report.cases[holes]!.contexts;
  report.cases[holes] = {
    ...report.cases[holes]!,
    labelled: { by: 'Dana', at: '2026-11-30' },
    unjudged: [first!.id],
    contexts: report.cases[holes]!.contexts.map((x) =>
      x.id === second!.id ? { ...x, judge: 'llm' as const } : x,
    ),
  };
  return report;
}

/** The shared-cause report's page (8 recorded runs before it), opened once for the tests that only read it. */
const sharedCause = sharedCauseReport();
let sharedCausePage: ReturnType<typeof open> | undefined;
const openSharedCause = () =>
  (sharedCausePage ??= open(sharedCause, historyOf(8, sharedCause.baseline?.score), runUrl, 1300));

describe('the HTML report', () => {
  it('loads with no console error and no request, and says what the comment says', async () => {
    const report = sharedCause;
    const { page, errors, network } = await openSharedCause();
    expect(errors).toEqual([]);
    expect(network).toEqual([]);
    const header = await page.textContent('header');
    expect(header).toContain('Context precision failed');
    expect(header).toContain('Why:');
    expect(header).toContain('Causes, by the AP they cost');
    expect(await page.textContent('footer')).toContain('workflow run');
    expect(await page.getAttribute('footer a', 'href')).toBe(runUrl);
    // Every chart point carries its value as text.
    const titles = await page.$$eval('svg circle title, svg rect title', (t) =>
      t.map((x) => x.textContent),
    );
    expect(titles).toContain(`this run: MAP ${report.score.toFixed(4)}`);
    expect(titles.some((t) => /^AP 0\.90–1\.00: \d+ cases?$/.test(t ?? ''))).toBe(true);
    await page.screenshot({ path: screenshot('html-report.png') });
  });

  it('shows a regressed case with the baseline ranking beside this run, and what moved', async () => {
    const regressed = sharedCause.cases.find((c) => c.change === 'regressed' && c.movement)!;
    const { page } = await openSharedCause();
    const item = page.locator(`details.case[data-id="${regressed.id}"]`);
    expect(await item.getAttribute('open')).not.toBeNull();
    await openCase(item);
    const ids = (which: string) =>
      item.locator(`table[data-ranking="${which}"] td.passage code`).allTextContents();
    expect(await ids('run')).toEqual(regressed.contexts.map((c) => c.id));
    const baseline = regressed.movement!.baselineIds;
    expect(await ids('baseline')).toEqual(baseline);
    expect(baseline).not.toEqual(regressed.contexts.map((c) => c.id));
    expect(await item.textContent()).toContain('Since the baseline');
  });

  it("carries a regressed case's review commands, each with a button that copies it (issue 43)", async () => {
    const regressed = sharedCause.cases.find((c) => c.change === 'regressed' && c.movement)!;
    const { page, errors } = await openSharedCause();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const item = page.locator(`details.case[data-id="${regressed.id}"]`);
    await openCase(item);
    const commands = await item.locator('ul.facts li code').allTextContents();
    expect(commands).toEqual([
      expect.stringMatching(new RegExp(`^/context-precision accept ${regressed.id} \\S`)),
      expect.stringMatching(new RegExp(`^/context-precision reject ${regressed.id} \\S`)),
    ]);
    await item.locator('ul.facts button.copy').nth(1).click();
    await expect
      .poll(() => item.locator('ul.facts button.copy').nth(1).textContent())
      .toBe('Copied');
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(commands[1]);
    await item.screenshot({ path: screenshot('html-report-review.png') });
    expect(errors).toEqual([]);
  });

  it("shows an improved case's baseline ranking too; the text and JUnit still show a regressed case's only", async () => {
    const report = revertedCauseReport();
    const improved = report.cases.find((c) => c.id === 'reset-password')!;
    expect(improved.change).toBe('improved');
    const { page, errors } = await open(report);
    expect(errors).toEqual([]);
    const item = page.locator(`details.case[data-id="reset-password"]`);
    await openCase(item);
    const ids = (which: string) =>
      item.locator(`table[data-ranking="${which}"] td.passage code`).allTextContents();
    expect(await ids('run')).toEqual([
      'account-password-1',
      'account-password-2',
      'api-auth-1',
      'sso-1',
    ]);
    expect(await ids('baseline')).toEqual([
      'blog-password-tips',
      'blog-refund-story',
      'account-password-1',
      'account-password-2',
    ]);
    expect(await item.textContent()).toContain('Since the baseline');
    // An unchanged case's page says its baseline ranked the same.
    const same = page.locator(`details.case[data-id="export-data"]`);
    await openCase(same);
    expect(await same.textContent()).toContain('The baseline ranked the same passages');
    // What moved is for the page; the other formats show it for regressed cases only.
    const check = { check: 'pass' as const, message: 'passed' };
    for (const text of [renderText(report), renderJunitXml(report, check)])
      expect(text).not.toContain('since the baseline');
    const comment = renderComment({ report, history: [] });
    expect(comment).not.toContain('Since the baseline');
    expect(comment).not.toContain("shows the baseline's relevance");
  });

  it('filters by change, tag and judge, and searches by id or query', async () => {
    const report = mixedReport();
    const { page, errors } = await open(report);
    const all = report.cases.map((c) => c.id).sort();
    expect([...(await shownIds(page))].sort()).toEqual(all);
    const expectShown = async (
      filters: Filters,
      predicate: (c: Report['cases'][number]) => boolean,
    ) => {
      const expected = report.cases
        .filter(predicate)
        .map((c) => c.id)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      expect([...(await shownIds(page, filters))].sort()).toEqual(expected);
    };
    for (const change of ['regressed', 'new', 'edited'] as const)
      await expectShown({ change }, (c) => c.change === change && c.error === null);
    await expectShown({ tag: 'search' }, (c) => c.tags.includes('search'));
    // A case with judge-holes is judged by labels and the LLM: under either, and under both
    // (issue 41: the LLM filter showed 0 of 0).
    const byLlm = (c: Report['cases'][number]) =>
      c.judge === 'llm' || c.contexts.some((x) => x.judge === 'llm');
    await expectShown({ judge: 'labels' }, (c) => c.judge === 'labels');
    await expectShown({ judge: 'labels + llm' }, (c) => c.judge === 'labels' && byLlm(c));
    await expectShown(
      { judge: 'llm', change: 'regressed' },
      (c) => byLlm(c) && c.change === 'regressed',
    );
    const id = report.cases[1]!.id;
    await expectShown({ q: id.toUpperCase() }, (c) =>
      c.id.toLowerCase().includes(id.toLowerCase()),
    );
    const word = 'webhooks';
    await expectShown({ q: word }, (c) => c.query.toLowerCase().includes(word));
    // The count says so, and typing into the box filters as a reader sees it.
    await page.fill('input[name=q]', word);
    expect(await page.textContent('#shown-count')).toMatch(
      /^Showing \d+ of \d+ matching cases \(\d+ in all\)$/,
    );
    // A label-judged case's passages: unjudged, judged by the LLM, and who labelled it.
    const holes = report.cases.find((c) => c.unjudged?.length)!;
    const item = page.locator(`details.case[data-id="${holes.id}"]`);
    await shownIds(page, { q: holes.id });
    await openCase(item);
    const verdicts = await item.locator('table[data-ranking="run"] td.verdict').allTextContents();
    expect(verdicts[0]).toBe('○ unjudged');
    expect(verdicts[1]).toBe(holes.contexts[1]!.relevant ? '● yes (LLM)' : '○ no (LLM)');
    expect(await item.textContent()).toContain('Labelled by: Dana (2026-11-30)');
    expect(await item.textContent()).toContain(
      'Judged by: golden labels + the LLM (the passages no label names)',
    );
    expect(errors).toEqual([]);
  });

  it("puts each variant's AP beside this run's per case, and orders by its biggest losses (issue 41)", async () => {
    const base = failingReport();
    const scored = base.cases.filter((c) => c.error === null);
    // The variant: 0 on the case this run scored best, the same AP elsewhere.
    const best = [...scored].sort((a, b) => b.ap - a.ap)[0]!;
    const caseAps = scored.map((c): [string, number] => [c.id, c.id === best.id ? 0 : c.ap]);
    const variant = {
      name: 'chunk-600',
      error: null,
      score: 0.5,
      metrics: {},
      cases: scored.length,
      caseAps,
      versus: null,
    };
    const { page, errors } = await open({ ...base, variants: [variant] });
    await page.selectOption('select[name=sort]', { label: 'chunk-600: its biggest losses first' });
    const first = page.locator('#case-list details.case').first();
    expect(await first.getAttribute('data-id')).toBe(best.id);
    await openCase(first);
    expect(await first.textContent()).toContain(
      `Variants: chunk-600 0.00 (−${best.ap.toFixed(2)})`,
    );
    expect(errors).toEqual([]);
  });

  it('escapes every untrusted string: nothing in a hostile report is markup or runs', async () => {
    const payload = `</script><script>window.pwned=1</script><img src=x onerror="window.pwned=2">"onerror="window.pwned=3" ' <b>bold</b>`;
    const base = hostileReport();
    const report: Report = {
      ...base,
      name: 'default',
      model: `evil/${payload}`,
      failures: [`failure ${payload}`],
      notes: [{ kind: 'drop-in-doubt', text: `note ${payload}` }],
      baseline: base.baseline && { ...base.baseline, file: `main ${payload}.json` },
      cases: base.cases.map((c) => ({
        ...c,
        id: `${c.id}${payload}`,
        query: `${c.query}${payload}`,
        expected: `expected ${payload}`,
        source: `golden/${payload}.jsonl:3`,
        reason: `reason ${payload}`,
        tags: [`tag ${payload}`],
        contexts: c.contexts.map((x) => ({
          ...x,
          id: `${x.id}${payload}`,
          reason: `${x.reason}${payload}`,
          text: `text ${payload}`,
        })),
      })),
      tags: [
        {
          tag: `tag ${payload}`,
          cases: 1,
          score: 1,
          baselineScore: null,
          delta: null,
          regressions: 0,
        },
      ],
    };
    // In the file: no tag of a payload opens (the data block's JSON has them as \u003c), the link is not written.
    const html = [...htmlReportPieces({ report, history: [], runUrl: 'javascript:alert(1)' })].join(
      '',
    );
    for (const markup of ['<img', '<script>window', '<b>bold', 'javascript:'])
      expect(html).not.toContain(markup);
    const { page, errors, network } = await open(report, [], 'javascript:alert(1)');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
    // Every case opened: its contexts built.
    await page.evaluate(
      `document.querySelectorAll('details.case').forEach((c) => (c.open = true))`,
    );
    await page.waitForFunction(`document.querySelectorAll('table.ranking').length >= 4`);
    expect(await page.evaluate('window.pwned')).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    expect(network).toEqual([]);
    // Only the page's own elements: two scripts, no image, no bold, no javascript: link.
    expect(await page.$$eval('script', (s) => s.length)).toBe(2);
    expect(await page.$$eval('img, [onerror], b:not(.facts b)', (s) => s.length)).toBe(0);
    expect(await page.$$eval('a', (a) => a.map((x) => x.getAttribute('href')))).toEqual([]);
    // The text reads as written.
    const body = await page.textContent('body');
    expect(body).toContain(`failure ${payload}`);
    expect(body).toContain(`text ${payload}`);
    expect(
      await page.$$eval('select[name=tag] option', (o) => o.map((x) => x.textContent)),
    ).toContain(`tag ${payload}`);
  });
});

describe('the HTML report, in small parts', () => {
  it('goes beside the report file', () => {
    expect(htmlPathOf('/tmp/out/report.json')).toBe('/tmp/out/report.html');
    expect(htmlPathOf('/tmp/out/REPORT.JSON')).toBe('/tmp/out/REPORT.html');
    expect(htmlPathOf('/tmp/out/report')).toBe('/tmp/out/report.html');
  });
});
