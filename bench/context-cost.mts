/**
 * Context cost (issue 27): what counting the judged contexts' o200k_base tokens adds to a run
 * judged by labels. Makes CASES x CONTEXTS labelled cases (golden.json + retrieval.json), then,
 * interleaved, --runs times each:
 *   run    the CLI over the bundle (`--dist`, default dist/index.js), a child process, judge: labels,
 *          no cache, nothing published: the whole run's wall time, context cost included;
 *   before the same over an older bundle (`--before`, optional: one built without context cost);
 *   cost   in a fresh child process: loading the tokenizer, counting every judged context (each
 *          distinct text once) and the per-case and mean context costs, as the score stage does
 *          (src/score/context-cost.ts).
 * It prints medians and cost / (run − cost): the share of the run without it that the cost adds.
 *
 *   node_modules/.bin/node --import=./scripts/ts-resolve.mjs bench/context-cost.mts
 *   node_modules/.bin/node --import=./scripts/ts-resolve.mjs bench/context-cost.mts --text filler
 *   node_modules/.bin/node --import=./scripts/ts-resolve.mjs bench/context-cost.mts --distinct 0.2
 *   node_modules/.bin/node --import=./scripts/ts-resolve.mjs bench/context-cost.mts --before /tmp/old/dist/index.js
 *
 * --text docs (default): each context a window of --words words of this repository's docs/*.md
 * (markdown prose with code, tables and punctuation: what real chunks tokenize like); filler: the
 * 12-word vocabulary of the other benches (every word in the tokenizer's merge cache at once).
 * --distinct: the share of the contexts whose text is distinct (0.2: each passage retrieved for
 * about 5 cases, as a popular chunk is). Build first after changing src/ (`npm run build`).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { markdownTable } from './markdown-table.mts';
import { filler, mulberry32, WORDS } from './synthetic.mts';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '10000' },
    contexts: { type: 'string', default: '10' },
    words: { type: 'string', default: '50' },
    text: { type: 'string', default: 'docs' },
    distinct: { type: 'string', default: '1' },
    runs: { type: 'string', default: '3' },
    dist: { type: 'string', default: 'dist/index.js' },
    before: { type: 'string' },
    // Internal: the cost part, run in a child of its own (a cold tokenizer, as in a run).
    'cost-of': { type: 'string' },
  },
});
const root = fileURLToPath(new URL('..', import.meta.url));

if (values['cost-of']) {
  // Everything the score stage does for context cost, on the judged contexts of the data set.
  const started = performance.now();
  const { o200kTokenCounter, caseContextCost, contextCostOf } =
    await import('../src/score/context-cost.ts');
  const count = await o200kTokenCounter();
  const loaded = performance.now();
  const cases = JSON.parse(readFileSync(values['cost-of'], 'utf8')) as {
    texts: string[];
    relevant: boolean[];
  }[];
  const read = performance.now();
  const costs = cases.map((c) => ({
    contextCost: caseContextCost(c.texts.map(count), c.relevant),
  }));
  const mean = contextCostOf(costs);
  const done = performance.now();
  process.stdout.write(
    JSON.stringify({ loadMs: loaded - started, countMs: done - read, tokens: mean?.tokens }),
  );
  process.exit(0);
}

const CASES = Number(values.cases);
const CONTEXTS = Number(values.contexts);
const RUNS = Number(values.runs);
const DISTINCT = Number(values.distinct);
if (!['docs', 'filler'].includes(values.text)) throw new Error('--text is docs or filler');
if (!(DISTINCT > 0 && DISTINCT <= 1)) throw new Error('--distinct is a share, above 0, at most 1');

const rand = mulberry32(0x5eed);
const docsWords = readdirSync(join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .flatMap((name) => readFileSync(join(root, 'docs', name), 'utf8').split(/\s+/))
  .filter(Boolean);
const WORDS_A_PASSAGE = Number(values.words);
/** A passage: a window of the docs (their words in their order), or filler; numbered, so distinct. */
const passage = (n: number) => {
  if (values.text === 'filler') return `passage ${n}: ${filler(rand, WORDS_A_PASSAGE)}`;
  const at = Math.floor(rand() * (docsWords.length - WORDS_A_PASSAGE));
  return `passage ${n}: ${docsWords.slice(at, at + WORDS_A_PASSAGE).join(' ')}`;
};

