import type { Denominator } from '../score/average-precision.js';

/** The report file: everything a run found, for the comment, the summary and later runs. */
export interface Report {
  schemaVersion: 1;
  name: string;
  createdAt: string;
  commit: { sha: string | null; ref: string | null };
  /** MAP × scale, full precision. */
  score: number;
  passed: boolean;
  mode: 'gate' | 'audit';
  threshold: number;
  maxDrop: number;
  scale: number;
  k: number | null;
  denominator: Denominator;
  baseline: { score: number; sha: string } | null;
  /** score − baseline score; null without a comparable baseline. */
  delta: number | null;
  failures: string[];
  notes: string[];
  /** Judge model (`provider/model`), or null when only labels judged. */
  model: string | null;
  promptVersion: string | null;
  usage: {
    inputTokens: number;
    outputTokens: number;
    judgeRequests: number;
    cachedVerdicts: number;
  };
  cases: CaseReport[];
}

export interface CaseReport {
  id: string;
  query: string;
  expected: string | null;
  tags: string[];
  /** Where the golden case is defined (`file:line`). */
  source: string;
  judge: 'llm' | 'labels';
  /** Average Precision in 0..1, full precision (unscaled). */
  ap: number;
  /** AP × scale, rounded half up to 2 decimals, as shown. */
  apRounded: number;
  relevantRanks: number[];
  reason: string;
  /** The judge could not judge this case; it is left out of the score. */
  error: string | null;
  contexts: ContextReport[];
}

export interface ContextReport {
  id: string;
  rank: number;
  relevant: boolean;
  reason: string;
  text: string;
  score?: number;
  /** The verdict was reused from the recorded store, not asked again. */
  reused?: boolean;
  agreement?: number;
}
