// No imports of our own: bench/*.mts load this file with plain node (no .js -> .ts mapping).

/** Reads the runner's `name<<DELIMITER\nvalue\nDELIMITER` output file. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[i] as string);
    if (!match) continue;
    const [, name, delimiter] = match;
    const value: string[] = [];
    for (i += 1; i < lines.length && lines[i] !== delimiter; i += 1) value.push(lines[i] as string);
    outputs[name as string] = value.join('\n');
  }
  return outputs;
}
