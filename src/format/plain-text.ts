/**
 * Untrusted text (case ids, queries, context text, judge reasons, model names, every field of a
 * report passed in) made plain: the characters no rendering may pass on, and the plain-text cuts.
 * The markdown escaping (report/markdown/markdown-text.ts) starts from the same characters.
 */

/**
 * Control characters (C0 and C1: a terminal's escape sequences start with ESC or CSI) and
 * bidi-override characters: invisible, and able to make text read other than it is.
 */
export const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
export const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029]/g;

/**
 * For a terminal or a log line (the CLI's text report): control and bidi characters removed, so
 * no escape sequence can recolour, move the cursor, retitle the window or hide text; line breaks
 * become spaces, so one value stays on its line.
 */
export function plainText(text: string): string {
  return text.replace(INVISIBLE, '').replace(LINE_BREAKS, ' ');
}

/** Whitespace runs as one space, trimmed (text as passages are matched, too). */
export const collapse = (text: string): string =>
  // Most text needs nothing: one scan finds whether it has a run (or an edge, or a space that is
  // not ' '), and only then is it copied.
  /[^\S ]|^ | $| {2}/.test(text) ? text.replace(/\s+/g, ' ').trim() : text;

/** Whitespace folded to single spaces and cut to `max` characters (whole code points) with `…`. */
export function shorten(text: string, max: number): string {
  const flat = collapse(text);
  if (flat.length <= max) return flat;
  const points = Array.from(flat);
  return points.length <= max ? flat : `${points.slice(0, max - 1).join('')}…`;
}

/**
 * A commit sha as shown: its first 7 characters; null for anything that is not hex (a text in
 * its place is no commit, and its hex letters must not pass for one).
 */
export function shortSha(sha: string | null | undefined): string | null {
  return sha && /^[0-9a-f]{4,64}$/i.test(sha) ? sha.slice(0, 7) : null;
}

/** A server URL as the report shows it: no credentials, query or fragment. */
export function shownServer(server: string): string {
  try {
    const url = new URL(server);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/$/, '')}`;
  } catch {
    return server;
  }
}
