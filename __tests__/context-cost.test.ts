import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { describe, expect, it } from 'vitest';
import { parseMetricOptions } from '../src/config/metric-options.js';
import { contextLine } from '../src/report/view-lines.js';
import type { Report } from '../src/report/report.js';
import { countTokens } from '../src/tokens/token-count.js';
import { parseMetricName } from '../src/score/metric-names.js';
import { recallAtTokens } from '../src/score/recall-at-tokens.js';
import { failingReport, passingReport } from './fixtures/reports.js';
import { runCliInProcess } from './helpers/run-cli.js';
import { repoRoot } from './helpers/run-action.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// Context cost (issue 27). Every expected token count comes from a second tokenizer library,
// js-tiktoken (the JavaScript port of OpenAI's tiktoken), never from this code's own output.
const oracle = new Tiktoken(o200kBase);
/** o200k_base tokens by js-tiktoken, special tokens' text counted as plain text. */
const tiktokens = (text: string): number => oracle.encode(text, [], []).length;

const LONG = await readFile(join(repoRoot, 'docs', 'judging.md'), 'utf8');
/** Passages that tokenize unlike English prose: scripts, emoji, code, odd whitespace, long text. */
const TEXTS = {
  prose: 'Autovacuum reclaims dead tuples; tune autovacuum_vacuum_scale_factor per table.',
  cjk: '自動バキュームは不要なタプルを回収します。设置 autovacuum 参数：每张表单独调整。',
  accents: 'Ça coûte 12,50 € — naïve façade, Ørsted, İstanbul, Straße, ñandú; עברית ومرحبا بالعالم',
  emoji: 'Deploy 🚀✅ then 👩🏽‍💻 checks 🇫🇷 flags; zero-width\u200bjoiner and combining e\u0301.',
  code: 'def vacuum(conn):\n\tfor t in conn.execute("SELECT relname FROM pg_stat_user_tables"):\n        conn.execute(f"VACUUM (ANALYZE) {t[0]};")  # 4 spaces\n\n\n}',
  special: 'A passage that quotes <|endoftext|> and <|endofprompt|> as text.',
  numbers: '3.14159 2,718,281 0x1F 1e-9 192.168.0.1 2025-06-03T16:40:00Z',
  long: LONG,
  empty: '',
};

const tempDir = tempFolderPerTest();

/** A labelled golden set over TEXTS: ranked contexts, relevant ones, unjudged ones, no relevant. */
const GOLDEN: {
  id: string;
  query: string;
  relevant: Record<string, number>;
  contexts: (keyof typeof TEXTS)[];
}[] = [
  {
    id: 'mixed',
    query: 'How does autovacuum work?',
    relevant: { prose: 1, code: 2, cjk: 0 },
    // accents is unjudged: not relevant, and counted as irrelevant.
    contexts: ['cjk', 'prose', 'accents', 'code', 'emoji'],
  },
  {
    id: 'long-last',
    query: 'Where are the judging docs?',
    relevant: { long: 1, 'not-retrieved': 1 },
    contexts: ['special', 'numbers', 'empty', 'long'],
  },
  {
    id: 'none-relevant',
    query: 'Nothing here?',
    relevant: { prose: 1 },
    contexts: ['emoji', 'code'],
  },
];

async function writeGolden(dir: string, texts: Record<string, string> = TEXTS): Promise<void> {
  const lines = GOLDEN.map((c) =>
    JSON.stringify({
      ...c,
      contexts: c.contexts.map((id) => ({ id, text: texts[id] })),
    }),
  );
  await writeFile(join(dir, 'golden.jsonl'), `${lines.join('\n')}\n`);
}

/** The CLI in process on the golden set in `dir`; its report. */
async function runIn(dir: string, args: string[] = []) {
  const reportPath = join(dir, `report-${Math.random().toString(36).slice(2)}.json`);
  const run = await runCliInProcess(
    [
      '--golden',
      'golden.jsonl',
      '--no-cache',
      '--threshold',
      '0',
      '--report-path',
      reportPath,
      ...args,
    ],
    dir,
  );
  const report = JSON.parse(await readFile(reportPath, 'utf8').catch(() => 'null')) as Report;
  return { ...run, report, reportPath };
}

