// The files `init` writes beside the workflow: three labelled cases and a runnable retriever stub
// per kind of repository (the Python and TypeScript ones also in examples/, where tests run them).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Three labelled cases the stub retrievers get right: they pass CI with no key. */
export const SAMPLE_GOLDEN = [
  { id: 'refund-window', query: 'How long do refunds take?', relevant: ['faq-refunds'] },
  { id: 'shipping-time', query: 'When do orders ship?', relevant: ['faq-shipping'] },
  { id: 'reset-password', query: 'How do I reset my password?', relevant: ['faq-password'] },
]
  .map((c) => JSON.stringify(c))
  .join('\n')
  .concat('\n');

/**
 * The stdlib-only Python retriever, examples/python/evals/retrieve.py (where the tests run it): read
 * there from the sources, and beside the bundle from a build, which copies it (scripts/build.mjs).
 */
export function pythonRetriever(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const built = join(here, 'retrieve.py');
  const example = join(here, '..', '..', 'examples', 'python', 'evals', 'retrieve.py');
  return readFileSync(existsSync(built) ? built : example, 'utf8');
}

/**
 * The same stub for a Node repository, in TypeScript (also examples/typescript/evals/retrieve.mts)
 * or JavaScript: one text, with the types written only in TypeScript.
 */
export function nodeRetriever(typescript: boolean): string {
  const t = (type: string) => (typescript ? type : '');
  const running = typescript
    ? ` Node.js 22.18 or newer runs
// it as it is (node evals/retrieve.mts); code that needs more than erasable types, or imports
// without file extensions, runs with tsx (npx tsx evals/retrieve.mts).`
    : '';
  return `// A retriever for Context Precision Gate: {"id","query"} lines in, {"id","contexts"} lines out.
// Replace DOCS and search() with your own retriever (a vector store, BM25, an API...). Keep the
// ids stable: the "relevant" labels of evals/golden.jsonl name them.${running} Each context also says
// where it comes from (metadata: its document's source and start/end offsets in it), so that
// labels by passage survive a change of chunking (docs/judging.md#passage-labels).
import { createInterface } from 'node:readline';
${t(`
interface Context {
  id: string;
  text: string;
  metadata: { source: string; start: number; end: number };
}
`)}
const DOCS${t(': Record<string, string>')} = {
  'faq-refunds': 'Refunds are paid back to the original card within 5 business days.',
  'faq-shipping': 'Orders ship within 2 business days from our warehouse.',
  'faq-password': 'To reset your password, choose Forgot password on the sign-in page.',
};

const words = (text${t(': string')})${t(': Set<string>')} => new Set(text.toLowerCase().match(/[a-z0-9]+/g));

/** The k documents sharing the most words with the query, best first. */
function search(query${t(': string')}, k = 3)${t(': Context[]')} {
  const asked = words(query);
  const shared = (id${t(': string')}) => [...words(DOCS[id] ?? '')].filter((w) => asked.has(w)).length;
  return Object.keys(DOCS)
    .sort((a, b) => shared(b) - shared(a))
    .slice(0, k)
    .map((id) => {
      const text = DOCS[id] ?? '';
      return { id, text, metadata: { source: id, start: 0, end: text.length } };
    });
}

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const { id, query } = JSON.parse(line)${t(' as { id: string; query: string }')};
  console.log(JSON.stringify({ id, contexts: search(query) }));
}
`;
}
