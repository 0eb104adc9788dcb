import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { mainEvent, pullRequestEvent, runAction } from './helpers/run-action.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// Check annotations (`::warning file=…,line=…,title=…::…`) at the golden line of each regressed
// case, and at the file and line of bad input: the bundled action against a fake GitHub, judged
// by golden labels (no LLM). Main's push records the baseline; the PR run compares with it.

const workspaceWith = tempFolderPerTest();
let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub();
});
afterEach(async () => {
  await gh.close();
});

const pushEvent = mainEvent('push');
const prEvent = pullRequestEvent(7, 'f'.repeat(40));

function run(
  workspace: string,
  event: typeof pushEvent | typeof prEvent,
  inputs: Record<string, string>,
) {
  return runAction({
    workspace,
    event,
    inputs: {
      judge: 'labels',
      'github-token': 'ghs_test',
      comment: 'false',
      threshold: '0',
      ...inputs,
    },
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_SHA: event === pushEvent ? '1'.repeat(40) : '2'.repeat(40),
      GITHUB_REF: event === pushEvent ? 'refs/heads/main' : 'refs/pull/7/merge',
    },
  });
}

interface Command {
  level: string;
  properties: Record<string, string>;
  message: string;
  line: string;
}

/** The annotation commands a run printed, with their properties and message unescaped. */
function commands(stdout: string, level: 'warning' | 'error'): Command[] {
  const unescape = (s: string) =>
    s
      .replace(/%2C/g, ',')
      .replace(/%3A/g, ':')
      .replace(/%0A/g, '\n')
      .replace(/%0D/g, '\r')
      .replace(/%25/g, '%');
  return stdout
    .split('\n')
    .filter((line) => line.startsWith(`::${level}`))
    .map((line) => {
      const match = /^::(\w+)(?: ([^:]*))?::(.*)$/.exec(line);
      if (!match) throw new Error(`not a workflow command: ${line}`);
      const properties = Object.fromEntries(
        (match[2] ?? '')
          .split(',')
          .filter(Boolean)
          .map((p) => {
            const at = p.indexOf('=');
            return [p.slice(0, at), unescape(p.slice(at + 1))];
          }),
      );
      return { level: match[1] as string, properties, message: unescape(match[3] ?? ''), line };
    });
}

const located = (list: Command[]) => list.filter((c) => c.properties.file !== undefined);

// Line numbers matter here: the annotations must land on them.
const FAQ_YAML = `# Support FAQ
- id: pg-vacuum
  query: When does autovacuum run?
  relevant: [pg-vacuum-1]

- id: pg-pitr
  query: How do I restore to a point in time?
  relevant: [pg-pitr-1]
`;
const OPS_JSON = `{
  "cases": [
    { "id": "replica", "query": "How do I add a read replica?", "relevant": ["replica-1"] },
    {
      "id": "backup",
      "query": "How often are backups taken?",
      "relevant": ["backup-1"]
    }
  ]
}
`;
const line = (id: string, ids: string[]) =>
  JSON.stringify({ id, contexts: ids.map((x) => ({ id: x, text: `passage ${x}` })) });
const MAIN_RETRIEVAL = [
  line('pg-vacuum', ['pg-vacuum-1', 'pg-vacuum-2']),
  line('pg-pitr', ['pg-pitr-1', 'pg-pitr-2', 'pg-pitr-3']),
  line('replica', ['replica-1', 'replica-2']),
  line('backup', ['backup-1', 'backup-2']),
].join('\n');
// pg-pitr: AP 1 → 1/3 (a new irrelevant passage at rank 1); backup: AP 1 → 1/2; the others unchanged.
const PR_RETRIEVAL = [
  line('pg-vacuum', ['pg-vacuum-1', 'pg-vacuum-2']),
  line('pg-pitr', ['pg-backup-9', 'pg-pitr-2', 'pg-pitr-1']),
  line('replica', ['replica-1', 'replica-2']),
  line('backup', ['backup-new', 'backup-1']),
].join('\n');

