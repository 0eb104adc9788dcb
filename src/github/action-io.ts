import * as core from '@actions/core';
import { systemClock, type Clock } from '../timing/clock.js';
import type { OctokitTuning } from './octokit.js';

/** Where an annotation points (GitHub's `file=…,line=…,title=…`). */
export interface AnnotationAt {
  file: string;
  startLine: number;
  title: string;
}

/**
 * Everything the action reads from and writes to the runner, as the CLI's `CliIo` is for the CLI:
 * `actionsIo()` binds it to `@actions/core` and the process; tests pass their own.
 */
export interface ActionIo {
  /** An input (`with:`) by name, trimmed; '' when not given. */
  input(name: string): string;
  /** The job's environment: GITHUB_* (the event, the repository, the files), RUNNER_TEMP, keys. */
  env: NodeJS.ProcessEnv;
  cwd: string;
  clock: Clock;
  /** GitHub client settings (the API's URL comes from GITHUB_API_URL in `env`). */
  octokit: Omit<OctokitTuning, 'baseUrl'>;
  info(message: string): void;
  warning(message: string, at?: AnnotationAt): void;
  error(message: string, at?: AnnotationAt): void;
  /** An error, and the step fails (exit code 1) when the run ends. */
  setFailed(message: string): void;
  /** Masked in the runner's log. */
  setSecret(secret: string): void;
  setOutput(name: string, value: string): void;
  /** Appends to the job summary (only called when GITHUB_STEP_SUMMARY is set). */
  appendSummary(markdown: string): Promise<void>;
}

/** The action's I/O on a runner: `@actions/core` and this process. The only place that imports it. */
export function actionsIo(): ActionIo {
  return {
    input: (name) => core.getInput(name),
    env: process.env,
    cwd: process.cwd(),
    clock: systemClock,
    octokit: {},
    info: (message) => core.info(message),
    warning: (message, at) => core.warning(message, at ?? {}),
    error: (message, at) => core.error(message, at ?? {}),
    setFailed: (message) => core.setFailed(message),
    setSecret: (secret) => core.setSecret(secret),
    setOutput: (name, value) => core.setOutput(name, value),
    appendSummary: async (markdown) => {
      await core.summary.addRaw(markdown).write();
    },
  };
}
