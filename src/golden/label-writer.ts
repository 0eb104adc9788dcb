import { applyEdits, modify } from 'jsonc-parser';
import { isDeepStrictEqual } from 'node:util';
import { isSeq, parseDocument, type Node, type YAMLMap, type YAMLSeq } from 'yaml';
import { errorMessage, UserError } from '../errors.js';
import { formatOf, readSourceRecords } from '../files/source-records.js';
import type { SourceRecord } from '../files/source-record.js';
import { stripBom } from '../files/source-text.js';
import { gradesOf, idOfRecord } from './golden-cases.js';

/**
 * A case's labels to write: grades by context id (1 relevant, 0 not), and who decided. `promote`
 * fills the ids no label names yet (labels already there win); a reviewer's decision (`decided`)
 * replaces the labels it names, and takes them out of `irrelevant`.
 */
export interface Promotion {
  verdicts: Map<string, number>;
  /** Verdicts on contexts that said where they come from: passage labels, which survive re-chunking. */
  passages?: { source: string; start: number; end: number; grade: number }[];
  labelled: { by: string; at: string };
  decided?: boolean;
}

type Place = { source?: unknown; start?: unknown; end?: unknown };
const samePlace = (a: Place, b: Place): boolean =>
  a.source === b.source && a.start === b.start && a.end === b.end;

