/**
 * How much of a labelled case's relevant set the judged contexts found (the `recall` metric of a
 * labelled case): recall = (labelled relevant ids among the judged top k) / (all labelled relevant
 * ids, grade > 0), and which of them were missed. No relevant labels: undefined (nothing to recall).
 */
export interface LabelRecall {
  /** Labelled relevant ids retrieved (in the judged top k), over all labelled relevant ids. */
  recall: number;
  /** Labelled relevant ids the ranking did not retrieve, in label order. */
  missed: string[];
}

export function labelRecall(
  labels: ReadonlyMap<string, number>,
  retrievedIds: readonly string[],
): LabelRecall | undefined {
  const relevant = [...labels].filter(([, grade]) => grade > 0).map(([id]) => id);
  if (relevant.length === 0) return undefined;
  const retrieved = new Set(retrievedIds);
  const missed = relevant.filter((id) => !retrieved.has(id));
  return { recall: (relevant.length - missed.length) / relevant.length, missed };
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
