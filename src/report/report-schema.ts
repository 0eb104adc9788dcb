import { z } from 'zod';
import { storedVerdictSchema } from '../judge/stored-verdict.js';
import { denominatorSchema } from '../score/average-precision.js';
import { DEFINITION_FIELDS } from '../golden/case-definition.js';
import { expandPatterns } from '../files/expand-patterns.js';
import type { PathGuard } from '../files/contained-path.js';
import { parseJsonDocument, readTextFile } from '../files/json-document.js';
import { gateNameProblem } from './gate-name.js';
import { UserError } from '../errors.js';
import { NOTE_KINDS, type Report } from './report.js';

/**
 * A report file read back (`report`, `merge`). In the fork workflow it comes from an artifact
 * made by the PR's own code: untrusted, so validated here and escaped wherever it is shown. Its
 * numbers are finite (zod's `number` refuses NaN and Infinity, which `1e999` parses to), counts
 * are whole and not negative, and its `name` is a gate name: it goes into the comment's marker.
 */
const count = () => z.number().int().min(0);
const rank = () => z.number().int().min(1);
const passageCount = z.object({ id: z.string(), cases: count() });

const gateName = z.string().superRefine((name, context) => {
  const problem = gateNameProblem(name);
  if (problem) context.addIssue({ code: 'custom', message: `not a gate name: ${problem}` });
});

const contextSchema = z.object({
  id: z.string(),
  rank: rank(),
  relevant: z.boolean(),
  reason: z.string(),
  text: z.string().optional(),
  score: z.number().optional(),
  reused: z.boolean().optional(),
  agreement: z.number().min(0).max(1).optional(),
});

const caseSchema = z.object({
  id: z.string(),
  query: z.string(),
  expected: z.string().nullable(),
  tags: z.array(z.string()),
  source: z.string(),
  judge: z.enum(['llm', 'labels']),
  ap: z.number().min(0).max(1),
  apRounded: z.number(),
  relevantRanks: z.array(z.number().int().min(1)),
  reason: z.string(),
  baselineAp: z.number().nullable(),
  delta: z.number().nullable(),
  change: z.enum(['new', 'same', 'improved', 'regressed', 'edited']).nullable(),
  // Reports made before case fingerprints have none of these.
  definition: z
    .object({ hash: z.string(), query: z.string(), expected: z.string(), labels: z.string() })
    .optional(),
  labels: z.array(z.tuple([z.string(), z.number()])).optional(),
  renamedFrom: z.string().optional(),
  edited: z.array(z.enum(DEFINITION_FIELDS)).optional(),
  error: z.string().nullable(),
  labelRecall: z.object({ recall: z.number(), missed: z.array(z.string()) }).optional(),
  statementRecall: z.object({ recall: z.number(), missed: z.array(z.string()) }).optional(),
  metrics: z.record(z.string(), z.number().min(0).max(1)).optional(),
  baselineMetrics: z.record(z.string(), z.number().min(0).max(1)).optional(),
  lostPassages: z.array(z.string()).optional(),
  movement: z
    .object({
      baselineRelevant: z.array(z.boolean()),
      entered: z.array(z.object({ id: z.string(), rank: rank(), relevant: z.boolean() })),
      left: z.array(z.object({ id: z.string(), rank: rank(), relevant: z.boolean() })),
      moved: z.array(z.object({ id: z.string(), from: rank(), to: rank(), relevant: z.boolean() })),
    })
    .optional(),
  contexts: z.array(contextSchema),
});

