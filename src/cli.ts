import { checkOutcome } from './gate/gate-outcome.js';
import { join, resolve } from 'node:path';
import { snapshotOfReport } from './baseline/stored-files.js';
import {
  DEFAULT_REPORT_PATH,
  flagValue,
  namedByInputs,
  parseArgs,
  usage,
  type ParsedArgs,
} from './cli/flags.js';
import { inRefWorktree } from './cli/baseline-ref.js';
import { VerdictCache } from './cli/verdict-cache.js';
import { parseOptions, type GateOptions } from './config/options.js';
import { produceReport } from './engine.js';
import { UserError } from './errors.js';
import { PathGuard, refuseLinks } from './files/contained-path.js';
import { expandPatterns, splitList } from './files/expand-patterns.js';
import { logSafe } from './format/log-safe.js';
import { plural } from './format/numbers.js';
import { renderComment, renderSummary } from './report/markdown/comment-and-summary.js';
import {
  readReportFile,
  removeStaleReport,
  reportJsonPieces,
  writePieces,
} from './report/report-file.js';
import { renderText } from './report/render-text.js';
import { Redactor, secretValues } from './redaction.js';
import { failureMessage, outputFiles, publishRun } from './publish-run.js';
import { auditLine, auditWarns } from './report/view.js';
import { systemClock, type Clock } from './timing/clock.js';
import type { OctokitTuning } from './github/octokit.js';

export interface CliIo {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** stderr is a terminal: progress rewrites one line there. */
  stderrIsTty?: boolean;
  /** Time, retry waits and jitter (default the system's). */
  clock?: Clock;
  /** GitHub's client for --github-token: its retry waits and write spacing (default real seconds). */
  octokit?: Omit<OctokitTuning, 'baseUrl'>;
}

const defaultIo = (): CliIo => ({
  cwd: process.cwd(),
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stderrIsTty: process.stderr.isTTY,
});

/** The CLI over the same engine as the action. Returns the exit code: 0 passed, 1 gate failed, 2 input or configuration error. */
export async function runCli(argv: readonly string[], rawIo: CliIo = defaultIo()): Promise<number> {
  // A flag's secret is redacted even when the flags are wrong (redaction.ts). Text is made inert
  // for a CI log too (no workflow commands); --json's output is data, redacted only.
  const redactor = new Redactor(secretValues((name) => flagValue(argv, name), rawIo.env));
  const io: CliIo = {
    ...rawIo,
    stdout: (text) => rawIo.stdout(logSafe(redactor.text(text))),
    stderr: (text) => rawIo.stderr(logSafe(redactor.text(text))),
  };
  // Where an earlier run's report may be, once scoring begins.
  let stale: string | undefined;
  try {
    if (argv[0] === 'init') return await init(argv.slice(1), io);
    if (argv[0] === 'promote') return await promote(argv.slice(1), io);
    if (argv[0] === 'view') {
      io.stdout(await (await import('./cli/view.js')).viewDashboard(argv.slice(1), io.cwd));
      return 0;
    }
    const args = parseArgs(argv);
    // What a run does not need is loaded where it is used (yaml, the GitHub client, the SDK).
    if (args.cli.has('help') || args.cli.has('version') || argv.length === 0) {
      const { inputDescriptions, packageVersion } = await import('./cli/package-files.js');
      if (args.cli.has('help')) io.stdout(usage(packageVersion(), inputDescriptions()));
      else if (args.cli.has('version')) io.stdout(`${packageVersion()}\n`);
      else io.stderr(usage(packageVersion(), inputDescriptions()));
      return argv.length === 0 ? 2 : 0;
    }
    if (args.cli.has('reviewer')) args.errors.push('--reviewer is a flag of promote');
    if (args.errors.length > 0)
      throw new UserError(
        `${plural(args.errors.length, 'invalid argument')} (see --help)`,
        args.errors,
      );
    for (const warning of args.warnings) io.stderr(`warning: ${warning}\n`);
    const options = parseOptions((name) => args.inputs.get(name) ?? '', io.env);
    stale = resolve(io.cwd, options.reportPath ?? DEFAULT_REPORT_PATH);
    return await score(args, options, io, rawIo, redactor);
  } catch (error) {
    io.stderr(`${failureMessage(error)}\n`);
    // No old report may stay beside a run that failed once scoring began, claiming it passed; an
    // input error before (a typo in a flag) leaves the earlier outputs as they were.
    const isInput = (path: string) => namedByInputs(path, argv, io.cwd);
    if (stale && (await removeStaleReport(stale, isInput).catch(() => false)))
      io.stderr(`Removed ${stale}, the report of an earlier run, as this run made none.\n`);
    return 2;
  }
}

