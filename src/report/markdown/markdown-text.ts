/**
 * Escaping for untrusted text (case ids, queries, context text, judge reasons, model names, and
 * every field of a report published from a fork's run) placed in GitHub markdown: nothing inside
 * can open HTML, close a table cell or a `<details>`, start a code block, pass for our hidden
 * marker, link anywhere, mention someone or link an issue. The characters removed, and the cut
 * made before escaping, are plain text's (format/plain-text.ts), shared with the terminal's.
 */
import { INVISIBLE, LINE_BREAKS, shorten } from '../../format/plain-text.js';
import { visibleText } from '../../format/visible-text.js';
import { escapeHtml as htmlText } from '../html/html-text.js';
import type { Style } from '../view-lines.js';

const ZWSP = '\u200b';

/**
 * What GitHub would turn into a link, a mention or a reference stays text: a zero-width space
 * (invisible, so the text reads as typed) goes where it breaks the pattern. GitHub links in two
 * passes, the GFM parser's autolinks and a later pass over the rendered text (mentions,
 * references, e-mail addresses), so escaping alone cannot stop them; the space stops both.
 * - `@name`, `user@host`, `owner/repo@sha`: after the `@` (an e-mail address still reads as one).
 * - `#123`, `owner/repo#123`: after the `#`; `GH-123`: after the `-`.
 * - `https://…` (any `scheme://`): after the `:`; `www.…`: before the `.`.
 * Done on the raw text, before escaping, so it never splits an entity the escaping makes.
 */
function defuseReferences(text: string): string {
  return text
    .replace(/@/g, `@${ZWSP}`)
    .replace(/#(?=\d)/g, `#${ZWSP}`)
    .replace(/(gh)-(?=\d)/gi, `$1-${ZWSP}`)
    .replace(/:(?=\/\/)/g, `:${ZWSP}`)
    .replace(/(www)\./gi, `$1${ZWSP}.`);
}

/** For markdown text: a table cell, a list item, a paragraph. One line, rendered as typed. */
export function escapeMarkdown(text: string): string {
  return defuseReferences(text.replace(INVISIBLE, ''))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]|~])/g, '\\$1')
    .replace(LINE_BREAKS, ' ');
}

/**
 * For raw HTML, where markdown is not parsed (the `<summary>` line of a `<details>` block):
 * entities only, as backslash escapes would show (backticks too, so no fence can ever start).
 */
export function escapeHtml(text: string): string {
  return htmlText(defuseReferences(text.replace(INVISIBLE, '')))
    .replace(/`/g, '&#96;')
    .replace(LINE_BREAKS, ' ');
}

/** Shortened, then escaped for markdown (the cut is made before escaping, never inside one). */
export function excerpt(text: string, max: number): string {
  return escapeMarkdown(shorten(text, max));
}

/** The view's style for markdown: escaped and cut, ids with their invisible characters shown. */
export const MARKDOWN: Style = {
  text: excerpt,
  id: (value, max) => excerpt(visibleText(value), max),
  strong: (value) => `**${value}**`,
  code: (value) => `\`${value}\``,
};
