import type { BaselineSnapshot } from '../compare/compare-baseline.js';
import { COMPARABLE_SETTINGS } from '../compare/comparable-settings.js';
import type { StoredVerdict } from '../judge/stored-verdict.js';
import { UserError } from '../errors.js';
import { assembleReport, type ReportSettings } from './assemble-report.js';
import type { Report } from './report.js';
import { nounFor } from '../format/numbers.js';

/**
 * Joins the partial reports of `shard: i/n` runs into one, compared and gated like a single run.
 * Every shard must be there exactly once, made with the same settings.
 */
export function mergeShardReports(
  reports: readonly Report[],
  options: ReportSettings,
  context: { commit?: Report['commit']; now?: () => Date; baseline?: BaselineSnapshot | null },
): { report: Report; usedVerdicts: Map<string, StoredVerdict> } {
  const problems: string[] = [];
  const shards = reports.map((r) => r.shard);
  const count = shards[0]?.count;
  if (shards.some((s) => !s))
    problems.push('every merged report must come from a run with shard: i/n');
  const seen = new Set(shards.map((s) => s?.index));
  const missing = Array.from({ length: count ?? 0 }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0)
    problems.push(
      `missing ${nounFor(missing.length, 'shard')} ${missing.map((i) => `${i}/${count}`).join(', ')}`,
    );
  if (seen.size !== reports.length || shards.some((s) => s?.count !== count))
    problems.push('a shard appears twice, or the shards disagree on n');
  for (const key of ['name', ...COMPARABLE_SETTINGS] as const) {
    const values = new Set(reports.map((r) => r[key]).filter((v) => v !== null));
    if (values.size > 1) problems.push(`the shards differ in ${key}: ${[...values].join(', ')}`);
  }
  const ids = new Set<string>();
  for (const c of reports.flatMap((r) => r.cases)) {
    if (ids.has(c.id)) problems.push(`case "${c.id}" is in more than one shard`);
    ids.add(c.id);
  }
  if (problems.length > 0)
    throw new UserError('merge: the shard reports do not fit together', problems);

  const usedVerdicts = new Map(reports.flatMap((r) => Object.entries(r.shard?.verdicts ?? {})));
  const sum = (pick: (u: Report['usage']) => number) =>
    reports.reduce((total, r) => total + pick(r.usage), 0);
  const report = assembleReport(
    reports.flatMap((r) => r.cases),
    options,
    {
      model: reports.find((r) => r.model)?.model ?? null,
      promptVersion: reports.find((r) => r.promptVersion)?.promptVersion ?? null,
      usage: {
        inputTokens: sum((u) => u.inputTokens),
        outputTokens: sum((u) => u.outputTokens),
        judgeRequests: sum((u) => u.judgeRequests),
        reusedVerdicts: sum((u) => u.reusedVerdicts),
      },
      commit: context.commit ?? reports[0]?.commit ?? { sha: null, ref: null },
      createdAt: (context.now ?? (() => new Date()))().toISOString(),
    },
    context.baseline ?? null,
  );
  return { report, usedVerdicts };
}
