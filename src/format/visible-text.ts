/**
 * Text with its invisible characters shown as `\uXXXX` escapes: format characters (zero-width
 * spaces and joiners, bidi marks, BOM), controls, and separators other than the plain space. For
 * ids a reader must tell apart: `q1` and `q1\u200b` look the same on screen.
 */
export function visibleText(text: string): string {
  return text.replace(
    /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/gu,
    (char) => `\\u${(char.codePointAt(0) as number).toString(16).padStart(4, '0')}`,
  );
}
