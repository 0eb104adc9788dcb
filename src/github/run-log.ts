import { logSafe } from '../format/log-safe.js';
import { MAX_ANNOTATIONS, type Annotation } from '../report/annotations.js';
import type { ActionIo } from './action-io.js';

/** The action's log: every message with the run's secrets redacted (the comment and summary too). */
export interface RunLog {
  info(message: string): void;
  warning(message: string): void;
  setFailed(message: string): void;
  /** A check annotation at a file's line (title and message redacted too). */
  annotate(annotation: Annotation): void;
  /** How many annotations GitHub still shows: it shows the first 10 warnings of a step. */
  annotationRoom(): number;
}

/** The run's log on the runner's sinks, redacted and inert (log-safe.ts), counting the warnings against GitHub's 10. */
export function createRunLog(
  sink: Pick<ActionIo, 'info' | 'warning' | 'error' | 'setFailed'>,
  redactor: { text(text: string): string },
): RunLog {
  let warnings = 0;
  // Every line printed is redacted, then made inert for the runner (no workflow commands).
  const shown = (text: string) => logSafe(redactor.text(text));
  return {
    info: (message) => sink.info(shown(message)),
    warning: (message) => {
      warnings += 1;
      sink.warning(shown(message));
    },
    setFailed: (message) => sink.setFailed(shown(message)),
    annotate: ({ level, file, line, title, message }) =>
      sink[level](shown(message), {
        file: redactor.text(file),
        startLine: line,
        title: shown(title),
      }),
    annotationRoom: () => Math.max(0, MAX_ANNOTATIONS - warnings),
  };
}
