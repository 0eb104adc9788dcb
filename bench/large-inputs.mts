/**
 * Large inputs: runs the bundled action (dist/index.js) on synthetic golden sets judged by labels
 * (no LLM) as a pull request against the tests' fake GitHub (comment posted), and prints, per run,
 * wall time, the child's peak RSS, and the sizes of the report, the job summary and the comment.
 *
 *   node_modules/.bin/node bench/large-inputs.mts                      # 10k x 10 (json) and 150k x 5 (jsonl)
 *   node_modules/.bin/node bench/large-inputs.mts --runs 10000x10:json
 *   node_modules/.bin/node bench/large-inputs.mts --dist /tmp/old-dist/index.js   # an older build
 *
 *   node_modules/.bin/node bench/large-inputs.mts --node-flags=--max-semi-space-size=2   # V8's part
 *
 * A run is `CASESxCONTEXTS:FORMAT`, FORMAT the retrieval file's (json or jsonl; the golden file is
 * always .json, so the JSON reader is measured on both). Loopback only. Exits 1 when a run fails
 * (no report, outputs or summary) or when 10k x 10 exceeds 300 MB peak RSS.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
// Node runs .ts files only by their real name (see judge-cost.mts).
import { startFakeGitHub } from '../__tests__/helpers/fake-github.ts';
import { parseOutputFile } from '../__tests__/helpers/runner-output.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000x10:json,150000x5:jsonl' },
    dist: { type: 'string', default: 'dist/index.js' },
    words: { type: 'string', default: '50' },
    timeout: { type: 'string', default: '900' },
    keep: { type: 'boolean', default: false },
    // V8 flags for the child, to see how much of the peak is the heap's sizing, not the data.
    'node-flags': { type: 'string', default: '' },
  },
});
const DIST = resolve(values.dist);
const WORDS_PER_TEXT = Number(values.words);
const TIMEOUT_S = Number(values.timeout);
const RSS_TARGET_MB = 300;

interface RunSpec {
  cases: number;
  contexts: number;
  format: 'json' | 'jsonl';
}
const specs: RunSpec[] = values.runs.split(',').map((spec) => {
  const match = /^(\d+)x(\d+)(?::(json|jsonl))?$/.exec(spec.trim());
  if (!match) throw new Error(`--runs: "${spec}" is not CASESxCONTEXTS[:json|jsonl]`);
  return {
    cases: Number(match[1]),
    contexts: Number(match[2]),
    format: (match[3] ?? 'json') as RunSpec['format'],
  };
});

// Seeded PRNG (mulberry32): the same sizes give the same data, so runs are comparable.
let seed = 0x5eed;
function rand(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const WORDS =
  'index vacuum replica backup restore partition query planner cache latency shard lock'.split(' ');
const filler = () =>
  Array.from({ length: WORDS_PER_TEXT }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ');

/** Writes records one by one (the bench itself must not build a giant string). */
async function writeRecords(
  path: string,
  format: 'json' | 'jsonl',
  wrapper: string,
  count: number,
  record: (i: number) => unknown,
): Promise<number> {
  const out = createWriteStream(path);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  if (format === 'json') await write(`{\n  "${wrapper}": [\n`);
  for (let i = 0; i < count; i += 1) {
    const line = JSON.stringify(record(i));
    await write(format === 'json' ? `    ${line}${i < count - 1 ? ',' : ''}\n` : `${line}\n`);
  }
  if (format === 'json') await write('  ]\n}\n');
  out.end();
  await once(out, 'finish');
  return (await stat(path)).size;
}

interface Figures {
  label: string;
  code: number | null;
  seconds: number;
  peakRssMb: number | null;
  inputMb: number;
  reportMb: number | null;
  summaryKb: number;
  commentKb: number | null;
  outputs: Record<string, string>;
  error: string;
}

const MB = 1024 * 1024;

/** The child reports its own peak RSS on exit (also after an uncaught error). */
const RSS_PRELOAD = `data:text/javascript,${encodeURIComponent(
  "import { writeFileSync } from 'node:fs';" +
    "process.on('exit', () => { if (process.env.CPG_BENCH_RSS_FILE) writeFileSync(process.env.CPG_BENCH_RSS_FILE, String(process.resourceUsage().maxRSS)); });",
)}`;

