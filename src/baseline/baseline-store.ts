import type { z } from 'zod';
import { UserError } from '../errors.js';
import { parseJsonDocument } from '../files/source-records.js';
import type { BranchFiles } from '../github/branch-files.js';
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
  type HistoryEntry,
} from './stored-files.js';

export interface StoredState {
  baseline: BaselineFile | null;
  history: HistoryEntry[];
  verdicts: Map<string, StoredVerdict>;
}

export interface RecordResult {
  historyEntries: number;
  /** Writes that lost a race and were redone. */
  conflicts: number;
}

/** Where baselines, history and verdicts live between runs. */
export interface BaselineStore {
  load(): Promise<StoredState>;
  record(
    report: Report,
    sha: string,
    usedVerdicts: ReadonlyMap<string, StoredVerdict>,
    now?: Date,
  ): Promise<RecordResult>;
}

export interface StoreTuning {
  /** Read-merge-write rounds per file before giving up. */
  maxAttempts?: number;
  /** First backoff delay after a lost race; doubled each round, with jitter. */
  initialDelayMs?: number;
}

/** The store on a data branch, a folder per gate name, through the REST API. */
export class GitHubBaselineStore implements BaselineStore {
  private readonly maxAttempts: number;
  private readonly initialDelayMs: number;

  constructor(
    private readonly files: BranchFiles,
    private readonly name: string,
    tuning: StoreTuning = {},
  ) {
    this.maxAttempts = tuning.maxAttempts ?? 12;
    this.initialDelayMs = tuning.initialDelayMs ?? 200;
  }

  private path(file: string): string {
    return `${this.name}/${file}`;
  }

  async load(): Promise<StoredState> {
    const [baseline, history, verdicts] = await Promise.all([
      this.readJson('baseline.json', baselineFileSchema),
      this.readJson('history.json', historyFileSchema),
      this.readJson('verdicts.json', verdictsFileSchema),
    ]);
    return {
      baseline: baseline?.value ?? null,
      history: history?.value.entries ?? [],
      verdicts: verdictMapOf(verdicts?.value ?? null),
    };
  }

  /**
   * Verdicts first, then history, then the baseline: each is merged with what is stored, so
   * concurrent recorders never lose an entry, and a run that fails halfway leaves the older
   * baseline in place, consistent with the history.
   */
  async record(
    report: Report,
    sha: string,
    usedVerdicts: ReadonlyMap<string, StoredVerdict>,
    now = new Date(),
  ): Promise<RecordResult> {
    await this.files.ensureBranch();
    const ours = baselineFileOf(report, sha);
    const short = sha.slice(0, 7);
    let conflicts = 0;
    conflicts += await this.update(
      'verdicts.json',
      verdictsFileSchema,
      (current) => mergeVerdicts(current, usedVerdicts, now),
      `${this.name}: verdicts for ${short}`,
    );
    let historyEntries = 0;
    conflicts += await this.update(
      'history.json',
      historyFileSchema,
      (current) => {
        const next = mergeHistory(current, historyEntryOf(ours));
        historyEntries = next.entries.length;
        return next;
      },
      `${this.name}: history for ${short}`,
    );
    conflicts += await this.update(
      'baseline.json',
      baselineFileSchema,
      (current) => mergeBaseline(current, ours),
      `${this.name}: baseline ${short}`,
    );
    return { historyEntries, conflicts };
  }

  /** Read, merge, write with the sha we read; on a lost race, back off and do it again. */
  private async update<S extends z.ZodType>(
    file: string,
    schema: S,
    merge: (current: z.infer<S> | null) => z.infer<S>,
    message: string,
  ): Promise<number> {
    for (let attempt = 0; attempt < this.maxAttempts; attempt += 1) {
      const current = await this.readJson(file, schema);
      const next = merge(current?.value ?? null);
      const text = `${JSON.stringify(next, null, 1)}\n`;
      if (current && current.text === text) return attempt;
      if ((await this.files.write(this.path(file), text, current?.sha, message)) === 'written')
        return attempt;
      const backoff = this.initialDelayMs * 2 ** Math.min(attempt, 5);
      await new Promise((resolve) => setTimeout(resolve, backoff / 2 + Math.random() * backoff));
    }
    throw new UserError(
      `baseline store: ${this.files.branch}:${this.path(file)} kept changing under us; gave up after ${this.maxAttempts} attempts (nothing was overwritten)`,
    );
  }

  /** A stored file, validated: a broken file is an error naming it, never silently replaced. */
  private async readJson<S extends z.ZodType>(
    file: string,
    schema: S,
  ): Promise<{ value: z.infer<S>; sha: string; text: string } | null> {
    const found = await this.files.read(this.path(file));
    if (!found) return null;
    const where = `${this.files.branch}:${this.path(file)}`;
    try {
      const value = parseJsonDocument(
        found.text,
        where,
        schema,
        `baseline store: ${where} is not a file this version understands`,
      );
      return { value, sha: found.sha, text: found.text };
    } catch (error) {
      // Say it plainly: the store refuses to write over what it cannot read.
      if (UserError.isInstance(error))
        throw new UserError(
          `${error.message.split('\n')[0]} (nothing was overwritten)`,
          error.details,
        );
      throw error;
    }
  }
}
