import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { runCli } from '../../src/cli.js';
import { instantClock, repoRoot } from './run-action.js';
import type { Clock } from '../../src/timing/clock.js';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The CLI in this process, `runCli(argv, io)` from src/, as `context-precision-gate <args>` in
 * `cwd` with a clean environment (PATH, HOME and `env`); retry waits return at once (or `clock`),
 * and GitHub's client waits a millisecond a second.
 */
export async function runCliInProcess(
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
  clock: Clock = instantClock(),
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    clock,
    octokit: { secondMs: 1 },
  });
  return { code, stdout, stderr };
}

/** The CLI users run, bin/context-precision-gate.js over the committed dist/, as a child process. */
export const binCli = join(repoRoot, 'bin', 'context-precision-gate.js');

/** `node <args>` in `cwd` with a clean environment (PATH, HOME and `env`). */
export function runNodeProcess(
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
