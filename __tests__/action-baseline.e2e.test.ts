import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';
import { mainEvent, pullRequestEvent, runAction } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';
import { storedVerdictRows } from './helpers/stored-data.js';

// Six LLM-judged cases; contexts marked REL are relevant (the fake judge reads the marker).
const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
const golden =
  ids
    .map((id) => JSON.stringify({ id, query: `question ${id}?`, expected: `answer ${id}` }))
    .join('\n') + '\n';
const ranking = (id: string, pattern: string) => ({
  id,
  contexts: [...pattern].map((p, i) => ({
    id: `${id}${i}`,
    text: `${p === 'Y' ? 'REL' : 'OFF'} ${id} passage ${i}`,
  })),
});
const results = (patterns: string[]) =>
  ids.map((id, i) => JSON.stringify(ranking(id, patterns[i] as string))).join('\n') + '\n';
// Main: AP 1, 1, 1, 1, 0.8333, 0.5 → MAP 0.888889
const MAIN = ['YNN', 'YYN', 'YNN', 'YYY', 'YNY', 'NYN'];
// The PR pushes the relevant context of a and c down to rank 3: AP 1/3 each → MAP 0.666667 (delta −0.2222)
const WORSE = ['NNY', 'YYN', 'NNY', 'YYY', 'YNY', 'NYN'];

let openai: FakeOpenAI;
let gh: FakeGitHub;
let workspace: { dir: string; cleanup: () => Promise<void> };
/** The data branch as main's push left it, recorded once, then seeded into each test's fake. */
let recordedOnMain: Map<string, string>;

beforeAll(async () => {
  openai = await startFakeOpenAI({ decide: ({ text }) => text.startsWith('REL') });
  workspace = await tempFiles({
    'golden.jsonl': golden,
    'main.jsonl': results(MAIN),
    'worse.jsonl': results(WORSE),
    // Case a re-ranked: a1 up to 1, a new passage at 2, main's relevant a0 down to 3, a2 gone.
    'moved.jsonl': results(MAIN).replace(
      JSON.stringify(ranking('a', 'YNN')),
      JSON.stringify({
        id: 'a',
        contexts: [
          { id: 'a1', text: 'OFF a passage 1' },
          { id: 'a9', text: 'OFF a passage 9 (new chunk)' },
          { id: 'a0', text: 'REL a passage 0' },
        ],
      }),
    ),
    // One chunk of case b rewritten: only it needs the judge.
    'changed.jsonl': results(MAIN).replace('OFF b passage 2', 'OFF b passage 2 (rewritten chunk)'),
  });
  gh = await startFakeGitHub();
  const push = await run(pushEvent);
  expect(push.code).toBe(0);
  recordedOnMain = new Map(
    gh
      .listFiles('context-precision-data')
      .map((path) => [path, gh.readFile('context-precision-data', path)!]),
  );
  await gh.close();
  openai.reset();
}, 60_000);

/** Main's recorded baseline, without spending a recording run on it. */
function seedBaseline(): void {
  gh.createBranch('context-precision-data', null);
  for (const [path, text] of recordedOnMain) gh.writeFile('context-precision-data', path, text);
}
afterAll(async () => {
  await openai.close();
  await workspace.cleanup();
});
beforeEach(async () => {
  gh = await startFakeGitHub();
});
afterEach(async () => {
  openai.reset();
  await gh.close();
});

const SHA_MAIN = '1'.repeat(40);
const pushEvent = mainEvent('push');
const prEvent = pullRequestEvent(7, 'f'.repeat(40));

function run(
  event: { name: string; payload: unknown },
  inputs: Record<string, string> = {},
  sha = SHA_MAIN,
) {
  return runAction({
    workspace: workspace.dir,
    event,
    inputs: {
      golden: 'golden.jsonl',
      retrieval: 'main.jsonl',
      'base-url': openai.url,
      'api-key': 'sk-x',
      'github-token': 'ghs_test',
      threshold: '0.5',
      ...inputs,
    },
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_SHA: sha,
      GITHUB_REF: event.name === 'push' ? 'refs/heads/main' : 'refs/pull/7/merge',
    },
  });
}

