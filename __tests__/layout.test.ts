import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/run-action.js';

// The pipeline's folders in order: a folder imports only from itself and the folders before it
// (and from src/errors.ts and src/format/), so no lower stage depends on a higher one.
const ORDER = [
  'format',
  'timing',
  'tokens',
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

  it('keeps the report model and the text rendering free of the markdown renderer', () => {
    // What the report keeps (which cases, how much text) and what every rendering shares lives
    // beside the report; report/markdown/ builds on it, never the other way round.
    const markdown = join(src, 'report', 'markdown');
    const violations: string[] = [];
    for (const file of sourceFiles(join(src, 'report'))) {
      if (file.startsWith(markdown + '/')) continue;
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/from '(\.{1,2}\/[^']+)'/g))
        if (resolve(dirname(file), match[1] as string).startsWith(markdown + '/'))
          violations.push(`${relative(src, file)} imports ${match[1]}`);
    }
    expect(violations).toEqual([]);
  });

  it('leaves deciding to compare/ and gate/: report/ takes only their types and output schemas', () => {
    // The stages run in order (src/decide.ts): report/ words what compare/ and gate/ decided and
    // never calls them. A value it may import from them is a schema (`…Schema`) of their output.
    const violations: string[] = [];
    for (const file of sourceFiles(join(src, 'report'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import (type )?\{([^}]*)\} from '(\.{1,2}\/[^']+)'/g)) {
        const stage = stageOf(resolve(dirname(file), match[3] as string));
        if (stage !== 'compare' && stage !== 'gate') continue;
        const values = (match[2] as string)
          .split(',')
          .map((name) => name.trim())
          .filter(
            (name) => name && !match[1] && !name.startsWith('type ') && !name.endsWith('Schema'),
          );
        if (values.length > 0)
          violations.push(`${relative(src, file)} imports ${values.join(', ')}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('has no import cycle between files (type imports count too)', () => {
    const files = sourceFiles(src).filter((file) => !file.endsWith('.d.ts'));
    const edges = new Map<string, string[]>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) =>
        resolve(dirname(file), (m[1] as string).replace(/\.js$/, '.ts')),
      );
      edges.set(file, targets);
    }
    const cycles = stronglyConnected(edges)
      .filter((component) => component.length > 1)
      .map((component) => component.map((file) => relative(src, file)).sort());
    expect(cycles).toEqual([]);
  });
});

/** Tarjan's algorithm: the strongly connected components of a directed graph. */
function stronglyConnected(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!edges.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) as number, low.get(to) as number));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) as number, index.get(to) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    components.push(component);
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return components;
}
