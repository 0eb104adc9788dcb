import type { z } from 'zod';
import { UserError, errorMessage } from '../errors.js';
import { parseJsonDocument } from '../files/source-records.js';
import type { BranchFiles, BranchHead } from '../github/branch-files.js';
import type { StoredVerdict } from '../judge/stored-verdict.js';
import type { Report } from '../report/report.js';
import {
  baselineFileOf,
  baselineFileSchema,
  historyEntryOf,
  historyFileSchema,
  mergeBaseline,
  mergeHistory,
  mergeVerdicts,
  verdictMapOf,
  verdictsFileSchema,
  type BaselineFile,
  type DroppedHistory,
  type HistoryEntry,
} from './stored-files.js';
import { plural } from '../format/numbers.js';
import { backoffDelay, sleep } from '../timing/backoff.js';

export interface StoredState {
  baseline: BaselineFile | null;
  history: HistoryEntry[];
  verdicts: Map<string, StoredVerdict>;
  /** Stored files that could not be read and were done without (history, verdicts), as warnings. */
  warnings: string[];
}

export interface RecordResult {
  /** False when the judge failed on a case: the baseline and history were kept, only verdicts stored. */
  baselineRecorded: boolean;
  /** The cases the judge failed on (their ids). */
  failedCases: string[];
  /** History entries after the record. */
  historyEntries: number;
  /** Entries dropped from the history to keep it under its limit, if any. */
  droppedHistory: DroppedHistory | null;
  /** The commit on the data branch, or null when nothing changed. */
  commit: string | null;
  /** Records that lost a race and were redone. */
  conflicts: number;
}

/** Where baselines, history and verdicts live between runs. */
export interface BaselineStore {
  /**
   * The stored state. Throws a UserError when the baseline exists but cannot be read; a history
   * or verdict store that cannot be read is a warning, and the run goes on without it.
   */
  load(): Promise<StoredState>;
  record(
    report: Report,
    sha: string,
    usedVerdicts: ReadonlyMap<string, StoredVerdict>,
    now?: Date,
  ): Promise<RecordResult>;
}

export interface StoreTiming {
  /** Read-merge-commit rounds before giving up on lost races. */
  maxAttempts?: number;
  /** First backoff delay after a lost race; doubled each round (up to 32×), with jitter. */
  initialDelayMs?: number;
  /** How to wait (tests pass a fake clock). */
  sleep?: (ms: number) => Promise<void>;
  /** A number in [0, 1) for the jitter. */
  random?: () => number;
}

/** Nothing stored yet. */
export const emptyStoredState = (): StoredState => ({
  baseline: null,
  history: [],
  verdicts: new Map(),
  warnings: [],
});

type FileName = 'baseline.json' | 'history.json' | 'verdicts.json';

const schemas = {
  'baseline.json': baselineFileSchema,
  'history.json': historyFileSchema,
  'verdicts.json': verdictsFileSchema,
};

interface Stored<S extends z.ZodType> {
  value: z.infer<S>;
  text: string;
}

/**
 * The store on a data branch, a folder per gate name, through the REST API. A record is one
 * commit: the three files are read at the branch head, merged with this run's, committed on that
 * head together, and the branch is moved without force; a lost race re-reads and redoes it.
 */
export class GitHubBaselineStore implements BaselineStore {
  private readonly maxAttempts: number;
  private readonly initialDelayMs: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;

  constructor(
    private readonly files: BranchFiles,
    private readonly name: string,
    timing: StoreTiming = {},
  ) {
    this.maxAttempts = timing.maxAttempts ?? 10;
    this.initialDelayMs = timing.initialDelayMs ?? 250;
    this.sleep = timing.sleep ?? ((ms) => sleep(ms));
    this.random = timing.random ?? Math.random;
  }

  private path(file: FileName): string {
    return `${this.name}/${file}`;
  }

  private where(file: FileName): string {
    return `${this.files.branch}:${this.path(file)}`;
  }

