/**
 * Passage labels (issue 39): what matching contexts with passages adds to a labels-only run.
 * Makes CASES x CONTEXTS contexts as LangChain prints them (`metadata: { source, start_index }`:
 * windows of this repository's docs/*.md, each case's chunks from its own document and from
 * others), and two golden files that say the same: labels by chunk id, and by passages (two a
 * case: `--passages mixed` one by offsets and one by a quote that spans two chunks, so the
 * longest-common-substring path runs; `offsets`; `quote`). Then, interleaved --runs times, the
 * CLI over the bundle (dist/, a child process each, judge: labels, no cache) with each golden
 * file, and prints the medians and with / without − 1 (of the medians, and the median over the
 * pairs). It checks that both give the same MAP (exit 1 otherwise), and times, in process,
 * judging every case by its labels (golden/passages.ts's matching) with each.
 *
 *   npm run build && node_modules/.bin/node --import=./scripts/ts-resolve.mjs bench/passage-labels.mts
 *   node_modules/.bin/node --import=./scripts/ts-resolve.mjs bench/passage-labels.mts --passages quote --runs 7
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { markdownTable } from './markdown-table.mts';
import { mulberry32 } from './synthetic.mts';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '10000' },
    contexts: { type: 'string', default: '10' },
    words: { type: 'string', default: '50' },
    passages: { type: 'string', default: 'mixed' },
    runs: { type: 'string', default: '5' },
  },
});
const root = fileURLToPath(new URL('..', import.meta.url));
const CASES = Number(values.cases);
const CONTEXTS = Number(values.contexts);
const WORDS = Number(values.words);
const RUNS = Number(values.runs);
const MODE = values.passages;
if (!['mixed', 'offsets', 'quote'].includes(MODE))
  throw new Error('--passages: mixed, offsets or quote');

const { judgeByLabels } = await import('../src/judge/label-verdicts.ts');
const { loadGoldenCases } = await import('../src/golden/golden-cases.ts');
const { loadRetrievalFile } = await import('../src/retrieval/retrieval-results.ts');

const rand = mulberry32(0x39);
const words = readdirSync(join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .flatMap((name) => readFileSync(join(root, 'docs', name), 'utf8').split(/\s+/))
  // Not the tables' rules (`|-----|`): a chunk of them shares long runs with any other.
  .filter((word) => word !== '' && !/^[|:-]{4,}$/.test(word));
/**
 * A document: a window of the docs, every eighth word numbered, so that no run of a few dozen
 * words stands twice in it (the docs repeat their tables and code) and the labels mean one place.
 */
const documentText = (n: number) => {
  const at = Math.floor(rand() * (words.length - WORDS * CONTEXTS));
  const window = words.slice(at, at + WORDS * CONTEXTS);
  return `document ${n}. ${window.map((w, i) => (i % 8 === 0 ? `${w} ${i}` : w)).join(' ')}`;
};
/** Its chunks: CONTEXTS pieces of about WORDS words, with their offsets. */
const chunksOf = (text: string) => {
  const size = Math.ceil(text.length / CONTEXTS);
  return Array.from({ length: CONTEXTS }, (_, i) => ({
    start: i * size,
    text: text.slice(i * size, (i + 1) * size),
  }));
};

const dir = await mkdtemp(join(tmpdir(), 'cpg-passage-labels-'));
const byId: unknown[] = [];
const byPassage: unknown[] = [];
const results: unknown[] = [];
for (let i = 0; i < CASES; i += 1) {
  const id = `case-${String(i).padStart(6, '0')}`;
  const source = `docs/guide-${i}.md`;
  const own = chunksOf(documentText(i));
  // Ranks: 6 chunks of its own document, 4 of another's (same source name space, other documents).
  const other = chunksOf(documentText(CASES + i));
  const ranked = [
    ...own.slice(0, 6).map((c, j) => ({ c, source, cid: `${id}-own-${j}` })),
    ...other
      .slice(0, 4)
      .map((c, j) => ({ c, source: `docs/other-${i}.md`, cid: `${id}-other-${j}` })),
  ].sort(() => rand() - 0.5);
  results.push({
    id,
    contexts: ranked.map(({ c, source: s, cid }) => ({
      id: cid,
      page_content: c.text,
      metadata: { source: s, start_index: c.start },
      type: 'Document',
    })),
  });
  // The answer: own chunk 1 (relevant, by offsets) and the text across chunks 3 and 4 (relevant:
  // by a quote, 60% in chunk 3, so chunk 3 matches and chunk 4 does not: half of the shorter).
  const a = own[1]!;
  const b = own[3]!;
  const quote =
    b.text.slice(Math.floor(b.text.length * 0.2)) +
    own[4]!.text.slice(0, Math.floor(b.text.length * 0.2));
  const byOffsets = { source, start: a.start, end: a.start + a.text.length };
  const byQuote = { source, quote };
  const [first, second] =
    MODE === 'offsets'
      ? [byOffsets, { source, start: b.start, end: b.start + b.text.length }]
      : MODE === 'quote'
        ? [{ source, quote: a.text }, byQuote]
        : [byOffsets, byQuote];
  byPassage.push({ id, query: `What does ${id} say?`, passages: [first, second] });
  byId.push({ id, query: `What does ${id} say?`, relevant: [`${id}-own-1`, `${id}-own-3`] });
}
await writeFile(join(dir, 'ids.json'), JSON.stringify(byId));
await writeFile(join(dir, 'passages.json'), JSON.stringify(byPassage));
await writeFile(join(dir, 'retrieval.json'), JSON.stringify(results));

