import { z } from 'zod';
import type { BranchArchive } from '../github/branch-files.js';
import { UserError } from '../errors.js';
import { storedVerdictSchema, type StoredVerdict } from '../judge/stored-verdict.js';
import { changedShards, MAX_DIGITS, ROWS_PER_SHARD, rowsOf, shardOf } from './shard-files.js';

/**
 * `verdicts/` on the data branch: the judge's verdicts by key in shards (`abc.json`, a depth that
 * grows with the store: see shard-files.ts), each with the month it was stored in (`since`, never rewritten), and
 * `used/<YYYY-MM>/<DD>.txt`: the keys stored before that month that a record listed on that day
 * (one a line, sorted). A verdict stored or listed in the last VERDICT_MONTHS months is kept; the
 * others are pruned. A record adds its new verdicts to their shards and lists a reused older
 * verdict about once a month, on a day of the month its key picks (or at once when it was last
 * stored or listed two months ago): so no record lists every key a month holds, and nothing is
 * rewritten because a verdict was used again.
 */
const verdictRowSchema = storedVerdictSchema.extend({
  since: z.string().regex(/^\d{4}-\d{2}$/, 'a month, YYYY-MM'),
});
type VerdictRow = z.infer<typeof verdictRowSchema>;

/** Months a verdict is kept after the last one it was stored or used in (the current one and 3 before). */
const VERDICT_MONTHS = 4;

export interface VerdictStore {
  rows: Map<string, VerdictRow>;
  /** Day (`YYYY-MM-DD`) → the keys stored before its month that a record listed on it. */
  used: Map<string, Set<string>>;
  /** The depth (hex digits of the key) its shards are at; a record may deepen it (changedShards). */
  digits: number;
}

const LIST = /^used\/(\d{4}-\d{2})\/(\d{2})\.txt$/;
const HEX_KEY = /^[0-9a-f]{32}$/;

/** The store from the folder's files (paths relative to `verdicts/`). */
export function verdictStoreOf(files: ReadonlyMap<string, string>, where: string): VerdictStore {
  const used = new Map<string, Set<string>>();
  for (const [path, text] of files) {
    const list = LIST.exec(path);
    if (!list) continue;
    const keys = text.split('\n').filter(Boolean);
    const bad = keys.find((key) => !HEX_KEY.test(key));
    if (bad !== undefined)
      throw new UserError(
        `baseline store: ${where}/${path} is not a file this version understands (line "${bad.slice(0, 40)}" is not a verdict key)`,
      );
    used.set(`${list[1]}-${list[2]}`, new Set(keys));
  }
  return { ...rowsOf(files, where, verdictRowSchema), used };
}

const verdictOfRow = ({ since: _, ...verdict }: VerdictRow): StoredVerdict => verdict;

/** The CLI's local verdict cache (`--cache`): this store in one file, unsharded, recorded alike. */
export const verdictCacheSchema = z.object({
  schemaVersion: z.literal(1),
  verdicts: z.record(z.string(), verdictRowSchema),
  used: z.record(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day, YYYY-MM-DD'), z.array(z.string())),
});

/** The store a cache file holds (none: empty), and its verdicts by key. */
export function cacheStoreOf(file: z.infer<typeof verdictCacheSchema> | null) {
  const rows = new Map(Object.entries(file?.verdicts ?? {}));
  const used = Object.entries(file?.used ?? {}).map(([day, keys]) => [day, new Set(keys)] as const);
  const verdicts = new Map([...rows].map(([key, row]) => [key, verdictOfRow(row)]));
  return { store: { rows, used: new Map(used), digits: 1 } satisfies VerdictStore, verdicts };
}

/** A cache file's content. */
export const cacheFileOf = ({ rows, used }: VerdictStore): z.infer<typeof verdictCacheSchema> => ({
  schemaVersion: 1,
  verdicts: Object.fromEntries(rows),
  used: Object.fromEntries([...used].map(([day, keys]) => [day, [...keys].sort()])),
});

function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index - 1 + count, 1)).toISOString().slice(0, 7);
}

/** The day of the month (1-28) on which a reused verdict is listed, picked by its key. */
const listDay = (key: string): number => 1 + (Number.parseInt(key.slice(0, 6), 16) % 28 || 0);