async function runOnce(spec: RunSpec): Promise<Figures> {
  const label = `${spec.cases.toLocaleString('en-US')} x ${spec.contexts} (${spec.format})`;
  const dir = await mkdtemp(join(tmpdir(), 'cpg-large-'));
  const gh = await startFakeGitHub();
  try {
    const ids = Array.from({ length: spec.cases }, (_, i) => `case-${String(i).padStart(6, '0')}`);
    // ~40% of the contexts are labelled relevant; the labels judge decides, no LLM.
    const relevantOf = ids.map(() =>
      Array.from({ length: spec.contexts }, (_, j) => j).filter(() => rand() < 0.4),
    );
    let inputBytes = await writeRecords(
      join(dir, 'golden.json'),
      'json',
      'cases',
      spec.cases,
      (i) => ({
        id: ids[i],
        query: `What does ${ids[i]} say about ${WORDS[i % WORDS.length]}?`,
        relevant: relevantOf[i]!.map((j) => `${ids[i]}-p${j}`),
      }),
    );
    const retrieval = `retrieval.${spec.format}`;
    inputBytes += await writeRecords(
      join(dir, retrieval),
      spec.format,
      'results',
      spec.cases,
      (i) => ({
        id: ids[i],
        contexts: Array.from({ length: spec.contexts }, (_, j) => ({
          id: `${ids[i]}-p${j}`,
          text: `${ids[i]} passage ${j}: ${filler()}`,
        })),
      }),
    );

    const files = {
      output: join(dir, 'output.txt'),
      summary: join(dir, 'summary.md'),
      event: join(dir, 'event.json'),
      rss: join(dir, 'rss.txt'),
      report: join(dir, 'report.json'),
    };
    await writeFile(files.output, '');
    await writeFile(files.summary, '');
    await writeFile(
      files.event,
      JSON.stringify({
        repository: { default_branch: 'main' },
        pull_request: { number: 7, head: { sha: 'f'.repeat(40) } },
      }),
    );
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      GITHUB_WORKSPACE: dir,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_EVENT_PATH: files.event,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_REPOSITORY: 'acme/rag',
      GITHUB_SHA: '2'.repeat(40),
      GITHUB_REF: 'refs/pull/7/merge',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_API_URL: gh.url,
      GITHUB_RUN_ID: '42',
      RUNNER_TEMP: dir,
      CPG_BENCH_RSS_FILE: files.rss,
      INPUT_GOLDEN: 'golden.json',
      INPUT_RETRIEVAL: retrieval,
      INPUT_JUDGE: 'labels',
      INPUT_THRESHOLD: '0',
      'INPUT_GITHUB-TOKEN': 'ghs_bench',
      'INPUT_REPORT-PATH': files.report,
    };

    const started = performance.now();
    const { code, stderr, stdout } = await new Promise<{
      code: number | null;
      stderr: string;
      stdout: string;
    }>((done) => {
      const flags = values['node-flags'].split(' ').filter(Boolean);
      const child = spawn(process.execPath, [...flags, '--import', RSS_PRELOAD, DIST], {
        cwd: dir,
        env,
      });
      let out = '';
      let err = '';
      // Only the tails are kept: the bench must not hold what a crashing child prints.
      child.stdout.on('data', (chunk) => (out = (out + chunk).slice(-4000)));
      child.stderr.on('data', (chunk) => (err = (err + chunk).slice(-4000)));
      const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_S * 1000);
      child.on('close', (exitCode, signal) => {
        clearTimeout(timer);
        done({ code: exitCode ?? (signal ? -1 : null), stdout: out, stderr: err });
      });
    });
    const seconds = (performance.now() - started) / 1000;

    const sizeOf = async (path: string) => (await stat(path).catch(() => null))?.size ?? null;
    const rssKb = Number(await readFile(files.rss, 'utf8').catch(() => ''));
    const outputs = parseOutputFile(await readFile(files.output, 'utf8'));
    const comment = gh.comments(7).at(-1)?.body;
    const failed = (/::error::(.*)/.exec(stdout)?.[1] ?? '').split('%0A')[0]!;
    const crashed = /(RangeError|FATAL ERROR|Error)[^\n]*/.exec(stderr)?.[0] ?? '';
    const reportBytes = await sizeOf(files.report);
    return {
      label,
      code,
      seconds,
      peakRssMb: rssKb > 0 ? rssKb / 1024 : null,
      inputMb: inputBytes / MB,
      reportMb: reportBytes === null ? null : reportBytes / MB,
      summaryKb: ((await sizeOf(files.summary)) ?? 0) / 1024,
      commentKb: comment === undefined ? null : Buffer.byteLength(comment) / 1024,
      outputs,
      error: (failed || crashed || (code === -1 ? `killed after ${TIMEOUT_S} s` : '')).slice(
        0,
        160,
      ),
    };
  } finally {
    await gh.close();
    if (values.keep) console.error(`kept ${dir}`);
    else await rm(dir, { recursive: true, force: true });
  }
}

const failures: string[] = [];
const rows: Figures[] = [];
for (const spec of specs) {
  const figures = await runOnce(spec);
  rows.push(figures);
  const done =
    figures.reportMb !== null &&
    figures.outputs.cases === String(spec.cases) &&
    figures.summaryKb > 0 &&
    figures.commentKb !== null;
  if (!done)
    failures.push(
      `${figures.label}: did not finish with report, outputs, summary and comment (exit ${figures.code}) ${figures.error}`,
    );
  if (
    spec.cases === 10_000 &&
    spec.contexts === 10 &&
    (figures.peakRssMb === null || figures.peakRssMb > RSS_TARGET_MB)
  )
    failures.push(
      `${figures.label}: peak RSS ${figures.peakRssMb?.toFixed(0)} MB > ${RSS_TARGET_MB} MB`,
    );
}

const fmt = (n: number | null, digits = 1) => (n === null ? '—' : n.toFixed(digits));
const head = [
  'run (retrieval format)',
  'exit',
  'wall s',
  'peak RSS MB',
  'inputs MB',
  'report MB',
  'summary KB',
  'comment KB',
  'score',
  'error',
];
const body = rows.map((r) => [
  r.label,
  String(r.code),
  fmt(r.seconds),
  fmt(r.peakRssMb, 0),
  fmt(r.inputMb),
  fmt(r.reportMb),
  fmt(r.summaryKb, 0),
  fmt(r.commentKb, 0),
  r.outputs.score ?? '—',
  r.error || '',
]);
const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
const line = (cells: string[]) =>
  '| ' +
  cells
    .map((cell, i) =>
      i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
    )
    .join(' | ') +
  ' |';
console.log(
  `\nLarge inputs, judged by labels, as a pull request with a comment (${DIST}${values['node-flags'] ? ` ${values['node-flags']}` : ''}; ~${WORDS_PER_TEXT} words a context)\n`,
);
console.log(line(head));
console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
for (const row of body) console.log(line(row));
if (failures.length) {
  console.error(`\nTARGETS MISSED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `\nAll runs finished with report, outputs, summary and comment; 10k x 10 within ${RSS_TARGET_MB} MB.`,
);
