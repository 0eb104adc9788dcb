import { applyEdits, modify } from 'jsonc-parser';
import { isMap, isSeq, parseDocument, type YAMLMap } from 'yaml';
import { UserError } from '../errors.js';
import { formatOf } from '../files/source-records.js';
import { stripBom } from '../files/source-text.js';
import { idOfRecord } from './golden-cases.js';

/**
 * A case's labels to write: grades by context id (1 relevant, 0 not), and who decided. `promote`
 * fills the ids no label names yet (labels already there win); a reviewer's decision (`decided`)
 * replaces the labels it names, and takes them out of `irrelevant`.
 */
export interface Promotion {
  verdicts: Map<string, number>;
  labelled: { by: string; at: string };
  decided?: boolean;
}

/** `labelled.at`: the day. */
export const dateOf = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * The `relevant` a record gets: its labels as `{ id: grade }` (a list's ids as grade 1), then each
 * verdict on an id no label names yet (in `relevant` or `irrelevant`): labels always win, unless
 * the verdicts were decided by a reviewer (then theirs do, and `irrelevant` loses those ids).
 */
function nextLabels(record: unknown, { verdicts, decided }: Promotion) {
  const { relevant, irrelevant } = (record ?? {}) as { relevant?: unknown; irrelevant?: unknown };
  const listed = Array.isArray(irrelevant) ? irrelevant.map(String) : [];
  const entries: [string, number][] = (
    Array.isArray(relevant)
      ? relevant.map((id): [string, number] => [String(id), 1])
      : relevant !== null && typeof relevant === 'object'
        ? Object.entries(relevant as Record<string, number>)
        : []
  ).filter(([id]) => !(decided && verdicts.has(id)));
  const named = new Set([...entries.map(([id]) => id), ...(decided ? [] : listed)]);
  for (const [id, grade] of verdicts) if (!named.has(id)) entries.push([id, grade]);
  const kept = listed.filter((id) => !(decided && verdicts.has(id)));
  return {
    relevant: Object.fromEntries(entries),
    ...(kept.length < listed.length && { irrelevant: kept }),
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
      const inCases = !Array.isArray(root) && root !== null && typeof root === 'object';
      const items = (inCases ? (root as { cases?: unknown }).cases : root) as unknown[];
      let next = text;
      items.forEach((item, index) => {
        const fields = promotionOf(item);
        for (const [field, value] of Object.entries(fields ?? {})) {
          const path = [...(inCases ? ['cases'] : []), index, field];
          const edits = modify(next, path, value, {
            formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' },
          });
          next = applyEdits(next, edits);
        }
      });
      return edited(next);
    }
    case 'yaml': {
      const doc = parseDocument(text);
      const root = doc.contents;
      const items = isSeq(root) ? root : isMap(root) ? root.get('cases', true) : undefined;
      if (!isSeq(items)) return edited(text);
      for (const item of items.items) {
        if (!isMap(item)) continue;
        const fields = promotionOf((item as { toJSON?: () => unknown }).toJSON?.());
        for (const [field, value] of Object.entries(fields ?? {})) {
          // The comment after the value it replaces (`relevant: [a] # why`) stays.
          const node = doc.createNode(value, { flow: true });
          node.comment = (item.get(field, true) as { comment?: string } | undefined)?.comment;
          (item as YAMLMap<unknown, unknown>).set(field, node);
        }
      }
      return edited(doc.toString());
    }
    default:
      throw new UserError(`promote: ${file} is not a .json, .jsonl or .yaml file`);
  }
}
