import { execFile } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

const run = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Bytes on disk under a folder. */
function sizeOf(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((total, entry) => total + sizeOf(join(path, entry)), 0);
}

// The CLI as a user installs it: npm pack (scripts/pack.mjs), then npm install of the tarball into
// an empty project (no registry needed: the package has no dependencies).
describe('the npm package', () => {
  it('installs in under 30 MB with a working context-precision-gate bin', async () => {
    const { dir, cleanup } = await tempFiles({
      'project/package.json': '{ "name": "a-rag-app", "version": "1.0.0", "private": true }\n',
    });
    try {
      const { stdout } = await run(process.execPath, [join(repoRoot, 'scripts/pack.mjs'), dir]);
      const tarball = stdout.trim().split('\n').pop() as string;
      const project = join(dir, 'project');
      await run(npm, ['install', '--offline', '--no-audit', '--no-fund', tarball], {
        cwd: project,
        shell: process.platform === 'win32',
      });
      const installed = sizeOf(join(project, 'node_modules'));
      expect(installed).toBeLessThan(30 * 1024 * 1024);
      expect(readdirSync(join(project, 'node_modules')).filter((d) => !d.startsWith('.'))).toEqual([
        'context-precision-gate',
      ]);
      const bin = join(
        project,
        'node_modules',
        'context-precision-gate',
        'bin',
        'context-precision-gate.js',
      );
      const version = await run(process.execPath, [bin, '--version'], { cwd: project });
      expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
      const help = await run(process.execPath, [bin, '--help'], { cwd: project });
      expect(help.stdout).toMatch(/--golden <value> +Golden case files/);
      console.log(`installed package: ${(installed / 1024 / 1024).toFixed(1)} MB`);
    } finally {
      await cleanup();
    }
  }, 120_000);
});
