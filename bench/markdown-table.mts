/** A markdown table as the benches print it: the first `text` columns left-aligned, the rest (numbers) right-aligned. */
export function markdownTable(head: string[], rows: string[][], text = 1): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < text ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i < text ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(head), rule, ...rows.map(line)].join('\n');
}
