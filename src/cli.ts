import { join, resolve } from 'node:path';
import { INPUT_DEFAULTS, INPUT_NAMES, parseOptions, type InputName } from './config/options.js';
import { produceReport } from './engine.js';
import { UserError, errorMessage } from './errors.js';
import { createJudgeFromOptions } from './config/create-judge.js';
import { PathGuard, realPathOf } from './files/contained-path.js';
import { expandPatterns } from './files/expand-patterns.js';
import { removeStaleReport, writeOutputFile, writeReportFile } from './report/report-file.js';
import { renderComment } from './report/markdown/render-comment.js';
import { renderSummary } from './report/markdown/render-summary.js';
import { renderText } from './report/render-text.js';
import { plural } from './format/numbers.js';

const USAGE = `Usage: context-precision-gate --golden <paths or globs> [options]

Scores retrieval with Average Precision over golden cases, like the GitHub Action, on this machine.
Every action input is a flag of the same name:
${INPUT_NAMES.map((name) => `  --${name}${INPUT_DEFAULTS[name] ? ` (default ${INPUT_DEFAULTS[name]})` : ''}`).join('\n')}

The report is written to --report-path (default .context-precision/report.json), with the job
summary (report.md) and the PR comment (report.comment.md) the action would write beside it; a
plain-text summary is printed. Exit code: 0 passed, 1 gate failed, 2 bad input.
OPENAI_API_KEY is used when --api-key is not given.`;

export interface CliIo {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const defaultIo = (): CliIo => ({
  cwd: process.cwd(),
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});

/** The CLI over the same engine as the action. Returns the exit code. */
export async function runCli(argv: readonly string[], io: CliIo = defaultIo()): Promise<number> {
  try {
    const flags = parseFlags(argv);
    if (flags === 'help') {
      io.stdout(`${USAGE}\n`);
      return 0;
    }
    const options = parseOptions((name) => flags.get(name) ?? '', io.env);
    const llm = createJudgeFromOptions(options);
    const reportPath = resolve(io.cwd, options.reportPath ?? DEFAULT_REPORT_PATH);
    // The CLI reads wherever its user points it, but never an input from the report's own path.
    const paths = new PathGuard(
      {},
      { input: 'report-path', shown: options.reportPath ?? reportPath, absolute: reportPath },
    );
    const { report } = await produceReport(options, {
      cwd: io.cwd,
      llm,
      log: (message) => io.stderr(`${message}\n`),
      paths,
    });
    await writeReportFile(reportPath, report);
    // Beside the report: the job summary and the PR comment the action would write.
    const base = reportPath.replace(/\.json$/i, '');
    const rendering = { report, history: [] };
    await writeOutputFile(`${base}.md`, renderSummary(rendering));
    await writeOutputFile(`${base}.comment.md`, renderComment(rendering));
    io.stdout(renderText(report));
    io.stderr(`Report: ${reportPath}\nSummary: ${base}.md\nPR comment: ${base}.comment.md\n`);
    return report.passed || report.mode === 'audit' ? 0 : 1;
  } catch (error) {
    io.stderr(
      `${UserError.isInstance(error) ? error.message : `Unexpected error: ${error instanceof Error ? (error.stack ?? errorMessage(error)) : String(error)}`}\n`,
    );
    // No old report may stay beside a failed run, claiming it passed.
    const stale = resolve(io.cwd, flagValue(argv, 'report-path') ?? DEFAULT_REPORT_PATH);
    if (
      await removeStaleReport(stale, (path) => namedByInputs(path, argv, io.cwd)).catch(() => false)
    )
      io.stderr(`Removed ${stale}, the report of an earlier run, as this run made none.\n`);
    return 2;
  }
}

const DEFAULT_REPORT_PATH = join('.context-precision', 'report.json');

/** The value of `--name v` or `--name=v` (the last one), read leniently, even from bad arguments. */
function flagValue(argv: readonly string[], name: InputName): string | undefined {
  let value: string | undefined;
  argv.forEach((arg, i) => {
    if (arg === `--${name}`) value = argv[i + 1];
    else if (arg.startsWith(`--${name}=`)) value = arg.slice(name.length + 3);
  });
  return value?.trim() || undefined;
}

/** Whether `path` is one of the files the run's inputs name (never removed, even when a report). */
async function namedByInputs(path: string, argv: readonly string[], cwd: string): Promise<boolean> {
  const target = await realPathOf(path);
  const files: string[] = [];
  const report = flagValue(argv, 'report');
  if (report) files.push(resolve(cwd, report));
  for (const name of ['golden', 'retrieval', 'merge'] as const) {
    const patterns = flagValue(argv, name);
    if (!patterns) continue;
    const matched = await expandPatterns(patterns, cwd, name).catch(() => []);
    files.push(...matched.map((f) => f.absolute));
  }
  for (const file of files) if ((await realPathOf(file)) === target) return true;
  return false;
}

/** `--name value` or `--name=value`, names as the action's inputs; a bare flag means "true". */
function parseFlags(argv: readonly string[]): Map<InputName, string> | 'help' {
  const flags = new Map<InputName, string>();
  const errors: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') return 'help';
    const match = /^--([a-z-]+)(?:=(.*))?$/s.exec(arg);
    if (!match) {
      errors.push(`unexpected argument "${arg}"`);
      continue;
    }
    const name = match[1] as InputName;
    if (!INPUT_NAMES.includes(name)) {
      errors.push(`unknown flag --${name}`);
      continue;
    }
    let value = match[2];
    if (value === undefined) {
      const next = argv[i + 1];
      value = next !== undefined && !next.startsWith('--') ? next : 'true';
      if (value === next) i += 1;
    }
    flags.set(name, value);
  }
  if (errors.length > 0)
    throw new UserError(`${plural(errors.length, 'invalid argument')} (see --help)`, errors);
  return flags;
}
