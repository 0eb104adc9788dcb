import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../src/report/report.js';
import { startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';
import { runCliInProcess } from './helpers/run-cli.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// Comparing retrievers in one run (issue 27, `variants`), through the CLI in process against a
// fake LLM judge that calls a context relevant when its text starts with "REL". Every expected
// number below is counted by hand from the rankings in the comments.

const jsonl = (records: unknown[]) => records.map((r) => JSON.stringify(r)).join('\n') + '\n';
const golden = jsonl(
  ['c1', 'c2', 'c3', 'c4'].map((id) => ({
    id,
    query: `question ${id}`,
    expected: `the answer to ${id}`,
  })),
);
const results = (rankings: Record<string, string[]>) =>
  jsonl(Object.entries(rankings).map(([id, contexts]) => ({ id, contexts })));

// The primary: APs 1, 1/2, 1/3, 1 (MAP 17/24).
const primary = {
  c1: ['REL a', 'no b', 'no c'],
  c2: ['no d', 'REL e', 'no f'],
  c3: ['no g', 'no h', 'REL i'],
  c4: ['REL j', 'REL k', 'no l'],
};
// v1: 1 (tie), 1 (win), 1/2 (win), (1/2 + 2/3)/2 = 7/12 (loss); one text of its own ("no m").
const v1 = {
  c1: ['REL a', 'no b', 'no c'],
  c2: ['REL e', 'no d', 'no f'],
  c3: ['no g', 'REL i', 'no h'],
  c4: ['no m', 'REL j', 'REL k'],
};
// v2: the same APs as the primary in every case (c1 finds a second relevant text, "REL n").
const v2 = { ...primary, c1: ['REL a', 'REL n', 'no b'] };
// main: the baseline's retrieval, for a delta: c2 had its relevant text first.
const main = { ...primary, c2: ['REL e', 'no d', 'no f'] };

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ decide: ({ text }) => text.startsWith('REL') });
});
afterAll(() => fake.close());
const folder = tempFolderPerTest();

async function workspace(): Promise<string> {
  return folder({
    'golden.jsonl': golden,
    'primary.jsonl': results(primary),
    'v1.jsonl': results(v1),
    'v2.jsonl': results(v2),
    'main.jsonl': results(main),
  });
}

async function score(
  dir: string,
  extra: string[],
): Promise<{ code: number | null; report: Report; stderr: string }> {
  const run = await runCliInProcess(
    [
      '--golden',
      'golden.jsonl',
      '--retrieval',
      'primary.jsonl',
      '--base-url',
      fake.url,
      '--api-key',
      'sk-test',
      '--no-cache',
      '--threshold',
      '0.5',
      '--max-drop',
      '0.01',
      ...extra,
    ],
    dir,
  );
  const path = extra.includes('--report-path') ? 'main.json' : '.context-precision/report.json';
  const report = JSON.parse(await readFile(join(dir, path), 'utf8')) as Report;
  return { code: run.code, report, stderr: run.stderr };
}

