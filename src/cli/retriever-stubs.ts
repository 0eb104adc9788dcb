// The files `init` writes beside the workflow, one copy each: the examples' (examples/python and
// examples/typescript, where the tests run them), read there from the sources, and beside the
// bundle from a build, which copies them (scripts/build.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `examples/<folder>/evals/<name>`, or the build's copy of it. */
function example(folder: 'python' | 'typescript', name: string): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const built = join(here, name);
  const source = join(here, '..', '..', 'examples', folder, 'evals', name);
  return readFileSync(existsSync(built) ? built : source, 'utf8');
}

/** Three labelled cases the stub retrievers get right: they pass CI with no key. */
export const SAMPLE_GOLDEN = example('python', 'golden.jsonl');

/** The stdlib-only Python retriever. */
export const pythonRetriever = (): string => example('python', 'retrieve.py');

/**
 * The same stub for a Node repository: in TypeScript as it is, or as JavaScript with the types it
 * writes (its interface, the annotations, the one `as`) and its sentence on running TypeScript
 * taken out (a test runs the result with node).
 */
export function nodeRetriever(typescript: boolean): string {
  const text = example('typescript', 'retrieve.mts');
  if (typescript) return text;
  return text
    .replace(/ Node\.js 22\.18 [\s\S]*?\(npx tsx evals\/retrieve\.mts\)\./, '')
    .replace(/\ninterface \w+ \{\n[\s\S]*?\n\}\n/, '')
    .replace(/: (?:Record<string, string>|Set<string>|Context\[\]|string)(?=[ ,)])/g, '')
    .replace(/ as \{[^}]*\}/, '');
}
