import {
  comparableSettingsSchema,
  type ComparableSettings,
} from '../compare/comparable-settings.js';
import type { VariantRun } from '../compare/compare-variants.js';
import { scoredCaseSchema } from '../score/scored-case.js';
import { UserError } from '../errors.js';
import type { ReportMeta } from './assemble-report.js';
import { reportSchema, type Report } from './report.js';
import { formatCount, nounFor, plural } from '../format/numbers.js';

/**
 * The partial reports of `shard: i/n` runs as one run's scored cases, to be compared and gated
 * like a single run. Every shard must be there exactly once, made with the same settings.
 */
export function mergeShardReports(
  reports: readonly Report[],
  meta: Pick<ReportMeta, 'commit' | 'createdAt'>,
) {
  checkShards(reports);
  return {
    // As scored in its shard: what the shard's run compared is compared again, over all cases.
    cases: reports.flatMap((r) => r.cases.map((c) => scoredCaseSchema.parse(c))),
    meta: {
      ...meta,
      model: reports.find((r) => r.model)?.model ?? null,
      promptVersion: reports.find((r) => r.promptVersion)?.promptVersion ?? null,
      judgeServer: reports.find((r) => r.judgeServer)?.judgeServer ?? null,
      // Every count of the usage, summed over the shards.
      usage: Object.fromEntries(
        reportSchema.shape.usage
          .keyof()
          .options.map((key) => [key, reports.reduce((total, r) => total + r.usage[key], 0)]),
      ) as Report['usage'],
    },
    usedVerdicts: new Map(reports.flatMap((r) => Object.entries(r.shard?.verdicts ?? {}))),
    variants: mergedVariants(reports),
  };
}

/** Each variant's scored cases over all the shards; failed when it failed in any shard. */
function mergedVariants(reports: readonly Report[]): VariantRun[] {
  const runs = reports.map((r) => r.shard?.variants ?? []);
  return (runs[0] ?? []).map(({ name }) => {
    const parts = runs.flatMap((shard) => shard.filter((v) => v.name === name));
    const error = parts.find((v) => v.error !== null)?.error ?? null;
    return { name, error, cases: error === null ? parts.flatMap((v) => v.cases) : [] };
  });
}

/** Every shard there exactly once, made with the same settings, no case in two; else one error listing what is wrong. */
function checkShards(reports: readonly Report[]): void {
  const problems: string[] = [];
  const shards = reports.map((r) => r.shard);
  const count = shards[0]?.count;
  if (shards.some((s) => !s))
    problems.push('every merged report must come from a run with shard: i/n');
  const seen = new Set(shards.map((s) => s?.index));
  // Named up to 10; a forged n of a billion costs no more than that.
  const missing: number[] = [];
  for (let i = 1; i <= (count ?? 0) && missing.length < 10; i += 1)
    if (!seen.has(i)) missing.push(i);
  if (missing.length > 0) {
    const inRange = [...seen].filter((i) => i !== undefined && i >= 1 && i <= (count ?? 0)).length;
    const more = (count ?? 0) - inRange - missing.length;
    problems.push(
      `missing ${nounFor(missing.length + more, 'shard')} ${missing.map((i) => `${i}/${count}`).join(', ')}${more > 0 ? ` and ${formatCount(more)} more` : ''}`,
    );
  }
  if (seen.size !== reports.length || shards.some((s) => s?.count !== count))
    problems.push('a shard appears twice, or the shards disagree on n');
  // A forged count: i outside 1..n, or not n reports for n shards.
  const impossible = shards.filter(
    (s) => s && (!(s.count >= 1) || !(s.index >= 1 && s.index <= s.count)),
  );
  if (impossible.length > 0)
    problems.push(
      `impossible ${nounFor(impossible.length, 'shard')} ${impossible.map((s) => `${s?.index}/${s?.count}`).join(', ')} (i must be 1 to n)`,
    );
  if (count !== undefined && count >= 1 && reports.length !== count)
    problems.push(
      `${plural(reports.length, 'report')} for ${plural(count, 'shard')}: give each shard's report once`,
    );
  const settings = Object.keys(comparableSettingsSchema.shape) as (keyof ComparableSettings)[];
  for (const key of ['name' as const, ...settings]) {
    // Every setting counts, an unset k too; only the judge model and prompt may be unset (null) in a
    // shard whose cases all have labels, as no LLM judged them.
    const values = reports.map((r) => r[key]);
    const compared =
      key === 'model' || key === 'promptVersion' ? values.filter((v) => v !== null) : values;
    const distinct = new Set(compared);
    if (distinct.size > 1)
      problems.push(
        `the shards differ in ${key}: ${[...distinct].map((v) => (v === null ? 'unset' : v)).join(', ')}`,
      );
  }
  const variants = new Set(
    reports.map((r) => (r.shard?.variants ?? []).map((v) => v.name).join(', ')),
  );
  if (variants.size > 1)
    problems.push(
      `the shards differ in variants: ${[...variants].map((v) => v || 'none').join('; ')}`,
    );
  const ids = new Set<string>();
  for (const c of reports.flatMap((r) => r.cases)) {
    if (ids.has(c.id)) problems.push(`case "${c.id}" is in more than one shard`);
    ids.add(c.id);
  }
  if (problems.length > 0)
    throw new UserError('merge: the shard reports do not fit together', problems);
}
