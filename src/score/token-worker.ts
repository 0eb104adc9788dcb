import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { errorMessage } from '../errors.js';
import type { RankedContext } from '../golden/context.js';
import { countTokens } from '../tokens/token-count.js';

// A large run's context tokens are counted off its own thread. The bundle starts itself (its entry,
// dist/index.js) a second time as a worker thread, which loads the tokenizer while this thread
// reads the golden set and the retrieval, then counts each retriever's contexts as soon as they are
// in (`prime`), while this thread judges. Scoring then finds the counts made (`count`). A smaller
// run counts on its own thread, in the same batches: a worker's second heap costs it 15 MB of its
// peak memory for a few tens of milliseconds (bench/run-memory.mts, bench/context-cost.mts). Run
// from the sources (the tests), there is no bundle to start: the counting stays on this thread.

/** The workerData the bundle's entry runs the token worker for (src/index.ts). */
const TOKEN_WORKER = 'context-precision-gate: o200k_base token counter';

/** Counts a batch of texts, in their order. */
type CountBatch = (texts: readonly string[]) => Promise<Int32Array>;

/**
 * The token worker's side: loads the tokenizer at once, then answers every batch with its counts
 * (a failure to load is the worker's error, which fails every batch: workerBatches).
 */
export function serveTokenCounts(): void {
  const port = parentPort;
  if (isMainThread || !port || workerData !== TOKEN_WORKER) return;
  countTokens(''); // the table, read while the run reads its golden set
  port.on('message', (texts: readonly string[]) => {
    const counts = Int32Array.from(texts, countTokens);
    port.postMessage(counts, [counts.buffer]);
  });
}

const counterFailure = (why: string) =>
  new Error(
    `Counting the contexts' tokens failed: ${why}. Run again; if it fails again, please report it with this message.`,
  );

/** Batches counted by a token worker started from `entry`; it starts (and loads) at once. */
export function workerBatches(entry: string): CountBatch {
  // No flags of this process (`--input-type`, loaders): the bundle needs none.
  const worker = new Worker(entry, { workerData: TOKEN_WORKER, execArgv: [] });
  const waiting: { resolve: (c: Int32Array) => void; reject: (e: Error) => void }[] = [];
  let failure: Error | undefined;
  const failAll = (why: string) => {
    failure ??= counterFailure(why);
    for (const { reject } of waiting.splice(0)) reject(failure);
  };
  worker.on('message', (counts: Int32Array) => {
    const request = waiting.shift();
    if (waiting.length === 0) worker.unref();
    request?.resolve(counts);
  });
  worker.on('error', (error) => failAll(errorMessage(error)));
  worker.on('exit', (code) => failAll(`the token worker stopped (exit code ${code})`));
  // Idle, the worker keeps nothing alive: the run ends when its own work does. (After the
  // listeners: adding a 'message' listener refs the worker's port again.)
  worker.unref();
  return (texts) =>
    new Promise((resolve, reject) => {
      if (failure) return reject(failure);
      waiting.push({ resolve, reject });
      worker.ref();
      worker.postMessage(texts);
    });
}

/** Batches counted on this thread. */
const threadBatches: CountBatch = async (texts) => Int32Array.from(texts, countTokens);

/**
 * Texts a batch holds at least (about 40 kB of prose): the worker counts one while this thread
 * reads on, and each dies young there (a larger batch outlives the worker's young generation).
 */
const BATCH = 128;

/** Texts sent to be counted together, and their counts once sent. */
type Batch = { texts: string[]; counts?: Promise<Int32Array> };
/** A ranking's batch and its first context's place in it. */
type Place = { batch: Batch; at: number };

/** The counts of a batch with no text (never sent). */
const NO_COUNTS = Promise.resolve(new Int32Array());

/** Contexts judged of a ranking: its first k (all when k is undefined). */
const judgedOf = (ranking: readonly RankedContext[], k: number | undefined) =>
  k === undefined ? ranking.length : Math.min(k, ranking.length);

/**
 * The contexts' token counts of the run's rankings: each ranking's texts are sent once (as it is
 * read), and its counts found by the ranking itself, so no text is hashed or looked up here.
 */
export class ContextTokens {
  /** Each queued ranking's batch and its first context's place in it (gone with the ranking). */
  private readonly placed = new WeakMap<readonly RankedContext[], Place>();
  private queue: Batch = { texts: [] };
  private flushSoon = false;
  private readonly countBatch: CountBatch;
  /** Counting on another thread: worth sending each ranking as it is read (`prime`). */
  readonly early: boolean;

  constructor(countBatch: CountBatch, early = true) {
    this.countBatch = countBatch;
    this.early = early;
  }

  /** Queues a ranking's contexts up to rank `k`, once: sent as a batch fills, the rest once this thread is free. */
  prime(ranking: readonly RankedContext[], k: number | undefined): void {
    if (this.placed.has(ranking)) return;
    const batch = this.queue;
    this.placed.set(ranking, { batch, at: batch.texts.length });
    const judged = judgedOf(ranking, k);
    for (let i = 0; i < judged; i += 1) batch.texts.push((ranking[i] as RankedContext).text);
    if (batch.texts.length >= BATCH) this.flush();
    else if (!this.flushSoon) {
      this.flushSoon = true;
      setImmediate(() => {
        this.flushSoon = false;
        this.flush();
      });
    }
  }

  /** Each ranking's token counts of its contexts up to rank `k`, rank 1 first. */
  async count(
    rankings: Iterable<readonly RankedContext[]>,
    k: number | undefined,
  ): Promise<Map<readonly RankedContext[], Int32Array>> {
    const wanted = [...rankings];
    for (const ranking of wanted) this.prime(ranking, k);
    this.flush();
    const places = wanted.map((ranking) => this.placed.get(ranking) as Place);
    const counts = await Promise.all(places.map(({ batch }) => batch.counts ?? NO_COUNTS));
    return new Map(
      wanted.map((ranking, i) => {
        const { at } = places[i] as Place;
        return [ranking, (counts[i] as Int32Array).slice(at, at + judgedOf(ranking, k))];
      }),
    );
  }

  private flush(): void {
    const batch = this.queue;
    if (batch.texts.length === 0) return;
    this.queue = { texts: [] };
    batch.counts = this.countBatch(batch.texts);
    batch.counts.catch(() => undefined); // `count` awaits it, and its failure
  }
}

let shared: ContextTokens | undefined;

/** The bundle's entry: a chunk (dist/NNN.index.js) sits beside it. */
function bundleEntry(): string {
  return join(dirname(fileURLToPath(import.meta.url)), 'index.js');
}

/** Golden sets at least this large count their contexts' tokens on a worker thread. */
const WORKER_FROM_CASES = 1_000;

/**
 * The run's context tokens (one for the process). The first call starts the counting: for a run
 * of `cases` golden cases or more, in the bundle, on a worker thread of the bundle's own entry,
 * loading the tokenizer at once.
 */
export function contextTokens(cases = 0): ContextTokens {
  // A source file (vitest, tsx: whose URL may carry a query) has no bundle beside it.
  const fromSource = new URL(import.meta.url).pathname.endsWith('.ts');
  shared ??=
    fromSource || cases < WORKER_FROM_CASES
      ? new ContextTokens(threadBatches, false)
      : new ContextTokens(workerBatches(bundleEntry()));
  return shared;
}
