import { formatCount, plural } from '../format/numbers.js';
import { GATE_NOTE_KINDS } from '../gate/decide-gate.js';
import type { Calibration } from '../judge/calibration.js';
import type { LabelRecall } from '../score/label-recall.js';
import type { StoredVerdict } from '../judge/stored-verdict.js';
import type { Denominator } from '../score/average-precision.js';
import type { RankingMovement } from '../compare/ranking-movement.js';
import type { GoldenChanges } from '../compare/compare-baseline.js';
import type { CaseDefinition, DefinitionField } from '../golden/case-definition.js';
import type { MetricChange } from '../compare/metric-deltas.js';
import type { JudgeAudit } from '../judge/audit-verdicts.js';
import type { RegressionCause } from './regression-cause.js';

export type { RankingMovement };

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
  /** `max-case-drop` (score units): no paired case's AP may fall more; null: off. */
  maxCaseDrop: number | null;
  scale: number;
  k: number | null;
  denominator: Denominator;
  /** The recorded baseline this run was compared with; null when there is none yet. */
  baseline: BaselineInfo | null;
  /**
   * The paired change: this run's mean AP minus the baseline's, over the cases both have with one
   * definition (× scale); null without a comparable baseline.
   */
  delta: number | null;
  /** What the golden set did since the baseline (absent without one, and in older reports). */
  golden?: GoldenChanges;
  /** Cases whose AP fell below the baseline's (0 without a comparable baseline). */
  regressions: number;
  /** Cases in the baseline that this run no longer has. */
  removedCases: string[];
  /** Why the regressed cases fell, added up across them (absent when none says what moved). */
  cause?: RegressionCause;
  failures: string[];
  notes: ReportNote[];
  /** Judge model (`provider/model`), or null when only labels judged. */
  model: string | null;
  promptVersion: string | null;
  /** The server the LLM judge was asked (scheme, host and path; no credentials or query), or null. */
  judgeServer: string | null;
  usage: {
    inputTokens: number;
    outputTokens: number;
    /** What the requests after reuse were estimated to take, before the first one was sent. */
    estimatedInputTokens: number;
    estimatedOutputTokens: number;
    judgeRequests: number;
    reusedVerdicts: number;
  };
  cases: CaseReport[];
  /** MAP per tag of the golden cases (empty when no case has tags). */
  tags: TagScore[];
  /** Each metric beside MAP (`metrics` input), by name: its mean over the cases that have it. */
  metrics: Record<string, number>;
  /** Each metric's paired change since a comparable baseline; null without one. */
  metricChanges: Record<string, MetricChange> | null;
  /** With `calibrate`: how often the LLM agreed with the golden labels. */
  calibration?: Calibration;
  /** `mode: audit`: how many re-judged stored verdicts flipped (the judge's drift). */
  audit?: JudgeAudit;
  /** A shard's partial report (`shard: i/n`) carries what merging needs. */
  shard?: { index: number; count: number; verdicts: Record<string, StoredVerdict> };
}

interface BaselineInfo {
  score: number;
  /** The baseline's commit; null for a report given with the CLI's `--baseline` that had none. */
  sha: string | null;
  /** The CLI's `--baseline`: the report file compared with, as given. */
  file?: string;
  recordedAt: string;
  /** False when model, prompt version, k, denominator or scale differ: shown, not gated on. */
  comparable: boolean;
  differences: string[];
  /** Confidence (0..1) that the score really fell, from a paired bootstrap over common cases. */
  dropConfidence: number | null;
  /** The cases both runs have with one definition, and both means over them (× scale). */
  paired?: { cases: number; score: number; baselineScore: number };
  /**
   * The run's base commit (a PR's `base.sha`, a merge group's `base_sha`); absent on other runs.
   * When it is not `sha`, the base was not recorded and the newest record was compared with.
   */
  base?: string;
}

