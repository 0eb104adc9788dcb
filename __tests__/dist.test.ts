import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOURCE_HASH_FILE, sourceHash } from '../scripts/bundle-cache.mjs';
import { repoRoot } from './helpers/run-action.js';

// The committed dist/ is what users run: it must be the build of the committed src/. The build
// (scripts/build.mjs) stamps dist/ with a hash of everything it is made from (src/, the lock
// file, tsconfig.json, the build script); a change to any of them without `npm run build` leaves
// the stamp behind. Byte for byte, a fresh build is compared with dist/ by check-dist.yml on
// GitHub (a rebuild here would cost ~20 s of the suite's CPU).
describe('dist/', () => {
  it('is the build of the current src/ (run npm run build and commit dist/)', async () => {
    const stamp = await readFile(join(repoRoot, 'dist', SOURCE_HASH_FILE), 'utf8');
    expect(stamp.trim(), 'dist/ was built from other sources: run npm run build').toBe(
      await sourceHash(),
    );
  });
});
