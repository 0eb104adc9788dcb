import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../src/report/report.js';
import { startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';
import { instantClock } from './helpers/run-action.js';
import { runCliInProcess } from './helpers/run-cli.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// Issue 40 (1-3): promote loses no label (YAML merge keys, aliases, anchors), never writes a file
// that does not load, and writes only the repository's golden files, whatever a report says.

const folder = tempFolderPerTest();
let fake: FakeOpenAI;
beforeAll(async () => {
  // The LLM calls a passage relevant when its text starts with "Relevant".
  fake = await startFakeOpenAI({ decide: ({ text }) => text.startsWith('Relevant') });
});
afterAll(() => fake.close());

const at = new Date('2026-12-05T07:00:00Z');
const cli = (dir: string, ...args: string[]) =>
  runCliInProcess(args, dir, {}, { ...instantClock(), now: () => at });
const line = (value: unknown) => JSON.stringify(value);
const ctx = (id: string, text: string) => ({ id, text });

// p1 is labelled (from a merge key or an alias); p2 and p3 are holes the LLM judges.
const GOLDEN = `# shared labels
x-base: &base
  relevant: { p1: 1 }
x-labels: &labs { p1: 1 }
cases:
  - id: merged # its labels come from the merge key
    query: How do refunds work?
    expected: Refunds take five days.
    <<: *base
  - id: aliased
    query: Where is the office?
    expected: In Paris.
    relevant: *labs
`;
const RETRIEVAL = [
  line({
    id: 'merged',
    contexts: [ctx('p2', 'Not about refunds.'), ctx('p1', 'Relevant: refunds.')],
  }),
  line({
    id: 'aliased',
    contexts: [ctx('p3', 'Relevant: the office.'), ctx('p1', 'Relevant: Paris.')],
  }),
].join('\n');

/** A report whose holes the LLM judged, then `promote --reviewer ana` on it. */
async function judgeAndPromote(files: Record<string, string>, ...more: string[]) {
  const dir = await folder({ 'g.yaml': GOLDEN, 'run.jsonl': RETRIEVAL, ...files });
  const judge = ['--base-url', fake.url, '--api-key', 'sk-test-0123456789', '--judge-holes'];
  const run = await cli(
    dir,
    '--golden',
    'g.yaml',
    '--retrieval',
    'run.jsonl',
    ...judge,
    '--report-path',
    'r.json',
    '--no-cache',
  );
  expect(run.code, run.stderr).toBe(0);
  const promoted = await cli(dir, 'promote', '--report', 'r.json', '--reviewer', 'ana', ...more);
  return { dir, promoted, golden: () => readFile(join(dir, 'g.yaml'), 'utf8') };
}

describe('promote on YAML with merge keys and aliases', () => {
  it('keeps the labels a case has from a merge key or an alias, and the file loads with them', async () => {
    const { dir, promoted, golden } = await judgeAndPromote({});
    expect(promoted.stderr).toBe('');
    expect(promoted.code).toBe(0);
    const text = await golden();
    // Before: `relevant: { p2: 0 }` (p1 lost) and `relevant: { source: labs, p3: 1 }` (no longer loads).
    expect(text).toContain('    <<: *base\n    relevant: { p1: 1, p2: 0 }\n');
    expect(text).toContain('    relevant: { p1: 1, p3: 1 }\n');
    expect(text).toContain('x-labels: &labs { p1: 1 }'); // the anchor other cases may use stays
    expect(text).toContain('  - id: merged # its labels come from the merge key');
    // Scored by labels alone, every label counts: merged p2 (no) then p1 (yes); aliased both yes.
    const rescored = await cli(
      dir,
      '--golden',
      'g.yaml',
      '--retrieval',
      'run.jsonl',
      '--judge',
      'labels',
      '--report-path',
      'again.json',
      '--no-cache',
    );
    expect(rescored.code, rescored.stderr).toBe(0);
    const report = JSON.parse(await readFile(join(dir, 'again.json'), 'utf8')) as Report;
    expect(report.cases.map((c) => [c.id, c.ap, c.unjudged])).toEqual([
      ['merged', 0.5, []],
      ['aliased', 1, []],
    ]);
  });

  it('refuses to write labels into an anchor other cases share, naming the file and line, and leaves the file as it was', async () => {
    const shared = GOLDEN.replace(
      '    relevant: *labs\n',
      '    relevant: &mine { p1: 1 }\n  - id: other\n    query: q\n    relevant: *mine\n',
    );
    const run = `${RETRIEVAL}\n${line({ id: 'other', contexts: [ctx('p1', 'Relevant: Paris.')] })}`;
    const { promoted, golden } = await judgeAndPromote({ 'g.yaml': shared, 'run.jsonl': run });
    expect(promoted.code).toBe(2);
    expect(promoted.stderr).toContain(
      'promote: g.yaml:13: case "aliased": its "relevant" is the anchor &mine, which other cases may share',
    );
    expect(await golden()).toBe(shared);
  });
});

describe("promote and the report's sources", () => {
  it('writes no file outside the repository, whatever a tampered report names, and writes nothing at all', async () => {
    const { dir } = await judgeAndPromote({});
    const outside = await folder({ 'victim.yaml': 'cases: []\n' });
    const report = JSON.parse(await readFile(join(dir, 'r.json'), 'utf8')) as Report;
    const victim = join(outside, 'victim.yaml');
    for (const source of [
      `${victim}:6`,
      `../${outside.split('/').pop()}/victim.yaml:6`,
      '.git/config:1',
    ]) {
      const tampered = {
        ...report,
        cases: report.cases.map((c, i) => (i === 1 ? { ...c, source } : c)),
      };
      await writeFile(join(dir, 'bad.json'), JSON.stringify(tampered));
      const before = await readFile(join(dir, 'g.yaml'), 'utf8');
      const promoted = await cli(dir, 'promote', '--report', 'bad.json');
      expect(promoted.code).toBe(2);
      expect(promoted.stderr).toMatch(
        /promote: the report says case "aliased" is defined in ".*", which is (outside the repository|not a golden file)/,
      );
      expect(await readFile(victim, 'utf8')).toBe('cases: []\n');
      expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(before); // nothing written
    }
  });

  it('with --golden, writes only the files its patterns name', async () => {
    const { promoted } = await judgeAndPromote(
      { 'other.yaml': 'cases: []\n' },
      '--golden',
      'other.yaml',
    );
    expect(promoted.code).toBe(2);
    expect(promoted.stderr).toContain('which is not one of the --golden files');
  });
});

describe('promote and passage labels (issue 39)', () => {
  it('writes the verdict on a context that says where it comes from as a passage label', async () => {
    const placed = (id: string, text: string, start: number) => ({
      id,
      text,
      metadata: { source: 'docs/faq.md', start, end: start + text.length },
    });
    const dir = await folder({
      'g.jsonl': line({ id: 'refunds', query: 'How do refunds work?', expected: 'Five days.' }),
      'run.jsonl': line({
        id: 'refunds',
        contexts: [placed('c1', 'Relevant: five days.', 40), ctx('c2', 'Not this one.')],
      }),
    });
    const judge = ['--base-url', fake.url, '--api-key', 'sk-test-0123456789'];
    const run = await cli(
      dir,
      '--golden',
      'g.jsonl',
      '--retrieval',
      'run.jsonl',
      ...judge,
      '--report-path',
      'r.json',
      '--no-cache',
    );
    expect(run.code, run.stderr).toBe(0);
    const promoted = await cli(dir, 'promote', '--report', 'r.json', '--reviewer', 'ana');
    expect(promoted.code, promoted.stderr).toBe(0);
    expect(JSON.parse(await readFile(join(dir, 'g.jsonl'), 'utf8'))).toEqual({
      id: 'refunds',
      query: 'How do refunds work?',
      expected: 'Five days.',
      relevant: { c2: 0 },
      passages: [{ source: 'docs/faq.md', start: 40, end: 60, grade: 1 }],
      labelled: { by: 'ana', at: '2026-12-05' },
    });
  });
});
