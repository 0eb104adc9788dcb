// Node's modules and runner-output.ts only: bench/*.mts load this file with plain node (no .js ->
// .ts mapping, so the one import of our own names its .ts file).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseOutputFile } from './runner-output.ts';

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** The report file, parsed, when the run wrote one. */
  report: any;
  reportPath: string;
}

export interface ActionRunOptions {
  inputs: Record<string, string>;
  /** Extra environment (GITHUB_* for the event, OPENAI_API_KEY, ...). */
  env?: Record<string, string>;
  /** The workspace; fixture paths are relative to it. */
  workspace: string;
  event?: { name: string; payload: unknown };
  /** GitHub client settings for an in-process run (say, a request timeout of a few ms). */
  octokit?: { requestTimeoutMs?: number };
  /** The run's clock time (in process only; the real time by default). */
  now?: () => Date;
}

/**
 * Runs a bundled action (`entry`, a dist/index.js) as the runner does: a child process of this
 * node with a clean environment, inputs as INPUT_<NAME>, and the runner's files for outputs and
 * the summary (see `inRunnerTemp`).
 */
export async function spawnAction(entry: string, options: ActionRunOptions): Promise<ActionRun> {
  return inRunnerTemp(options, async (env, temp) => {
    const { code, stdout, stderr } = await new Promise<{
      code: number | null;
      stdout: string;
      stderr: string;
    }>((resolve) => {
      const child = spawn(process.execPath, [entry], { cwd: options.workspace, env });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.stderr.on('data', (chunk) => (err += chunk));
      child.on('close', (exitCode) => resolve({ code: exitCode, stdout: out, stderr: err }));
    });
    const outputs = parseOutputFile(await readFile(join(temp, 'output.txt'), 'utf8'));
    return {
      code,
      stdout,
      stderr,
      outputs,
      summary: await readFile(join(temp, 'summary.md'), 'utf8'),
    };
  });
}

type RunResult = Omit<ActionRun, 'report' | 'reportPath'>;

/**
 * The runner's environment (GITHUB_*, RUNNER_TEMP, inputs as INPUT_<NAME>) and files (outputs,
 * summary, event) in a temporary RUNNER_TEMP, removed after `body`; the report, parsed, when the
 * run wrote one.
 */
export async function inRunnerTemp(
  options: ActionRunOptions,
  body: (env: Record<string, string>, temp: string) => Promise<RunResult>,
): Promise<ActionRun> {
  const temp = await mkdtemp(join(tmpdir(), 'cpg-run-'));
  try {
    const outputFile = join(temp, 'output.txt');
    const summaryFile = join(temp, 'summary.md');
    const eventFile = join(temp, 'event.json');
    await writeFile(outputFile, '');
    await writeFile(summaryFile, '');
    await writeFile(eventFile, JSON.stringify(options.event?.payload ?? {}));
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? temp,
      GITHUB_WORKSPACE: options.workspace,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      GITHUB_EVENT_PATH: eventFile,
      GITHUB_EVENT_NAME: options.event?.name ?? 'workflow_dispatch',
      GITHUB_REPOSITORY: 'acme/rag',
      GITHUB_SHA: 'a'.repeat(40),
      GITHUB_REF: 'refs/heads/main',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '42',
      RUNNER_TEMP: temp,
      ...options.env,
    };
    for (const [name, value] of Object.entries(options.inputs))
      env[`INPUT_${name.toUpperCase()}`] = value;
    const result = await body(env, temp);
    const reportPath = result.outputs['report-path'] ?? join(temp, 'context-precision-report.json');
    const report = existsSync(reportPath)
      ? JSON.parse(await readFile(reportPath, 'utf8'))
      : undefined;
    return { ...result, report, reportPath };
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
