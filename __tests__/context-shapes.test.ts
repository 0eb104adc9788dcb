import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { contextIdOf } from '../src/golden/context.js';
import { loadGoldenCases, type GoldenCase } from '../src/golden/golden-cases.js';
import { loadRetrievalFile } from '../src/retrieval/retrieval-results.js';
import { runRetrieverCommand } from '../src/retrieval/retriever-command.js';
import { repoRoot } from './helpers/run-action.js';
import { tempFolderPerTest, userErrorMessage } from './helpers/temp-dir.js';

// Contexts as retrievers write them (issue 17, finding 4): our own shape with unknown fields
// refused, and the shapes LangChain and LlamaIndex print read as they are.
const workspace = tempFolderPerTest();
const fixture = (name: string) =>
  readFileSync(join(repoRoot, '__tests__', 'fixtures', 'frameworks', name), 'utf8');
const golden = (id: string): GoldenCase => ({
  id,
  query: `query ${id}`,
  tags: [],
  source: { file: 'g.jsonl', line: 1 },
});
const cases = [golden('refunds'), golden('shipping')];
const print = (records: unknown[]) =>
  `printf '%s\\n' ${records.map((r) => `'${JSON.stringify(r)}'`).join(' ')}`;
const run = (command: string, cwd: string) =>
  runRetrieverCommand(command, cases, { cwd, timeoutSeconds: 10 });

describe('a context field the contract does not know', () => {
  it('is an error naming the field, its line and "id" for a misnamed id (doc_id)', async () => {
    const dir = await workspace({});
    const message = await userErrorMessage(
      run(
        print([
          { id: 'refunds', contexts: [{ doc_id: 'policy', text: 'Refunds...' }] },
          { id: 'shipping', contexts: [{ id: 'faq', txt: 'Orders ship...' }] },
        ]),
        dir,
      ),
    );
    expect(message).toContain(
      'retriever-command stdout:1: case "refunds": field "contexts[0].doc_id": unknown field (did you mean "id"? It is the id the labels in "relevant" name)',
    );
    expect(message).toContain(
      'retriever-command stdout:2: case "shipping": field "contexts[0].txt": unknown field (did you mean "text"?)',
    );
    expect(message).toContain(
      'retriever-command stdout:2: case "shipping": field "contexts[0].text": is required',
    );
  });

  it("is an error in a golden case's inline contexts, at the line of the field", async () => {
    const dir = await workspace({
      'golden.json': JSON.stringify(
        [{ id: 'a', query: 'q', contexts: [{ id: 'x', text: 'x', scroe: 1 }] }],
        null,
        2,
      ),
    });
    const message = await userErrorMessage(loadGoldenCases('golden.json', dir));
    expect(message).toContain(
      'golden.json:9: case "a": field "contexts[0].scroe": unknown field (did you mean "score"?)',
    );
  });

  it('names what a context may be when nothing is near', async () => {
    const dir = await workspace({});
    const message = await userErrorMessage(
      run(print([{ id: 'refunds', contexts: [{ text: 't', vector: [1] }, 42] }]), dir),
    );
    expect(message).toContain(
      'field "contexts[0].vector": unknown field (a context is a string, { "id", "text", "score"?, "metadata"? }, a LangChain Document or a LlamaIndex NodeWithScore)',
    );
    expect(message).toContain(
      'field "contexts[1]": expected a string or an object, got a number (a context is a string, { "id", "text", "score"?, "metadata"? }, a LangChain Document or a LlamaIndex NodeWithScore)',
    );
  });

  it('guesses no field from a name Object.prototype has (constructor, toString)', async () => {
    const dir = await workspace({});
    const message = await userErrorMessage(
      run(print([{ id: 'refunds', contexts: [{ id: 'a', text: 't', constructor: 1 }] }]), dir),
    );
    expect(message).toContain(
      'field "contexts[0].constructor": unknown field (a context is a string, { "id", "text", "score"?, "metadata"? }, a LangChain Document or a LlamaIndex NodeWithScore)',
    );
  });
});

