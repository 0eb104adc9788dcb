import leven from 'leven';

/** The candidate nearest to a mistyped name, when it is near enough (`within` edits) to be a typo. */
export function closest(
  name: string,
  candidates: Iterable<string>,
  within = Math.max(2, Math.floor(name.length / 3)),
): string | undefined {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = leven(name, candidate);
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best && best.distance <= within ? best.candidate : undefined;
}

/**
 * An id that looks like a typo of a known one: one or two characters off in an id of 6 or more,
 * not a numbered sibling (`pg-wal-2` is not a typo of `pg-wal-1`: the digits differ, nothing
 * else). Undefined when none is that close.
 */
export function likelyTypoOf(id: string, known: Iterable<string>): string | undefined {
  if (id.length < 6) return undefined;
  const shape = (text: string) => text.replace(/\d+/g, '#');
  const near = Array.from(known).filter(
    (c) => c !== id && Math.abs(c.length - id.length) <= 2 && shape(c) !== shape(id),
  );
  return closest(id, near, Math.min(2, Math.floor(id.length / 4)));
}