/**
 * The store after a record at `now` that used `used`: new or changed verdicts stored in this
 * month; an older one reused listed on this day when this month has not listed it yet and its
 * day has come (or it was last stored or listed two months ago); the ones neither stored nor
 * listed in the last VERDICT_MONTHS months pruned. The month is the earlier of the clock's and the
 * one after the newest the store knows, so a recorder whose clock is fast (by months or years)
 * cannot prune verdicts that other runs used recently.
 */
export function recordVerdicts(
  store: VerdictStore,
  used: ReadonlyMap<string, StoredVerdict>,
  now: Date,
): VerdictStore {
  // The month each key was last stored or listed in.
  const marks = new Map<string, string>();
  let newest = '';
  for (const [key, row] of store.rows) {
    marks.set(key, row.since);
    if (row.since > newest) newest = row.since;
  }
  for (const [day, keys] of store.used) {
    const month = day.slice(0, 7);
    if (month > newest) newest = month;
    for (const key of keys) if ((marks.get(key) ?? '') < month) marks.set(key, month);
  }
  const clock = now.toISOString().slice(0, 10);
  const month =
    newest && addMonths(newest, 1) < clock.slice(0, 7) ? addMonths(newest, 1) : clock.slice(0, 7);
  const today = month === clock.slice(0, 7) ? clock : `${month}-01`;
  const overdue = addMonths(month, -2);
  const rows = new Map(store.rows);
  const lists = new Map(store.used);
  const listed = new Set(lists.get(today));
  for (const [key, verdict] of used) {
    const row = rows.get(key);
    // The verdict's fields only, in the schema's order (as a row read back has them).
    const fields = storedVerdictSchema.parse(verdict);
    if (row && JSON.stringify(verdictOfRow(row)) === JSON.stringify(fields)) {
      const mark = marks.get(key)!;
      const due = listDay(key) <= Number(today.slice(8)) || mark <= overdue;
      if (mark < month && due && HEX_KEY.test(key)) listed.add(key);
    } else rows.set(key, { ...fields, since: month });
  }
  if (listed.size > (lists.get(today)?.size ?? 0)) lists.set(today, listed);
  const oldest = addMonths(month, 1 - VERDICT_MONTHS);
  for (const day of lists.keys()) if (day.slice(0, 7) < oldest) lists.delete(day);
  for (const [key, row] of rows)
    if (row.since < oldest && (marks.get(key) ?? '') < oldest && !listed.has(key)) rows.delete(key);
  return { rows, used: lists, digits: store.digits };
}

/** The files that differ between two states of the store (paths relative to `verdicts/`). */
export function changedVerdictFiles(
  before: VerdictStore,
  after: VerdictStore,
): Map<string, string | null> {
  const changes = changedShards(before, after.rows, ROWS_PER_SHARD.verdicts);
  const path = (day: string) => `used/${day.slice(0, 7)}/${day.slice(8)}.txt`;
  for (const [day, keys] of after.used)
    if (before.used.get(day) !== keys) changes.set(path(day), `${[...keys].sort().join('\n')}\n`);
  for (const day of before.used.keys()) if (!after.used.has(day)) changes.set(path(day), null);
  return changes;
}

/**
 * The stored verdicts of these keys in the archive's `folder` (`where` in messages): only the
 * shards that may hold them are read (at each depth: the shards' names say which it is).
 */
export function readVerdicts(
  archive: BranchArchive,
  folder: string,
  where: string,
  keys: ReadonlySet<string>,
): Map<string, StoredVerdict> {
  const wanted = new Set<string>();
  for (const key of keys)
    for (let digits = 1; HEX_KEY.test(key) && digits <= MAX_DIGITS; digits += 1)
      wanted.add(shardOf(key, digits));
  const texts = wanted.size > 0 ? archive.files(folder, (path) => wanted.has(path)) : new Map();
  const { rows } = rowsOf(texts, where, verdictRowSchema);
  const verdicts = new Map<string, StoredVerdict>();
  for (const key of keys) {
    const row = rows.get(key);
    if (row) verdicts.set(key, verdictOfRow(row));
  }
  return verdicts;
}
