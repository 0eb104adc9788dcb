import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnnotationAt } from '../../src/github/action-io.js';
import { builtBundle } from './bundle.js';
import { parseOutputFile } from './runner-output.js';
import { run } from '../../src/main.js';
import type { Clock } from '../../src/timing/clock.js';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

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
}

/** The event of a workflow run on a repository whose default branch is main (`push`, `schedule`…). */
export function mainEvent(name: string): { name: string; payload: unknown } {
  return { name, payload: { repository: { default_branch: 'main' } } };
}

/** A `pull_request` event of PR `number`, whose head commit is `headSha`. */
export function pullRequestEvent(
  number: number,
  headSha: string,
): { name: string; payload: unknown } {
  return {
    name: 'pull_request',
    payload: {
      repository: { default_branch: 'main' },
      pull_request: { number, head: { sha: headSha } },
    },
  };
}

/**
 * Runs the action in this process, `run(io)` from src/, as the runner would run the bundle: the
 * runner's environment (GITHUB_*, RUNNER_TEMP, inputs as INPUT_<NAME>), a workspace, and what the
 * runner shows as the result: the log with its workflow commands (`::warning file=…,line=…::`,
 * `::add-mask::` as @actions/core prints them), the outputs, the summary, the exit code. Real HTTP
 * to the fake servers, real Octokit and ai SDK; only time is the test's: retry waits return at
 * once and Octokit's waits and write spacing are a millisecond a second. The runner's folder
 * (RUNNER_TEMP) is removed afterwards: what a later run needs goes in the workspace.
 */
export async function runAction(options: ActionRunOptions): Promise<ActionRun> {
  return inRunnerTemp(options, async (env) => {
    let stdout = '';
    let code = 0;
    let summary = '';
    const outputs: Record<string, string> = {};
    await run({
      input: (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim(),
      env,
      cwd: options.workspace,
      clock: instantClock(),
      octokit: { secondMs: 1, ...options.octokit },
      info: (message) => (stdout += `${message}\n`),
      warning: (message, at) => (stdout += workflowCommand('warning', message, at)),
      error: (message, at) => (stdout += workflowCommand('error', message, at)),
      setFailed: (message) => {
        code = 1;
        stdout += workflowCommand('error', message);
      },
      setSecret: (secret) => (stdout += workflowCommand('add-mask', secret)),
      setOutput: (name, value) => (outputs[name] = value),
      appendSummary: async (markdown) => {
        summary += markdown;
      },
    });
    return { code, stdout, stderr: '', outputs, summary };
  });
}

/**
 * Runs the bundled action (`dist/index.js`) as the runner does: a child process with a clean
 * environment, inputs as INPUT_<NAME>, and the runner's files for outputs and the summary. For
 * what only a process shows (the bundle, the runner protocol as @actions/core writes it, the exit
 * code, killing a retriever's process tree).
 */
export async function runActionProcess(options: ActionRunOptions): Promise<ActionRun> {
  const entry = join(await builtBundle(), 'index.js');
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

/** Waits that return at once (on the next turn of the event loop); the real time and Math.random. */
export function instantClock(): Clock {
  return {
    now: () => new Date(),
    sleep: () => new Promise((resolve) => setImmediate(resolve)),
    random: Math.random,
  };
}

/** A workflow command as @actions/core writes it (`::name key=value,…::message`), escaped alike. */
function workflowCommand(name: string, message: string, at?: AnnotationAt): string {
  const escapeData = (s: string) =>
    s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const properties = at
    ? Object.entries({ title: at.title, file: at.file, line: String(at.startLine) })
        .filter(([, value]) => value)
        .map(([key, value]) => `${key}=${escapeProperty(value)}`)
    : [];
  return `::${name}${properties.length > 0 ? ` ${properties.join(',')}` : ''}::${escapeData(message)}\n`;
}

type RunResult = Omit<ActionRun, 'report' | 'reportPath'>;

/** The runner's environment and files in a temporary RUNNER_TEMP, removed after `body`. */
async function inRunnerTemp(
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
