import { sortedMean } from './average-precision.js';

/**
 * Mean of each metric over the cases that have it (cases the judge failed on are left out by the
 * caller), summed in sorted order so the same values give the same bits in any case order.
 */
export function metricMeans(
  cases: readonly { metrics?: Readonly<Record<string, number>> }[],
): Record<string, number> {
  const byName = new Map<string, number[]>();
  for (const c of cases)
    for (const [name, value] of Object.entries(c.metrics ?? {})) {
      const values = byName.get(name);
      if (values) values.push(value);
      else byName.set(name, [value]);
    }
  return Object.fromEntries([...byName].map(([name, values]) => [name, sortedMean(values)]));
}
