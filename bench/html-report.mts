/**
 * The HTML report at scale (issue 30): a report of CASES x CONTEXTS (default 10,000 x 10) built by
 * the engine's own stages (the renderers' fixture, `buildReport`: a tenth of the cases regressed
 * with the baseline's ranking kept, a tenth improved (its ranking kept too), new and not scored), rendered to one HTML file,
 * then opened --runs times in headless Chromium (the page tests' own: CHROMIUM_PATH, a system
 * Chrome or Chromium, else the one inside the devDependency @sparticuz/chromium; driven by
 * playwright-core, file:// only). It prints the file's size, the render time, and the
 * medians of: the page's load (navigation start to the page script's first list), a search
 * (typing a case id: the list rebuilt), opening a regressed case (its rankings built), and the
 * DOM's element count.
 *
 *   node_modules/.bin/node --import=./scripts/ts-resolve.mjs bench/html-report.mts
 *   node_modules/.bin/node --import=./scripts/ts-resolve.mjs bench/html-report.mts --cases 1000 --text all
 *
 * --text shown (default): the contexts keep their text as a run's report does (only those the
 * comment and summary show, report/shown-cases.ts); all: every context keeps 200 characters of it.
 */
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { htmlReportPieces } from '../src/report/html/render-html.ts';
import { withShownTextOnly } from '../src/report/shown-cases.ts';
import { BASE_SHA, buildReport, type CaseSpec } from '../__tests__/fixtures/reports.ts';
import { markdownTable } from './markdown-table.mts';
import { filler, mulberry32 } from './synthetic.mts';
import { findChromium } from '../__tests__/helpers/browser-server.ts';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '10000' },
    contexts: { type: 'string', default: '10' },
    text: { type: 'string', default: 'shown' },
    runs: { type: 'string', default: '3' },
  },
  strict: true,
});
const cases = Number(values.cases);
const perCase = Number(values.contexts);
const runs = Number(values.runs);
if (values.text !== 'shown' && values.text !== 'all') throw new Error('--text: shown or all');

const rand = mulberry32(30);
const specs: CaseSpec[] = [];
const rankings: Record<string, { contexts: string[]; relevant: boolean[] }> = {};
for (let i = 0; i < cases; i += 1) {
  const id = `case-${String(i).padStart(5, '0')}`;
  const kind = i % 10;
  const contexts = Array.from({ length: perCase }, (_, r) => {
    const relevant = kind === 0 ? r === 3 || r === 6 : r < 2 || r === 5;
    return {
      id: `doc-${(i * 7 + r * 13) % (cases * 3)}`,
      relevant,
      // The LLM's reasons are its own; the labels' are a few sentences (src/judge/label-judge.ts).
      reason:
        i % 2 === 1
          ? relevant
            ? 'labelled relevant (grade 1)'
            : 'not in the golden labels'
          : relevant
            ? `Passage ${r + 1} answers question ${i}: it names the setting and its default.`
            : `Passage ${r + 1} is about ${filler(rand, 3)}, not what question ${i} asks.`,
      text: filler(rand, 30).slice(0, 200),
    };
  });
  // A tenth regressed: the baseline ranked its relevant passages first (its ranking kept).
  // A tenth improved: the baseline ranked them in the reverse order (its ranking kept too).
  if (kind === 0 || kind === 8) {
    const order =
      kind === 0
        ? [...contexts].sort((a, b) => Number(b.relevant) - Number(a.relevant))
        : [...contexts].reverse();
    rankings[id] = { contexts: order.map((c) => c.id), relevant: order.map((c) => c.relevant) };
  }
  specs.push({
    id,
    query: `How do I configure ${filler(rand, 4)} for item type ${i}?`,
    expected: `Settings → ${filler(rand, 2)}; the default is ${i % 90} days.`,
    judge: i % 2 === 0 ? 'llm' : 'labels',
    contexts,
    tags: [`area-${i % 7}`],
    baselineAp: kind === 0 ? 1 : kind === 9 ? undefined : kind === 8 ? 0.5 : undefined,
    ...(i % 500 === 7 && { error: 'the judge returned 2 verdicts for 10 contexts' }),
  });
}
let started = performance.now();
const built = buildReport(specs, { baseline: { sha: BASE_SHA, rankings } });
const report = values.text === 'all' ? built : { ...built, cases: withShownTextOnly(built.cases) };
const buildMs = performance.now() - started;
started = performance.now();
const html = [...htmlReportPieces({ report, history: [] })].join('');
const renderMs = performance.now() - started;

const dir = await mkdtemp(join(tmpdir(), 'cpg-html-bench-'));
const file = join(dir, 'report.html');
await writeFile(file, html);
const bytes = (await stat(file)).size;
const found = await findChromium();
const browser = await chromium.launch({
  executablePath: found.path,
  env: found.env,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const samples: { load: number; busy: number; search: number; open: number; elements: number }[] =
  [];
try {
  const regressed = report.cases.find((c) => c.change === 'regressed')?.id ?? '';
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The renderer's main-thread time (CDP's TaskDuration): what the load costs the CPU, which a
    // busy machine stretches less than the wall time.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const network: string[] = [];
    await page.route('**/*', (route) =>
      route.request().url().startsWith('file:')
        ? route.continue()
        : (network.push(route.request().url()), route.abort()),
    );
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
    await page.waitForSelector('body[data-ready="true"]');
    const load = (await page.evaluate('performance.now()')) as number;
    const { metrics } = await cdp.send('Performance.getMetrics');
    const busy = (metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN) * 1000;
    const elements = (await page.evaluate('document.getElementsByTagName("*").length')) as number;
    const search = (await page.evaluate(`(() => {
      const t = performance.now();
      const box = document.querySelector('input[name=q]');
      box.value = ${JSON.stringify(regressed)};
      box.dispatchEvent(new Event('input', { bubbles: true }));
      return performance.now() - t;
    })()`)) as number;
    const open = (await page.evaluate(`(() => {
      const t = performance.now();
      const first = document.querySelector('details.case:not([open])') ?? document.querySelector('details.case');
      first.open = !first.open;
      first.dispatchEvent(new Event('toggle'));
      document.body.offsetHeight;
      return performance.now() - t;
    })()`)) as number;
    if (network.length > 0) throw new Error(`the page asked the network: ${network.join(', ')}`);
    samples.push({ load, busy, search, open, elements });
    await page.close();
  }
} finally {
  await browser.close();
  await rm(dir, { recursive: true, force: true });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const ms = (x: number) => `${Math.round(x)} ms`;
console.log(
  markdownTable(
    [
      'cases x contexts',
      'text',
      'file',
      'render',
      'load',
      'main thread',
      'search',
      'open a case',
      'elements',
    ],
    [
      [
        `${cases.toLocaleString('en')} x ${perCase}`,
        values.text,
        `${(bytes / 1e6).toFixed(1)} MB`,
        ms(renderMs),
        ms(median(samples.map((s) => s.load))),
        ms(median(samples.map((s) => s.busy))),
        ms(median(samples.map((s) => s.search))),
        ms(median(samples.map((s) => s.open))),
        String(median(samples.map((s) => s.elements))),
      ],
    ],
  ),
);
console.log(
  `(report built in ${ms(buildMs)}; ${runs} page loads; load: navigation start to the first list; main thread: the renderer's busy time until then; load average ${loadavg()[0]?.toFixed(1)})`,
);
