/** What the renderings (markdown and text) show beside each case's AP. */
import type { Report } from './report.js';

/** The report's metric names, recall first, then by name. */
export function metricNamesOf(report: Pick<Report, 'metrics'>): string[] {
  return Object.keys(report.metrics).sort((a, b) =>
    a === 'recall' ? -1 : b === 'recall' ? 1 : a < b ? -1 : a > b ? 1 : 0,
  );
}

/** A judge column only when the cases were not all judged the same way (it would say one word on every row). */
export function hasJudgeColumn(report: Pick<Report, 'cases'>): boolean {
  const first = report.cases[0]?.judge;
  return report.cases.some((c) => c.judge !== first);
}
