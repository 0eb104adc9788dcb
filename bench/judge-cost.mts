/**
 * Judge cost of verdict reuse: runs the bundled action (dist/index.js, as the runner does: a child
 * process) against the fake OpenAI and GitHub servers of the tests, once as a push to main
 * (records baseline + verdicts) and then as four pull requests, and prints what each run sent to
 * the judge.
 *
 *   node_modules/.bin/node bench/judge-cost.mts [--cases 200] [--dist dist/index.js]
 *
 * Loopback only; exits 1 when a reuse invariant breaks.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
// Node runs .ts files only by their real name; tsconfig lacks allowImportingTsExtensions (TS5097),
// but the imports still type-check against the helpers.
import { startFakeGitHub } from '../__tests__/helpers/fake-github.ts';
import { startFakeOpenAI } from '../__tests__/helpers/fake-openai.ts';
import { spawnAction } from '../__tests__/helpers/action-process.ts';
import { markdownTable } from './markdown-table.mts';
import { filler, mulberry32, WORDS, type Context, type Result } from './synthetic.mts';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '200' },
    dist: { type: 'string', default: 'dist/index.js' },
  },
});
const N = Number(values.cases);
if (!Number.isInteger(N) || N < 10) throw new Error('--cases must be an integer >= 10');
const DIST = resolve(values.dist);
if (!existsSync(DIST)) throw new Error(`${DIST} not found: run npm run build first`);
const K = 5;
const DATA_BRANCH = 'context-precision-data';

// Seeded: the same --cases gives the same data, so runs are comparable.
const rand = mulberry32(0x5eed);
// ~50 words, so token counts look like real chunks rather than one-liners.
const text50 = () => filler(rand, 50);

/** A passage; the fake judge says "yes" iff the text starts with REL. `tag` keeps texts unique. */
const passage = (caseId: string, tag: string): Context => {
  const rel = rand() < 0.4 ? 'REL' : 'OFF';
  return { id: `${caseId}-${tag}`, text: `${rel} ${caseId} passage ${tag}: ${text50()}` };
};

const caseIds = Array.from({ length: N }, (_, i) => `case-${String(i).padStart(4, '0')}`);
const golden = caseIds.map((id) => ({
  id,
  query: `What does ${id} say about ${WORDS[id.length % 12]}?`,
  expected: `The answer for ${id}: ${text50()}`,
}));
const main: Result[] = caseIds.map((id) => ({
  id,
  contexts: Array.from({ length: K }, (_, j) => passage(id, `p${j}`)),
}));
// Every 10th case is the "touched" 10% in scenarios c and d.
const touched = (i: number) => i % 10 === 0;

// c: re-chunked: one new passage enters at rank 2 and the last one drops out (only it is new text).
const newTexts: string[] = [];
const rechunked: Result[] = main.map((r, i) => {
  if (!touched(i)) return r;
  const fresh = passage(r.id, 'rechunk');
  newTexts.push(fresh.text);
  return { id: r.id, contexts: [r.contexts[0]!, fresh, ...r.contexts.slice(1, K - 1)] };
});
// d: re-ranked only: same texts, reversed order.
const reordered: Result[] = main.map((r, i) =>
  touched(i) ? { id: r.id, contexts: [...r.contexts].reverse() } : r,
);
// e: a new retriever: every text differs (the REL/OFF mix is redrawn too).
const replaced: Result[] = main.map((r) => ({
  id: r.id,
  contexts: r.contexts.map((_, j) => passage(r.id, `v2-${j}`)),
}));

const jsonl = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const dir = await mkdtemp(join(tmpdir(), 'cpg-bench-'));
const files: Record<string, unknown[]> = {
  'golden.jsonl': golden,
  'main.jsonl': main,
  'rechunked.jsonl': rechunked,
  'reordered.jsonl': reordered,
  'replaced.jsonl': replaced,
};
for (const [name, rows] of Object.entries(files)) await writeFile(join(dir, name), jsonl(rows));

const openai = await startFakeOpenAI({ decide: ({ text }) => text.startsWith('REL') });
const gh = await startFakeGitHub();

const pushEvent = { name: 'push', payload: { repository: { default_branch: 'main' } } };
const prEvent = {
  name: 'pull_request',
  payload: {
    repository: { default_branch: 'main' },
    pull_request: { number: 7, head: { sha: 'f'.repeat(40) } },
  },
};

interface Row {
  label: string;
  code: number | null;
  fakeReq: number;
  ghWrites: number;
  reportReq: number;
  ctxSent: number;
  sent: string[];
  tokensIn: number;
  tokensOut: number;
  reused: number;
  score: string;
  delta: string;
  seconds: number;
}

