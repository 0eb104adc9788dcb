import { formatCount, percent } from '../format/numbers.js';
import type { Report, ReportNote } from './report.js';

/**
 * A rise in the share of unjudged passages this large (at least this many points, and at least
 * double) says the labels no longer name what the retriever returns: a re-chunked index read with
 * labels by chunk id, whose MAP change is the labels' and not the retrieval's.
 */
const RISE = 0.2;
const rose = (before: number, after: number) => after - before >= RISE && after >= 2 * before;

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
  const now = report.metrics.unjudged;
  const was = report.metricChanges?.unjudged?.baseline;
  if (now !== undefined && was !== undefined && rose(was, now))
    notes.push({
      kind: 'unjudged-rise',
      text: `${percent(now)} of the label-judged passages are named by no label, against ${percent(was)} in the baseline: the retriever returns passages the labels do not name (re-chunked?), so its change of MAP is the labels' as much as the retrieval's; ${FIX}`,
    });
  for (const v of report.variants ?? []) {
    const theirs = v.metrics.unjudged;
    const delta = v.versus?.metrics.unjudged?.delta;
    if (theirs === undefined || delta === undefined || !rose(theirs - delta, theirs)) continue;
    notes.push({
      kind: 'unjudged-rise',
      text: `variant ${v.name}: ${percent(theirs)} of its label-judged passages are named by no label, against ${percent(theirs - delta)} for this retriever, so its change of MAP is the labels' as much as the retrieval's; ${FIX}`,
    });
  }
  return notes;
}
