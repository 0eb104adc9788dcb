import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCliInProcess } from './helpers/run-cli.js';
import type { Report } from '../src/report/report.js';
import { startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';
import { instantClock, repoRoot } from './helpers/run-action.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// Issue 28: labels are never complete. A better retriever brings up a passage nobody labelled;
// it counts as not relevant, and the gate would call the improvement a regression in silence.

const folder = tempFolderPerTest();
let fake: FakeOpenAI;
/** What the fake judge says: relevant when the text is about refunds (`everything`: always). */
let everything = false;
beforeAll(async () => {
  fake = await startFakeOpenAI({
    decide: ({ text }) => everything || text.startsWith('Refunds'),
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  everything = false;
});

const at = new Date('2026-12-02T07:00:00Z');
/** The CLI in process, at a fixed time (promote writes it into `labelled.at`). */
const cli = (dir: string, ...args: string[]) =>
  runCliInProcess(args, dir, {}, { ...instantClock(), now: () => at });
const line = (value: unknown) => JSON.stringify(value);
const judge = () => ['--base-url', fake.url, '--api-key', 'sk-test-0123456789'];
const report = async (dir: string, file: string) =>
  JSON.parse(await readFile(join(dir, file), 'utf8')) as Report;

const r1 = { id: 'r1', text: 'Refunds arrive within five business days.' };
const r2 = { id: 'r2', text: 'Our office is in Paris.' };
const u1 = { id: 'u1', text: 'Refunds go back to the card you paid with.' };
const h1 = { id: 'h1', text: 'We are open from 9 to 5.' };
const golden = [
  line({
    id: 'refunds',
    query: 'How do refunds work?',
    expected: 'Refunds arrive within five business days.',
    relevant: { r1: 1, r2: 0 },
  }),
  line({ id: 'hours', query: 'When are you open?', expected: 'From 9 to 5.', relevant: ['h1'] }),
].join('\n');
const retrieval = (first: (typeof r1)[]) =>
  [
    line({ id: 'refunds', contexts: [...first, r1, r2] }),
    line({ id: 'hours', contexts: [h1] }),
  ].join('\n');

/** main: the labelled passages only; pr: an unlabelled one about refunds at rank 1. */
const files = () =>
  folder({
    'g.jsonl': golden,
    'main.jsonl': retrieval([]),
    'pr.jsonl': retrieval([u1]),
  });
const scoreMain = async (dir: string) => {
  const main = await cli(
    dir,
    '--golden',
    'g.jsonl',
    '--retrieval',
    'main.jsonl',
    '--report-path',
    'main.json',
    '--no-cache',
  );
  expect(main.code, main.stderr).toBe(0);
};
const pr = ['--golden', 'g.jsonl', '--retrieval', 'pr.jsonl', '--baseline', 'main.json'];

describe('a PR whose retriever brings an unlabelled passage to rank 1', () => {
  it('is no silent regression: the report counts it, the comment names it and says what to do', async () => {
    const dir = await files();
    await scoreMain(dir);
    const run = await cli(dir, ...pr, '--report-path', 'pr.json', '--no-cache');
    expect(run.code, run.stderr).toBe(1);
    const { cases, metrics } = await report(dir, 'pr.json');
    expect(cases.map((c) => [c.id, c.unjudged])).toEqual([
      ['refunds', ['u1']],
      ['hours', []],
    ]);
    expect(metrics.unjudged).toBeCloseTo((1 / 3 + 0) / 2, 12);
    const comment = await readFile(join(dir, 'pr.comment.md'), 'utf8');
    expect(comment).toContain(
      '**u1**, new at rank 1, pushed the relevant passage down, and no label names it (unjudged): label it (relevant, or irrelevant), or set judge-holes: true to have the LLM judge it',
    );
    expect(comment).toContain(
      '- **Unjudged:** **u1** (rank 1) is ranked above relevant passages and no label names it',
    );
    expect(comment).toContain('**Unjudged 17%** (label-judged passages no label names');
    expect(comment).toMatch(/\| 1 \| ⬜ no ❔ \| \*\*u1\*\*/);
    expect(run.stdout).toContain('no label names it (unjudged)');
    expect(fake.requests).toHaveLength(0);
  });

  it('with judge-holes and a judge that finds it relevant, does not regress; a second run asks nothing', async () => {
    const dir = await files();
    await scoreMain(dir);
    const holes = [...pr, '--judge-holes', ...judge(), '--cache', 'verdicts.json'];
    const first = await cli(dir, ...holes, '--report-path', 'pr.json');
    expect(first.code, first.stderr).toBe(0);
    // One request, for the one case with a hole, about that passage alone.
    expect(fake.requests).toHaveLength(1);
    expect(JSON.stringify(fake.requests[0]?.body)).toContain(u1.text);
    expect(JSON.stringify(fake.requests[0]?.body)).not.toContain(r2.text);
    const refunds = (await report(dir, 'pr.json')).cases[0]!;
    expect(refunds).toMatchObject({ ap: 1, change: 'same', unjudged: [] });
    expect(refunds.contexts.map((x) => [x.id, x.relevant, x.judge])).toEqual([
      ['u1', true, 'llm'],
      ['r1', true, undefined],
      ['r2', false, undefined],
    ]);
    const comment = await readFile(join(dir, 'pr.comment.md'), 'utf8');
    expect(comment).toMatch(/\| refunds \|.*\| labels \+ llm \|/);
    expect(comment).toContain('judge openai/gpt-4.1-mini');

    const second = await cli(dir, ...holes, '--report-path', 'again.json');
    expect(second.code, second.stderr).toBe(0);
    expect(fake.requests).toHaveLength(1);
    expect((await report(dir, 'again.json')).usage).toMatchObject({
      judgeRequests: 0,
      reusedVerdicts: 1,
    });
  });

  it('where a label and the LLM disagree, the label wins', async () => {
    const dir = await files();
    everything = true; // the LLM calls every passage relevant, r2 (labelled grade 0) too
    const run = await cli(
      dir,
      ...pr.slice(0, 4),
      '--judge-holes',
      '--calibrate',
      ...judge(),
      '--no-cache',
      '--report-path',
      'pr.json',
    );
    expect(run.code, run.stderr).toBe(0);
    const { cases, calibration } = await report(dir, 'pr.json');
    expect(cases[0]!.contexts.map((x) => [x.id, x.relevant, x.reason, x.judge])).toEqual([
      ['u1', true, expect.any(String), 'llm'],
      ['r1', true, 'labelled relevant (grade 1)', undefined],
      ['r2', false, 'labelled not relevant (grade 0)', undefined],
    ]);
    // Calibration compares the labelled passages only: r2 is the one disagreement.
    expect(calibration).toMatchObject({ cases: 2, contexts: 3, falsePositives: 1 });
  });

  it('judge-holes without an LLM judge fails closed; without an expected answer it judges against the query (issue 41)', async () => {
    const dir = await folder({
      'g.jsonl': line({ id: 'q', query: 'How do refunds work?', relevant: ['r1'] }),
      'r.jsonl': line({ id: 'q', contexts: [u1, r1] }),
    });
    const base = ['--golden', 'g.jsonl', '--retrieval', 'r.jsonl', '--no-cache', '--judge-holes'];
    const labelsOnly = await cli(dir, ...base, '--judge', 'labels');
    expect(labelsOnly.code).toBe(2);
    expect(labelsOnly.stderr).toContain(
      'judge-holes: the LLM judges the passages no label names, and judge: labels has no LLM',
    );
    expect(fake.requests).toHaveLength(0);
    const noExpected = await cli(dir, ...base, ...judge());
    expect(noExpected.code, noExpected.stderr).toBeLessThan(2);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('calibrate counts person-labelled cases only', () => {
  it('leaves out a case whose labels the LLM decided (labelled.by llm:…)', async () => {
    const labelled = (by: string) => ({ by, at: '2026-12-01' });
    const dir = await folder({
      'g.jsonl': [
        line({
          id: 'a',
          query: 'q a',
          expected: 'e',
          relevant: { r1: 1, r2: 0 },
          labelled: labelled('ana'),
        }),
        line({
          id: 'b',
          query: 'q b',
          expected: 'e',
          relevant: { r1: 1, r2: 0 },
          labelled: labelled('llm:openai/gpt-4.1-mini'),
        }),
        line({ id: 'c', query: 'q c', expected: 'e', relevant: { r1: 1, r2: 0 } }),
      ].join('\n'),
      'r.jsonl': ['a', 'b', 'c'].map((id) => line({ id, contexts: [r1, r2] })).join('\n'),
    });
    const run = await cli(
      dir,
      '--golden',
      'g.jsonl',
      '--retrieval',
      'r.jsonl',
      '--calibrate',
      ...judge(),
      '--no-cache',
      '--report-path',
      'r.json',
    );
    expect(run.code, run.stderr).toBe(0);
    const { calibration, cases } = await report(dir, 'r.json');
    // a (a reviewer) and c (no `labelled`: written by hand) count; b does not.
    expect(calibration).toMatchObject({ cases: 2, contexts: 4 });
    expect(cases.map((c) => c.labelled?.by ?? null)).toEqual([
      'ana',
      'llm:openai/gpt-4.1-mini',
      null,
    ]);
  });
});

describe('docs/judging.md "When labels are incomplete"', () => {
  const doc = readFileSync(join(repoRoot, 'docs/judging.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## When labels are incomplete'), doc.indexOf('## Score'));

  it('its commands run as written: judge the holes, then promote the reviewed verdicts', async () => {
    const commands = /```sh\n([\s\S]*?)```/.exec(section)![1]!.trim().split('\n');
    expect(commands).toHaveLength(2);
    const dir = await folder({
      'evals/golden.jsonl': golden,
      'evals/retrieved.jsonl': retrieval([u1]),
    });
    const argv = (command: string) =>
      command.replace(/^npx context-precision-gate /, '').split(' ');
    // The first, with the fake judge's address and a key (a real run reads OPENAI_API_KEY).
    const scored = await cli(dir, ...argv(commands[0]!), ...judge());
    expect(scored.code, scored.stderr).toBe(0);
    expect(fake.requests).toHaveLength(1);
    const promoted = await cli(dir, ...argv(commands[1]!));
    expect(promoted.stdout).toBe('labelled 1 case in evals/golden.jsonl: refunds\n');
    const refunds = JSON.parse(
      (await readFile(join(dir, 'evals/golden.jsonl'), 'utf8')).split('\n')[0]!,
    );
    expect(refunds).toMatchObject({
      relevant: { r1: 1, r2: 0, u1: 1 },
      labelled: { by: 'ana', at: '2026-12-02' },
    });
  });

  it('quotes the why as the CLI prints it', async () => {
    const quoted = /`(u1, new at rank 1, [^`]*)`/.exec(section.replace(/\n/g, ' '))![1]!;
    const dir = await files();
    await scoreMain(dir);
    const run = await cli(dir, ...pr, '--no-cache');
    expect(run.stdout.replace(/\n/g, ' ')).toContain(quoted);
  });
});