const reportSchema = z.object({
  schemaVersion: z.literal(1),
  name: gateName,
  createdAt: z.string(),
  commit: z.object({ sha: z.string().nullable(), ref: z.string().nullable() }),
  score: z.number(),
  passed: z.boolean(),
  mode: z.enum(['gate', 'audit']),
  threshold: z.number(),
  maxDrop: z.number(),
  // Reports made before max-case-drop have none.
  maxCaseDrop: z.number().nullable().default(null),
  scale: z.number().positive(),
  k: z.number().int().min(1).nullable(),
  denominator: denominatorSchema,
  baseline: z
    .object({
      score: z.number(),
      sha: z.string().nullable(),
      file: z.string().optional(),
      recordedAt: z.string(),
      comparable: z.boolean(),
      differences: z.array(z.string()),
      dropConfidence: z.number().min(0).max(1).nullable(),
      paired: z.object({ cases: count(), score: z.number(), baselineScore: z.number() }).optional(),
      base: z.string().optional(),
    })
    .nullable(),
  delta: z.number().nullable(),
  golden: z
    .object({
      new: z.array(z.string()),
      removed: z.array(z.string()),
      edited: z.array(z.string()),
      renamed: z.array(z.object({ from: z.string(), to: z.string() })),
      removedAp: z.array(z.number()),
      fingerprinted: z.boolean(),
    })
    .optional(),
  regressions: count(),
  removedCases: z.array(z.string()),
  cause: z
    .object({
      cases: count(),
      movedAbove: z.array(passageCount),
      leftRanking: z.array(passageCount),
    })
    .optional(),
  failures: z.array(z.string()),
  notes: z.array(
    z.object({
      kind: z.enum(NOTE_KINDS),
      text: z.string(),
    }),
  ),
  model: z.string().nullable(),
  promptVersion: z.string().nullable(),
  judgeServer: z.string().nullable().default(null),
  usage: z.object({
    inputTokens: count(),
    outputTokens: count(),
    // Reports made before the estimate have none.
    estimatedInputTokens: count().default(0),
    estimatedOutputTokens: count().default(0),
    judgeRequests: count(),
    reusedVerdicts: count(),
  }),
  cases: z.array(caseSchema),
  tags: z
    .array(
      z.object({
        tag: z.string(),
        cases: z.number(),
        score: z.number(),
        baselineScore: z.number().nullable(),
        delta: z.number().nullable(),
        regressions: z.number(),
      }),
    )
    // Reports made before per-tag scores have none.
    .default([]),
  // Reports made before the metrics beside MAP have none.
  metrics: z.record(z.string(), z.number().min(0).max(1)).default({}),
  metricChanges: z
    .record(
      z.string(),
      z.object({
        baseline: z.number().min(0).max(1),
        delta: z.number().min(-1).max(1),
        cases: count(),
      }),
    )
    .nullable()
    .default(null),
  calibration: z
    .object({
      cases: count(),
      contexts: count(),
      agreement: z.number().min(0).max(1),
      truePositives: count(),
      falsePositives: count(),
      falseNegatives: count(),
      trueNegatives: count(),
      kappa: z.number().min(-1).max(1).nullable(),
      disagreements: z.array(
        z.object({
          caseId: z.string(),
          contextId: z.string(),
          label: z.boolean(),
          llm: z.boolean(),
          reason: z.string(),
        }),
      ),
    })
    .optional(),
  audit: z
    .object({
      seed: z.string(),
      available: count(),
      sampled: count(),
      flipped: count(),
      flipRate: z.number().min(0).max(1).nullable(),
      failed: count(),
      adopted: z.boolean(),
      requests: count(),
      flips: z.array(
        z.object({
          caseId: z.string(),
          contextId: z.string(),
          rank: rank(),
          stored: z.object({ relevant: z.boolean(), reason: z.string() }),
          now: z.object({ relevant: z.boolean(), reason: z.string() }),
        }),
      ),
    })
    .optional(),
  shard: z
    .object({
      index: z.number().int().min(1),
      count: z.number().int().min(1),
      verdicts: z.record(z.string(), storedVerdictSchema),
    })
    .optional(),
});

// The schema and the Report type must describe the same thing.
const sameShape: z.ZodType<Report> = reportSchema;
void sameShape;

/**
 * Reads and validates a report file; errors name the file, line and field. With `gateName` (a
 * report to publish), the report must have been made for that gate: its name is the comment's
 * marker, so a report for another gate (or one a PR's code renamed) would take over or leave
 * another comment.
 */
export async function readReportFile(
  path: string,
  displayName = path,
  gateName?: string,
): Promise<Report> {
  const text = await readTextFile(path, displayName);
  const report = parseJsonDocument(
    text,
    displayName,
    reportSchema,
    `${displayName}: not a context precision report`,
  );
  if (gateName !== undefined && report.name !== gateName)
    throw new UserError(
      `${displayName}: the report was made for the gate named "${report.name}", but this step's name is "${gateName}"; nothing was published. Give this step the name of the step that made the report (name: ${report.name}), or publish the right report.`,
    );
  return report;
}

/** The reports a `merge` glob names, in file order. */
export async function readReportFiles(
  patterns: string,
  cwd: string,
  guard?: PathGuard,
): Promise<Report[]> {
  const files = await expandPatterns(patterns, cwd, 'merge', guard);
  return Promise.all(files.map((f) => readReportFile(f.absolute, f.display)));
}
