import { z } from 'zod';
import { createHash } from 'node:crypto';
import { judgeCases, verdictOf, type JudgeRunOptions, type JudgeRunResult } from './judge-cases.js';
import { verdictKeys } from './plan-requests.js';
import type { JudgedCase, JudgedContext, RelevanceJudge } from './relevance-judge.js';
import type { StoredVerdict } from './stored-verdict.js';

const count = z.number().int().min(0);
const verdictSchema = z.object({ relevant: z.boolean(), reason: z.string() });

/**
 * The judge drift audit (`mode: audit`): stored verdicts are reused forever, so a provider that
 * changes the model behind a name would never be noticed. The audit re-asks the judge, without
 * reuse, about a seeded random sample of the verdicts this run reused, and counts the flips.
 */
export const judgeAuditSchema = z.object({
  /** The sample is the verdicts with the lowest hash of (seed, verdict key): the same seed, the same sample. */
  seed: z.string(),
  /** Reused verdicts the sample was drawn from. */
  available: count,
  /** Verdicts re-judged (the sample, less those the judge failed on). */
  sampled: count,
  flipped: count,
  /** flipped / sampled; null when nothing was re-judged. */
  flipRate: z.number().min(0).max(1).nullable(),
  /** Sampled verdicts the judge could not re-judge (left out of the rate). */
  failed: count,
  /** The new verdicts replaced the stored ones (`record: true`); else nothing was replaced. */
  adopted: z.boolean(),
  /** Judge requests the audit made. */
  requests: count,
  flips: z.array(
    z.object({
      caseId: z.string(),
      contextId: z.string(),
      rank: z.number().int().min(1),
      stored: verdictSchema,
      now: verdictSchema,
    }),
  ),
});
export type JudgeAudit = z.infer<typeof judgeAuditSchema>;

/** `maxRequests`: the judge requests still allowed (`max-judge-requests` less what judging used). */
export interface AuditOptions extends Pick<
  JudgeRunOptions,
  'votes' | 'concurrency' | 'maxRequests'
> {
  /** Verdicts to re-judge (`audit-sample`). */
  sample: number;
  seed: string;
  /** Replace the stored verdicts with the new ones (and score with them). */
  adopt: boolean;
}

/** `usage`, `estimate`: the audit's requests', spent and estimated. */
export interface AuditResult extends Pick<JudgeRunResult, 'usage' | 'estimate'> {
  audit: JudgeAudit;
  /** The cases, with the new verdicts in place when adopted (else as judged). */
  cases: JudgedCase[];
  /** The new verdicts by key, when adopted: they replace the stored ones. */
  adoptedVerdicts: Map<string, StoredVerdict>;
}

interface Sampled {
  key: string;
  judged: JudgedCase;
  context: JudgedContext;
}

/**
 * Re-judges a seeded sample of the verdicts the run reused, without reuse, and counts the flips;
 * with `adopt`, the new verdicts replace the stored ones (and the cases are scored with them).
 */
export async function auditVerdicts(
  cases: readonly JudgedCase[],
  llm: RelevanceJudge,
  options: AuditOptions,
): Promise<AuditResult> {
  const { votes, concurrency, maxRequests } = options;
  const reused = reusedContexts(cases, llm);
  // Each reused verdict once: a key ranked in several cases counts once.
  const seen = new Set<string>();
  const pool = reused.filter(({ key }) => !seen.has(key) && seen.add(key));
  const rank = (key: string) =>
    createHash('sha256').update(`${options.seed}\n${key}`).digest('hex');
  const sample = pool
    .map((entry) => ({ entry, order: rank(entry.key) }))
    .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))
    .slice(0, options.sample)
    .map(({ entry }) => entry);
  // The sample by case, each case's sampled contexts in rank order: judged as a run of their own.
  const byCase = new Map<JudgedCase, JudgedContext[]>();
  for (const { judged, context } of sample)
    byCase.set(judged, [...(byCase.get(judged) ?? []), context]);
  const rankings = new Map(
    [...byCase].map(([judged, contexts]) => [
      judged.goldenCase.id,
      contexts.sort((a, b) => a.rank - b.rank),
    ]),
  );
  const now = await judgeCases(
    [...byCase.keys()].map((judged) => judged.goldenCase),
    rankings,
    { mode: 'llm', llm, votes, concurrency, maxRequests, audit: true },
  );
  // The flips in the sample's order; a sampled verdict without a new one failed (its case did).
  const renewed = now.usedVerdicts;
  const flips = sample.flatMap(({ key, judged, context }) => {
    const verdict = renewed.get(key);
    if (!verdict || verdict.relevant === context.relevant) return [];
    return {
      caseId: judged.goldenCase.id,
      contextId: context.id,
      rank: context.rank,
      stored: { relevant: context.relevant, reason: context.reason },
      now: { relevant: verdict.relevant, reason: verdict.reason },
    };
  });
  const sampled = renewed.size;
  const audit: JudgeAudit = {
    seed: options.seed,
    available: pool.length,
    sampled,
    flipped: flips.length,
    flipRate: sampled > 0 ? flips.length / sampled : null,
    failed: sample.length - sampled,
    adopted: options.adopt,
    requests: now.usage.requests,
    flips,
  };
  const adoptedVerdicts = options.adopt ? renewed : new Map<string, StoredVerdict>();
  return {
    audit,
    usage: now.usage,
    cases: options.adopt ? withVerdicts(cases, reused, adoptedVerdicts) : [...cases],
    adoptedVerdicts,
    estimate: now.estimate,
  };
}

/** The contexts of the LLM-judged cases whose verdict was reused, in case and rank order. */
function reusedContexts(cases: readonly JudgedCase[], llm: RelevanceJudge): Sampled[] {
  return cases.flatMap((judged) => {
    if (judged.judge !== 'llm' || judged.error) return [];
    const keys = verdictKeys(judged.goldenCase, judged.contexts, llm);
    return judged.contexts.flatMap((context, i) =>
      context.reused ? [{ key: keys[i] as string, judged, context }] : [],
    );
  });
}

/** The cases with the adopted verdicts in place of the reused ones. */
function withVerdicts(
  cases: readonly JudgedCase[],
  reused: readonly Sampled[],
  verdicts: ReadonlyMap<string, StoredVerdict>,
): JudgedCase[] {
  const now = new Map<JudgedContext, JudgedContext>();
  for (const { key, context } of reused) {
    const verdict = verdicts.get(key);
    // Re-judged now, not reused.
    if (verdict) now.set(context, { ...context, ...verdictOf(verdict), reused: undefined });
  }
  return cases.map((judged) => ({
    ...judged,
    contexts: judged.contexts.map((x) => now.get(x) ?? x),
  }));
}
