/**
 * The expected answer as numbered statements, for the judge's recall: split in code, the same way
 * every time, so the same answer always gives the same statements (a stored verdict's statement
 * numbers stay valid for as long as its key, which includes the expected answer, matches).
 *
 * A statement ends at a sentence end (`.`, `!` or `?` followed by whitespace and then a capital
 * letter, a digit or an opening quote or bracket), at a `;`, or at a line break; list markers
 * (`-`, `*`, `•`, `1.`, `2)`) at the start of a line are dropped. Decimals (`5.3`), versions
 * (`v1.2`) and abbreviations followed by a lower-case word (`e.g. a`) do not split. Pieces with no
 * letter or digit are dropped. An answer with no such piece is one statement: itself.
 */
export function splitStatements(expected: string): string[] {
  const pieces = expected
    .normalize('NFC')
    .split(/\r?\n|\r/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d{1,3}[.)])\s+/u, ''))
    .flatMap((line) => line.split(/;\s*/))
    .flatMap((clause) => clause.split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'“‘([])/u))
    .map((piece) => piece.trim().replace(/\s+/g, ' '))
    .filter((piece) => /[\p{L}\p{N}]/u.test(piece));
  return pieces.length > 0 ? pieces : [expected.trim()];
}
