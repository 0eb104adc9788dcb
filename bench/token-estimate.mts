/**
 * Token estimate: how close the estimate made before judging (`usage.estimatedInputTokens`, which
 * `max-judge-requests` refusals quote) comes to what OpenAI's tokenizer counts for the same
 * requests. The CLI (bin/context-precision-gate.js over dist/index.js, so build first) judges the
 * bundled PostgreSQL example with the LLM against the tests' fake OpenAI server on 127.0.0.1,
 * which counts tokens with `gpt-tokenizer`'s o200k_base (the encoding of gpt-4o, gpt-4.1 and
 * later). The bench counts, per request the fake received, the messages' text and the answer
 * schema, and compares the totals with the report's estimate (o200k_base) and with characters / 4.
 *
 *   node_modules/.bin/node bench/token-estimate.mts
 *
 * Not measured: the few tokens a provider adds per message, how it serializes the schema, other
 * providers' tokenizers, and output tokens (the fake's answers are not a model's; the estimate
 * assumes about 40 per verdict). Exits 1 when the input estimate is off by more than 15%.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
// Node runs .ts files only by their real name (see judge-cost.mts).
import { startFakeOpenAI } from '../__tests__/helpers/fake-openai.ts';

// No options: a mistyped one stops here, before the fake starts (bench-start.test.ts relies on it).
parseArgs({ options: {} });
const root = resolve(import.meta.dirname, '..');
const count = (text: string): number => encode(text).length;
const fake = await startFakeOpenAI({ countTokens: count });
const out = await mkdtemp(join(tmpdir(), 'cpg-token-bench-'));

interface Row {
  run: string;
  requests: number;
  estimated: number;
  o200k: number;
  quarter: number;
}
const rows: Row[] = [];

try {
  for (const [run, extra] of [
    ['12 cases, all contexts', []],
    ['12 cases, k 3', ['--k', '3']],
    ['12 cases, votes 3', ['--votes', '3']],
  ] as const) {
    fake.reset();
    const report = join(out, 'report.json');
    await cli([
      '--golden',
      'examples/golden/*.jsonl',
      '--retriever-command',
      'node examples/retriever.mjs',
      '--judge',
      'llm',
      '--base-url',
      fake.url,
      '--api-key',
      'sk-bench',
      '--no-cache',
      '--report-path',
      report,
      ...extra,
    ]);
    const usage = JSON.parse(await readFile(report, 'utf8')).usage;
    let o200k = 0;
    let chars = 0;
    for (const request of fake.requests) {
      const schema = JSON.stringify(
        request.body?.text?.format?.schema ?? request.body?.response_format?.json_schema?.schema,
      );
      o200k += count(request.text) + count(schema);
      chars += request.text.length + schema.length;
    }
    rows.push({
      run,
      requests: fake.requests.length,
      estimated: usage.estimatedInputTokens,
      o200k,
      quarter: Math.ceil(chars / 4),
    });
  }
} finally {
  await fake.close();
  await rm(out, { recursive: true, force: true });
}

const pct = (value: number, truth: number) =>
  `${value >= truth ? '+' : '−'}${((Math.abs(value - truth) / truth) * 100).toFixed(1)}%`;
const n = (value: number) => value.toLocaleString('en-US');
console.log(
  '\nInput tokens of the judge requests for the bundled example: estimated before judging vs OpenAI o200k_base\n',
);
console.log(
  '| run | requests | o200k_base (messages + schema) | estimate (o200k_base) | error | characters / 4 | error |',
);
console.log('|---|--:|--:|--:|--:|--:|--:|');
for (const r of rows)
  console.log(
    `| ${r.run} | ${r.requests} | ${n(r.o200k)} | ${n(r.estimated)} | ${pct(r.estimated, r.o200k)} | ${n(r.quarter)} | ${pct(r.quarter, r.o200k)} |`,
  );
const worst = Math.max(...rows.map((r) => Math.abs(r.estimated - r.o200k) / r.o200k));
if (worst > 0.15) {
  console.log(`\nFAILED: the estimate is off by ${(worst * 100).toFixed(1)}% (more than 15%).`);
  process.exitCode = 1;
} else console.log(`\nThe estimate is within ${(worst * 100).toFixed(1)}% of o200k_base.`);

function cli(args: readonly string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [join(root, 'bin', 'context-precision-gate.js'), ...args],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) =>
      code === 0 || code === 1 ? done() : fail(new Error(`the CLI exited ${code}:\n${stderr}`)),
    );
  });
}
