import { UserError } from '../errors.js';
import type { BranchArchive, BranchFiles } from '../github/branch-files.js';
import type { StoredVerdict } from '../judge/stored-verdict.js';
import type { Report } from '../report/report.js';
import { UNORDERED, type CommitOrder } from '../github/commit-order.js';
import {
  historyEntryOf,
  historyFileSchema,
  mergeHistory,
  type HistoryEntry,
} from './history-file.js';
import {
  baselineDecision,
  baselineFileOf,
  commitRecordSchema,
  placeBefore,
  placeCommit,
  type BaselineFile,
} from './stored-files.js';
import {
  changedFiles,
  parseFolder,
  caseRowsOf,
  storedBaseline,
  storedFile,
  type FolderPlan,
  type StoredFolder,
} from './stored-layout.js';
import { readVerdicts, recordVerdicts } from './verdict-shards.js';
import { caseKey } from './shard-files.js';
import { addDashboard } from './dashboard/record-dashboard.js';
import { plural } from '../format/numbers.js';
import { emptyStoredState, oneLine, type StoredState, type StoreTiming } from './store-types.js';
import { backoffDelay, sleep } from '../timing/backoff.js';
import { withDeadline } from '../timing/deadline.js';
import { seconds } from '../github/octokit.js';

/** The longest a load or a record may take (each request is bounded too, see createOctokit), and what a record allows beyond it for each write request it plans. */
const STORE_TOTAL_MS = 180_000;
const WRITE_MS = 2_000;

/**
 * The store on a data branch, a folder per gate name, through the REST API. A record is one
 * commit: the gate's folder is read at the branch head, merged with this run's, committed on that
 * head, and the branch is moved without force; a lost race re-reads and redoes it.
 */
export class GitHubBaselineStore {
  constructor(
    private readonly files: BranchFiles,
    private readonly name: string,
    private readonly timing: StoreTiming = {},
    private readonly order: CommitOrder = UNORDERED,
    private readonly dashboard = false,
  ) {}

  /** A file's path on the branch, from its path in the gate's folder. */
  private path(file: string): string {
    return `${this.name}/${file}`;
  }

  /**
   * The stored state; with `base`, that commit's own record when it has one (else the newest).
   * Throws a UserError when the baseline exists but cannot be read; a history or verdict store
   * that cannot be read is a warning, and the run goes on without it.
   */
  load(base?: string): Promise<StoredState> {
    return this.bounded(async (): Promise<StoredState> => {
      const head = await this.files.head();
      if (!head) return emptyStoredState();
      // The head's tree, downloaded once: the baseline, its rows, the history and the verdicts.
      const tree = await this.files.existingArchive(head.commit, this.name);
      // The base's own record, when the base is a commit sha.
      const own = /^[0-9a-f]{40}$/.test(base ?? '') ? `commits/${base}.json` : '';
      const texts = tree.files(
        this.name,
        (path) => !path.includes('/') || path.startsWith('cases/') || path === own,
      );
      const where = this.where();
      const warnings: string[] = [];
      let history: HistoryEntry[] = [];
      try {
        history = storedFile(texts, where, 'history.json', historyFileSchema)?.entries ?? [];
      } catch (error) {
        warnings.push(`${oneLine(error)}; going on without the history.`);
      }
      const newest = storedBaseline(texts, where);
      const record =
        base !== newest?.sha ? storedFile(texts, where, own, commitRecordSchema) : null;
      let chosen = newest;
      if (record && !record.pending) {
        // Its rows start from `cases/` at its data-branch commit (none: from no rows).
        const parent = !record.parent
          ? new Map<string, string>()
          : record.parent === head.commit
            ? texts
            : (await this.files.archive(record.parent, this.path('cases')))?.files(
                this.name,
                (path) => path.startsWith('cases/'),
              );
        if (!parent)
          warnings.push(
            `${this.where(own)} starts from the data-branch commit ${record.parent?.slice(0, 7)}, which ${this.files.branch} no longer has (its history was rewritten?); compared with the newest record instead.`,
          );
        else {
          // The rows at its parent, changed as it says.
          const { rows } = caseRowsOf(parent, where);
          for (const id of record.removed) rows.delete(caseKey(id));
          for (const row of record.changed) rows.set(caseKey(row.id), row);
          chosen = { ...record, cases: [...rows.values()] };
        }
      }
      return {
        baseline: chosen,
        history,
        verdicts: async (keys) =>
          readVerdicts(tree, this.path('verdicts'), this.where('verdicts'), keys),
        warnings,
      };
    }, 'nothing was read');
  }