const readJson = (path: string) =>
  JSON.parse(gh.readFile('context-precision-data', path) ?? 'null');

describe('baseline on the data branch (the action run in process against fake GitHub and OpenAI servers)', () => {
  it('a push to main records baseline, history and verdicts on an orphan data branch', async () => {
    const result = await run(pushEvent);
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({
      score: '0.8889',
      'baseline-score': '',
      delta: '',
      passed: 'true',
    });
    expect(result.stdout).toContain('Recording: yes (a push to main)');
    expect(gh.getCommit(gh.branchHead('context-precision-data')!)).toBeDefined();
    const files = gh.listFiles('context-precision-data').sort();
    expect(files.filter((f) => !/^default\/(cases|verdicts|history|dashboard)\//.test(f))).toEqual([
      '.nojekyll', // the dashboard (input dashboard, default true): docs/dashboard.md
      'README.md',
      'default/baseline.json',
      'default/commits.json',
      `default/commits/${SHA_MAIN}.json`,
      'default/history.json',
      'index.html',
    ]);
    // Rows and verdicts sharded by key; the per-case AP of the first entry in a file of its own.
    expect(files.filter((f) => f.startsWith('default/cases/')).length).toBeGreaterThan(1);
    expect(files.filter((f) => f.startsWith('default/history/'))).toEqual([
      'default/history/cases/0/0.json',
    ]);
    // Orphan: the data branch's first commit has no parent.
    const creation = gh.requests.find(
      (r) => r.method === 'POST' && r.path.endsWith('/git/commits'),
    );
    expect(creation?.body.parents).toEqual([]);
    const baseline = readJson('default/baseline.json');
    expect(baseline).toMatchObject({
      sha: SHA_MAIN,
      model: 'openai/gpt-4.1-mini',
      denominator: 'retrieved',
      k: null,
    });
    expect(baseline.score).toBeCloseTo(8 / 9, 12);
    expect(baseline.cases[0]).toEqual({ id: 'a', ap: 1 });
    // Per case: ranked context ids and verdicts (what "what moved" needs), never texts, and the
    // fingerprint of its definition (hashes of query, expected answer and labels), under cases/;
    // the commit's own record copies none (its rows are cases/ at the commit that made it the
    // baseline: pending until the next record writes that commit in).
    const own = readJson(`default/commits/${SHA_MAIN}.json`);
    expect(own).toMatchObject({
      sha: SHA_MAIN,
      parent: null,
      removed: [],
      changed: [],
      pending: true,
    });
    const rows = files
      .filter((f) => f.startsWith('default/cases/'))
      .flatMap((f) => Object.values(readJson(f) as Record<string, unknown>));
    expect(rows.find((r) => (r as { id: string }).id === 'a')).toEqual({
      id: 'a',
      ap: 1,
      judge: 'llm',
      relevant: [true, false, false],
      contexts: ['a0', 'a1', 'a2'],
      definition: {
        hash: expect.stringMatching(/^[0-9a-f]{16}$/),
        query: expect.stringMatching(/^[0-9a-f]{16}$/),
        expected: expect.stringMatching(/^[0-9a-f]{16}$/),
        labels: expect.stringMatching(/^[0-9a-f]{16}$/),
      },
      metrics: { recall: 1 },
      // o200k_base: "REL a passage 0" and "OFF a passage 1" and "… 2", 5 tokens each (js-tiktoken).
      contextTokens: 15,
    });
    const stored = files.map((f) => gh.readFile('context-precision-data', f)).join('\n');
    expect(stored).not.toContain('question a?');
    const history = readJson('default/history.json');
    expect(history.entries).toHaveLength(1);
    // The history's means to 6 decimals; baseline.json's score is exact.
    expect(history.entries[0]).toMatchObject({ sha: SHA_MAIN, score: 0.888889 });
    expect(baseline.score).toBe(8 / 9);
    const day = readJson(files.find((f) => f.startsWith('default/history/'))!);
    expect(day).toMatchObject({ sha: SHA_MAIN, cases: { a: 1, f: 0.5 } });
    expect(storedVerdictRows(gh).size).toBe(18);
    expect(openai.requests).toHaveLength(6);
  });

  it("a PR with main's retrieval makes no judge request and shows delta 0 exactly", async () => {
    seedBaseline();
    const result = await run(prEvent);
    expect(result.code).toBe(0);
    expect(openai.requests).toHaveLength(0);
    expect(result.outputs).toMatchObject({
      score: '0.8889',
      'baseline-score': '0.8889',
      delta: '0.0000',
      regressions: '0',
      passed: 'true',
    });
    expect(result.report.delta).toBe(0);
    expect(result.report.usage).toMatchObject({ judgeRequests: 0, reusedVerdicts: 18 });
    expect(result.report.cases.every((c: any) => c.change === 'same')).toBe(true);
    expect(result.stdout).toContain('Recording: no (a pull_request run never records)');
    // The sticky comment is its only write: nothing on the data branch.
    expect(gh.writes().map((w) => `${w.method} ${w.path}`)).toEqual([
      'POST /repos/acme/rag/issues/7/comments',
    ]);
  });

  it('a PR with worse retrieval fails on the drop, with the right delta and regressions', async () => {
    seedBaseline();
    const result = await run(prEvent, { retrieval: 'worse.jsonl' });
    expect(result.code).toBe(1);
    expect(result.outputs).toMatchObject({
      score: '0.6667',
      'baseline-score': '0.8889',
      delta: '-0.2222',
      regressions: '2',
      passed: 'false',
    });
    expect(result.stdout).toContain(
      'score fell 0.2222 from the baseline 0.8889, more than max-drop 0.05',
    );
    // Cases a and c retrieved new passages: only they go to the judge, once each.
    expect(openai.requests.map((r) => r.parsed?.query).sort()).toEqual([
      'question a?',
      'question c?',
    ]);
    // Tokens: estimated before the first request (from the prompts to send), and as used.
    const u = result.report.usage;
    expect(u.estimatedInputTokens / u.inputTokens).toBeGreaterThan(0.7);
    expect(u.estimatedInputTokens / u.inputTokens).toBeLessThan(1.3);
    expect(u.estimatedOutputTokens).toBe(2 * (2 * 40 + 5)); // 2 cases, 2 new texts each
    const n = (value: number) => value.toLocaleString('en-US');
    const tokens = `${n(u.inputTokens)} tokens in / ${n(u.outputTokens)} out (estimated ${n(u.estimatedInputTokens)} / ${n(u.estimatedOutputTokens)})`;
    expect(result.summary).toContain(tokens);
    expect(gh.comments(7)[0]?.body).toContain(tokens);
    expect(result.stdout).toContain(tokens);
    const byId = Object.fromEntries(result.report.cases.map((c: any) => [c.id, c]));
    expect(byId.a).toMatchObject({ baselineAp: 1, change: 'regressed' });
    expect(byId.a.delta).toBeCloseTo(-2 / 3, 12);
    expect(byId.b).toMatchObject({ change: 'same', delta: 0 });
  });

  it('a regressed case shows what moved: the baseline strip beside the PR one, passages that entered, left or moved', async () => {
    seedBaseline();
    const result = await run(prEvent, { retrieval: 'moved.jsonl' });
    expect(result.code).toBe(1);
    expect(openai.requests.map((r) => r.parsed?.contexts)).toEqual([
      ['OFF a passage 9 (new chunk)'],
    ]);
    const a = result.report.cases.find((c: any) => c.id === 'a');
    expect(a).toMatchObject({ change: 'regressed', relevantRanks: [3] });
    expect(a.movement).toEqual({
      baselineIds: ['a0', 'a1', 'a2'],
      baselineRelevant: [true, false, false],
      entered: [{ id: 'a9', rank: 2, relevant: false }],
      left: [{ id: 'a2', rank: 3, relevant: false }],
      moved: [
        { id: 'a1', from: 2, to: 1, relevant: false },
        { id: 'a0', from: 1, to: 3, relevant: true },
      ],
    });
    // The unchanged cases carry no movement.
    expect(result.report.cases.filter((c: any) => c.movement).map((c: any) => c.id)).toEqual(['a']);
    const comment = gh.comments(7)[0]?.body ?? '';
    for (const shown of [result.summary, comment]) {
      expect(shown).toContain('| 🟩\u2060⬜\u2060⬜\u00a0→\u00a0⬜\u2060⬜\u2060🟩 |');
      // a2 left too, but it was not relevant: no loss, not listed.
      expect(shown).toContain(
        '**Since the baseline:** **a1** ⬜ 2 → 1 · new **a9** ⬜ at 2 · **a0** 🟩 1 → 3\n',
      );
    }
  });

  it('max-judge-requests: a PR that needs more judge requests than the budget is refused before the first', async () => {
    seedBaseline();
    const result = await run(prEvent, { retrieval: 'worse.jsonl', 'max-judge-requests': '1' });
    expect(result.code).toBe(1);
    expect(openai.requests).toHaveLength(0);
    expect(result.stdout).toMatch(
      /::error::max-judge-requests: this run needs 2 judge requests \(about [\d,]+ input and 170 output tokens\), more than the budget of 1: 2 cases have context text the judge has not seen \(no recorded verdict to reuse\): "a", "c"\. Nothing was sent\./,
    );
  });

  it('re-judges only contexts whose text changed', async () => {
    seedBaseline();
    const result = await run(prEvent, { retrieval: 'changed.jsonl' });
    expect(result.code).toBe(0);
    expect(openai.requests).toHaveLength(1);
    expect(openai.requests[0]?.parsed?.contexts).toEqual(['OFF b passage 2 (rewritten chunk)']);
    expect(result.report.usage).toMatchObject({ judgeRequests: 1, reusedVerdicts: 17 });
    expect(result.outputs.delta).toBe('0.0000');
  });

  it('flags a baseline made with another k as not comparable: shown, not gated on', async () => {
    seedBaseline();
    const result = await run(prEvent, { retrieval: 'worse.jsonl', k: '2' });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({
      'baseline-score': '0.8889',
      delta: '',
      regressions: '0',
    });
    expect(result.report.baseline).toMatchObject({
      comparable: false,
      differences: ['k: baseline none, this run 2'],
    });
    expect(result.report.notes.map((n: { text: string }) => n.text).join('\n')).toContain(
      'the baseline is not comparable (k: baseline none, this run 2): shown, not gated on',
    );
  });

  it('says plainly when there is no baseline yet and gates on the threshold alone', async () => {
    const result = await run(prEvent, { retrieval: 'worse.jsonl', threshold: '0.7' });
    expect(result.code).toBe(1);
    expect(result.report.baseline).toBeNull();
    expect(result.report.notes).toContainEqual({
      kind: 'no-baseline',
      text: 'no baseline recorded yet: gated on the threshold alone',
    });
    expect(result.report.failures).toEqual(['score 0.6667 is below the threshold 0.7']);
  });

  it('a push in which the judge failed keeps the baseline and history, stores the rest, and fails', async () => {
    seedBaseline();
    const baseline = gh.readFile('context-precision-data', 'default/baseline.json');
    const history = gh.readFile('context-precision-data', 'default/history.json');
    // One case's answers are unusable twice: the judge failed on it; max-judge-errors lets the gate pass.
    openai.wrongCountNext(2);
    const result = await run(
      pushEvent,
      { retrieval: 'changed.jsonl', 'max-judge-errors': '1', concurrency: '1' },
      '4'.repeat(40),
    );
    expect(result.report.cases.filter((c: any) => c.error).map((c: any) => c.id)).toEqual(['b']);
    expect(result.report.passed).toBe(true);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      '::error::The judge failed on 1 case ("b"): the baseline on context-precision-data/default was NOT replaced and no history entry was added',
    );
    expect(gh.readFile('context-precision-data', 'default/baseline.json')).toBe(baseline);
    expect(gh.readFile('context-precision-data', 'default/history.json')).toBe(history);
    // The verdicts that came back were all stored already (reuse rewrites nothing): no commit.
    expect(gh.getCommit(gh.branchHead('context-precision-data')!)!.message).not.toContain(
      '4444444',
    );
  });

  it('a 4xx from the judge on cases the baseline has fails the gate: max-judge-errors does not take them out of the drop', async () => {
    seedBaseline();
    // The PR ranks a and c worse and makes exactly their requests too long for the model.
    openai.failNext(
      2,
      400,
      {},
      {
        error: {
          message: "This model's maximum context length is 128000 tokens.",
          type: 'invalid_request_error',
          param: 'messages',
          code: 'context_length_exceeded',
        },
      },
    );
    const result = await run(prEvent, {
      retrieval: 'worse.jsonl',
      'max-judge-errors': '2',
      concurrency: '1',
    });
    expect(result.report.cases.filter((c: any) => c.error).map((c: any) => c.id)).toEqual([
      'a',
      'c',
    ]);
    expect(result.report.failures).toEqual([
      'the judge refused the request (HTTP 4xx) for 2 cases the baseline has, so they cannot be compared: "a", "c"; what this run sent caused it (e.g. a context too long for the model), which max-judge-errors does not allow for',
    ]);
    expect(result.code).toBe(1);
  });

  it('a record past the history limit says how many old entries it dropped, and from when', async () => {
    seedBaseline();
    const history = readJson('default/history.json');
    const day = (i: number) => new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString();
    history.entries = Array.from({ length: 1000 }, (_, i) => ({
      ...history.entries[0],
      sha: String(i).padStart(40, '0'),
      recordedAt: day(i),
    }));
    gh.writeFile('context-precision-data', 'default/history.json', JSON.stringify(history));
    const result = await run(pushEvent, {}, '7'.repeat(40));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `History on context-precision-data/default: dropped the 1 oldest entry (recorded ${day(0)}) to keep the newest 1000.`,
    );
    // history.json holds every kept entry (CONTRACT.md): no file of older ones.
    const kept = readJson('default/history.json').entries;
    expect(kept).toHaveLength(1000);
    expect(kept[0].sha).toBe('1'.padStart(40, '0'));
    expect(kept.at(-1).sha).toBe('7'.repeat(40));
  });

  it("a push refused by branch protection fails at once with GitHub's message", async () => {
    seedBaseline();
    const before = gh.branchHead('context-precision-data');
    gh.protectBranch('context-precision-data', 'ruleset');
    const started = Date.now();
    const result = await run(pushEvent, {}, '6'.repeat(40));
    expect(result.code).toBe(1);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(result.stdout).toContain(
      '::error::baseline store: GitHub refused to write to context-precision-data: HTTP 409 "Repository rule violations found: Changes must be made through a pull request.". Nothing was recorded',
    );
    expect(gh.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    expect(gh.branchHead('context-precision-data')).toBe(before);
    expect(result.outputs.score).toBe('0.8889');
  });

  it('a PR whose baseline exists but cannot be read fails (audit mode warns)', async () => {
    seedBaseline();
    gh.writeFile('context-precision-data', 'default/baseline.json', '{"schemaVersion": 1,');
    const result = await run(prEvent);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      '::error::Could not read the baseline on context-precision-data/default: context-precision-data:default/baseline.json:1: invalid JSON',
    );
    expect(result.stdout).toContain(
      'The gate does not pass a run it cannot compare with the baseline.',
    );
    expect(openai.requests).toHaveLength(0);

    const audit = await run(prEvent, { mode: 'audit' });
    expect(audit.code).toBe(0);
    expect(audit.stdout).toContain('::warning::Could not read the baseline');
    expect(audit.report.baseline).toBeNull();
  });

  it('a corrupt history or verdict store is a warning: the PR is still compared with the baseline', async () => {
    seedBaseline();
    gh.writeFile('context-precision-data', 'default/history.json', 'not json');
    const result = await run(prEvent, { retrieval: 'worse.jsonl' });
    expect(result.code).toBe(1);
    expect(result.outputs).toMatchObject({ delta: '-0.2222', passed: 'false' });
    expect(result.stdout).toMatch(
      /::warning::context-precision-data:default\/history.json:1: invalid JSON.*; going on without the history\./,
    );
  });

  it('a rate-limited comment is a warning saying when the limit resets, without waiting for it', async () => {
    seedBaseline();
    const reset = Math.floor(Date.now() / 1000) + 3600;
    gh.failNext(
      1,
      403,
      { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
      { message: 'API rate limit exceeded for installation ID 1.' },
      { method: 'POST', path: /\/issues\/7\/comments$/ },
    );
    const started = Date.now();
    const result = await run(prEvent);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `::warning::Could not write the context precision comment on PR #7 (HTTP 403 "API rate limit exceeded for installation ID 1." (the GitHub API rate limit resets at ${new Date(reset * 1000).toISOString()}`,
    );
  }, 30_000);

  it('a forked PR (writes forbidden) still reports and gates, writing nothing', async () => {
    seedBaseline();
    gh.forbidWrites = true;
    const result = await run(prEvent, { retrieval: 'worse.jsonl' });
    expect(result.code).toBe(1);
    expect(result.outputs).toMatchObject({ delta: '-0.2222', passed: 'false' });
    expect(result.summary).toContain('Context precision');
    // Its only write attempt is the comment, refused with a warning; nothing on the data branch.
    expect(gh.writes().map((w) => `${w.method} ${w.path} ${w.status}`)).toEqual([
      'POST /repos/acme/rag/issues/7/comments 403',
    ]);
    expect(result.stdout).toContain(
      '::warning::Could not write the context precision comment on PR #7',
    );
  });

  it('a fork PR without an API key is scored from recorded verdicts, and says which cases need a key', async () => {
    seedBaseline();
    gh.forbidWrites = true;
    const unchanged = await run(prEvent, { 'api-key': '' });
    expect(unchanged.code).toBe(0);
    expect(unchanged.outputs).toMatchObject({
      score: '0.8889',
      delta: '0.0000',
      'judge-requests': '0',
      'reused-verdicts': '18',
    });
    const changed = await run(prEvent, { 'api-key': '', retrieval: 'worse.jsonl' });
    expect(changed.code).toBe(1);
    expect(changed.stdout).toContain('api-key: 2 cases need the LLM judge but no API key is set');
    expect(changed.stdout).toContain('a pull request from a fork gets no secrets');
    expect(changed.stdout).toContain('"a", "c"');
    // With base-url a key is optional (a keyless self-hosted server): one request finds out that
    // this server wants one (401), and no more are sent.
    expect(openai.requests.map((r) => r.status)).toEqual([401]);
    expect(changed.stdout).toContain('refused to answer without a key (HTTP 401)');
  });

  it('a push whose token cannot write fails with the cause, after reporting', async () => {
    gh.forbidWrites = true;
    const result = await run(pushEvent);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'baseline store: GitHub refused to write to context-precision-data: HTTP 403 "Resource not accessible by integration". Nothing was recorded',
    );
    expect(result.stdout).toContain('The token needs `permissions: contents: write`');
    expect(result.outputs.score).toBe('0.8889');
  });

  it('never writes over a stored file it cannot understand', async () => {
    seedBaseline();
    const broken = '{\n "schemaVersion": 1,\n "entries": "lost?"\n}\n';
    gh.writeFile('context-precision-data', 'default/history.json', broken);
    const result = await run(pushEvent, {}, '5'.repeat(40));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'baseline store: context-precision-data:default/history.json is not a file this version understands (nothing was overwritten)',
    );
    expect(result.stdout).toContain(
      'context-precision-data:default/history.json:3: field "entries": expected an array, got a string',
    );
    expect(gh.readFile('context-precision-data', 'default/history.json')).toBe(broken);
  });

  it('a baseline.json of another shape is never read as empty: the PR fails, naming it', async () => {
    gh.createBranch('context-precision-data', null);
    gh.writeFile('context-precision-data', 'default/baseline.json', '{\n "schemaVersion": 1\n}\n');
    const pr = await run(prEvent);
    expect(pr.code).toBe(1);
    expect(pr.stdout).toContain(
      '::error::Could not read the baseline on context-precision-data/default',
    );
    expect(pr.stdout).toContain(
      'context-precision-data:default/baseline.json is not a file this version understands',
    );
  });

  it('keeps separate gates apart by name', async () => {
    await run(pushEvent, { name: 'faq-bot' });
    expect(gh.listFiles('context-precision-data')).toContain('faq-bot/baseline.json');
    const result = await run(prEvent, { name: 'other' });
    expect(result.report.baseline).toBeNull();
  });
});
