import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub } from './helpers/fake-github.js';
import { startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';
import { mainEvent, repoRoot, runAction } from './helpers/run-action.js';
import { runCliInProcess } from './helpers/run-cli.js';
import { tempFiles } from './helpers/temp-dir.js';

// The CLI as a user runs it (`context-precision-gate <args>` in a temp folder), in process.
const runCli = (args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  runCliInProcess(args, cwd, { HOME: cwd, ...env });

const line = (value: unknown) => JSON.stringify(value);
// Two labelled cases and one for the LLM judge; "a" gets worse in the "PR" version.
const mainCases = [
  {
    id: 'a',
    query: 'q a',
    relevant: ['x'],
    contexts: [{ id: 'x', text: 'x' }, 'y'],
    tags: ['billing'],
  },
  { id: 'b', query: 'q b', relevant: ['x'], contexts: [{ id: 'x', text: 'x' }], tags: ['auth'] },
  {
    id: 'c',
    query: 'How do refunds work?',
    expected: 'Refunds arrive within five business days.',
    contexts: ['Refunds arrive in five business days.', 'Our office is in Paris.'],
    tags: ['billing'],
  },
];
const prCases = mainCases.map((c) =>
  c.id === 'a' ? { ...c, contexts: ['y', 'z', { id: 'x', text: 'x' }] } : c,
);

let dir: string;
let cleanup: () => Promise<void>;
let fake: FakeOpenAI;
beforeAll(async () => {
  ({ dir, cleanup } = await tempFiles({
    'main.jsonl': mainCases.map(line).join('\n') + '\n',
    'pr.jsonl': prCases.map(line).join('\n') + '\n',
  }));
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
  await cleanup();
});

const withJudge = ['--base-url', '', '--api-key', 'sk-test'];
const judged = (args: string[]) => {
  const flags = [...args, ...withJudge];
  flags[flags.indexOf('--base-url') + 1] = fake.url;
  return flags;
};

describe('the CLI: a local loop that predicts CI', () => {
  it('prints its version, and its usage (exit 2) when run with no arguments', async () => {
    const version = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).version;
    expect((await runCli(['--version'], dir)).stdout).toBe(`${version}\n`);
    const bare = await runCli([], dir);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('Usage:');
    expect(bare.stderr).toMatch(/--max-drop <value> +Fail when the score fell more than this/);
  });

  it('suggests the flag meant, and warns that action-only flags do nothing here', async () => {
    const typo = await runCli(['--golden', 'main.jsonl', '--thresold', '0.5'], dir);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('unknown flag --thresold (did you mean --threshold?)');
    expect(typo.stderr).not.toContain('unexpected argument "0.5"');
    const actionOnly = await runCli(
      [
        '--golden',
        'main.jsonl',
        '--judge',
        'labels',
        '--cases',
        'a,b',
        '--record',
        'true',
        '--no-cache',
      ],
      dir,
    );
    expect(actionOnly.code).toBe(0);
    expect(actionOnly.stderr).toContain(
      'warning: --record has no effect in the CLI (it applies to the GitHub Action only)',
    );
  });

  it('--baseline compares with an earlier report as a PR is compared with main', async () => {
    const onMain = await runCli(
      judged(['--golden', 'main.jsonl', '--report-path', 'main.json']),
      dir,
    );
    expect(onMain.code, onMain.stdout + onMain.stderr).toBe(0);
    const same = await runCli(judged(['--golden', 'main.jsonl', '--baseline', 'main.json']), dir);
    expect(same.code).toBe(0);
    expect(same.stdout).toContain('(0.0000)');
    const pr = await runCli(
      judged(['--golden', 'pr.jsonl', '--baseline', 'main.json', '--json']),
      dir,
    );
    expect(pr.code).toBe(1);
    const report = JSON.parse(pr.stdout);
    expect(report.regressions).toBe(1);
    expect(report.delta).toBeCloseTo((1 / 3 - 1) / 3, 10);
    expect(report.failures[0]).toMatch(
      /^score fell 0\.2222 from the baseline .*more than max-drop 0\.05$/,
    );
    const caseA = report.cases.find((c: { id: string }) => c.id === 'a');
    expect(caseA).toMatchObject({ change: 'regressed', baselineAp: 1 });
    // What moved since the baseline report: its ranking is kept by context id.
    expect(caseA.movement.baselineRelevant).toEqual([true, false]);
    expect(caseA.movement.moved).toContainEqual({ id: 'x', from: 1, to: 3, relevant: true });
    expect(caseA.movement.entered).toHaveLength(1);
    const text = await runCli(judged(['--golden', 'pr.jsonl', '--baseline', 'main.json']), dir);
    expect(text.stdout).toMatch(/^ {2}a +0\.33 +1\.00 +−0\.67 +1\.00 +●○→○○● +labels/m);
    // Per tag: MAP and delta over the same cases.
    expect(report.tags).toEqual([
      { tag: 'auth', cases: 1, score: 1, baselineScore: 1, delta: 0, regressions: 0 },
      {
        tag: 'billing',
        cases: 2,
        score: (1 / 3 + 1) / 2,
        baselineScore: 1,
        delta: (1 / 3 + 1) / 2 - 1,
        regressions: 1,
      },
    ]);
    // Logs on stderr, the report alone on stdout.
    expect(pr.stderr).toContain('Loaded 3 golden cases.');
  });

  it('a second identical run makes no judge request (the local verdict cache); --no-cache asks again', async () => {
    await writeFile(join(dir, 'cache-case.jsonl'), line(mainCases[2]) + '\n');
    fake.reset();
    const args = ['--golden', 'cache-case.jsonl', '--cache', 'cache/verdicts.json', '--json'];
    const first = await runCli(judged(args), dir);
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(JSON.parse(first.stdout).usage).toMatchObject({ judgeRequests: 1, reusedVerdicts: 0 });
    expect(first.stderr).toContain('judged 1/1 case (100%)');
    expect(existsSync(join(dir, 'cache', 'verdicts.json'))).toBe(true);
    const second = await runCli(judged(args), dir);
    expect(JSON.parse(second.stdout).usage).toMatchObject({ judgeRequests: 0, reusedVerdicts: 2 });
    expect(fake.requests).toHaveLength(1);
    // Without a key, the cached verdicts still score the case.
    const keyless = await runCli(
      ['--golden', 'cache-case.jsonl', '--cache', 'cache/verdicts.json'],
      dir,
    );
    expect(keyless.code).toBe(0);
    const fresh = await runCli(judged([...args, '--no-cache']), dir);
    expect(JSON.parse(fresh.stdout).usage.judgeRequests).toBe(1);
    // --mode audit re-judges a sample of the cached verdicts: one request, nothing flipped here.
    fake.reset();
    const audit = await runCli(
      judged(['--golden', 'cache-case.jsonl', '--cache', 'cache/verdicts.json']).concat([
        '--mode',
        'audit',
        '--audit-sample',
        '1',
      ]),
      dir,
    );
    expect(audit.code, audit.stderr).toBe(0);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.parsed?.contexts).toHaveLength(1);
    const keylessAudit = await runCli(
      ['--golden', 'cache-case.jsonl', '--cache', 'cache/verdicts.json', '--mode', 'audit'],
      dir,
    );
    expect(keylessAudit.code).toBe(2);
    expect(keylessAudit.stderr).toContain(
      'no API key is set (input api-key or env OPENAI_API_KEY; a pull request from a fork gets no secrets), and mode audit re-judges their stored verdicts',
    );
    expect(audit.stdout).toMatch(
      /· Judge audit: re-judged 1 of 2 reused verdicts without reuse \(seed local@\d{4}-\d\d-\d\d\); 0 flipped \(0\.0%\)\./,
    );
  });

  it('--cases and --tags score a subset; an unknown id is an error', async () => {
    const tagged = await runCli(
      ['--golden', 'main.jsonl', '--judge', 'labels', '--tags', 'auth', '--json', '--no-cache'],
      dir,
    );
    expect(JSON.parse(tagged.stdout).cases.map((c: { id: string }) => c.id)).toEqual(['b']);
    expect(tagged.stderr).toContain('Loaded 3 golden cases; 1 selected.');
    const unknown = await runCli(['--golden', 'main.jsonl', '--cases', 'a,nope'], dir);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('cases: no golden case has the id "nope"');
  });

  it('promote writes the LLM verdicts into JSONL, JSON and YAML files as labels, keeping the rest', async () => {
    const refund = {
      query: 'How do refunds work?',
      expected: 'Refunds arrive within five business days.',
      contexts: [
        { id: 'r1', text: 'Refunds arrive in five business days.' },
        { id: 'r2', text: 'Our office is in Paris.' },
      ],
    };
    const yaml = [
      '# reviewed by the support team',
      '- id: y-refunds # the main one',
      `  query: ${refund.query}`,
      `  expected: ${refund.expected}`,
      '  contexts:',
      ...refund.contexts.map((c) => `    - { id: ${c.id}, text: ${c.text} }`),
      '',
    ].join('\n');
    const json = JSON.stringify({ cases: [{ id: 'j-refunds', ...refund }] }, null, 4) + '\n';
    const jsonl =
      line({ id: 'untouched', query: 'q', relevant: ['x'], contexts: ['x'] }) +
      '\n' +
      line(refund) +
      '\n';
    const repo = await tempFiles({ 'g/a.yaml': yaml, 'g/b.json': json, 'g/c.jsonl': jsonl });
    try {
      const scored = await runCli(
        judged(['--golden', 'g/*', '--report-path', 'r.json', '--no-cache']),
        repo.dir,
      );
      expect(scored.code, scored.stderr).toBe(0);
      const promoted = await runCli(['promote', '--report', 'r.json'], repo.dir);
      expect(promoted.code, promoted.stderr).toBe(0);
      expect(promoted.stdout).toContain('labelled 1 case in g/a.yaml: y-refunds');

      const yamlAfter = readFileSync(join(repo.dir, 'g/a.yaml'), 'utf8');
      expect(yamlAfter).toContain('# reviewed by the support team');
      expect(yamlAfter).toContain('- id: y-refunds # the main one');
      expect(yamlAfter).toMatch(/relevant: \{ r1: 1, r2: 0 \}/);
      const jsonAfter = readFileSync(join(repo.dir, 'g/b.json'), 'utf8');
      expect(JSON.parse(jsonAfter).cases[0].relevant).toEqual({ r1: 1, r2: 0 });
      expect(jsonAfter.split('\n').slice(0, 4)).toEqual(json.split('\n').slice(0, 4)); // same indentation
      const jsonlAfter = readFileSync(join(repo.dir, 'g/c.jsonl'), 'utf8').split('\n');
      expect(jsonlAfter[0]).toBe(jsonl.split('\n')[0]);
      expect(JSON.parse(jsonlAfter[1] as string).relevant).toEqual({ r1: 1, r2: 0 });

      // From now on those cases are judged by labels: same score, no judge request.
      const again = await runCli(['--golden', 'g/*', '--json', '--no-cache'], repo.dir);
      const report = JSON.parse(again.stdout);
      expect(report.cases.every((c: { judge: string }) => c.judge === 'labels')).toBe(true);
      expect(report.score).toBe(JSON.parse(readFileSync(join(repo.dir, 'r.json'), 'utf8')).score);
      expect(report.usage.judgeRequests).toBe(0);
    } finally {
      await repo.cleanup();
    }
  });

  it('names label ids no case retrieved (a typo only when close to a retrieved id) and, per case, the labelled passages not retrieved', async () => {
    const repo = await tempFiles({
      'g.jsonl':
        [
          line({
            id: 'typo',
            query: 'q1',
            relevant: ['pg-pitr-l'],
            contexts: [{ id: 'pg-pitr-1', text: 'a' }],
          }),
          line({
            id: 'half',
            query: 'q2',
            relevant: { r1: 2, r2: 1, r0: 0 },
            contexts: [
              { id: 'r1', text: 'b' },
              { id: 'x', text: 'c' },
            ],
          }),
        ].join('\n') + '\n',
    });
    try {
      const result = await runCli(
        ['--golden', 'g.jsonl', '--json', '--no-cache', '--threshold', '0'],
        repo.dir,
      );
      const report = JSON.parse(result.stdout);
      expect(report.notes).toContainEqual({
        kind: 'labels-never-retrieved',
        text: 'labelled but retrieved for no case: "pg-pitr-l" (case "typo"; "pg-pitr-l" may be a typo of "pg-pitr-1", which it retrieved); "r2", "r0" (case "half")',
      });
      const byId = Object.fromEntries(report.cases.map((c: { id: string }) => [c.id, c]));
      expect(byId.typo.labelRecall).toEqual({ recall: 0, missed: ['pg-pitr-l'] });
      expect(byId.half.labelRecall).toEqual({ recall: 0.5, missed: ['r2'] });
      expect(byId.half.ap).toBe(1); // the gate stays on AP
      const text = await runCli(
        ['--golden', 'g.jsonl', '--no-cache', '--threshold', '0'],
        repo.dir,
      );
      expect(text.stdout).toMatch(/half .*not retrieved: r2/);
    } finally {
      await repo.cleanup();
    }
  });

  it('--github-token starts from the verdicts main recorded (repository from the git remote)', async () => {
    const gh = await startFakeGitHub();
    const repo = await tempFiles({ 'g.jsonl': line(mainCases[2]) + '\n' });
    try {
      await git(repo.dir, ['init', '-q']);
      await git(repo.dir, ['remote', 'add', 'origin', 'git@github.com:acme/rag.git']);
      // Main records its verdicts, as the action does on a push to the default branch.
      const recorded = await runAction({
        workspace: repo.dir,
        event: mainEvent('push'),
        inputs: {
          golden: 'g.jsonl',
          'base-url': fake.url,
          'api-key': 'sk-test',
          'github-token': 'ghs_test',
        },
        env: { GITHUB_API_URL: gh.url },
      });
      expect(recorded.code, recorded.stdout).toBe(0);
      fake.reset();
      gh.reset();
      const local = await runCli(
        judged(['--golden', 'g.jsonl', '--github-token', 'ghs_test', '--no-cache', '--json']),
        repo.dir,
        { GITHUB_API_URL: gh.url },
      );
      expect(local.code, local.stderr).toBe(0);
      expect(local.stderr).toContain(
        'Read 2 recorded verdicts from acme/rag:context-precision-data/default.',
      );
      expect(JSON.parse(local.stdout).usage).toMatchObject({ judgeRequests: 0, reusedVerdicts: 2 });
      expect(fake.requests).toHaveLength(0);
      expect(gh.writes().filter((w) => w.path.includes('/git/'))).toHaveLength(0); // read only
    } finally {
      await gh.close();
      await repo.cleanup();
    }
  });

  it('max-judge-requests refuses a run over budget before the first request, and reuse does not count', async () => {
    const many = [0, 1, 2].map((n) => ({
      ...mainCases[2],
      id: `refund-${n}`,
      query: `${mainCases[2]!.query} (${n})`,
    }));
    const repo = await tempFiles({ 'g.jsonl': many.map(line).join('\n') + '\n' });
    try {
      fake.reset();
      const over = await runCli(
        judged(['--golden', 'g.jsonl', '--max-judge-requests', '2']),
        repo.dir,
      );
      expect(over.code).toBe(2);
      expect(over.stderr).toMatch(
        /max-judge-requests: this run needs 3 judge requests \(about [\d,]+ input and 255 output tokens\), more than the budget of 2: 3 cases have context text the judge has not seen/,
      );
      expect(fake.requests).toHaveLength(0);
      const first = await runCli(
        judged(['--golden', 'g.jsonl', '--max-judge-requests', '3']),
        repo.dir,
      );
      expect(first.code, first.stderr).toBe(0);
      expect(fake.requests).toHaveLength(3);
      // The estimate the refusal gave is the one the run reports beside the tokens used.
      const estimated = /about ([\d,]+) input/.exec(over.stderr)?.[1];
      expect(first.stdout).toMatch(
        new RegExp(`tokens in / [\\d,]+ out \\(estimated ${estimated} / 255\\)`),
      );
      // Everything is in the local cache now: a budget of 0 is enough.
      const reused = await runCli(
        judged(['--golden', 'g.jsonl', '--max-judge-requests', '0']),
        repo.dir,
      );
      expect(reused.code, reused.stderr).toBe(0);
      expect(fake.requests).toHaveLength(3);
    } finally {
      await repo.cleanup();
    }
  });
});

function git(cwd: string, args: string[]): Promise<void> {
  return new Promise((done, fail) =>
    spawn('git', args, { cwd }).on('close', (code) =>
      code === 0 ? done() : fail(new Error(`git ${args.join(' ')}: ${code}`)),
    ),
  );
}
