/**
 * Escaping for untrusted text (queries, context text, judge reasons) placed in GitHub markdown:
 * nothing inside can open HTML, close a table cell, start a code block or mention someone.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]|~])/g, '\\$1')
    .replace(/@/g, '@\u200b')
    .replace(/\r?\n/g, ' ');
}

/** Escaped and cut to `max` characters (on a character, not inside an escape). */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return escapeMarkdown(flat.length > max ? `${flat.slice(0, max - 1)}…` : flat);
}

export function formatScore(value: number, digits = 2): string {
  return value.toFixed(digits);
}

export function formatDelta(value: number | null, digits = 2): string {
  if (value === null) return '–';
  const rounded = Number(value.toFixed(digits));
  if (rounded === 0) return (0).toFixed(digits);
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(digits)}`;
}
