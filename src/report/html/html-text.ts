/**
 * Escaping for untrusted text (case ids, queries, context text, judge reasons, file names, every
 * field of a report passed in) placed in the HTML report's markup: entities for the five
 * characters that can open a tag, an attribute or an entity, after plain text's cut of the
 * invisible characters. The page's data block goes through `scriptJson`; the page's script writes
 * it with `textContent` only.
 */
import { INVISIBLE, shorten } from '../../format/plain-text.js';
import { visibleText } from '../../format/visible-text.js';
import type { Style } from '../view-lines.js';

/**
 * A link target: a plain http(s) URL with nothing that could end the markup or the markdown link
 * it goes in (no space, parenthesis, angle bracket, quote, backtick or backslash); else null.
 */
export function httpUrl(url: string | undefined): string | null {
  return url && /^https?:\/\/[^\s()<>"'`\\]+$/i.test(url) ? url : null;
}

/** Text for an element's content or a quoted attribute value: nothing in it is markup. */
export function escapeHtml(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A value as JSON inside `<script type="application/json">`: `<` (so no `</script>` or `<!--`
 * ends or bends the block), `>`, `&` and the line separators as `\u` escapes, which JSON.parse
 * reads back as they were.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${(char.codePointAt(0) as number).toString(16).padStart(4, '0')}`,
  );
}

/** The view's style for the HTML report: escaped and cut, ids with their invisible characters shown. */
export const HTML: Style = {
  text: (value, max) => escapeHtml(shorten(value, max)),
  id: (value, max) => escapeHtml(shorten(visibleText(value), max)),
  strong: (value) => `<strong>${value}</strong>`,
  code: (value) => `<code>${value}</code>`,
};
