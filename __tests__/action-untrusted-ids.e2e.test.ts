import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { mainEvent, pullRequestEvent, runAction, type ActionRun } from './helpers/run-action.js';
import { jsonl, labelledCase } from './helpers/labelled-case.js';
import { tempFiles } from './helpers/temp-dir.js';

// A fork PR's golden file decides case ids, tags and label ids. Printed in the log, they must
// not become workflow commands (forged annotations, `stop-commands` silencing ours); stored,
// they are kept as they are: not redacted into other ids, not lost to Object.prototype.
const FORGED_ID = '::error file=x,line=1::forged';
const FORGED_TAG = '::stop-commands::tok';
const FORGED_LABEL = '##[error]forged';
const TOKEN = 'ghs_UNTRUSTEDIDS0123456789abcdefABCD';
const PROTO_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

const forged = labelledCase(FORGED_ID, 1, { tags: [FORGED_TAG], relevant: ['yes', FORGED_LABEL] });

let gh: FakeGitHub;
let workspace: { dir: string; cleanup: () => Promise<void> };
let push: ActionRun;
let pr: ActionRun;

beforeAll(async () => {
  workspace = await tempFiles({
    // Main has three of the prototype names; the PR makes `constructor` worse and adds two.
    'main.jsonl': jsonl([
      forged,
      labelledCase('empty-cart', 1),
      ...PROTO_NAMES.slice(0, 3).map((id) => labelledCase(id, 1)),
    ]),
    'pr.jsonl': jsonl([
      forged,
      labelledCase('empty-cart', 1),
      ...PROTO_NAMES.map((id) => labelledCase(id, id === 'constructor' ? 2 : 1)),
    ]),
  });
  gh = await startFakeGitHub();
  const inputs = {
    judge: 'labels',
    // vLLM's documented placeholder key: not a secret, so not redacted from `empty-cart`.
    'api-key': 'EMPTY',
    'github-token': TOKEN,
    threshold: '0',
    'max-drop': '1',
  };
  push = await runAction({
    workspace: workspace.dir,
    event: mainEvent('push'),
    inputs: { ...inputs, golden: 'main.jsonl' },
    env: { GITHUB_API_URL: gh.url },
  });
  pr = await runAction({
    workspace: workspace.dir,
    event: pullRequestEvent(7, 'e'.repeat(40)),
    inputs: { ...inputs, golden: 'pr.jsonl' },
    env: { GITHUB_API_URL: gh.url, GITHUB_SHA: 'd'.repeat(40), GITHUB_REF: 'refs/pull/7/merge' },
  });
}, 60_000);
afterAll(async () => {
  await gh.close();
  await workspace.cleanup();
});

/**
 * The workflow commands the runner would run from a log, parsed as it parses them: a line whose
 * start after whitespace is `::name …::`, or a legacy `##[name …]` anywhere in a line.
 */
function commandsIn(log: string): { name: string; line: string }[] {
  return log.split(/\r\n|\r|\n/).flatMap((line) => {
    const trimmed = line.replace(/^[\s\u0085]+/, '');
    const v2 = /^::([^\s:]+)[^:]*::/.exec(trimmed);
    if (v2) return [{ name: v2[1] as string, line }];
    const legacy = /##\[([^\s\]]+)/.exec(line);
    return legacy ? [{ name: legacy[1] as string, line }] : [];
  });
}

describe('untrusted ids in the log and the store (the action run in process against a fake GitHub)', () => {
  it('runs both ways without an error', () => {
    expect(push.stdout).not.toContain('Unexpected error');
    expect(pr.stdout).not.toContain('Unexpected error');
    expect(push.code).toBe(0);
    expect(pr.code).toBe(0);
  });

  it('prints the forged id, tag and label as text, never as workflow commands', () => {
    for (const run of [push, pr]) {
      // The table and the tag list show them (a zero-width space inside each marker).
      expect(run.stdout).toContain('forged');
      expect(run.stdout).toContain('stop-commands');
      const commands = commandsIn(run.stdout);
      const names = new Set(commands.map((c) => c.name));
      expect([...names].filter((n) => !['add-mask', 'warning', 'error'].includes(n))).toEqual([]);
      for (const { line } of commands) {
        expect(line, line).not.toContain('forged');
        expect(line, line).not.toContain('file=x');
      }
    }
  });

  it("keeps the action's own annotation at the regressed case's golden line", () => {
    // pr.jsonl: the forged case, empty-cart, then constructor at line 3.
    expect(pr.stdout).toMatch(
      /^::warning title=Context precision fell%3A case "constructor",file=pr\.jsonl,line=3::AP 1\.00 → 0\.50/m,
    );
    // The token is masked; the placeholder key is not a secret, so not masked.
    expect(pr.stdout).toContain(`::add-mask::${TOKEN}`);
    expect(pr.stdout).not.toContain('::add-mask::EMPTY');
  });

  it('stores every id as it is: no placeholder key redacted out of it, none lost to a prototype', () => {
    const baseline = JSON.parse(
      gh.readFile('context-precision-data', 'default/baseline.json') ?? 'null',
    );
    expect(baseline.cases.map((c: { id: string }) => c.id).sort()).toEqual(
      [FORGED_ID, 'empty-cart', ...PROTO_NAMES.slice(0, 3)].sort(),
    );
    const day = gh
      .listFiles('context-precision-data')
      .find((f) => f.startsWith('default/history/'));
    const history = JSON.parse(gh.readFile('context-precision-data', day ?? '') ?? 'null');
    expect(Object.keys(history.cases).sort()).toEqual(
      [FORGED_ID, 'empty-cart', ...PROTO_NAMES.slice(0, 3)].sort(),
    );
  });

  it('compares the prototype-named cases like any others', () => {
    const byId = new Map(pr.report.cases.map((c: { id: string }) => [c.id, c]));
    expect(byId.get('empty-cart')).toMatchObject({ baselineAp: 1, change: 'same' });
    expect(byId.get('constructor')).toMatchObject({ baselineAp: 1, ap: 0.5, change: 'regressed' });
    expect(byId.get('__proto__')).toMatchObject({ baselineAp: 1, change: 'same' });
    expect(byId.get('toString')).toMatchObject({ baselineAp: 1, change: 'same' });
    expect(byId.get('valueOf')).toMatchObject({ baselineAp: null, change: 'new' });
    expect(pr.report.regressions).toBe(1);
    // Unchanged, so folded out of the comment (a case regressed); the summary lists every case.
    const comment = gh.comments(7)[0]?.body ?? '';
    expect(comment).toContain('unchanged cases (the same AP as in the baseline) are not listed');
    expect(pr.summary).toContain('empty‑cart');
    for (const body of [comment, pr.summary]) expect(body).not.toContain('\\*\\*\\*');
  });
});
