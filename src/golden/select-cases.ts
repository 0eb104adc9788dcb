import { UserError } from '../errors.js';
import { quotedList } from '../format/numbers.js';
import { sameText } from '../format/same-text.js';
import type { GoldenCase } from './golden-cases.js';

/** The cases named by id or tag (all when no selection is given); a named id that is not there is an error. */
export function selectCases(
  cases: GoldenCase[],
  select: { cases?: readonly string[]; tags?: readonly string[] } | undefined,
): GoldenCase[] {
  if (!select?.cases && !select?.tags) return cases;
  const ids = new Set((select.cases ?? []).map(sameText));
  const tags = new Set(select.tags ?? []);
  const unknown = [...ids].filter((id) => !cases.some((c) => c.id === id));
  if (unknown.length > 0)
    throw new UserError(`cases: no golden case has the id ${quotedList(unknown)}`);
  const chosen = cases.filter((c) => ids.has(c.id) || c.tags.some((tag) => tags.has(tag)));
  if (chosen.length === 0)
    throw new UserError(`tags: no golden case has the tag ${quotedList([...tags])}`);
  return chosen;
}

/** Shard i of n takes every n-th case, so shards stay balanced when cases are added. */
export function selectShard(
  cases: readonly GoldenCase[],
  shard: { index: number; count: number },
): GoldenCase[] {
  return cases.filter((_, position) => position % shard.count === shard.index - 1);
}