function child(args: string[]): Promise<{ ms: number; code: number | null }> {
  return new Promise((done) => {
    const started = performance.now();
    const proc = spawn(process.execPath, args, {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    proc.on('close', (code) => done({ ms: performance.now() - started, code }));
  });
}

const bundle = pathToFileURL(join(root, 'dist', 'index.js')).href;
/** The CLI over the bundle with one golden file; its MAP and time. */
async function run(golden: string): Promise<{ ms: number; score: number }> {
  const script = `const { runCli } = await import(${JSON.stringify(bundle)}); process.exitCode = await runCli(process.argv.slice(1));`;
  const report = `${golden}.report.json`;
  const args = ['--golden', golden, '--retrieval', 'retrieval.json', '--judge', 'labels'];
  const done = await child([
    '--input-type=module',
    '-e',
    script,
    '--',
    ...args,
    '--threshold',
    '0',
    '--no-cache',
    '--report-path',
    report,
  ]);
  if (done.code !== 0) throw new Error(`${golden}: the run exited ${done.code}`);
  const { score } = JSON.parse(await readFile(join(dir, report), 'utf8')) as { score: number };
  return { ms: done.ms, score };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const times = { ids: [] as number[], passages: [] as number[] };
const ratios: number[] = [];
let scores = { ids: NaN, passages: NaN };
for (let r = 0; r < RUNS; r += 1) {
  // In turns, first and second, each pair made next to each other.
  const order = r % 2 === 0 ? (['ids', 'passages'] as const) : (['passages', 'ids'] as const);
  const got: Record<string, { ms: number; score: number }> = {};
  for (const name of order) got[name] = await run(`${name}.json`);
  times.ids.push(got.ids!.ms);
  times.passages.push(got.passages!.ms);
  ratios.push(got.passages!.ms / got.ids!.ms - 1);
  scores = { ids: got.ids!.score, passages: got.passages!.score };
}

// In process: judging every case by its labels, ids against passages (the matching itself).
const rankings = await loadRetrievalFile(
  'retrieval.json',
  await loadGoldenCases('ids.json', dir),
  dir,
);
const judgeAll = async (golden: string) => {
  const cases = await loadGoldenCases(golden, dir);
  const started = performance.now();
  let relevant = 0;
  for (const c of cases)
    for (const x of judgeByLabels(c, rankings.get(c.id) ?? [])) relevant += x.relevant ? 1 : 0;
  return { ms: performance.now() - started, relevant };
};
const inIds = await judgeAll('ids.json');
const inPassages = await judgeAll('passages.json');
if (process.env.PROFILE) {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  await judgeAll('passages.json');
  const { profile } = await session.post('Profiler.stop');
  const self = new Map<string, number>();
  const dt = (profile.endTime - profile.startTime) / (profile.samples?.length ?? 1);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const id of profile.samples ?? []) {
    const n = byId.get(id)!;
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + dt / 1000);
  }
  console.log(
    [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([k, v]) => `${v.toFixed(0)} ms ${k}`)
      .join('\n'),
  );
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `${CASES} cases x ${CONTEXTS} contexts, 2 passages a case (${MODE}), ${RUNS} runs each; ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}`,
);
console.log(
  markdownTable(
    ['labels', 'CLI run (median)', 'MAP', 'judging by labels, in process'],
    [
      [
        'chunk ids',
        s(median(times.ids)),
        scores.ids.toFixed(4),
        `${inIds.ms.toFixed(0)} ms (${inIds.relevant} relevant)`,
      ],
      [
        'passages',
        s(median(times.passages)),
        scores.passages.toFixed(4),
        `${inPassages.ms.toFixed(0)} ms (${inPassages.relevant} relevant)`,
      ],
    ],
  ),
);
console.log(
  `passages / ids − 1: ${pct(median(times.passages) / median(times.ids) - 1)} of the medians, ${pct(median(ratios))} over the pairs (goal: at most 5%)`,
);
if (process.env.KEEP) console.log(dir);
else await rm(dir, { recursive: true, force: true });
if (scores.ids !== scores.passages || inIds.relevant !== inPassages.relevant) {
  console.error(
    `the two golden files say the same, yet MAP ${scores.ids} vs ${scores.passages}, relevant ${inIds.relevant} vs ${inPassages.relevant}`,
  );
  process.exit(1);
}
