import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { pullRequestEvent, runAction } from './helpers/run-action.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// Issue 41, finding 6: the comment GitHub gets for 3,000 cases stays under 65,000 characters, the
// line naming the PR's head (added when it is written) included; labels only, no judge.
const workspace = tempFolderPerTest();
let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub();
});
afterEach(() => gh.close());

describe('the PR comment for 3,000 cases', () => {
  it.each([20, 60])(
    'is under 65,000 characters as written, with ids of %i characters',
    async (length) => {
      const lines = Array.from({ length: 3_000 }, (_, i) => {
        const id = `case-${i}-`.padEnd(length, 'x');
        // Half the cases rank the relevant passage second: AP 0.5, and the gate fails.
        const contexts =
          i % 2
            ? [{ id: 'r', text: 'yes' }]
            : [
                { id: 'n', text: 'no' },
                { id: 'r', text: 'yes' },
              ];
        return JSON.stringify({ id, query: `question ${i}?`, relevant: ['r'], contexts });
      });
      const dir = await workspace({ 'golden.jsonl': `${lines.join('\n')}\n` });
      const result = await runAction({
        workspace: dir,
        event: pullRequestEvent(7, 'e'.repeat(40)),
        inputs: { golden: 'golden.jsonl', 'github-token': 'ghs_test', threshold: '0.9' },
        env: {
          GITHUB_API_URL: gh.url,
          GITHUB_SHA: 'd'.repeat(40),
          GITHUB_REF: 'refs/pull/7/merge',
        },
      });
      expect(result.code).toBe(1);
      const [comment] = gh.comments(7);
      expect(comment?.body).toContain('more cases in');
      expect(comment?.body.length).toBeLessThan(65_000);
    },
  );
});
