import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import { isMap, isSeq, parseDocument, type YAMLMap } from 'yaml';
import { UserError } from '../errors.js';
import { formatOf } from '../files/source-records.js';
import { stripBom } from '../files/source-text.js';
import { plural } from '../format/numbers.js';
import { idOfRecord } from '../golden/golden-cases.js';
import type { Report } from '../report/report.js';

export interface PromoteResult {
  /** `file: case ids` written. */
  promoted: { file: string; ids: string[] }[];
  /** Cases not promoted, with why. */
  skipped: string[];
}

export interface PromoteOptions {
  /** Only these cases (all the report's LLM verdicts when undefined). */
  only?: readonly string[];
  /** Who accepted the verdicts (the cases' `labelled.by`); undefined: `llm:<model>`, unreviewed. */
  reviewer?: string;
  /** When (the cases' `labelled.at`, as a date). */
  now: Date;
}

/** A case's labels to write: the LLM's verdicts as grades (1 relevant, 0 not), and who decided. */
interface Promotion {
  verdicts: Map<string, number>;
  labelled: { by: string; at: string };
}

/**
 * Writes the LLM's verdicts of the chosen cases into their golden files as labels: those of an
 * LLM-judged case, and those of a labelled case's passages no label named (`judge-holes`). A
 * relevant verdict becomes grade 1 and a not relevant one grade 0 in `relevant` (labels already
 * there win), and `labelled` says who decided: the reviewer, or `llm:<model>`. So a reviewed case
 * is judged by labels from then on (deterministic, free). Each file keeps its format, comments and
 * order: JSONL changes the case's line only, JSON and YAML are edited in place.
 */
export async function promoteVerdicts(
  report: Report,
  cwd: string,
  { only, reviewer, now }: PromoteOptions,
): Promise<PromoteResult> {
  const wanted = only ? new Set(only) : undefined;
  const unknown = [...(wanted ?? [])].filter((id) => !report.cases.some((c) => c.id === id));
  if (unknown.length > 0)
    throw new UserError(
      `promote: the report has no case ${unknown.map((id) => `"${id}"`).join(', ')}`,
    );
  const labelled = { by: reviewer ?? `llm:${report.model ?? 'unknown'}`, at: dateOf(now) };
  const skipped: string[] = [];
  const byFile = new Map<string, Map<string, Promotion>>();
  for (const c of report.cases) {
    if (wanted && !wanted.has(c.id)) continue;
    const judged = c.contexts.filter((x) => c.judge === 'llm' || x.judge === 'llm');
    if (judged.length === 0) {
      if (wanted) skipped.push(`"${c.id}": already judged by labels`);
      continue;
    }
    if (c.error !== null) {
      skipped.push(`"${c.id}": the judge failed on it (${c.error})`);
      continue;
    }
    const file = c.source.replace(/:\d+$/, '');
    const verdicts = new Map(judged.map((x) => [x.id, x.relevant ? 1 : 0]));
    byFile.set(file, (byFile.get(file) ?? new Map()).set(c.id, { verdicts, labelled }));
  }
  const promoted: PromoteResult['promoted'] = [];
  for (const [file, cases] of byFile) {
    const path = resolve(cwd, file);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      throw new UserError(
        `promote: cannot read ${file}, where the report says case "${[...cases.keys()][0]}" is defined`,
      );
    }
    // A byte order mark (which scoring accepts) is taken off to parse and put back on write.
    const bom = text === stripBom(text) ? '' : '\uFEFF';
    const { text: next, found } = withLabels(stripBom(text), file, cases);
    const missing = [...cases.keys()].filter((id) => !found.has(id));
    for (const id of missing)
      skipped.push(`"${id}": not found in ${file} (edited since the report was made?)`);
    if (found.size === 0) continue;
    await writeFile(path, bom + next, 'utf8');
    promoted.push({ file, ids: [...cases.keys()].filter((id) => found.has(id)) });
  }
  return { promoted, skipped };
}

const dateOf = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * The `relevant` a record gets: its labels as `{ id: grade }` (a list's ids as grade 1), then each
 * verdict on an id no label names yet (in `relevant` or `irrelevant`): labels always win.
 */
function nextRelevant(record: unknown, verdicts: ReadonlyMap<string, number>) {
  const { relevant, irrelevant } = (record ?? {}) as { relevant?: unknown; irrelevant?: unknown };
  const entries: [string, number][] = Array.isArray(relevant)
    ? relevant.map((id) => [String(id), 1])
    : relevant !== null && typeof relevant === 'object'
      ? Object.entries(relevant as Record<string, number>)
      : [];
  const named = new Set([
    ...entries.map(([id]) => id),
    ...(Array.isArray(irrelevant) ? irrelevant.map(String) : []),
  ]);
  for (const [id, grade] of verdicts) if (!named.has(id)) entries.push([id, grade]);
  return Object.fromEntries(entries);
}

/** The file's text with `relevant` and `labelled` set on the cases promoted, and which of them were found. */
function withLabels(
  text: string,
  file: string,
  cases: ReadonlyMap<string, Promotion>,
): { text: string; found: Set<string> } {
  const found = new Set<string>();
  const promotionOf = (record: unknown) => {
    const id = idOfRecord(record);
    const promotion = id === undefined ? undefined : cases.get(id);
    if (id === undefined || !promotion) return undefined;
    found.add(id);
    return { relevant: nextRelevant(record, promotion.verdicts), labelled: promotion.labelled };
  };
  switch (formatOf(file)) {
    case 'jsonl': {
      const lines = text.split('\n').map((line) => {
        if (line.trim() === '') return line;
        const value = JSON.parse(line) as Record<string, unknown>;
        const fields = promotionOf(value);
        if (!fields) return line;
        return JSON.stringify({ ...value, ...fields }) + (line.endsWith('\r') ? '\r' : '');
      });
      return { text: lines.join('\n'), found };
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
      return { text: next, found };
    }
    case 'yaml': {
      const doc = parseDocument(text);
      const root = doc.contents;
      const items = isSeq(root) ? root : isMap(root) ? root.get('cases', true) : undefined;
      if (!isSeq(items)) return { text, found };
      for (const item of items.items) {
        if (!isMap(item)) continue;
        const fields = promotionOf((item as { toJSON?: () => unknown }).toJSON?.());
        for (const [field, value] of Object.entries(fields ?? {}))
          (item as YAMLMap<unknown, unknown>).set(field, doc.createNode(value, { flow: true }));
      }
      return { text: doc.toString(), found };
    }
    default:
      throw new UserError(`promote: ${file} is not a .json, .jsonl or .yaml file`);
  }
}

export function describePromotion(result: PromoteResult): string {
  const lines = result.promoted.map(
    (p) => `labelled ${plural(p.ids.length, 'case')} in ${p.file}: ${p.ids.join(', ')}`,
  );
  if (result.promoted.length === 0) lines.push('nothing to promote');
  for (const skipped of result.skipped) lines.push(`skipped ${skipped}`);
  return `${lines.join('\n')}\n`;
}
