import { describe, expect, it } from 'vitest';
import { parseOptions } from '../src/config/options.js';
import { UserError } from '../src/errors.js';
import { decideReport } from '../src/decide.js';
import { mergeShardReports } from '../src/report/merge-shard-reports.js';
import type { Report } from '../src/report/report.js';
import { buildReport, type CaseSpec, type ReportOptions } from './fixtures/reports.js';

const llmCase = (id: string): CaseSpec => ({
  id,
  query: `q ${id}`,
  expected: `a ${id}`,
  judge: 'llm',
  contexts: [{ id: `${id}-1`, relevant: true, reason: 'on topic', text: 'x' }],
});
const labelCase = (id: string): CaseSpec => ({ ...llmCase(id), judge: 'labels' });

/** Shard i/n of a run, as `shard: i/n` writes it. */
function shard(
  index: number,
  count: number,
  specs: CaseSpec[],
  options: ReportOptions = {},
): Report {
  return { ...buildReport(specs, options), shard: { index, count, verdicts: {} } };
}
const settings = parseOptions((name) => (name === 'merge' ? 'shards/*.json' : ''));
const merge = (reports: Report[]) => {
  const merged = mergeShardReports(reports, {
    commit: { sha: null, ref: null },
    createdAt: '2025-06-03T16:40:00.000Z',
  });
  return { report: decideReport(merged.cases, settings, merged.meta, null) };
};

function problems(reports: Report[]): string[] {
  try {
    merge(reports);
  } catch (error) {
    expect(UserError.isInstance(error)).toBe(true);
    return [...(error as UserError).details];
  }
  throw new Error('expected the merge to fail');
}

describe('mergeShardReports', () => {
  it('merges a labels-only shard (no judge model) with an LLM-judged one', () => {
    const { report } = merge([
      shard(1, 2, [labelCase('a')], { model: null }),
      shard(2, 2, [llmCase('b')]),
    ]);
    expect(report.cases.map((c) => c.id)).toEqual(['a', 'b']);
    expect(report.model).toBe('openai/gpt-4.1-mini');
  });

  it('compares every setting, an unset k too', () => {
    expect(problems([shard(1, 2, [llmCase('a')], { k: 5 }), shard(2, 2, [llmCase('b')])])).toEqual([
      'the shards differ in k: 5, unset',
    ]);
    expect(
      problems([shard(1, 2, [llmCase('a')]), shard(2, 2, [llmCase('b')], { model: 'openai/o3' })]),
    ).toEqual(['the shards differ in model: openai/gpt-4.1-mini, openai/o3']);
  });

  it('rejects a forged shard count: i outside 1..n, or not n reports for n shards', () => {
    // Three reports that each claim to be a whole run of one shard.
    expect(
      problems([
        shard(1, 1, [llmCase('a')]),
        shard(2, 1, [llmCase('b')]),
        shard(3, 1, [llmCase('c')]),
      ]),
    ).toEqual([
      'impossible shards 2/1, 3/1 (i must be 1 to n)',
      "3 reports for 1 shard: give each shard's report once",
    ]);
    expect(problems([shard(0, 1, [llmCase('a')]), shard(1, 1, [llmCase('b')])])).toEqual([
      'impossible shard 0/1 (i must be 1 to n)',
      "2 reports for 1 shard: give each shard's report once",
    ]);
    // A count of a billion is named, not enumerated.
    expect(problems([shard(1, 1e9, [llmCase('a')])])).toEqual([
      'missing shards 2/1000000000, 3/1000000000, 4/1000000000, 5/1000000000, 6/1000000000, 7/1000000000, 8/1000000000, 9/1000000000, 10/1000000000, 11/1000000000 and 999,999,989 more',
      "1 report for 1,000,000,000 shards: give each shard's report once",
    ]);
  });
});
