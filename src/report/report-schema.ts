import { z } from 'zod';
import { storedVerdictSchema } from '../judge/stored-verdict.js';
import { denominatorSchema } from '../score/average-precision.js';
import { expandPatterns } from '../files/expand-patterns.js';
import type { PathGuard } from '../files/contained-path.js';
import { parseJsonDocument, readTextFile } from '../files/source-records.js';
import type { Report } from './report.js';

/**
 * A report file read back (`report`, `merge`). In the fork workflow it comes from an artifact
 * made by the PR's own code: untrusted, so validated here and escaped wherever it is shown.
 */
const contextSchema = z.object({
  id: z.string(),
  rank: z.number().int(),
  relevant: z.boolean(),
  reason: z.string(),
  text: z.string(),
  score: z.number().optional(),
  reused: z.boolean().optional(),
  agreement: z.number().optional(),
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
  relevantRanks: z.array(z.number().int()),
  reason: z.string(),
  baselineAp: z.number().nullable(),
  delta: z.number().nullable(),
  change: z.enum(['new', 'same', 'improved', 'regressed']).nullable(),
  error: z.string().nullable(),
  contexts: z.array(contextSchema),
});

export const reportSchema = z.object({
  schemaVersion: z.literal(1),
  name: z.string(),
  createdAt: z.string(),
  commit: z.object({ sha: z.string().nullable(), ref: z.string().nullable() }),
  score: z.number(),
  passed: z.boolean(),
  mode: z.enum(['gate', 'audit']),
  threshold: z.number(),
  maxDrop: z.number(),
  scale: z.number(),
  k: z.number().nullable(),
  denominator: denominatorSchema,
  baseline: z
    .object({
      score: z.number(),
      sha: z.string(),
      recordedAt: z.string(),
      comparable: z.boolean(),
      differences: z.array(z.string()),
      dropConfidence: z.number().nullable(),
    })
    .nullable(),
  delta: z.number().nullable(),
  regressions: z.number().int(),
  removedCases: z.array(z.string()),
  failures: z.array(z.string()),
  notes: z.array(
    z.object({
      kind: z.enum([
        'no-baseline',
        'baseline-not-comparable',
        'drop-in-doubt',
        'judge-errors-allowed',
      ]),
      text: z.string(),
    }),
  ),
  model: z.string().nullable(),
  promptVersion: z.string().nullable(),
  usage: z.object({
    inputTokens: z.number(),
    outputTokens: z.number(),
    judgeRequests: z.number(),
    reusedVerdicts: z.number(),
  }),
  cases: z.array(caseSchema),
  calibration: z
    .object({
      cases: z.number(),
      contexts: z.number(),
      agreement: z.number(),
      truePositives: z.number(),
      falsePositives: z.number(),
      falseNegatives: z.number(),
      trueNegatives: z.number(),
      kappa: z.number().nullable(),
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
  shard: z
    .object({
      index: z.number().int(),
      count: z.number().int(),
      verdicts: z.record(z.string(), storedVerdictSchema),
    })
    .optional(),
});

// The schema and the Report type must describe the same thing.
const sameShape: z.ZodType<Report> = reportSchema;
void sameShape;

/** Reads and validates a report file; errors name the file, line and field. */
export async function readReportFile(path: string, displayName = path): Promise<Report> {
  const text = await readTextFile(path, displayName);
  return parseJsonDocument(
    text,
    displayName,
    reportSchema,
    `${displayName}: not a context precision report`,
  );
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