/** What each case should cost, from js-tiktoken's counts and the labels (judged top k only). */
function expectedCost(k = Infinity) {
  return GOLDEN.map((c) => {
    const ranked = c.contexts.slice(0, k);
    const tokens = ranked.map((id) => tiktokens(TEXTS[id]));
    const relevant = ranked.map((id) => (c.relevant[id] ?? 0) > 0);
    const last = relevant.lastIndexOf(true);
    return {
      contextTokens: tokens.reduce((a, b) => a + b, 0),
      irrelevantTokens: tokens.filter((_, i) => !relevant[i]).reduce((a, b) => a + b, 0),
      tokensToAllRelevant: last < 0 ? null : tokens.slice(0, last + 1).reduce((a, b) => a + b, 0),
    };
  });
}

describe('token counts (o200k_base, checked against js-tiktoken)', () => {
  it('counts every fixture text as js-tiktoken does', async () => {
    const count = countTokens;
    for (const [name, text] of Object.entries(TEXTS))
      expect([name, count(text)]).toEqual([name, tiktokens(text)]);
    // The fixture is not trivial: the long text is long, and the scripts cost more than 1 a word.
    expect(tiktokens(TEXTS.long)).toBeGreaterThan(2000);
    expect(tiktokens(TEXTS.special)).toBeGreaterThan(12);
  });

  it('keeps each case’s context cost and their means in the report', async () => {
    const dir = await tempDir({});
    await writeGolden(dir);
    const { code, stderr, report } = await runIn(dir);
    expect(code, stderr).toBe(0);
    const expected = expectedCost();
    expect(report.cases.map((c) => [c.id, c.contextCost])).toEqual(
      GOLDEN.map((c, i) => [c.id, expected[i]]),
    );
    const total = expected.reduce((a, c) => a + c.contextTokens, 0);
    const irrelevant = expected.reduce((a, c) => a + c.irrelevantTokens, 0);
    const toAll = expected.flatMap((c) =>
      c.tokensToAllRelevant === null ? [] : [c.tokensToAllRelevant],
    );
    expect(toAll).toHaveLength(2); // none-relevant has no relevant context: left out of that mean
    expect(report.contextCost?.tokens).toBeCloseTo(total / 3, 9);
    expect(report.contextCost?.irrelevantShare).toBeCloseTo(irrelevant / total, 12);
    expect(report.contextCost?.tokensToAllRelevant).toBeCloseTo((toAll[0]! + toAll[1]!) / 2, 9);
    expect(report.contextCost?.cases).toBe(3);
  });

  it('counts only the judged top k', async () => {
    const dir = await tempDir({});
    await writeGolden(dir);
    const { code, stderr, report } = await runIn(dir, ['--k', '3']);
    expect(code, stderr).toBe(0);
    const expected = expectedCost(3);
    expect(report.cases.map((c) => c.contextCost)).toEqual(expected);
    // long-last's relevant passage is at rank 4: none relevant in its top 3.
    expect(expected[1]?.tokensToAllRelevant).toBeNull();
  });
});