/** `labelled.at`: the day. */
export const dateOf = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * The `relevant` a record gets: its labels as `{ id: grade }` (a list's ids as grade 1), then each
 * verdict on an id no label names yet (in `relevant` or `irrelevant`): labels always win, unless
 * the verdicts were decided by a reviewer (then theirs do, and `irrelevant` loses those ids).
 */
function nextLabels(record: unknown, { verdicts, decided, passages = [] }: Promotion) {
  const { relevant, irrelevant, passages: placed } = (record ?? {}) as Record<string, unknown>;
  const had = Array.isArray(placed) ? (placed as Place[]) : [];
  // A reviewer's decision replaces the passage of the same place; promote's never does.
  const stay = decided ? had.filter((h) => !passages.some((p) => samePlace(h, p))) : had;
  const added = passages.filter((p) => !stay.some((h) => samePlace(h, p)));
  const listed = Array.isArray(irrelevant) ? irrelevant.map(String) : [];
  const entries = gradesOf(relevant).filter(([id]) => !(decided && verdicts.has(id)));
  const named = new Set([...entries.map(([id]) => id), ...(decided ? [] : listed)]);
  for (const [id, grade] of verdicts) if (!named.has(id)) entries.push([id, grade]);
  const kept = listed.filter((id) => !(decided && verdicts.has(id)));
  return {
    // Only passages decided: `relevant` stays as written.
    ...((verdicts.size > 0 || (added.length === 0 && passages.length === 0)) && {
      relevant: Object.fromEntries(entries),
    }),
    ...(kept.length < listed.length && { irrelevant: kept }),
    ...(added.length > 0 && { passages: [...stay, ...added] }),
  };
}

/**
 * The golden file's text with `relevant` and `labelled` set on the cases given, and which of them
 * were found. Format, comments and order are kept: JSONL changes the case's line only, JSON and
 * YAML are edited in place; a byte order mark (which scoring accepts) stays. `promote` and a
 * review in the pull request both write through it. The file is read as scoring reads it.
 */
export async function withLabels(
  bomText: string,
  file: string,
  cases: ReadonlyMap<string, Promotion>,
): Promise<{ text: string; found: Set<string> }> {
  const records = await recordsOf(file, stripBom(bomText));
  const found = new Set<string>();
  const fields = records.map(({ value }) => {
    const id = idOfRecord(value);
    const promotion = id === undefined ? undefined : cases.get(id);
    if (id === undefined || !promotion) return undefined;
    found.add(id);
    return { ...nextLabels(value, promotion), labelled: promotion.labelled };
  });
  const text = rewrite(bomText, file, records, fields);
  // Read back before it replaces the file: it loads, and each case has the labels meant for it.
  const meant = labelsByCase(
    records.map(({ value }, i) => ({ ...(value as object), ...fields[i] })),
  );
  let after: Map<string, string[]>;
  try {
    after = labelsByCase((await recordsOf(file, stripBom(text))).map((r) => r.value));
  } catch (error) {
    throw new UserError(
      `promote: ${file}: the labels written would leave it unreadable (${errorMessage(error).split('\n')[0]}); the file is left as it was`,
    );
  }
  for (const [id, labels] of meant)
    if (!isDeepStrictEqual(labels, after.get(id)))
      throw new UserError(
        `promote: ${file}: writing the labels would lose labels of case "${id}" (a YAML anchor or merge the writer cannot keep?); the file is left as it was: write its labels by hand`,
      );
  return { text, found };
}

/** A golden file's records, read as scoring reads them. */
const recordsOf = (file: string, text: string) => readSourceRecords(file, file, 'cases', text);

/** Each case's labels as scoring reads them (`id=grade`, passages as JSON), by case id. */
function labelsByCase(values: readonly unknown[]): Map<string, string[]> {
  const byCase = new Map<string, string[]>();
  for (const value of values) {
    const id = idOfRecord(value);
    if (id === undefined) continue;
    const { relevant, irrelevant, passages } = value as Record<string, unknown>;
    const graded = gradesOf(relevant).map(([x, g]) => `${x}=${String(g)}`);
    const zero = Array.isArray(irrelevant) ? irrelevant.map((x) => `${String(x)}=0`) : [];
    const placed = Array.isArray(passages) ? passages.map((x) => JSON.stringify(x)) : [];
    byCase.set(id, [...graded, ...zero, ...placed]);
  }
  return byCase;
}

/** The file's text with `fields` set on its records (none: the record is left as it is). */
function rewrite(
  bomText: string,
  file: string,
  records: readonly SourceRecord[],
  fields: readonly (Record<string, unknown> | undefined)[],
): string {
  const bom = bomText === stripBom(bomText) ? '' : '\uFEFF';
  const text = stripBom(bomText);
  const edited = (next: string) => bom + next;
  switch (formatOf(file)) {
    case 'jsonl': {
      const lines = text.split('\n');
      records.forEach(({ value, line }, index) => {
        const old = lines[line - 1] as string;
        const set = fields[index];
        if (set)
          lines[line - 1] =
            JSON.stringify({ ...(value as object), ...set }) + (old.endsWith('\r') ? '\r' : '');
      });
      return edited(lines.join('\n'));
    }
    case 'json': {
      const inCases = !text.trimStart().startsWith('[');
      let next = text;
      fields.forEach((set, index) => {
        for (const [field, value] of Object.entries(set ?? {})) {
          const path = [...(inCases ? ['cases'] : []), index, field];
          const edits = modify(next, path, value, {
            formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' },
          });
          next = applyEdits(next, edits);
        }
      });
      return edited(next);
    }
    default: {
      // Read as scoring reads it (merge keys, aliases resolved), so the labels a case has from a
      // merge key or an alias are the ones kept: the case's own field is written whole.
      const doc = parseDocument(text, { merge: true, uniqueKeys: true });
      const root = doc.contents;
      const items = (isSeq(root) ? root : (root as YAMLMap).get('cases', true)) as YAMLSeq;
      items.items.forEach((item, index) => {
        const record = records[index] as SourceRecord;
        for (const [field, value] of Object.entries(fields[index] ?? {})) {
          const old = (item as YAMLMap).get(field, true) as Node | undefined;
          if (old?.anchor)
            throw new UserError(
              `promote: ${file}:${record.lineOf([field])}: case "${idOfRecord(record.value)}": its "${field}" is the anchor &${old.anchor}, which other cases may share; labels are not written into shared YAML: give the case its own "${field}"`,
            );
          // The comment after the value it replaces (`relevant: [a] # why`) stays.
          const node = doc.createNode(value, { flow: true });
          node.comment = (old as { comment?: string } | undefined)?.comment;
          (item as YAMLMap<unknown, unknown>).set(field, node);
        }
      });
      return edited(doc.toString());
    }
  }
}
