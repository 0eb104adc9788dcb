import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { mainEvent, pullRequestEvent, runAction } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';
import { closedPort } from './helpers/closed-port.js';

// Issue 18, finding 7: the action's own messages say what to do (in process, run(io)).
const line = (value: unknown) => JSON.stringify(value);
const GOLDEN = line({ id: 'a', query: 'q?', relevant: ['x'], contexts: [{ id: 'x', text: 'x' }] });
const NO_TOKEN =
  'github-token is empty: the baseline store and the PR comment are off (no baseline is read, nothing is recorded, no comment is written); the gate uses the threshold alone. Set github-token (the default, ${{ github.token }}) to turn them on.';

let gh: FakeGitHub;
let workspace: { dir: string; cleanup: () => Promise<void> };
beforeAll(async () => {
  gh = await startFakeGitHub();
  workspace = await tempFiles({
    'golden.jsonl': `${GOLDEN}\n`,
    'evals/low.jsonl': `${line({ id: 'low', query: 'q?', relevant: ['x'], contexts: ['y', { id: 'x', text: 'x' }] })}\n`,
  });
});
afterAll(async () => {
  await gh.close();
  await workspace.cleanup();
});

describe("the action's messages", () => {
  it("github-token: '' turns off the store and the comment, with one note", async () => {
    const before = gh.requests.length;
    for (const event of [mainEvent('push'), pullRequestEvent(5, 'b'.repeat(40))]) {
      const result = await runAction({
        workspace: workspace.dir,
        inputs: { golden: 'golden.jsonl', 'github-token': '' },
        // A token in the environment does not turn them back on: the input said off.
        env: { GITHUB_API_URL: gh.url, GITHUB_TOKEN: 'ghs_from_env' },
        event,
      });
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`::warning::${NO_TOKEN}\n`);
      expect(result.stdout.match(/::warning::/g)).toHaveLength(1);
      expect(result.stdout).not.toContain('needs github-token');
    }
    expect(gh.requests.length).toBe(before);
  });

  it('a missing GITHUB_EVENT_NAME is a clear error, not a stack trace', async () => {
    // Not set at all (the runner always sets it), or set empty.
    for (const name of [undefined as unknown as string, '']) {
      const result = await runAction({
        workspace: workspace.dir,
        inputs: { golden: 'golden.jsonl', 'github-token': 'ghs_test' },
        env: { GITHUB_API_URL: gh.url, GITHUB_EVENT_NAME: name },
      });
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(
        '::error::GITHUB_EVENT_NAME is not set, so the action cannot tell which event it runs for: the action runs as a step of a GitHub Actions job, which sets it; to score on another machine, use the CLI (npx context-precision-gate --golden <files>)\n',
      );
      expect(result.stdout).not.toContain('Unexpected error');
    }
  });

  it('the first record says the history has 1 entry', async () => {
    const result = await runAction({
      workspace: workspace.dir,
      inputs: { golden: 'golden.jsonl', 'github-token': 'ghs_test' },
      env: { GITHUB_API_URL: gh.url },
      event: mainEvent('push'),
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/; the history has 1 entry\.\n/);
  });

  it("the comment links a case to its golden line at the PR's head commit", async () => {
    const head = 'd'.repeat(40);
    const fresh = await startFakeGitHub();
    try {
      const result = await runAction({
        workspace: workspace.dir,
        inputs: { golden: 'evals/low.jsonl', 'github-token': 'ghs_test', threshold: '0' },
        env: { GITHUB_API_URL: fresh.url },
        event: pullRequestEvent(7, head),
      });
      expect(result.code).toBe(0);
      const link = `- **Defined in:** [evals/low.jsonl:1](https://github.com/acme/rag/blob/${head}/evals/low.jsonl#L1)\n`;
      expect(fresh.comments(7)[0]?.body).toContain(link);
      expect(result.summary).toContain(link);
    } finally {
      await fresh.close();
    }
  });

  it('GitHub out of reach: no advice about a damaged file', async () => {
    const port = await closedPort();
    const result = await runAction({
      workspace: workspace.dir,
      inputs: { golden: 'golden.jsonl', 'github-token': 'ghs_test' },
      env: { GITHUB_API_URL: `http://127.0.0.1:${port}` },
      event: pullRequestEvent(6, 'c'.repeat(40)),
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      `could not reach 127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port}; check the runner's network and GITHUB_API_URL%0AThe gate does not pass a run it cannot compare with the baseline. Re-run the job once the runner can reach GitHub.`,
    );
    expect(result.stdout).not.toContain('damaged');
  });
});
