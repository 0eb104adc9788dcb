import { z } from 'zod';
import { passageName, type PassageLabel } from '../golden/passages.js';
import type { JudgedCase } from '../judge/relevance-judge.js';

/**
 * How much of a labelled case's relevant set the judged contexts found (the `recall` metric of a
 * labelled case): recall = (relevant labels found in the judged top k) / (all relevant labels),
 * where a label is an id (grade > 0) or a passage, found once however many contexts match it; and
 * which of them were missed.
 */
export const recallSchema = z.object({
  /** Relevant labels found (in the judged top k), over all relevant labels. */
  recall: z.number(),
  /** Relevant labels the ranking did not find: ids, then passages by name, in label order. */
  missed: z.array(z.string()),
});
export type LabelRecall = z.infer<typeof recallSchema>;

/**
 * The labels of a judged case; undefined for a case without labels. The LLM's verdicts on the
 * contexts no label names (judge-holes, 1 or 0) count as id labels of this run.
 */
export function caseLabels(judged: JudgedCase) {
  const golden = judged.goldenCase.relevant;
  if (!golden) return undefined;
  const byId = new Map(golden);
  for (const c of judged.contexts) if (c.judge === 'llm') byId.set(c.id, c.relevant ? 1 : 0);
  const { missed, ...ranking } = labelledRanking(judged.contexts, byId, judged.goldenCase.passages);
  const total = ranking.found.reduce((sum, n) => sum + n, 0);
  return {
    ...ranking,
    ...(ranking.units > 0 && { recall: { recall: total / ranking.units, missed } }),
  };
}

/**
 * A labelled case's judged ranking as the metrics read it; `tokens`: each judged context's
 * o200k_base tokens, rank 1 first (for `recall@Ntok`; undefined: not counted).
 */
export type LabelledRanking = Omit<ReturnType<typeof labelledRanking>, 'missed'> & {
  tokens?: readonly number[];
};

/**
 * A ranking as its labels meet it, one path for both kinds of label: an id names the context of
 * that id; a passage, the contexts that match it (`passages`: their indexes, golden/passages.ts),
 * and is found once however many contexts match it. A context's grade is its labels' highest
 * (none: unjudged, 0). `found`: the relevant labels found first at each rank; R (`units`): the
 * relevant labels. The labelled grades are the labelled contexts' and those of the relevant
 * labels none found: AP's `labels` R and nDCG's ideal. `missed`: those, ids then passages by name.
 * `unjudged`: the contexts no label names (the metric `unjudged`).
 */
export function labelledRanking(
  ranking: readonly { id: string; passages?: readonly number[] }[],
  byId: ReadonlyMap<string, number>,
  passages: readonly PassageLabel[] = [],
) {
  const labels = [
    ...[...byId].map(([name, grade]) => ({ name, grade })),
    ...passages.map((p) => ({ name: passageName(p), grade: p.grade })),
  ];
  const idIndex = new Map([...byId.keys()].map((id, index) => [id, index]));
  const unitsOf = ranking.map(
    (c) => c.passages?.map((i) => byId.size + i) ?? (idIndex.has(c.id) ? [idIndex.get(c.id)!] : []),
  );
  const seen = new Set<number>();
  const grades = unitsOf.map((units) =>
    units.reduce((best, unit) => Math.max(best, labels[unit]!.grade), 0),
  );
  const found = unitsOf.map(
    (units) => units.filter((u) => labels[u]!.grade > 0 && !seen.has(u) && seen.add(u)).length,
  );
  const missed = labels.filter((label, unit) => label.grade > 0 && !seen.has(unit));
  return {
    grades,
    labelledGrades: [
      ...grades.filter((_, i) => unitsOf[i]!.length > 0),
      ...missed.map((label) => label.grade),
    ],
    found,
    units: labels.filter((label) => label.grade > 0).length,
    unjudged: unitsOf.filter((units) => units.length === 0).length,
    missed: missed.map((label) => label.name),
  };
}

/**
 * Label ids that no case of the run retrieved at all (any grade): most often a typo in the
 * golden file, which silently makes a case score 0. By case, in case order.
 */
export function labelsNeverRetrieved(
  cases: readonly { id: string; relevant?: ReadonlyMap<string, number> }[],
  retrievedIds: ReadonlySet<string>,
): { caseId: string; ids: string[] }[] {
  return cases.flatMap((c) => {
    const ids = [...(c.relevant?.keys() ?? [])].filter((id) => !retrievedIds.has(id));
    return ids.length > 0 ? [{ caseId: c.id, ids }] : [];
  });
}
