import { movementText, regressedMovement, type MovementStyle } from './movement-text.js';
import { unjudgedAboveText } from './regression-cause.js';
import type { CaseReport } from './report.js';
import { firstOf, passageName } from './view-lines.js';

/**
 * A case's facts, worded once: the comment's details (markdown/case-details.ts), the JUnit test
 * case (junit-xml.ts) and the HTML page (html/case-data.ts) lay out the same list, in this order.
 */
export type CaseFact = [label: string, text: string];

export interface FactStyle {
  /** Free text cut to the given length (PLAIN never cuts), ids made safe, verdicts marked. */
  style: MovementStyle;
  /** `file:line` as written (markdown links it); else as free text. */
  source?: (source: string) => string;
  /** The review commands' fact (markdown's); none without. */
  review?: (c: CaseReport) => string | null;
  /** What moved for every changed case (the HTML page), not a regressed one's only. */
  everyMove?: boolean;
}

/** Passages and statements named in a fact; the rest are counted. */
const NAMED = 10;

export function caseFacts(c: CaseReport, f: FactStyle): CaseFact[] {
  const name = (id: string) => passageName(f.style, id);
  const facts: CaseFact[] = [['Query', f.style.text(c.query, 400)]];
  if (c.expected) facts.push(['Expected', f.style.text(c.expected, 400)]);
  facts.push(
    c.error !== null
      ? ['Error', f.style.text(c.error, 400)]
      : ['Why this AP', f.style.text(c.reason, 400)],
  );
  const movement = f.everyMove ? c.movement : regressedMovement(c);
  if (movement) facts.push(['Since the baseline', movementText(movement, f.style)]);
  const unjudged = unjudgedAboveText(c, name);
  if (unjudged) facts.push(['Unjudged', unjudged]);
  const review = f.review?.(c);
  if (review) facts.push(['Review', review]);
  if (c.edited) {
    const why =
      c.change === 'edited'
        ? ': left out of the drop (not comparable under one definition)'
        : c.edited.includes('labels')
          ? ": the baseline's ranking is scored under the new labels"
          : '';
    facts.push(['Edited since the baseline', `${c.edited.join(', ')}${why}`]);
  }
  if (c.renamedFrom !== undefined) facts.push(['Renamed from', f.style.id(c.renamedFrom, 80)]);
  const unsupported = c.error === null ? (c.statementRecall?.missed ?? []) : [];
  if (unsupported.length > 0) {
    const quoted = firstOf(unsupported, NAMED, ' · ', (s) => `“${f.style.text(s, 200)}”`);
    facts.push(['Expected statements no context supports', quoted]);
  }
  const missed = c.error === null ? (c.labelRecall?.missed ?? []) : [];
  const lost = new Set(c.lostPassages ?? []);
  const before = missed.filter((id) => lost.has(id));
  const never = missed.filter((id) => !lost.has(id));
  const named = (ids: string[]) => firstOf(ids, NAMED, ', ', name);
  if (before.length > 0) facts.push(['Relevant passages no longer retrieved', named(before)]);
  if (never.length > 0)
    facts.push([
      `Relevant passages not retrieved${before.length > 0 ? ' (nor in the baseline)' : ''}`,
      named(never),
    ]);
  if (c.source) facts.push(['Defined in', f.source?.(c.source) ?? f.style.text(c.source, 200)]);
  return facts;
}
