import { formatAp } from '../score/average-precision.js';
import { firstOf } from './movement-text.js';
import type { Report } from './report.js';

/** Ids named per kind of change; the rest are counted. */
const list = (names: readonly string[], separator = ', ') => firstOf(names, 5, separator);

/**
 * What the golden set did since the baseline, on one line, or null when nothing changed:
 * `golden set: +3 new · −2 removed (q7 was 0.25, q8 was 0.20) · 1 edited (q1: labels) · 1 renamed (q1 → q1\u200b)`.
 * `show` makes an id safe (and its invisible characters visible) for where the line goes.
 */
export function goldenSetLine(report: Report, show: (id: string) => string): string | null {
  const golden = report.golden;
  if (!golden) return null;
  const parts: string[] = [];
  if (golden.new.length > 0) parts.push(`+${golden.new.length} new`);
  if (golden.removed.length > 0) {
    const named = golden.removed.map(
      (id, i) => `${show(id)} was ${formatAp((golden.removedAp[i] ?? 0) * report.scale)}`,
    );
    parts.push(`−${golden.removed.length} removed (${list(named)})`);
  }
  if (golden.edited.length > 0) {
    const byId = new Map(report.cases.map((c) => [c.id, c]));
    const named = golden.edited.map((id) => {
      const c = byId.get(id);
      const fields = c?.edited?.join(', ') ?? 'edited';
      const how =
        c?.change === 'edited'
          ? ', left out of the drop'
          : c?.edited?.includes('labels') && c.delta !== null
            ? ', compared under the new labels'
            : '';
      return `${show(id)}: ${fields}${how}`;
    });
    parts.push(`${golden.edited.length} edited (${list(named, '; ')})`);
  }
  if (golden.renamed.length > 0)
    parts.push(
      `${golden.renamed.length} renamed (${list(golden.renamed.map((r) => `${show(r.from)} → ${show(r.to)}`))})`,
    );
  return parts.length > 0 ? `golden set: ${parts.join(' · ')}` : null;
}
