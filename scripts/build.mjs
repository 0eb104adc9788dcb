#!/usr/bin/env node
// Builds the action: ncc bundles src/ into OUT (default dist/), then OUT/licenses.txt gets the
// license of every production dependency (ncc's own --license list misses most of them).
// Usage: node scripts/build.mjs [OUT]
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleCacheDir, storeInCache } from './bundle-cache.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = resolve(root, process.argv[2] ?? 'dist');
const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');

execFileSync(
  process.execPath,
  [ncc, 'build', 'src/index.ts', '-o', out, '--target', 'es2022', '--quiet'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
writeFileSync(join(out, 'licenses.txt'), licenses());
// The tests that run the bundle take this build instead of making their own.
if (out === join(root, 'dist')) await storeInCache(out, await bundleCacheDir());

function licenses() {
  const packages = new Map();
  for (const dir of productionPackageDirs()) {
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

/** Every installed production dependency, direct or not (a superset of what ncc bundles). */
function productionPackageDirs() {
  let listing;
  try {
    listing = execFileSync('npm', ['ls', '--omit=dev', '--omit=optional', '--all', '--parseable'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    listing = error.stdout ?? '';
  }
  return listing
    .split('\n')
    .map((line) => line.trim())
    .filter(
      (dir) =>
        dir !== '' && resolve(dir) !== resolve(root) && existsSync(join(dir, 'package.json')),
    );
}
