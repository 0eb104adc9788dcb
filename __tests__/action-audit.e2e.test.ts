import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';
import { mainEvent, runAction } from './helpers/run-action.js';
import { storedVerdictRows } from './helpers/stored-data.js';
import { tempFiles } from './helpers/temp-dir.js';

// The judge drift audit (mode: audit) against a judge that drifted: 120 cases of 3 contexts are
// recorded on main by a truthful judge (REL marks a relevant text); then the judge flips the
// verdict of a known set of texts (about 20%), and a scheduled audit re-judges 100 of the 360.
const CASES = 120;
const ids = Array.from({ length: CASES }, (_, i) => `case-${String(i).padStart(3, '0')}`);
const text = (id: string, i: number) => `${i === 0 ? 'REL' : 'OFF'} ${id} passage ${i}`;
const golden =
  ids
    .map((id) =>
      JSON.stringify({
        id,
        query: `question ${id}?`,
        expected: `answer ${id}`,
        contexts: [0, 1, 2].map((i) => ({ id: `${id}-p${i}`, text: text(id, i) })),
      }),
    )
    .join('\n') + '\n';
/** The texts the drifted judge answers the other way: one in five, by a hash of the text. */
const drifts = (t: string) => createHash('sha256').update(t).digest()[0]! % 5 === 0;
const drifted = new Set(ids.flatMap((id) => [0, 1, 2].map((i) => text(id, i))).filter(drifts));

let judgeDrifted = false;
let openai: FakeOpenAI;
let gh: FakeGitHub;
let workspace: { dir: string; cleanup: () => Promise<void> };
let recordedOnMain: Map<string, string>;

const SHA = 'a'.repeat(40);
const push = mainEvent('push');
const schedule = mainEvent('schedule');

function run(event: { name: string; payload: unknown }, inputs: Record<string, string> = {}) {
  return runAction({
    workspace: workspace.dir,
    event,
    inputs: {
      golden: 'golden.jsonl',
      'base-url': openai.url,
      'api-key': 'sk-x',
      'github-token': 'ghs_test',
      threshold: '0',
      ...inputs,
    },
    env: { GITHUB_API_URL: gh.url, GITHUB_SHA: SHA, GITHUB_REF: 'refs/heads/main' },
  });
}

const readJson = (path: string) =>
  JSON.parse(gh.readFile('context-precision-data', path) ?? 'null');

beforeAll(async () => {
  openai = await startFakeOpenAI({
    decide: ({ text: t }) => t.startsWith('REL') !== (judgeDrifted && drifted.has(t)),
  });
  workspace = await tempFiles({ 'golden.jsonl': golden });
  gh = await startFakeGitHub();
  const recorded = await run(push);
  expect(recorded.code, recorded.stdout).toBe(0);
  expect(openai.requests).toHaveLength(CASES);
  recordedOnMain = new Map(
    gh
      .listFiles('context-precision-data')
      .map((path) => [path, gh.readFile('context-precision-data', path)!]),
  );
  await gh.close();
}, 60_000);
afterAll(async () => {
  await openai.close();
  await workspace.cleanup();
});
beforeEach(async () => {
  gh = await startFakeGitHub();
  gh.createBranch('context-precision-data', null);
  for (const [path, body] of recordedOnMain) gh.writeFile('context-precision-data', path, body);
  gh.reset();
  openai.reset();
  judgeDrifted = true;
});
afterEach(async () => {
  await gh.close();
});

