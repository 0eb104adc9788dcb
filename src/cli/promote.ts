import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { UserError } from '../errors.js';
import { plural } from '../format/numbers.js';
import { dateOf, withLabels, type Promotion } from '../golden/label-writer.js';
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
    const { text: next, found } = withLabels(text, file, cases);
    const missing = [...cases.keys()].filter((id) => !found.has(id));
    for (const id of missing)
      skipped.push(`"${id}": not found in ${file} (edited since the report was made?)`);
    if (found.size === 0) continue;
    await writeFile(path, next, 'utf8');
    promoted.push({ file, ids: [...cases.keys()].filter((id) => found.has(id)) });
  }
  return { promoted, skipped };
}

export function describePromotion(result: PromoteResult): string {
  const lines = result.promoted.map(
    (p) => `labelled ${plural(p.ids.length, 'case')} in ${p.file}: ${p.ids.join(', ')}`,
  );
  if (result.promoted.length === 0) lines.push('nothing to promote');
  for (const skipped of result.skipped) lines.push(`skipped ${skipped}`);
  return `${lines.join('\n')}\n`;
}
