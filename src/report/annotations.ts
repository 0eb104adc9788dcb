import { isAbsolute, normalize, relative, sep } from 'node:path';
import type { UserError } from '../errors.js';
import { shorten } from '../format/plain-text.js';
import { culpritText } from './regression-cause.js';
import { orderCases } from './shown-cases.js';
import { apChange } from './view.js';
import type { CaseReport, Report } from './report.js';

/**
 * A check annotation at a line of a file in the workspace (`::warning file=…,line=…,title=…::…`),
 * so the PR's Files view shows the problem where it is fixed.
 */
export interface Annotation {
  level: 'warning' | 'error';
  /** Relative to the workspace (the repository's root), as GitHub expects. */
  file: string;
  line: number;
  title: string;
  message: string;
}

type AnnotatedReport = Pick<Report, 'cases' | 'scale' | 'k'>;

/** GitHub shows at most 10 annotations of a kind per step; the rest are dropped unseen. */
export const MAX_ANNOTATIONS = 10;

/**
 * One warning per regressed case, at the line of its golden file where the case is defined,
 * worst first (orderCases), at most `limit`. Cases defined outside the workspace are left out:
 * GitHub could not show them.
 */
export function regressionAnnotations(
  report: AnnotatedReport,
  workspace: string,
  limit = MAX_ANNOTATIONS,
): Annotation[] {
  return orderCases(report.cases.filter((c) => c.change === 'regressed'))
    .flatMap((c): Annotation[] => {
      const at = locateSource(c.source, workspace);
      const title = `Context precision fell: case ${quoted(c.id)}`;
      return at ? [{ level: 'warning', ...at, title, message: regressionMessage(c, report) }] : [];
    })
    .slice(0, limit);
}

/** `AP 1.00 → 0.33 (−0.67): "x", new at rank 1, pushed the relevant passages down`: what cost it most. */
function regressionMessage(c: CaseReport, report: AnnotatedReport): string {
  const ap = apChange(c, report.scale);
  const culprit = c.culprits?.[0];
  return culprit ? `${ap}: ${culpritText(culprit, report.k, quoted)}` : ap;
}

/**
 * One error per problem of a bad-input error that names its file and line (`path:line: …`, the
 * form every input error takes), in the error's order, at most `limit`. Problems in files outside
 * the workspace, or without a line, are left out (the failing message lists them all anyway).
 */
export function inputErrorAnnotations(
  error: Pick<UserError, 'message' | 'details'>,
  workspace: string,
  limit = MAX_ANNOTATIONS,
): Annotation[] {
  const [summary = ''] = error.message.split('\n');
  const problems = error.details.length > 0 ? error.details : [summary];
  const title =
    error.details.length > 0 ? summary : 'Context precision gate: the input is not valid';
  return problems
    .flatMap((problem): Annotation[] => {
      const match = /^(.+?:\d+): (.+)$/s.exec(problem);
      const at = match && locateSource(match[1] as string, workspace);
      return at ? [{ level: 'error', ...at, title, message: match[2] as string }] : [];
    })
    .slice(0, limit);
}

/**
 * A case's `source` (`file:line`) as a file relative to the workspace and a line. The file name
 * may itself hold ':', so the line is what follows the last one. Undefined when the file is not
 * in the workspace (or is the workspace itself).
 */
export function locateSource(
  source: string,
  workspace: string,
): { file: string; line: number } | undefined {
  const at = /^(.+):(\d+)$/s.exec(source);
  const line = Number(at?.[2]);
  if (!at || line < 1) return undefined;
  const file = at[1] as string;
  const inside = isAbsolute(file) ? relative(workspace, file) : normalize(file);
  if (inside === '' || inside === '.' || isAbsolute(inside)) return undefined;
  if (inside === '..' || inside.startsWith(`..${sep}`)) return undefined;
  return { file: inside.split(sep).join('/'), line };
}

/** A case or context id as an annotation writes it: quoted, and cut to 80 characters. */
const quoted = (id: string): string => JSON.stringify(shorten(id, 80));
