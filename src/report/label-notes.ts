import { formatCount, percent } from '../format/numbers.js';
import type { Report, ReportNote } from './report.js';

/**
 * A rise this large (at least this many points, and at least double) says the labels no longer
 * name what the retriever returns: a re-chunked index read with labels by chunk id, whose MAP
 * change is the labels' and not the retrieval's. A new passage or two no label names (the daily
 * case, which each case's why names) is not it: a run is compared by its cases that no label
 * judged at all, a variant by the share of its passages no label names, which must be half or more.
 */
const RISE = 0.2;
const rose = (before: number, after: number) => after - before >= RISE && after >= 2 * before;
const WHOLLY = 1 - 1e-9;

const FIX =
  'label by passages, which survive re-chunking (docs/judging.md#passage-labels), or set judge-holes: true to have the LLM judge them';

/**
 * What the labels could judge: how many passage labels a retrieved context matched, and a warning
 * for a run (against its baseline) or a variant (against this retriever) whose contexts far more
 * of the labels leave unjudged.
 */
export function labelNotes(report: Report): ReportNote[] {
  const notes: ReportNote[] = [];
  const scored = report.cases.filter((c) => c.error === null && c.passageLabels);
  if (scored.length > 0) {
    const matched = scored.reduce((sum, c) => sum + (c.passageLabels?.matched ?? 0), 0);
    const total = scored.reduce((sum, c) => sum + (c.passageLabels?.total ?? 0), 0);
    notes.push({
      kind: 'passage-labels',
      text: `passage labels: ${formatCount(matched)} of ${formatCount(total)} matched a retrieved context`,
    });
  }
  // The paired cases in which no label named any judged passage, now and in the baseline.
  const paired = report.cases.filter(
    (c) => c.metrics?.unjudged !== undefined && c.baselineMetrics?.unjudged !== undefined,
  );
  const now = paired.filter((c) => c.metrics!.unjudged! >= WHOLLY).length;
  const was = paired.filter((c) => c.baselineMetrics!.unjudged! >= WHOLLY).length;
  if (paired.length > 0 && rose(was / paired.length, now / paired.length))
    notes.push({
      kind: 'unjudged-rise',
      text: `in ${formatCount(now)} of ${formatCount(paired.length)} label-judged cases no label names any retrieved passage, against ${formatCount(was)} in the baseline: the retriever returns passages the labels do not name (re-chunked?), so its change of MAP is the labels' as much as the retrieval's; ${FIX}`,
    });
  for (const v of report.variants ?? []) {
    const theirs = v.metrics.unjudged;
    const delta = v.versus?.metrics.unjudged?.delta;
    if (
      theirs === undefined ||
      delta === undefined ||
      theirs < 0.5 ||
      !rose(theirs - delta, theirs)
    )
      continue;
    notes.push({
      kind: 'unjudged-rise',
      text: `variant ${v.name}: ${percent(theirs)} of its label-judged passages are named by no label, against ${percent(theirs - delta)} for this retriever, so its change of MAP is the labels' as much as the retrieval's; ${FIX}`,
    });
  }
  return notes;
}
