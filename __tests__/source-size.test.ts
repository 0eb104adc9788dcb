import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/run-action.js';

// Files and functions short enough to read whole: no file under src/ over 300 lines, no function
// over 80 (measured with the TypeScript AST, from the first line of its declaration to the last
// of its body). No exception today; one that must be longer would be listed with its size, as a
// ceiling: it may shrink (then lower or drop the entry), never grow.
const MAX_FILE_LINES = 300;
const MAX_FUNCTION_LINES = 80;
const STILL_LONGER: Record<string, number> = {};

const src = join(repoRoot, 'src');
const files = readdirSync(src, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
  .map((e) => join(e.parentPath, e.name));

/** Every file and function of `sources` (path → text) with its length in lines, as `path` and `path name`. */
function measure(sources: Iterable<readonly [string, string]>): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const [path, text] of sources) {
    sizes.set(path, text.split('\n').length - (text.endsWith('\n') ? 1 : 0));
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true);
    const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const lines = lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1;
        const name =
          node.name?.getText(source) ?? `(function at line ${lineOf(node.getStart(source)) + 1})`;
        const key = `${path} ${name}`;
        sizes.set(key, Math.max(lines, sizes.get(key) ?? 0));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return sizes;
}

/** The files and functions over their limit (or over their listed ceiling), with their sizes. */
function overLimits(sizes: Map<string, number>): string[] {
  return [...sizes]
    .filter(([key, lines]) => {
      const limit = key.includes(' ') ? MAX_FUNCTION_LINES : MAX_FILE_LINES;
      return lines > Math.max(limit, STILL_LONGER[key] ?? 0);
    })
    .map(([key, lines]) => `${key}: ${lines} lines`);
}

describe('the source size', () => {
  const sizes = measure(files.map((file) => [relative(src, file), readFileSync(file, 'utf8')]));
  it(`has no file over ${MAX_FILE_LINES} lines and no function over ${MAX_FUNCTION_LINES}`, () => {
    expect(overLimits(sizes)).toEqual([]);
    // It read src/: every file, and functions in them.
    expect(files.length).toBeGreaterThan(50);
    expect(sizes.size).toBeGreaterThan(2 * files.length);
  });

  it('lists no exception that is gone or shorter than its ceiling', () => {
    const stale = Object.entries(STILL_LONGER)
      .filter(([key, ceiling]) => (sizes.get(key) ?? 0) < ceiling)
      .map(([key, ceiling]) => `${key}: ${sizes.get(key) ?? 'gone'} (listed ${ceiling})`);
    expect(stale).toEqual([]);
  });

  it('measures what it says (a file of 301 lines and a function of 81 are found)', () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  const x${i} = ${i};`);
    // long: 81 lines; the arrow at line 82: 80 (at the limit), named by its line like the one
    // inside it (3 lines); then comments to 301 lines.
    const code = [
      'function long() {',
      ...body(79),
      '}',
      'export const short = () => {',
      '  const inner = () => {',
      '    return 1;',
      '  };',
      ...body(74),
      '  return inner;',
      '};',
    ];
    const big = [...code, ...Array.from({ length: 301 - code.length }, (_, i) => `// ${i}`)];
    const sizes = measure([
      ['big.ts', `${big.join('\n')}\n`],
      ['small.ts', 'const a = 1;\nconst b = 2;'], // no newline at the end: 2 lines
      ['limit.ts', `${Array.from({ length: 300 }, (_, i) => `// ${i}`).join('\n')}\n`],
    ]);
    expect(Object.fromEntries(sizes)).toEqual({
      'big.ts': 301,
      'big.ts long': 81,
      'big.ts (function at line 82)': 80,
      'big.ts (function at line 83)': 3,
      'small.ts': 2,
      'limit.ts': 300,
    });
    expect(overLimits(sizes)).toEqual(['big.ts: 301 lines', 'big.ts long: 81 lines']);
  });
});
