#!/usr/bin/env node
// What a user's `npm install --save-dev` of the CLI pulls (issue 17, finding 1): the release
// tarball (scripts/pack.mjs) and the git repository at a commit (git+file://…#<sha>, as the
// README's `npm install --save-dev github:owner/repo#<sha>`; issue 26, finding 1), each into an
// empty project, offline. Prints both sizes and exits 1 when either install is 30 MB or more,
// pulls anything but the CLI, is not saved in devDependencies, or its bin does not answer
// --version. About 15-30 s (npm prepares the git copy by installing its devDependencies: the
// `workspaces` field and the `build` script ask for it); ci.yml runs it on every push.
// The suite's install-paths.test.ts checks the tarball's install only.
// Usage: node bench/install-size.mjs
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

// No options: a mistyped one stops here, before any install (bench-start.test.ts relies on it).
parseArgs({ options: {} });
const root = fileURLToPath(new URL('..', import.meta.url));
const MB = 1024 * 1024;
const LIMIT = 30 * MB;
const shell = process.platform === 'win32';
const npm = shell ? 'npm.cmd' : 'npm';
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', shell, maxBuffer: 64 * MB, stdio: 'pipe' });

function sizeOf(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((total, entry) => total + sizeOf(join(path, entry)), 0);
}

/** Installs `spec` into a new empty project; returns its node_modules size, or a problem. */
function install(dir, spec) {
  const project = join(dir, `project-${readdirSync(dir).length}`);
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    '{ "name": "a-rag-app", "version": "1.0.0", "private": true }\n',
  );
  run(npm, ['install', '--offline', '--no-audit', '--no-fund', '--save-dev', spec], project);
  const modules = join(project, 'node_modules');
  const pulled = readdirSync(modules).filter((d) => !d.startsWith('.'));
  const bin = join(modules, 'context-precision-gate', 'bin', 'context-precision-gate.js');
  const version = run(process.execPath, [bin, '--version'], project).trim();
  const size = sizeOf(modules);
  const problems = [];
  if (pulled.join() !== 'context-precision-gate') problems.push(`pulled ${pulled.join(', ')}`);
  const saved = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')).devDependencies;
  if (saved?.['context-precision-gate'] === undefined) problems.push('not in devDependencies');
  if (!/^\d+\.\d+\.\d+/.test(version))
    problems.push(`--version printed ${JSON.stringify(version)}`);
  if (size >= LIMIT) problems.push(`${(size / MB).toFixed(1)} MB, not under 30 MB`);
  return { size, version, problems };
}

/**
 * The repository as GitHub serves it: the tracked files (and new ones not ignored), committed; its
 * spec at that commit.
 */
function gitCopy(dir) {
  const repo = join(dir, 'repo');
  mkdirSync(repo);
  const files = run('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], root);
  for (const path of files.split('\0').filter(Boolean)) {
    try {
      cpSync(join(root, path), join(repo, path), { recursive: true });
    } catch {
      // deleted in the work tree: not in the repository either
    }
  }
  run('git', ['init', '-q'], repo);
  run('git', ['add', '-A'], repo);
  run(
    'git',
    ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'snapshot'],
    repo,
  );
  return `git+file://${repo}#${run('git', ['rev-parse', 'HEAD'], repo).trim()}`;
}

const dir = mkdtempSync(join(tmpdir(), 'cpg-install-'));
let failed = false;
try {
  const tarball = run(process.execPath, [join(root, 'scripts/pack.mjs'), dir])
    .trim()
    .split('\n')
    .pop();
  const rows = [
    ['release tarball', statSync(tarball).size, install(dir, tarball)],
    ['git repository at a commit', null, install(dir, gitCopy(dir))],
  ];
  console.log('| install from | download | node_modules | --version | problems |');
  console.log('|---|--:|--:|---|---|');
  for (const [from, download, r] of rows) {
    failed ||= r.problems.length > 0;
    const dl = download === null ? '–' : `${(download / MB).toFixed(1)} MB`;
    console.log(
      `| ${from} | ${dl} | ${(r.size / MB).toFixed(1)} MB | ${r.version} | ${r.problems.join('; ') || 'none'} |`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
