import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';
import { runCliInProcess } from './helpers/run-cli.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// Issue 41, finding 7: judge-holes on labelled cases without an "expected" answer judges their
// holes against the query alone (the prompt says so), and the report marks those verdicts.
const workspace = tempFolderPerTest();
let openai: FakeOpenAI;
beforeAll(async () => {
  openai = await startFakeOpenAI({ decide: ({ text }) => text.startsWith('Refunds') });
});
afterAll(() => openai.close());

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

describe('judge-holes on a case without an expected answer', () => {
  it('judges the hole against the query alone and marks the verdict query-only', async () => {
    const dir = await workspace({
      'golden.jsonl':
        line({ id: 'refunds', query: 'How do refunds work?', relevant: ['r1'] }) +
        line({
          id: 'ship',
          query: 'When do orders ship?',
          relevant: ['s1'],
          expected: 'In 2 days.',
        }),
      'retrieved.jsonl':
        line({
          id: 'refunds',
          contexts: [
            { id: 'u1', text: 'Refunds go back to the card.' },
            { id: 'r1', text: 'Refunds take 5 days.' },
          ],
        }) + line({ id: 'ship', contexts: [{ id: 's1', text: 'Orders ship in 2 days.' }] }),
    });
    const run = await runCliInProcess(
      [
        '--golden',
        'golden.jsonl',
        '--retrieval',
        'retrieved.jsonl',
        '--judge-holes',
        'true',
        '--base-url',
        openai.url,
        '--no-cache',
        '--json',
      ],
      dir,
      { OPENAI_API_KEY: 'sk-test-0123456789' },
    );
    expect(run.code, run.stderr + run.stdout.slice(0, 3000)).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.score).toBe(1);
    const hole = report.cases[0].contexts[0];
    expect(hole).toMatchObject({ id: 'u1', relevant: true, judge: 'llm' });
    expect(hole.reason).toMatch(/^query only \(no expected answer\): /);
    const prompt = JSON.stringify(openai.requests.at(-1)?.body);
    expect(prompt).toContain('none given: judge each context against the query alone');
    const html = readFileSync(join(dir, '.context-precision', 'report.html'), 'utf8');
    expect(html).toContain('query only (no expected answer)');
  });
});
