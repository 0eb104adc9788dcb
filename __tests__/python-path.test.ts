import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_GOLDEN } from '../src/cli/retriever-stubs.js';
import { runGateStep, stepsOf } from './helpers/gate-step.js';
import { repoRoot } from './helpers/run-action.js';
import { runCliInProcess } from './helpers/run-cli.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// A Python repository's path (issue 17, findings 5 and 6): the stdlib retriever in examples/python,
// and `init` writing what such a repository needs, with one set of paths, runnable with no key.
const workspace = tempFolderPerTest();
const read = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');

const cli = runCliInProcess;

describe('examples/python', () => {
  it('is the retriever and golden file init writes, and scores 1 with labels, no key', async () => {
    const dir = join(repoRoot, 'examples', 'python');
    expect(read(dir, 'evals/golden.jsonl')).toBe(SAMPLE_GOLDEN);
    expect(read(dir, 'evals/retrieve.py').trimEnd().split('\n').length).toBeLessThanOrEqual(40);
    const out = await workspace({});
    const result = await cli(
      [
        '--golden',
        join(dir, 'evals/golden.jsonl'),
        '--retriever-command',
        `python3 ${join(dir, 'evals/retrieve.py')}`,
        '--json',
        '--no-cache',
      ],
      out,
    );
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as { score: number; cases: { id: string }[] };
    expect(report.score).toBe(1);
    expect(report.cases.map((c) => c.id)).toEqual([
      'refund-window',
      'shipping-time',
      'reset-password',
    ]);
  });
});

describe('init', () => {
  it('in a Python repository: setup-python and pip, the stub, .gitignore; the workflow runs as written with no key', async () => {
    const dir = await workspace({ 'requirements.txt': 'requests==2.32.3\n' });
    const first = await cli(['init'], dir);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('A Python repository (pip install -r requirements.txt).');
    expect(first.stdout).toContain('wrote evals/retrieve.py');
    expect(first.stdout).toContain('wrote .gitignore with .context-precision/');
    const workflow = read(dir, '.github/workflows/context-precision.yml');
    const steps = stepsOf(workflow);
    expect(steps.map((s) => s.uses ?? s.run)).toEqual([
      'actions/checkout@v5',
      'actions/setup-python@v6',
      'pip install -r requirements.txt',
      'context-precision/context-precision-gate@v1',
      'actions/upload-artifact@v4',
      expect.stringContaining('echo "MAP'),
    ]);
    expect(read(dir, '.gitignore')).toBe('.context-precision/\n');
    expect(read(dir, 'evals/retrieve.py')).toBe(
      read(join(repoRoot, 'examples', 'python'), 'evals/retrieve.py'),
    );

    const run = await runGateStep(workflow, dir);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ score: 1, passed: true });

    // A second init keeps everything and does not add .context-precision/ twice.
    const again = await cli(['init'], dir);
    expect(again.stdout).toContain('kept evals/golden.jsonl (it exists; nothing was overwritten)');
    expect(again.stdout).toContain('.gitignore already ignores .context-precision/');
    expect(read(dir, '.gitignore')).toBe('.context-precision/\n');
  });

  it('with pyproject.toml: pip install .; an existing retriever and .gitignore are kept, appended to', async () => {
    const dir = await workspace({
      'pyproject.toml': '[project]\nname = "rag"\n',
      'evals/retrieve.py': 'print("mine")\n',
      '.gitignore': '__pycache__/\n*.pyc', // no newline at the end
    });
    const result = await cli(['init'], dir);
    expect(result.stdout).toContain('kept evals/retrieve.py');
    expect(result.stdout).toContain('added to .gitignore: .context-precision/');
    expect(read(dir, 'evals/retrieve.py')).toBe('print("mine")\n');
    expect(read(dir, '.gitignore')).toBe('__pycache__/\n*.pyc\n.context-precision/\n');
    const steps = stepsOf(read(dir, '.github/workflows/context-precision.yml'));
    expect(steps.map((s) => s.run).filter(Boolean)[0]).toBe('pip install .');
  });

  it('in a Node repository: setup-node and npm ci, a Node stub; the workflow runs as written', async () => {
    const dir = await workspace({
      'package.json': '{ "name": "rag", "private": true }\n',
      'package-lock.json': '{}\n',
      '.gitignore': 'node_modules/\n/.context-precision\n',
    });
    const result = await cli(['init'], dir);
    expect(result.stdout).toContain('A Node repository (npm ci).');
    expect(result.stdout).toContain('wrote evals/retrieve.mjs');
    expect(result.stdout).toContain('.gitignore already ignores .context-precision/');
    const workflow = read(dir, '.github/workflows/context-precision.yml');
    expect(stepsOf(workflow).map((s) => s.uses ?? s.run)).toEqual([
      'actions/checkout@v5',
      'actions/setup-node@v5',
      'npm ci',
      'context-precision/context-precision-gate@v1',
      'actions/upload-artifact@v4',
      expect.stringContaining('echo "MAP'),
    ]);
    const run = await runGateStep(workflow, dir);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ score: 1, passed: true });
  });
});
