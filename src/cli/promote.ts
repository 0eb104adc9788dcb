import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import { isMap, isSeq, parseDocument, type YAMLMap } from 'yaml';
import { UserError } from '../errors.js';
import { formatOf } from '../files/source-records.js';
import { stripBom } from '../files/source-text.js';
import { plural } from '../format/numbers.js';
import { idOfRecord } from '../golden/golden-cases.js';
import type { CaseReport, Report } from '../report/report.js';

export interface PromoteResult {
  /** `file: case ids` written. */
  promoted: { file: string; ids: string[] }[];
  /** Cases not promoted, with why. */
  skipped: string[];
}

/**
 * Writes the LLM's verdicts of the chosen cases into their golden files as `relevant` labels, so
 * a reviewed case is judged by labels from then on (deterministic, free). Each file keeps its
 * format, comments and order: JSONL changes the case's line only, JSON and YAML are edited in place.
 */
export async function promoteVerdicts(
  report: Report,
  cwd: string,
  only?: readonly string[],
): Promise<PromoteResult> {
  const wanted = only ? new Set(only) : undefined;
  const unknown = [...(wanted ?? [])].filter((id) => !report.cases.some((c) => c.id === id));
  if (unknown.length > 0)
    throw new UserError(
      `promote: the report has no case ${unknown.map((id) => `"${id}"`).join(', ')}`,
    );
  const skipped: string[] = [];
  const byFile = new Map<string, CaseReport[]>();
  for (const c of report.cases) {
    if (wanted && !wanted.has(c.id)) continue;
    if (c.judge !== 'llm') {
      if (wanted) skipped.push(`"${c.id}": already judged by labels`);
      continue;
    }
    if (c.error !== null) {
      skipped.push(`"${c.id}": the judge failed on it (${c.error})`);
      continue;
    }
    const file = c.source.replace(/:\d+$/, '');
    byFile.set(file, [...(byFile.get(file) ?? []), c]);
  }
  const promoted: PromoteResult['promoted'] = [];
  for (const [file, cases] of byFile) {
    const path = resolve(cwd, file);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      throw new UserError(
        `promote: cannot read ${file}, where the report says case "${cases[0]?.id}" is defined`,
      );
    }
    const labels = new Map(
      cases.map((c) => [c.id, c.contexts.filter((x) => x.relevant).map((x) => x.id)]),
    );
    // A byte order mark (which scoring accepts) is taken off to parse and put back on write.
    const bom = text === stripBom(text) ? '' : '\uFEFF';
    const { text: next, found } = withLabels(stripBom(text), file, labels);
    const missing = cases.filter((c) => !found.has(c.id)).map((c) => c.id);
    for (const id of missing)
      skipped.push(`"${id}": not found in ${file} (edited since the report was made?)`);
    if (found.size === 0) continue;
    await writeFile(path, bom + next, 'utf8');
    promoted.push({ file, ids: cases.filter((c) => found.has(c.id)).map((c) => c.id) });
  }
  return { promoted, skipped };
}

/** The file's text with `relevant` set on the cases in `labels`, and which of them were found. */
function withLabels(
  text: string,
  file: string,
  labels: ReadonlyMap<string, string[]>,
): { text: string; found: Set<string> } {
  const found = new Set<string>();
  switch (formatOf(file)) {
    case 'jsonl': {
      const lines = text.split('\n').map((line) => {
        if (line.trim() === '') return line;
        const value = JSON.parse(line) as Record<string, unknown>;
        const id = idOfRecord(value);
        if (id === undefined || !labels.has(id)) return line;
        found.add(id);
        return (
          JSON.stringify({ ...value, relevant: labels.get(id) }) + (line.endsWith('\r') ? '\r' : '')
        );
      });
      return { text: lines.join('\n'), found };
    }
    case 'json': {
      const root = JSON.parse(text) as unknown;
      const inCases = !Array.isArray(root) && root !== null && typeof root === 'object';
      const items = (inCases ? (root as { cases?: unknown }).cases : root) as unknown[];
      let next = text;
      items.forEach((item, index) => {
        const id = idOfRecord(item);
        if (id === undefined || !labels.has(id)) return;
        found.add(id);
        const path = [...(inCases ? ['cases'] : []), index, 'relevant'];
        const edits = modify(next, path, labels.get(id), {
          formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' },
        });
        next = applyEdits(next, edits);
      });
      return { text: next, found };
    }
    case 'yaml': {
      const doc = parseDocument(text);
      const root = doc.contents;
      const items = isSeq(root) ? root : isMap(root) ? root.get('cases', true) : undefined;
      if (!isSeq(items)) return { text, found };
      for (const item of items.items) {
        const id = idOfRecord((item as { toJSON?: () => unknown }).toJSON?.());
        if (id === undefined || !labels.has(id) || !isMap(item)) continue;
        found.add(id);
        const node = doc.createNode(labels.get(id) ?? [], { flow: true });
        (item as YAMLMap<unknown, unknown>).set('relevant', node);
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
