import { z } from 'zod';

/**
 * A judge's verdict as stored on the data branch (and carried by shard reports), under the model
 * and prompt version that gave it: reused only when both match.
 */
export const storedVerdictSchema = z.object({
  relevant: z.boolean(),
  reason: z.string(),
  /**
   * The numbers (1-based) of the expected answer's statements (`splitStatements`) the context
   * supports, sorted; verdicts stored before statements were asked for have none.
   */
  statements: z.array(z.number().int().min(1)).optional(),
  model: z.string(),
  promptVersion: z.string(),
});

export type StoredVerdict = z.infer<typeof storedVerdictSchema>;

/**
 * Where a run's stored verdicts come from: the keys it may reuse in, the verdicts stored under
 * them out (a store reads only what holds them).
 */
export type VerdictSource = (keys: ReadonlySet<string>) => Promise<Map<string, StoredVerdict>>;
