/**
 * The data branch's growth: N records of a synthetic team through the store (in process) against
 * the tests' fake GitHub, then the branch exported byte for byte into a real git repository (one
 * commit per record, the same blobs at the same paths, checked), packed with `git gc --aggressive`.
 *
 *   node_modules/.bin/node --experimental-transform-types --import=./scripts/ts-resolve.mjs bench/data-branch.mts
 *   node_modules/.bin/node --experimental-transform-types --import=./scripts/ts-resolve.mjs bench/data-branch.mts --setups llm1000 --records 20
 *
 * Set-ups (`--setups`, comma separated): `llm1000` (1,000 LLM-judged cases x 10 contexts, 200
 * records), `labels1000` (1,000 label-judged cases, 200), `labels10000` (10,000, 50), `llm150000`
 * (two records of 150,000 LLM-judged cases x 10, the second moving 2-5% of them, then a pull
 * request's read of the store: time, requests, bytes and memory; `--cases N` for fewer cases,
 * `--real-deadline` under the store's own deadline, `--fake-process` with the fake in a child process,
 * so that the CPU and peak memory printed as ours are the store's and the bench's alone). `--no-dashboard`: records without the dashboard (the input's default writes it). Each push moves one passage in 2-5% of the cases; 20 pushes a day. Prints per set-up:
 * the pack after N records and per record, a year extrapolated (20 pushes a day), the bytes a
 * record uploads (new blobs) beside the bytes of what changed, and the branch's tree. Exits 1
 * when the export's trees differ from the fake's.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createHash } from 'node:crypto';
import { startFakeGitHub, type FakeGitHub } from '../__tests__/helpers/fake-github.ts';
import { createOctokit } from '../src/github/octokit.ts';
import { BranchFiles } from '../src/github/branch-files.ts';
import { GitHubBaselineStore } from '../src/baseline/baseline-store.ts';
import { filler, mulberry32 } from './synthetic.mts';
import { inProcess, type FakeView, type Queries } from './fake-stats.mts';
import { childFake } from './fake-child.mts';

const { values } = parseArgs({
  allowNegative: true,
  options: {
    setups: { type: 'string', default: 'llm1000,labels1000,labels10000,llm150000' },
    records: { type: 'string' },
    keep: { type: 'boolean', default: false },
    /** Each record also writes the dashboard, as the action's input does by default. */
    dashboard: { type: 'boolean', default: true },
    /** The big set-up with fewer cases (to iterate faster; the reported figures use 150,000). */
    cases: { type: 'string' },
    /** The big set-up under the store's own deadline (180 s + 2 s a write request), as on GitHub. */
    'real-deadline': { type: 'boolean', default: false },
    /** The fake GitHub in a child process (the big set-up): its CPU and memory apart from ours. */
    'fake-process': { type: 'boolean', default: false },
  },
});

interface Setup {
  cases: number;
  llm: boolean;
  records: number;
  /** Timed record by record, then a pull request's read; not exported to git. */
  big?: boolean;
}
const SETUPS: Record<string, Setup> = {
  llm1000: { cases: 1000, llm: true, records: 200 },
  labels1000: { cases: 1000, llm: false, records: 200 },
  labels10000: { cases: 10_000, llm: false, records: 50 },
  llm150000: { cases: 150_000, llm: true, records: 2, big: true },
};
const CONTEXTS = 10;
const PER_DAY = 20;
const MODEL = 'openai/gpt-4.1-mini';
const hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** The synthetic team: cases with ranked passages; a push moves one passage in 2-5% of them. */
function team(setup: Setup, rand: () => number) {
  const cases = Array.from({ length: setup.cases }, (_, i) => ({
    id: `case-${String(i).padStart(6, '0')}`,
    query: filler(rand, 8),
    contexts: Array.from({ length: CONTEXTS }, () => ({
      id: hex(String(rand())).slice(0, 12),
      relevant: rand() < 0.4,
    })),
  }));
  const push = () => {
    const moved: string[] = [];
    const share = 0.02 + rand() * 0.03;
    for (const c of cases) {
      if (rand() >= share) continue;
      c.contexts[Math.floor(rand() * CONTEXTS)] = {
        id: hex(String(rand())).slice(0, 12),
        relevant: rand() < 0.4,
      };
      moved.push(c.id);
    }
    return moved;
  };
  return { cases, push };
}

