/**
 * Variants (issue 27): what comparing three more retrievers in the same run costs. Makes CASES
 * LLM-judged cases with CONTEXTS passages each for the primary retriever, and three variants that
 * each keep 70% of the primary's passages (in another order) and retrieve 30% of their own. Then,
 * interleaved, --runs times each, the CLI in this process (src/, through ts-resolve) against the
 * tests' fake OpenAI server (each answer after --delay ms), with no verdict cache:
 *   primary   the primary retriever alone;
 *   variants  the same with the three variants (--variant-retrieval).
 * It prints the judge requests of each, the input tokens the judge was sent against the o200k
 * tokens of the distinct passages judged, and the wall times (medians).
 *
 *   node_modules/.bin/node --experimental-transform-types --import=./scripts/ts-resolve.mjs bench/variants.mts
 *   node_modules/.bin/node --experimental-transform-types --import=./scripts/ts-resolve.mjs bench/variants.mts --delay 500 --runs 5
 *
 * Loopback only; exits 1 when a goal is missed (one request a case; input tokens at most 1.1x
 * those of a primary-only run plus the variants' own passages; wall at most 1.5x).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { startFakeOpenAI } from '../__tests__/helpers/fake-openai.ts';
import { runCli } from '../src/cli.ts';
import { markdownTable } from './markdown-table.mts';
import { filler, mulberry32, type Context, type Result } from './synthetic.mts';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '200' },
    contexts: { type: 'string', default: '10' },
    delay: { type: 'string', default: '200' },
    runs: { type: 'string', default: '3' },
  },
});
const CASES = Number(values.cases);
const K = Number(values.contexts);
const VARIANTS = ['bge-small', 'e5-base', 'hybrid'];
const KEPT = Math.round(K * 0.7);

const rand = mulberry32(0x5eed);
const passage = (caseId: string, tag: string): Context => ({
  id: `${caseId}-${tag}`,
  text: `${rand() < 0.4 ? 'REL' : 'OFF'} ${caseId} ${tag}: ${filler(rand, 80)}`,
});
const shuffled = <T,>(items: readonly T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

const ids = Array.from({ length: CASES }, (_, i) => `case-${String(i).padStart(4, '0')}`);
const golden = ids.map((id) => ({
  id,
  query: `What does ${id} say?`,
  expected: `The answer of ${id}.`,
}));
const primary: Result[] = ids.map((id) => ({
  id,
  contexts: Array.from({ length: K }, (_, j) => passage(id, `p${j}`)),
}));
const variants: Result[][] = VARIANTS.map((name) =>
  primary.map(({ id, contexts }) => ({
    id,
    contexts: shuffled([
      ...shuffled(contexts).slice(0, KEPT),
      ...Array.from({ length: K - KEPT }, (_, j) => passage(id, `${name}-${j}`)),
    ]),
  })),
);
const tokensOf = (results: readonly Result[][]) => {
  let total = 0;
  ids.forEach((_, i) => {
    const texts = new Set(results.flatMap((r) => (r[i] as Result).contexts.map((c) => c.text)));
    for (const text of texts) total += countTokens(text);
  });
  return total;
};
const primaryTokens = tokensOf([primary]);
const distinctTokens = tokensOf([primary, ...variants]);

const dir = await mkdtemp(join(tmpdir(), 'cpg-bench-variants-'));
const jsonl = (records: unknown[]) => records.map((r) => JSON.stringify(r)).join('\n') + '\n';
await writeFile(join(dir, 'golden.jsonl'), jsonl(golden));
await writeFile(join(dir, 'primary.jsonl'), jsonl(primary));
for (const [i, name] of VARIANTS.entries())
  await writeFile(join(dir, `${name}.jsonl`), jsonl(variants[i] as Result[]));
const fake = await startFakeOpenAI({
  decide: ({ text }) => text.startsWith('REL'),
  delayMs: Number(values.delay),
  countTokens: (text) => countTokens(text),
});

interface Measured {
  wall: number;
  requests: number;
  inputTokens: number;
}
async function run(withVariants: boolean): Promise<Measured> {
  const args = ['--golden', 'golden.jsonl', '--retrieval', 'primary.jsonl', '--base-url', fake.url];
  args.push(
    '--api-key',
    'sk-bench',
    '--no-cache',
    '--threshold',
    '0',
    '--report-path',
    'report.json',
  );
  if (withVariants)
    for (const name of VARIANTS) args.push('--variant-retrieval', `${name}=${name}.jsonl`);
  fake.reset();
  const started = performance.now();
  const code = await runCli(args, { cwd: dir, env: {}, stdout: () => {}, stderr: () => {} });
  const wall = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`the CLI exited with ${code}`);
  const report = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8'));
  return { wall, requests: report.usage.judgeRequests, inputTokens: report.usage.inputTokens };
}

const measured: Record<'primary' | 'variants', Measured[]> = { primary: [], variants: [] };
await run(false); // warm: modules loaded, the tokenizer's tables built
for (let r = 0; r < Number(values.runs); r += 1) {
  measured.primary.push(await run(false));
  measured.variants.push(await run(true));
}
await fake.close();
await rm(dir, { recursive: true, force: true });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const of = (name: 'primary' | 'variants') => ({
  wall: median(measured[name].map((m) => m.wall)),
  requests: median(measured[name].map((m) => m.requests)),
  inputTokens: median(measured[name].map((m) => m.inputTokens)),
});
const alone = of('primary');
const together = of('variants');
// What judging each distinct passage once costs: the primary-only run's input (its passages and
// the prompt around them) plus the tokens of the passages only the variants retrieved.
const once = alone.inputTokens + (distinctTokens - primaryTokens);
const ratios = {
  tokens: together.inputTokens / once,
  tokensRaw: together.inputTokens / distinctTokens,
  wall: together.wall / alone.wall,
};
console.log(
  `${CASES} cases x ${K} contexts; 3 variants keeping ${KEPT} of ${K}; judge delay ${values.delay} ms; ` +
    `${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}; medians of ${values.runs} runs\n`,
);
console.log(
  markdownTable(
    ['run', 'judge requests', 'input tokens', 'distinct passage tokens', 'wall'],
    [
      [
        'primary only',
        String(alone.requests),
        String(alone.inputTokens),
        String(primaryTokens),
        `${alone.wall.toFixed(2)} s`,
      ],
      [
        'primary + 3 variants',
        String(together.requests),
        String(together.inputTokens),
        String(distinctTokens),
        `${together.wall.toFixed(2)} s`,
      ],
    ],
  ),
);
console.log(
  `\ninput tokens / (primary-only input + the variants' own passages): ${ratios.tokens.toFixed(3)}x (goal <= 1.1x)` +
    `\ninput tokens / distinct passage tokens (the prompt around them included): ${ratios.tokensRaw.toFixed(3)}x` +
    `\nwall with variants / primary only: ${ratios.wall.toFixed(3)}x (goal <= 1.5x)`,
);
const missed = [
  together.requests !== CASES && `judge requests ${together.requests}, not ${CASES}`,
  ratios.tokens > 1.1 && 'input tokens over 1.1x',
  ratios.wall > 1.5 && 'wall over 1.5x',
].filter(Boolean);
if (missed.length > 0) {
  console.error(`missed: ${missed.join('; ')}`);
  process.exitCode = 1;
}
