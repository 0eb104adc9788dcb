import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { tempFiles } from './helpers/temp-dir.js';
import { parseOptions, type InputName } from '../src/config/options.js';
import { UserError } from '../src/errors.js';

const parseWith = (inputs: Partial<Record<InputName, string>>) =>
  parseOptions((name) => inputs[name] ?? '', {});

/** The input errors a parse reports, one string each. */
function problems(inputs: Partial<Record<InputName, string>>): string[] {
  try {
    parseWith({ golden: 'g.jsonl', ...inputs });
  } catch (error) {
    if (error instanceof UserError) return [...(error.details ?? [])];
    throw error;
  }
  return [];
}

describe('the metrics input', () => {
  it('computes recall by default', () => {
    expect(parseWith({ golden: 'g.jsonl' }).metrics.map((m) => m.name)).toEqual(['recall']);
    expect(parseWith({ golden: 'g.jsonl' }).gates).toEqual([]);
  });

  it('takes comma or newline separated names, each once', () => {
    const options = parseWith({
      golden: 'g',
      metrics: 'recall, NDCG@10\nmrr,precision@5,hit@1,recall@5,mrr',
    });
    expect(options.metrics).toEqual([
      { name: 'recall', kind: 'recall', labelsOnly: false },
      { name: 'ndcg@10', kind: 'ndcg', k: 10, labelsOnly: true },
      { name: 'mrr', kind: 'mrr', labelsOnly: true },
      { name: 'precision@5', kind: 'precision', k: 5, labelsOnly: true },
      { name: 'hit@1', kind: 'hit', k: 1, labelsOnly: true },
      { name: 'recall@5', kind: 'recall', k: 5, labelsOnly: true },
    ]);
  });

  it('names an unknown metric with a did-you-mean, all problems in one error', () => {
    expect(problems({ metrics: 'recal, ndgc@10, ndcg, mrr@5, hit@0, bleu' })).toEqual([
      'metrics: unknown metric "recal" (did you mean "recall"?); known: recall, recall@k, recall@Ntok, ndcg@k, mrr, precision@k, hit@k (k, N positive integers)',
      'metrics: unknown metric "ndgc@10" (did you mean "ndcg@10"?); known: recall, recall@k, recall@Ntok, ndcg@k, mrr, precision@k, hit@k (k, N positive integers)',
      'metrics: "ndcg" needs a cutoff, such as "ndcg@10"',
      'metrics: "mrr@5": mrr takes no cutoff',
      'metrics: "hit@0": the cutoff k must be a positive integer',
      'metrics: unknown metric "bleu"; known: recall, recall@k, recall@Ntok, ndcg@k, mrr, precision@k, hit@k (k, N positive integers)',
    ]);
  });
});

describe('the gates input', () => {
  it('reads a YAML map of metric gates, and computes a gated metric not listed', () => {
    const options = parseWith({
      golden: 'g',
      gates: 'recall: { min: 0.8, max-drop: 0.05 }\nndcg@10:\n  min: 0.5\n',
    });
    expect(options.gates).toEqual([
      { metric: 'recall', min: 0.8, maxDrop: 0.05 },
      { metric: 'ndcg@10', min: 0.5 },
    ]);
    expect(options.metrics.map((m) => m.name)).toEqual(['recall', 'ndcg@10']);
  });

  it('names the key of an unknown metric, setting or malformed value', () => {
    expect(
      problems({
        gates:
          'recal: { min: 0.8 }\nrecall: { min: 1.5, maxdrop: 0.1 }\nmrr: 0.5\nhit@1: { max-drop: "x" }',
      }),
    ).toEqual([
      'gates: unknown metric "recal" (did you mean "recall"?); known: recall, recall@k, recall@Ntok, ndcg@k, mrr, precision@k, hit@k (k, N positive integers)',
      "gates: recall.min: expected a number from 0 to 1 (the metric's own units), got 1.5",
      'gates: recall: unknown setting "maxdrop" (did you mean "max-drop"?); use min and/or max-drop',
      'gates: mrr: expected { min: <0..1> } and/or { max-drop: <0..1> }, got 0.5',
      'gates: hit@1.max-drop: expected a number from 0 to 1 (the metric\'s own units), got "x"',
    ]);
    expect(problems({ gates: 'recall: [' })[0]).toMatch(/^gates: not valid YAML \(/);
    expect(problems({ gates: '- recall' })).toEqual([
      'gates: expected a map of metric names, such as "recall: { min: 0.8, max-drop: 0.05 }"',
    ]);
  });
});

describe('metrics and gates through the CLI', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ dir, cleanup } = await tempFiles({
      'llm.jsonl':
        JSON.stringify({ id: 'q', query: 'q?', expected: 'a.', contexts: ['a passage'] }) + '\n',
      'labelled.jsonl':
        JSON.stringify({
          id: 'l',
          query: 'q?',
          relevant: ['x'],
          contexts: [{ id: 'x', text: 'x' }],
        }) + '\n',
    }));
  });
  afterAll(() => cleanup());

  async function cli(args: string[]) {
    let stdout = '';
    let stderr = '';
    const code = await runCli([...args, '--no-cache', '--report-path', join(dir, 'out/r.json')], {
      cwd: dir,
      env: {},
      stdout: (t) => (stdout += t),
      stderr: (t) => (stderr += t),
    });
    return { code, stdout, stderr };
  }

  it('an unknown metric is an input error (exit 2) with a did-you-mean', async () => {
    const result = await cli(['--golden', 'labelled.jsonl', '--metrics', 'recall,ndgc@5']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('metrics: unknown metric "ndgc@5" (did you mean "ndcg@5"?)');
  });

  it('a gate on a labels-only metric over a set without labels is an input error naming it', async () => {
    const result = await cli([
      '--golden',
      'llm.jsonl',
      '--base-url',
      'http://127.0.0.1:9/v1',
      '--gates',
      'ndcg@10: { min: 0.5 }\nrecall: { min: 0.5 }',
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'gates: "ndcg@10" needs golden labels, and none of the 1 case has "relevant" labels; label some cases, or gate on recall (which LLM-judged cases have too)',
    );
    const llmOnly = await cli([
      '--golden',
      'labelled.jsonl',
      '--judge',
      'llm',
      '--base-url',
      'http://127.0.0.1:9/v1',
      '--gates',
      'mrr: { min: 0.5 }',
    ]);
    expect(llmOnly.code).toBe(2);
    expect(llmOnly.stderr).toContain(
      'gates: "mrr" needs golden labels, and judge "llm" judges every case by the LLM',
    );
  });
});
