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

/** The run's log on the runner's sinks, redacted, counting the warnings against GitHub's 10. */
export function createRunLog(
  sink: Pick<ActionIo, 'info' | 'warning' | 'error' | 'setFailed'>,
  redactor: { text(text: string): string },
): RunLog {
  let warnings = 0;
  return {
    info: (message) => sink.info(redactor.text(message)),
    warning: (message) => {
      warnings += 1;
      sink.warning(redactor.text(message));
    },
    setFailed: (message) => sink.setFailed(redactor.text(message)),
    annotate: ({ level, file, line, title, message }) =>
      sink[level](redactor.text(message), {
        file: redactor.text(file),
        startLine: line,
        title: redactor.text(title),
      }),
    annotationRoom: () => Math.max(0, MAX_ANNOTATIONS - warnings),
  };
}