/** The score command: the run's inputs, the --baseline-ref side if asked, the run, its files. */
async function score(
  args: ParsedArgs,
  options: GateOptions,
  io: CliIo,
  rawIo: CliIo,
  redactor: Redactor,
): Promise<number> {
  const run = await runInputs(args, options, io, redactor);
  const atRef = await scoreBaselineRef(args, options, run, io, redactor);
  const produced = await produceReport(options, {
    ...run.deps,
    cwd: io.cwd,
    baseline: atRef
      ? snapshotOfReport(atRef.report, atRef.sha)
      : run.baseline
        ? snapshotOfReport(run.baseline, run.baseline.commit.sha, args.cli.get('baseline'))
        : null,
    // The ref's verdicts are reused: what both sides share is judged once.
    storedVerdicts: new Map([...run.deps.storedVerdicts, ...(atRef?.usedVerdicts ?? [])]),
    log: (message) => io.stderr(`${message}\n`),
  });
  const { report, usedVerdicts, rendering } = await publishRun(produced, redactor, run.files, {
    history: [],
  });
  // The cache keeps the verdicts of both sides of a --baseline-ref comparison.
  const saved = new Map([...(atRef ? redactor.value(atRef.usedVerdicts) : []), ...usedVerdicts]);
  await writePieces(run.files.summary, [renderSummary(rendering)]);
  await writePieces(run.files.comment, [renderComment(rendering)]);
  if (run.cache && saved.size > 0) await run.cache.save(saved, run.deps.clock.now());
  if (args.cli.has('json')) rawIo.stdout(redactor.text(`${JSON.stringify(report, null, 2)}\n`));
  else io.stdout(renderText(report));
  io.stderr(
    `Report: ${run.files.report}\nHTML report: ${run.files.html}\nSummary: ${run.files.summary}\nPR comment: ${run.files.comment}\n`,
  );
  if (run.files.junit) io.stderr(`JUnit XML: ${run.files.junit}\n`);
  if (report.audit && auditWarns(report.audit))
    io.stderr(`warning: ${auditLine(report.audit, report.model)}\n`);
  return checkOutcome(report).check === 'fail' ? 1 : 0;
}

/** What a score run reads before the engine: the --baseline report, the caches, main's verdicts. */
async function runInputs(args: ParsedArgs, options: GateOptions, io: CliIo, redactor: Redactor) {
  const baselinePath = args.cli.get('baseline');
  if (baselinePath && args.cli.has('baseline-ref'))
    throw new UserError(
      '--baseline and --baseline-ref: give one of them (a report, or a ref to score)',
    );
  const baseline = baselinePath
    ? await readReportFile(resolve(io.cwd, baselinePath), baselinePath)
    : undefined;
  const cachePath = args.cli.has('no-cache')
    ? undefined
    : (args.cli.get('cache') ?? join('.context-precision', 'verdicts.json'));
  const cache = cachePath ? new VerdictCache(resolve(io.cwd, cachePath), cachePath) : undefined;
  const { files: own, outputs } = outputFiles(options, io.cwd, DEFAULT_REPORT_PATH);
  // Beside the report: the job summary and the PR comment the action would write.
  const base = own.report.replace(/\.json$/i, '');
  const files = { ...own, summary: `${base}.md`, comment: `${base}.comment.md` };
  const written = [files.report, files.html, files.summary, files.comment, files.junit, cachePath];
  const advice = ', or give --report-path (--junit-path, --cache) a path outside the clone';
  await refuseLinks(io.cwd, written, 'the CLI', advice);
  const paths = new PathGuard({}, outputs);
  const token = args.inputs.get('github-token');
  const verdictSource = token
    ? await (
        await import('./cli/default-branch-verdicts.js')
      ).defaultBranchVerdicts(token, options, io, (m) => io.stderr(`${m}\n`))
    : undefined;
  const storedVerdicts = new Map((await cache?.load()) ?? []);
  const deps = {
    env: io.env,
    redact: redactor.text,
    clock: io.clock ?? systemClock,
    storedVerdicts,
    verdictSource,
    select: { cases: listFlag(args, 'cases'), tags: listFlag(args, 'tags') },
    progressTty: io.stderrIsTty ? (text: string) => io.stderr(text) : undefined,
    paths,
  };
  return { baseline, cache, files, deps };
}

