import { UserError, errorMessage } from '../errors.js';
import type { BranchFiles, BranchHead } from '../github/branch-files.js';
import type { StoredVerdict } from '../judge/stored-verdict.js';
import type { Report } from '../report/report.js';
import type { Ancestry, CommitOrder } from '../github/commit-order.js';
import { historyEntryOf, type historyFileSchema, mergeHistory } from './history-file.js';
import {
  baselineDecision,
  baselineFileOf,
  baselineFileSchema,
  type commitsIndexSchema,
  placeCommit,
  type BaselineFile,
} from './stored-files.js';
import { mergeVerdicts, verdictMapOf } from './verdicts-file.js';
import { jsonText, readStored, schemas, type FileName, type Stored } from './stored-json.js';
import { plural } from '../format/numbers.js';
import type { RecordResult, StoredState, StoreTiming } from './store-types.js';
import { backoffDelay, sleep } from '../timing/backoff.js';
import { withDeadline } from '../timing/deadline.js';
import { seconds } from '../github/octokit.js';

/** The longest a load or a record may take (each request is bounded too, see createOctokit). */
const STORE_TOTAL_MS = 180_000;

/** Without a way to ask GitHub, commits cannot be ordered: each record replaces the baseline. */
const UNORDERED: CommitOrder = {
  compare: async (base, head): Promise<Ancestry> =>
    base === head ? { status: 'identical' } : { status: 'unknown', why: 'no commit order given' },
};

/**
 * The store on a data branch, a folder per gate name, through the REST API. A record is one
 * commit: the three files are read at the branch head, merged with this run's, committed on that
 * head together, and the branch is moved without force; a lost race re-reads and redoes it.
 */
export class GitHubBaselineStore {
  constructor(
    private readonly files: BranchFiles,
    private readonly name: string,
    private readonly timing: StoreTiming = {},
    private readonly order: CommitOrder = UNORDERED,
  ) {}

  /** A file in the gate's folder: a FileName, or `commits/<sha>.json` (a commit's own record). */
  private path(file: string): string {
    return `${this.name}/${file}`;
  }

  /**
   * The stored state; with `base`, that commit's own record when it has one (else the newest).
   * Throws a UserError when the baseline exists but cannot be read; a history or verdict store
   * that cannot be read is a warning, and the run goes on without it.
   */
  load(base?: string): Promise<StoredState> {
    return this.bounded(() => this.loadNow(base), 'nothing was read');
  }

  /** The work, or the store's error when GitHub has not finished it in time (the work is told to stop). */
  private bounded<T>(work: (stop: AbortSignal) => Promise<T>, what: string): Promise<T> {
    const stop = new AbortController();
    const totalMs = this.timing.totalMs ?? STORE_TOTAL_MS;
    return withDeadline(work(stop.signal), totalMs, () => {
      stop.abort();
      return new UserError(
        `baseline store: GitHub did not answer within ${seconds(totalMs)} (${this.files.branch}); ${what}. Re-run the job when GitHub answers again.`,
      );
    });
  }

  private async loadNow(base?: string): Promise<StoredState> {
    // No branch yet (head null): every file reads as missing.
    const head = await this.files.head();
    const [baseline, history, verdicts, ofBase] = await Promise.allSettled([
      this.readJson('baseline.json', head),
      this.readJson('history.json', head),
      this.readJson('verdicts.json', head),
      base && /^[0-9a-f]{40}$/.test(base)
        ? readStored(this.files, this.path(`commits/${base}.json`), baselineFileSchema, head)
        : null,
    ]);
    if (baseline.status === 'rejected') throw baseline.reason;
    if (ofBase.status === 'rejected') throw ofBase.reason;
    const newest = baseline.value?.value ?? null;
    const chosen = ofBase.value?.value ?? newest;
    const warnings: string[] = [];
    const usable = <T>(result: PromiseSettledResult<T>, without: string): T | null => {
      if (result.status === 'fulfilled') return result.value;
      const problem = errorMessage(result.reason)
        .split('\n')
        .map((line) => line.replace(/^\s*-\s*/, '').trim())
        .join('; ');
      warnings.push(`${problem}; going on without ${without}.`);
      return null;
    };
    const historyFile = usable(history, 'the history');
    const verdictsFile = usable(verdicts, 'the stored verdicts (the judge is asked again)');
    return {
      baseline: chosen,
      ...(base && { base: { sha: base, recorded: chosen?.sha === base } }),
      history: historyFile?.value.entries ?? [],
      verdicts: verdictMapOf(verdictsFile?.value ?? null),
      warnings,
    };
  }

  /**
   * Verdicts, history and baseline in one commit. A report in which the judge failed on any case
   * never replaces the baseline nor adds to the history: only the verdicts that did come back are
   * stored. A stored file this version cannot read is never overwritten (the record fails).
   */
  record(
    report: Report,
    sha: string,
    usedVerdicts: ReadonlyMap<string, StoredVerdict>,
    now = new Date(),
  ): Promise<RecordResult> {
    return this.bounded(
      (stop) => this.recordNow(report, sha, usedVerdicts, now, stop),
      'the record was stopped (a write already sent may still land; re-running the job is safe)',
    );
  }

