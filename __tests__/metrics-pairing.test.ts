import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import type { Report } from '../src/report/report.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// A metric's drop is paired over the same cases as MAP's: a renamed case under its old id, a case
// whose labels changed against the baseline's ranking scored under the new labels, new and removed
// cases not at all.
const folder = tempFolderPerTest();
const line = (value: unknown) => JSON.stringify(value) + '\n';
const ctx = (...ids: string[]) => ids.map((id) => ({ id, text: `passage ${id}` }));

async function run(dir: string, golden: string, name: string, flags: string[] = []) {
  const code = await runCli(
    [
      '--golden',
      golden,
      '--judge',
      'labels',
      '--no-cache',
      '--report-path',
      `${name}.json`,
      ...flags,
    ],
    { cwd: dir, env: {}, stdout: () => undefined, stderr: () => undefined },
  );
  return { code, report: JSON.parse(await readFile(join(dir, `${name}.json`), 'utf8')) as Report };
}

describe('metric drops paired as MAP is', () => {
  it('pairs a renamed case under its old id and re-scores a relabelled one on the recorded ranking', async () => {
    const dir = await folder({
      'main.jsonl':
        line({ id: 'a', query: 'qa?', relevant: ['x'], contexts: ctx('x', 'y') }) +
        line({ id: 'b', query: 'qb?', relevant: ['p', 'q'], contexts: ctx('p', 'z') }) +
        line({ id: 'c', query: 'qc?', relevant: ['m'], contexts: ctx('m') }),
      // a renamed a2; b's labels now say z is relevant and q is not; c removed; d new.
      'pr.jsonl':
        line({ id: 'a2', query: 'qa?', relevant: ['x'], contexts: ctx('x', 'y') }) +
        line({ id: 'b', query: 'qb?', relevant: ['p', 'z'], contexts: ctx('p', 'z') }) +
        line({ id: 'd', query: 'qd?', relevant: ['n'], contexts: ctx('o') }),
    });
    const main = await run(dir, 'main.jsonl', 'main', ['--metrics', 'recall,mrr']);
    expect(main.report.cases.map((c) => c.metrics?.recall)).toEqual([1, 0.5, 1]);
    const pr = await run(dir, 'pr.jsonl', 'pr', [
      '--baseline',
      'main.json',
      '--metrics',
      'recall,mrr',
    ]);
    const byId = new Map(pr.report.cases.map((c) => [c.id, c]));
    expect(byId.get('a2')?.baselineMetrics).toEqual({ recall: 1, mrr: 1, unjudged: 0.5 });
    // The baseline ranked p, z: under the new labels both are relevant (recall 1), not main's 0.5.
    expect(byId.get('b')?.baselineMetrics).toEqual({ recall: 1, mrr: 1, unjudged: 0 });
    expect(byId.get('d')?.baselineMetrics).toBeUndefined();
    // Paired over a2 and b, as MAP's drop is: no change, although d (recall 0) is new.
    expect(pr.report.metricChanges).toEqual({
      recall: { baseline: 1, delta: 0, cases: 2 },
      mrr: { baseline: 1, delta: 0, cases: 2 },
      unjudged: { baseline: 0.25, delta: 0, cases: 2 },
    });
    expect(pr.report.metrics.recall).toBeCloseTo(2 / 3, 12);
  });
});
