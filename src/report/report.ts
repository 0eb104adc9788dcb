import { z } from 'zod';
import { goldenChangesSchema } from '../compare/compare-baseline.js';
import { variantRunSchema, variantSchema } from '../compare/compare-variants.js';
import { contextTokensChangeSchema, metricChangeSchema } from '../compare/metric-deltas.js';
import { comparedFieldsSchema } from '../compare/compare-run.js';
import { regressionCauseSchema } from '../compare/regression-culprits.js';
import { judgeAuditSchema } from '../judge/audit-verdicts.js';
import { calibrationSchema } from '../judge/calibration.js';
import { storedVerdictSchema } from '../judge/stored-verdict.js';
import { denominatorSchema } from '../score/average-precision.js';
import { contextCostSchema } from '../score/context-cost.js';
import { scoredCaseSchema } from '../score/scored-case.js';

// The report file: everything a run found, for the comment, the summary and later runs. Declared
// once, as this schema; the types are inferred from it. A report read back (`report`, `merge`)
// may come from a PR's own code (the fork workflow): untrusted, so validated by this schema and
// escaped wherever it is shown. Numbers are finite (zod's `number` refuses NaN and Infinity, which
// `1e999` parses to), counts whole and not negative, and `name` is a gate name (below).

const count = () => z.number().int().min(0);

/**
 * A gate's `name` names its folder on the data branch and its PR comment's hidden marker
 * (`<!-- context-precision-gate:NAME -->`), so it is checked wherever it comes in: the `name`
 * input and the `name` of a report read back (a published report is written by a PR's own code).
 */
const GATE_NAME_MAX_LENGTH = 64;

/** What is wrong with `name` as a gate name, as an instruction; undefined when nothing is. */
export function gateNameProblem(name: string): string | undefined {
  if (!/^[A-Za-z0-9._-]+$/.test(name))
    return 'use letters, digits, ".", "_" or "-" (it names a folder and the PR comment)';
  if (name.length > GATE_NAME_MAX_LENGTH)
    return `use at most ${GATE_NAME_MAX_LENGTH} characters (this one has ${name.length})`;
  if (name === '.' || name === '..') return 'use a name other than "." or ".." (it names a folder)';
  return undefined;
}

const gateName = z.string().superRefine((name, context) => {
  const problem = gateNameProblem(name);
  if (problem) context.addIssue({ code: 'custom', message: `not a gate name: ${problem}` });
});

const caseReportSchema = scoredCaseSchema.extend({
  ...comparedFieldsSchema.shape,
  /** Its AP fell more than `max-case-drop` (the gate's decision, gate/gate-outcome.ts). */
  exceededMaxCaseDrop: z.literal(true).optional(),
});

/**
 * Every kind of note a report carries, whichever stage adds it: the baseline's status, the gate's
 * (gate/gate-outcome.ts) and the golden set's (the engine). The schema accepts these and no other.
 */
const NOTE_KINDS = [
  'no-baseline',
  'baseline-not-comparable',
  'drop-in-doubt',
  'judge-errors-allowed',
  'gate-not-applied',
  'skipped-unlabelled',
  'labels-never-retrieved',
  'no-paired-cases',
  'baseline-not-of-base',
  'passage-labels',
  'unjudged-rise',
] as const;

const baselineSchema = z.object({
  score: z.number(),
  /** The baseline's commit; null for a report given with the CLI's `--baseline` that had none. */
  sha: z.string().nullable(),
  /** The CLI's `--baseline`: the report file compared with, as given. */
  file: z.string().optional(),
  recordedAt: z.string(),
  /** False when model, prompt version, k, denominator or scale differ: shown, not gated on. */
  comparable: z.boolean(),
  differences: z.array(z.string()),
  /** Confidence (0..1) that the score really fell, from a paired bootstrap over common cases. */
  dropConfidence: z.number().min(0).max(1).nullable(),
  /** The cases both runs have with one definition, and both means over them (× scale). */
  paired: z.object({ cases: count(), score: z.number(), baselineScore: z.number() }).optional(),
  /**
   * The run's base commit (a PR's `base.sha`, a merge group's `base_sha`); absent on other runs.
   * When it is not `sha`, the base was not recorded and the newest record was compared with.
   */
  base: z.string().optional(),
});

