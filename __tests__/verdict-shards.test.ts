import { describe, expect, it } from 'vitest';
import {
  changedVerdictFiles,
  recordVerdicts,
  verdictStoreOf,
  type VerdictStore,
} from '../src/baseline/verdict-shards.js';
import type { StoredVerdict } from '../src/judge/stored-verdict.js';

// verdicts/ as a record leaves it: the month lists of reused verdicts (issue 29: a record uploads
// about what changed, so no record may list every verdict a month reuses).

const verdict: StoredVerdict = {
  relevant: true,
  reason: 'states it',
  model: 'openai/gpt-4.1-mini',
  promptVersion: 'p1',
};
const keys = Array.from({ length: 560 }, (_, i) =>
  (i * 0x9e3779b1).toString(16).padStart(8, '0').slice(-8).padEnd(32, '0'),
);
const day = (month: number, date: number) => new Date(Date.UTC(2026, month, date, 12));

/** Records one a day from `from` for `days` days, every key used; the keys each one listed. */
function daily(start: VerdictStore, from: Date, days: number, used = keys) {
  let store = start;
  const listedPerRecord: number[] = [];
  for (let d = 0; d < days; d += 1) {
    const next = recordVerdicts(
      store,
      new Map(used.map((k) => [k, verdict])),
      new Date(from.getTime() + d * 86_400_000),
    );
    const files = changedVerdictFiles(store, next);
    // Read back what was written: the store is a function of its files.
    let lines = 0;
    for (const [path, text] of files)
      if (path.startsWith('used/') && text) lines += text.split('\n').filter(Boolean).length;
    listedPerRecord.push(lines);
    store = next;
  }
  return { store, listedPerRecord };
}

describe('verdict use lists', () => {
  it('a new month lists each reused verdict once, spread over its days: no record lists them all', () => {
    const january = recordVerdicts(
      { rows: new Map(), used: new Map() },
      new Map(keys.map((k) => [k, verdict])),
      day(0, 10),
    );
    const { store, listedPerRecord } = daily(january, day(1, 1), 28);
    // Each key once in February, and no record lists more than a few days' share of them.
    const february = [...store.used].filter(([d]) => d.startsWith('2026-02'));
    expect(february.reduce((sum, [, k]) => sum + k.size, 0)).toBe(keys.length);
    expect(Math.max(...listedPerRecord)).toBeLessThan((keys.length / 28) * 3);
  });

  it('keeps a verdict used every day for months, prunes one unused for 4, and reads back the lists', () => {
    const unused = 'f'.repeat(32);
    let store = recordVerdicts(
      { rows: new Map(), used: new Map() },
      new Map([...keys, unused].map((k) => [k, verdict])),
      day(0, 10),
    );
    store = daily(store, day(1, 1), 120).store;
    expect(store.rows.size).toBe(keys.length);
    expect(store.rows.has(unused)).toBe(false);
    // The files' text reads back as the same store.
    const files = new Map<string, string>();
    for (const [path, text] of changedVerdictFiles({ rows: new Map(), used: new Map() }, store))
      if (text !== null) files.set(path, text);
    const read = verdictStoreOf(files, 'branch:default/verdicts');
    expect([...read.used.keys()].sort()).toEqual([...store.used.keys()].sort());
    expect(read.rows.size).toBe(keys.length);
  });

  it('a verdict used only before its day of the month is still listed every other month, never pruned', () => {
    const late = keys.find((k) => Number.parseInt(k.slice(0, 6), 16) % 28 === 27)!;
    let store = recordVerdicts(
      { rows: new Map(), used: new Map() },
      new Map([[late, verdict]]),
      day(0, 2),
    );
    // Used on the 2nd of each month only, for 8 months.
    for (let m = 1; m <= 8; m += 1)
      store = recordVerdicts(store, new Map([[late, verdict]]), day(m, 2));
    expect(store.rows.has(late)).toBe(true);
  });
});