describe('LangChain Document (doc.model_dump())', () => {
  it('is read as it is: page_content as text, its id, its metadata', async () => {
    const dir = await workspace({ 'run.jsonl': fixture('langchain-documents.jsonl') });
    const rankings = await loadRetrievalFile('run.jsonl', cases, dir);
    expect(rankings.get('refunds')).toEqual([
      {
        id: 'policy-refunds',
        text: 'Refunds are paid within five business days.',
        metadata: { source: 'docs/policy.md', start_index: 0 },
        // Where it comes from (passage labels): end = start_index + the text's length.
        origin: { source: 'docs/policy.md', start: 0, end: 43 },
      },
      // "id": null (LangChain's default): the id of its text, as for a plain string.
      {
        id: contextIdOf('Our office is in Paris.'),
        text: 'Our office is in Paris.',
        metadata: { source: 'docs/office.md' },
        origin: { source: 'docs/office.md' },
      },
    ]);
    expect(rankings.get('shipping')?.[0]?.id).toBe('faq-shipping');
  });

  it('refuses an unknown field of a Document, and a type that is not "Document"', async () => {
    const dir = await workspace({});
    const message = await userErrorMessage(
      run(
        print([
          { id: 'refunds', contexts: [{ page_content: 't', metadata: {}, doc_id: 'x' }] },
          { id: 'shipping', contexts: [{ page_content: 't', type: 'Blob' }] },
        ]),
        dir,
      ),
    );
    expect(message).toContain(
      'stdout:1: case "refunds": field "contexts[0].doc_id": unknown field (did you mean "id"?',
    );
    expect(message).toContain('stdout:2: case "shipping": field "contexts[0].type":');
  });
});

describe('LlamaIndex NodeWithScore (node_with_score.to_dict())', () => {
  it("is read as it is: node.id_, node.text, node.metadata and the score, today's and 0.10's dumps", async () => {
    const dir = await workspace({ 'run.jsonl': fixture('llamaindex-nodes.jsonl') });
    const rankings = await loadRetrievalFile('run.jsonl', cases, dir);
    expect(rankings.get('refunds')).toEqual([
      {
        id: 'policy-refunds',
        text: 'Refunds are paid within five business days.',
        score: 0.83,
        metadata: { file_name: 'policy.md' },
        origin: { source: 'policy.md', start: 0, end: 44 }, // node.start_char_idx, end_char_idx
      },
      // "score": null (a retriever that does not score): no score.
      {
        id: 'office',
        text: 'Our office is in Paris.',
        metadata: { file_name: 'office.md' },
        origin: { source: 'office.md', start: 120, end: 143 },
      },
    ]);
    expect(rankings.get('shipping')).toEqual([
      {
        id: 'faq-shipping',
        text: 'Orders ship from Lyon in two days.',
        score: 0.71,
        metadata: { file_name: 'faq.md' },
        origin: { source: 'faq.md' }, // start_char_idx null: no offsets
      },
    ]);
  });

  it('refuses a node field LlamaIndex does not print, at its path under "node"', async () => {
    const dir = await workspace({});
    const message = await userErrorMessage(
      run(
        print([
          { id: 'refunds', contexts: [{ node: { id_: 'a', text: 't', txet: 'x' }, score: 1 }] },
          { id: 'shipping', contexts: [{ node: { text: 't' }, scor: 1 }] },
        ]),
        dir,
      ),
    );
    expect(message).toContain(
      'stdout:1: case "refunds": field "contexts[0].node.txet": unknown field (did you mean "text"?)',
    );
    expect(message).toContain(
      'stdout:2: case "shipping": field "contexts[0].scor": unknown field (did you mean "score"?)',
    );
    expect(message).toContain(
      'stdout:2: case "shipping": field "contexts[0].node.id_": is required',
    );
  });
});

describe('the CLI over a Python-framework retriever', () => {
  it('scores labelled cases by the ids LangChain and LlamaIndex print', async () => {
    const golden = [
      { id: 'refunds', query: 'How fast are refunds?', relevant: ['policy-refunds'] },
      { id: 'shipping', query: 'Where do orders ship from?', relevant: ['faq-shipping'] },
    ];
    for (const name of ['langchain-documents.jsonl', 'llamaindex-nodes.jsonl']) {
      const dir = await workspace({
        'golden.jsonl': golden.map((c) => JSON.stringify(c)).join('\n'),
        'out.jsonl': fixture(name),
      });
      let stdout = '';
      const code = await runCli(
        [
          '--golden',
          'golden.jsonl',
          '--retriever-command',
          'cat out.jsonl',
          '--json',
          '--no-cache',
        ],
        { cwd: dir, env: {}, stdout: (t) => (stdout += t), stderr: () => {} },
      );
      expect(code, name).toBe(0);
      const report = JSON.parse(stdout) as { score: number; cases: { ap: number }[] };
      expect(report.cases.map((c) => c.ap)).toEqual([1, 1]);
    }
  });
});
