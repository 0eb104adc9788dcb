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

/** Every file and function of src/ with its length in lines, as `path` and `path name`. */
function measure(): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const path = relative(src, file);
    sizes.set(path, text.split('\n').length - (text.endsWith('\n') ? 1 : 0));
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
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

describe('the source size', () => {
  const sizes = measure();
  it(`has no file over ${MAX_FILE_LINES} lines and no function over ${MAX_FUNCTION_LINES}`, () => {
    const over = [...sizes]
      .filter(([key, lines]) => {
        const limit = key.includes(' ') ? MAX_FUNCTION_LINES : MAX_FILE_LINES;
        return lines > Math.max(limit, STILL_LONGER[key] ?? 0);
      })
      .map(([key, lines]) => `${key}: ${lines} lines`);
    expect(over).toEqual([]);
  });

  it('lists no exception that is gone or shorter than its ceiling', () => {
    const stale = Object.entries(STILL_LONGER)
      .filter(([key, ceiling]) => (sizes.get(key) ?? 0) < ceiling)
      .map(([key, ceiling]) => `${key}: ${sizes.get(key) ?? 'gone'} (listed ${ceiling})`);
    expect(stale).toEqual([]);
  });

  it('measures what it says (a file of 301 lines and a function of 81 are found)', () => {
    const body = Array.from({ length: 79 }, (_, i) => `  const x${i} = ${i};`).join('\n');
    const source = ts.createSourceFile(
      'x.ts',
      `function long() {\n${body}\n}\n`,
      ts.ScriptTarget.ES2022,
      true,
    );
    const fn = source.statements[0] as ts.FunctionDeclaration;
    const lines =
      source.getLineAndCharacterOfPosition(fn.getEnd()).line -
      source.getLineAndCharacterOfPosition(fn.getStart(source)).line +
      1;
    expect(lines).toBe(81);
    expect(sizes.size).toBeGreaterThan(files.length);
  });
});
