/**
 * Context cost (issue 27): what counting the judged contexts' o200k_base tokens adds to a run
 * judged by labels. Makes CASES x CONTEXTS labelled cases, builds a second bundle from this
 * checkout with the counting stubbed (every text 0 tokens: no worker, no tokenizer), then, interleaved,
 * --runs times each: the CLI over both bundles (child processes, judge: labels, no cache, nothing
 * published), in two set-ups:
 *   file     the retrieval from a results file (`--retrieval`): the worst case;
 *   command  a retriever command that takes --retriever-seconds, then prints the same results
 *            (`--retriever-command`).
 * It prints medians and the share the counting adds (with / without − 1, of the medians and the
 * median over the pairs: each run beside the one without it made next to it, in turns first and
 * second), and, from a fresh child of its own, the counter's parts: loading the tokenizer, and
 * counting every judged context.
 *
 *   node_modules/.bin/node --import=./scripts/ts-resolve.mjs bench/context-cost.mts
 *   node_modules/.bin/node --import=./scripts/ts-resolve.mjs bench/context-cost.mts --text filler
 *   node_modules/.bin/node --import=./scripts/ts-resolve.mjs bench/context-cost.mts --distinct 0.2
 *
 * --text docs (default): each context a window of --words words of this repository's docs/*.md
 * (markdown prose with code, tables and punctuation: what real chunks tokenize like); filler: the
 * 12-word vocabulary of the other benches (every word in the tokenizer's merge cache at once).
 * --distinct: the share of the contexts whose text is distinct (0.2: each passage retrieved for
 * about 5 cases, as a popular chunk is). Build first after changing src/ (`npm run build`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
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
    runs: { type: 'string', default: '5' },
    'retriever-seconds': { type: 'string', default: '3' },
    // Internal: the cost part, run in a child of its own (a cold tokenizer, as in a run).
    'cost-of': { type: 'string' },
  },
});
const root = fileURLToPath(new URL('..', import.meta.url));

if (values['cost-of']) {
  // Everything the score stage does for context cost, on the judged contexts of the data set.
  const { caseContextCost, contextCostOf } = await import('../src/score/context-cost.ts');
  const { countTokens } = await import('../src/tokens/token-count.ts');
  const started = performance.now(); // the tokenizer's table alone, loaded and indexed
  countTokens(''); // loads the table
  const loaded = performance.now();
  const cases = JSON.parse(readFileSync(values['cost-of'], 'utf8')) as {
    texts: string[];
    relevant: boolean[];
  }[];
  const read = performance.now();
  const costs = cases.map((c) => ({
    contextCost: caseContextCost(c.texts.map(countTokens), c.relevant),
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
const results = data.map((c) => ({ id: c.id, contexts: c.contexts }));
await writeFile(join(dir, 'retrieval.json'), JSON.stringify(results));
await writeFile(join(dir, 'retrieval.jsonl'), results.map((r) => JSON.stringify(r)).join('\n'));
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

/**
 * This checkout's bundle with the counting stubbed: src/ copied into a temp folder, the run's
 * context tokens replaced by ones that start no worker and count 0, built with scripts/build.mjs.
 */
async function bundleWithoutCounting(): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'cpg-no-counting-'));
  for (const part of [
    'src',
    'scripts',
    'examples',
    'package.json',
    'package-lock.json',
    'tsconfig.json',
  ])
    await cp(join(root, part), join(copy, part), { recursive: true });
  await symlink(join(root, 'node_modules'), join(copy, 'node_modules'));
  const file = join(copy, 'src', 'score', 'token-worker.ts');
  const source = await readFile(file, 'utf8');
  const stubbed = source.replace(
    /export function contextTokens\([^]*?\n}\n/,
    [
      'export function contextTokens(_cases = 0): ContextTokens {',
      '  const count = async (rankings: Iterable<readonly RankedContext[]>, k: number | undefined) =>',
      '    new Map([...rankings].map((r) => [r, new Int32Array(judgedOf(r, k))]));',
      '  return { prime: () => undefined, count } as unknown as ContextTokens;',
      '}',
      '',
    ].join('\n'),
  );
  if (stubbed === source) throw new Error(`${file}: contextTokens not found to stub`);
  await writeFile(file, stubbed);
  execFileSync(process.execPath, ['scripts/build.mjs', join(copy, 'dist')], { cwd: copy });
  return join(copy, 'dist', 'index.js');
}

