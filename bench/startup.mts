/**
 * Start-up cost of the CLI, side by side with an older build (its committed dist/ and bin/):
 * (a) cold start to a bad-input exit (a golden file with a JSON syntax error, exit 2), wall time,
 * with bare `node -e 0` for reference; (b) CPU time (user + sys of the child, from /usr/bin/time)
 * for N LLM-judged cases against the tests' fake OpenAI server on 127.0.0.1. Our CLI keeps Node's
 * compile cache (bin/, in a folder of the bench's here): its figures are a repeated run's, and a
 * third series, ours with the cache off, is a first run's. The older CLI has no such cache.
 *
 *   git worktree add --detach ../old233 233dc18    # dist/ and bin/ are committed there
 *   npm run build                                   # ours runs dist/, so build after changing src/
 *   node_modules/.bin/node bench/startup.mts --old ../old233 [--runs 7] [--cases 200]
 *
 * The runs are interleaved (ours, old, node, ours, old, node, ...) so that the load of the machine
 * weighs on both alike; the table shows medians. Both CLIs run this repository's node binary.
 * Exits 1 when a run does not end as expected (exit 2 for the bad input, 0 for the judged run).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
// Node runs .ts files only by their real name (see judge-cost.mts).
import { startFakeOpenAI } from '../__tests__/helpers/fake-openai.ts';
import { markdownTable } from './markdown-table.mts';
import { filler, mulberry32, WORDS, type Context, type Result } from './synthetic.mts';

const { values } = parseArgs({
  options: {
    old: { type: 'string' },
    runs: { type: 'string', default: '7' },
    cases: { type: 'string', default: '200' },
  },
});
const RUNS = Number(values.runs);
const N = Number(values.cases);
if (!values.old) throw new Error('--old <worktree of the older commit> is required');
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be an integer >= 1');
if (!Number.isInteger(N) || N < 1) throw new Error('--cases must be an integer >= 1');
const K = 5;

const root = fileURLToPath(new URL('..', import.meta.url));
const node = process.execPath;
const cli = {
  ours: join(root, 'bin', 'context-precision-gate.js'),
  old: join(resolve(values.old), 'bin', 'context-precision-gate.js'),
};
for (const bin of Object.values(cli))
  if (!existsSync(bin)) throw new Error(`${bin} does not exist (build, or check --old)`);

// Nothing from this shell's environment reaches the CLI (no GITHUB_*, no OPENAI_API_KEY).
const env = { PATH: process.env.PATH ?? '', HOME: tmpdir(), LANG: 'C.UTF-8' };

interface Outcome {
  code: number | null;
  wallMs: number;
  cpuMs: number;
  stderr: string;
}

/** Runs node with `args` in `cwd` under /usr/bin/time, which reports the child's user + sys. */
function run(args: string[], cwd: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<Outcome> {
  const timeFile = join(cwd, `.time-${process.hrtime.bigint()}`);
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn('/usr/bin/time', ['-f', '%U %S', '-o', timeFile, node, ...args], {
      cwd,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => {
      const wallMs = performance.now() - started;
      readFile(timeFile, 'utf8').then((text) => {
        // The last line; /usr/bin/time writes "Command exited with non-zero status 2" before it.
        const [user = NaN, sys = NaN] = text.trim().split('\n').at(-1)!.split(' ').map(Number);
        done({ code, wallMs, cpuMs: (user + sys) * 1000, stderr });
      }, fail);
    });
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const dir = await mkdtemp(join(tmpdir(), 'cpg-bench-startup-'));
// Ours runs from a copy of what the package ships (bin/, dist/, package.json), as the older build
// runs from its worktree: in this repository a bundled dependency would find the development
// packages of node_modules/ (fdir loads picomatch when it can resolve it), which no install has.
const shipped = join(dir, 'ours');
for (const part of ['bin', 'dist', 'package.json'])
  await cp(join(root, part), join(shipped, part), { recursive: true });
cli.ours = join(shipped, 'bin', 'context-precision-gate.js');
const failures: string[] = [];
const expectCode = (label: string, outcome: Outcome, code: number) => {
  if (outcome.code !== code)
    failures.push(
      `${label}: exit ${outcome.code}, expected ${code}\n${outcome.stderr.slice(-800)}`,
    );
};

// (a) cold start: a golden file with a syntax error on line 2.
const badDir = join(dir, 'bad');
await mkdir(badDir);
await writeFile(
  join(badDir, 'golden.jsonl'),
  '{"id": "a", "query": "q", "relevant": ["x"]}\n{"id": "b", "query": \n',
);
await writeFile(join(badDir, 'results.jsonl'), '{"id": "a", "contexts": [{"id": "x"}]}\n');
const badArgs = ['--golden', 'golden.jsonl', '--retrieval', 'results.jsonl'];
const cold = { ours: [] as number[], old: [] as number[], node: [] as number[] };

// (b) judged cases: unlabelled (so the LLM judges each), k = 5 contexts of about 50 words.
const rand = mulberry32(0x5eed);
const caseIds = Array.from({ length: N }, (_, i) => `case-${String(i).padStart(4, '0')}`);
const golden = caseIds.map((id) => ({
  id,
  query: `What does ${id} say about ${WORDS[id.length % 12]}?`,
  expected: `The answer for ${id}: ${filler(rand, 50)}`,
}));
const results: Result[] = caseIds.map((id) => ({
  id,
  contexts: Array.from({ length: K }, (_, j): Context => {
    const rel = rand() < 0.4 ? 'REL' : 'OFF';
    return { id: `${id}-p${j}`, text: `${rel} ${id} passage ${j}: ${filler(rand, 50)}` };
  }),
}));
const jsonl = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const openai = await startFakeOpenAI({ decide: ({ text }) => text.startsWith('REL') });
const judgedArgs = (reportPath: string) => [
  '--golden',
  join(dir, 'golden.jsonl'),
  '--retrieval',
  join(dir, 'results.jsonl'),
  '--base-url',
  openai.url,
  '--api-key',
  'sk-bench',
  // No gate: the bench measures the work, not the verdict.
  '--threshold',
  '0',
  '--report-path',
  reportPath,
];
await writeFile(join(dir, 'golden.jsonl'), jsonl(golden));
await writeFile(join(dir, 'results.jsonl'), jsonl(results));
const cpu = { ours: [] as number[], old: [] as number[], first: [] as number[] };
const wall = { ours: [] as number[], old: [] as number[], first: [] as number[] };
// Our CLI keeps Node's compile cache (bin/): the bench's own folder for it, and "first", our first
// run on a machine, with the cache off. The older CLI has none.
const runEnv = {
  ours: { NODE_COMPILE_CACHE: join(dir, 'compile-cache') },
  first: { NODE_DISABLE_COMPILE_CACHE: '1' },
  old: {},
};
const load = [loadavg()[0]!];

try {
  // One warm-up of each, not counted: the first run after a build pays for the disk cache.
  await run([cli.ours, ...badArgs], badDir, runEnv.ours);
  await run([cli.old, ...badArgs], badDir);
  // And one judged run of ours, which fills its compile cache as a user's first run does.
  const warm = await mkdtemp(join(dir, 'judged-warm-up-'));
  await run([cli.ours, ...judgedArgs(join(warm, 'report.json'))], warm, runEnv.ours);
  for (let i = 0; i < RUNS; i += 1) {
    for (const which of ['ours', 'old'] as const) {
      const outcome = await run([cli[which], ...badArgs], badDir, runEnv[which]);
      expectCode(`cold start, ${which}`, outcome, 2);
      cold[which].push(outcome.wallMs);
    }
    cold.node.push((await run(['-e', '0'], badDir)).wallMs);
  }
  load.push(loadavg()[0]!);
  for (let i = 0; i < RUNS; i += 1) {
    for (const which of ['ours', 'first', 'old'] as const) {
      // A fresh working folder each run: no local verdict cache carries over.
      const cwd = await mkdtemp(join(dir, `judged-${which}-`));
      const bin = which === 'old' ? cli.old : cli.ours;
      const outcome = await run([bin, ...judgedArgs(join(cwd, 'report.json'))], cwd, runEnv[which]);
      expectCode(`judged run, ${which}`, outcome, 0);
      cpu[which].push(outcome.cpuMs);
      wall[which].push(outcome.wallMs);
    }
  }
  load.push(loadavg()[0]!);
} finally {
  await openai.close();
  await rm(dir, { recursive: true, force: true });
}

const rows: [string, number, number | undefined][] = [
  ['(a) cold start to a bad-input exit, wall ms', median(cold.ours), median(cold.old)],
  ['    bare `node -e 0`, wall ms (reference)', median(cold.node), undefined],
  [`(b) ${N} LLM-judged cases, CPU ms (user+sys)`, median(cpu.ours), median(cpu.old)],
  [`    the same runs, wall ms`, median(wall.ours), median(wall.old)],
  [`    ours's first run (no compile cache yet), CPU ms`, median(cpu.first), median(cpu.old)],
];
const head = ['median of ' + RUNS, 'ours', 'old', 'ours / old'];
const body = rows.map(([label, ours, old]) => [
  label,
  ours.toFixed(0),
  old === undefined ? '' : old.toFixed(0),
  old === undefined ? '' : `${(ours / old).toFixed(2)}x`,
]);
console.log(
  `\nStart-up: ours (bin/ and dist/ of ${root}, copied) vs old (${cli.old}), node ${process.version}\n`,
);
console.log(markdownTable(head, body));
const all = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(' ');
console.log(`
Runs interleaved ours/old(/node); every run, in order:
  cold ours ${all(cold.ours)} | old ${all(cold.old)} | node ${all(cold.node)}
  cpu  ours ${all(cpu.ours)} | old ${all(cpu.old)} | ours's first runs ${all(cpu.first)}
The machine's load average (1 min) was ${load.map((l) => l.toFixed(1)).join(' → ')} on ${cpus().length} cores:
  the absolute figures move with it; compare ours with old, measured side by side.`);

if (failures.length) {
  console.error(`\nUNEXPECTED EXITS:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
