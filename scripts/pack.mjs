#!/usr/bin/env node
// Packs the CLI for npm from the repository's own package.json: its `files` keep the tarball to
// the bundled engine (dist/), the bin, action.yml (the --help text), the README and the LICENSE;
// it has no dependencies (dist/ bundles them: every package is a devDependency), and the Node 24
// binary the project's own scripts use sits in a private workspace that installs never pull.
// Usage: node scripts/pack.mjs [OUT_DIR]   → prints the tarball's path.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = resolve(process.argv[2] ?? join(root, 'build'));
mkdirSync(out, { recursive: true });
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const name = execFileSync(npm, ['pack', '--silent', '--pack-destination', out], {
  cwd: root,
  encoding: 'utf8',
  shell: process.platform === 'win32',
})
  .trim()
  .split('\n')
  .pop();
console.log(join(out, name));
