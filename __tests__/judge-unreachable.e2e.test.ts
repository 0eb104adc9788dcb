import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import type { Clock } from '../src/timing/clock.js';
import { closedPort } from './helpers/closed-port.js';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { startFakeOpenAI } from './helpers/fake-openai.js';
import { pullRequestEvent, runAction } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// A base-url nothing listens on, and two cases for the LLM: fewer than the breaker's three in a
// row. A judge that cannot be reached is a configuration error however many cases there are.
const cases = [
  {
    id: 'refunds',
    query: 'How do refunds work?',
    expected: 'Refunds arrive within five business days.',
    contexts: ['Refunds arrive in five business days.', 'Our office is in Paris.'],
  },
  {
    id: 'hours',
    query: 'When are you open?',
    expected: 'We are open from nine to five.',
    contexts: ['Open 9-5 on weekdays.', 'Refunds take a week.'],
  },
];
const KEY = 'sk-test-unreachable-0123456789';

let workspace: { dir: string; cleanup: () => Promise<void> };
let port: number;
let url: string;
beforeAll(async () => {
  workspace = await tempFiles({
    'golden.jsonl': cases.map((c) => JSON.stringify(c)).join('\n') + '\n',
  });
});
afterAll(() => workspace.cleanup());
beforeEach(async () => {
  port = await closedPort();
  url = `http://127.0.0.1:${port}/v1`;
});

/** The CLI in process over the two cases, judged by the LLM, with `clock`. */
async function cli(args: string[], clock: Clock) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(
    ['--golden', 'golden.jsonl', '--judge', 'llm', '--api-key', KEY, '--no-cache', ...args],
    {
      cwd: workspace.dir,
      env: { PATH: process.env.PATH ?? '', HOME: workspace.dir },
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      clock,
    },
  );
  return { code, stdout, stderr };
}

/** Waits that return at once and move the clock on: how long the run would have waited. */
function virtualClock(): Clock & { waitedMs: () => number } {
  let waited = 0;
  return {
    now: () => new Date(Date.UTC(2026, 0, 1) + waited),
    sleep: (ms) => {
      waited += ms;
      return new Promise((resolve) => setImmediate(resolve));
    },
    random: () => 0.5,
    waitedMs: () => waited,
  };
}

describe('a judge nothing answers at (the CLI in process, a closed port on 127.0.0.1)', () => {
  it('exits 2 with one line naming the URL, no score, and no case counted as judged', async () => {
    const clock = virtualClock();
    const { code, stdout, stderr } = await cli(['--base-url', url], clock);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    const naming = stderr.split('\n').filter((l) => l.includes(`127.0.0.1:${port}`));
    expect(naming).toEqual([
      `judge: cannot reach the judge at ${url}: connect ECONNREFUSED 127.0.0.1:${port} (5 attempts, no answer in this run); check base-url and that the server is up and reachable from here`,
    ]);
    expect(stderr).not.toMatch(/judged [12]\/2/);
    expect(stderr).not.toMatch(/Score|MAP|Context precision/);
    // Refused before any answer: retried judge-retries (4) times from a quarter of the backoff,
    // for the first case only (the other is never sent). At jitter 0.5: 0.1875 + 0.375 + 0.75 +
    // 1.5 s (it was 22.5 s: 11.25 s for each case).
    expect(clock.waitedMs()).toBe(2_812.5);
  });
});

describe('a judge that answered, then went away (the CLI in process, the fake OpenAI)', () => {
  it('is not a configuration error: its cases fail, counted as failed, and the gate says so', async () => {
    const fake = await startFakeOpenAI();
    fake.failNext(1, 503, { 'retry-after': '0' });
    // The first answer is a 503; before its retry the server goes away for good.
    const clock: Clock = {
      now: () => new Date(),
      sleep: () => fake.close(),
      random: () => 0.5,
    };
    const run = await cli(['--base-url', fake.url, '--judge-retries', '1'], clock).finally(() =>
      fake.close(),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('judged 0/2 cases (0%), 2 failed');
    expect(run.stderr).not.toContain('cannot reach');
    expect(run.stdout).toContain('the judge failed on 2 cases, more than max-judge-errors 0');
    expect(run.stdout).toContain(`connect ECONNREFUSED`);
  });
});

describe('a judge nothing answers at (the action in process, a pull request, a fake GitHub)', () => {
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = await startFakeGitHub();
  });
  afterEach(() => gh.close());

  it('fails as a configuration error: one error naming the URL, no score, no comment', async () => {
    const result = await runAction({
      workspace: workspace.dir,
      event: pullRequestEvent(7, 'e'.repeat(40)),
      inputs: {
        golden: 'golden.jsonl',
        judge: 'llm',
        'base-url': url,
        'api-key': KEY,
        'github-token': 'ghs_test',
      },
      env: { GITHUB_API_URL: gh.url, GITHUB_SHA: 'd'.repeat(40), GITHUB_REF: 'refs/pull/7/merge' },
    });
    expect(result.code).toBe(1);
    const errors = result.stdout.split('\n').filter((l) => l.startsWith('::error'));
    expect(errors).toEqual([
      `::error::judge: cannot reach the judge at ${url}: connect ECONNREFUSED 127.0.0.1:${port} (5 attempts, no answer in this run); check base-url and that the server is up and reachable from here`,
    ]);
    expect(result.stdout).not.toMatch(/judged [12]\/2/);
    expect(result.outputs.score).toBeUndefined();
    expect(result.outputs.passed).toBeUndefined();
    expect(result.summary).toBe('');
    expect(gh.comments(7)).toEqual([]);
  });
});
