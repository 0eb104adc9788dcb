/**
 * Judge noise: how often the gate fails because the LLM judge is noisy, and how often it catches a
 * real drop, with a judge that flips 10% of its verdicts at random. The product's own CLI engine
 * (the bundle's `runCli`, dist/index.js) runs in process against the tests' fake OpenAI server on
 * 127.0.0.1; the gate decision is the product's.
 *
 *   node_modules/.bin/node bench/judge-noise.mts                  # 200 cases, 50 runs, ~2-3 min
 *   node_modules/.bin/node bench/judge-noise.mts --seed 7 --runs 20 --flip 0.2
 *
 * Loopback only; exits 1 when the invariant breaks: with verdict reuse, an unchanged retrieval never
 * fails the gate (delta exactly 0, no judge request), however noisy the judge.
 */
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
// Node runs .ts files only by their real name (see judge-cost.mts).
import { startFakeOpenAI, type DecideInput } from '../__tests__/helpers/fake-openai.ts';
import { markdownTable } from './markdown-table.mts';
import { filler, mulberry32, WORDS, type Context, type Result } from './synthetic.mts';
import type { CliIo } from '../src/cli.ts';
import type { Report } from '../src/report/report.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '20261130' },
    runs: { type: 'string', default: '50' },
    cases: { type: 'string', default: '200' },
    flip: { type: 'string', default: '0.1' },
    dist: { type: 'string', default: 'dist/index.js' },
  },
});
if (!Number.isInteger(Number(values.seed))) throw new Error('--seed must be an integer');
const SEED = Number(values.seed) >>> 0;
const RUNS = Number(values.runs);
const N = Number(values.cases);
const FLIP = Number(values.flip);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be an integer >= 1');
if (!Number.isInteger(N) || N < 20) throw new Error('--cases must be an integer >= 20');
if (!(FLIP >= 0 && FLIP < 0.5)) throw new Error('--flip must be in [0, 0.5)');
const K = 5;
const TRUE_DROP = 0.03;
const started = performance.now();

// The bundle, imported as bin/context-precision-gate.js does: its runCli is the CLI's whole run
// (options, verdict cache, --baseline comparison, the gate), in this process.
const bundle = (await import(pathToFileURL(resolve(values.dist)).href)) as {
  runCli: (argv: readonly string[], io?: CliIo) => Promise<number>;
};
// The bundle may keep V8's young generation at its size (src/index.ts: right for one large run's
// peak memory); hundreds of runs in one process then spend a third of their time in the GC. V8's
// default back: only the bench's speed changes, not a figure.
setFlagsFromString('--semi-space-growth-factor=2');