function ap(relevant: boolean[]): number {
  let hits = 0;
  let sum = 0;
  relevant.forEach((r, i) => {
    if (r) sum += ++hits / (i + 1);
  });
  return hits ? sum / hits : 0;
}

function reportOf(setup: Setup, cases: ReturnType<typeof team>['cases'], sha: string, at: Date) {
  const rows = cases.map((c) => ({
    id: c.id,
    query: c.query,
    ap: ap(c.contexts.map((x) => x.relevant)),
    judge: setup.llm ? 'llm' : 'labels',
    error: null,
    contexts: c.contexts.map((x) => ({ id: x.id, relevant: x.relevant })),
    definition: {
      hash: hex(c.id).slice(0, 16),
      query: hex(c.query).slice(0, 16),
      expected: '',
      labels: '',
    },
    metrics: { recall: ap(c.contexts.map((x) => x.relevant)) },
  }));
  return {
    commit: { sha, ref: 'refs/heads/main' },
    createdAt: at.toISOString(),
    score: rows.reduce((s, r) => s + r.ap, 0) / rows.length,
    scale: 1,
    threshold: 0.7,
    model: setup.llm ? MODEL : null,
    promptVersion: setup.llm ? 'v3' : null,
    k: null,
    denominator: 'retrieved',
    cases: rows,
  } as never;
}

function verdictsOf(
  cases: ReturnType<typeof team>['cases'],
  rand: () => number,
  known: Map<string, unknown>,
) {
  const used = new Map<
    string,
    {
      relevant: boolean;
      reason: string;
      model: string;
      promptVersion: string;
      statements?: number[];
    }
  >();
  for (const c of cases)
    for (const x of c.contexts) {
      const key = hex(`${c.id}\0${x.id}`).slice(0, 32);
      const verdict = (known.get(key) as never) ?? {
        relevant: x.relevant,
        reason: `The passage ${x.relevant ? 'states' : 'does not state'} ${filler(rand, 14)}.`,
        statements: x.relevant ? [1] : [],
        model: MODEL,
        promptVersion: 'v3',
      };
      known.set(key, verdict);
      used.set(key, verdict);
    }
  return used;
}

/** The fake's branch, commit by commit, into a real repository; checks the trees; packs it. */
function exportBranch(fake: FakeGitHub, dir: string, branch: string, upTo = Infinity) {
  const chain: string[] = [];
  for (let sha = fake.branchHead(branch); sha; sha = fake.getCommit(sha)?.parents[0])
    chain.unshift(sha);
  chain.splice(upTo);
  execFileSync('git', ['init', '-q', '-b', branch, dir]);
  const parts: Buffer[] = [];
  let before = new Map<string, string>();
  chain.forEach((sha, i) => {
    const tree = fake.treeOf(sha);
    const lines: Buffer[] = [];
    for (const path of before.keys()) if (!tree.has(path)) lines.push(Buffer.from(`D ${path}\n`));
    for (const [path, blob] of tree) {
      if (before.get(path) === blob) continue;
      const data = fake.readBlob(blob)!;
      lines.push(
        Buffer.from(`M 100644 inline ${path}\ndata ${data.length}\n`),
        data,
        Buffer.from('\n'),
      );
    }
    const message = fake.getCommit(sha)!.message;
    parts.push(
      Buffer.from(
        `commit refs/heads/${branch}\ncommitter bench <b@e> ${1_700_000_000 + i} +0000\ndata ${Buffer.byteLength(message)}\n${message}\n`,
      ),
      ...lines,
      Buffer.from('\n'),
    );
    before = tree;
  });
  execFileSync('git', ['fast-import', '--quiet'], {
    cwd: dir,
    input: Buffer.concat(parts),
    maxBuffer: 1 << 30,
  });
  const listed = execFileSync('git', ['ls-tree', '-r', branch], {
    cwd: dir,
    maxBuffer: 1 << 30,
  }).toString();
  const ours = new Map(
    listed
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => [l.split('\t')[1]!, l.split(' ')[2]!.split('\t')[0]!]),
  );
  const same = ours.size === before.size && [...before].every(([p, s]) => ours.get(p) === s);
  if (!same) throw new Error('the export differs from the fake branch');
  execFileSync('git', ['gc', '-q', '--aggressive', '--prune=now'], { cwd: dir });
  const stats = execFileSync('git', ['count-objects', '-v'], { cwd: dir }).toString();
  return { commits: chain.length, packKb: Number(/size-pack: (\d+)/.exec(stats)![1]) };
}

