#!/usr/bin/env node
// `npm start`: scores the bundled example with the CLI. Offline by default: the labelled cases
// are judged by their labels. With OPENAI_API_KEY set, the unlabelled cases go to the LLM judge too.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const hasKey = Boolean(process.env.OPENAI_API_KEY?.trim());
const golden = hasKey ? 'examples/golden/*.jsonl' : 'examples/golden/labelled.jsonl';
console.error(
  hasKey
    ? 'OPENAI_API_KEY is set: the 4 unlabelled cases are judged by the LLM (openai/gpt-4.1-mini), the rest by labels.'
    : 'Offline: scoring the 8 labelled cases by their labels. Set OPENAI_API_KEY to also judge the 4 unlabelled ones with the LLM.',
);
const args = [
  'bin/context-precision-gate.js',
  '--golden',
  golden,
  '--retriever-command',
  'node examples/retriever.mjs',
  '--report-path',
  '.context-precision/example-report.json',
  ...process.argv.slice(2),
];
const { status } = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
process.exitCode = status ?? 1;

// The next step (after a run that wrote its files: passed or failed): the comment it would post,
// and the gate in your own repository, installed as the README's quick start does.
if (status === 0 || status === 1) {
  const report = resolve(root, args[args.lastIndexOf('--report-path') + 1]);
  const { name, version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const tarball = join(root, 'build', `${name}-${version}.tgz`);
  console.error(`
Next:
  Read the PR comment this run would post: ${report.replace(/\.json$/i, '')}.comment.md (markdown).
  Gate your own repository; before the first release the CLI is not on npm, so from this clone:
    npm run pack   # packs the CLI: ${tarball}
    npm install --global ${tarball}
    cd /path/to/your/repository && npx context-precision-gate init
  README.md's "Five minutes" (docs/node.md for Node and TypeScript) goes on from there.`);
}