  /** The work, or the store's error when GitHub has not finished it in time (the work is told to stop; it may `allow` more). */
  private bounded<T>(
    work: (stop: AbortSignal, allow: (ms: number) => void) => Promise<T>,
    what: string,
  ): Promise<T> {
    const stop = new AbortController();
    let totalMs = this.timing.totalMs ?? STORE_TOTAL_MS;
    const allow = (ms: number) => (totalMs += ms);
    return withDeadline(
      work(stop.signal, allow),
      () => totalMs,
      () => {
        stop.abort();
        return new UserError(
          `baseline store: GitHub did not answer within ${seconds(totalMs)} (${this.files.branch}); ${what}. Re-run the job when GitHub answers again.`,
        );
      },
    );
  }

  /** `branch:NAME/file` (or the folder, `branch:NAME`), as messages name it. */
  private where(file?: string): string {
    return `${this.files.branch}:${file ? this.path(file) : this.name}`;
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
  ) {
    const stopped =
      'the record was stopped (a write already sent may still land; re-running the job is safe)';
    return this.bounded(async (stop, allow) => {
      const failedCases = report.cases.filter((c) => c.error !== null).map((c) => c.id);
      const ours = baselineFileOf(report, sha);
      const { maxAttempts = 10, initialDelayMs = 250, random = Math.random } = this.timing;
      for (let attempt = 0; ; attempt += 1) {
        const head = await this.files.head();
        const tree = head && (await this.files.existingArchive(head.commit, this.name));
        const folder = this.readFolder(tree);
        const plan: FolderPlan = {
          verdicts: recordVerdicts(folder.verdicts, usedVerdicts, now),
          ...(head && { head: head.commit }),
        };
        const planned =
          failedCases.length === 0
            ? await this.planBaseline(ours, report.audit, folder, plan)
            : null;
        const changes = new Map<string, string | null>();
        for (const [path, text] of changedFiles(folder, plan)) changes.set(this.path(path), text);
        if (this.dashboard && planned)
          addDashboard(this.files.branch, tree, this.name, folder, changes);
        // baseline: whether this record replaced the baseline (by commit order; false: an ancestor
        // of the recorded commit, whose history entry and own record were stored), and why; null
        // when the judge failed on a case (only verdicts stored). commit: null when nothing changed.
        // conflicts: records that lost a race and were redone.
        const result = {
          baseline: planned?.decision ?? null,
          historyEntries: planned?.historyEntries ?? folder.history?.entries.length ?? 0,
          droppedHistory: planned?.droppedHistory ?? null,
          conflicts: attempt,
        };
        // Only the per-commit record would change (a record of the same run again): nothing to do.
        const only = [...changes.keys()].every((path) => path === this.path(`commits/${sha}.json`));
        if (changes.size === 0 || (only && !planned?.decision.replace))
          return { ...result, commit: null };
        if (stop.aborted) throw new UserError('baseline store: stopped');
        const message =
          planned?.message ??
          `${this.name}: verdicts for ${sha.slice(0, 7)} (baseline kept: the judge failed on ${plural(failedCases.length, 'case')})`;
        // Octokit spaces writes 1 s apart (GitHub's secondary limit): a large record takes longer.
        allow(this.files.writeRequests(changes) * WRITE_MS);
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
    }, stopped);
  }

  /** The gate's folder in the head's tree, whole, validated: a file this version cannot read fails the record and is never overwritten. */
  private readFolder(tree: BranchArchive | null): StoredFolder {
    const texts = tree?.files(this.name) ?? new Map<string, string>();
    try {
      return parseFolder(texts, this.where());
    } catch (error) {
      if (!UserError.isInstance(error)) throw error;
      throw new UserError(
        `${error.message.split('\n')[0]} (nothing was overwritten)`,
        error.details,
      );
    }
  }

  /**
   * The baseline's part of a record: by commit order, whether this run replaces the recorded
   * baseline; the history entry and its per-case AP; the commits index and the per-commit record.
   */
  private async planBaseline(
    ours: BaselineFile,
    audit: Report['audit'],
    folder: StoredFolder,
    plan: FolderPlan,
  ) {
    const { sha } = ours;
    const short = sha.slice(0, 7);
    const recorded = folder.baseline;
    const decision = baselineDecision(
      recorded?.sha ?? null,
      sha,
      recorded && (await this.order.compare(recorded.sha, sha)),
    );
    const before =
      decision.replace || !recorded
        ? null
        : await placeBefore(this.order, sha, folder.index?.commits ?? [], recorded.sha);
    const merged = mergeHistory(folder.history, historyEntryOf(ours, audit), before);
    const message = decision.replace
      ? `${this.name}: baseline ${short}`
      : `${this.name}: history and own record of ${short} (baseline ${recorded?.sha.slice(0, 7)} kept: ${short} is its ancestor)`;
    const placed = placeCommit(folder.index, sha, before);
    plan.record = {
      file: ours,
      replaces: decision.replace,
      history: merged.history,
      index: placed.index,
      dropped: placed.dropped,
    };
    return {
      decision,
      message,
      historyEntries: merged.history.entries.length,
      droppedHistory: merged.dropped,
    };
  }
}
