import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// Builds the bundle from src/ for the tests that need one: the end-to-end tests run it (so they
// test the sources, not a stale dist/), and dist.test.ts compares it with the committed dist/.
// The build is cached under node_modules/.cache/cpg-dist/<hash of src/, the lock file and the
// build script>, so only the first run after a change pays for ncc. Workers inherit CPG_DIST_DIR /
// CPG_DIST_ENTRY from this process.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default async function setup(): Promise<void> {
  // CPG_DIST_DIR=dist npx vitest run <file>: test an existing build.
  if (process.env.CPG_DIST_DIR) {
    process.env.CPG_DIST_ENTRY = join(process.env.CPG_DIST_DIR, 'index.js');
    return;
  }
  const out = join(repoRoot, 'node_modules', '.cache', 'cpg-dist', await sourceHash());
  if (!existsSync(join(out, 'index.js'))) await build(out);
  process.env.CPG_DIST_DIR = out;
  process.env.CPG_DIST_ENTRY = join(out, 'index.js');
}

/** A hash of everything the bundle is made from. */
async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = [
    ...(await filesUnder(join(repoRoot, 'src'))),
    join(repoRoot, 'package-lock.json'),
    join(repoRoot, 'tsconfig.json'),
    join(repoRoot, 'scripts', 'build.mjs'),
  ];
  for (const file of files.sort()) {
    hash
      .update(relative(repoRoot, file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Builds into a sibling folder, then renames it into place, so a killed build leaves no cache. */
async function build(out: string): Promise<void> {
  const partial = `${out}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [join(repoRoot, 'scripts/build.mjs'), partial], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('close', resolve);
  });
  if (code !== 0) {
    await rm(partial, { recursive: true, force: true });
    throw new Error(`building the bundle from src/ failed (exit ${code})`);
  }
  await rm(out, { recursive: true, force: true });
  await rename(partial, out);
}