// ---- seeded randomness ----------------------------------------------------------------------
/** FNV-1a over a string, from a seed: a 32-bit number. */
function hash(seed: number, text: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
/** A seed for a named thing (a run, a data set), from the bench's seed. */
const seedOf = (name: string): number => hash(SEED, name);

// ---- data --------------------------------------------------------------------------------------
const rand = mulberry32(seedOf('data'));
const text20 = () => filler(rand, 20);

/** The ground truth is in the text: the fake judge knows it is relevant iff it starts with REL. */
const isRelevant = (text: string): boolean => text.startsWith('REL');
const passage = (caseId: string, j: number, relevant: boolean, version: string): Context => ({
  id: `${caseId}-p${j}`,
  text: `${relevant ? 'REL' : 'OFF'} ${caseId} passage ${j} ${version}: ${text20()}`,
});

/** AP with the `retrieved` denominator (the product's default), for the ground truth we build. */
function trueAp(relevance: readonly boolean[]): number {
  let hits = 0;
  let sum = 0;
  relevance.forEach((relevant, i) => {
    if (relevant) sum += ++hits / (i + 1);
  });
  return hits === 0 ? 0 : sum / hits;
}
const relevanceOf = (r: Result) => r.contexts.map((c) => isRelevant(c.text));

const caseIds = Array.from({ length: N }, (_, i) => `case-${String(i).padStart(4, '0')}`);
const golden = caseIds.map((id) => ({
  id,
  query: `What does ${id} say about ${WORDS[Number(id.slice(-2)) % WORDS.length]}?`,
  expected: `The answer for ${id}.`,
}));
// Main's retrieval: k = 5 passages a case, each relevant with p = 0.4, at least one relevant.
const main: Result[] = caseIds.map((id) => {
  let pattern: boolean[];
  do pattern = Array.from({ length: K }, () => rand() < 0.4);
  while (!pattern.includes(true));
  return { id, contexts: pattern.map((relevant, j) => passage(id, j, relevant, 'v1')) };
});
/** The same case re-chunked: every text new (v2), same ground truth, in the given order. */
const rechunk = (r: Result, order: readonly number[]): Result => ({
  id: r.id,
  contexts: order.map((j) => passage(r.id, j, isRelevant(r.contexts[j]!.text), 'v2')),
});
const identity = Array.from({ length: K }, (_, j) => j);

// The PR with a real drop: cases in a seeded order are re-chunked and re-ranked worse (the first
// relevant passage swapped with the first irrelevant one below it) until the ground-truth MAP has
// fallen by TRUE_DROP.
const worse = [...main];
let builtDrop = 0;
let changedCases = 0;
const order = [...caseIds.keys()];
for (let i = order.length - 1; i > 0; i -= 1) {
  const j = Math.floor(rand() * (i + 1)); // Fisher-Yates
  [order[i], order[j]] = [order[j]!, order[i]!];
}
for (const i of order) {
  if (builtDrop >= TRUE_DROP * N - 1e-9) break;
  const pattern = relevanceOf(main[i]!);
  const first = pattern.indexOf(true);
  const below = pattern.indexOf(false, first + 1);
  if (below < 0) continue;
  const swapped = [...identity];
  [swapped[first], swapped[below]] = [below, first];
  worse[i] = rechunk(main[i]!, swapped);
  builtDrop += trueAp(pattern) - trueAp(relevanceOf(worse[i]!));
  changedCases += 1;
}
builtDrop /= N;
// The PR that only re-chunks: every text new, the same ranking (true delta 0).
const rechunked = main.map((r) => rechunk(r, identity));

const dir = await mkdtemp(join(tmpdir(), 'cpg-noise-'));
const jsonl = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
await writeFile(join(dir, 'golden.jsonl'), jsonl(golden));
await writeFile(join(dir, 'main.jsonl'), jsonl(main));
await writeFile(join(dir, 'worse.jsonl'), jsonl(worse));
await writeFile(join(dir, 'rechunked.jsonl'), jsonl(rechunked));
await mkdir(join(dir, 'out'));

// ---- the noisy judge ---------------------------------------------------------------------------
const openai = await startFakeOpenAI();
/**
 * Every verdict is the ground truth, flipped with probability FLIP, drawn per request: the n-th
 * time a run asks about a text gets the n-th draw of (run seed, text). So a run's noise is fresh,
 * and two gate settings given the same run seed see the very same verdicts (a paired comparison).
 */
function noisyJudge(runSeed: number | null): void {
  const asked = new Map<string, number>();
  openai.reset();
  openai.decide = ({ text }: DecideInput) => {
    const n = asked.get(text) ?? 0;
    asked.set(text, n + 1);
    const truth = isRelevant(text);
    if (runSeed === null) return truth;
    return mulberry32(hash(runSeed, `${n}:${text}`))() < FLIP ? !truth : truth;
  };
}

interface Run {
  code: number;
  report: Report;
  requests: number;
}
let cliRuns = 0;
/** One CLI run (the product's engine and gate), in process; its report and the requests it made. */
async function cli(retrieval: string, judgeSeed: number | null, flags: string[]): Promise<Run> {
  noisyJudge(judgeSeed);
  const reportPath = join(dir, 'out', 'report.json');
  let stderr = '';
  const io: CliIo = {
    cwd: dir,
    env: { PATH: process.env.PATH },
    stdout: () => {},
    stderr: (text) => {
      stderr += text;
    },
  };
  const argv = [
    '--golden',
    'golden.jsonl',
    '--retrieval',
    retrieval,
    '--model',
    'openai/gpt-bench',
    '--base-url',
    openai.url,
    '--api-key',
    'sk-bench',
    '--threshold',
    '0',
    '--concurrency',
    '32',
    '--report-path',
    reportPath,
    ...flags,
  ];
  const code = await bundle.runCli(argv, io);
  cliRuns += 1;
  if (code === 2) throw new Error(`CLI exit 2 (${argv.join(' ')}):\n${stderr.slice(-3000)}`);
  const report = JSON.parse(await readFile(reportPath, 'utf8')) as Report;
  if (report.usage.judgeRequests !== openai.requests.length)
    throw new Error(
      `the fake saw ${openai.requests.length} requests, the report says ${report.usage.judgeRequests}`,
    );
  return { code, report, requests: openai.requests.length };
}
interface Recorded {
  report: string;
  cache: string;
  run: Run;
}
/** Main's run: records the report (the baseline) and the verdicts (the store), from scratch. */
async function recordMain(name: string, judgeSeed: number | null, flags: string[] = []) {
  const report = join(dir, 'out', `${name}.json`);
  const cache = join(dir, 'out', `${name}-verdicts.json`);
  await rm(cache, { force: true });
  const run = await cli('main.jsonl', judgeSeed, ['--cache', cache, ...flags]);
  await copyFile(join(dir, 'out', 'report.json'), report);
  return { report, cache, run } satisfies Recorded;
}
/**
 * A pull request's runs against a recorded main (its report as --baseline), one per setting, all
 * on the same verdicts. The first run starts from a copy of main's verdicts (`reuse`, as on GitHub)
 * or from an empty store (every verdict re-asked) and asks the judge what it must; the others differ
 * only in the gate, start from a copy of the store the first one left, and ask nothing: the same
 * verdicts a run of theirs would get from the same judge seed, in a fraction of the time. Their
 * request count is the first run's, what a run of that setting asks on its own.
 */
async function prRuns(
  recorded: Recorded,
  retrieval: string,
  judgeSeed: number | null,
  settings: string[][],
  reuse: boolean,
): Promise<Run[]> {
  const first = join(dir, 'out', 'pr-verdicts.json');
  const other = join(dir, 'out', 'pr-verdicts-copy.json');
  if (reuse) await copyFile(recorded.cache, first);
  else await rm(first, { force: true });
  const runs: Run[] = [];
  for (const flags of settings) {
    if (runs.length > 0) await copyFile(first, other);
    const cache = runs.length === 0 ? first : other;
    const run = await cli(retrieval, judgeSeed, [
      '--baseline',
      recorded.report,
      '--cache',
      cache,
      ...flags,
    ]);
    if (runs.length > 0) {
      if (run.requests !== 0 || run.report.delta !== runs[0]!.report.delta)
        throw new Error(`${show(flags)}: did not score the first setting's verdicts`);
      run.requests = runs[0]!.requests;
    }
    runs.push(run);
  }
  return runs;
}

// ---- tallies -----------------------------------------------------------------------------------
interface Tally {
  label: string;
  runs: number;
  failures: number;
  deltas: number[];
  requests: number;
}
const tally = (label: string): Tally => ({ label, runs: 0, failures: 0, deltas: [], requests: 0 });
function add(t: Tally, run: Run): void {
  t.runs += 1;
  if (run.code !== 0) t.failures += 1;
  t.deltas.push(run.report.delta ?? Number.NaN);
  t.requests += run.requests;
}

const MAX_DROP = '0.05';
const TIGHT = '0.02';
const TIGHTER = '0.01';
const ASKED = 're-asked every run';
/** A setting's flags as the table shows them: `max-drop 0.02, min-confidence 0.9`. */
const show = (flags: string[]): string =>
  flags
    .map((f, i) => (f.startsWith('--') ? `${i > 0 ? ', ' : ''}${f.slice(2)}` : ` ${f}`))
    .join('');
const CONFIDENCE = '0.9';
const problems: string[] = [];

try {
  // The ground truth through the product's engine: a judge that never errs.
  const truthMain = await recordMain('truth-main', null);
  const truth = async (retrieval: string) =>
    (await prRuns(truthMain, retrieval, null, [['--max-drop', '1']], false))[0]!.report.delta;
  const engineDrop = -((await truth('worse.jsonl')) ?? Number.NaN);
  if (Math.abs(engineDrop - builtDrop) > 1e-9)
    problems.push(`the engine's true drop ${engineDrop} differs from the built one ${builtDrop}`);
  const rechunkDelta = await truth('rechunked.jsonl');
  if (rechunkDelta !== 0) problems.push(`re-chunking changed the true score by ${rechunkDelta}`);

  const gate = (maxDrop: string, confidence = false) => [
    '--max-drop',
    maxDrop,
    ...(confidence ? ['--min-confidence', CONFIDENCE] : []),
  ];
  interface Group {
    label: string;
    reuse: boolean;
    retrieval: string;
    votes?: boolean;
    rows: { flags: string[]; t: Tally }[];
  }
  const group = (
    label: string,
    reuse: boolean,
    retrieval: string,
    settings: string[][],
    votes = false,
  ): Group => ({
    label,
    reuse,
    retrieval,
    votes,
    rows: settings.map((flags) => ({ flags, t: tally(show(flags)) })),
  });
  const votes3 = ['--votes', '3'];

  // Table 1: one recorded baseline, then RUNS pull requests with the same retrieval, each with its
  // own judge seed. With votes, main is recorded with votes too (a baseline judged with one vote
  // is biased differently: flips push most APs up).
  const recorded = await recordMain('main', seedOf('main'));
  const recordedVotes = await recordMain('main-votes', seedOf('main'), votes3);
  const t1 = [
    group('verdicts reused', true, 'main.jsonl', [gate(MAX_DROP)]),
    group('verdicts reused', true, 'main.jsonl', [gate(TIGHT)]),
    group(ASKED, false, 'main.jsonl', [
      gate(MAX_DROP),
      gate(TIGHT),
      gate(TIGHTER),
      gate(TIGHTER, true),
    ]),
    group(ASKED, false, 'main.jsonl', [[...votes3, ...gate(TIGHTER)]], true),
  ];
  for (let i = 0; i < RUNS; i += 1) {
    const s = seedOf(`unchanged-${i}`);
    for (const g of t1) {
      const base = g.votes ? recordedVotes : recorded;
      const flags = g.rows.map((row) => row.flags);
      const runs = await prRuns(base, g.retrieval, s, flags, g.reuse);
      runs.forEach((run, j) => add(g.rows[j]!.t, run));
    }
  }

  // Table 2: every run records its own main (fresh noise) and judges the PR with fresh noise;
  // verdicts of unchanged texts are reused from that main, as on GitHub.
  const tight = [gate(TIGHT), gate(TIGHT, true), gate(TIGHTER), gate(TIGHTER, true)];
  const t2 = [
    group('real drop', true, 'worse.jsonl', [gate(MAX_DROP), ...tight]),
    group('re-chunked, same ranking', true, 'rechunked.jsonl', tight),
  ];
  for (let i = 0; i < RUNS; i += 1) {
    const base = await recordMain('run-main', seedOf(`main-${i}`));
    const s = seedOf(`pr-${i}`);
    for (const g of t2) {
      const runs = await prRuns(
        base,
        g.retrieval,
        s,
        g.rows.map((row) => row.flags),
        g.reuse,
      );
      runs.forEach((run, j) => add(g.rows[j]!.t, run));
    }
  }

  // ---- invariants ----
  for (const { t } of t1.filter((g) => g.reuse).flatMap((g) => g.rows)) {
    if (t.failures !== 0) problems.push(`${t.label}: ${t.failures} gate failures, expected 0`);
    if (t.deltas.some((d) => d !== 0)) problems.push(`${t.label}: a delta other than exactly 0`);
    if (t.requests !== 0) problems.push(`${t.label}: ${t.requests} judge requests, expected 0`);
  }
  // On GitHub a PR asks only about new text: the changed cases of the drop, every case re-chunked.
  for (const g of t2) {
    const expected = g.retrieval === 'worse.jsonl' ? changedCases : N;
    for (const { t } of g.rows)
      if (t.requests !== expected * t.runs)
        problems.push(
          `${g.label}, ${t.label}: ${t.requests / t.runs} judge requests a run, expected ${expected}`,
        );
  }
  if (FLIP > 0 && t1.every((g) => g.rows.every(({ t }) => t.deltas.every((d) => d === 0))))
    problems.push('re-asked runs show no noise at all: the fake judge is not flipping verdicts');

  // ---- tables ----
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const f4 = (x: number) => x.toFixed(4);
  const pct = (n: number, of: number) => `${Math.round((100 * n) / of)}%`;
  const perRun = (t: Tally) => String(Math.round(t.requests / t.runs));
  console.log(
    `\nJudge noise: ${N} LLM-judged cases × k=${K}, a judge that flips ${Math.round(FLIP * 100)}% of verdicts at random, seed ${SEED}\n` +
      `(the product's CLI engine from ${values.dist}, in process, against the fake OpenAI on 127.0.0.1)\n`,
  );
  console.log(
    `1. Unchanged retrieval: ${RUNS} pull-request runs after one recorded baseline (its MAP ${f4(recorded.run.report.score)}; true MAP ${f4(truthMain.run.report.score)})\n`,
  );
  console.log(
    markdownTable(
      [
        'setting',
        'runs',
        'gate failures',
        'mean \\|delta\\|',
        'max \\|delta\\|',
        'judge requests / run',
      ],
      t1
        .flatMap((g) => g.rows.map(({ t }) => ({ g, t })))
        .map(({ g, t }) => [
          `${g.label}, ${g.votes ? t.label.replace('votes 3', 'votes 3 (main too)') : t.label}`,
          String(t.runs),
          `${t.failures} (${pct(t.failures, t.runs)})`,
          f4(mean(t.deltas.map(Math.abs))),
          f4(Math.max(...t.deltas.map(Math.abs))),
          perRun(t),
        ]),
    ),
  );
  console.log(
    `\n2. A real drop of ${f4(builtDrop)} MAP (ground truth: ${changedCases} of ${N} cases re-chunked and re-ranked worse), and a\n` +
      `   re-chunk that keeps the true ranking (every text new); ${RUNS} runs, each with its own recorded main and fresh noise\n`,
  );
  console.log(
    markdownTable(
      [
        'pull request',
        'setting',
        'runs',
        'gate failures',
        'true delta',
        'mean delta',
        'worst delta',
        'judge requests / run',
      ],
      t2
        .flatMap((g) => g.rows.map(({ t }) => ({ g, t })))
        .map(({ g, t }) => [
          g.label,
          t.label,
          String(t.runs),
          `${t.failures} (${pct(t.failures, t.runs)}) ${g.retrieval === 'worse.jsonl' ? 'caught' : 'false alarms'}`,
          f4(g.retrieval === 'worse.jsonl' ? -builtDrop : 0),
          f4(mean(t.deltas)),
          f4(Math.min(...t.deltas)),
          perRun(t),
        ]),
      2,
    ),
  );
} finally {
  await openai.close();
  await rm(dir, { recursive: true, force: true });
}

console.log(
  `\n${cliRuns} CLI runs in ${((performance.now() - started) / 1000).toFixed(1)} s wall time.`,
);
if (problems.length) {
  console.error(`\nINVARIANT BROKEN:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  '\nInvariant holds: with verdict reuse, every unchanged pull request scored exactly its baseline (delta 0, no judge request, no gate failure).',
);
