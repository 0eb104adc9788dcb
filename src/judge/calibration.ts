import { z } from 'zod';
import type { CalibrationPair } from './relevance-judge.js';

const count = z.number().int().min(0);

/** With `calibrate`: how often the LLM agreed with the golden labels (the report's `calibration`). */
export const calibrationSchema = z.object({
  /** Labelled cases the LLM also judged. */
  cases: count,
  contexts: count,
  /** Share of contexts where the LLM's verdict matched the label. */
  agreement: z.number().min(0).max(1),
  truePositives: count,
  falsePositives: count,
  falseNegatives: count,
  trueNegatives: count,
  /** Cohen's kappa: agreement beyond chance (null when undefined). */
  kappa: z.number().min(-1).max(1).nullable(),
  /** Contexts where the LLM and the labels disagree (up to 20). */
  disagreements: z.array(
    z.object({
      caseId: z.string(),
      contextId: z.string(),
      label: z.boolean(),
      llm: z.boolean(),
      reason: z.string(),
    }),
  ),
});
type Calibration = z.infer<typeof calibrationSchema>;

/**
 * How well the LLM judge agrees with the golden labels on the same contexts (those a label
 * names; an unjudged context has no label to agree with): the confusion counts, raw agreement and
 * Cohen's kappa (agreement beyond what chance would give). The pairs are of person-labelled cases.
 */
export function calibrationOf(pairs: readonly CalibrationPair[]): Calibration | undefined {
  if (pairs.length === 0) return undefined;
  const counts = { tp: 0, fp: 0, fn: 0, tn: 0 };
  const disagreements: Calibration['disagreements'] = [];
  for (const pair of pairs) {
    const llmAt = new Map(pair.llm.map((x) => [x.rank, x]));
    pair.labels.forEach((label) => {
      const llm = llmAt.get(label.rank);
      if (!llm || label.unjudged) return;
      counts[label.relevant ? (llm.relevant ? 'tp' : 'fn') : llm.relevant ? 'fp' : 'tn'] += 1;
      if (label.relevant !== llm.relevant && disagreements.length < 20) {
        disagreements.push({
          caseId: pair.caseId,
          contextId: label.id,
          label: label.relevant,
          llm: llm.relevant,
          reason: llm.reason,
        });
      }
    });
  }
  const { tp, fp, fn, tn } = counts;
  const n = tp + fp + fn + tn;
  const observed = n === 0 ? 0 : (tp + tn) / n;
  const chance = n === 0 ? 0 : ((tp + fp) * (tp + fn) + (fn + tn) * (fp + tn)) / (n * n);
  return {
    cases: pairs.length,
    contexts: n,
    agreement: observed,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    trueNegatives: tn,
    kappa: n === 0 || chance === 1 ? null : (observed - chance) / (1 - chance),
    disagreements,
  };
}
