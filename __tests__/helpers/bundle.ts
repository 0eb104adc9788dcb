import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import {
  bundleCacheDir,
  SOURCE_HASH_FILE,
  sourceHash,
  storeInCache,
} from '../../scripts/bundle-cache.mjs';
import { repoRoot } from './run-action.js';

/** How long the build may take on a busy 2-core machine (a test file's beforeAll waits this long). */
export const BUILD_TIMEOUT_MS = 240_000;

/**
 * The bundle built from src/ as it is now (the folder holding index.js), for the tests that run it
 * (action-smoke, cli-interrupt, gitlab-recipe): dist/ when its stamp says it is that build (a
 * clean clone: the build costs ~20 s of CPU), else built on first use and cached by a hash of
 * what it is made from (`npm run build` fills the cache too), so a run that needs no bundle
 * builds none. One worker builds; another that needs it meanwhile waits for it.
 * `CPG_DIST_DIR=dist npx vitest run <file>` tests an existing build instead.
 */
export async function builtBundle(): Promise<string> {
  if (process.env.CPG_DIST_DIR) return process.env.CPG_DIST_DIR;
  // The committed dist/ when it is the build of the sources as they are (a clean clone): no build.
  if (await distIsCurrent()) return join(repoRoot, 'dist');
  const out = await bundleCacheDir();
  const lock = `${out}.lock`;
  // On a clean clone the cache folder does not exist yet: without it the lock can never be taken.
  await mkdir(dirname(lock), { recursive: true });
  for (;;) {
    if (existsSync(join(out, 'index.js'))) return out;
    try {
      await mkdir(lock, { recursive: false });
    } catch {
      // Another worker builds it; a lock older than a build can take was left by a killed run.
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > BUILD_TIMEOUT_MS) await rm(lock, { recursive: true, force: true });
      await wait(200);
      continue;
    }
    try {
      if (!existsSync(join(out, 'index.js'))) await build(out);
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

async function build(out: string): Promise<void> {
  const partial = `${out}.build-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  try {
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, [join(repoRoot, 'scripts/build.mjs'), partial], {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child.on('close', resolve);
    });
    if (code !== 0) throw new Error(`building the bundle from src/ failed (exit ${code})`);
    await storeInCache(partial, out);
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

/** Whether dist/ says it was built from the sources as they are now (scripts/build.mjs's stamp). */
export async function distIsCurrent(): Promise<boolean> {
  const stamp = await readFile(join(repoRoot, 'dist', SOURCE_HASH_FILE), 'utf8').catch(() => '');
  return stamp.trim() === (await sourceHash());
}
