import { resolve } from 'node:path';
import type { GateOptions } from './config/options.js';
import type { EngineResult } from './engine.js';
import { UserError, errorMessage } from './errors.js';
import { checkOutcome } from './gate/gate-outcome.js';
import type { OutputFile } from './files/contained-path.js';
import { htmlPathOf, htmlReportPieces } from './report/html/render-html.js';
import { renderJunitXml } from './report/junit-xml.js';
import type { RunInput } from './report/run-input.js';
import { reportJsonPieces, writePieces } from './report/report-file.js';
import type { Redactor } from './redaction.js';

/** The files a run writes (report, HTML beside it, JUnit XML), and each as its input for PathGuard. */
export function outputFiles(
  options: Pick<GateOptions, 'reportPath' | 'junitPath'>,
  cwd: string,
  defaultReport: string,
) {
  const report = resolve(cwd, options.reportPath ?? defaultReport);
  const shown = options.reportPath ?? report;
  const junit = options.junitPath && resolve(cwd, options.junitPath);
  const files = { report, html: htmlPathOf(report), junit };
  const outputs: OutputFile[] = [
    { input: 'report-path', shown, absolute: report },
    { input: 'report-path', shown: htmlPathOf(shown), absolute: files.html },
  ];
  if (junit) outputs.push({ input: 'junit-path', shown: options.junitPath!, absolute: junit });
  return { files, outputs };
}

/**
 * The step the action and the CLI share after the engine: the report and the verdicts redacted
 * once (the report file, outputs, summary, comment and store all come from them), the report file
 * and the HTML report beside it (and the JUnit XML, with junit-path) written, and what the
 * renderers take.
 */
export async function publishRun(
  produced: EngineResult,
  redactor: Redactor,
  files: { report: string; html: string; junit?: string },
  shown: Omit<RunInput, 'report'>,
): Promise<EngineResult & { rendering: RunInput }> {
  const report = redactor.report(produced.report);
  const usedVerdicts = redactor.value(produced.usedVerdicts);
  await writePieces(files.report, reportJsonPieces(report));
  await writePieces(files.html, htmlReportPieces({ ...shown, report }));
  // The gate's verdict (a report published for a PR says what the PR's own check did).
  if (files.junit)
    await writePieces(files.junit, [renderJunitXml(report, checkOutcome(report))], 'junit-path');
  return { report, usedVerdicts, rendering: { ...shown, report } };
}

/** What a run that threw says: a user error's message, else "Unexpected error" with the stack. */
export function failureMessage(error: unknown): string {
  if (UserError.isInstance(error)) return error.message;
  return `Unexpected error: ${error instanceof Error ? (error.stack ?? errorMessage(error)) : String(error)}`;
}
