import { execFile } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

const run = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const shell = process.platform === 'win32';

/** Bytes on disk under a folder. */
function sizeOf(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((total, entry) => total + sizeOf(join(path, entry)), 0);
}

const APP = '{ "name": "a-rag-app", "version": "1.0.0", "private": true }\n';

/** npm install of `spec` into an empty project, offline (the package has no dependencies). */
async function installInto(project: string, spec: string): Promise<number> {
  await run(npm, ['install', '--offline', '--no-audit', '--no-fund', spec], {
    cwd: project,
    shell,
  });
  const modules = join(project, 'node_modules');
  // Only the CLI itself: no dependency, and never the Node 24 binary of the project's own scripts.
  expect(readdirSync(modules).filter((d) => !d.startsWith('.'))).toEqual([
    'context-precision-gate',
  ]);
  const bin = join(modules, 'context-precision-gate', 'bin', 'context-precision-gate.js');
  const version = await run(process.execPath, [bin, '--version'], { cwd: project });
  expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  const help = await run(process.execPath, [bin, '--help'], { cwd: project });
  expect(help.stdout).toMatch(/--golden <value> +Golden case files/);
  return sizeOf(modules);
}

const MB = 1024 * 1024;

// The CLI as a user installs it (issue 17, finding 1): the release tarball (npm pack), under 30 MB
// with a working bin. The install from the git repository (npm prepares a copy: 15-30 s) is
// measured by bench/install-size.mjs, which ci.yml runs on every push.
describe('the npm package', () => {
  it('packs only bin/, dist/, action.yml, README and LICENSE, installs in under 30 MB, and passes npm publish --dry-run', async () => {
    const { dir, cleanup } = await tempFiles({ 'project/package.json': APP });
    try {
      const { stdout } = await run(process.execPath, [join(repoRoot, 'scripts/pack.mjs'), dir]);
      const tarball = stdout.trim().split('\n').pop() as string;
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
      const installed = await installInto(join(dir, 'project'), tarball);
      expect(installed).toBeLessThan(30 * MB);
      const publish = await run(npm, ['publish', '--dry-run', tarball], { cwd: dir, shell });
      expect(publish.stdout + publish.stderr).toMatch(/\+ context-precision-gate@\d+\.\d+\.\d+/);
      console.log(
        `tarball ${(statSync(tarball).size / MB).toFixed(1)} MB; installed from it: ${(installed / MB).toFixed(1)} MB`,
      );
    } finally {
      await cleanup();
    }
  }, 180_000);
});
