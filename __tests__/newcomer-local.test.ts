import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_GOLDEN, pythonRetriever } from '../src/cli/retriever-stubs.js';
import { runCliInProcess } from './helpers/run-cli.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// Issue 41, findings 4, 11, 12 and 13 (view): the CLI as a team meets it before the action runs,
// in process, on real files and a real git repository.
const workspace = tempFolderPerTest();
const COMMAND = 'python3 evals/retrieve.py';
const score = (dir: string, ...more: string[]) =>
  runCliInProcess(
    ['--golden', 'evals/golden.jsonl', '--retriever-command', COMMAND, '--no-cache', ...more],
    dir,
  );

/** A repository whose main has only the app; `files` are added on the branch `add-gate`. */
async function repoAddingTheGate(files: Record<string, string>): Promise<string> {
  const dir = await workspace({ 'app.py': 'print("rag")\n' });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });
  git('init', '-q', '-b', 'main');
  git('add', 'app.py');
  git('-c', 'user.email=d@example.com', '-c', 'user.name=D', 'commit', '-qm', 'app');
  git('switch', '-qc', 'add-gate');
  for (const [path, text] of Object.entries(files)) {
    execFileSync('mkdir', ['-p', join(dir, path, '..')]);
    writeFileSync(join(dir, path), text);
  }
  git('add', '-A');
  git('-c', 'user.email=d@example.com', '-c', 'user.name=D', 'commit', '-qm', 'gate');
  return dir;
}

describe('--baseline-ref main on the branch that adds the gate (finding 4)', () => {
  it('says main has no golden set and gates on the threshold alone', async () => {
    const dir = await repoAddingTheGate({
      'evals/golden.jsonl': SAMPLE_GOLDEN,
      'evals/retrieve.py': pythonRetriever(),
    });
    const run = await score(dir, '--baseline-ref', 'main', '--json');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/main \([0-9a-f]{7}\) has no golden set: no file matches golden/);
    expect(JSON.parse(run.stdout)).toMatchObject({ score: 1, passed: true, baseline: null });
  });
});

describe('a batch retriever that prints one JSON array (finding 12)', () => {
  it('is read as the results, as a results file of .json is', async () => {
    const batch = `import json, sys
cases = [json.loads(line) for line in sys.stdin if line.strip()]
docs = {"refund-window": "faq-refunds", "shipping-time": "faq-shipping", "reset-password": "faq-password"}
print(json.dumps([{"id": c["id"], "contexts": [{"id": docs[c["id"]], "text": c["query"]}]} for c in cases], indent=2))
`;
    const dir = await workspace({
      'evals/golden.jsonl': SAMPLE_GOLDEN,
      'evals/retrieve.py': batch,
    });
    const run = await score(dir, '--json');
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ score: 1, passed: true });
    // A log line before the array is named with where logs go.
    writeFileSync(join(dir, 'evals/retrieve.py'), `print("loading index")\n${batch}`);
    const logged = await score(dir);
    expect(logged.code).toBe(2);
    expect(logged.stderr).toContain('retriever-command stdout:1: invalid JSON');
    expect(logged.stderr).toContain('send logs to stderr');
  });
});

describe('JUnit XML under judge: labels (finding 5)', () => {
  it('has a skipped testcase, with the reason, for a case without labels', async () => {
    const unlabelled = { id: 'no-labels', query: 'Do you ship abroad?', expected: 'Yes.' };
    const dir = await workspace({
      'evals/golden.jsonl': `${SAMPLE_GOLDEN}${JSON.stringify(unlabelled)}\n`,
      'evals/retrieve.py': pythonRetriever(),
    });
    const run = await score(dir, '--judge', 'labels', '--junit', 'junit.xml');
    expect(run.code, run.stderr).toBe(0);
    const xml = readFileSync(join(dir, 'junit.xml'), 'utf8');
    expect(xml).toContain('tests="5"');
    expect(xml).toContain('skipped="1"');
    expect(xml).toMatch(
      /<testcase classname="evals\/golden.jsonl" name="no-labels" file="evals\/golden.jsonl" line="4">\s*<skipped message="not scored: [^"]*labels[^"]*">/,
    );
  });
});

describe('the why line when passages acted together (finding 10)', () => {
  it('says so, naming them, instead of blaming the first', async () => {
    const golden =
      '{"id":"refunds","query":"How long do refunds take?","relevant":["faq-refunds"]}\n';
    const ranking = (ids: string[]) =>
      `${JSON.stringify({ id: 'refunds', contexts: ids.map((id) => ({ id, text: id })) })}\n`;
    const dir = await workspace({
      'evals/golden.jsonl': golden,
      'before.jsonl': ranking(['faq-refunds']),
      'after.jsonl': ranking(['blog-1', 'blog-2', 'blog-3', 'blog-4', 'faq-refunds']),
    });
    const cli = (...args: string[]) =>
      runCliInProcess(['--golden', 'evals/golden.jsonl', '--no-cache', ...args], dir);
    expect((await cli('--retrieval', 'before.jsonl', '--report-path', 'base.json')).code).toBe(0);
    const run = await cli('--retrieval', 'after.jsonl', '--baseline', 'base.json');
    expect(run.code).toBe(1);
    const why = /^ *Why: (.*)$/m.exec(run.stdout)?.[1];
    expect(why).toMatch(/^refunds fell, AP 1\.00 → 0\.20: 4 passages acted together/);
    for (const id of ['blog-1', 'blog-2']) expect(why).toContain(id);
    expect(why).toContain('; and 2 more');
  });
});

describe('view before the action ever recorded (finding 13)', () => {
  it('says how the data branch is made and how to look before it exists', async () => {
    const dir = await repoAddingTheGate({ 'evals/golden.jsonl': SAMPLE_GOLDEN });
    const run = await runCliInProcess(['view'], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'view: this clone has neither a branch context-precision-data nor origin/context-precision-data.',
    );
    expect(run.stderr).toMatch(/first record \(a push of the workflow to the default branch/);
    expect(run.stderr).toContain(
      'Until then, see the dashboard of a local run: context-precision-gate view --report .context-precision/report.json',
    );
  });

  it('draws the dashboard of a local run, as its first record would be (view --report)', async () => {
    const dir = await repoAddingTheGate({
      'evals/golden.jsonl': SAMPLE_GOLDEN,
      'evals/retrieve.py': pythonRetriever(),
    });
    const scored = await runCliInProcess(
      [
        '--golden',
        'evals/golden.jsonl',
        '--retriever-command',
        'python3 evals/retrieve.py',
        '--no-cache',
      ],
      dir,
    );
    expect(scored.code, scored.stderr).toBe(0);
    const view = await runCliInProcess(['view', '--report', '.context-precision/report.json'], dir);
    expect(view.stderr).toBe('');
    expect(view.stdout).toContain(
      'The dashboard of 1 gate (default) of the run in .context-precision/report.json',
    );
    const folder = join(dir, '.context-precision', 'dashboard');
    expect(readFileSync(join(folder, 'index.html'), 'utf8')).toContain('["default"]');
    // The summary the page charts: one commit, the run's MAP (the stub retrieves each case's page first).
    const summary = readFileSync(join(folder, 'default', 'dashboard', 'summary.js'), 'utf8');
    expect(summary).toMatch(/"score":1[,}]/);
  });
});