const dir = await mkdtemp(join(tmpdir(), 'cpg-context-cost-'));
const total = CASES * CONTEXTS;
const pool = Array.from({ length: Math.max(1, Math.round(total * DISTINCT)) }, (_, n) =>
  passage(n),
);
const ids = Array.from({ length: CASES }, (_, i) => `case-${String(i).padStart(6, '0')}`);
const data = ids.map((id, i) => {
  // A passage at most once in a ranking (a retriever's results have no repeats).
  const taken = new Set<number>();
  const contexts = Array.from({ length: CONTEXTS }, (_, j) => {
    let p = DISTINCT === 1 ? i * CONTEXTS + j : Math.floor(rand() * pool.length);
    while (DISTINCT < 1 && taken.has(p)) p = Math.floor(rand() * pool.length);
    taken.add(p);
    return { id: `p${p}`, text: pool[p] as string };
  });
  const relevant = contexts.filter(() => rand() < 0.4).map((c) => c.id);
  return { id, contexts, relevant };
});
await writeFile(
  join(dir, 'golden.json'),
  JSON.stringify(
    data.map((c, i) => ({
      id: c.id,
      query: `What does ${c.id} say about ${WORDS[i % WORDS.length]}?`,
      relevant: c.relevant,
    })),
  ),
);
await writeFile(
  join(dir, 'retrieval.json'),
  JSON.stringify(data.map((c) => ({ id: c.id, contexts: c.contexts }))),
);
const costInput = join(dir, 'cost-input.json');
await writeFile(
  costInput,
  JSON.stringify(
    data.map((c) => ({
      texts: c.contexts.map((x) => x.text),
      relevant: c.contexts.map((x) => c.relevant.includes(x.id)),
    })),
  ),
);
const chars = data.reduce((sum, c) => sum + c.contexts.reduce((s, x) => s + x.text.length, 0), 0);

function child(args: string[]): Promise<{ ms: number; code: number | null; stdout: string }> {
  return new Promise((done) => {
    const started = performance.now();
    const proc = spawn(process.execPath, args, { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    proc.stdout.on('data', (chunk) => (stdout += chunk));
    proc.on('close', (code) => done({ ms: performance.now() - started, code, stdout }));
  });
}

/** The CLI over a bundle: the labels-only run, its report in the temp folder. */
async function runCli(bundle: string): Promise<number> {
  const script = `const { runCli } = await import(${JSON.stringify(pathToFileURL(resolve(root, bundle)).href)}); process.exitCode = await runCli(process.argv.slice(1));`;
  const args = ['--golden', 'golden.json', '--retrieval', 'retrieval.json', '--judge', 'labels'];
  const run = await child([
    '--input-type=module',
    '-e',
    script,
    '--',
    ...args,
    ...['--threshold', '0', '--no-cache', '--report-path', 'report.json'],
  ]);
  if (run.code !== 0) throw new Error(`${bundle}: the run exited ${run.code}`);
  return run.ms;
}

const series = { run: [] as number[], before: [] as number[], cost: [] as number[] };
let load = 0;
let tokens = 0;
for (let i = 0; i < RUNS; i += 1) {
  series.run.push(await runCli(values.dist));
  if (values.before) series.before.push(await runCli(values.before));
  const cost = await child([
    `--import=${pathToFileURL(join(root, 'scripts', 'ts-resolve.mjs')).href}`,
    fileURLToPath(import.meta.url),
    '--cost-of',
    costInput,
  ]);
  const figures = JSON.parse(cost.stdout) as { loadMs: number; countMs: number; tokens: number };
  series.cost.push(figures.loadMs + figures.countMs);
  load = figures.loadMs;
  tokens = figures.tokens;
}
await rm(dir, { recursive: true, force: true });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const s = (ms: number) => (ms / 1000).toFixed(2);
const run = median(series.run);
const cost = median(series.cost);
// The run includes the cost: what it adds is the cost over the rest of the run.
const share =
  run > cost ? `${((cost / (run - cost)) * 100).toFixed(1)}%` : 'more than the run (noise)';
console.log(
  `\nContext cost, ${CASES.toLocaleString('en-US')} cases x ${CONTEXTS} contexts judged by labels (${values.text} text, ${values.words} words a context, ${(DISTINCT * 100).toFixed(0)}% distinct; ${(chars / 1e6).toFixed(1)} M characters, ${Math.round(tokens).toLocaleString('en-US')} tokens a case); ${cpus().length} CPUs, load ${loadavg()[0]?.toFixed(1)}; medians of ${RUNS}\n`,
);
console.log(
  markdownTable(
    ['what', 'wall s'],
    [
      ['run (the CLI, context cost included)', s(run)],
      ...(values.before ? [['before (the older bundle)', s(median(series.before))]] : []),
      ['cost: tokenizer loaded', s(load)],
      ['cost: loaded + every context counted', s(cost)],
    ],
  ),
);
console.log(
  `\nAdded: ${share} of the run without it (goal: at most 10%)${values.before ? `; the run against the older bundle: ${((run / median(series.before) - 1) * 100).toFixed(1)}%` : ''}.`,
);
