import { z } from 'zod';
import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import { UserError } from '../errors.js';
import { askVerdicts, storedVerdictOf, verdictOf } from './judge-cases.js';
import { checkBudget, requestFor, requireStoredVerdicts, verdictKeys } from './plan-requests.js';
import {
  addUsage,
  noUsage,
  type JudgedCase,
  type JudgedContext,
  type JudgeRequest,
  type RelevanceJudge,
  type TokenUsage,
  type Verdict,
} from './relevance-judge.js';
import type { StoredVerdict } from './stored-verdict.js';
import { estimateOf, type TokenEstimate } from './token-estimate.js';

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

export interface AuditOptions {
  /** Verdicts to re-judge (`audit-sample`). */
  sample: number;
  seed: string;
  votes: number;
  concurrency: number;
  /** Replace the stored verdicts with the new ones (and score with them). */
  adopt: boolean;
  /** Judge requests still allowed (`max-judge-requests` less what judging used). */
  maxRequests?: number;
}

export interface AuditResult {
  audit: JudgeAudit;
  usage: TokenUsage;
  /** The cases, with the new verdicts in place when adopted (else as judged). */
  cases: JudgedCase[];
  /** The new verdicts by key, when adopted: they replace the stored ones. */
  adoptedVerdicts: Map<string, StoredVerdict>;
  /** The tokens the audit's requests were estimated to take. */
  estimate: TokenEstimate;
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
  // The sample by case: each case's sampled contexts, in rank order, and the request about them.
  const byCase = new Map<JudgedCase, Sampled[]>();
  for (const entry of sample)
    byCase.set(entry.judged, [...(byCase.get(entry.judged) ?? []), entry]);
  const asked = [...byCase].map(([judged, entries]) => {
    const contexts = entries.sort((a, b) => a.context.rank - b.context.rank).map((e) => e.context);
    return { entries, request: requestFor(judged.goldenCase, contexts) };
  });
  const requests = asked.map((c) => c.request);
  const estimate = estimateOf(requests, options.votes);
  const usage = noUsage();
  const asking = { cases: new Map(), requests, estimate, audit: true };
  if (!llm.canAsk) requireStoredVerdicts(asking, llm);
  if (options.maxRequests !== undefined) checkBudget(asking, options.votes, options.maxRequests);

  const now = await reJudge(asked, llm, options, usage);
  const adoptedVerdicts = new Map<string, StoredVerdict>();
  const flips: JudgeAudit['flips'] = [];
  let sampled = 0;
  // The flips in the sample's order.
  for (const { key, judged, context } of sample) {
    const verdict = now.verdicts.get(key);
    if (!verdict) continue;
    if (options.adopt) adoptedVerdicts.set(key, storedVerdictOf(verdict, llm));
    sampled += 1;
    if (verdict.relevant !== context.relevant)
      flips.push({
        caseId: judged.goldenCase.id,
        contextId: context.id,
        rank: context.rank,
        stored: { relevant: context.relevant, reason: context.reason },
        now: { relevant: verdict.relevant, reason: verdict.reason },
      });
  }
  const audit: JudgeAudit = {
    seed: options.seed,
    available: pool.length,
    sampled,
    flipped: flips.length,
    flipRate: sampled > 0 ? flips.length / sampled : null,
    failed: now.failed,
    adopted: options.adopt,
    requests: usage.requests,
    flips,
  };
  return {
    audit,
    usage,
    cases: options.adopt ? withVerdicts(cases, reused, adoptedVerdicts) : [...cases],
    adoptedVerdicts,
    estimate,
  };
}

/** Asks the judge again about the sampled contexts, case by case; stops at the first stop. */
async function reJudge(
  byCase: readonly { entries: Sampled[]; request: JudgeRequest }[],
  llm: RelevanceJudge,
  options: AuditOptions,
  usage: TokenUsage,
): Promise<{ verdicts: Map<string, Verdict>; failed: number }> {
  const limit = pLimit(options.concurrency);
  const verdicts = new Map<string, Verdict>();
  let failed = 0;
  let stopped: string | undefined;
  await Promise.all(
    byCase.map(({ entries, request }) =>
      limit(async () => {
        if (stopped !== undefined) return;
        const asked = await askVerdicts(request, llm, options.votes);
        addUsage(usage, asked.usage);
        if (asked.failure === 'stop' || asked.failure === 'needs-key') stopped ??= asked.error;
        if (asked.error !== undefined) failed += entries.length;
        entries.forEach((entry, position) => {
          const verdict = asked.verdicts[position];
          if (verdict) verdicts.set(entry.key, verdict);
        });
      }),
    ),
  );
  if (stopped !== undefined) throw new UserError(`mode audit: ${stopped}`);
  return { verdicts, failed };
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
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- re-judged now, not reused
    const { reused: _, ...rest } = context;
    if (verdict) now.set(context, { ...rest, ...verdictOf(verdict) });
  }
  return cases.map((judged) => ({
    ...judged,
    contexts: judged.contexts.map((x) => now.get(x) ?? x),
  }));
}
