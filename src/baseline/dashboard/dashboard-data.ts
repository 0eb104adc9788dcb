import { createHash } from 'node:crypto';
import {
  compactEntries,
  historyCaseFiles,
  historyCasesAt,
  historyFileSchema,
  rounded,
  type HistoryEntry,
  windowStart,
} from '../history-file.js';
import { scriptJson } from '../../report/html/html-text.js';
import { storedFile } from '../stored-layout.js';

/**
 * A gate's dashboard data (`NAME/dashboard/`), derived from its history on the data branch, as
 * script files the page loads with `<script src>` (so it opens the same from disk as from Pages):
 * - `entries/<sha>.js`: history.json's entries (each with the file of its per-case AP) in chunks
 *   of about CHUNK_MEAN (`chunksOf`), each written once, however long the history;
 * - `summary.js`: the chunks' names, the newest chunk's entries, and the grid: the cases that
 *   moved most over the newest GRID_COMMITS commits, each with its AP where it changed;
 * - `cases/<b>/<n>.js`: the per-case AP of `history/cases/<b>/<n>.json` (what changed since the
 *   file before, and one slice of the cases; see history-file.ts), written once: a commit's case
 *   table is its own file applied over the ones before it, back to a file of every case or
 *   HISTORY_SLICES files (its entry's `cases`: "from-to").
 * Each file calls `cpgDashboard(its path from the branch root, data)`. Case ids are kept in
 * arrays, never as object keys (a key `__proto__` would be lost in a script's object literal).
 */
const GRID_COMMITS = 100;
const GRID_CASES = 50;
const CHUNK_MEAN = 16;
const CHUNK_MAX = 64;

type CaseFile = ReturnType<typeof historyCaseFiles>[number];

/**
 * The dashboard's files for gate `name`, from the gate folder's files (paths relative to it); its
 * case files already written there (`dashboard/cases/…`) are kept as they are: each is written once.
 */
export function dashboardFiles(
  name: string,
  texts: ReadonlyMap<string, string>,
): Map<string, string> {
  const out = new Map<string, string>();
  const script = (path: string, data: unknown) =>
    out.set(`dashboard/${path}`, scriptOf(`${name}/dashboard/${path}`, data));
  const files = historyCaseFiles(texts, name);
  // The file (index) of an entry: the last one with its sha (a commit recorded again).
  const last = new Map(files.map(({ file }, i) => [file.sha, i]));
  const fileOf = (entry: HistoryEntry) => last.get(entry.sha);
  const heads = files.map((f) => f.file);
  // An entry as the page gets it: the history entry and where its per-case AP is.
  const withFile = (entry: HistoryEntry) => {
    const at = fileOf(entry);
    return {
      ...entry,
      ...(at !== undefined && { cases: `${files[windowStart(heads, at)]!.n}-${files[at]!.n}` }),
    };
  };
  const entries = storedFile(texts, name, 'history.json', historyFileSchema)?.entries ?? [];
  for (const { n, file } of files) {
    const path = `cases/${Math.floor(n / 100)}/${n}.js`;
    const kept = texts.get(`dashboard/${path}`);
    if (kept !== undefined) out.set(`dashboard/${path}`, kept);
    else
      script(path, {
        sha: file.sha,
        // AP to 4 decimals: the page shows 2; the data stays small.
        cases: Object.entries(file.cases).map(([id, ap]) => [id, rounded(ap, 4)]),
        ...(file.removed && { removed: file.removed }),
      });
  }
  const chunks = chunksOf(entries.map(withFile));
  // Each file's entries with their settings only where they change, as history.json writes them.
  const open = compactEntries(chunks.pop()?.entries ?? []);
  for (const chunk of chunks) script(`entries/${chunk.name}.js`, compactEntries(chunk.entries));
  const shown = entries.slice(-GRID_COMMITS);
  script('summary.js', {
    chunks: chunks.map((chunk) => chunk.name),
    entries: open,
    grid: { size: shown.length, cases: movedCases(shown, files, fileOf) },
  });
  return out;
}

/**
 * Entries in chunks whose ends depend on the entries alone, not on their count from the first:
 * a chunk starts at an entry whose sha hashes to 0 mod CHUNK_MEAN (about one in 16), or after
 * CHUNK_MAX entries. So a record adds to the newest chunk only, and one that drops the oldest
 * entry rewrites the oldest chunk (and, where that one was cut at CHUNK_MAX, the ones up to the
 * next start). Named by 12 hex of the first entry's sha's hash (`-2` on a repeat): a file name
 * whatever a hand-edited history.json says a sha is.
 */
function chunksOf<E extends HistoryEntry>(entries: readonly E[]): { name: string; entries: E[] }[] {
  const chunks: { name: string; entries: E[] }[] = [];
  const names = new Map<string, number>();
  for (const entry of entries) {
    const hash = createHash('sha256').update(entry.sha).digest();
    const last = chunks.at(-1);
    if (last && last.entries.length < CHUNK_MAX && hash.readUInt32BE(0) % CHUNK_MEAN !== 0) {
      last.entries.push(entry);
      continue;
    }
    const name = hash.toString('hex', 4, 10);
    const seen = (names.get(name) ?? 0) + 1;
    names.set(name, seen);
    chunks.push({ name: seen === 1 ? name : `${name}-${seen}`, entries: [entry] });
  }
  return chunks;
}

/**
 * A grid row as written: `n, AP` pairs, flat (n: the column's case file number), where the AP
 * differs from the column before (null: not recorded). A column without a case file is not recorded.
 */
function changesOf(
  aps: readonly (number | null)[],
  numbers: readonly (number | null)[],
): (number | null)[] {
  const changes: (number | null)[] = [];
  let last: number | null | undefined;
  aps.forEach((ap, i) => {
    const n = numbers[i];
    if (n === null || n === undefined || ap === last) return;
    changes.push(n, ap);
    last = ap;
  });
  return changes;
}

/** `cpgDashboard("path", data);`, its JSON inert anywhere in a page (`scriptJson`). */
function scriptOf(path: string, data: unknown): string {
  return `cpgDashboard(${scriptJson(path)}, ${scriptJson(data)});\n`;
}

/**
 * The grid: over `entries` (commit order), the GRID_CASES cases whose AP moved most (the sum of
 * the changes between neighbouring commits; ties by id), each with its AP where it changed
 * (`changesOf`). A commit's cases are its file's window applied in order (historyCasesAt).
 */
function movedCases(
  entries: readonly HistoryEntry[],
  files: readonly CaseFile[],
  fileOf: (entry: HistoryEntry) => number | undefined,
): [string, (number | null)[]][] {
  const at = entries.map(fileOf);
  const heads = files.map((f) => f.file);
  const tables = at.map((i) => (i === undefined ? null : historyCasesAt(heads.slice(0, i + 1))));
  const moved = new Map<string, number>();
  tables.forEach((table, i) => {
    const before = tables[i - 1];
    if (!table || !before) return;
    for (const [id, ap] of table) {
      const was = before.get(id); // absent on either side: counts nothing
      if (was !== undefined && was !== ap) moved.set(id, (moved.get(id) ?? 0) + Math.abs(ap - was));
    }
  });
  const top = [...moved].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, GRID_CASES);
  // A column by its entry's case file number, never its place: a record adds to a row's end.
  const numbers = at.map((i) => (i === undefined ? null : files[i]!.n));
  return top.map(([id]) => [
    id,
    // To 2 decimals, as the page shows them: a row changes where the page would.
    changesOf(
      tables.map((t) => (t?.has(id) ? rounded(t.get(id)!, 2) : null)),
      numbers,
    ),
  ]);
}
