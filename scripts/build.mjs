#!/usr/bin/env node
// Builds the action: ncc bundles src/ into OUT (default dist/), then OUT/licenses.txt gets the
// license of every package the bundle holds, read from ncc's module stats (ncc's own --license
// list misses most of them; every package is a devDependency, since dist/ bundles them).
// ncc only transpiles (--transpile-only: each file on its own, as tsconfig.json says); the type
// check is `npm run typecheck`'s, which CI runs, so a build takes seconds, not half a minute.
// Usage: node scripts/build.mjs [OUT]
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bundleCacheDir,
  EXAMPLE_FILES,
  SOURCE_HASH_FILE,
  sourceHash,
  storeInCache,
} from './bundle-cache.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = resolve(root, process.argv[2] ?? 'dist');
const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');

// ncc names its chunks by content: the chunks of an earlier build would stay beside the new ones.
if (existsSync(out))
  for (const file of readdirSync(out)) if (/^\d+\.index\.js$/.test(file)) rmSync(join(out, file));
const statsDir = mkdtempSync(join(tmpdir(), 'cpg-build-'));
const stats = join(statsDir, 'stats.json');
try {
  execFileSync(
    process.execPath,
    [
      ncc,
      'build',
      'src/index.ts',
      '-o',
      out,
      '--target',
      'es2022',
      '--quiet',
      '--transpile-only',
      '--stats-out',
      stats,
    ],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  writeFileSync(join(out, 'licenses.txt'), licenses(bundledPackageDirs(stats)));
  // The token table, read beside the chunk that counts (src/tokens/o200k.ts).
  copyFileSync(join(root, 'src', 'tokens', 'o200k-ranks.bin'), join(out, 'o200k-ranks.bin'));
  // The pages' scripts, read beside the chunk that inlines them (src/report/html/page-script.ts).
  rmSync(join(out, 'pages'), { recursive: true, force: true });
  cpSync(join(root, 'src', 'report', 'html', 'pages'), join(out, 'pages'), { recursive: true });
  // The files `init` writes (src/cli/retriever-stubs.ts), one copy each: the examples'.
  for (const [folder, name] of EXAMPLE_FILES)
    copyFileSync(join(root, 'examples', folder, 'evals', name), join(out, name));
  // Last: the sources this build is of, so the tests can tell a current dist/ without rebuilding.
  writeFileSync(join(out, SOURCE_HASH_FILE), `${await sourceHash()}\n`);
} finally {
  rmSync(statsDir, { recursive: true, force: true });
}
// The tests that run the bundle take this build instead of making their own.
if (out === join(root, 'dist')) await storeInCache(out, await bundleCacheDir());

function licenses(dirs) {
  const packages = new Map();
  for (const dir of dirs) {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const id = `${manifest.name}@${manifest.version}`;
    if (packages.has(id)) continue;
    const license =
      typeof manifest.license === 'string'
        ? manifest.license
        : (manifest.license?.type ?? 'UNKNOWN');
    const file = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(name));
    const text = file
      ? readFileSync(join(dir, file), 'utf8').trim()
      : `(no license file in the package; package.json says ${license})`;
    packages.set(id, `${id}\n${license}\n\n${text}\n`);
  }
  const entries = [...packages.keys()].sort().map((id) => packages.get(id));
  return `Third-party software bundled in dist/index.js (${entries.length} packages)\n\n${entries.join('\n-----\n\n')}`;
}

/** The folder of every package a module of the bundle came from (webpack stats of ncc). */
function bundledPackageDirs(statsFile) {
  const dirs = new Set();
  const visit = (modules) => {
    for (const module of modules ?? []) {
      const path = String(module.name ?? '');
      const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(path.replace(/^\.\//, ''));
      if (match) dirs.add(resolve(root, match[1]));
      visit(module.modules);
    }
  };
  visit(JSON.parse(readFileSync(statsFile, 'utf8')).modules);
  return [...dirs].filter((dir) => existsSync(join(dir, 'package.json')));
}
