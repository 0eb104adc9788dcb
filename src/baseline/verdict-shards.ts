import pLimit from 'p-limit';
import { z } from 'zod';
import type { BranchFiles } from '../github/branch-files.js';
import { UserError } from '../errors.js';
import { storedVerdictSchema, type StoredVerdict } from '../judge/stored-verdict.js';
import { changedShards, rowsOf, shardOf } from './shard-files.js';

/**
 * `verdicts/` on the data branch: the judge's verdicts by key in shards (`ab/c.json`, see
 * shard-files.ts), each with the month it was stored in (`since`, never rewritten), and, per
 * month, `used/<YYYY-MM>/<h>.txt`: the keys stored before that month that a record used in it
 * (one a line, sorted, sharded by the key's first digit). A verdict stored or used in the last
 * VERDICT_MONTHS months is kept; the others are pruned. A record adds its new verdicts to their
 * shards and, the first time in a month that it reuses an older verdict, its key to the month's
 * list: nothing is rewritten because it was used again.
 */
const verdictRowSchema = storedVerdictSchema.extend({
  since: z.string().regex(/^\d{4}-\d{2}$/, 'a month, YYYY-MM'),
});
type VerdictRow = z.infer<typeof verdictRowSchema>;

/** Months a verdict is kept after the last one it was stored or used in (the current one and 3 before). */
const VERDICT_MONTHS = 4;

export interface VerdictStore {
  rows: Map<string, VerdictRow>;
  /** Month → keys used in it that were stored before it. */
  used: Map<string, Set<string>>;
}

const LIST = /^used\/(\d{4}-\d{2})\/([0-9a-f])\.txt$/;

/** The store from the folder's files (paths relative to `verdicts/`). */
export function verdictStoreOf(files: ReadonlyMap<string, string>, where: string): VerdictStore {
  const used = new Map<string, Set<string>>();
  for (const [path, text] of files) {
    const list = LIST.exec(path);
    if (!list) continue;
    const keys = text.split('\n').filter(Boolean);
    const bad = keys.find((key) => !/^[0-9a-f]{32}$/.test(key) || key[0] !== list[2]);
    if (bad !== undefined)
      throw new UserError(
        `baseline store: ${where}/${path} is not a file this version understands (line "${bad.slice(0, 40)}" is not a verdict key of that list)`,
      );
    const month = used.get(list[1]!) ?? new Set<string>();
    for (const key of keys) month.add(key);
    used.set(list[1]!, month);
  }
  return { rows: rowsOf(files, where, verdictRowSchema), used };
}

/** The verdict shards (paths relative to `verdicts/`) that hold these keys. */
const verdictShardsOf = (keys: Iterable<string>): Set<string> =>
  new Set([...keys].filter((key) => /^[0-9a-f]{32}$/.test(key)).map(shardOf));

const verdictOfRow = ({ since: _, ...verdict }: VerdictRow): StoredVerdict => verdict;

const monthOf = (time: number): string => new Date(time).toISOString().slice(0, 7);
function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return monthOf(Date.UTC(year, index - 1 + count, 1));
}
const sameVerdict = (a: StoredVerdict, b: StoredVerdict): boolean =>
  a.relevant === b.relevant &&
  a.reason === b.reason &&
  a.model === b.model &&
  a.promptVersion === b.promptVersion &&
  String(a.statements) === String(b.statements);

/**
 * The store after a record at `now` that used `used`: new or changed verdicts stored in this
 * month, older ones reused listed in it, the ones neither stored nor used in the last
 * VERDICT_MONTHS months pruned. The month is the earlier of the clock's and the one after the
 * newest the store knows, so a recorder whose clock is fast (by months or years) cannot prune
 * verdicts that other runs used recently.
 */
export function recordVerdicts(
  store: VerdictStore,
  used: ReadonlyMap<string, StoredVerdict>,
  now: Date,
): VerdictStore {
  let newest = '';
  for (const row of store.rows.values()) if (row.since > newest) newest = row.since;
  for (const month of store.used.keys()) if (month > newest) newest = month;
  const clock = monthOf(now.getTime());
  const month = newest && addMonths(newest, 1) < clock ? addMonths(newest, 1) : clock;
  const rows = new Map(store.rows);
  const lists = new Map([...store.used].map(([m, keys]) => [m, new Set(keys)]));
  const listed = lists.get(month) ?? new Set<string>();
  for (const [key, verdict] of used) {
    const row = rows.get(key);
    if (row && sameVerdict(row, verdict)) {
      if (row.since < month) listed.add(key);
    } else
      rows.set(key, {
        relevant: verdict.relevant,
        reason: verdict.reason,
        ...(verdict.statements && { statements: verdict.statements }),
        model: verdict.model,
        promptVersion: verdict.promptVersion,
        since: month,
      });
  }
  if (listed.size > 0) lists.set(month, listed);
  const oldest = addMonths(month, 1 - VERDICT_MONTHS);
  for (const m of lists.keys()) if (m < oldest) lists.delete(m);
  const recent = new Set([...lists.values()].flatMap((keys) => [...keys]));
  for (const [key, row] of rows) if (row.since < oldest && !recent.has(key)) rows.delete(key);
  return { rows, used: lists };
}

/** The files that differ between two states of the store (paths relative to `verdicts/`). */
export function changedVerdictFiles(
  before: VerdictStore,
  after: VerdictStore,
): Map<string, string | null> {
  const changes = changedShards(before.rows, after.rows);
  const texts = (store: VerdictStore) => {
    const files = new Map<string, string>();
    for (const [month, keys] of store.used) {
      const byDigit = new Map<string, string[]>();
      for (const key of keys) {
        const list = byDigit.get(key[0]!) ?? [];
        list.push(key);
        byDigit.set(key[0]!, list);
      }
      for (const [digit, list] of byDigit)
        files.set(`used/${month}/${digit}.txt`, `${list.sort().join('\n')}\n`);
    }
    return files;
  };
  const old = texts(before);
  const next = texts(after);
  for (const [path, text] of next) if (old.get(path) !== text) changes.set(path, text);
  for (const path of old.keys()) if (!next.has(path)) changes.set(path, null);
  return changes;
}

/** A read of more verdict shards than this takes the folder in one request (the tarball). */
const FILE_READS = 16;

/** The stored verdicts of these keys at `commit`: only the shards that hold them are read. */
export async function readVerdicts(
  files: BranchFiles,
  folder: string,
  commit: string,
  keys: ReadonlySet<string>,
): Promise<Map<string, StoredVerdict>> {
  const wanted = verdictShardsOf(keys);
  let texts = new Map<string, string>();
  if (wanted.size > FILE_READS) {
    texts = await files.readFolder(folder, commit, (path) => wanted.has(path));
  } else if (wanted.size > 0) {
    const limit = pLimit(8);
    await Promise.all(
      [...wanted].map((path) =>
        limit(async () => {
          const found = await files.read(`${folder}/${path}`, commit);
          if (found) texts.set(path, found.text);
        }),
      ),
    );
  }
  const rows = rowsOf(texts, `${files.branch}:${folder}`, verdictRowSchema);
  const verdicts = new Map<string, StoredVerdict>();
  for (const key of keys) {
    const row = rows.get(key);
    if (row) verdicts.set(key, verdictOfRow(row));
  }
  return verdicts;
}
