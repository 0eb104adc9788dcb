import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from './helpers/run-cli.js';
import { instantClock } from './helpers/run-action.js';
import { loadGoldenCases } from '../src/golden/golden-cases.js';
import type { Report } from '../src/report/report.js';
import { startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// Issue 28: labels that grow by review. `promote --reviewer` writes the verdicts a reviewer
// accepts as labels (relevant with grade 1, not relevant as grade 0) and who decided them.

const folder = tempFolderPerTest();
let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ decide: ({ text }) => text.startsWith('Refunds') });
});
afterAll(() => fake.close());

/** The CLI in process, at a fixed time (promote writes it into `labelled.at`). */
const cli = (dir: string, ...args: string[]) =>
  runCliInProcess(
    args,
    dir,
    {},
    { ...instantClock(), now: () => new Date('2026-12-02T07:00:00Z') },
  );
const line = (value: unknown) => JSON.stringify(value);
const judge = ['--base-url', '', '--api-key', 'sk-test-0123456789', '--no-cache'];

const refunds = [
  { id: 'r1', text: 'Refunds arrive within five business days.' },
  { id: 'r2', text: 'Our office is in Paris.' },
];
const hours = [
  { id: 'u1', text: 'Refunds are not paid on Sundays.' },
  { id: 'h1', text: 'We are open from 9 to 5.' },
  { id: 'u2', text: 'Parking is free.' },
];
const jsonl = [
  line({ id: 'untouched', query: 'q', relevant: ['x'], contexts: [{ id: 'x', text: 'x' }] }),
  line({ id: 'j-llm', query: 'How do refunds work?', expected: 'Five days.', contexts: refunds }),
  line({ id: 'j-holes', query: 'When?', expected: '9 to 5.', relevant: ['h1'], contexts: hours }),
  '',
].join('\n');
const yaml = `# reviewed by the support team
- id: y-holes # labelled by hand
  query: When?
  expected: 9 to 5.
  relevant: [h1]
  irrelevant: [u2] # parking is never an answer
  contexts:
${hours.map((c) => `    - { id: ${c.id}, text: ${c.text} }`).join('\n')}
# the LLM judges this one
- id: y-llm
  query: How do refunds work?
  expected: Five days.
  contexts:
${refunds.map((c) => `    - { id: ${c.id}, text: ${c.text} }`).join('\n')}
`;

async function scored() {
  const dir = await folder({ 'g.jsonl': jsonl, 'g.yaml': yaml });
  const args = ['--golden', 'g.jsonl,g.yaml', '--judge-holes', '--report-path', 'r.json'];
  const run = await cli(dir, ...args, ...judge.map((x) => (x === '' ? fake.url : x)));
  expect(run.code, run.stderr).toBe(0);
  return dir;
}

describe('promote --reviewer', () => {
  it('writes grades and labelled into JSONL and YAML, keeping format, comments and order', async () => {
    const dir = await scored();
    const promoted = await cli(dir, 'promote', '--report', 'r.json', '--reviewer', 'ana');
    expect(promoted.stderr).toBe('');
    expect(promoted.stdout).toBe(
      'labelled 2 cases in g.jsonl: j-llm, j-holes\nlabelled 2 cases in g.yaml: y-holes, y-llm\n',
    );
    const labelled = { by: 'ana', at: '2026-12-02' };

    const lines = (await readFile(join(dir, 'g.jsonl'), 'utf8')).split('\n');
    expect(lines[0]).toBe(jsonl.split('\n')[0]);
    expect(lines).toHaveLength(4);
    const llmCase = JSON.parse(lines[1]!);
    expect(Object.keys(llmCase)).toEqual([
      'id',
      'query',
      'expected',
      'contexts',
      'relevant',
      'labelled',
    ]);
    expect(llmCase).toMatchObject({ relevant: { r1: 1, r2: 0 }, labelled });
    // The labels already there win; the LLM's verdicts fill the passages no label named.
    expect(JSON.parse(lines[2]!)).toMatchObject({
      relevant: { h1: 1, u1: 1, u2: 0 },
      labelled,
    });

    const yamlAfter = await readFile(join(dir, 'g.yaml'), 'utf8');
    expect(yamlAfter).toBe(
      yaml
        .replace('  relevant: [h1]\n', '  relevant: { h1: 1, u1: 1 }\n')
        // The yaml library pads flow collections it writes: the one whitespace change.
        .replace('[u2]', '[ u2 ]')
        .replace(
          '    - { id: h1, text: We are open from 9 to 5. }\n    - { id: u2, text: Parking is free. }\n',
          '    - { id: h1, text: We are open from 9 to 5. }\n    - { id: u2, text: Parking is free. }\n  labelled: { by: ana, at: 2026-12-02 }\n',
        )
        .replace(
          /(Our office is in Paris\. \}\n)$/,
          '$1  relevant: { r1: 1, r2: 0 }\n  labelled: { by: ana, at: 2026-12-02 }\n',
        ),
    );

    // Read back: every case is now judged by labels, decided by ana; nothing is asked.
    const cases = await loadGoldenCases('g.jsonl,g.yaml', dir);
    expect(cases.map((c) => [c.id, c.labelled?.by ?? null])).toEqual([
      ['untouched', null],
      ['j-llm', 'ana'],
      ['j-holes', 'ana'],
      ['y-holes', 'ana'],
      ['y-llm', 'ana'],
    ]);
    const before = fake.requests.length;
    const again = await cli(
      dir,
      '--golden',
      'g.jsonl,g.yaml',
      '--judge-holes',
      '--json',
      ...judge.map((x) => (x === '' ? fake.url : x)),
    );
    expect(again.code, again.stderr).toBe(0);
    const report = JSON.parse(again.stdout) as Report;
    expect(report.cases.every((c) => c.judge === 'labels' && c.unjudged?.length === 0)).toBe(true);
    expect(fake.requests.length).toBe(before);
  });

  it('without --reviewer, says the LLM decided: llm:<model>', async () => {
    const dir = await scored();
    const promoted = await cli(dir, 'promote', '--report', 'r.json', '--cases', 'j-llm');
    expect(promoted.code, promoted.stderr).toBe(0);
    const lines = (await readFile(join(dir, 'g.jsonl'), 'utf8')).split('\n');
    expect(JSON.parse(lines[1]!).labelled).toEqual({
      by: 'llm:openai/gpt-4.1-mini',
      at: '2026-12-02',
    });
    expect(lines[2]).toBe(jsonl.split('\n')[2]);
  });

  it('--reviewer outside promote is an error', async () => {
    const dir = await folder({ 'g.jsonl': jsonl });
    const run = await cli(dir, '--golden', 'g.jsonl', '--reviewer', 'ana');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--reviewer is a flag of promote');
  });
});
