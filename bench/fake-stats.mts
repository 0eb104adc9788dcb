/**
 * What the data-branch bench asks the fake GitHub about the data branch, as plain JSON, so that it
 * can ask the fake in its own process or in a child process (`fake-child.mts`, `--fake-process`).
 */
import type { FakeGitHub } from '../__tests__/helpers/fake-github.ts';

export const BRANCH = 'context-precision-data';

/** The fake's counters, and the CPU and peak memory of the process it runs in. */
function counters(fake: FakeGitHub) {
  const cpu = process.cpuUsage();
  return {
    requests: fake.requests.length,
    gets: fake.requests.filter((r) => r.method === 'GET').length,
    blobBytes: fake.blobBytes(),
    archiveBytes: fake.archiveBytes(),
    busyMs: fake.busyMs(),
    cpuMs: (cpu.user + cpu.system) / 1000,
    maxRss: process.resourceUsage().maxRSS * 1024,
    head: fake.branchHead(BRANCH) ?? null,
  };
}

/** The requests since the `from`th: how many, the tree requests, and the shards they wrote of all the head has. */
function sent(fake: FakeGitHub, from: number) {
  const requests = fake.requests.slice(from);
  const trees = requests.filter((r) => r.path.endsWith('/git/trees'));
  const touched = new Set(
    trees.flatMap((r) => (r.body as { tree: { path: string }[] }).tree.map((e) => e.path)),
  );
  const inFolder = (folder: string) => (p: string) =>
    p.startsWith(`default/${folder}/`) && !p.includes('/used/');
  const paths = [...fake.treeOf(fake.branchHead(BRANCH)!).keys()];
  const shards = (folder: string) => [
    [...touched].filter(inFolder(folder)).length,
    paths.filter(inFolder(folder)).length,
  ];
  return {
    requests: requests.length,
    trees: trees.length,
    verdicts: shards('verdicts'),
    cases: shards('cases'),
  };
}

/** Bytes of the files the head changed since the commit `before` (null: all), by kind. */
function kinds(fake: FakeGitHub, before: string | null): [string, number][] {
  const last = before ? fake.treeOf(before) : new Map<string, string>();
  const out = new Map<string, number>();
  for (const [path, blob] of fake.treeOf(fake.branchHead(BRANCH)!)) {
    if (last.get(path) === blob) continue;
    const kind = path
      .replace(/^default\//, '')
      .replace(/^(verdicts\/used|dashboard\/cases|dashboard\/entries|[^/]+)\/.*$/, '$1/');
    out.set(kind, (out.get(kind) ?? 0) + fake.readBlob(blob)!.length);
  }
  return [...out];
}

/** The head's tree: bytes, files, the largest, one record's data; and what the records wrote in all, by file. */
function final(fake: FakeGitHub) {
  const head = fake.branchHead(BRANCH)!;
  const tree = [...fake.treeOf(head).entries()];
  const size = (blob: string) => fake.readBlob(blob)!.length;
  const treeBytes = tree.reduce((s, [, blob]) => s + size(blob), 0);
  const recordData = tree
    .filter(([p]) => /^default\/(baseline\.json|cases\/)/.test(p))
    .reduce((s, [, b]) => s + size(b), 0);
  const [bigPath, biggest] = tree
    .map(([p, b]) => [p, size(b)] as const)
    .reduce((m, x) => (x[1] > m[1] ? x : m), ['', 0] as const);
  // Which files a record rewrites: bytes of the changed paths by kind, summed over the records.
  const byKind = new Map<string, number>();
  const chain: string[] = [];
  for (let c: string | undefined = head; c; c = fake.getCommit(c)?.parents[0]) chain.unshift(c);
  let before = new Map<string, string>();
  for (const c of chain) {
    const now = fake.treeOf(c);
    for (const [path, blob] of now) {
      if (before.get(path) === blob) continue;
      const kind = path.replace(/^default\//, '').replace(/\/.*$/, '/');
      byKind.set(kind, (byKind.get(kind) ?? 0) + size(blob));
    }
    before = now;
  }
  return { treeBytes, files: tree.length, recordData, bigPath, biggest, byKind: [...byKind] };
}

export const queries = { counters, sent, kinds, final };
export type Queries = typeof queries;
type Rest<F> = F extends (fake: FakeGitHub, ...rest: infer R) => unknown ? R : never;

/** The fake as the bench sees it, wherever it runs. */
export interface FakeView {
  url: string;
  owner: string;
  repo: string;
  /** Set when the fake runs in this process. */
  fake?: FakeGitHub;
  /** Whether the fake runs in a child process. */
  child: boolean;
  q<K extends keyof Queries>(name: K, ...args: Rest<Queries[K]>): Promise<ReturnType<Queries[K]>>;
  close(): Promise<void>;
}

export function inProcess(fake: FakeGitHub): FakeView {
  return {
    url: fake.url,
    owner: fake.owner,
    repo: fake.repo,
    fake,
    child: false,
    q: async (name, ...args) =>
      (queries[name] as (f: FakeGitHub, ...a: unknown[]) => never)(fake, ...args),
    close: () => fake.close(),
  };
}
