import { join, resolve } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { INPUT_DEFAULTS, INPUT_NAMES, parseOptions, type InputName } from './config/options.js';
import { produceReport } from './engine.js';
import { UserError, errorMessage } from './errors.js';
import { createJudgeFromOptions } from './config/create-judge.js';
import { PathGuard } from './files/contained-path.js';
import { writeReportFile } from './report/report-file.js';
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
    const reportPath = resolve(
      io.cwd,
      options.reportPath ?? join('.context-precision', 'report.json'),
    );
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
    await writeFile(`${base}.md`, renderSummary(rendering), 'utf8');
    await writeFile(`${base}.comment.md`, renderComment(rendering), 'utf8');
    io.stdout(renderText(report));
    io.stderr(`Report: ${reportPath}\nSummary: ${base}.md\nPR comment: ${base}.comment.md\n`);
    return report.passed || report.mode === 'audit' ? 0 : 1;
  } catch (error) {
    io.stderr(
      `${UserError.isInstance(error) ? error.message : `Unexpected error: ${error instanceof Error ? (error.stack ?? errorMessage(error)) : String(error)}`}\n`,
    );
    return 2;
  }
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
