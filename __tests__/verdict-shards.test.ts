import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  changedVerdictFiles,
  recordVerdicts,
  verdictStoreOf,
  type VerdictStore,
} from '../src/baseline/verdict-shards.js';
import { caseKey, ROWS_PER_SHARD, shardDigits, shardOf } from '../src/baseline/shard-files.js';
import { caseRowsOf } from '../src/baseline/stored-layout.js';
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
      { rows: new Map(), used: new Map(), digits: 1 },
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
      { rows: new Map(), used: new Map(), digits: 1 },
      new Map([...keys, unused].map((k) => [k, verdict])),
      day(0, 10),
    );
    store = daily(store, day(1, 1), 120).store;
    expect(store.rows.size).toBe(keys.length);
    expect(store.rows.has(unused)).toBe(false);
    // The files' text reads back as the same store.
    const files = new Map<string, string>();
    for (const [path, text] of changedVerdictFiles(
      { rows: new Map(), used: new Map(), digits: 1 },
      store,
    ))
      if (text !== null) files.set(path, text);
    const read = verdictStoreOf(files, 'branch:default/verdicts');
    expect([...read.used.keys()].sort()).toEqual([...store.used.keys()].sort());
    expect(read.rows.size).toBe(keys.length);
    // Written at the depth for their number (the in-memory store keeps the depth it was read at).
    expect(read.digits).toBe(shardDigits(keys.length, ROWS_PER_SHARD.verdicts));
  });

  it('a verdict used only before its day of the month is still listed every other month, never pruned', () => {
    const late = keys.find((k) => Number.parseInt(k.slice(0, 6), 16) % 28 === 27)!;
    let store = recordVerdicts(
      { rows: new Map(), used: new Map(), digits: 1 },
      new Map([[late, verdict]]),
      day(0, 2),
    );
    // Used on the 2nd of each month only, for 8 months.
    for (let m = 1; m <= 8; m += 1)
      store = recordVerdicts(store, new Map([[late, verdict]]), day(m, 2));
    expect(store.rows.has(late)).toBe(true);
  });
});

describe('shard depth (issue 29): grows with the store, so no record rewrites most shards', () => {
  /** Random keys (uniform, as sha256's are). */
  const keysOf = (count: number): string[] => {
    const hex = randomBytes(16 * count).toString('hex');
    return Array.from({ length: count }, (_, i) => hex.slice(32 * i, 32 * i + 32));
  };
  // A stored verdict row as an LLM judge leaves it (its key, a sentence of reason, its month).
  const rowBytes =
    `"${'f'.repeat(32)}":${JSON.stringify({ ...verdict, reason: 'The passage states the refund window of 30 days for annual plans, which the answer needs.', statements: [1, 2], since: '2026-03' })},\n`
      .length;

  it('the depth: 1 digit for 100 verdicts, 2 for 1,000, 3 for 10,000, 4 from 150,000 (cases: 2 for 100, 3 from 1,000); never shallower than the folder', () => {
    const depths = (perShard: number) =>
      [100, 1_000, 10_000, 150_000, 1_500_000].map((n) => shardDigits(n, perShard));
    expect(depths(ROWS_PER_SHARD.verdicts)).toEqual([1, 2, 3, 4, 4]);
    expect(depths(ROWS_PER_SHARD.cases)).toEqual([2, 3, 3, 4, 4]);
    expect(shardDigits(10, ROWS_PER_SHARD.verdicts, 3)).toBe(3);
    expect(shardOf('abcdef'.padEnd(32, '0'), 3)).toBe('abc.json');
    expect(shardOf('abcdef'.padEnd(32, '0'), 4)).toBe('ab/cd.json');
  });

  it('at 1,500,000 verdicts every shard is under 64 kB, and a record of 7,500 new ones touches about a tenth of them', () => {
    const digits = shardDigits(1_500_000, ROWS_PER_SHARD.verdicts);
    // Each key's shard is its first `digits` hex digits: count 1,500,000 keys' by their first bytes.
    expect(digits).toBe(4);
    const rows = new Uint32Array(16 ** digits);
    const bytes = randomBytes(2 * 1_500_000);
    for (let i = 0; i < bytes.length; i += 2) rows[bytes.readUInt16BE(i)]! += 1;
    expect(Math.max(...rows) * rowBytes).toBeLessThan(64_000);
    const touched = new Set(keysOf(7_500).map((key) => shardOf(key, digits)));
    expect(touched.size / rows.length).toBeLessThan(0.12);
  });
});

describe('forged rows under cases/', () => {
  it('refuses a row in the wrong shard, or under a key that is not its id', () => {
    const row = {
      id: 'a',
      ap: 1,
      judge: 'labels',
      relevant: [true],
      contexts: ['c'],
      definition: { hash: 'h', query: 'q', expected: '', labels: 'l' },
    };
    const shard = (key: string, path: string) =>
      caseRowsOf(new Map([[`cases/${path}`, `{"${key}":${JSON.stringify(row)}}`]]), 'data:g');
    const other = caseKey('b');
    expect(() => shard(other, shardOf(other, 1))).toThrow(
      `data:g/cases/${shardOf(other, 1)} holds a row under another key than its own (${other})`,
    );
    const own = caseKey('a');
    const wrong = own.startsWith('0') ? '1.json' : '0.json';
    expect(() => shard(own, wrong)).toThrow(`holds ${own}, which belongs in ${shardOf(own, 1)}`);
    expect(shard(own, shardOf(own, 1)).rows.get(own)).toEqual(row);
  });
});