const SETUPS = {
  file: ['--retrieval', 'retrieval.json'],
  command: [
    '--retriever-command',
    `sleep ${Number(values['retriever-seconds'])} && cat retrieval.jsonl`,
  ],
};
type SetupName = keyof typeof SETUPS;

/** The CLI over a bundle: the labels-only run, its report in the temp folder; wall and CPU ms. */
async function runCli(bundle: string, setup: SetupName): Promise<{ ms: number; cpu: number }> {
  // The child's CPU time (user + system), which a busy machine's other processes change less than the wall.
  const script = `const { runCli } = await import(${JSON.stringify(pathToFileURL(bundle).href)}); process.exitCode = await runCli(process.argv.slice(1)); const u = process.resourceUsage(); process.stdout.write('\\ncpu-ms ' + (u.userCPUTime + u.systemCPUTime) / 1000 + '\\n');`;
  const args = ['--golden', 'golden.json', ...SETUPS[setup], '--judge', 'labels'];
  const run = await child([
    '--input-type=module',
    '-e',
    script,
    '--',
    ...args,
    ...['--threshold', '0', '--no-cache', '--report-path', 'report.json'],
  ]);
  if (run.code !== 0) throw new Error(`${bundle}: the run exited ${run.code}`);
  return { ms: run.ms, cpu: Number(/cpu-ms ([\d.]+)/.exec(run.stdout)?.[1]) };
}

const without = await bundleWithoutCounting();
const bundles = { with: join(root, 'dist', 'index.js'), without };
type Runs = { ms: number; cpu: number }[];
const series = {
  file: { with: [] as Runs, without: [] as Runs },
  command: { with: [] as Runs, without: [] as Runs },
};
const parts = { load: [] as number[], count: [] as number[] };
let tokens = 0;
for (let i = 0; i < RUNS; i += 1) {
  // Each pair in turns (with first, then without first): a run is not always the one after an
  // idle spell (the command's sleep) or the one after a busy one.
  const order = i % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const);
  for (const setup of ['file', 'command'] as const)
    for (const bundle of order) series[setup][bundle].push(await runCli(bundles[bundle], setup));
  const cost = await child([
    `--import=${pathToFileURL(join(root, 'scripts', 'ts-resolve.mjs')).href}`,
    fileURLToPath(import.meta.url),
    '--cost-of',
    costInput,
  ]);
  const figures = JSON.parse(cost.stdout) as { loadMs: number; countMs: number; tokens: number };
  parts.load.push(figures.loadMs);
  parts.count.push(figures.countMs);
  tokens = figures.tokens;
}
await rm(dir, { recursive: true, force: true });
await rm(resolve(without, '..', '..'), { recursive: true, force: true });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const s = (ms: number) => (ms / 1000).toFixed(2);
console.log(
  `\nContext cost, ${CASES.toLocaleString('en-US')} cases x ${CONTEXTS} contexts judged by labels (${values.text} text, ${values.words} words a context, ${(DISTINCT * 100).toFixed(0)}% distinct; ${(chars / 1e6).toFixed(1)} M characters, ${Math.round(tokens).toLocaleString('en-US')} tokens a case); ${cpus().length} CPUs, load ${loadavg()[0]?.toFixed(1)}; medians of ${RUNS}\n`,
);
const label = {
  file: 'results file',
  command: `retriever command (${values['retriever-seconds']} s)`,
};
console.log(
  markdownTable(
    [
      'retrieval',
      'with context cost s',
      'without s',
      'added: medians',
      'added: paired (goal ≤ 10%)',
      'CPU added: medians',
    ],
    (['file', 'command'] as const).map((setup) => {
      const on = series[setup].with;
      const off = series[setup].without;
      const [a, b] = [median(on.map((r) => r.ms)), median(off.map((r) => r.ms))];
      // Each run beside the run without it made next to it: the machine's slow spells cancel.
      const paired = median(on.map((r, i) => r.ms / (off[i] as Runs[number]).ms - 1));
      const cpu = median(on.map((r) => r.cpu)) / median(off.map((r) => r.cpu)) - 1;
      return [
        label[setup],
        s(a),
        s(b),
        `${((a / b - 1) * 100).toFixed(1)}%`,
        `${(paired * 100).toFixed(1)}%`,
        `${(cpu * 100).toFixed(1)}%`,
      ];
    }),
  ),
);
console.log(
  `\nThe counter alone (a fresh process): tokenizer's table loaded ${s(median(parts.load))} s, every judged context counted ${s(median(parts.count))} s.`,
);
