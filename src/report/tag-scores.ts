import { meanAveragePrecision } from '../score/average-precision.js';
import type { CaseReport, TagScore } from './report.js';

/**
 * MAP per tag (× scale), and beside it the baseline's MAP over the same cases, when the baseline
 * is comparable and has them all: a tag's delta then compares like with like. Tags in name order.
 */
export function tagScores(cases: readonly CaseReport[], scale: number): TagScore[] {
  const byTag = new Map<string, CaseReport[]>();
  for (const c of cases) {
    if (c.error !== null) continue;
    for (const tag of c.tags) {
      const list = byTag.get(tag);
      if (list) list.push(c);
      else byTag.set(tag, [c]);
    }
  }
  return [...byTag.keys()].sort().map((tag) => {
    const tagged = byTag.get(tag) as CaseReport[];
    const score = meanAveragePrecision(tagged.map((c) => c.ap)) * scale;
    const compared = tagged.every(
      (c) => c.change !== null && c.change !== 'new' && c.change !== 'edited',
    );
    const baselineScore = compared
      ? meanAveragePrecision(tagged.map((c) => c.baselineAp as number)) * scale
      : null;
    return {
      tag,
      cases: tagged.length,
      score,
      baselineScore,
      delta: baselineScore === null ? null : score - baselineScore,
      regressions: tagged.filter((c) => c.change === 'regressed').length,
    };
  });
}
