import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnnotationAt } from '../../src/github/action-io.js';
import {
  inRunnerTemp,
  spawnAction,
  type ActionRun,
  type ActionRunOptions,
} from './action-process.js';
import { builtBundle } from './bundle.js';
import { run } from '../../src/main.js';
import type { Clock } from '../../src/timing/clock.js';

export type { ActionRun, ActionRunOptions };

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

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
      clock: { ...instantClock(), ...(options.now && { now: options.now }) },
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
 * Runs the bundle built from src/ as the runner does (`spawnAction`: a child process, the runner's
 * environment and files). For what only a process shows (the bundle, the runner protocol as
 * @actions/core writes it, the exit code, killing a retriever's process tree).
 */
export async function runActionProcess(options: ActionRunOptions): Promise<ActionRun> {
  return spawnAction(join(await builtBundle(), 'index.js'), options);
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
