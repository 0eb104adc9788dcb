import type { CaseReport } from './report.js';

/** What a review command starts with (`/context-precision accept CASE PASSAGE…`). */
export const REVIEW_PREFIX = '/context-precision';

/** An id a command can carry: no spaces, nothing that breaks a code span or a table, visible. */
const typeable = (id: string) => /^[^\s`<>|\\]{1,100}$/u.test(id) && !/\p{Cf}/u.test(id);

/**
 * The passages a reviewer settles for a case: its unjudged ones (no label names them), else, for
 * a regressed case, those judged not relevant above its first relevant one (what pushed it down).
 * The commands to copy, accept first; null when there is none or an id cannot be typed in one.
 */
export function reviewCommands(c: CaseReport): { accept: string; reject: string } | null {
  const first = c.contexts.findIndex((x) => x.relevant);
  const unjudged = new Set(c.unjudged);
  const settled = unjudged.size
    ? c.contexts.filter((x) => unjudged.has(x.id))
    : c.change === 'regressed'
      ? c.contexts.slice(0, first < 0 ? 3 : first)
      : [];
  // A context that said where it comes from is named by its place: a passage label, which
  // survives re-chunking (docs/judging.md#passage-labels).
  const ids = settled.map(({ id, origin: o }) =>
    o?.start !== undefined && o.end !== undefined ? `${o.source}:${o.start}-${o.end}` : id,
  );
  const shown = ids.slice(0, 5);
  if (shown.length === 0 || !typeable(c.id) || !shown.every(typeable)) return null;
  const line = (verb: string) => `${REVIEW_PREFIX} ${verb} ${c.id} ${shown.join(' ')}`;
  return { accept: line('accept'), reject: line('reject') };
}
