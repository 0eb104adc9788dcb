/**
 * The drift dashboard's load time (issue 30): a gate's history of N records x M cases as the data
 * branch stores it (history.json, history/cases/<b>/<n>.json written by
 * the store's own historyCasesOf; 20 records a day, each moving 2-5% of the cases), its dashboard
 * built by the same code a record runs, then
 * index.html opened from disk in headless Chromium (the page tests' own: CHROMIUM_PATH, a system
 * Chrome or Chromium, else the one inside the devDependency @sparticuz/chromium).
 *
 *   node_modules/.bin/node --experimental-transform-types --import=./scripts/ts-resolve.mjs bench/dashboard.mts
 *   node_modules/.bin/node --experimental-transform-types --import=./scripts/ts-resolve.mjs bench/dashboard.mts --records 200 --cases 1000
 *
 * Prints the time to build the data, what a first load reads (index.html, summary.js and the
 * chunk files of entries), the
 * time from navigation to the first chart drawn, and from a click on the newest point to its case
 * table (its case files loaded). Exits 1 over 2 s.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { dashboardFiles } from '../src/baseline/dashboard/dashboard-data.ts';
import { dashboardIndex } from '../src/baseline/dashboard/dashboard-page.ts';
import { historyCasesOf, type HistoryCases } from '../src/baseline/history-file.ts';
import { mulberry32 } from './synthetic.mts';
import { findChromium } from '../__tests__/helpers/browser-server.ts';

const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '1000' },
    cases: { type: 'string', default: '10000' },
    keep: { type: 'boolean', default: false },
  },
});
const RECORDS = Number(values.records);
const CASES = Number(values.cases);
const PER_DAY = 20;

/** The gate folder's history files, as the store writes them. */
function historyTexts(): Map<string, string> {
  const rand = mulberry32(11);
  const ids = Array.from({ length: CASES }, (_, i) => `case-${String(i).padStart(6, '0')}`);
  const ap = ids.map(() => Math.round(rand() * 100) / 100);
  const texts = new Map<string, string>();
  const entries: object[] = [];
  const start = Date.UTC(2026, 0, 1);
  const written: HistoryCases[] = [];
  for (let r = 0; r < RECORDS; r += 1) {
    const share = 0.02 + rand() * 0.03;
    for (let i = 0; i < CASES; i += 1)
      if (r > 0 && rand() < share) {
        ap[i] = Math.round(rand() * 100) / 100;
      }
    const at = new Date(start + (r * 86_400_000) / PER_DAY).toISOString();
    const sha = (r + 1).toString(16).padStart(40, 'a');
    const file = historyCasesOf(written, sha, new Map(ids.map((id, i) => [id, ap[i]!])));
    written.push(file);
    texts.set(`history/cases/${Math.floor(r / 100)}/${r}.json`, JSON.stringify(file));
    const score = ap.reduce((s, x) => s + x, 0) / CASES;
    entries.push({
      sha,
      recordedAt: at,
      score,
      scale: 1,
      model: r < RECORDS / 2 ? 'openai/gpt-4.1-mini' : 'openai/gpt-4.1',
      promptVersion: 'v3',
      k: null,
      denominator: 'retrieved',
      metrics: { recall: score * 0.9, 'ndcg@10': score * 0.95 },
      contextTokens: 1800 + Math.round(rand() * 200),
      golden: r < (RECORDS * 3) / 4 ? 'aaaaaaaaaaaa' : 'bbbbbbbbbbbb',
    });
  }
  texts.set('history.json', JSON.stringify({ schemaVersion: 1, entries }));
  return texts;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;

const texts = historyTexts();
let started = performance.now();
const cpu = process.cpuUsage();
const files = dashboardFiles('default', texts);
const buildMs = performance.now() - started;
const used = process.cpuUsage(cpu);
const buildCpuMs = (used.user + used.system) / 1000;
// What a record rebuilds: the case files written before are kept as they are.
const again = process.cpuUsage();
dashboardFiles('default', new Map([...texts, ...files]));
const rebuilt = process.cpuUsage(again);
const rebuildCpuMs = (rebuilt.user + rebuilt.system) / 1000;
const dir = await mkdtemp(join(tmpdir(), 'dashboard-bench-'));
files.set('index.html', dashboardIndex(['default']));
for (const [path, text] of files) {
  const at = path === 'index.html' ? join(dir, path) : join(dir, 'default', path);
  await mkdir(dirname(at), { recursive: true });
  await writeFile(at, text);
}
const firstLoad = [...files]
  .filter(([path]) => /^(index\.html|dashboard\/summary\.js|dashboard\/entries\/.*)$/.test(path))
  .reduce((sum, [, text]) => sum + Buffer.byteLength(text), 0);
const caseBytes = [...files]
  .filter(([path]) => path.startsWith('dashboard/cases/'))
  .map(([, text]) => Buffer.byteLength(text));
console.log(
  `${RECORDS} records x ${CASES} cases: dashboard data built in ${(buildMs / 1000).toFixed(2)} s (${(buildCpuMs / 1000).toFixed(2)} s of CPU; a record's rebuild ${(rebuildCpuMs / 1000).toFixed(2)} s of CPU); ${files.size} files; a first load reads ${kB(firstLoad)} (index.html, summary.js ${kB(Buffer.byteLength(files.get('dashboard/summary.js')!))}, ${[...files.keys()].filter((p) => p.startsWith('dashboard/entries/')).length} files of entries); case files ${kB(caseBytes.reduce((s, b) => s + b, 0))} in all, largest ${kB(Math.max(...caseBytes))}`,
);

const found = await findChromium();
const browser = await chromium.launch({
  executablePath: found.path,
  env: found.env,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const errors: string[] = [];
page.on('pageerror', (error) => errors.push(String(error)));
await page.route('**/*', (route) =>
  route.request().url().startsWith('file:') ? route.continue() : route.abort(),
);
await page.goto(pathToFileURL(join(dir, 'index.html')).href);
await page.waitForFunction('window.cpgTimes && window.cpgTimes.firstChart');
const firstChart = (await page.evaluate('window.cpgTimes.firstChart')) as number;
const points = await page.$$eval('.point', (nodes) => nodes.length);
started = (await page.evaluate('performance.now()')) as number;
await page.click('figure.series:first-child .point:last-of-type');
await page.waitForFunction('window.cpgTimes.commitTable');
const table = ((await page.evaluate('window.cpgTimes.commitTable')) as number) - started;
const rows = await page.$eval('#case-table caption', (c) => c.textContent);
await browser.close();
if (!values.keep) await rm(dir, { recursive: true, force: true });
else console.log(`kept ${dir}`);
console.log(
  `first chart drawn ${(firstChart / 1000).toFixed(2)} s after navigation (${points} points); newest commit's case table ${(table / 1000).toFixed(2)} s after the click (${rows})`,
);
if (errors.length > 0) console.log(`page errors: ${errors.join('; ')}`);
if (firstChart > 2000 || table > 2000 || errors.length > 0) process.exit(1);
