// A retriever for Context Precision Gate: {"id","query"} lines in, {"id","contexts"} lines out.
// Replace DOCS and search() with your own retriever (a vector store, BM25, an API...). Keep the
// ids stable: the "relevant" labels of evals/golden.jsonl name them. Node.js 22.18 or newer runs
// it as it is (node evals/retrieve.mts); code that needs more than erasable types, or imports
// without file extensions, runs with tsx (npx tsx evals/retrieve.mts). Each context also says
// where it comes from (metadata: its document's source and start/end offsets in it), so that
// labels by passage survive a change of chunking (docs/judging.md#passage-labels).
import { createInterface } from 'node:readline';

interface Context {
  id: string;
  text: string;
  metadata: { source: string; start: number; end: number };
}

const DOCS: Record<string, string> = {
  'faq-refunds': 'Refunds are paid back to the original card within 5 business days.',
  'faq-shipping': 'Orders ship within 2 business days from our warehouse.',
  'faq-password': 'To reset your password, choose Forgot password on the sign-in page.',
};

const words = (text: string): Set<string> => new Set(text.toLowerCase().match(/[a-z0-9]+/g));

/** The k documents sharing the most words with the query, best first. */
function search(query: string, k = 3): Context[] {
  const asked = words(query);
  const shared = (id: string) => [...words(DOCS[id] ?? '')].filter((w) => asked.has(w)).length;
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
  const { id, query } = JSON.parse(line) as { id: string; query: string };
  console.log(JSON.stringify({ id, contexts: search(query) }));
}
