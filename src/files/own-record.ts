import { z } from 'zod';

/**
 * `z.record(z.string(), value)` that keeps every key. Zod's record assigns its output's keys, so
 * a key `__proto__` (a valid case or context id, kept by JSON.parse and YAML) sets the output's
 * prototype instead and is silently lost: a label `{"__proto__": 1}` would vanish. Here it is
 * kept as an own property. Read such records with own-property checks (`Object.hasOwn`), never
 * `record[id]` alone: `constructor` or `toString` would find Object.prototype's.
 */
export function ownRecord<T extends z.ZodType>(value: T) {
  const record = z.record(z.string(), value);
  return z.unknown().transform((input, ctx): Record<string, z.output<T>> => {
    const parsed = record.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue });
      return z.NEVER;
    }
    if (!Object.hasOwn(input as object, '__proto__')) return parsed.data;
    const kept = Object.fromEntries(Object.entries(parsed.data));
    Object.defineProperty(kept, '__proto__', {
      value: value.parse((input as Record<string, unknown>)['__proto__']),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return kept;
  });
}
