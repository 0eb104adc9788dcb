/** How numbers and counts are written, in every rendering and message. */

export function formatScore(value: number, digits = 2): string {
  return value.toFixed(digits);
}

/** Signed, with the real minus sign: `+0.0312`, `−0.0904`, `0.0000`; `–` for none. */
export function formatDelta(value: number | null, digits = 2): string {
  if (value === null) return '–';
  const rounded = Number(value.toFixed(digits));
  if (rounded === 0) return (0).toFixed(digits);
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(digits)}`;
}

/** `1 case`, `3 cases`, `1,024 cases`: the one way counts are written, in messages and reports. */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${formatCount(count)} ${nounFor(count, noun, nouns)}`;
}

/**
 * `1,024`: a count as en-US writes it (`toLocaleString('en-US')`), without ICU's number formatting,
 * whose first use costs about 15 ms of a run's CPU.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value));
  let text = digits.slice(0, digits.length % 3 || 3);
  for (let i = text.length; i < digits.length; i += 3) text += `,${digits.slice(i, i + 3)}`;
  return value < 0 ? `-${text}` : text;
}

/** The noun alone, for a count written elsewhere: `case` or `cases`. */
export function nounFor(count: number, noun: string, nouns = `${noun}s`): string {
  return count === 1 ? noun : nouns;
}

/** `"a", "b", and 3 more`: the first `shown` names of a list, quoted, and a count of the rest. */
export function quotedList(names: readonly string[], shown = 10): string {
  const listed = names
    .slice(0, shown)
    .map((name) => JSON.stringify(name))
    .join(', ');
  return names.length > shown ? `${listed}, and ${names.length - shown} more` : listed;
}

/** A share as a percentage: `42%` (rounded half up), or with `digits` decimals: `4.2%`. */
export function percent(rate: number, digits = 0): string {
  return digits === 0 ? `${Math.round(rate * 100)}%` : `${(rate * 100).toFixed(digits)}%`;
}

/** Up to 4 decimals, trailing zeros dropped: `0.8`, `0.0312`, `1`: thresholds in messages. */
export function shortNumber(value: number): string {
  return value.toFixed(4).replace(/\.?0+$/, '') || '0';
}
