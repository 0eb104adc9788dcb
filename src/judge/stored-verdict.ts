import { z } from 'zod';

/**
 * A judge's verdict as stored on the data branch (and carried by shard reports), under the model
 * and prompt version that gave it: reused only when both match.
 */
export const storedVerdictSchema = z.object({
  relevant: z.boolean(),
  reason: z.string(),
  model: z.string(),
  promptVersion: z.string(),
});

export type StoredVerdict = z.infer<typeof storedVerdictSchema>;
