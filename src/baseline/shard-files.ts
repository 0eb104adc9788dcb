import { createHash } from 'node:crypto';
import { z } from 'zod';
import { UserError } from '../errors.js';
import { parseJsonDocument } from '../files/json-document.js';

/**
 * Rows by hex key, sharded by the key's first three hex digits into `ab/c.json` (4,096 files at
 * most): a record that changes a few rows rewrites only their shards, and the others keep their
 * blob ids. A shard is a JSON object, one row a line, sorted by key, so its text is a function
 * of its rows (an unchanged shard is never rewritten). 1,500,000 verdicts are about 50 kB a shard.
 */
export const shardOf = (key: string): string => `${key.slice(0, 2)}/${key.slice(2, 3)}.json`;

/** A case's row key: its id's sha256 (ids are any text; the key is hex). */
export const caseKey = (id: string): string =>
  createHash('sha256').update(id, 'utf8').digest('hex').slice(0, 32);

/** A shard's text: `{` and `}` around one `"key":row` a line, sorted by key. */
function shardText(rows: ReadonlyMap<string, unknown>): string {
  const keys = [...rows.keys()].sort();
  const lines = keys.map((key) => `${JSON.stringify(key)}:${JSON.stringify(rows.get(key))}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

/** A shard's rows, validated: a file this version cannot read is an error naming it. */
function parseShard<S extends z.ZodType>(
  text: string,
  where: string,
  row: S,
): Map<string, z.infer<S>> {
  const schema = z.record(z.string().regex(/^[0-9a-f]{32}$/, 'a 32-digit hex key'), row);
  const value = parseJsonDocument(
    text,
    where,
    schema,
    `baseline store: ${where} is not a file this version understands`,
  ) as Record<string, z.infer<S>>;
  return new Map(Object.entries(value));
}

/** Every row of a sharded folder's files (`ab/c.json` paths → their text). */
export function rowsOf<S extends z.ZodType>(
  files: ReadonlyMap<string, string>,
  where: string,
  row: S,
): Map<string, z.infer<S>> {
  const rows = new Map<string, z.infer<S>>();
  for (const [path, text] of files) {
    if (!/^[0-9a-f]{2}\/[0-9a-f]\.json$/.test(path)) continue;
    for (const [key, value] of parseShard(text, `${where}/${path}`, row)) {
      if (shardOf(key) !== path)
        throw new UserError(
          `baseline store: ${where}/${path} holds ${key}, which belongs in ${shardOf(key)}`,
        );
      rows.set(key, value);
    }
  }
  return rows;
}

/**
 * The shard files that differ between `before` and `after` (path → new text, or null to delete
 * a shard left empty); the others are not written, so they keep their blob ids.
 */
export function changedShards(
  before: ReadonlyMap<string, unknown>,
  after: ReadonlyMap<string, unknown>,
  sameRow: (a: unknown, b: unknown) => boolean = (a, b) =>
    a === b || JSON.stringify(a) === JSON.stringify(b),
): Map<string, string | null> {
  const touched = new Set<string>();
  for (const [key, row] of after) {
    const old = before.get(key);
    if (old === undefined || !sameRow(old, row)) touched.add(shardOf(key));
  }
  for (const key of before.keys()) if (!after.has(key)) touched.add(shardOf(key));
  const byShard = new Map<string, Map<string, unknown>>([...touched].map((s) => [s, new Map()]));
  for (const [key, row] of after) byShard.get(shardOf(key))?.set(key, row);
  return new Map(
    [...byShard].map(([path, rows]) => [path, rows.size > 0 ? shardText(rows) : null]),
  );
}
