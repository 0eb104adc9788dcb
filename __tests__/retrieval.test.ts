import { describe, expect, it } from 'vitest';
import type { GoldenCase } from '../src/golden/golden-cases.js';
import { loadRetrievalFile } from '../src/retrieval/retrieval-results.js';
import { inlineRankings } from '../src/retrieval/retrieval-results.js';
import { runRetrieverCommand } from '../src/retrieval/retriever-command.js';
import { tempFolderPerTest, userErrorMessage } from './helpers/temp-dir.js';

const golden = (id: string, extra: Partial<GoldenCase> = {}): GoldenCase => ({
  id,
  query: `query ${id}`,
  tags: [],
  source: { file: 'g.jsonl', line: 1 },
  ...extra,
});
const cases = [golden('a'), golden('b')];

const workspace = tempFolderPerTest();
const failure = userErrorMessage;

describe('retriever-command', () => {
  it('sends the cases as JSONL on stdin and reads rankings from stdout', async () => {
    const dir = await workspace({
      'r.mjs': `import { createInterface } from 'node:readline';
for await (const line of createInterface({ input: process.stdin })) {
  const { id, query } = JSON.parse(line);
  console.log(JSON.stringify({ id, contexts: [query, { id: 'k-' + id, text: 'ctx', score: 1 }] }));
}`,
    });
    const rankings = await runRetrieverCommand('node r.mjs', cases, {
      cwd: dir,
      timeoutSeconds: 10,
    });
    expect([...rankings.keys()]).toEqual(['a', 'b']);
    expect(rankings.get('b')?.[0]?.text).toBe('query b');
    expect(rankings.get('b')?.[1]).toEqual({ id: 'k-b', text: 'ctx', score: 1 });
  });

  it("does not pass the action's inputs or the runner's tokens to the command", async () => {
    const dir = await workspace({});
    const env = {
      ...process.env,
      'INPUT_API-KEY': 'sk-secret',
      ACTIONS_RUNTIME_TOKEN: 'rt',
      RETRIEVER_INDEX: 'docs-v2',
    };
    const print = `node -e 'const e = process.env; for (const id of ["a", "b"]) console.log(JSON.stringify({ id, contexts: [[e["INPUT_API-KEY"], e.ACTIONS_RUNTIME_TOKEN, e.RETRIEVER_INDEX].join("/")] }))'`;
    const rankings = await runRetrieverCommand(print, cases, { cwd: dir, timeoutSeconds: 10, env });
    expect(rankings.get('a')?.[0]?.text).toBe('//docs-v2');
  });

  it('fails on a non-zero exit with the tail of stderr', async () => {
    const dir = await workspace({});
    const message = await failure(
      runRetrieverCommand('echo "index not found: docs" >&2; exit 3', cases, {
        cwd: dir,
        timeoutSeconds: 10,
      }),
    );
    expect(message).toContain(
      'retriever-command: "echo "index not found: docs" >&2; exit 3" exited with code 3',
    );
    expect(message).toContain('stderr (last lines):\nindex not found: docs');
  });

  it('fails on a timeout, killing the command and its children', async () => {
    const dir = await workspace({});
    const started = Date.now();
    const message = await failure(
      runRetrieverCommand('echo warming up >&2; sleep 30 & sleep 30', cases, {
        cwd: dir,
        timeoutSeconds: 0.5,
      }),
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(message).toContain('timed out after 0.5 s (retriever-timeout)');
    expect(message).toContain('warming up');
  });

  it('accepts a byte order mark on stdout, and names deep nesting as an error', async () => {
    const dir = await workspace({
      'bom.mjs': `process.stdout.write('\\uFEFF' + ['a', 'b'].map((id) => JSON.stringify({ id, contexts: ['c'] })).join('\\n'));`,
      'deep.mjs': `process.stdout.write('{"id":"a","contexts":[{"text":"x","metadata":{"m":' + '['.repeat(100000) + ']'.repeat(100000) + '}}]}');`,
    });
    const rankings = await runRetrieverCommand('node bom.mjs', cases, {
      cwd: dir,
      timeoutSeconds: 10,
    });
    expect(rankings.get('a')?.[0]?.text).toBe('c');
    expect(
      await failure(runRetrieverCommand('node deep.mjs', cases, { cwd: dir, timeoutSeconds: 10 })),
    ).toContain(
      'retriever-command stdout:1: arrays and objects nested more than 256 levels deep; flatten the data',
    );
  });

  it('names the cases it did not answer', async () => {
    const dir = await workspace({});
    const message = await failure(
      runRetrieverCommand(`echo '{"id":"a","contexts":[]}'`, cases, {
        cwd: dir,
        timeoutSeconds: 10,
      }),
    );
    expect(message).toBe('retriever-command: no result for 1 case: "b"');
  });

  it('names the stdout line of a bad record', async () => {
    const dir = await workspace({});
    const message = await failure(
      runRetrieverCommand(
        `echo '{"id":"a","contexts":[]}'; echo 'not json'; echo '{"id":"b","contexts":[{"txt":"x"}]}'`,
        cases,
        { cwd: dir, timeoutSeconds: 10 },
      ),
    );
    expect(message).toContain('retriever-command stdout:2: invalid JSON');
  });

  it('names the field of a bad record', async () => {
    const dir = await workspace({});
    const message = await failure(
      runRetrieverCommand(
        `echo '{"id":"a","contexts":[]}'; echo '{"id":"b","contexts":[{"txt":"x"}]}'`,
        cases,
        { cwd: dir, timeoutSeconds: 10 },
      ),
    );
    expect(message).toContain('retriever-command stdout:2: case "b": field "contexts[0]');
  });
});

describe('retrieval file', () => {
  it('reads { results } JSON, ignores unknown cases, and keeps rank order', async () => {
    const dir = await workspace({
      'run.json': JSON.stringify({
        results: [
          { id: 'b', contexts: ['b1', 'b2'] },
          { id: 'a', contexts: [] },
          { id: 'zzz', contexts: [] },
        ],
      }),
    });
    const rankings = await loadRetrievalFile('run.json', cases, dir);
    expect([...rankings.keys()]).toEqual(['a', 'b']);
    expect(rankings.get('b')?.map((c) => c.text)).toEqual(['b1', 'b2']);
  });

  it('rejects a second result for a case, naming both lines', async () => {
    const dir = await workspace({
      'run.jsonl': '{"id":"a","contexts":[]}\n{"id":"b","contexts":[]}\n{"id":"a","contexts":[]}\n',
    });
    expect(await failure(loadRetrievalFile('run.jsonl', cases, dir))).toContain(
      'run.jsonl:3: case "a": a second result (first at line 1)',
    );
  });
});

describe('inline contexts', () => {
  it('are the ranking when no retrieval source is given; a case without them is named', () => {
    expect(() => inlineRankings([golden('a', { contexts: [] }), golden('b')])).toThrow(
      /no result for 1 case: "b"/,
    );
  });
});