  async load(): Promise<StoredState> {
    const head = await this.files.head();
    if (!head) return emptyStoredState();
    const [baseline, history, verdicts] = await Promise.allSettled([
      this.readJson('baseline.json', head),
      this.readJson('history.json', head),
      this.readJson('verdicts.json', head),
    ]);
    if (baseline.status === 'rejected') throw baseline.reason;
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
      baseline: baseline.value?.value ?? null,
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
  async record(
    report: Report,
    sha: string,
    usedVerdicts: ReadonlyMap<string, StoredVerdict>,
    now = new Date(),
  ): Promise<RecordResult> {
    const failedCases = report.cases.filter((c) => c.error !== null).map((c) => c.id);
    const recordBaseline = failedCases.length === 0;
    const short = sha.slice(0, 7);
    const message = recordBaseline
      ? `${this.name}: baseline ${short}`
      : `${this.name}: verdicts for ${short} (baseline kept: the judge failed on ${plural(failedCases.length, 'case')})`;
    const ours = baselineFileOf(report, sha);
    for (let attempt = 0; ; attempt += 1) {
      const head = await this.files.head();
      const keep = ' (nothing was overwritten)';
      const [baseline, history, verdicts] = await Promise.all([
        this.readJson('baseline.json', head, keep),
        this.readJson('history.json', head, keep),
        this.readJson('verdicts.json', head, keep),
      ]);
      const next = new Map<FileName, unknown>();
      next.set('verdicts.json', mergeVerdicts(verdicts?.value ?? null, usedVerdicts, now));
      let historyEntries = history?.value.entries.length ?? 0;
      let droppedHistory: DroppedHistory | null = null;
      if (recordBaseline) {
        const merged = mergeHistory(history?.value ?? null, historyEntryOf(ours, report.audit));
        next.set('history.json', merged.history);
        historyEntries = merged.history.entries.length;
        droppedHistory = merged.dropped;
        next.set('baseline.json', mergeBaseline(baseline?.value ?? null, ours));
      }
      const current = {
        'baseline.json': baseline,
        'history.json': history,
        'verdicts.json': verdicts,
      };
      const changes = new Map<string, string>();
      for (const [file, value] of next) {
        const text = `${JSON.stringify(value, null, 1)}\n`;
        if (current[file]?.text !== text) changes.set(this.path(file), text);
      }
      const result = {
        baselineRecorded: recordBaseline,
        failedCases,
        historyEntries,
        droppedHistory,
      };
      if (changes.size === 0) return { ...result, commit: null, conflicts: attempt };
      const outcome = await this.files.commit(head, changes, message);
      if (outcome.committed) return { ...result, commit: outcome.sha, conflicts: attempt };
      if (attempt + 1 >= this.maxAttempts) {
        throw new UserError(
          `baseline store: ${this.files.branch} kept moving under us (GitHub: "${outcome.race}"); gave up after ${this.maxAttempts} attempts. Nothing was recorded; re-run the job.`,
        );
      }
      await this.sleep(
        backoffDelay(attempt, this.initialDelayMs, { random: this.random, maxDoublings: 5 }),
      );
    }
  }

  /** A stored file at `head`, validated: a broken file is an error naming it, never silently replaced. */
  private async readJson<F extends FileName>(
    file: F,
    head: BranchHead | null,
    suffix = '',
  ): Promise<Stored<(typeof schemas)[F]> | null> {
    if (!head) return null;
    const found = await this.files.read(this.path(file), head.commit);
    if (!found) return null;
    const where = this.where(file);
    try {
      const value = parseJsonDocument(
        found.text,
        where,
        schemas[file] as z.ZodType,
        `baseline store: ${where} is not a file this version understands`,
      ) as z.infer<(typeof schemas)[F]>;
      return { value, text: found.text };
    } catch (error) {
      if (UserError.isInstance(error) && suffix)
        throw new UserError(`${error.message.split('\n')[0]}${suffix}`, error.details);
      throw error;
    }
  }
}
