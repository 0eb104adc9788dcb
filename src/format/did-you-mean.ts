import leven from 'leven';

/**
 * An id that looks like a typo of a known one: one or two characters off in an id of 6 or more,
 * not a numbered sibling (`pg-wal-2` is not a typo of `pg-wal-1`: the digits differ, nothing
 * else). Undefined when none is that close. (For names, `closest` in closest.ts.)
 */
export function likelyTypoOf(id: string, known: Iterable<string>): string | undefined {
  if (id.length < 6) return undefined;
  const shape = (text: string) => text.replace(/\d+/g, '#');
  let best: { id: string; distance: number } | undefined;
  for (const candidate of known) {
    if (candidate === id || Math.abs(candidate.length - id.length) > 2) continue;
    if (shape(candidate) === shape(id)) continue;
    const distance = leven(id, candidate);
    if (distance <= Math.min(2, Math.floor(id.length / 4)) && (!best || distance < best.distance))
      best = { id: candidate, distance };
  }
  return best?.id;
}
