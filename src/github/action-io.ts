import * as core from '@actions/core';
import { logSafe } from '../format/log-safe.js';
import { MAX_ANNOTATIONS, type Annotation } from '../report/annotations.js';
import { systemClock } from '../timing/clock.js';
import type { OctokitTuning } from './octokit.js';

/** Where an annotation points (GitHub's `file=…,line=…,title=…`). */
export type AnnotationAt = Required<
  Pick<core.AnnotationProperties, 'file' | 'startLine' | 'title'>
>;

/**
 * github-token's default in action.yml, as written. A runner evaluates it; @github/local-action
 * fills an input left empty with the default as written, so this text stands for "no token given"
 * there (docs/local-action.md): read as '' (no GitHub), not sent to GitHub as a token.
 */
const UNEVALUATED_TOKEN = '${{ github.token }}';

/**
 * Everything the action reads from and writes to the runner, as the CLI's `CliIo` is for the CLI:
 * `actionsIo()` binds it to `@actions/core` and the process; tests pass their own.
 */
export type ActionIo = ReturnType<typeof actionsIo>;

export function actionsIo() {
  return {
    /** An input (`with:`) by name, trimmed; '' when not given. */
    input: (name: string) => {
      const value = core.getInput(name);
      return name === 'github-token' && value === UNEVALUATED_TOKEN ? '' : value;
    },
    /** The job's environment: GITHUB_* (the event, the repository, the files), RUNNER_TEMP, keys. */
    env: process.env,
    cwd: process.cwd(),
    clock: systemClock,
    /** GitHub client settings (the API's URL comes from GITHUB_API_URL in `env`). */
    octokit: {} as Omit<OctokitTuning, 'baseUrl'>,
    info: (message: string) => core.info(message),
    warning: (message: string, at?: AnnotationAt) => core.warning(message, at ?? {}),
    error: (message: string, at?: AnnotationAt) => core.error(message, at ?? {}),
    /** An error, and the step fails (exit code 1) when the run ends. */
    setFailed: (message: string) => core.setFailed(message),
    /** Masked in the runner's log. */
    setSecret: (secret: string) => core.setSecret(secret),
    setOutput: (name: string, value: string) => core.setOutput(name, value),
    /** Appends to the job summary (only called when GITHUB_STEP_SUMMARY is set). */
    appendSummary: async (markdown: string) => {
      await core.summary.addRaw(markdown).write();
    },
  };
}

/** The action's log: every message with the run's secrets redacted (the comment and summary too). */
export type RunLog = ReturnType<typeof createRunLog>;

/** The run's log on the runner's sinks, redacted and inert (log-safe.ts), counting the warnings against GitHub's 10. */
export function createRunLog(
  sink: Pick<ActionIo, 'info' | 'warning' | 'error' | 'setFailed'>,
  redactor: { text(text: string): string },
) {
  let warnings = 0;
  // Every line printed is redacted, then made inert for the runner (no workflow commands).
  const shown = (text: string) => logSafe(redactor.text(text));
  return {
    info: (message: string) => sink.info(shown(message)),
    warning: (message: string) => {
      warnings += 1;
      sink.warning(shown(message));
    },
    setFailed: (message: string) => sink.setFailed(shown(message)),
    /** A check annotation at a file's line (title and message redacted too). */
    annotate: ({ level, file, line, title, message }: Annotation) =>
      sink[level](shown(message), {
        file: redactor.text(file),
        startLine: line,
        title: shown(title),
      }),
    /** How many annotations GitHub still shows: it shows the first 10 warnings of a step. */
    annotationRoom: () => Math.max(0, MAX_ANNOTATIONS - warnings),
  };
}
