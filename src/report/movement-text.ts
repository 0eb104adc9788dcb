import type { CaseReport, RankingMovement } from './report.js';
import { firstOf, passageName, type Style } from './view-lines.js';

/** A format's style with its mark of a passage's verdict (relevant or not). */
export type MovementStyle = Style & { mark: (relevant: boolean) => string };

/** Moves listed in a case's details; the rest are counted. */
const MOVES_SHOWN = 8;

/**
 * What entered, moved and left a ranking, in this run's rank order (what left last):
 * `new **pg-backup-9** ⬜ at 1 · **pg-pitr-1** 🟩 1 → 3 · left: **pg-old** 🟩 (was 2)`.
 */
export function movementText(movement: RankingMovement, style: MovementStyle): string {
  const name = (id: string) => passageName(style, id);
  const now = [
    ...movement.entered.map((x) => ({
      rank: x.rank,
      text: `new ${name(x.id)} ${style.mark(x.relevant)} at ${x.rank}`,
    })),
    ...movement.moved.map((x) => ({
      rank: x.to,
      text: `${name(x.id)} ${style.mark(x.relevant)} ${x.from} → ${x.to}`,
    })),
  ].sort((a, b) => a.rank - b.rank);
  const parts = [
    ...now.map((x) => x.text),
    // An irrelevant passage that dropped out is no loss: only relevant ones are listed.
    ...movement.left
      .filter((x) => x.relevant)
      .map((x) => `left: ${name(x.id)} ${style.mark(x.relevant)} (was ${x.rank})`),
  ];
  if (parts.length === 0)
    return movement.left.length > 0
      ? 'only irrelevant passages left the ranking'
      : 'the same passages in the same order (their verdicts changed)';
  return firstOf(parts, MOVES_SHOWN, ' · ');
}

/**
 * The movement that the comment, summary, CLI text and JUnit show: a regressed case's. The report
 * keeps it for every changed case (the HTML page shows the baseline's ranking beside them all).
 */
export function regressedMovement(c: CaseReport): RankingMovement | undefined {
  return c.change === 'regressed' ? c.movement : undefined;
}

/**
 * Relevance per rank of the judged contexts, each rank a mark (`dots` draws them); a regressed case
 * whose baseline kept its ranking shows the baseline's first: `●○○→○○●`. `–` when not scored.
 */
export function relevanceStrip(
  c: CaseReport,
  dots: (relevant: readonly boolean[]) => string,
  arrow: string,
): string {
  if (c.error !== null) return '–';
  const now = dots(c.contexts.map((x) => x.relevant));
  const movement = regressedMovement(c);
  return movement ? `${dots(movement.baselineRelevant)}${arrow}${now}` : now;
}
