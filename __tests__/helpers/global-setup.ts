import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The suite's own temporary folder (TMPDIR for every worker, so tmpdir() is it): a test that
// leaves a file behind fails the run here, at the end, naming what it left.
export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'cpg-suite-'));
  process.env.TMPDIR = dir;
  return async () => {
    // Node's own compile cache (npm, run by install-paths.test, turns it on) is not a test's file.
    const left = (await readdir(dir)).filter((name) => name !== 'node-compile-cache');
    await rm(dir, { recursive: true, force: true });
    if (left.length > 0)
      throw new Error(
        `the tests left ${left.length} entries in their temp folder: ${left.join(', ')}`,
      );
  };
}
