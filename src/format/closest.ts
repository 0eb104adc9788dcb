import leven from 'leven';

/** The candidate nearest to a mistyped name, when it is near enough to be a typo. */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = leven(name, candidate);
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(name.length / 3))
    ? best.candidate
    : undefined;
}

/**
 * An id that looks like a typo of a known one: one or two characters off in an id of 6 or more,
 * not a numbered sibling (`pg-wal-2` is not a typo of `pg-wal-1`: the digits differ, nothing
 * else). Undefined when none is that close. (For names, `closest` above.)
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
