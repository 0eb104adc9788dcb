/**
 * Run memory (issue 42): the peak RSS and wall time of the bundled action (a child process, as the
 * runner starts it) judging CASES unlabelled cases x CONTEXTS contexts with an LLM (the tests' fake
 * OpenAI on 127.0.0.1, as a pull request against the fake GitHub, no baseline, no comment), for
 * one or more builds side by side, interleaved run by run.
 *
 *   node_modules/.bin/node bench/run-memory.mts                                   # dist/index.js, 200 x 10, 5 runs
 *   node_modules/.bin/node bench/run-memory.mts --dist /tmp/old/index.js --dist dist/index.js --runs 7
 *
 * An older build: `git archive <commit> dist | tar -x -C /tmp/old` (dist/ is committed). The
 * child reports its own peak RSS (`process.resourceUsage().maxRSS`) and CPU time (user + system,
 * steadier than the wall on a shared machine), on exit, through a preload in NODE_OPTIONS. Prints each build's median, lowest and highest of both. Loopback only.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
// Node runs .ts files only by their real name (see judge-cost.mts).
import { spawnAction } from '../__tests__/helpers/action-process.ts';
import { startFakeGitHub } from '../__tests__/helpers/fake-github.ts';
import { startFakeOpenAI } from '../__tests__/helpers/fake-openai.ts';
import { markdownTable } from './markdown-table.mts';
import { filler, mulberry32, WORDS } from './synthetic.mts';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '200' },
    contexts: { type: 'string', default: '10' },
    runs: { type: 'string', default: '5' },
    dist: { type: 'string', multiple: true, default: ['dist/index.js'] },
    // V8 flags for the child, to see how much of the peak is the heap's sizing.
    'node-flags': { type: 'string', default: '' },
  },
});
const CASES = Number(values.cases);
const CONTEXTS = Number(values.contexts);
const RUNS = Number(values.runs);
const builds = values.dist.map((path) => resolve(path));
for (const build of builds) if (!existsSync(build)) throw new Error(`${build} not found`);

const rand = mulberry32(0x5eed);
const dir = await mkdtemp(join(tmpdir(), 'cpg-run-memory-'));
const ids = Array.from({ length: CASES }, (_, i) => `case-${String(i).padStart(4, '0')}`);
const jsonl = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
await writeFile(
  join(dir, 'golden.jsonl'),
  jsonl(
    ids.map((id, i) => ({
      id,
      query: `What does ${id} say about ${WORDS[i % WORDS.length]}?`,
      expected: `The answer for ${id}: ${filler(rand, 30)}`,
    })),
  ),
);
await writeFile(
  join(dir, 'retrieval.jsonl'),
  jsonl(
    ids.map((id) => ({
      id,
      contexts: Array.from({ length: CONTEXTS }, (_, j) => ({
        id: `${id}-p${j}`,
        text: `${rand() < 0.4 ? 'REL' : 'OFF'} ${id} passage ${j}: ${filler(rand, 50)}`,
      })),
    })),
  ),
);

const rssFile = join(dir, 'rss.txt');
const PRELOAD = `data:text/javascript,${encodeURIComponent(
  "import { writeFileSync } from 'node:fs'; process.on('exit', () => { const u = process.resourceUsage(); writeFileSync(process.env.CPG_BENCH_RSS_FILE, [u.maxRSS, u.userCPUTime + u.systemCPUTime].join(' ')); });",
)}`;
const openai = await startFakeOpenAI({ decide: ({ text }) => text.startsWith('REL') });
const gh = await startFakeGitHub();
const event = {
  name: 'pull_request',
  payload: {
    repository: { default_branch: 'main' },
    pull_request: { number: 7, head: { sha: 'f'.repeat(40) } },
  },
};

/** One run of a build: its wall time (s), peak RSS (MiB) and CPU time (s, user + system). */
async function runOnce(build: string): Promise<{ s: number; mib: number; cpu: number }> {
  openai.reset();
  const started = performance.now();
  const run = await spawnAction(build, {
    workspace: dir,
    event,
    inputs: {
      golden: 'golden.jsonl',
      retrieval: 'retrieval.jsonl',
      'base-url': openai.url,
      'api-key': 'sk-bench',
      'github-token': 'ghs_bench',
      threshold: '0',
      comment: 'false',
    },
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_SHA: '2'.repeat(40),
      GITHUB_REF: 'refs/pull/7/merge',
      NODE_OPTIONS: `--import=${PRELOAD} ${values['node-flags']}`,
      CPG_BENCH_RSS_FILE: rssFile,
    },
  });
  const s = (performance.now() - started) / 1000;
  if (run.code !== 0 || !run.report)
    throw new Error(
      `${build}: exit ${run.code}\n${run.stdout.slice(-1500)}${run.stderr.slice(-1500)}`,
    );
  if (openai.requests.length < CASES)
    throw new Error(`${build}: only ${openai.requests.length} judge requests`);
  const [kib, micros] = (await readFile(rssFile, 'utf8')).split(' ').map(Number);
  return { s, mib: (kib as number) / 1024, cpu: (micros as number) / 1e6 };
}

const figures = builds.map(() => ({ s: [] as number[], mib: [] as number[], cpu: [] as number[] }));
try {
  for (let i = 0; i < RUNS; i += 1) {
    // In turns: each build first once in a while, so no build always follows an idle spell.
    const order = builds.map((_, b) => (b + i) % builds.length);
    for (const b of order) {
      const { s, mib, cpu } = await runOnce(builds[b] as string);
      figures[b]?.s.push(s);
      figures[b]?.mib.push(mib);
      figures[b]?.cpu.push(cpu);
    }
  }
} finally {
  await openai.close();
  await gh.close();
  await rm(dir, { recursive: true, force: true });
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)] ?? NaN;
const range = (xs: number[], digits: number) =>
  `${median(xs).toFixed(digits)} (${sorted(xs)[0]?.toFixed(digits)}-${sorted(xs).at(-1)?.toFixed(digits)})`;
console.log(
  `\nRun memory: ${CASES} cases x ${CONTEXTS} contexts judged by the fake LLM, a pull request; ${cpus().length} CPUs, load ${loadavg()[0]?.toFixed(1)}; median (lowest-highest) of ${RUNS}\n`,
);
console.log(
  markdownTable(
    ['build', 'peak RSS MiB', 'wall s', 'CPU s'],
    builds.map((build, b) => [
      build,
      range(figures[b]!.mib, 1),
      range(figures[b]!.s, 2),
      range(figures[b]!.cpu, 2),
    ]),
  ),
);