describe('variants: other retrievers scored in the same run', () => {
  it('judges each case once for the union of distinct contexts, and compares each variant with the primary', async () => {
    const dir = await workspace();
    fake.reset();
    const { code, report, stderr } = await score(dir, [
      '--variant-retrieval',
      'v1=v1.jsonl',
      '--variant-retrieval',
      'v2=v2.jsonl',
    ]);
    expect(code, stderr).toBe(0);
    // One request per case: c1 with "REL n" added, c4 with "no m" added, 14 contexts in all.
    const judged = fake.requests.filter((r) => r.parsed);
    expect(judged).toHaveLength(4);
    expect(judged.map((r) => r.parsed?.contexts.length).sort()).toEqual([3, 3, 4, 4]);
    expect(report.usage.judgeRequests).toBe(4);
    expect(report.score).toBeCloseTo(17 / 24, 12);
    const [first, second] = report.variants ?? [];
    expect(first).toMatchObject({ name: 'v1', error: null, cases: 4 });
    expect(first?.score).toBeCloseTo((1 + 1 + 1 / 2 + 7 / 12) / 4, 12);
    expect(first?.versus).toMatchObject({ wins: 2, ties: 1, losses: 1 });
    expect(first?.versus?.delta).toBeCloseTo((1 + 1 + 1 / 2 + 7 / 12 - 17 / 6) / 4, 12);
    expect(first?.versus?.primaryScore).toBeCloseTo(17 / 24, 12);
    expect(second).toMatchObject({ name: 'v2', error: null, cases: 4 });
    expect(second?.versus).toMatchObject({
      delta: 0,
      low: 0,
      high: 0,
      p: 1,
      wins: 0,
      ties: 4,
      losses: 0,
    });
  });

  it('leaves the score, passed, delta and judge requests of the primary exactly as a run without variants', async () => {
    const dir = await workspace();
    await score(dir, ['--retrieval', 'main.jsonl', '--report-path', 'main.json']);
    const baseline = ['--baseline', 'main.json'];
    fake.reset();
    const alone = await score(dir, baseline);
    const aloneRequests = fake.requests.length;
    fake.reset();
    const withVariants = await score(dir, [
      ...baseline,
      '--variant-retrieval',
      'v1=v1.jsonl',
      '--variant',
      'v3=echo broken >&2; exit 3',
    ]);
    expect(alone.code).toBe(1);
    expect(alone.report.delta).toBeCloseTo(-1 / 8, 12);
    expect(withVariants.code).toBe(alone.code);
    const fields = (r: Report) => ({
      score: r.score,
      passed: r.passed,
      delta: r.delta,
      failures: r.failures,
      requests: r.usage.judgeRequests,
    });
    expect(fields(withVariants.report)).toEqual(fields(alone.report));
    expect(fake.requests.length).toBe(aloneRequests);
    // The failed variant is a row with its reason, not a failed run.
    expect(withVariants.report.variants?.[1]).toMatchObject({
      name: 'v3',
      score: null,
      versus: null,
      cases: 0,
    });
    expect(withVariants.report.variants?.[1]?.error).toContain('exited with code 3');
    expect(withVariants.report.variants?.[1]?.error).toContain('broken');
  });

  it('without a key, a variant passage with no stored verdict leaves that case out of its comparison, and the run goes on', async () => {
    const dir = await workspace();
    // The primary's verdicts only, in the local cache.
    const first = await runCliInProcess(
      [
        '--golden',
        'golden.jsonl',
        '--retrieval',
        'primary.jsonl',
        '--base-url',
        fake.url,
        '--api-key',
        'sk-test',
        '--threshold',
        '0',
      ],
      dir,
    );
    expect(first.code, first.stderr).toBe(0);
    fake.reset();
    const keyless = await runCliInProcess(
      [
        '--golden',
        'golden.jsonl',
        '--retrieval',
        'primary.jsonl',
        '--threshold',
        '0',
        '--variant-retrieval',
        'v1=v1.jsonl',
        '--json',
      ],
      dir,
    );
    expect(keyless.code, keyless.stderr).toBe(0);
    expect(fake.requests).toHaveLength(0);
    const report = JSON.parse(keyless.stdout) as Report;
    expect(report.score).toBeCloseTo(17 / 24, 12);
    // c4's "no m" has no verdict: v1 is compared over c1, c2 and c3 (a tie and two wins).
    expect(report.variants?.[0]).toMatchObject({
      name: 'v1',
      error: null,
      cases: 3,
      versus: { wins: 2, ties: 1, losses: 0 },
    });
  });

  it('judge-holes: a variant passage no label names is judged in its case’s one request', async () => {
    const dir = await folder({
      'golden.jsonl': jsonl([
        { id: 'h1', query: 'question h1', expected: 'the answer to h1', relevant: ['a'] },
      ]),
      // The primary: the labelled "a", then the hole "no x"; the variant: the hole "REL y" first.
      'primary.jsonl': results({
        h1: [
          { id: 'a', text: 'labelled a' },
          { id: 'x', text: 'no x' },
        ],
      } as never),
      'v.jsonl': results({
        h1: [
          { id: 'y', text: 'REL y' },
          { id: 'a', text: 'labelled a' },
        ],
      } as never),
    });
    fake.reset();
    const { code, report, stderr } = await score(dir, [
      '--judge-holes',
      'true',
      '--variant-retrieval',
      'v=v.jsonl',
      '--threshold',
      '0',
    ]);
    expect(code, stderr).toBe(0);
    expect(fake.requests.map((r) => r.parsed?.contexts)).toEqual([['no x', 'REL y']]);
    // The primary: AP 1 (a relevant at rank 1); the variant: both relevant, AP 1 too: a tie.
    expect(report.variants?.[0]).toMatchObject({
      name: 'v',
      cases: 1,
      score: 1,
      versus: { ties: 1 },
    });
  });
});