export interface TagScore {
  tag: string;
  /** Scored cases with the tag. */
  cases: number;
  /** Their MAP × scale. */
  score: number;
  /** The baseline's MAP × scale over the same cases (null: not comparable, or a case is new). */
  baselineScore: number | null;
  delta: number | null;
  regressions: number;
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
  /** The baseline's AP for this case (null: new case or no baseline). */
  baselineAp: number | null;
  /** ap − baselineAp (null: no comparable baseline AP). */
  delta: number | null;
  /** `edited`: its definition changed, so it is left out of the paired drop. */
  change: 'new' | 'same' | 'improved' | 'regressed' | 'edited' | null;
  /** The fingerprint of its definition (query, expected, labels); older reports have none. */
  definition?: CaseDefinition;
  /** Its golden labels (context id, grade), to score the baseline's ranking when they changed. */
  labels?: [string, number][];
  /** The baseline's id of this case, when only its id changed. */
  renamedFrom?: string;
  /** What changed in its definition since the baseline. */
  edited?: DefinitionField[];
  /** The judge could not judge this case; it is left out of the score. */
  error: string | null;
  /** A labelled case: how much of its relevant set was retrieved (recall@k), and what was missed. */
  labelRecall?: LabelRecall;
  /** An LLM-judged case: the share of its expected answer's statements the contexts support, and the statements none supports. */
  statementRecall?: LabelRecall;
  /** The metrics beside AP this case has, by name (`recall`, `ndcg@10`, …), 0..1. */
  metrics?: Record<string, number>;
  /** The baseline's values of those metrics, for a case paired with it (as its AP is). */
  baselineMetrics?: Record<string, number>;
  /** A labelled case: the relevant passages the baseline retrieved (in its judged top k) and this run does not. */
  lostPassages?: string[];
  /** A regressed case whose baseline kept its ranking: how the ranking changed since. */
  movement?: RankingMovement;
  contexts: ContextReport[];
}

export interface ContextReport {
  id: string;
  rank: number;
  relevant: boolean;
  reason: string;
  /**
   * The context's text, shortened as the comment and the job summary show it; only for the
   * contexts they show (the top ranks of the cases whose reasons are listed). The rest of the
   * report keeps ids, ranks, verdicts and reasons: the text is the retriever's, not the gate's.
   */
  text?: string;
  score?: number;
  /** The verdict was reused from the recorded store, not asked again. */
  reused?: boolean;
  agreement?: number;
}

/**
 * Every kind of note a report carries, whichever stage adds it: the gate's (GATE_NOTE_KINDS), the
 * baseline's status (assembleReport) and the golden set's (the engine). The report file's schema
 * accepts these and no other.
 */
export const NOTE_KINDS = [
  'no-baseline',
  'baseline-not-comparable',
  ...GATE_NOTE_KINDS,
  'skipped-unlabelled',
  'labels-never-retrieved',
  'baseline-without-fingerprints',
  'no-paired-cases',
  'baseline-not-of-base',
] as const;

/**
 * Something the reader should know that did not fail the gate. The kind lets a rendering leave out
 * what it already shows another way (the score line shows the baseline's status).
 */
export interface ReportNote {
  kind: (typeof NOTE_KINDS)[number];
  text: string;
}

/** The notes a rendering lists: the baseline's status is on the score line already. */
export function notesToList(report: Pick<Report, 'notes'>): string[] {
  return report.notes
    .filter((n) => n.kind !== 'no-baseline' && n.kind !== 'baseline-not-comparable')
    .map((n) => n.text);
}

/** "15 cases", or "9 of 15 cases" when the judge failed on some (max-judge-errors let them out). */
export function casesScored(report: Pick<Report, 'cases'>): string {
  const scored = report.cases.filter((c) => c.error === null).length;
  const all = plural(report.cases.length, 'case');
  return scored === report.cases.length ? all : `${formatCount(scored)} of ${all}`;
}

/** A case as scored, before it is compared with the baseline. */
export type ScoredCase = Omit<
  CaseReport,
  | 'baselineAp'
  | 'delta'
  | 'change'
  | 'movement'
  | 'renamedFrom'
  | 'edited'
  | 'baselineMetrics'
  | 'lostPassages'
>;
