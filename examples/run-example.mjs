#!/usr/bin/env node
// `npm start`: scores the bundled example with the CLI. Offline by default: the labelled cases
// are judged by their labels. With OPENAI_API_KEY set, the unlabelled cases go to the LLM judge too.
import { spawnSync } from 'node:child_process';
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
