import { z } from 'zod';
import { storedVerdictSchema, type StoredVerdict } from '../judge/stored-verdict.js';

/** The CLI's local verdict cache: the judge's verdicts by key, reused by later runs. */
export const verdictsFileSchema = z.object({
  schemaVersion: z.literal(1),
  verdicts: z.record(
    z.string(),
    storedVerdictSchema.extend({
      /** When a run last used it; unused verdicts are pruned after a while. */
      lastUsed: z.string(),
    }),
  ),
});
export type VerdictsFile = z.infer<typeof verdictsFileSchema>;

/** Unused verdicts older than this are dropped when recording, so the store does not grow forever. */
const VERDICT_RETENTION_DAYS = 90;

/**
 * Union of stored and used verdicts; the ones used now are marked, long-unused ones dropped. The
 * age is counted from the earlier of this run's clock and the newest stored use, so a recorder
 * whose clock is fast (by hours or by years) cannot prune verdicts that other runs used recently.
 */
export function mergeVerdicts(
  current: VerdictsFile | null,
  used: ReadonlyMap<string, StoredVerdict>,
  now: Date,
): VerdictsFile {
  let newest = -Infinity;
  for (const verdict of Object.values(current?.verdicts ?? {})) {
    const used = Date.parse(verdict.lastUsed);
    if (used > newest) newest = used;
  }
  const from = Math.min(now.getTime(), Number.isFinite(newest) ? newest : Infinity);
  const cutoff = new Date(from - VERDICT_RETENTION_DAYS * 86_400_000).toISOString();
  const verdicts: VerdictsFile['verdicts'] = {};
  for (const [key, verdict] of Object.entries(current?.verdicts ?? {})) {
    if (verdict.lastUsed >= cutoff) verdicts[key] = verdict;
  }
  for (const [key, verdict] of used) {
    verdicts[key] = { ...storedVerdictSchema.parse(verdict), lastUsed: now.toISOString() };
  }
  return { schemaVersion: 1, verdicts };
}

/** The stored verdicts by key, without their last use. */
export function verdictMapOf(file: VerdictsFile | null): Map<string, StoredVerdict> {
  const entries = Object.entries(file?.verdicts ?? {});
  return new Map(entries.map(([key, { lastUsed: _, ...verdict }]) => [key, verdict]));
}
