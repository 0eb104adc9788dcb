import { z } from 'zod';
import { UserError } from '../errors.js';
import {
  compactEntries,
  HISTORY_SLICES,
  historyCasesOf,
  historyCaseFiles,
  historyFileSchema,
  type HistoryFile,
  rounded,
} from './history-file.js';
import {
  caseKey,
  changedShards,
  DAMAGED,
  parseStored,
  ROWS_PER_SHARD,
  rowsOf,
} from './shard-files.js';
import { caseRowSchema, type CaseRow } from '../compare/compare-baseline.js';
import {
  baselineJsonSchema,
  commitRecordSchema,
  commitsIndexSchema,
  type BaselineFile,
  type CommitsIndex,
} from './stored-files.js';
import { changedVerdictFiles, verdictStoreOf, type VerdictStore } from './verdict-shards.js';

/** A gate's folder on the data branch, read whole (paths relative to it), and what it holds. */
export type StoredFolder = ReturnType<typeof parseFolder>;

/** The files under `prefix/`, relative to it. */
function under(files: ReadonlyMap<string, string>, prefix: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [path, text] of files)
    if (path.startsWith(`${prefix}/`)) found.set(path.slice(prefix.length + 1), text);
  return found;
}

/** The rows under `cases/` of a folder's files (paths relative to it), by caseKey, and their shards' depth. */
export const caseRowsOf = (texts: ReadonlyMap<string, string>, where: string) =>
  rowsOf(under(texts, 'cases'), `${where}/cases`, caseRowSchema, (row) => caseKey(row.id));

/** A file of the folder `where` (`branch:NAME`), validated, or null when it has none. */
export function storedFile<S extends z.ZodType>(
  texts: ReadonlyMap<string, string>,
  where: string,
  file: string,
  schema: S,
): z.infer<S> | null {
  const text = texts.get(file);
  return text === undefined ? null : parseStored(text, `${where}/${file}`, schema);
}

/** The whole folder, validated; `where` names it (`branch:NAME`). */
export function parseFolder(texts: Map<string, string>, where: string) {
  const cases = caseRowsOf(texts, where);
  const baseline = storedBaseline(texts, where, cases.rows);
  return {
    texts,
    /** The rows under `cases/` (by caseKey) and their shards' depth. */
    cases,
    baseline,
    /** The baseline's own record (pending when the record that made it could not name its commit). */
    pinned:
      baseline && storedFile(texts, where, `commits/${baseline.sha}.json`, commitRecordSchema),
    history: storedFile(texts, where, 'history.json', historyFileSchema),
    historyCases: historyCaseFiles(texts, where),
    index: storedFile(texts, where, 'commits.json', commitsIndexSchema),
    verdicts: verdictStoreOf(under(texts, 'verdicts'), `${where}/verdicts`),
  };
}

/**
 * baseline.json's cases, in its order, with their rows under `cases/` (by caseKey, read when not given; a
 * case without one is damage), or null when the folder has no baseline.json.
 */
export function storedBaseline(
  texts: ReadonlyMap<string, string>,
  where: string,
  rows?: ReadonlyMap<string, CaseRow>,
): BaselineFile | null {
  const head = storedFile(texts, where, 'baseline.json', baselineJsonSchema);
  if (!head) return null;
  const byKey = rows ?? caseRowsOf(texts, where).rows;
  const cases = head.cases.map(({ id }) => {
    const row = byKey.get(caseKey(id));
    if (!row)
      throw new UserError(
        `baseline store: ${where}/baseline.json names case "${id}", which has no row under cases/ (${DAMAGED})`,
      );
    return row;
  });
  return { ...head, cases };
}

/** `{ head…, "field": [` one item a line `] }`: small diffs, one line per case or entry. */
function listedJson(head: object, field: string, items: readonly unknown[]): string {
  const top = JSON.stringify(head, null, 1);
  const open = Object.keys(head).length > 0 ? `${top.slice(0, -2)},\n` : '{\n';
  return `${open} ${JSON.stringify(field)}: [\n${items.map((i) => `  ${JSON.stringify(i)}`).join(',\n')}\n ]\n}\n`;
}

