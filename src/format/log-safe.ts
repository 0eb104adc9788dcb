/**
 * Text for a GitHub Actions log, where the runner reads every line as a possible workflow
 * command: a line whose start, after leading whitespace, is `::` (`::error file=…::`,
 * `::stop-commands::`, `::add-mask::`), and the legacy `##[command]` anywhere in a line. Case ids,
 * tags, labels, reasons and errors come from golden files, retrievers and judges (a fork PR's), so
 * every line printed as plain text goes through here: a zero-width space (U+200B, which the runner
 * does not trim) is put inside each such form. The line reads the same; the runner runs nothing.
 * Our own annotations are not plain text: they go through @actions/core's command functions,
 * which escape their data and properties (a line break cannot start a second command there).
 */
const ZERO_WIDTH_SPACE = '\u200b';

// Line starts as the runner's reader splits them (\n, \r), then what .NET's TrimStart removes
// (JavaScript's \s, plus U+0085 and U+180E, which \s lacks).
const COMMAND_START = /^([\s\u0085\u180e]*):(?=:)/gmu;

export function logSafe(text: string): string {
  return text
    .replace(COMMAND_START, `$1:${ZERO_WIDTH_SPACE}`)
    .replaceAll('##[', `##${ZERO_WIDTH_SPACE}[`);
}
