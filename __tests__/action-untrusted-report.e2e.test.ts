import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { marked } from 'marked';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { liveParts, visibleText } from './helpers/live-markdown.js';
import { runAction } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// The fork two-workflow path: the report is an artifact the PR's own code wrote, so every field
// of it is the attacker's. What it says may be shown; nothing in it may become live markdown.
const HEAD = 'e'.repeat(40);
const RUN_URL = 'https://github.com/acme/rag/actions/runs/42';
const HOSTILE =
  'see https://evil.example/x and www.evil.example, fixes GH-123 acme/rag#123 #9, cc @octocat ' +
  'x@octocat alice@example.com ![passed](https://evil.example/badge.png) ' +
  '<img src="https://evil.example/p.png"> [click](https://evil.example/c) </details> ' +
  '<!-- context-precision-gate:default -->';
const golden = [
  {
    id: 'refunds',
    query: 'How do refunds work?',
    relevant: ['r1'],
    contexts: [
      { id: 'x', text: 'off topic' },
      { id: 'r1', text: 'Refunds take 5 days.' },
    ],
  },
  {
    id: 'shipping',
    query: 'Shipping?',
    relevant: ['s1'],
    contexts: [{ id: 's1', text: 'Ships.' }],
  },
];
const workflowRun = {
  name: 'workflow_run',
  payload: { repository: { default_branch: 'main' }, workflow_run: { head_sha: HEAD } },
};

let gh: FakeGitHub;
let workspace: { dir: string; cleanup: () => Promise<void> };
/** A real report of this golden set, made once; each test makes its hostile copy of it. */
let made: any;

beforeAll(async () => {
  workspace = await tempFiles({
    'golden.jsonl': golden.map((c) => JSON.stringify(c)).join('\n') + '\n',
  });
  const github = await startFakeGitHub();
  try {
    const scored = await runAction({
      workspace: workspace.dir,
      inputs: { golden: 'golden.jsonl', comment: 'false', 'report-path': 'made.json' },
      env: { GITHUB_API_URL: github.url, GITHUB_SHA: HEAD },
    });
    expect(scored.code).toBe(0);
    made = JSON.parse(await readFile(join(workspace.dir, 'made.json'), 'utf8'));
  } finally {
    await github.close();
  }
});
afterAll(() => workspace.cleanup());
beforeEach(async () => {
  gh = await startFakeGitHub();
  gh.setPull(7, HEAD);
});
afterEach(() => gh.close());

/** Every string field of the report the PR's code could set, set to `text`. */
function hostileReport(text: string): any {
  const report = structuredClone(made);
  report.commit = { sha: HEAD, ref: text };
  report.passed = false;
  report.failures = [text];
  report.notes = [{ kind: 'judge-errors-allowed', text }];
  report.model = text;
  report.promptVersion = text;
  report.golden = { new: [], removed: [text], edited: [], renamed: [], removedAp: [0] };
  report.baseline = {
    score: 0.9,
    sha: `${'b'.repeat(40)} ${text}`,
    recordedAt: text,
    comparable: false,
    differences: [text],
    dropConfidence: null,
  };
  report.cases.forEach((c: any, i: number) => {
    Object.assign(c, {
      id: `${i} ${text}`,
      query: text,
      expected: text,
      tags: [text],
      source: text,
      reason: text,
      judge: 'llm',
      error: i === 0 ? text : null,
    });
    for (const x of c.contexts) Object.assign(x, { id: text, text, reason: text });
  });
  report.calibration = {
    cases: 1,
    contexts: 1,
    agreement: 0,
    truePositives: 0,
    falsePositives: 1,
    falseNegatives: 0,
    trueNegatives: 0,
    kappa: null,
    disagreements: [{ caseId: text, contextId: text, label: false, llm: true, reason: text }],
  };
  return report;
}

async function publish(file: string, report: unknown, inputs: Record<string, string> = {}) {
  await writeFile(join(workspace.dir, file), JSON.stringify(report, null, 2));
  return runAction({
    workspace: workspace.dir,
    event: workflowRun,
    inputs: {
      report: file,
      'pr-number': '7',
      'github-token': 'ghs_test',
      ...inputs,
    },
    env: { GITHUB_API_URL: gh.url, GITHUB_SHA: 'd'.repeat(40) },
  });
}

const ours = (href: string) => href === RUN_URL;

describe('a report published for a fork PR (the action run in process against a fake GitHub)', () => {
  it('shows every hostile field as text: no link, image, HTML, mention or reference is live', async () => {
    const result = await publish('hostile.json', hostileReport(HOSTILE));
    expect(result.code).toBe(0);
    const comments = gh.comments(7);
    expect(comments).toHaveLength(1);
    const comment = comments[0]!.body;
    for (const [what, body] of [
      ['comment', comment],
      ['summary', result.summary],
    ] as const) {
      expect(liveParts(body, { allowedHrefs: ours }), what).toEqual([]);
      // Not vacuous: the hostile text is there, readable as the PR's code wrote it.
      const seen = visibleText(marked.parse(body, { gfm: true, async: false }));
      expect(seen, what).toContain('see https://evil.example/x and www.evil.example, fixes GH-123');
      expect(seen, what).toContain('alice@example.com');
    }
    expect(comment.startsWith('<!-- context-precision-gate:default -->\n')).toBe(true);
  });

  it('refuses a report whose name is not a gate name, publishing nothing', async () => {
    const report = hostileReport('plain');
    report.name = 'x --> <img src="https://evil.example/p.png"> ✅ passed @octocat <!--';
    const result = await publish('hostile-name.json', report);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /::error::hostile-name\.json: not a context precision report%0A {2}- hostile-name\.json:3: field "name": not a gate name: use letters, digits/,
    );
    expect(result.stdout).not.toContain('evil.example');
    expect(gh.comments(7)).toHaveLength(0);
    expect(result.summary).toBe('');
  });

  it("refuses a report made for another gate, leaving that gate's comment alone", async () => {
    const theirs = gh.addComment(7, '<!-- context-precision-gate:default -->\nscore 0.9', {
      login: 'github-actions[bot]',
      type: 'Bot',
    });
    const report = hostileReport('plain');
    report.name = 'search';
    const result = await publish('search.json', report);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      '::error::search.json: the report was made for the gate named "search", but this step\'s name is "default"; nothing was published.',
    );
    expect(gh.comments(7)).toEqual([theirs]);
    // With the matching name it is published, under its own marker.
    const matching = await publish('search.json', report, { name: 'search' });
    expect(matching.code).toBe(0);
    expect(gh.comments(7).map((c) => c.body.split('\n')[0])).toEqual([
      '<!-- context-precision-gate:default -->',
      '<!-- context-precision-gate:search -->',
    ]);
  });
});
