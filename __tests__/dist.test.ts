import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/run-action.js';

// The committed dist/ is what users run: it must be the build of the committed src/.
describe('dist/', () => {
  it('is the current build of src/ (run npm run build and commit dist/)', async () => {
    const out = await mkdtemp(join(tmpdir(), 'cpg-dist-'));
    try {
      const code = await new Promise<number | null>((resolve) => {
        // The same build as `npm run build`, into a temporary folder.
        const child = spawn(process.execPath, [join(repoRoot, 'scripts/build.mjs'), out], {
          cwd: repoRoot,
          stdio: 'ignore',
        });
        child.on('close', resolve);
      });
      expect(code).toBe(0);
      const built = (await readdir(out)).sort();
      expect((await readdir(join(repoRoot, 'dist'))).sort()).toEqual(built);
      for (const file of built) {
        const same =
          (await readFile(join(out, file), 'utf8')) ===
          (await readFile(join(repoRoot, 'dist', file), 'utf8'));
        expect(same, `dist/${file} differs from a fresh build`).toBe(true);
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }, 120_000);
});
