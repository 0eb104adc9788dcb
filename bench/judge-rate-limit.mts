/**
 * Judge throughput and adaptive concurrency: runs the bundled action (dist/index.js, as the runner
 * does: a child process) against the tests' fake OpenAI on 127.0.0.1 and compares the judging time
 * with its physical limit (cases × latency / requests in flight).
 *
 *   node_modules/.bin/node bench/judge-rate-limit.mts [--latency 500] [--dist dist/index.js]
 *
 * a. rate-limited: the provider allows 4 requests in flight (429 with retry-after-ms beyond),
 *    concurrency 32, 200 cases, 50 ms a request. Limit 200 × 50 / 4 = 2.5 s; target within 2x,
 *    no failed case.
 * b. throughput: 1000 cases × 10 contexts, concurrency 32, 500 ms a request (`--latency`), no rate
 *    limit. Limit 1000 × 500 / 32 = 15.6 s; target within 1.2x. At 50 ms a request the run is
 *    CPU-bound on a busy 2-core machine (about 5 ms of CPU per request in the action), which the
 *    ratio then shows.
 * "judging" is from the first request's arrival to the last answer, as the fake saw them; "run"
 * is the whole process (start-up, loading, report). Exits 1 when a target is missed.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
// Node runs .ts files only by their real name (see judge-cost.mts).
import { spawnAction } from '../__tests__/helpers/action-process.ts';
import { startFakeOpenAI } from '../__tests__/helpers/fake-openai.ts';

interface Scenario {
  name: string;
  cases: number;
  contexts: number;
  concurrency: number;
  latencyMs: number;
  maxInFlight?: number;
  target: number;
}

const { values } = parseArgs({
  options: {
    latency: { type: 'string', default: '500' },
    dist: { type: 'string', default: 'dist/index.js' },
  },
});
const throughputLatency = Number(values.latency);
const DIST = resolve(values.dist);
if (!existsSync(DIST)) throw new Error(`${DIST} not found: run npm run build first`);

const scenarios: Scenario[] = [
  {
    name: 'a. rate-limited (4 in flight allowed)',
    cases: 200,
    contexts: 2,
    concurrency: 32,
    latencyMs: 50,
    maxInFlight: 4,
    target: 2,
  },
  {
    name: 'b. throughput 1000 x 10',
    cases: 1000,
    contexts: 10,
    concurrency: 32,
    latencyMs: throughputLatency,
    target: 1.2,
  },
];

let failed = false;
for (const s of scenarios) {
  const fake = await startFakeOpenAI({
    delayMs: s.latencyMs,
    maxInFlight: s.maxInFlight,
    decide: ({ text }) => text.startsWith('REL'),
  });
  const golden = Array.from({ length: s.cases }, (_, i) => ({
    id: `c${i}`,
    query: `Question ${i}?`,
    expected: `Answer ${i}`,
    contexts: Array.from(
      { length: s.contexts },
      (_, j) => `${j % 3 === 0 ? 'REL' : 'OFF'} case ${i} passage ${j}`,
    ),
  }));
  const workspace = await mkdtemp(join(tmpdir(), 'cpg-bench-'));
  await mkdir(join(workspace, 'golden'));
  await writeFile(
    join(workspace, 'golden/cases.jsonl'),
    golden.map((c) => JSON.stringify(c)).join('\n') + '\n',
  );
  const started = performance.now();
  const result = await spawnAction(DIST, {
    workspace,
    inputs: {
      golden: 'golden/*.jsonl',
      'base-url': fake.url,
      'api-key': 'sk-bench',
      concurrency: String(s.concurrency),
      threshold: '0',
    },
  });
  const runMs = performance.now() - started;
  const first = Math.min(...fake.requests.map((r) => r.receivedAt));
  const last = Math.max(...fake.requests.map((r) => r.answeredAt ?? r.receivedAt));
  const judgingMs = last - first;
  const allowed = s.maxInFlight ?? s.concurrency;
  const limitMs = (s.cases * s.latencyMs) / Math.min(allowed, s.concurrency);
  const failedCases = (result.report?.cases ?? []).filter(
    (c: { error: string | null }) => c.error,
  ).length;
  const refused = fake.requests.filter((r) => r.status === 429).length;
  const ratio = judgingMs / limitMs;
  const ok = result.code === 0 && failedCases === 0 && ratio <= s.target;
  failed ||= !ok;
  console.log(
    [
      `${s.name}: ${ok ? 'OK' : 'MISSED'}`,
      `  judging ${(judgingMs / 1000).toFixed(2)} s vs limit ${(limitMs / 1000).toFixed(2)} s = ${ratio.toFixed(2)}x (target <= ${s.target}x)`,
      `  run ${(runMs / 1000).toFixed(2)} s, exit ${result.code}, failed cases ${failedCases}, requests ${fake.requests.length} (${refused} answered 429), peak in flight ${fake.peakInFlight}`,
    ].join('\n'),
  );
  if (result.code !== 0)
    console.error(`${result.stdout.slice(-2000)}\n${result.stderr.slice(-2000)}`);
  await fake.close();
  await rm(workspace, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
