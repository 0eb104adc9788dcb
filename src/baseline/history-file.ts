import { createHash } from 'node:crypto';
import { z } from 'zod';
import { isObject } from '../files/source-record.js';
import { comparableSettingsSchema } from '../compare/comparable-settings.js';
import { metricMeans, sortedMean } from '../score/average-precision.js';
import type { Report } from '../report/report.js';
import type { BaselineFile } from './stored-files.js';
import { caseKey, parseStored } from './shard-files.js';

/** `history.json` on the data branch: one entry per recorded commit (drift over time). */
const historyEntrySchema = z.object({
  sha: z.string(),
  recordedAt: z.string(),
  score: z.number(),
  /** The metrics beside MAP, by name: their means (none when no case has any). */
  metrics: z.record(z.string(), z.number()).optional(),
  /** Mean context tokens per case (o200k_base; none without counts). */
  contextTokens: z.number().optional(),
  ...comparableSettingsSchema.shape,
  /** The golden set's fingerprint (ids and definitions): a change is marked on the dashboard. */
  golden: z.string(),
  /** Recorded by a judge drift audit (`mode: audit`, `record: true`): the drift chart marks it. */
  audit: z
    .object({ sampled: z.number(), flipped: z.number(), flipRate: z.number().nullable() })
    .optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/**
 * The settings an entry of history.json carries only when they differ from the entry before it
 * (the first carries them all): most records change none, and every record uploads the file whole.
 */
const SETTINGS = ['scale', 'model', 'promptVersion', 'k', 'denominator', 'golden'] as const;
const storedEntrySchema = historyEntrySchema.partial(
  Object.fromEntries(SETTINGS.map((field) => [field, true])) as {
    [F in (typeof SETTINGS)[number]]: true;
  },
);

/** history.json: read with each entry's settings carried forward from the entries before it. */
export const historyFileSchema = z
  .object({ schemaVersion: z.literal(1), entries: z.array(storedEntrySchema) })
  .transform(({ schemaVersion, entries }, ctx) => {
    const full: HistoryEntry[] = [];
    for (const [i, entry] of entries.entries()) {
      const before = full.at(-1);
      const carried = before && Object.fromEntries(SETTINGS.map((field) => [field, before[field]]));
      const parsed = historyEntrySchema.safeParse({ ...carried, ...entry });
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['entries', i],
          message: `${SETTINGS.join(', ')} missing (the first entry has them all; a later one only those that changed)`,
        });
        return z.NEVER;
      }
      full.push(parsed.data);
    }
    return { schemaVersion, entries: full };
  });
export type HistoryFile = z.output<typeof historyFileSchema>;

/** history.json's entries as written: each setting only where it differs from the entry before. */
export function compactEntries(entries: readonly HistoryEntry[]): object[] {
  return entries.map((entry, i) => {
    const before = entries[i - 1];
    if (!before) return entry;
    const same = (field: (typeof SETTINGS)[number]) =>
      JSON.stringify(entry[field]) === JSON.stringify(before[field]);
    return Object.fromEntries(
      Object.entries(entry).filter(([field]) => !SETTINGS.some((s) => s === field && same(s))),
    );
  });
}

/** A value to `digits` decimals: 6 for a mean or an AP in the summary files (the case rows keep it exact). */
export const rounded = (value: number, digits = 6): number =>
  Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * `history/cases/<b>/<n>.json` (n counting up in record order, b = n / 100 rounded down): the
 * per-case AP of a recorded entry, one file an entry, never rewritten. The first has every case's;
 * each later one the cases whose AP changed since the file before it (`removed`: the ids it no
 * longer has) and every case of one slice (`slice`, by the id's hash, one in HISTORY_SLICES, the
 * next one each time): so any HISTORY_SLICES files in a row hold every case's value, and no
 * record writes them all.
 */
const historyCasesSchema = z.object({
  schemaVersion: z.literal(1),
  sha: z.string(),
  slice: z.number().int().min(0).optional(),
  // One check of the whole object, as fast as a thousand files of 10,000 cases need (the record
  // and the dashboard read them all); JSON.parse keeps a case `__proto__` as an own key.
  cases: z.custom<Record<string, number>>(
    (cases) => isObject(cases) && Object.values(cases).every((ap) => typeof ap === 'number'),
    'an object of case id → AP (numbers)',
  ),
  removed: z.array(z.string()).optional(),
});
export type HistoryCases = z.infer<typeof historyCasesSchema>;

/** The `history/cases/<b>/<n>.json` among the files of the folder `where`, in order of n (as recorded). */
export function historyCaseFiles(
  texts: ReadonlyMap<string, string>,
  where: string,
): { n: number; path: string; file: HistoryCases }[] {
  const files: { n: number; path: string; file: HistoryCases }[] = [];
  for (const [path, text] of texts) {
    const n = /^history\/cases\/\d+\/(\d+)\.json$/.exec(path)?.[1];
    if (n === undefined) continue;
    const file = parseStored(text, `${where}/${path}`, historyCasesSchema);
    files.push({ n: Number(n), path, file });
  }
  return files.sort((a, b) => a.n - b.n);
}

