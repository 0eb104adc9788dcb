import { applyEdits, modify } from 'jsonc-parser';
import { isDeepStrictEqual } from 'node:util';
import { isMap, isSeq, LineCounter, parseDocument, type Node, type YAMLMap } from 'yaml';
import { errorMessage, UserError } from '../errors.js';
import { formatOf } from '../files/source-records.js';
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
 * review in the pull request both write through it.
 */
export function withLabels(
  bomText: string,
  file: string,
  cases: ReadonlyMap<string, Promotion>,
): { text: string; found: Set<string> } {
  const written = rewrite(bomText, file, cases);
  // Read back before it replaces the file: it loads, and every label it had is still there.
  const before = labelsByCase(file, stripBom(bomText));
  const after = labelsByCase(file, stripBom(written.text));
  for (const [id, had] of before) {
    const now = after.get(id);
    const promotion = cases.get(id);
    const overridden = (label: string) => {
      if (promotion?.decided !== true) return false;
      if (!label.startsWith('{'))
        return promotion.verdicts.has(label.slice(0, label.lastIndexOf('=')));
      const place = JSON.parse(label) as Place;
      return (promotion.passages ?? []).some((p) => samePlace(p, place));
    };
    const kept = promotion
      ? now !== undefined && had.every((label) => now.includes(label) || overridden(label))
      : isDeepStrictEqual(had, now);
    if (!kept)
      throw new UserError(
        `promote: ${file}: writing the labels would lose labels of case "${id}" (a YAML anchor or merge the writer cannot keep?); the file is left as it was: write its labels by hand`,
      );
  }
  return written;
}

/** Each case's labels as scoring reads them (`id=grade`, passages as JSON), by case id. */
function labelsByCase(file: string, text: string): Map<string, string[]> {
  let records: unknown[];
  try {
    records = recordsOf(file, text);
  } catch (error) {
    throw new UserError(
      `promote: ${file}: the labels written would leave it unreadable (${errorMessage(error).split('\n')[0]}); the file is left as it was`,
    );
  }
  const byCase = new Map<string, string[]>();
  for (const record of records) {
    const id = idOfRecord(record);
    if (id === undefined) continue;
    const { relevant, irrelevant, passages } = record as Record<string, unknown>;
    const graded = gradesOf(relevant).map(([x, g]) => `${x}=${String(g)}`);
    const zero = Array.isArray(irrelevant) ? irrelevant.map((x) => `${String(x)}=0`) : [];
    const placed = Array.isArray(passages) ? passages.map((x) => JSON.stringify(x)) : [];
    byCase.set(id, [...graded, ...zero, ...placed]);
  }
  return byCase;
}

/** A golden file's records, parsed as scoring parses them. */
function recordsOf(file: string, text: string): unknown[] {
  if (formatOf(file) === 'jsonl')
    return text.split('\n').flatMap((line) => (line.trim() ? [JSON.parse(line) as unknown] : []));
  if (formatOf(file) !== 'yaml') return casesIn(JSON.parse(text));
  const doc = parseDocument(text, { merge: true, uniqueKeys: true });
  if (doc.errors[0]) throw doc.errors[0];
  return casesIn(doc.toJS({ maxAliasCount: -1 }));
}

/** The records of a JSON or YAML document: the top-level array, or the one in `cases`. */
const casesIn = (whole: unknown): unknown[] =>
  (Array.isArray(whole) ? whole : (whole as { cases?: unknown[] } | null)?.cases) ?? [];

/** The file's text with the labels set on the cases given, and which of them were found. */
function rewrite(
  bomText: string,
  file: string,
  cases: ReadonlyMap<string, Promotion>,
): { text: string; found: Set<string> } {
  const bom = bomText === stripBom(bomText) ? '' : '\uFEFF';
  const text = stripBom(bomText);
  const found = new Set<string>();
  const promotionOf = (record: unknown) => {
    const id = idOfRecord(record);
    const promotion = id === undefined ? undefined : cases.get(id);
    if (id === undefined || !promotion) return undefined;
    found.add(id);
    return { ...nextLabels(record, promotion), labelled: promotion.labelled };
  };
  const edited = (next: string) => ({ text: bom + next, found });
  switch (formatOf(file)) {
    case 'jsonl': {
      const lines = text.split('\n').map((line) => {
        if (line.trim() === '') return line;
        const value = JSON.parse(line) as Record<string, unknown>;
        const fields = promotionOf(value);
        if (!fields) return line;
        return JSON.stringify({ ...value, ...fields }) + (line.endsWith('\r') ? '\r' : '');
      });
      return edited(lines.join('\n'));
    }
    case 'json': {
      const root = JSON.parse(text) as unknown;
      let next = text;
      casesIn(root).forEach((item, index) => {
        const fields = promotionOf(item);
        for (const [field, value] of Object.entries(fields ?? {})) {
          const path = [...(Array.isArray(root) ? [] : ['cases']), index, field];
          const edits = modify(next, path, value, {
            formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' },
          });
          next = applyEdits(next, edits);
        }
      });
      return edited(next);
    }
    case 'yaml': {
      // Read as scoring reads it (merge keys, aliases resolved), so the labels a case has from a
      // merge key or an alias are the ones kept: the case's own field is written whole.
      const lineCounter = new LineCounter();
      const doc = parseDocument(text, { lineCounter, merge: true, uniqueKeys: true });
      const root = doc.contents;
      const items = isSeq(root) ? root : isMap(root) ? root.get('cases', true) : undefined;
      if (doc.errors.length > 0 || !isSeq(items)) return edited(text);
      const values = casesIn(doc.toJS({ maxAliasCount: -1 }));
      items.items.forEach((item, index) => {
        if (!isMap(item)) return;
        const fields = promotionOf(values[index]);
        for (const [field, value] of Object.entries(fields ?? {})) {
          const old = item.get(field, true) as Node | undefined;
          if (old?.anchor)
            throw new UserError(
              `promote: ${file}:${lineCounter.linePos(old.range?.[0] ?? 0).line}: case "${idOfRecord(values[index])}": its "${field}" is the anchor &${old.anchor}, which other cases may share; labels are not written into shared YAML: give the case its own "${field}"`,
            );
          // The comment after the value it replaces (`relevant: [a] # why`) stays.
          const node = doc.createNode(value, { flow: true });
          node.comment = (old as { comment?: string } | undefined)?.comment;
          (item as YAMLMap<unknown, unknown>).set(field, node);
        }
      });
      return edited(doc.toString());
    }
    default:
      throw new UserError(`promote: ${file} is not a .json, .jsonl or .yaml file`);
  }
}
