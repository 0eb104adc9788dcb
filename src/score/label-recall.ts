import { z } from 'zod';
import { passageName } from '../golden/passages.js';
import type { JudgedCase } from '../judge/relevance-judge.js';
import type { LabelledRanking } from './metric-names.js';

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
 * A label-judged case's labels as its ranking meets them. The labelled grades: the golden ids',
 * the LLM's on the contexts no label names (judge-holes, 1 or 0), each context's that matched
 * passages (their highest grade), and each relevant passage no context matched: so R (AP's
 * `labels` denominator) is the relevant contexts retrieved plus the relevant passages none of
 * them matched, and nDCG's ideal holds both. `recall` is undefined without relevant labels.
 */
type CaseLabels = LabelledRanking & { recall?: LabelRecall };

/** The labels of a judged case; undefined for a case without labels. */
export function caseLabels(judged: JudgedCase): CaseLabels | undefined {
  const golden = judged.goldenCase.relevant;
  if (!golden) return undefined;
  const passages = judged.goldenCase.passages ?? [];
  const grades = new Map(golden);
  for (const c of judged.contexts) if (c.judge === 'llm') grades.set(c.id, c.relevant ? 1 : 0);
  const ids = [...grades].filter(([, grade]) => grade > 0).map(([id]) => id);
  for (const c of judged.contexts)
    if (c.passages)
      grades.set(
        c.id,
        c.passages.reduce((best, i) => Math.max(best, passages[i]!.grade), 0),
      );
  const seen = new Set<string>();
  const firstSeen = (units: string[]) => units.filter((u) => !seen.has(u) && seen.add(u)).length;
  const found = judged.contexts.map((c) =>
    firstSeen(
      c.passages
        ? c.passages.filter((i) => passages[i]!.grade > 0).map((i) => `passage ${i}`)
        : (grades.get(c.id) ?? 0) > 0
          ? [`id ${c.id}`]
          : [],
    ),
  );
  const relevantPassages = passages.flatMap((p, i) => (p.grade > 0 ? [i] : []));
  for (const i of relevantPassages)
    if (!seen.has(`passage ${i}`)) grades.set(passageName(passages[i]!), passages[i]!.grade);
  const units = ids.length + relevantPassages.length;
  const missed = [
    ...ids.filter((id) => !seen.has(`id ${id}`)),
    ...relevantPassages
      .filter((i) => !seen.has(`passage ${i}`))
      .map((i) => passageName(passages[i]!)),
  ];
  const total = found.reduce((sum, n) => sum + n, 0);
  return {
    grades: judged.contexts.map((c) => grades.get(c.id) ?? 0),
    labelledGrades: [...grades.values()],
    found,
    units,
    unjudged: judged.contexts.filter((c) => c.unjudged).length,
    ...(units > 0 && { recall: { recall: total / units, missed } }),
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