export const HISTORY_SLICES = 20;
const sliceOf = (id: string): number =>
  Number.parseInt(caseKey(id).slice(0, 8), 16) % HISTORY_SLICES;

/** The first file (index) the table at `at` is read from: a file of every case, or HISTORY_SLICES back. */
export function windowStart(files: readonly Pick<HistoryCases, 'slice'>[], at: number): number {
  let from = at;
  while (from > 0 && at - from < HISTORY_SLICES - 1 && files[from]!.slice !== undefined) from -= 1;
  return from;
}

/**
 * Every case's AP after the files so far (oldest first), their window applied in order; null when
 * the window reaches neither a file of every case nor HISTORY_SLICES files back.
 */
export function historyCasesAt(files: readonly HistoryCases[]): Map<string, number> | null {
  const from = windowStart(files, files.length - 1);
  if (files.length === 0 || (files[from]!.slice !== undefined && files.length < HISTORY_SLICES))
    return null;
  const values = new Map<string, number>();
  for (const file of files.slice(from)) {
    for (const id of file.removed ?? []) values.delete(id);
    for (const [id, ap] of Object.entries(file.cases)) values.set(id, ap);
  }
  return values;
}

/** History entries kept: the newest ones; older ones are dropped when recording, and the log says so. */
export const HISTORY_LIMIT = 1000;
export function historyEntryOf(file: BaselineFile, audit?: Report['audit']): HistoryEntry {
  const { sha, recordedAt, score, k, denominator, scale, model, promptVersion } = file;
  const metrics = metricMeans(file.cases);
  const tokens = file.cases.flatMap((c) =>
    c.contextTokens === undefined ? [] : [c.contextTokens],
  );
  const means = Object.entries(metrics).map(([name, mean]) => [name, rounded(mean)]);
  return {
    sha,
    recordedAt,
    score: rounded(score),
    ...(means.length > 0 && { metrics: Object.fromEntries(means) }),
    ...(tokens.length > 0 && { contextTokens: rounded(sortedMean(tokens)) }),
    k,
    denominator,
    scale,
    model,
    promptVersion,
    golden: goldenFingerprint(file.cases),
    ...(audit && {
      audit: { sampled: audit.sampled, flipped: audit.flipped, flipRate: audit.flipRate },
    }),
  };
}

/** The golden set's fingerprint: sha256 over each case's id and definition, sorted (12 hex). */
function goldenFingerprint(cases: BaselineFile['cases']): string {
  const lines = cases.map((c) => `${c.id}\0${c.definition.hash}`).sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 12);
}

/**
 * Adds (or, for a commit recorded again, replaces in its place) our entry; entries stay in commit
 * order, never in clock order: a new commit's entry is the newest, an ancestor of the baseline's
 * commit goes just before the entry of `before` (see placeBefore). Past HISTORY_LIMIT entries,
 * the oldest go, and are said (`dropped`: how many, and their dates).
 */
export function mergeHistory(
  current: HistoryFile | null,
  entry: HistoryEntry,
  before: string | null = null,
) {
  const stored = current?.entries ?? [];
  const again = stored.findIndex((e) => e.sha === entry.sha);
  const entries = stored.filter((e) => e.sha !== entry.sha);
  const at = again >= 0 ? again : before ? entries.findIndex((e) => e.sha === before) : -1;
  entries.splice(at < 0 ? entries.length : at, 0, entry);
  const gone = entries.splice(0, Math.max(0, entries.length - HISTORY_LIMIT));
  return {
    history: { schemaVersion: 1 as const, entries },
    dropped:
      gone.length > 0
        ? {
            count: gone.length,
            from: gone[0]!.recordedAt,
            to: gone.at(-1)!.recordedAt,
          }
        : null,
  };
}

/** The file of `sha`'s per-case AP after the files so far (oldest first). */
export function historyCasesOf(
  files: readonly HistoryCases[],
  sha: string,
  cases: ReadonlyMap<string, number>,
): HistoryCases {
  const before = historyCasesAt(files);
  if (!before) return { schemaVersion: 1, sha, cases: Object.fromEntries(cases) };
  const slice = ((files.at(-1)?.slice ?? -1) + 1) % HISTORY_SLICES;
  // fromEntries, not `written[id] = ap`: an id `__proto__` would set the prototype, and be lost.
  const written = Object.fromEntries(
    [...cases].filter(([id, ap]) => before.get(id) !== ap || sliceOf(id) === slice),
  );
  const removed = [...before.keys()].filter((id) => !cases.has(id));
  return {
    schemaVersion: 1,
    sha,
    slice,
    cases: written,
    ...(removed.length > 0 && { removed }),
  };
}