  private async recordNow(
    report: Report,
    sha: string,
    usedVerdicts: ReadonlyMap<string, StoredVerdict>,
    now: Date,
    stop: AbortSignal,
  ): Promise<RecordResult> {
    const failedCases = report.cases.filter((c) => c.error !== null).map((c) => c.id);
    const ours = baselineFileOf(report, sha);
    const { maxAttempts = 10, initialDelayMs = 250, random = Math.random } = this.timing;
    for (let attempt = 0; ; attempt += 1) {
      const head = await this.files.head();
      const keep = ' (nothing was overwritten)';
      const [baseline, history, verdicts, index] = await Promise.all([
        this.readJson('baseline.json', head, keep),
        this.readJson('history.json', head, keep),
        this.readJson('verdicts.json', head, keep),
        this.readJson('commits.json', head, keep),
      ]);
      const next = new Map<FileName, unknown>();
      next.set('verdicts.json', mergeVerdicts(verdicts?.value ?? null, usedVerdicts, now));
      const records = new Map<string, string | null>();
      const planned =
        failedCases.length === 0
          ? await this.planBaseline(report, sha, ours, { baseline, history, index }, next, records)
          : null;
      const current = {
        'baseline.json': baseline,
        'history.json': history,
        'verdicts.json': verdicts,
        'commits.json': index,
      };
      const changes = new Map<string, string | null>();
      for (const [file, value] of next) {
        const text = jsonText(value);
        if (current[file]?.text !== text) changes.set(this.path(file), text);
      }
      if (changes.size > 0) for (const [path, text] of records) changes.set(path, text);
      const result = {
        baselineRecorded: planned !== null,
        baseline: planned?.decision ?? null,
        failedCases,
        historyEntries: planned?.historyEntries ?? history?.value.entries.length ?? 0,
        droppedHistory: planned?.droppedHistory ?? null,
        conflicts: attempt,
      };
      if (changes.size === 0) return { ...result, commit: null };
      if (stop.aborted) throw new UserError('baseline store: stopped');
      const message =
        planned?.message ??
        `${this.name}: verdicts for ${sha.slice(0, 7)} (baseline kept: the judge failed on ${plural(failedCases.length, 'case')})`;
      const outcome = await this.files.commit(head, changes, message);
      if (outcome.committed) return { ...result, commit: outcome.sha };
      if (attempt + 1 >= maxAttempts) {
        throw new UserError(
          `baseline store: ${this.files.branch} kept moving under us (GitHub: "${outcome.race}"); gave up after ${maxAttempts} attempts. Nothing was recorded; re-run the job.`,
        );
      }
      await (this.timing.sleep ?? sleep)(
        backoffDelay(attempt, initialDelayMs, { random, maxDoublings: 5 }),
      );
    }
  }

  /**
   * The baseline's part of a record: by commit order, whether this run replaces the recorded
   * baseline; the history entry; the commits index and the per-commit records (into `next` and
   * `records`).
   */
  private async planBaseline(
    report: Report,
    sha: string,
    ours: BaselineFile,
    stored: {
      baseline: Stored<typeof baselineFileSchema> | null;
      history: Stored<typeof historyFileSchema> | null;
      index: Stored<typeof commitsIndexSchema> | null;
    },
    next: Map<FileName, unknown>,
    records: Map<string, string | null>,
  ) {
    const { baseline, history, index } = stored;
    const short = sha.slice(0, 7);
    const recorded = baseline?.value ?? null;
    const decision = baselineDecision(
      recorded?.sha ?? null,
      sha,
      recorded && (await this.order.compare(recorded.sha, sha)),
    );
    const known = index?.value.commits ?? [];
    const before =
      decision.replace || !recorded ? null : await this.placeBefore(sha, known, recorded.sha);
    const merged = mergeHistory(history?.value ?? null, historyEntryOf(ours, report.audit), before);
    next.set('history.json', merged.history);
    if (decision.replace) next.set('baseline.json', ours);
    const message = decision.replace
      ? `${this.name}: baseline ${short}`
      : `${this.name}: history and own record of ${short} (baseline ${recorded?.sha.slice(0, 7)} kept: ${short} is its ancestor)`;
    const placed = placeCommit(index?.value ?? null, sha, before);
    next.set('commits.json', placed.index);
    if (decision.replace || !known.includes(sha))
      records.set(this.path(`commits/${sha}.json`), jsonText(ours));
    for (const gone of placed.dropped) records.set(this.path(`commits/${gone}.json`), null);
    return {
      decision,
      message,
      historyEntries: merged.history.entries.length,
      droppedHistory: merged.dropped,
    };
  }

  /**
   * Where a record of `sha`, an ancestor of the baseline's commit, goes: before the oldest of the
   * recorded commits that descend from it, walking back from the newest (commit order: a late
   * record among its neighbours).
   */
  private async placeBefore(sha: string, commits: string[], baseline: string): Promise<string> {
    let before = baseline;
    for (const other of commits.filter((c) => c !== sha && c !== baseline).reverse()) {
      if ((await this.order.compare(other, sha)).status !== 'behind') break;
      before = other;
    }
    return before;
  }

  /** One of the gate's files at `head` (see readStored). */
  private readJson<F extends FileName>(
    file: F,
    head: BranchHead | null,
    suffix = '',
  ): Promise<Stored<(typeof schemas)[F]> | null> {
    return readStored(this.files, this.path(file), schemas[file], head, suffix);
  }
}