describe('the judge drift audit (mode: audit, dist/index.js against fake GitHub and OpenAI)', () => {
  it('re-judges a seeded sample of 100 stored verdicts, reports the flip rate, warns, stores nothing', async () => {
    const result = await run(schedule, { mode: 'audit', 'audit-sample': '100' });
    expect(result.code, result.stdout).toBe(0);
    const audit = result.report.audit;
    expect(audit).toMatchObject({ available: 360, sampled: 100, failed: 0, adopted: false });
    expect(audit.seed).toMatch(/^a{12}@\d{4}-\d\d-\d\d$/);
    // Every flip is a text the judge drifted on, and every drifted text sampled is a flip.
    const flippedIds = new Set(audit.flips.map((f: any) => f.contextId));
    expect(audit.flipped).toBe(audit.flips.length);
    for (const f of audit.flips) {
      const [id, p] = [f.caseId, Number(f.contextId.slice(-1))];
      expect(drifted.has(text(id, p))).toBe(true);
      expect(f.stored.relevant).toBe(p === 0);
      expect(f.now.relevant).toBe(p !== 0);
      expect(f.stored.reason).not.toBe('');
    }
    // The rate is the drifted share of the pool, within sampling error (3 standard errors).
    const share = drifted.size / 360;
    expect(Math.abs(audit.flipRate - share)).toBeLessThan(
      3 * Math.sqrt((share * (1 - share)) / 100),
    );
    expect(audit.flipRate).toBe(audit.flipped / 100);
    expect(result.outputs['flip-rate']).toBe((audit.flipped / 100).toFixed(4));
    // One request per sampled case, holding only its sampled contexts.
    const sampledCases = new Set(openai.requests.map((r) => r.parsed?.query));
    expect(openai.requests.length).toBe(sampledCases.size);
    expect(openai.requests.reduce((n, r) => n + (r.parsed?.contexts.length ?? 0), 0)).toBe(100);
    expect(audit.requests).toBe(openai.requests.length);
    expect(result.outputs['judge-requests']).toBe(String(openai.requests.length));
    // Above 5%: a warning, in the log and the summary; the score is the stored verdicts'.
    expect(result.stdout).toMatch(
      /::warning::Judge audit: re-judged 100 of 360 reused verdicts without reuse \(seed a{12}@[\d-]+\); \d+ flipped \(\d+\.\d%25\)\. That is above 5\.0%25: the model behind openai\/gpt-4\.1-mini may have changed/,
    );
    expect(result.summary).toContain('⚠️ Judge audit: re-judged 100 of 360 reused verdicts');
    expect(result.summary).toContain('#### Judge audit: flipped verdicts');
    expect(result.summary.match(/^\| case-\d+ \| case-\d+-p\d \|/gm)).toHaveLength(audit.flipped);
    expect(result.report.score).toBeCloseTo(1, 12);
    expect(result.stdout).toContain(
      'Recording: no (mode audit stores nothing unless record is true',
    );
    expect(gh.writes()).toEqual([]);
    expect(flippedIds.size).toBe(audit.flipped);
  });

  it('the same seed draws the same sample; a truthful judge flips nothing and does not warn', async () => {
    judgeDrifted = false;
    const first = await run(schedule, { mode: 'audit', 'audit-sample': '30' });
    const asked = openai.requests.map((r) => r.parsed?.contexts.join('|')).sort();
    openai.reset();
    const second = await run(schedule, { mode: 'audit', 'audit-sample': '30' });
    expect(openai.requests.map((r) => r.parsed?.contexts.join('|')).sort()).toEqual(asked);
    for (const result of [first, second]) {
      expect(result.code).toBe(0);
      expect(result.report.audit).toMatchObject({ sampled: 30, flipped: 0, flipRate: 0 });
      expect(result.outputs['flip-rate']).toBe('0.0000');
      expect(result.stdout).not.toContain('::warning::Judge audit');
      expect(result.stdout).toContain('Judge audit: re-judged 30 of 360 reused verdicts');
    }
  });

  it('record: true adopts the re-judged verdicts: stored, scored, and marked in the history', async () => {
    const result = await run(schedule, { mode: 'audit', 'audit-sample': '100', record: 'true' });
    expect(result.code, result.stdout).toBe(0);
    const audit = result.report.audit;
    expect(audit.adopted).toBe(true);
    expect(audit.flipped).toBeGreaterThan(5);
    // The flipped verdicts are the stored ones now, and the score is computed with them.
    const verdicts = [...storedVerdictRows(gh).values()];
    expect(verdicts).toHaveLength(360);
    const reasons = new Set(verdicts.map((v) => v.reason));
    for (const f of audit.flips) expect(reasons.has(f.now.reason)).toBe(true);
    expect(result.report.score).toBeLessThan(1);
    const history = readJson('default/history.json').entries;
    expect(history).toHaveLength(1); // the same commit, recorded again
    expect(history[0].audit).toEqual({
      sampled: 100,
      flipped: audit.flipped,
      flipRate: audit.flipRate,
    });
    expect(result.stdout).toContain(
      'The re-judged verdicts replace the stored ones (record: true).',
    );
  });

  it('its requests count in max-judge-requests: over the budget, the audit sends nothing', async () => {
    const result = await run(schedule, {
      mode: 'audit',
      'audit-sample': '100',
      'max-judge-requests': '10',
    });
    expect(result.code).toBe(1);
    expect(openai.requests).toHaveLength(0);
    expect(result.stdout).toMatch(
      /::error::max-judge-requests: the audit needs \d+ judge requests \(about [\d,]+ input and [\d,]+ output tokens\), more than the budget left of 10: \d+ cases have 100 stored verdicts sampled to re-judge: .*\. Nothing was sent\. Lower audit-sample or raise max-judge-requests\./,
    );
  });
});
