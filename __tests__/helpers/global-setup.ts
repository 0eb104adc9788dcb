import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Builds the bundle from src/ once per test run, into a temporary folder: the end-to-end tests run
// it (so they test the sources, not a stale dist/), and dist.test.ts compares it with the committed
// dist/. Workers inherit CPG_DIST_DIR / CPG_DIST_ENTRY from this process.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default async function setup(): Promise<() => Promise<void>> {
  // CPG_DIST_DIR=dist npx vitest run <file>: test an existing build (quick iterations; the full
  // suite builds, so dist.test.ts still checks the committed dist/).
  if (process.env.CPG_DIST_DIR) {
    process.env.CPG_DIST_ENTRY = join(process.env.CPG_DIST_DIR, 'index.js');
    return async () => undefined;
  }
  const out = await mkdtemp(join(tmpdir(), 'cpg-dist-'));
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [join(repoRoot, 'scripts/build.mjs'), out], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`building the bundle from src/ failed (exit ${code})`);
  process.env.CPG_DIST_DIR = out;
  process.env.CPG_DIST_ENTRY = join(out, 'index.js');
  return () => rm(out, { recursive: true, force: true });
}
