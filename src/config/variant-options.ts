import { closest } from '../format/closest.js';
import { isObject } from '../files/source-record.js';
import type { RetrievalSource } from '../retrieval/retrieve.js';
import { yamlMap } from './yaml-map.js';

/** Another retriever configuration scored beside the primary one (`variants`). */
export interface VariantOption extends RetrievalSource {
  name: string;
}

/** At most this many variants: each adds a retriever run and its contexts to every judge request. */
const MAX_VARIANTS = 8;
const SOURCES = ['retriever-command', 'retrieval'] as const;
const EXAMPLE = 'bge-small: { retriever-command: "python3 evals/retrieve.py --embed bge-small" }';

/** What is wrong with a variant name, or undefined when it is a good one. */
export function variantNameProblem(name: string): string | undefined {
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(name))
    return `"${name}" is not a variant name: use 1 to 64 of A-Z, a-z, 0-9, ".", "_" and "-"`;
  // Variants are kept by name in plain objects on their way (YAML, the report): a name every
  // object already has (__proto__, constructor, toString...) would be dropped or misread.
  if (name in Object.prototype)
    return `"${name}" is not a variant name: it is a name every JavaScript object has (such as __proto__, constructor or toString); choose another`;
  return undefined;
}

/**
 * The `variants` input (a YAML map of name → `{ retriever-command }` or `{ retrieval }`) as the
 * variants, with every problem as one sentence naming the input, the variant and how to fix it.
 */
export function parseVariantOptions(raw: string): {
  variants: VariantOption[];
  problems: string[];
} {
  const variants: VariantOption[] = [];
  const problems: string[] = [];
  const entries = Object.entries(yamlMap('variants', raw, 'variant', EXAMPLE, problems));
  if (entries.length > MAX_VARIANTS)
    problems.push(
      `variants: at most ${MAX_VARIANTS} variants, got ${entries.length}; compare the others in another run`,
    );
  for (const [name, value] of entries) {
    const nameProblem = variantNameProblem(name);
    if (nameProblem) problems.push(`variants: ${nameProblem}`);
    const source = sourceOf(name, value, problems);
    if (source && !nameProblem) variants.push({ name, ...source });
  }
  return { variants, problems };
}

/** `{ retriever-command: "…" }` or `{ retrieval: "…" }`, or a problem. */
function sourceOf(name: string, value: unknown, problems: string[]): RetrievalSource | undefined {
  const keys = isObject(value) ? Object.keys(value) : [];
  const unknown = keys.find((key) => !(SOURCES as readonly string[]).includes(key));
  if (unknown !== undefined) {
    const guess = closest(unknown, SOURCES);
    problems.push(
      `variants: ${name}: unknown key "${unknown}"${guess ? ` (did you mean "${guess}"?)` : ''}; give retriever-command or retrieval`,
    );
    return undefined;
  }
  const given = isObject(value) ? SOURCES.filter((key) => value[key] !== undefined) : [];
  const text = isObject(value) && given.length === 1 ? value[given[0] as string] : undefined;
  if (given.length !== 1 || typeof text !== 'string' || text.trim() === '') {
    problems.push(
      `variants: ${name}: expected one of { retriever-command: "<command>" } or { retrieval: "<results file>" }, got ${JSON.stringify(value) ?? 'nothing'}`,
    );
    return undefined;
  }
  return given[0] === 'retrieval' ? { retrieval: text.trim() } : { retrieverCommand: text.trim() };
}