describe('recall@Ntok', () => {
  // Ranks 1..4 of 100, 200, 300 and 50 tokens; relevant at ranks 2 and 4; 3 labelled relevant.
  const grades = [0, 1, 0, 1]; // the relevant labels each rank finds
  const tokens = [100, 200, 300, 50];
  it.each([
    [99, 0], // rank 1 alone passes 99: nothing fits
    [300, 1 / 3], // ranks 1-2 (300 tokens): one relevant of 3
    [599, 1 / 3], // rank 3 would make 600; rank 4 is short but after it: no skipping ahead
    [650, 2 / 3], // all four (650)
    [100_000, 2 / 3],
  ])('within %i tokens is %d', (budget, recall) => {
    expect(recallAtTokens(grades, tokens, 3, budget)).toBeCloseTo(recall, 15);
  });

  it('is 0 without relevant labels, as recall@k', () => {
    expect(recallAtTokens([0, 0], [10, 10], 0, 100)).toBe(0);
  });

  it('is parsed by name, budget N a positive integer, for recall only', () => {
    expect(parseMetricName('Recall@2000TOK')).toEqual({
      name: 'recall@2000tok',
      kind: 'recall',
      budget: 2000,
      labelsOnly: true,
    });
    expect(parseMetricName('recall@0tok')).toEqual({
      problem: '"recall@0tok": the token budget N must be a positive integer',
    });
    expect(parseMetricName('ndcg@500tok')).toEqual({
      problem: '"ndcg@500tok": only recall takes a token budget (did you mean "recall@500tok"?)',
    });
  });

  it('is computed per labelled case from the judged contexts’ tokens', async () => {
    const dir = await tempDir({});
    await writeGolden(dir);
    // mixed: cjk + prose fit exactly (prose relevant); code (rank 4) does not. R = 2.
    const budget = tiktokens(TEXTS.cjk) + tiktokens(TEXTS.prose);
    const name = `recall@${budget}tok`;
    const { code, stderr, report } = await runIn(dir, ['--metrics', `recall,${name}`]);
    expect(code, stderr).toBe(0);
    const recallOf = (id: string) => report.cases.find((c) => c.id === id)?.metrics?.[name];
    expect(recallOf('mixed')).toBe(1 / 2);
    // long-last: its one relevant context retrieved (long, rank 4) is over the budget alone.
    expect(tiktokens(TEXTS.long)).toBeGreaterThan(budget);
    expect(recallOf('long-last')).toBe(0);
    expect(recallOf('none-relevant')).toBe(0);
    expect(report.metrics[name]).toBeCloseTo(1 / 6, 15);
  });
});

describe('the gates key context-tokens', () => {
  it('reads max-rise, a fraction of at least 0, and is not a metric', () => {
    const parsed = parseMetricOptions('recall', 'context-tokens: { max-rise: 0.1 }');
    expect(parsed.problems).toEqual([]);
    expect(parsed.gates).toEqual([{ metric: 'context-tokens', maxRise: 0.1 }]);
    expect(parsed.metrics.map((m) => m.name)).toEqual(['recall']);
  });

  it('names what is wrong with it', () => {
    expect(
      parseMetricOptions('', 'context-tokens: { max-rise: -0.1 }\ncontext-token: { max-rise: 0.1 }')
        .problems,
    ).toEqual([
      "gates: context-tokens.max-rise: expected a number of at least 0 (the rise allowed as a fraction of the baseline's tokens: 0.1 = 10%), got -0.1",
      'gates: unknown key "context-token" (did you mean "context-tokens"?)',
    ]);
    expect(parseMetricOptions('', 'context-tokens: { max-drop: 0.1 }').problems).toEqual([
      'gates: context-tokens: unknown setting "max-drop"; context-tokens takes max-rise only, such as "context-tokens: { max-rise: 0.1 }"',
    ]);
    expect(parseMetricOptions('', 'context-tokens: 0.1').problems).toEqual([
      'gates: context-tokens: expected { max-rise: <fraction> }, such as "context-tokens: { max-rise: 0.1 }", got 0.1',
    ]);
  });

  /** A baseline report from TEXTS, then a run whose contexts are `grow` times as long. */
  async function baselineAndLongerRun(gate: string, strip = false) {
    const dir = await tempDir({});
    await writeGolden(dir);
    const base = await runIn(dir);
    expect(base.code, base.stderr).toBe(0);
    if (strip) {
      const stripped = {
        ...base.report,
        contextCost: undefined,
        cases: base.report.cases.map((c) => ({ ...c, contextCost: undefined })),
      };
      await writeFile(base.reportPath, JSON.stringify(stripped));
    }
    // Every context's text twice: about twice the tokens, in every paired case.
    const doubled = Object.fromEntries(
      Object.entries(TEXTS).map(([id, text]) => [id, `${text}\n${text}`]),
    );
    await writeGolden(dir, doubled);
    const run = await runIn(dir, ['--baseline', base.reportPath, '--gates', gate]);
    const rise = (run.report.contextCost?.tokens ?? 0) / (base.report.contextCost?.tokens ?? 1) - 1;
    return { run, rise };
  }

  it('fails when the paired mean rose by more than max-rise', async () => {
    const { run, rise } = await baselineAndLongerRun('context-tokens: { max-rise: 0.5 }');
    expect(rise).toBeGreaterThan(0.9);
    expect(run.code).toBe(1);
    expect(run.report.passed).toBe(false);
    expect(run.report.contextCost?.paired).toMatchObject({ cases: 3 });
    expect(run.report.failures).toEqual([
      expect.stringMatching(
        /^context tokens rose 1\d\d\.\d% from the baseline's [\d,]+ to [\d,]+ a case \(over 3 paired cases\), more than its gates max-rise 50\.0%$/,
      ),
    ]);
    expect(run.stdout).toContain('✗ context tokens rose');
  });

  it('passes when it rose by no more than max-rise', async () => {
    const { run } = await baselineAndLongerRun('context-tokens: { max-rise: 1.5 }');
    expect(run.code, run.stderr).toBe(0);
    expect(run.report.failures).toEqual([]);
    expect(run.report.notes.map((n) => n.kind)).not.toContain('gate-not-applied');
  });

  it('is noted, not applied, when the baseline has no context tokens', async () => {
    const { run } = await baselineAndLongerRun('context-tokens: { max-rise: 0.5 }', true);
    expect(run.code, run.stderr).toBe(0);
    expect(run.report.notes).toContainEqual({
      kind: 'gate-not-applied',
      text: "context-tokens' gates max-rise 50.0% was not applied: the baseline has no context tokens for the cases both runs have (recorded before they were counted, or no case in common); it applies once a record has them",
    });
    expect(run.report.contextCost?.paired).toBeUndefined();
  });
});

