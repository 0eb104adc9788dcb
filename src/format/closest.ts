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
