/**
 * Escaping for untrusted text (case ids, queries, context text, judge reasons, model names, and
 * every field of a report published from a fork's run) placed in GitHub markdown: nothing inside
 * can open HTML, close a table cell or a `<details>`, start a code block, pass for our hidden
 * marker, link anywhere, mention someone or link an issue. Also the one place that makes such
 * text safe for a terminal (`plainText`).
 */

/**
 * Control characters (C0 and C1: a terminal's escape sequences start with ESC or CSI) and
 * bidi-override characters: invisible, and able to make text read other than it is.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029]/g;
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
  return defuseReferences(text.replace(INVISIBLE, ''))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/`/g, '&#96;')
    .replace(LINE_BREAKS, ' ');
}

/**
 * For a terminal or a log line (the CLI's text report): control and bidi characters removed, so
 * no escape sequence can recolour, move the cursor, retitle the window or hide text; line breaks
 * become spaces, so one value stays on its line.
 */
export function plainText(text: string): string {
  return text.replace(INVISIBLE, '').replace(LINE_BREAKS, ' ');
}

/** Whitespace folded to single spaces and cut to `max` characters (whole code points) with `…`. */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const points = Array.from(flat);
  return points.length <= max ? flat : `${points.slice(0, max - 1).join('')}…`;
}

/** Shortened, then escaped for markdown (the cut is made before escaping, never inside one). */
export function excerpt(text: string, max: number): string {
  return escapeMarkdown(shorten(text, max));
}

/** Shortened, then escaped for raw HTML. */
export function htmlExcerpt(text: string, max: number): string {
  return escapeHtml(shorten(text, max));
}

/**
 * A commit sha as shown: its first 7 characters; null for anything that is not hex (a text in
 * its place is no commit, and its hex letters must not pass for one).
 */
export function shortSha(sha: string | null | undefined): string | null {
  return sha && /^[0-9a-f]{4,64}$/i.test(sha) ? sha.slice(0, 7) : null;
}
