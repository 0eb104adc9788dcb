import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/run-action.js';

// The pipeline's folders in order: a folder imports only from itself and the folders before it
// (and from src/errors.ts and src/format/), so no lower stage depends on a higher one.
const ORDER = [
  'format',
  'timing',
  'files',
  'golden',
  'retrieval',
  'judge',
  'score',
  'compare',
  'gate',
  'report',
  'github',
  'baseline',
  'config',
  'cli',
  '.', // engine.ts, main.ts, cli.ts, index.ts
];
const src = join(repoRoot, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The pipeline folder a file belongs to: its first folder under src/, or '.' at the top. */
const stageOf = (file: string): string => {
  const rel = relative(src, file);
  return rel.includes('/') ? (rel.split('/')[0] as string) : '.';
};

describe('the source layout', () => {
  it('has no import from a later stage of the pipeline', () => {
    const violations: string[] = [];
    for (const file of sourceFiles(src)) {
      const from = stageOf(file);
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
        const target = resolve(dirname(file), match[1] as string);
        if (target === join(src, 'errors.js')) continue;
        const to = stageOf(target);
        if (!ORDER.includes(from) || !ORDER.includes(to))
          violations.push(`${relative(src, file)}: folder not in the pipeline order`);
        else if (ORDER.indexOf(to) > ORDER.indexOf(from))
          violations.push(`${relative(src, file)} (${from}) imports ${match[1]} (${to})`);
      }
    }
    expect(violations).toEqual([]);
  });
});
