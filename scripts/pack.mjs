#!/usr/bin/env node
// Packs the CLI for npm: the bundled engine (dist/), the bin, action.yml (the --help text) and the
// docs, with a package.json that has no dependencies (dist/ bundles them) and none of the
// development tooling (the Node 24 binary the project's own tests use stays out).
// Usage: node scripts/pack.mjs [OUT_DIR]   → prints the tarball's path.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = resolve(process.argv[2] ?? join(root, 'build'));
const stage = join(out, 'package');
const source = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

rmSync(stage, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });
for (const entry of ['dist', 'bin', 'action.yml', 'README.md', 'LICENSE'])
  cpSync(join(root, entry), join(stage, entry), { recursive: true });
const manifest = {
  name: source.name,
  version: source.version,
  description: source.description,
  keywords: ['rag', 'retrieval', 'evaluation', 'context-precision', 'github-action', 'map'],
  license: source.license,
  type: 'module',
  engines: source.engines,
  bin: source.bin,
  main: source.main,
  files: ['dist', 'bin', 'action.yml', 'README.md', 'LICENSE'],
};
writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const name = execFileSync(npm, ['pack', '--silent', '--pack-destination', out], {
  cwd: stage,
  encoding: 'utf8',
  shell: process.platform === 'win32',
})
  .trim()
  .split('\n')
  .pop();
console.log(join(out, name));
