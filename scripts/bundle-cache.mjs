// The cache of bundles built from src/, for the tests that run one (action-smoke, dist): one
// folder per hash of everything the bundle is made from, under node_modules/.cache/cpg-dist/.
// `npm run build` puts its build there too, so the tests after it build nothing.
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The file of a build that names the sources it was built from (their sourceHash). */
export const SOURCE_HASH_FILE = 'source-hash.txt';

/** The cache folder for the sources as they are now. */
export async function bundleCacheDir() {
  return join(root, 'node_modules', '.cache', 'cpg-dist', await sourceHash());
}

/** Copies a finished build into the cache (a sibling folder renamed into place: never half). */
export async function storeInCache(built, out) {
  const partial = `${out}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(join(out, '..'), { recursive: true });
  await cp(built, partial, { recursive: true });
  await rm(out, { recursive: true, force: true });
  await rename(partial, out);
}

/** The examples' files `init` writes, which a build copies beside the bundle: [folder, name]. */
export const EXAMPLE_FILES = [
  ['python', 'retrieve.py'],
  ['python', 'golden.jsonl'],
  ['typescript', 'retrieve.mts'],
];

/** A hash of src/, the lock file, tsconfig.json and the build script (a build writes it to SOURCE_HASH_FILE). */
export async function sourceHash() {
  const hash = createHash('sha256');
  const entries = await readdir(join(root, 'src'), { withFileTypes: true, recursive: true });
  const files = [
    ...entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)),
    join(root, 'package-lock.json'),
    join(root, 'tsconfig.json'),
    join(root, 'scripts', 'build.mjs'),
    ...EXAMPLE_FILES.map(([folder, name]) => join(root, 'examples', folder, 'evals', name)),
  ];
  for (const file of files.sort()) {
    hash
      .update(relative(root, file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
