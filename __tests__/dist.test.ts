import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS, builtBundle } from './helpers/bundle.js';
import { repoRoot } from './helpers/run-action.js';

// The committed dist/ is what users run: it must be the build of the committed src/ (the same
// build as `npm run build`, made once per change of src/: helpers/bundle.ts).
describe('dist/', () => {
  it(
    'is the current build of src/ (run npm run build and commit dist/)',
    { timeout: BUILD_TIMEOUT_MS },
    async () => {
      const built = await builtBundle();
      const files = (await readdir(built as string)).sort();
      expect((await readdir(join(repoRoot, 'dist'))).sort()).toEqual(files);
      for (const file of files) {
        const same =
          (await readFile(join(built as string, file), 'utf8')) ===
          (await readFile(join(repoRoot, 'dist', file), 'utf8'));
        expect(same, `dist/${file} differs from a fresh build`).toBe(true);
      }
    },
  );
});
