import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The bundle under test: built from src/ once per test run (global-setup.ts), else the committed dist/. */
export const distEntry = process.env.CPG_DIST_ENTRY ?? join(repoRoot, 'dist', 'index.js');

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
 * Runs the bundled action (`dist/index.js`) as the runner does: a child process with a clean
 * environment, inputs as INPUT_<NAME>, and the runner's files for outputs and the summary. The
 * runner's folder (RUNNER_TEMP) is removed afterwards: what a later run needs goes in the workspace.
 */
export async function runAction(options: ActionRunOptions): Promise<ActionRun> {
  const temp = await mkdtemp(join(tmpdir(), 'cpg-run-'));
  try {
    return await runIn(temp, options);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

async function runIn(temp: string, options: ActionRunOptions): Promise<ActionRun> {
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

  const { code, stdout, stderr } = await new Promise<{
    code: number | null;
    stdout: string;
    stderr: string;
  }>((resolve) => {
    const child = spawn(process.execPath, [distEntry], { cwd: options.workspace, env });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('close', (exitCode) => resolve({ code: exitCode, stdout: out, stderr: err }));
  });
  const outputs = parseOutputFile(await readFile(outputFile, 'utf8'));
  const reportPath = outputs['report-path'] ?? join(temp, 'context-precision-report.json');
  const report = existsSync(reportPath)
    ? JSON.parse(await readFile(reportPath, 'utf8'))
    : undefined;
  return {
    code,
    stdout,
    stderr,
    outputs,
    summary: await readFile(summaryFile, 'utf8'),
    report,
    reportPath,
  };
}

/** Reads the runner's `name<<DELIMITER\nvalue\nDELIMITER` output file. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[i] as string);
    if (!match) continue;
    const [, name, delimiter] = match;
    const value: string[] = [];
    for (i += 1; i < lines.length && lines[i] !== delimiter; i += 1) value.push(lines[i] as string);
    outputs[name as string] = value.join('\n');
  }
  return outputs;
}