describe('annotations where the fix is made (the action run in process against a fake GitHub)', () => {
  it("a PR's regressed cases are annotated at their lines in YAML and JSON golden files, worst first", async () => {
    const workspace = await workspaceWith({
      'golden/faq.yaml': FAQ_YAML,
      'golden/ops.json': OPS_JSON,
      'main.jsonl': MAIN_RETRIEVAL,
      'pr.jsonl': PR_RETRIEVAL,
    });
    const inputs = { golden: 'golden/faq.yaml, golden/ops.json' };
    const push = await run(workspace, pushEvent, { ...inputs, retrieval: 'main.jsonl' });
    expect(push.code).toBe(0);
    expect(located(commands(push.stdout, 'warning'))).toEqual([]);

    const pr = await run(workspace, prEvent, {
      ...inputs,
      retrieval: 'pr.jsonl',
      'report-path': 'pr-report.json',
    });
    expect(pr.outputs.regressions).toBe('2');
    const sources = Object.fromEntries(
      pr.report.cases.map((c: { id: string; source: string }) => [c.id, c.source]),
    );
    expect(sources).toMatchObject({ 'pg-pitr': 'golden/faq.yaml:6', backup: 'golden/ops.json:4' });
    const warnings = located(commands(pr.stdout, 'warning'));
    expect(warnings.map((w) => w.properties)).toEqual([
      { file: 'golden/faq.yaml', line: '6', title: 'Context precision fell: case "pg-pitr"' },
      { file: 'golden/ops.json', line: '4', title: 'Context precision fell: case "backup"' },
    ]);
    expect(warnings[0]?.line).toMatch(
      /^::warning title=Context precision fell%3A case "pg-pitr",file=golden\/faq.yaml,line=6::AP 1\.00 → 0\.33 \(−0\.67\): /,
    );
    // What cost the case most, as the comment's first line says it (issue 26 finding 5).
    expect(warnings[0]?.message).toBe(
      'AP 1.00 → 0.33 (−0.67): "pg-backup-9", new at rank 1, pushed the relevant passage down, and no label names it (unjudged): label it (relevant, or irrelevant), or set judge-holes: true to have the LLM judge it',
    );
    expect(warnings[1]?.message).toBe(
      'AP 1.00 → 0.50 (−0.50): "backup-new", new at rank 1, pushed the relevant passage down, and no label names it (unjudged): label it (relevant, or irrelevant), or set judge-holes: true to have the LLM judge it',
    );
    expect(pr.stdout).not.toMatch(/case "(pg-vacuum|replica)"/);

    // mode: audit annotates the same (and fails nothing).
    const audit = await run(workspace, prEvent, {
      ...inputs,
      retrieval: 'pr.jsonl',
      mode: 'audit',
    });
    expect(audit.code).toBe(0);
    expect(located(commands(audit.stdout, 'warning'))).toEqual(warnings);

    // The trusted run that publishes the PR's report does not: its check is the default branch's.
    const published = await runAction({
      workspace,
      event: {
        name: 'workflow_run',
        payload: {
          repository: { default_branch: 'main' },
          workflow_run: { head_sha: 'f'.repeat(40) },
        },
      },
      inputs: {
        report: 'pr-report.json',
        'pr-number': '7',
        'github-token': 'ghs_test',
        comment: 'false',
      },
      env: { GITHUB_API_URL: gh.url, GITHUB_SHA: '3'.repeat(40) },
    });
    expect(published.code).toBe(0);
    expect(published.report.regressions).toBe(2);
    expect(located(commands(published.stdout, 'warning'))).toEqual([]);
  });

  it('more than 10 regressed cases give exactly 10 annotations, the worst ones', async () => {
    const ids = Array.from({ length: 13 }, (_, i) => `q${i + 1}`);
    // Case qN on line N; qN's relevant passage falls to rank 2..14 in the PR (q13 falls furthest).
    const golden = ids
      .map((id) => JSON.stringify({ id, query: `question ${id}?`, relevant: [`${id}-rel`] }))
      .join('\n');
    const ranking = (id: string, rank: number) =>
      line(id, [...Array.from({ length: rank - 1 }, (_, j) => `${id}-off${j + 1}`), `${id}-rel`]);
    const workspace = await workspaceWith({
      'golden/many.jsonl': golden,
      'main.jsonl': ids.map((id) => ranking(id, 1)).join('\n'),
      'pr.jsonl': ids.map((id, i) => ranking(id, i + 2)).join('\n'),
    });
    expect(
      (await run(workspace, pushEvent, { golden: 'golden/many.jsonl', retrieval: 'main.jsonl' }))
        .code,
    ).toBe(0);
    const pr = await run(workspace, prEvent, {
      golden: 'golden/many.jsonl',
      retrieval: 'pr.jsonl',
    });
    expect(pr.outputs.regressions).toBe('13');
    const warnings = located(commands(pr.stdout, 'warning'));
    expect(warnings.map((w) => `${w.properties.file}:${w.properties.line}`)).toEqual(
      [13, 12, 11, 10, 9, 8, 7, 6, 5, 4].map((n) => `golden/many.jsonl:${n}`),
    );
    expect(warnings[0]?.message).toMatch(
      /^AP 1\.00 → 0\.07 \(−0\.93\): "q13-off1", new at rank 1, pushed the relevant passage down, and no label names it \(unjudged\)/,
    );

    // A warning printed earlier (here: a damaged history) takes one of GitHub's 10 places.
    gh.writeFile('context-precision-data', 'default/history.json', '{ damaged');
    const again = await run(workspace, prEvent, {
      golden: 'golden/many.jsonl',
      retrieval: 'pr.jsonl',
    });
    const all = commands(again.stdout, 'warning');
    expect(all[0]?.message).toContain('default/history.json');
    expect(all.length).toBe(10);
    expect(located(all).map((w) => `${w.properties.file}:${w.properties.line}`)).toEqual(
      [13, 12, 11, 10, 9, 8, 7, 6, 5].map((n) => `golden/many.jsonl:${n}`),
    );
  });

  const SECRET = 'sk-annot-0123456789abcdef';
  it('bad golden files are annotated at each file and line, besides the one failing message', async () => {
    const workspace = await workspaceWith({
      'golden/support.jsonl': [
        JSON.stringify({ id: 'a', query: 'first?', relevant: ['a-1'] }),
        JSON.stringify({ id: 'b', query: 'second?', relevant: ['b-1'] }),
        JSON.stringify({ id: `c-${SECRET}`, query: null, relevant: ['c-1'] }),
      ].join('\n'),
      'golden/faq.yaml': `- id: d
  query: fourth?
  relevant: [d-1]
- id: e
  relevant: [e-1]
  query: [fifth?]
`,
      'main.jsonl': line('a', ['a-1']),
    });
    const result = await run(workspace, pushEvent, {
      golden: 'golden/support.jsonl, golden/faq.yaml',
      retrieval: 'main.jsonl',
      'api-key': SECRET,
    });
    expect(result.code).toBe(1);
    const errors = commands(result.stdout, 'error');
    expect(errors.map((e) => e.properties)).toEqual([
      { file: 'golden/support.jsonl', line: '3', title: 'golden: 2 problems in the golden cases' },
      { file: 'golden/faq.yaml', line: '6', title: 'golden: 2 problems in the golden cases' },
      {},
    ]);
    // The run's secrets are redacted from annotations as from every message.
    expect(errors[0]?.message).toBe('case "c-***": field "query": expected a string, got null');
    expect(result.stdout.split('\n').filter((l) => l.includes(SECRET))).toEqual([
      `::add-mask::${SECRET}`,
    ]);
    expect(errors[1]?.message).toMatch(/^case "e": field "query": expected a string/);
    expect(errors[2]?.message).toMatch(
      /^golden: 2 problems in the golden cases\n {2}- golden\/support.jsonl:3: /,
    );
  });
});