type Counters = ReturnType<Queries['counters']>;

/** Wall time since `started`, and the CPU over it: ours (this process's, less the fake's handlers when the fake runs here) and the fake's (its handlers, or its process). */
function cpuSplit(
  view: FakeView,
  started: number,
  cpu: NodeJS.CpuUsage,
  c0: Counters,
  c1: Counters,
) {
  const wall = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const own = (used.user + used.system) / 1e6;
  const fake = (view.child ? c1.cpuMs - c0.cpuMs : c1.busyMs - c0.busyMs) / 1000;
  const ours = view.child ? own : own - fake;
  return `${wall.toFixed(1)} s (CPU: ours ${ours.toFixed(1)} s, the fake's ${fake.toFixed(1)} s (${view.child ? 'its process' : 'its handlers'}))`;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const MB = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

async function runSetup(name: string, setup: Setup) {
  const records = values.records ? Math.min(Number(values.records), setup.records) : setup.records;
  const view = values['fake-process']
    ? await childFake()
    : inProcess(await startFakeGitHub({ rateLimit: 1e9 }));
  if (view.child && !setup.big) throw new Error('--fake-process: the big set-up only');
  const octokit = createOctokit('ghs_bench', () => undefined, {
    baseUrl: view.url,
    throttle: false,
    retries: 0,
  } as never);
  const store = new GitHubBaselineStore(
    new BranchFiles(octokit, { owner: view.owner, repo: view.repo }, 'context-precision-data'),
    'default',
    // The big set-up's times include the fake's own work (in this process, unless
    // --fake-process): no store deadline cuts it, unless --real-deadline asks for the store's own.
    {
      sleep: async () => undefined,
      ...(setup.big && !values['real-deadline'] && { totalMs: 7_200_000 }),
    },
    undefined,
    values.dashboard,
  );
  const rand = mulberry32(7);
  const { cases, push } = team(setup, rand);
  const known = new Map<string, unknown>();
  const uploads: number[] = [];
  const archives: number[] = [];
  const changed: number[] = [];
  const uploadKinds: Map<string, number>[] = [];
  let lastHead: string | null = null;
  let sha = '';
  const start = Date.UTC(2026, 0, 25);
  for (let i = 0; i < records; i += 1) {
    const moved = i === 0 ? [] : push();
    const keysBefore = known.size;
    const used = setup.llm ? verdictsOf(cases, rand, known) : new Map();
    sha = hex(`commit ${i}`).slice(0, 40);
    const at = new Date(start + (i * 86_400_000) / PER_DAY);
    const c0 = await view.q('counters');
    const started = performance.now();
    const cpu = process.cpuUsage();
    await store.record(reportOf(setup, cases, sha, at), sha, used as never, at);
    const c1 = await view.q('counters');
    if (setup.big) {
      const split = cpuSplit(view, started, cpu, c0, c1);
      const sent = await view.q('sent', c0.requests);
      console.log(
        `  record ${i + 1}: ${split}, ${sent.requests} requests (${sent.trees} tree requests), uploaded ${MB(c1.blobBytes - c0.blobBytes)}; verdict shards written ${sent.verdicts[0]} of ${sent.verdicts[1]}, case shards ${sent.cases[0]} of ${sent.cases[1]}; rss ${MB(process.memoryUsage().rss)}`,
      );
    }
    uploads.push(c1.blobBytes - c0.blobBytes);
    uploadKinds.push(new Map(await view.q('kinds', lastHead)));
    lastHead = c1.head;
    archives.push(c1.archiveBytes - c0.archiveBytes);
    // What changed: the moved cases' rows and the new verdicts, as JSON.
    const movedSet = new Set(moved);
    let bytes = [...known.keys()]
      .slice(keysBefore)
      .reduce((s, k) => s + JSON.stringify(known.get(k)).length + 34, 0);
    for (const c of cases) if (movedSet.has(c.id)) bytes += JSON.stringify(c).length;
    changed.push(bytes);
  }
  if (setup.big) {
    const c0 = await view.q('counters');
    const started = performance.now();
    const cpu = process.cpuUsage();
    const loaded = await store.load(sha);
    const keys = new Set(known.keys());
    const verdicts =
      typeof loaded.verdicts === 'function'
        ? await (loaded.verdicts as (k: Set<string>) => Promise<Map<string, unknown>>)(keys)
        : (loaded.verdicts as Map<string, unknown>);
    const c1 = await view.q('counters');
    console.log(
      `  PR read: ${cpuSplit(view, started, cpu, c0, c1)}, ${loaded.baseline?.cases.length} cases, ${verdicts.size} verdicts, rss ${MB(process.memoryUsage().rss)}, ${c1.gets} GET requests in all, archives ${MB(c1.archiveBytes - c0.archiveBytes)}`,
    );
  }
  const { treeBytes, files, recordData, bigPath, biggest, byKind } = await view.q('final');
  const later = uploads.slice(1);
  const ratios = later.map((u, i) => u / Math.max(1, changed[i + 1]!));
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
  console.log(
    `${name}: ${records} records; tree ${MB(treeBytes)} in ${files} files (largest ${bigPath} ${kB(biggest)}; one record's baseline data ${MB(recordData)})`,
  );
  console.log(
    `  upload a record (after the first): mean ${kB(mean(later))}, max ${kB(Math.max(0, ...later))}; what changed: mean ${kB(mean(changed.slice(1)))}; ratio mean ${mean(ratios).toFixed(1)}x, median ${[...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]?.toFixed(1)}x, max ${Math.max(0, ...ratios).toFixed(1)}x`,
  );
  const worst = ratios.indexOf(Math.max(...ratios)) + 1;
  if (worst > 0)
    console.log(
      `  worst record #${worst}: upload ${kB(uploads[worst]!)}, changed ${kB(changed[worst]!)}: ${[
        ...uploadKinds[worst]!,
      ]
        .sort((a, b) => b[1] - a[1])
        .map(([k, b]) => `${k} ${kB(b)}`)
        .join(', ')}`,
    );
  const top = ratios
    .map((r, i) => [r, i + 1] as const)
    .sort((a, b) => b[0] - a[0])
    .slice(0, 8);
  console.log(`  top ratios: ${top.map(([r, i]) => `#${i} ${r.toFixed(1)}x`).join(', ')}`);
  console.log(
    `  a record downloads (the folder's archive): last ${kB(archives.at(-1) ?? 0)}, max ${kB(Math.max(0, ...archives))}`,
  );
  console.log(
    `  written in all, by file: ${[...byKind]
      .sort((a, b) => b[1] - a[1])
      .map(([k, b]) => `${k} ${MB(b)}`)
      .join(
        ', ',
      )}; peak rss ${MB(process.resourceUsage().maxRSS * 1024)}${view.child ? ` (this process; the fake's ${MB((await view.q('counters')).maxRss)})` : ''}`,
  );
  if (!setup.big) {
    // Growth per record: the pack after N records minus the pack after N/2, over N/2 (the first
    // record, the whole store, is in both).
    const half = Math.floor(records / 2);
    const halfDir = await mkdtemp(join(tmpdir(), 'data-branch-'));
    const first = exportBranch(view.fake!, halfDir, 'context-precision-data', half);
    await rm(halfDir, { recursive: true, force: true });
    const dir = await mkdtemp(join(tmpdir(), 'data-branch-'));
    const { commits, packKb } = exportBranch(view.fake!, dir, 'context-precision-data');
    const growth = ((packKb - first.packKb) * 1024) / (commits - first.commits);
    console.log(
      `  pack after ${first.commits} commits: ${MB(first.packKb * 1024)}; after ${commits}: ${MB(packKb * 1024)}; growth ${kB(growth)} a record; a year at ${PER_DAY} a day: ${MB(packKb * 1024 + growth * (PER_DAY * 365 - commits))}`,
    );
    if (!values.keep) await rm(dir, { recursive: true, force: true });
    else console.log(`  kept ${dir}`);
  }
  await view.close();
}

for (const name of values.setups!.split(',')) {
  const setup = SETUPS[name];
  if (!setup) throw new Error(`unknown set-up ${name}`);
  await runSetup(
    name,
    setup.big && values.cases ? { ...setup, cases: Number(values.cases) } : setup,
  );
}
