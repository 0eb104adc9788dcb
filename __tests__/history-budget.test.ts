import { describe, expect, it } from 'vitest';
import {
  HISTORY_BYTES,
  HISTORY_WITH_CASES,
  mergeHistory,
  type HistoryEntry,
  type HistoryFile,
} from '../src/baseline/history-file.js';

// history.json must stay under GitHub's 100 MB file limit however large the golden set: it is
// budgeted in bytes (HISTORY_BYTES), the oldest entries losing their per-case AP first.
const bytesOf = (history: HistoryFile) =>
  Buffer.byteLength(`${JSON.stringify(history, null, 1)}\n`, 'utf8');

/** Per-case AP of `count` cases with realistic ids (shared by every entry: cheap to build). */
function caseMap(count: number): Record<string, number> {
  const cases: Record<string, number> = {};
  for (let i = 0; i < count; i += 1)
    cases[`how-do-i-configure-feature-${i}-in-prod-${(i * 2654435761).toString(16).slice(-6)}`] =
      ((i * 7919) % 1000) / 999;
  return cases;
}

const entry = (i: number, cases: Record<string, number>): HistoryEntry => ({
  sha: i.toString(16).padStart(40, '0'),
  date: new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString(),
  score: 0.8,
  scale: 1,
  model: 'openai/gpt-4.1-mini',
  promptVersion: 'v3',
  k: null,
  denominator: 'retrieved',
  cases,
});

/**
 * A stored history of `entries - 1` records, all with per-case AP (as an earlier version kept the
 * newest 30 whatever their size), then one more recorded.
 */
function grown(entries: number, cases: Record<string, number>, budget?: number) {
  const stored: HistoryFile = {
    schemaVersion: 1,
    entries: Array.from({ length: entries - 1 }, (_, i) => entry(i, cases)),
  };
  return mergeHistory(stored, entry(entries - 1, cases), null, budget);
}

describe('history.json byte budget', () => {
  it('150,000 cases: 40 MB at most (it was 340 MB), every entry kept, the newest with per-case AP', () => {
    const { history, dropped } = grown(HISTORY_WITH_CASES, caseMap(150_000));
    const size = bytesOf(history);
    expect(size).toBeLessThanOrEqual(HISTORY_BYTES);
    expect(size).toBeLessThan(50_000_000); // GitHub warns above 50 MB and refuses above 100 MB
    expect(history.entries).toHaveLength(HISTORY_WITH_CASES);
    expect(dropped).toBeNull();
    const withCases = history.entries.filter((e) => Object.keys(e.cases).length > 0);
    // The newest ones keep their per-case AP, as many as fit (11 MB each).
    expect(withCases.length).toBeGreaterThanOrEqual(3);
    expect(withCases).toEqual(history.entries.slice(-withCases.length));
  }, 60_000);

  it('15,000 cases: all 30 newest entries keep their per-case AP (34 MB)', () => {
    const { history } = grown(HISTORY_WITH_CASES, caseMap(15_000));
    expect(history.entries.every((e) => Object.keys(e.cases).length === 15_000)).toBe(true);
    expect(bytesOf(history)).toBeLessThanOrEqual(HISTORY_BYTES);
  });

  it('per-case AP goes first, oldest first; then the oldest entries, and the log is told why', () => {
    const cases = caseMap(2_000);
    const one = bytesOf({ schemaVersion: 1, entries: [entry(0, cases)] });
    // Room for three entries with per-case AP.
    const budget = Math.floor(one * 3.5);
    const { history, dropped } = grown(10, cases, budget);
    expect(bytesOf(history)).toBeLessThanOrEqual(budget);
    expect(history.entries.map((e) => Object.keys(e.cases).length)).toEqual([
      0, 0, 0, 0, 0, 0, 0, 2_000, 2_000, 2_000,
    ]);
    expect(dropped).toBeNull();
    // A budget smaller than one score-only entry per record: the oldest entries go, and say so.
    const tight = grown(10, {}, 1_500);
    expect(bytesOf(tight.history)).toBeLessThanOrEqual(1_500);
    expect(tight.history.entries.at(-1)?.sha).toBe((9).toString(16).padStart(40, '0'));
    expect(tight.dropped).toMatchObject({
      count: 10 - tight.history.entries.length,
      why: expect.stringMatching(/^to keep history\.json under /),
    });
  });
});
