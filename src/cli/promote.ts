import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { isInside, realPathOf } from '../files/contained-path.js';
import { formatOf } from '../files/source-records.js';
import { realPathsNamed } from './flags.js';
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
  /** The run's `golden` patterns: only the files they name are written. */
  golden?: string;
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
  { only, reviewer, now, golden }: PromoteOptions,
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
    // A context that said where it comes from becomes a passage label: it survives re-chunking.
    const placed = (x: (typeof judged)[number]) =>
      x.origin?.start !== undefined && x.origin.end !== undefined;
    const verdicts = new Map(
      judged.filter((x) => !placed(x)).map((x) => [x.id, x.relevant ? 1 : 0]),
    );
    const passages = judged.filter(placed).map(({ origin, relevant }) => ({
      ...(origin as { source: string; start: number; end: number }),
      grade: relevant ? 1 : 0,
    }));
    const promotion = { verdicts, labelled, ...(passages.length > 0 && { passages }) };
    byFile.set(file, (byFile.get(file) ?? new Map()).set(c.id, promotion));
  }
  // Every file checked before any is written.
  const writable = await goldenFiles(cwd, golden);
  const paths = new Map<string, string>();
  for (const [file, cases] of byFile) paths.set(file, await writable(file, [...cases.keys()][0]!));
  const promoted: PromoteResult['promoted'] = [];
  for (const [file, cases] of byFile) {
    const path = paths.get(file) as string;
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      throw new UserError(
        `promote: cannot read ${file}, where the report says case "${[...cases.keys()][0]}" is defined`,
      );
    }
    const { text: next, found } = await withLabels(text, file, cases);
    const missing = [...cases.keys()].filter((id) => !found.has(id));
    for (const id of missing)
      skipped.push(`"${id}": not found in ${file} (edited since the report was made?)`);
    if (found.size === 0) continue;
    await writeFile(path, next, 'utf8');
    promoted.push({ file, ids: [...cases.keys()].filter((id) => found.has(id)) });
  }
  return { promoted, skipped };
}

/**
 * Where promote may write: a golden file (.json, .jsonl, .yaml) inside the repository (the working
 * tree's root; links followed) and, with `golden`, one that its patterns name. A report is data a
 * run wrote, or anyone: the file it names is checked, never trusted.
 */
async function goldenFiles(cwd: string, golden: string | undefined) {
  let root = resolve(cwd);
  while (!existsSync(join(root, '.git')) && dirname(root) !== root) root = dirname(root);
  if (!existsSync(join(root, '.git'))) root = resolve(cwd);
  const realRoot = await realPathOf(root);
  const named = golden ? await realPathsNamed(golden, cwd, 'golden') : undefined;
  return async (file: string, caseId: string): Promise<string> => {
    const path = await realPathOf(resolve(cwd, file));
    const golden = formatOf(file) !== undefined;
    if (golden && isInside(path, realRoot) && (!named || named.has(path))) return path;
    throw new UserError(
      `promote: the report says case "${caseId}" is defined in "${file}", which is ${!golden ? 'not a golden file (.json, .jsonl, .yaml)' : !isInside(path, realRoot) ? `outside the repository (${root})` : 'not one of the --golden files'}; promote writes only the repository's golden files: was the report made in another repository, or changed? Nothing was written`,
    );
  };
}

export function describePromotion(result: PromoteResult): string {
  const lines = result.promoted.map(
    (p) => `labelled ${plural(p.ids.length, 'case')} in ${p.file}: ${p.ids.join(', ')}`,
  );
  if (result.promoted.length === 0) lines.push('nothing to promote');
  for (const skipped of result.skipped) lines.push(`skipped ${skipped}`);
  return `${lines.join('\n')}\n`;
}
