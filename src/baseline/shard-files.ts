import { createHash } from 'node:crypto';
import { z } from 'zod';
import { UserError } from '../errors.js';
import { parseJsonDocument } from '../files/json-document.js';

/**
 * Rows by hex key, sharded by the key's first `digits` hex digits: `a.json`, `ab.json`, `abc.json`
 * (one folder), or `ab/cd.json` (256 folders of 256): the shards' names say the depth. It grows
 * with the rows (see shardDigits): a small store's record rewrites few entries of one small tree,
 * a large one's touches a small share of its shards, and no shard grows large. A record that
 * changes a few rows rewrites only their shards; the others keep their blob ids. A shard is a
 * JSON object, one row a line, sorted by key, so its text is a function of its rows (an unchanged
 * shard is never rewritten). 1,500,000 verdicts are 65,536 shards of about 6 kB.
 */
export const shardOf = (key: string, digits: number): string => {
  const prefix = key.slice(0, digits);
  return digits > 3 ? `${prefix.slice(0, 2)}/${prefix.slice(2)}.json` : `${prefix}.json`;
};

/**
 * Rows a shard holds at most on average before the depth grows by one digit (16 times the
 * shards): about 2-3 kB of verdicts (8) or of case rows (3), so a record that changes a few rows
 * uploads a few small files.
 */
export const ROWS_PER_SHARD = { verdicts: 8, cases: 3 } as const;
/** The deepest layout: 65,536 shards (a first record's tree requests and archive stay sane). */
export const MAX_DIGITS = 4;

/**
 * The shard depth for `rows` rows, never less than the folder's `current` one (so a store that
 * shrinks a little does not rewrite every shard twice): the fewest digits that keep at most
 * `perShard` rows a shard on average, at most MAX_DIGITS.
 */
export function shardDigits(rows: number, perShard: number, current = 1): number {
  let digits = 1;
  while (digits < MAX_DIGITS && rows > 16 ** digits * perShard) digits += 1;
  return Math.max(digits, current);
}

/** A shard path's depth (its hex digits), or null when it is not a shard's path. */
const digitsOf = (path: string): number | null =>
  /^(?:[0-9a-f]{1,3}|[0-9a-f]{2}\/[0-9a-f]{2})\.json$/.test(path)
    ? path.replace(/[/.]|json/g, '').length
    : null;

/** A case's row key: its id's sha256 (ids are any text; the key is hex). */
export const caseKey = (id: string): string =>
  createHash('sha256').update(id, 'utf8').digest('hex').slice(0, 32);

/** A shard's text: `{` and `}` around one `"key":row` a line, sorted by key. */
function shardText(rows: ReadonlyMap<string, unknown>): string {
  const keys = [...rows.keys()].sort();
  const lines = keys.map((key) => `${JSON.stringify(key)}:${JSON.stringify(rows.get(key))}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

/** A stored file's value, validated (a broken file is an error naming it, never replaced). */
export function parseStored<S extends z.ZodType>(
  text: string,
  where: string,
  schema: S,
): z.infer<S> {
  return parseJsonDocument(
    text,
    where,
    schema,
    `baseline store: ${where} is not a file this version understands`,
  ) as z.infer<S>;
}

/** The advice after a message that says how a folder on the data branch is damaged. */
export const DAMAGED =
  "the folder is damaged: restore it from the data branch's history, or delete it to record anew";

/**
 * Every row of a sharded folder's files (shard paths → their text), and the shards' depth (1 when
 * there are none): shards of two depths, a row in the wrong shard, or under a key that is not
 * `keyOf` it (when rows say their key), are damage.
 */
export function rowsOf<S extends z.ZodType>(
  files: ReadonlyMap<string, string>,
  where: string,
  row: S,
  keyOf?: (row: z.infer<S>) => string,
): { rows: Map<string, z.infer<S>>; digits: number } {
  const rows = new Map<string, z.infer<S>>();
  let digits: number | undefined;
  for (const [path, text] of files) {
    const depth = digitsOf(path);
    if (depth === null) continue;
    digits ??= depth;
    if (depth !== digits)
      throw new UserError(
        `baseline store: ${where}/${path} is a shard of ${depth} hex digits, but others are of ${digits} (${DAMAGED})`,
      );
    const shard = z.record(z.string().regex(/^[0-9a-f]{32}$/, 'a 32-digit hex key'), row);
    for (const [key, value] of Object.entries(
      parseStored(text, `${where}/${path}`, shard) as Record<string, z.infer<S>>,
    )) {
      if (shardOf(key, digits) !== path)
        throw new UserError(
          `baseline store: ${where}/${path} holds ${key}, which belongs in ${shardOf(key, digits)}`,
        );
      if (keyOf && keyOf(value) !== key)
        throw new UserError(
          `baseline store: ${where}/${path} holds a row under another key than its own (${key})`,
        );
      rows.set(key, value);
    }
  }
  return { rows, digits: digits ?? 1 };
}

/** Sharded rows and the depth they are written at. */
export interface Shards {
  rows: ReadonlyMap<string, unknown>;
  digits: number;
}

/**
 * The shard files that differ between `before` and `rows` written at their depth (shardDigits,
 * `perShard` rows a shard; path → new text, or null to delete a shard left empty); the others are
 * not written, so they keep their blob ids. A change of depth rewrites every shard (and deletes
 * the old ones).
 */
export function changedShards(
  before: Shards,
  rows: ReadonlyMap<string, unknown>,
  perShard: number,
): Map<string, string | null> {
  const changes = new Map<string, string | null>();
  const digits = shardDigits(rows.size, perShard, before.digits);
  const regrown = before.digits !== digits;
  const touched = new Set<string>();
  for (const [key, row] of rows) {
    const old = before.rows.get(key);
    if (regrown || (old !== row && JSON.stringify(old) !== JSON.stringify(row)))
      touched.add(shardOf(key, digits));
  }
  for (const key of before.rows.keys()) {
    if (regrown) changes.set(shardOf(key, before.digits), null);
    else if (!rows.has(key)) touched.add(shardOf(key, digits));
  }
  const byShard = new Map<string, Map<string, unknown>>([...touched].map((s) => [s, new Map()]));
  for (const [key, row] of rows) byShard.get(shardOf(key, digits))?.set(key, row);
  for (const [path, shard] of byShard) changes.set(path, shard.size > 0 ? shardText(shard) : null);
  return changes;
}
