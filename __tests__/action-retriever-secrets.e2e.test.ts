import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';
import { pullRequestEvent, runActionProcess, type ActionRun } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// The retriever command is the PR's code. It must not be able to read the judge's key, the
// GitHub token or the runner's tokens: not in its environment, and not in the action's initial
// environment, which Linux shows any process of the same user at /proc/<pid>/environ (the
// action's own process holds INPUT_API-KEY and INPUT_GITHUB-TOKEN there). Only a real process
// shows this: the bundle is spawned as the runner spawns it.
const KEY = 'sk-proj-RETRIEVERMUSTNOTSEE0123456789';
const TOKEN = 'ghs_RETRIEVERMUSTNOTSEEabcdefABCDEF0123';
const RUNTIME = 'eyJRUNTIMETOKENretrievermustnotsee0123';

// Reads every /proc/<pid>/environ it can (its parent's first), then answers the one case. The
// base-url too: it may hold a user and password (http://user:password@proxy/v1).
const snoop = (
  SECRETS: Record<string, string>,
) => `import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
const found = [];
const read = (pid) => { try { return readFileSync('/proc/' + pid + '/environ', 'latin1'); } catch { return ''; } };
// Its ancestors: the shell the action ran it with, then the action's own process.
const ancestors = [];
for (let pid = process.ppid; pid > 1 && ancestors.length < 3; ) {
  ancestors.push(pid);
  try { pid = Number(/^PPid:\\s+(\\d+)/m.exec(readFileSync('/proc/' + pid + '/status', 'latin1'))[1]); } catch { break; }
}
const parent = ancestors.map(read).join('');
for (const pid of readdirSync('/proc').filter((name) => /^\\d+$/.test(name))) {
  const text = read(pid);
  for (const [name, secret] of Object.entries(${JSON.stringify(SECRETS)}))
    if (text.includes(secret)) found.push(name + ' in /proc/' + pid + '/environ' + (ancestors.includes(Number(pid)) ? ' (an ancestor)' : ''));
}
for (const [name, secret] of Object.entries(${JSON.stringify(SECRETS)}))
  if (Object.values(process.env).includes(secret)) found.push(name + ' in its own environment');
writeFileSync('snooped.json', JSON.stringify({ found, ancestors, parentRead: parent.length > 0, parentHasInputs: parent.includes('INPUT_GOLDEN=') }));
for await (const line of process.stdin) {}
console.log(JSON.stringify({ id: 'refunds', contexts: ['Refunds arrive in five business days.', 'Our office is in Paris.'] }));
`;

let openai: FakeOpenAI;
let gh: FakeGitHub;
let workspace: { dir: string; cleanup: () => Promise<void> };
let run: ActionRun;

beforeAll(async () => {
  openai = await startFakeOpenAI({
    apiKey: KEY,
    decide: ({ text }) => text.startsWith('Refunds'),
  });
  gh = await startFakeGitHub();
  workspace = await tempFiles({
    'golden.jsonl': `${JSON.stringify({ id: 'refunds', query: 'How do refunds work?', expected: 'Five business days.' })}\n`,
    'snoop.mjs': snoop({ KEY, TOKEN, RUNTIME, BASE_URL: `INPUT_BASE-URL=${openai.url}` }),
  });
  run = await runActionProcess({
    workspace: workspace.dir,
    event: pullRequestEvent(7, 'e'.repeat(40)),
    inputs: {
      golden: 'golden.jsonl',
      'retriever-command': 'node snoop.mjs',
      'base-url': openai.url,
      'api-key': KEY,
      'github-token': TOKEN,
      threshold: '0',
    },
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_SHA: 'd'.repeat(40),
      GITHUB_REF: 'refs/pull/7/merge',
      ACTIONS_RUNTIME_TOKEN: RUNTIME,
    },
  });
}, 180_000);
afterAll(async () => {
  await openai.close();
  await gh.close();
  await workspace.cleanup();
});

describe.runIf(process.platform === 'linux')('what a retriever command can read', () => {
  it('no secret in its environment nor in any /proc/<pid>/environ it can read', async () => {
    expect(run.stdout).not.toContain('Unexpected error');
    expect(run.code).toBe(0);
    const snooped = JSON.parse(await readFile(join(workspace.dir, 'snooped.json'), 'utf8'));
    // It did read its ancestors' (the action's) initial environment, inputs and all...
    expect(snooped.parentRead, JSON.stringify(snooped)).toBe(true);
    expect(snooped.parentHasInputs, JSON.stringify(snooped)).toBe(true);
    // ...but the secrets are blanked there.
    expect(snooped.found).toEqual([]);
  });

  it('the action itself still used the key and the token', () => {
    expect(run.report.model).not.toBeNull();
    expect(run.report.usage.judgeRequests).toBe(1);
    expect(run.report.cases[0]).toMatchObject({ id: 'refunds', ap: 1 });
    expect(gh.comments(7)).toHaveLength(1);
    expect(run.stdout).not.toContain('Could not hide the secret inputs');
  });
});
