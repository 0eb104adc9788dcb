import { errorMessage } from '../errors.js';
import type { Clock } from '../timing/clock.js';
import type { VerdictSource } from '../judge/stored-verdict.js';
import type { HistoryEntry } from './history-file.js';
import type { BaselineFile } from './stored-files.js';

export interface StoredState {
  /** The record to compare with: the base commit's when it has one, else the newest. */
  baseline: BaselineFile | null;
  history: HistoryEntry[];
  /** The stored verdicts of the keys a run asks for (read then: only the shards that hold them). */
  verdicts: VerdictSource;
  /** Stored files that could not be read and were done without (history, verdicts), as warnings. */
  warnings: string[];
}

/** How a store waits (tests pass a fake clock's sleep and random) and its bounds. */
export interface StoreTiming extends Partial<Pick<Clock, 'sleep' | 'random'>> {
  /** Read-merge-commit rounds before giving up on lost races. */
  maxAttempts?: number;
  /** First backoff delay after a lost race; doubled each round (up to 32×), with jitter. */
  initialDelayMs?: number;
  /** A load, or a record with its retries, gives up after this (GitHub not answering); default 180 s. */
  totalMs?: number;
}

/** Nothing stored yet. */
export const emptyStoredState = (): StoredState => ({
  baseline: null,
  history: [],
  verdicts: async () => new Map(),
  warnings: [],
});

/** An error's message on one line (a UserError's listed problems joined by "; "). */
export const oneLine = (error: unknown): string =>
  errorMessage(error)
    .split('\n')
    .map((line) => line.replace(/^\s*-\s*/, '').trim())
    .join('; ');