async function scenario(label: string, retrieval: string, push: boolean): Promise<Row> {
  openai.reset();
  const writesBefore = gh.writes().length;
  const started = performance.now();
  const run = await spawnAction(DIST, {
    workspace: dir,
    event: push ? pushEvent : prEvent,
    inputs: {
      golden: 'golden.jsonl',
      retrieval,
      'base-url': openai.url,
      'api-key': 'sk-bench',
      'github-token': 'ghs_bench',
      threshold: '0',
      comment: 'false',
      // The bench measures judge cost, not the gate: a re-ranked PR may legitimately drop > 0.05.
      'max-drop': '1',
    },
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_SHA: (push ? '1' : '2').repeat(40),
      GITHUB_REF: push ? 'refs/heads/main' : 'refs/pull/7/merge',
    },
  });
  const seconds = (performance.now() - started) / 1000;
  if (!run.report)
    throw new Error(
      `${label}: no report (exit ${run.code})\n${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`,
    );
  const sent = openai.requests.flatMap((r) => r.parsed?.contexts ?? []);
  const u = run.report.usage;
  return {
    label,
    code: run.code,
    fakeReq: openai.requests.length,
    ghWrites: gh.writes().length - writesBefore,
    reportReq: u.judgeRequests,
    ctxSent: sent.length,
    sent,
    tokensIn: u.inputTokens,
    tokensOut: u.outputTokens,
    reused: u.reusedVerdicts,
    score: run.outputs.score ?? '',
    delta: run.outputs.delta || '—',
    seconds,
  };
}

const failures: string[] = [];
const rows: Row[] = [];
let verdictBytes = 0;
try {
  rows.push(await scenario('a push to main (records)', 'main.jsonl', true));
  verdictBytes = gh.readFileBuffer(DATA_BRANCH, 'default/verdicts.json')?.length ?? 0;
  rows.push(await scenario('b PR, retrieval unchanged', 'main.jsonl', false));
  rows.push(await scenario('c PR, 10% re-chunked', 'rechunked.jsonl', false));
  rows.push(await scenario('d PR, 10% re-ordered', 'reordered.jsonl', false));
  rows.push(await scenario('e PR, all texts new', 'replaced.jsonl', false));
} finally {
  await openai.close();
  await gh.close();
  await rm(dir, { recursive: true, force: true });
}

// Invariants (README "Baseline, recording and drift").
const [a, b, c, d, e] = rows as [Row, Row, Row, Row, Row];
for (const r of rows) {
  if (r !== a && r.ghWrites > 0) failures.push(`${r.label}: a pull_request run wrote to GitHub`);
  if (r.code !== 0) failures.push(`${r.label}: exit code ${r.code}`);
  if (r.fakeReq !== r.reportReq)
    failures.push(`${r.label}: fake saw ${r.fakeReq} requests, report says ${r.reportReq}`);
}
if (a.ctxSent !== N * K) failures.push(`a: push judged ${a.ctxSent} contexts, expected ${N * K}`);
if (verdictBytes === 0) failures.push('a: no default/verdicts.json on the data branch');
if (b.fakeReq !== 0) failures.push(`b: unchanged PR made ${b.fakeReq} judge requests, expected 0`);
if (b.delta !== '0.0000') failures.push(`b: unchanged PR shows delta ${b.delta}, expected 0.0000`);
if (d.fakeReq !== 0) failures.push(`d: re-ordered PR made ${d.fakeReq} judge requests, expected 0`);
const sameMultiset = (x: string[], y: string[]) =>
  JSON.stringify([...x].sort()) === JSON.stringify([...y].sort());
if (!sameMultiset(c.sent, newTexts))
  failures.push(`c: sent ${c.ctxSent} contexts, expected exactly the ${newTexts.length} new texts`);
if (e.ctxSent !== N * K)
  failures.push(`e: new retrieval sent ${e.ctxSent} contexts, expected ${N * K}`);

// The table. The last two columns are arithmetic, not runs: what a judge without reuse would ask.
const head = [
  'scenario',
  'exit',
  'judge req (fake/report)',
  'contexts sent',
  'tokens in',
  'tokens out',
  'verdicts reused',
  'score',
  'delta',
  'wall s',
  'no reuse, per case* (computed, not run)',
  'per context* (computed, not run)',
];
const body = rows.map((r) => [
  r.label,
  String(r.code),
  `${r.fakeReq} / ${r.reportReq}`,
  String(r.ctxSent),
  r.tokensIn.toLocaleString('en-US'),
  r.tokensOut.toLocaleString('en-US'),
  String(r.reused),
  r.score,
  r.delta,
  r.seconds.toFixed(1),
  String(N),
  String(N * K),
]);
console.log(
  `\nJudge cost of verdict reuse: ${N} LLM-judged cases × k=${K} contexts (dist/index.js vs fake servers)\n`,
);
console.log(markdownTable(head, body));
console.log(`
* computed, not run, in judge requests: per case = one request per case re-judging everything each run (${N} requests,
  ${N * K} contexts, about the push's ${(a.tokensIn + a.tokensOut).toLocaleString('en-US')} tokens every run);
  per context = one request per context, as RAGAS's and DeepEval's context precision make (${N * K}).
Verdict store after the push: default/verdicts.json on ${DATA_BRANCH} = ${verdictBytes.toLocaleString('en-US')} bytes (${N * K} verdicts, ${(verdictBytes / (N * K)).toFixed(0)} B each).
Push wall time is mostly its ${a.ghWrites} GitHub writes (data branch creation included), which Octokit's
  throttling spaces about 1 s apart; the PR runs made ${b.ghWrites + c.ghWrites + d.ghWrites + e.ghWrites} writes.`);

if (failures.length) {
  console.error(`\nINVARIANTS BROKEN:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(
  '\nAll invariants hold: b and d made 0 judge requests, b shows delta 0.0000, c sent exactly the new contexts.',
);
