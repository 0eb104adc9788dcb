// Where the HTML report goes (issue 30): beside the report JSON (report-path with .html), from the
// action (output html-path) and the CLI (which prints its path), in process. What the page does
// in a browser is html-report.test.ts's.
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML_GENERATOR } from '../src/report/html/render-html.js';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { pullRequestEvent, repoRoot, runAction } from './helpers/run-action.js';
import { runCliInProcess } from './helpers/run-cli.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

const folder = tempFolderPerTest();
const golden = readFileSync(join(repoRoot, 'examples/golden/labelled.jsonl'), 'utf8');
const retriever = `node ${JSON.stringify(join(repoRoot, 'examples/retriever.mjs'))}`;
const caseIds = golden
  .split('\n')
  .filter(Boolean)
  .map((line) => (JSON.parse(line) as { id: string }).id);

let gh: FakeGitHub;
beforeAll(async () => {
  gh = await startFakeGitHub();
});
afterAll(() => gh.close());

describe('the HTML report file', () => {
  it('the action writes it beside the report, sets html-path, and links the workflow run', async () => {
    const workspace = await folder({ 'golden.jsonl': golden });
    const run = await runAction({
      workspace,
      event: pullRequestEvent(7, 'f'.repeat(40)),
      inputs: {
        golden: 'golden.jsonl',
        'retriever-command': retriever,
        judge: 'labels',
        'github-token': 'ghs_test',
        'report-path': 'out/precision.json',
      },
      env: { GITHUB_API_URL: gh.url, GITHUB_SHA: 'f'.repeat(40), GITHUB_REF: 'refs/pull/7/merge' },
    });
    expect(run.code, run.stdout).toBe(0);
    const html = join(workspace, 'out', 'precision.html');
    expect(run.outputs['html-path']).toBe(html);
    const text = readFileSync(html, 'utf8');
    expect(text).toContain(HTML_GENERATOR);
    for (const id of caseIds) expect(text).toContain(JSON.stringify(id));
    expect(text).toContain('href="https://github.com/acme/rag/actions/runs/42"');
  });

  it('the CLI writes it beside its report and prints its path; a failed run removes a stale one', async () => {
    const dir = await folder({ 'golden.jsonl': golden });
    const args = ['--golden', 'golden.jsonl', '--retriever-command', retriever, '--no-cache'];
    const ok = await runCliInProcess([...args, '--report-path', 'r/run.json'], dir);
    expect(ok.code, ok.stderr).toBe(0);
    const html = join(dir, 'r', 'run.html');
    expect(ok.stderr).toContain(`HTML report: ${html}\n`);
    expect(readFileSync(html, 'utf8')).toContain(JSON.stringify(caseIds[0]));
    // No other output may take its path.
    const taken = await runCliInProcess(
      [...args, '--report-path', 'r/run.json', '--junit', 'r/run.html'],
      dir,
    );
    expect(taken.code).toBe(2);
    expect(taken.stderr).toContain(
      'junit-path: "r/run.html" is the report-path file; choose another junit-path',
    );
    // The next run fails on its input: no HTML report of the earlier run stays beside it.
    await writeFile(join(dir, 'golden.jsonl'), '{"query": 1}\n');
    const failed = await runCliInProcess([...args, '--report-path', 'r/run.json'], dir);
    expect(failed.code).toBe(2);
    expect(existsSync(html)).toBe(false);
  });
});