/** What a record changes in the folder. */
export interface FolderPlan {
  verdicts: VerdictStore;
  /** The data-branch commit the record is made on (its head), if any. */
  head?: string;
  /**
   * The recorded commit (none when the judge failed on a case): whether it replaces the baseline,
   * the history and the per-commit index after it, and the per-commit records the index dropped.
   */
  record?: {
    file: BaselineFile;
    replaces: boolean;
    history: HistoryFile;
    index: CommitsIndex;
    dropped: string[];
  };
}

/** The files a plan changes (path relative to the folder → text, or null to delete). */
export function changedFiles(folder: StoredFolder, plan: FolderPlan): Map<string, string | null> {
  const changes = new Map<string, string | null>();
  const put = (path: string, text: string | null) => {
    if ((folder.texts.get(path) ?? null) !== text) changes.set(path, text);
  };
  for (const [path, text] of changedVerdictFiles(folder.verdicts, plan.verdicts))
    changes.set(`verdicts/${path}`, text);
  const { record } = plan;
  if (record?.replaces) {
    const { cases, ...head } = record.file;
    put(
      'baseline.json',
      listedJson(
        head,
        'cases',
        cases.map(({ id, ap }) => ({ id, ap: rounded(ap) })),
      ),
    );
    const rows = new Map(cases.map((row) => [caseKey(row.id), row]));
    for (const [path, text] of changedShards(folder.cases, rows, ROWS_PER_SHARD.cases))
      changes.set(`cases/${path}`, text);
  }
  if (record) {
    const caseFiles = folder.historyCases;
    const { entries, ...head } = record.history;
    put('history.json', listedJson(head, 'entries', compactEntries(entries)));
    // Per-case files go with their entries, but for the ones the oldest kept is read back with.
    const kept = new Set(entries.map((e) => e.sha));
    const first = caseFiles.findIndex(({ file }) => kept.has(file.sha));
    const from = first < 0 ? caseFiles.length : Math.max(0, first - HISTORY_SLICES + 1);
    for (const { path } of caseFiles.slice(0, from)) put(path, null);
    const n = (caseFiles.at(-1)?.n ?? -1) + 1;
    const cases = new Map(record.file.cases.map((c) => [c.id, c.ap]));
    const file = historyCasesOf(
      caseFiles.map((f) => f.file),
      record.file.sha,
      cases,
    );
    put(`history/cases/${Math.floor(n / 100)}/${n}.json`, `${JSON.stringify(file)}\n`);
    put('commits.json', `${JSON.stringify(record.index, null, 1)}\n`);
    commitRecordFiles(folder, record, plan.head, put);
    for (const gone of record.dropped) put(`commits/${gone}.json`, null);
  }
  return changes;
}

/** The per-commit records a record writes: its own, and the pending one of the baseline it read. */
function commitRecordFiles(
  folder: StoredFolder,
  { file, replaces }: NonNullable<FolderPlan['record']>,
  parent: string | undefined,
  put: (path: string, text: string | null) => void,
): void {
  // The baseline at the head, made so by a record that could not name its own commit: its rows
  // are `cases/` at the head (the record reads the folder there).
  const { baseline, pinned } = folder;
  if (baseline && pinned?.pending && parent && !(replaces && file.sha === baseline.sha)) {
    const { changed, ...head } = pinned;
    // No longer pending (JSON leaves an undefined field out).
    const text = listedJson({ ...head, parent, pending: undefined }, 'changed', changed);
    put(`commits/${baseline.sha}.json`, text);
  }
  const { cases, ...recorded } = file;
  const before = new Map((folder.baseline?.cases ?? []).map((row) => [row.id, row]));
  const ids = new Set(cases.map((row) => row.id));
  // A new baseline's rows are the ones written under cases/ now: none copied here.
  const changed = replaces
    ? []
    : cases.filter((row) => JSON.stringify(before.get(row.id)) !== JSON.stringify(row));
  const removed = replaces ? [] : [...before.keys()].filter((id) => !ids.has(id));
  const head = { ...recorded, parent: replaces ? null : (parent ?? null), removed };
  put(
    `commits/${file.sha}.json`,
    listedJson(replaces ? { ...head, pending: true } : head, 'changed', changed),
  );
}
