import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI } from './helpers/fake-openai.js';
import { repoRoot } from './helpers/run-action.js';
import { binCli, runCliInProcess, runNodeProcess } from './helpers/run-cli.js';
import { tempFiles } from './helpers/temp-dir.js';

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.map((c) => c()));
  cleanups = [];
});

describe('the CLI', () => {
  it('scores the bundled example offline (what npm start runs)', async () => {
    // The report goes to a temp folder, not into the repository.
    const out = await tempFiles({});
    cleanups.push(out.cleanup);
    const result = await runNodeProcess(
      [
        join(repoRoot, 'examples', 'run-example.mjs'),
        '--report-path',
        join(out.dir, 'test-example.json'),
        '--cache',
        join(out.dir, 'verdicts.json'),
      ],
      repoRoot,
    );
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('Offline: scoring the 8 labelled cases by their labels');
    // The lexical retriever puts a distractor first for two cases and a miss at rank 2 for one.
    expect(result.stdout).toContain('Score 0.8542 (MAP over 8 cases)');
    expect(result.stdout).toMatch(/index-online\s+0\.50\s+1\.00\s+○●○○○\s+relevant at rank 2 of 5/);
    const report = JSON.parse(readFileSync(join(out.dir, 'test-example.json'), 'utf8'));
    expect(report.cases).toHaveLength(8);
    expect(report.passed).toBe(true);
    // The job summary and the comment beside the report, with the passed verdict's heading.
    expect(readFileSync(join(out.dir, 'test-example.md'), 'utf8')).toMatch(/^### ✅ /m);
    expect(readFileSync(join(out.dir, 'test-example.comment.md'), 'utf8')).toMatch(
      /^<!-- context-precision-gate:default -->\n### ✅ /,
    );
    // It ends with the next step (issue 26, finding 7): the comment it wrote, and init in your own
    // repository by the install that works before the first release (the README's quick start).
    const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
    const tarball = join(repoRoot, 'build', `context-precision-gate-${version}.tgz`);
    expect(result.stderr.trimEnd().split('\n').slice(-7)).toEqual([
      'Next:',
      `  Read the PR comment this run would post: ${join(out.dir, 'test-example.comment.md')} (markdown).`,
      '  Gate your own repository; before the first release the CLI is not on npm, so from this clone:',
      `    npm run pack   # packs the CLI: ${tarball}`,
      `    npm install --global ${tarball}`,
      '    cd /path/to/your/repository && npx context-precision-gate init',
      `  README.md's "Five minutes" (docs/node.md for Node and TypeScript) goes on from there.`,
    ]);
  });

  it('judges the unlabelled example cases with the LLM when a key is set, and says so', async () => {
    const fake = await startFakeOpenAI();
    const out = await tempFiles({});
    cleanups.push(out.cleanup);
    try {
      const result = await runNodeProcess(
        [
          join(repoRoot, 'examples', 'run-example.mjs'),
          '--base-url',
          fake.url,
          '--report-path',
          join(out.dir, 'test-example-llm.json'),
          // Its own verdict cache: a cache left by an earlier run would answer for the judge.
          '--cache',
          join(out.dir, 'verdicts.json'),
        ],
        repoRoot,
        { OPENAI_API_KEY: 'sk-example' },
      );
      expect(result.stderr).toContain(
        'OPENAI_API_KEY is set: the 4 unlabelled cases are judged by the LLM',
      );
      expect(fake.requests).toHaveLength(4);
      expect(result.stdout).toContain('(MAP over 12 cases)');
      expect(result.stdout).toMatch(
        /judge openai\/gpt-4\.1-mini at http:\/\/127\.0\.0\.1:\d+\/v1 \(prompt [^)]+\) · 4 judge requests/,
      );
      const report = JSON.parse(readFileSync(join(out.dir, 'test-example-llm.json'), 'utf8'));
      expect(
        report.cases
          .filter((c: { judge: string }) => c.judge === 'llm')
          .map((c: { id: string }) => c.id)
          .sort(),
      ).toEqual([
        'config-work-mem',
        'pool-session-state',
        'repl-sync-commit-hang',
        'vacuum-wraparound',
      ]);
    } finally {
      await fake.close();
    }
  });

  it('exits 1 when the gate fails, 2 on bad input, and takes --flag=value', async () => {
    const t = await tempFiles({
      'g.jsonl': '{"id":"a","query":"q","relevant":["x"],"contexts":["y",{"id":"x","text":"x"}]}\n',
    });
    cleanups.push(t.cleanup);
    const failed = await runCliInProcess(['--golden=g.jsonl', '--threshold', '0.9'], t.dir);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain('✗ score 0.5 is below the threshold 0.9');
    expect(existsSync(join(t.dir, '.context-precision', 'report.json'))).toBe(true);
    const bad = await runCliInProcess(
      ['--golden', 'g.jsonl', '--thresold', '0.9', '--k', 'x'],
      t.dir,
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('unknown flag --thresold');
    const badValue = await runCliInProcess(['--golden', 'g.jsonl', '--k', 'x'], t.dir);
    expect(badValue.code).toBe(2);
    expect(badValue.stderr).toContain('k: expected an integer >= 1, got "x"');
  });

  it('init leaves symbolic links alone and says so (issue 25, finding 10)', async () => {
    const outside = await tempFiles({ 'ignore-list': 'node_modules\n', 'workflows/.keep': '' });
    const t = await tempFiles({});
    cleanups.push(outside.cleanup, t.cleanup);
    symlinkSync(join(outside.dir, 'ignore-list'), join(t.dir, '.gitignore'));
    mkdirSync(join(t.dir, '.github'));
    symlinkSync(join(outside.dir, 'workflows'), join(t.dir, '.github', 'workflows'));
    mkdirSync(join(t.dir, 'evals'));
    symlinkSync(join(outside.dir, 'missing.jsonl'), join(t.dir, 'evals', 'golden.jsonl'));
    // Old code: the workflow written into the outside folder, .context-precision/ appended to the
    // outside file, then "Unexpected error: EEXIST" on the dangling golden file, exit 2.
    const result = await runCliInProcess(['init'], t.dir);
    expect(result.code, result.stderr).toBe(0);
    expect(readdirSync(join(outside.dir, 'workflows'))).toEqual(['.keep']);
    expect(readFileSync(join(outside.dir, 'ignore-list'), 'utf8')).toBe('node_modules\n');
    expect(existsSync(join(outside.dir, 'missing.jsonl'))).toBe(false);
    expect(result.stdout).toContain(
      'left .github/workflows alone: a symbolic link (init writes through none)',
    );
    expect(result.stdout).toContain(
      'left evals/golden.jsonl alone: a symbolic link (init writes through none)',
    );
    expect(result.stdout).toContain('left .gitignore alone: a symbolic link');
    expect(result.stdout).toContain('wrote evals/retrieve.py');
  });

  it('writes its report, summary, comment and cache through no symbolic link in the clone', async () => {
    const outside = await tempFiles({ 'keep.txt': 'mine' });
    const t = await tempFiles({
      'g.jsonl': '{"id":"a","query":"q","relevant":["x"],"contexts":[{"id":"x","text":"t"}]}\n',
    });
    cleanups.push(outside.cleanup, t.cleanup);
    symlinkSync(outside.dir, join(t.dir, '.context-precision'));
    // Old code: exit 0, report.json, .html, .md, .comment.md and verdicts.json written outside.
    const linked = await runCliInProcess(['--golden', 'g.jsonl'], t.dir);
    expect(linked.code).toBe(2);
    expect(linked.stderr).toContain(
      '.context-precision is a symbolic link (committed to the repository?), and the CLI writes into this clone through no link',
    );
    expect(readdirSync(outside.dir)).toEqual(['keep.txt']);
    // A file planted as a link beside a real folder is refused too; a path outside the clone is the user's.
    const real = join(t.dir, 'out');
    mkdirSync(real);
    symlinkSync(join(outside.dir, 'keep.txt'), join(real, 'r.md'));
    const planted = await runCliInProcess(
      ['--golden', 'g.jsonl', '--report-path', 'out/r.json'],
      t.dir,
    );
    expect(planted.code).toBe(2);
    expect(planted.stderr).toContain('out/r.md is a symbolic link');
    expect(readFileSync(join(outside.dir, 'keep.txt'), 'utf8')).toBe('mine');
    const away = await runCliInProcess(
      ['--golden', 'g.jsonl', '--no-cache', '--report-path', join(outside.dir, 'r.json')],
      t.dir,
    );
    expect(away.code, away.stderr).toBe(0);
    expect(existsSync(join(outside.dir, 'r.json'))).toBe(true);
  });

  it('refuses an empty --baseline-ref or --baseline (issue 25, finding 12)', async () => {
    const t = await tempFiles({
      'g.jsonl': '{"id":"a","query":"q","relevant":["x"],"contexts":["x"]}\n',
    });
    cleanups.push(t.cleanup);
    // Old code: exit 0, a threshold-only run compared with nothing.
    for (const args of [['--baseline-ref', ''], ['--baseline=']]) {
      const empty = await runCliInProcess(['--golden', 'g.jsonl', ...args], t.dir);
      expect(empty.code).toBe(2);
      const flag = (args[0] as string).replace('=', '');
      expect(empty.stderr).toMatch(
        new RegExp(`${flag} is empty: give a <[^>]+> or leave the flag out`),
      );
    }
  });

  it('calls YAML .nan "not a number", in gates and in golden grades and scores', async () => {
    const t = await tempFiles({
      'g.yaml':
        '- id: a\n  query: q\n  relevant: { x: .nan }\n  contexts:\n    - { id: x, text: x, score: .nan }\n',
      'ok.jsonl': '{"id":"a","query":"q","relevant":["x"],"contexts":["x"]}\n',
    });
    cleanups.push(t.cleanup);
    const gates = await runCliInProcess(
      ['--golden', 'ok.jsonl', '--gates', 'recall: { min: .nan }'],
      t.dir,
    );
    expect(gates.code).toBe(2);
    expect(gates.stderr).toContain(
      "gates: recall.min: expected a number from 0 to 1 (the metric's own units), got .nan (not a number)",
    );
    const golden = await runCliInProcess(['--golden', 'g.yaml'], t.dir);
    expect(golden.code).toBe(2);
    expect(golden.stderr).not.toContain('too large');
    expect(golden.stderr).toContain(
      'g.yaml:3: case "a": field "relevant.x": expected a number, got .nan (not a number)',
    );
    expect(golden.stderr).toContain(
      'g.yaml:5: case "a": field "contexts[0].score": expected a number, got .nan (not a number)',
    );
  });

  it('reads files wherever it is pointed, but never writes its report over an input', async () => {
    const line = '{"id":"a","query":"q","relevant":["x"],"contexts":["y",{"id":"x","text":"x"}]}\n';
    const elsewhere = await tempFiles({ 'g.jsonl': line });
    const t = await tempFiles({ 'g.jsonl': line });
    cleanups.push(elsewhere.cleanup, t.cleanup);
    // No containment in the CLI: a golden file outside the current folder is read.
    const outside = await runCliInProcess(
      ['--golden', join(elsewhere.dir, 'g.jsonl'), '--threshold', '0'],
      t.dir,
    );
    expect(outside.code).toBe(0);
    const clobber = await runCliInProcess(
      ['--golden', 'g.jsonl', '--report-path', 'g.jsonl'],
      t.dir,
    );
    expect(clobber.code).toBe(2);
    expect(clobber.stderr).toBe(
      'report-path: "g.jsonl" is the golden file "g.jsonl"; writing the report there would overwrite it, so choose another report-path\n',
    );
    expect(readFileSync(join(t.dir, 'g.jsonl'), 'utf8')).toBe(line);
  });

  it('a run that fails once scoring began removes the passing report an earlier run left, never an input; a typo in a flag keeps it (issue 41)', async () => {
    const t = await tempFiles({
      'g.jsonl': '{"id":"a","query":"q","relevant":["x"],"contexts":[{"id":"x","text":"x"}]}\n',
    });
    cleanups.push(t.cleanup);
    const out = join(t.dir, '.context-precision');
    const passed = await runCliInProcess(['--golden', 'g.jsonl'], t.dir);
    expect(passed.code).toBe(0);
    expect(JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')).passed).toBe(true);
    const typo = await runCliInProcess(['--golden', 'g.jsonl', '--k', 'x'], t.dir);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toBe('1 invalid input\n  - k: expected an integer >= 1, got "x"\n');
    expect(JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')).passed).toBe(true);
    const failed = await runCliInProcess(
      ['--golden', 'g.jsonl', '--retriever-command', 'exit 3'],
      t.dir,
    );
    expect(failed.code).toBe(2);
    expect(failed.stderr).toContain('exited with code 3');
    expect(failed.stderr).toContain(
      `Removed ${join(out, 'report.json')}, the report of an earlier run, as this run made none.`,
    );
    for (const file of ['report.json', 'report.md', 'report.comment.md'])
      expect(existsSync(join(out, file))).toBe(false);
    // A report the failed run was given as an input stays, wherever its report would have gone.
    await runCliInProcess(['--golden', 'g.jsonl', '--report-path', 'kept.json'], t.dir);
    const publish = await runCliInProcess(
      ['--report', 'kept.json', '--report-path', 'kept.json', '--baseline', 'missing.json'],
      t.dir,
    );
    expect(publish.code).toBe(2);
    expect(existsSync(join(t.dir, 'kept.json'))).toBe(true);
  });

  it('an unwritable report-path is an input error naming it, not a stack trace', async () => {
    const t = await tempFiles({
      'g.jsonl': '{"id":"a","query":"q","relevant":["x"],"contexts":[{"id":"x","text":"x"}]}\n',
      'folder/keep': '',
    });
    cleanups.push(t.cleanup);
    const underFile = await runCliInProcess(
      ['--golden', 'g.jsonl', '--report-path', 'g.jsonl/report.json'],
      t.dir,
    );
    expect(underFile.code).toBe(2);
    expect(underFile.stderr).toContain(
      `\nreport-path: cannot write "${join(t.dir, 'g.jsonl', 'report.json')}" (`,
    );
    expect(underFile.stderr).toMatch(
      /\((EEXIST|ENOTDIR): a part of the path is a file, not a folder\); choose a path the run can write\n$/,
    );
    expect(underFile.stderr).not.toContain('Unexpected error');
    const folder = await runCliInProcess(['--golden', 'g.jsonl', '--report-path', 'folder'], t.dir);
    expect(folder.code).toBe(2);
    expect(folder.stderr).toContain(
      `report-path: cannot write "${join(t.dir, 'folder')}" (EISDIR: it is a folder)`,
    );
  });

  it('prints its usage', async () => {
    const result = await runNodeProcess([binCli, '--help'], repoRoot);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('--retriever-command');
  });
});