export const reportSchema = z.object({
  schemaVersion: z.literal(1),
  name: gateName,
  createdAt: z.string(),
  commit: z.object({ sha: z.string().nullable(), ref: z.string().nullable() }),
  /** MAP × scale, full precision. */
  score: z.number(),
  /** The gate's outcome (gate/gate-outcome.ts); an audit run below the gate is not passed either. */
  passed: z.boolean(),
  mode: z.enum(['gate', 'audit']),
  threshold: z.number(),
  maxDrop: z.number(),
  /** `max-case-drop` (score units): no paired case's AP may fall more; null: off. */
  maxCaseDrop: z.number().nullable(),
  scale: z.number().positive(),
  k: z.number().int().min(1).nullable(),
  denominator: denominatorSchema,
  /** The recorded baseline this run was compared with; null when there is none yet. */
  baseline: baselineSchema.nullable(),
  /**
   * The paired change: this run's mean AP minus the baseline's, over the cases both have with one
   * definition (× scale); null without a comparable baseline.
   */
  delta: z.number().nullable(),
  /** What the golden set did since the baseline (absent without one). */
  golden: goldenChangesSchema.optional(),
  /** Cases whose AP fell below the baseline's (0 without a comparable baseline). */
  regressions: count(),
  /** Why the regressed cases fell, added up across them, costliest first (absent when none says what moved). */
  cause: regressionCauseSchema.optional(),
  /** Why the gate failed, one sentence each. */
  failures: z.array(z.string()),
  /** What the reader should know that did not fail the gate. */
  notes: z.array(
    z.object({
      kind: z.enum(NOTE_KINDS),
      text: z.string(),
      /** `skipped-unlabelled`: each case left out and where it is defined (`file:line`). */
      cases: z.array(z.object({ id: z.string(), source: z.string() })).optional(),
    }),
  ),
  /** Judge model (`provider/model`), or null when only labels judged. */
  model: z.string().nullable(),
  promptVersion: z.string().nullable(),
  /** The server the LLM judge was asked (scheme, host and path; no credentials or query), or null. */
  judgeServer: z.string().nullable(),
  usage: z.object({
    inputTokens: count(),
    outputTokens: count(),
    /** What the requests after reuse were estimated to take, before the first one was sent. */
    estimatedInputTokens: count(),
    estimatedOutputTokens: count(),
    judgeRequests: count(),
    reusedVerdicts: count(),
  }),
  cases: z.array(caseReportSchema),
  /** MAP per tag of the golden cases (empty when no case has tags). */
  tags: z.array(
    z.object({
      tag: z.string(),
      /** Scored cases with the tag. */
      cases: count(),
      /** Their MAP × scale. */
      score: z.number(),
      /** The baseline's MAP × scale over the same cases (null: not comparable, or a case is new). */
      baselineScore: z.number().nullable(),
      delta: z.number().nullable(),
      regressions: count(),
    }),
  ),
  /** Each metric beside MAP (`metrics` input), by name: its mean over the cases that have it. */
  metrics: z.record(z.string(), z.number().min(0).max(1)),
  /** Each metric's paired change since a comparable baseline; null without one. */
  metricChanges: z.record(z.string(), metricChangeSchema).nullable(),
  /**
   * The o200k_base tokens of the judged contexts, over the scored cases (score/context-cost.ts),
   * and their paired change since the baseline (absent when it recorded none for the paired cases).
   * Absent when no case was scored (or in a report written before it was counted).
   */
  contextCost: contextCostSchema
    .extend({ paired: contextTokensChangeSchema.optional() })
    .optional(),
  /** With `variants`: each other retriever against the primary (compare/compare-variants.ts). */
  variants: z.array(variantSchema).optional(),
  /** With `calibrate`: how often the LLM agreed with the golden labels (judge/calibration.ts). */
  calibration: calibrationSchema.optional(),
  /** `mode: audit`: how many re-judged stored verdicts flipped (judge/audit-verdicts.ts). */
  audit: judgeAuditSchema.optional(),
  /** A shard's partial report (`shard: i/n`) carries what merging needs. */
  shard: z
    .object({
      index: z.number().int().min(1),
      count: z.number().int().min(1),
      verdicts: z.record(z.string(), storedVerdictSchema),
      /** Each variant's scored cases, to be compared again over all the shards' cases. */
      variants: z.array(variantRunSchema).optional(),
    })
    .optional(),
});

export type Report = z.infer<typeof reportSchema>;
export type CaseReport = Report['cases'][number];
export type ContextReport = CaseReport['contexts'][number];
export type TagScore = Report['tags'][number];
export type ReportNote = Report['notes'][number];
export type RankingMovement = NonNullable<CaseReport['movement']>;