/** --baseline-ref: the ref's golden set and retriever, scored in a temporary worktree; its report beside ours. */
async function scoreBaselineRef(
  args: ParsedArgs,
  options: GateOptions,
  run: Awaited<ReturnType<typeof runInputs>>,
  io: CliIo,
  redactor: Redactor,
) {
  const baselineRef = args.cli.get('baseline-ref');
  if (!baselineRef) return undefined;
  const atRef = await inRefWorktree(baselineRef, io.cwd, async (checkout) => {
    const at = `${baselineRef} (${checkout.sha.slice(0, 7)})`;
    io.stderr(`Scoring ${at} in a temporary worktree, as the baseline.\n`);
    for (const note of checkout.notes) io.stderr(`${note}\n`);
    // The branch that adds the gate: the ref has no golden set, so no baseline (as the action).
    const matched = await Promise.all(
      splitList(options.golden).map((p) =>
        expandPatterns(p, checkout.cwd, 'golden').catch(() => []),
      ),
    );
    if (matched.every((files) => files.length === 0)) {
      io.stderr(
        `${at} has no golden set: no file matches golden "${options.golden}" there. No baseline: this run is gated on the threshold alone.\n`,
      );
      return undefined;
    }
    // The ref is the baseline: its primary retriever only.
    const produced = await produceReport(
      { ...options, variants: [] },
      {
        ...run.deps,
        cwd: checkout.cwd,
        baseline: null,
        log: (message) => io.stderr(`[${baselineRef}] ${message}\n`),
      },
    ).catch((error: unknown) => {
      throw UserError.isInstance(error)
        ? new UserError(`baseline-ref ${at}: ${error.message}`)
        : error;
    });
    return { ...produced, sha: checkout.sha };
  });
  if (!atRef) return undefined;
  const refPath = resolve(io.cwd, '.context-precision', `baseline-${fileNameOf(baselineRef)}.json`);
  await writePieces(refPath, reportJsonPieces(redactor.value(atRef.report)));
  io.stderr(`Baseline (${baselineRef}): ${refPath}\n`);
  return atRef;
}

/** `init`: the workflow, a sample golden file and a retriever stub, never overwriting what is there. */
async function init(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv.length > 0) throw new UserError(`init: takes no arguments, got ${argv.join(' ')}`);
  const { describeInit, initRepository } = await import('./cli/init.js');
  io.stdout(describeInit(await initRepository(io.cwd)));
  return 0;
}

/** `promote --report <report.json> [--cases a,b] [--reviewer NAME]`: the LLM's verdicts become golden labels. */
async function promote(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv);
  const problems = [...args.errors];
  const unexpected = [...args.inputs.keys()].filter((name) => !['report', 'golden'].includes(name));
  if (unexpected.length > 0)
    problems.push(
      `promote takes --report, --golden, --cases and --reviewer, not ${unexpected.map((n) => `--${n}`).join(', ')}`,
    );
  const reportPath = args.inputs.get('report');
  if (!reportPath) problems.push('promote: --report <report.json> is required');
  if (problems.length > 0 || !reportPath)
    throw new UserError('promote: invalid arguments (see --help)', problems);
  const report = await readReportFile(resolve(io.cwd, reportPath), reportPath);
  const { describePromotion, promoteVerdicts } = await import('./cli/promote.js');
  const reviewer = args.cli.get('reviewer');
  const now = (io.clock ?? systemClock).now();
  const only = listFlag(args, 'cases');
  const options = { only, reviewer, now, golden: args.inputs.get('golden') };
  io.stdout(describePromotion(await promoteVerdicts(report, io.cwd, options)));
  return 0;
}

/** `--cases a,b` as a list (undefined when not given). */
const listFlag = (args: ParsedArgs, name: 'cases' | 'tags') =>
  args.cli.has(name) ? splitList(args.cli.get(name) ?? '') : undefined;

/** A ref as a file name: `origin/main` → `origin-main`. */
const fileNameOf = (ref: string): string => ref.replace(/[^A-Za-z0-9._-]+/g, '-');
