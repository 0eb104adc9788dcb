import { z } from 'zod';
import { denominatorSchema } from '../score/average-precision.js';

/**
 * The settings that decide whether two runs' numbers can be compared: a baseline recorded with
 * another judge model, prompt, k, denominator or scale is shown but not gated on. One schema for
 * the stored baseline and history, and the shard check.
 */
export const comparableSettingsSchema = z.object({
  k: z.number().nullable(),
  denominator: denominatorSchema,
  scale: z.number(),
  model: z.string().nullable(),
  promptVersion: z.string().nullable(),
});

export type ComparableSettings = z.infer<typeof comparableSettingsSchema>;
