import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { splitStatements } from '../src/golden/statements.js';
import { verdictCountProblem } from '../src/judge/judge-prompt.js';
import type { Report } from '../src/report/report.js';
import { startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';
import { tempFiles } from './helpers/temp-dir.js';

// LLM recall from the same request: the fake judge says a context supports the statements whose
// numbers it carries as [sN] markers, and that a context with a marker is relevant.
const line = (value: unknown) => JSON.stringify(value) + '\n';
const refunds = {
  id: 'refunds',
  query: 'How do refunds work?',
  expected:
    'Refunds arrive within five business days. They go back to the original card; store credit never expires.',
};
const mainRanking = [
  { id: 'r1', text: '[s1] Refunds take five business days to arrive.' },
  { id: 'r2', text: '[s2] The refund goes to the card you paid with.' },
  { id: 'r3', text: '[s3] Store credit has no expiry date.' },
];
// The PR's retriever drops the passage on store credit for an off-topic one, ranked last.
const prRanking = [...mainRanking.slice(0, 2), { id: 'x', text: 'Our office is in Paris.' }];
const other = {
  id: 'pooling',
  query: 'Why use a pooler?',
  expected: 'A pooler keeps the number of server connections low.',
  contexts: ['[s1] PgBouncer multiplexes many clients onto few server connections.'],
};

let fake: FakeOpenAI;
let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  fake = await startFakeOpenAI({
    decide: ({ text }) => text.includes('[s'),
    supports: ({ text }) => [...text.matchAll(/\[s(\d+)\]/g)].map((m) => Number(m[1])),
  });
  ({ dir, cleanup } = await tempFiles({
    'main.jsonl': line({ ...refunds, contexts: mainRanking }) + line(other),
    'pr.jsonl': line({ ...refunds, contexts: prRanking }) + line(other),
  }));
});
afterAll(async () => {
  await fake.close();
  await cleanup();
});
beforeEach(() => fake.reset());

async function cli(golden: string, name: string, flags: string[] = []) {
  let stdout = '';
  let stderr = '';
  const reportPath = join(dir, `${name}.json`);
  const code = await runCli(
    [
      '--golden',
      golden,
      '--base-url',
      fake.url,
      '--api-key',
      'sk-test',
      '--report-path',
      reportPath,
      ...flags,
    ],
    { cwd: dir, env: {}, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) },
  );
  if (code === 2) throw new Error(stderr);
  const report = JSON.parse(await readFile(reportPath, 'utf8')) as Report;
  const comment = await readFile(reportPath.replace(/\.json$/, '.comment.md'), 'utf8');
  return { code, stdout, stderr, report, comment };
}

describe('recall of LLM-judged cases, from the same judge request', () => {
  it('sends the expected answer as numbered statements and counts the ones the contexts support', async () => {
    const main = await cli('main.jsonl', 'main');
    expect(main.code).toBe(0);
    // Exactly one request per case.
    expect(fake.requests).toHaveLength(2);
    const request = fake.requests.find((r) => r.parsed?.query === refunds.query);
    expect(request?.parsed?.statements).toEqual([
      'Refunds arrive within five business days.',
      'They go back to the original card',
      'store credit never expires.',
    ]);
    expect(request?.parsed?.statements).toEqual(splitStatements(refunds.expected));
    const refundsCase = main.report.cases.find((c) => c.id === 'refunds')!;
    expect(refundsCase.metrics).toEqual({ recall: 1 });
    expect(main.report.metrics.recall).toBe(1);
    expect(main.comment).toContain('**Recall 1.0000** (expected statements the contexts support)');
  });

  it('judging only the top k: statements supported only below k are missed, and named', async () => {
    const topTwo = await cli('main.jsonl', 'top2', ['--k', '2', '--no-cache']);
    const refundsCase = topTwo.report.cases.find((c) => c.id === 'refunds')!;
    expect(refundsCase.metrics?.recall).toBeCloseTo(2 / 3, 12);
    expect(refundsCase.statementRecall).toEqual({
      recall: 2 / 3,
      missed: ['store credit never expires.'],
    });
    expect(topTwo.report.metrics.recall).toBeCloseTo((2 / 3 + 1) / 2, 12);
    expect(topTwo.stdout).toContain('; not supported: "store credit never expires."');
  });

  it('an unchanged PR makes no request and moves recall by exactly 0', async () => {
    const same = await cli('main.jsonl', 'same', ['--baseline', join(dir, 'main.json')]);
    expect(same.code).toBe(0);
    expect(fake.requests).toHaveLength(0);
    expect(same.report.usage.reusedVerdicts).toBe(4);
    expect(same.report.metricChanges?.recall).toEqual({ baseline: 1, delta: 0, cases: 2 });
    expect(same.comment).toContain(
      '**Recall 1.0000** (expected statements the contexts support) · baseline 1.0000 · **Δ 0.0000**',
    );
  });

  it('a PR that loses a passage: AP holds, recall falls, and the unsupported statement is named', async () => {
    const pr = await cli('pr.jsonl', 'pr', ['--baseline', join(dir, 'main.json')]);
    // Only the new passage is judged: one request, for the one case that changed.
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.parsed?.contexts).toEqual(['Our office is in Paris.']);
    const refundsCase = pr.report.cases.find((c) => c.id === 'refunds')!;
    expect(refundsCase.ap).toBe(1);
    expect(refundsCase.metrics?.recall).toBeCloseTo(2 / 3, 12);
    expect(pr.report.metricChanges?.recall?.delta).toBeCloseTo((2 / 3 + 1) / 2 - 1, 12);
    expect(pr.comment).toContain(
      '📉 <b>refunds</b>: AP 1.00 → 1.00 (0.00) · recall 0.67, was 1.00</summary>',
    );
    expect(pr.comment).toContain(
      '- **Expected statements no context supports:** “store credit never expires.”',
    );
    const gated = await cli('pr.jsonl', 'gated', [
      '--baseline',
      join(dir, 'main.json'),
      '--gates',
      'recall: { max-drop: 0.1 }',
    ]);
    expect(gated.code).toBe(1);
    expect(gated.report.failures).toEqual([
      'recall fell 0.1667 from the baseline 1, more than its gates max-drop 0.1',
    ]);
  });
});

describe('the statements of an expected answer, and their numbers in an answer', () => {
  it('splits sentences, semicolons and list lines, the same way every time', () => {
    expect(
      splitStatements('Refunds arrive in 5.5 days, e.g. by card. Store credit: never expires!'),
    ).toEqual(['Refunds arrive in 5.5 days, e.g. by card.', 'Store credit: never expires!']);
    expect(
      splitStatements('- Use pg_upgrade --link;  it is fast\n2) The old cluster is gone.'),
    ).toEqual(['Use pg_upgrade --link', 'it is fast', 'The old cluster is gone.']);
    expect(splitStatements('...')).toEqual(['...']);
  });

  it('an answer listing a statement the expected answer does not have is unusable (asked again)', () => {
    const answer = (statements: number[]) => ({
      verdicts: [{ index: 0, reason: 'r', statements, verdict: 'yes' as const }],
    });
    expect(verdictCountProblem(answer([1, 3]), 1, 3)).toBeUndefined();
    expect(verdictCountProblem(answer([4]), 1, 3)).toBe(
      'context 0 lists statements [4], but the expected answer has statements 1..3',
    );
    expect(verdictCountProblem(answer([0]), 1, 3)).toMatch(/lists statements \[0\]/);
  });
});