describe('the context line of the view', () => {
  const strong = (text: string) => `**${text}**`;
  const withCost = (report: Report, contextCost: Report['contextCost']): Report => ({
    ...report,
    contextCost,
  });
  const cost = { tokens: 1240.4, irrelevantShare: 0.381, tokensToAllRelevant: 812, cases: 8 };

  it('says the tokens a case, the irrelevant share and the tokens to the last relevant', () => {
    const report = withCost(passingReport({ baseline: null }), cost);
    expect(contextLine(report, strong)).toBe(
      '**Context 1,240 tokens a case** (38% irrelevant; 812 through the last relevant)',
    );
    expect(contextLine({ ...report, contextCost: undefined }, strong)).toBeNull();
    expect(
      contextLine(
        withCost(report, { ...cost, irrelevantShare: null, tokensToAllRelevant: null }),
        strong,
      ),
    ).toBe('**Context 1,240 tokens a case**');
  });

  it('says the paired change beside the baseline’s, over the cases both runs have', () => {
    const report = failingReport();
    const paired = { cases: 8, tokens: 1240, baselineTokens: 1107 };
    expect(contextLine(withCost(report, { ...cost, paired }), strong)).toBe(
      '**Context 1,240 tokens a case** (38% irrelevant; 812 through the last relevant) · baseline 1,107 · **Δ +12.0%**',
    );
    expect(
      contextLine(
        withCost(report, { ...cost, paired: { ...paired, cases: 5, tokens: 900 } }),
        strong,
      ),
    ).toBe(
      '**Context 1,240 tokens a case** (38% irrelevant; 812 through the last relevant) · **Δ −18.7%** over the 5 cases both runs have (1,107 → 900)',
    );
    expect(
      contextLine(withCost(report, { ...cost, paired: { ...paired, baselineTokens: 0 } }), strong),
    ).toContain('baseline 0 · **Δ +1,240 tokens**');
  });
});
