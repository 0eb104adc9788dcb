import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { packageRepository } from '../src/cli/package-files.js';
import { spawnAction } from './helpers/action-process.js';
import { repoRoot } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// The install paths that work before the first release (issue 26, finding 1), as the README gives
// them: the quick start's install from a clone (pack, a global install, then its own `npx
// context-precision-gate` lines), `npx --package <tarball>`, and the action at a commit sha. All
// offline: the package has no dependencies. The third path, the git repository at a commit in a
// package.json, costs half a minute of CPU (npm installs the repository's devDependencies to
// prepare it): bench/install-size.mjs runs it (ci.yml, on every push), not the suite.
const run = promisify(execFile);
const repository = packageRepository();
const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const quickStart = readme.slice(readme.indexOf('## Five minutes'));
const [install, setup] = [...quickStart.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) =>
  (m[1] as string).trim().split('\n'),
) as [string[], string[]];
const installSection = readme.slice(readme.indexOf('### Install'), readme.indexOf('## Reference'));

let root: { dir: string; cleanup: () => Promise<void> };
let clone: string; // the quick start's clone, ~/context-precision-gate
let tarball: string;
let sha: string;
// npm as a newcomer's: an empty home (its own cache), global installs under a temporary prefix.
let newcomer: NodeJS.ProcessEnv;

const sh = (line: string, cwd: string) =>
  run('sh', ['-c', line], { cwd, env: newcomer, maxBuffer: 16 * 1024 * 1024 });

beforeAll(async () => {
  root = await tempFiles({});
  mkdirSync(join(root.dir, 'home'));
  newcomer = {
    PATH: process.env.PATH,
    HOME: join(root.dir, 'home'),
    npm_config_prefix: join(root.dir, 'global'),
    npm_config_offline: 'true',
    npm_config_update_notifier: 'false',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
  };
  // The README's lines as written, but cloning this repository (its committed HEAD) from disk.
  expect(install[0]).toBe(`git clone https://github.com/${repository} ~/context-precision-gate`);
  let printed = '';
  for (const line of install) {
    const local = line.replace(`https://github.com/${repository}`, repoRoot.replaceAll('\\', '/'));
    printed = (await sh(local, root.dir)).stdout;
  }
  clone = join(root.dir, 'home', 'context-precision-gate');
  tarball = join(clone, 'build', readdirSync(join(clone, 'build'))[0] as string);
  expect(install[1]).toMatch(/^npm run pack --prefix ~\/context-precision-gate +# /);
  expect(install[2]).toBe(
    `npm install --global ~/context-precision-gate/build/${tarball.split(/[\\/]/).pop()}`,
  );
  expect(printed).toContain('added 1 package');
  sha = (await run('git', ['rev-parse', 'HEAD'], { cwd: clone })).stdout.trim();
}, 180_000);
afterAll(() => root.cleanup());

/** Bytes on disk under a folder. */
function sizeOf(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((total, entry) => total + sizeOf(join(path, entry)), 0);
}
const MB = 1024 * 1024;

describe.concurrent('before the first release', () => {
  // The CLI as a user installs it (issue 17, finding 1): the release tarball, under 30 MB
  // installed, with a working bin.
  it('the tarball holds only bin/, dist/, action.yml, README and LICENSE; installed: no dependency, under 30 MB, a working bin; npm publish --dry-run passes', async () => {
    const listing = await run('tar', ['tzf', tarball]);
    const tops = new Set(
      listing.stdout
        .trim()
        .split('\n')
        .map((path) => path.replace(/^package\//, '').split('/')[0]),
    );
    expect([...tops].sort()).toEqual([
      'LICENSE',
      'README.md',
      'action.yml',
      'bin',
      'dist',
      'package.json',
    ]);
    // The quick start's global install: only the CLI, never the Node 24 binary of our scripts.
    const installed = join(root.dir, 'global', 'lib', 'node_modules', 'context-precision-gate');
    expect(existsSync(join(installed, 'node_modules'))).toBe(false);
    expect(sizeOf(installed)).toBeLessThan(30 * MB);
    const version = await sh('npx context-precision-gate --version', root.dir);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    const help = await sh('npx context-precision-gate --help', root.dir);
    expect(help.stdout).toMatch(/--golden <value> +Golden case files/);
    const publish = await sh(`npm publish --dry-run ${tarball}`, root.dir);
    expect(publish.stdout + publish.stderr).toMatch(/\+ context-precision-gate@\d+\.\d+\.\d+/);
    console.log(
      `tarball ${(statSync(tarball).size / MB).toFixed(1)} MB; installed from it: ${(sizeOf(installed) / MB).toFixed(1)} MB`,
    );
  }, 120_000);

  it("the quick start's install makes its own lines work as written: init, then a first run, PASSED", async () => {
    const app = join(root.dir, 'python-app');
    mkdirSync(app);
    writeFileSync(join(app, 'requirements.txt'), '');
    const init = await sh(setup[0] as string, app);
    expect(init.stdout).toContain('wrote evals/retrieve.py');
    const first = await sh(setup[1] as string, app);
    expect(first.stdout).toContain('Context precision passed');
    expect(first.stdout).toContain('Score 1.0000 (MAP over 3 cases)');
  }, 120_000);

  it('npx --package <tarball> runs the CLI without installing it', async () => {
    const line = 'npx --package <tarball> context-precision-gate init';
    expect(installSection).toContain(`\`${line}\``);
    const app = join(root.dir, 'npx-app');
    mkdirSync(app);
    const init = await sh(line.replace('<tarball>', tarball.replaceAll('\\', '/')), app);
    expect(init.stdout).toContain('wrote evals/golden.jsonl');
    expect(readdirSync(app).sort()).toEqual(['.github', '.gitignore', 'evals']);
  }, 120_000);

  it("the action at a commit sha: that commit's action.yml runs its runs.main, which is in the commit", async () => {
    expect(installSection).toContain(`\`uses: ${repository}@<sha>\``);
    const action = join(root.dir, 'action');
    mkdirSync(action);
    // The repository at the commit as the runner downloads it: the archive of its tree.
    await run('git', ['archive', '--output', join(action, 'archive.tar'), sha], { cwd: clone });
    await run('tar', ['-xf', 'archive.tar'], { cwd: action });
    const tree = (await run('git', ['ls-tree', '-r', '--name-only', sha], { cwd: clone })).stdout;
    const { runs } = parse(readFileSync(join(action, 'action.yml'), 'utf8')) as {
      runs: { using: string; main: string };
    };
    expect(runs.using).toBe('node24');
    expect(tree.split('\n')).toContain(runs.main);
    // As ci.yml's example job runs `uses: ./`: the bundled example, judged by its labels.
    const result = await spawnAction(join(action, runs.main), {
      workspace: action,
      inputs: {
        golden: 'examples/golden/labelled.jsonl',
        'retriever-command': 'node examples/retriever.mjs',
        judge: 'labels',
        comment: 'false',
        record: 'false',
      },
    });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.outputs).toMatchObject({ passed: 'true', score: '0.8542', cases: '8' });
  }, 120_000);
});
