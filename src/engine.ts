import { resolve } from 'node:path';
import { compareWithBaseline, type BaselineSnapshot } from './compare/compare-baseline.js';
import type { GateOptions } from './config/options.js';
import { UserError } from './errors.js';
import { loadGoldenCases, type GoldenCase } from './fixtures/golden-cases.js';
import { decideGate } from './gate/decide-gate.js';
import { calibrationOf } from './judge/calibration.js';
import { judgeCases, type JudgedCase, type StoredVerdict } from './judge/judge-cases.js';
import type { RelevanceJudge } from './judge/relevance-judge.js';
import type { CaseReport, Report } from './report/report.js';
import { readReportFile, readReportFiles } from './report/report-schema.js';
import { loadRetrievalFile } from './retrieval/retrieval-file.js';
import { inlineRankings, type Rankings } from './retrieval/retrieval-results.js';
import { runRetrieverCommand } from './retrieval/retriever-command.js';
import { meanAveragePrecision, roundHalfUp } from './score/average-precision.js';
import { scoreCase } from './score/case-score.js';

export interface EngineContext {
  /** The workspace: fixture paths and the retriever command are relative to it. */
  cwd: string;
  /** The LLM judge (without a key it can only reuse stored verdicts); undefined for labels only. */
  llm?: RelevanceJudge;
  storedVerdicts?: ReadonlyMap<string, StoredVerdict>;
  /** The recorded baseline to compare with, when there is one. */
  baseline?: BaselineSnapshot | null;
  commit?: { sha: string | null; ref: string | null };
  log?: (message: string) => void;
  now?: () => Date;
}

export interface EngineResult {
  report: Report;
  /** Every LLM verdict this run used (asked or reused), for the store. */
  usedVerdicts: Map<string, StoredVerdict>;
}

/**
 * The report a run works on: scored from the golden set (or one shard of it), merged from shard
 * reports (`merge`), or read back from an earlier run (`report`, to publish it).
 */
export async function produceReport(
  options: GateOptions,
  context: EngineContext,
): Promise<EngineResult> {
  if (options.report) {
    const report = await readReportFile(resolve(context.cwd, options.report), options.report);
    return { report, usedVerdicts: new Map() };
  }
  if (options.merge) {
    const reports = await readReportFiles(options.merge, context.cwd);
    context.log?.(`Merging ${reports.length} shard reports.`);
    return mergeShardReports(reports, options, context);
  }
  return scoreGoldenSet(options, context);
}

/** fixtures → retrieval → judge → score → compare → gate: the report of one run. */
export async function scoreGoldenSet(
  options: GateOptions,
  context: EngineContext,
): Promise<EngineResult> {
  const log = context.log ?? (() => undefined);
  const allCases = await loadGoldenCases(options.golden, context.cwd);
  const cases = options.shard ? selectShard(allCases, options.shard) : allCases;
  log(
    `Loaded ${allCases.length} golden case${allCases.length === 1 ? '' : 's'}${options.shard ? `; shard ${options.shard.index}/${options.shard.count} takes ${cases.length}` : ''}.`,
  );

  const rankings = await retrieve(cases, options, context.cwd);
  const judged = await judgeCases(cases, rankings, {
    mode: options.judge,
    llm: context.llm,
    k: options.k,
    concurrency: options.concurrency,
    votes: options.votes,
    storedVerdicts: context.storedVerdicts,
    calibrate: options.calibrate,
  });
  if (options.calibrate && !context.llm?.canAsk)
    log('calibrate: no API key is set, so the LLM cannot be calibrated against the labels.');
  log(
    `Judged ${cases.length} cases: ${judged.usage.requests} judge request(s), ${judged.usage.reusedVerdicts} verdict(s) reused.`,
  );

  const caseReports = judged.cases.map((c) => toCaseReport(c, options));
  const report = assembleReport(
    caseReports,
    options,
    {
      model: judged.cases.some((c) => c.judge === 'llm') ? (context.llm?.model ?? null) : null,
      promptVersion: judged.cases.some((c) => c.judge === 'llm')
        ? (context.llm?.promptVersion ?? null)
        : null,
      usage: {
        inputTokens: judged.usage.inputTokens,
        outputTokens: judged.usage.outputTokens,
        judgeRequests: judged.usage.requests,
        cachedVerdicts: judged.usage.reusedVerdicts,
      },
      commit: context.commit ?? { sha: null, ref: null },
      createdAt: (context.now ?? (() => new Date()))().toISOString(),
      calibration: calibrationOf(judged.calibrationPairs),
      shard: options.shard && {
        ...options.shard,
        verdicts: Object.fromEntries(judged.usedVerdicts),
      },
    },
    context.baseline ?? null,
  );
  return { report, usedVerdicts: judged.usedVerdicts };
}

async function retrieve(
  cases: readonly GoldenCase[],
  options: GateOptions,
  cwd: string,
): Promise<Rankings> {
  if (options.retrieverCommand) {
    return runRetrieverCommand(options.retrieverCommand, cases, {
      cwd,
      timeoutSeconds: options.retrieverTimeoutSeconds,
    });
  }
  if (options.retrieval) return loadRetrievalFile(options.retrieval, cases, cwd);
  return inlineRankings(cases);
}

/** Shard i of n takes every n-th case, so shards stay balanced when cases are added. */
function selectShard(
  cases: readonly GoldenCase[],
  shard: { index: number; count: number },
): GoldenCase[] {
  return cases.filter((_, position) => position % shard.count === shard.index - 1);
}

function toCaseReport(
  judged: JudgedCase,
  options: GateOptions,
): Omit<CaseReport, 'baselineAp' | 'delta' | 'change'> {
  const { goldenCase } = judged;
  const scored = scoreCase(judged, options.denominator);
  return {
    id: goldenCase.id,
    query: goldenCase.query,
    expected: goldenCase.expected ?? null,
    tags: goldenCase.tags,
    source: `${goldenCase.source.file}:${goldenCase.source.line}`,
    judge: judged.judge,
    ap: judged.error ? 0 : scored.ap,
    apRounded: judged.error ? 0 : roundHalfUp(scored.ap * options.scale, 2),
    relevantRanks: scored.relevantRanks,
    reason: judged.error ? `not scored: ${judged.error}` : scored.reason,
    error: judged.error ?? null,
    contexts: judged.contexts.map((c) => ({
      id: c.id,
      rank: c.rank,
      relevant: c.relevant,
      reason: c.reason,
      text: c.text,
      ...(c.score !== undefined && { score: c.score }),
      ...(c.reused && { reused: true }),
      ...(c.agreement !== undefined && { agreement: c.agreement }),
    })),
  };
}

/**
 * Scores the cases, compares them with the baseline and decides the gate; shared by a normal run
 * and a merge of shard reports.
 */
export function assembleReport(
  caseReports: Omit<CaseReport, 'baselineAp' | 'delta' | 'change'>[],
  options: GateOptions,
  meta: Pick<
    Report,
    'model' | 'promptVersion' | 'usage' | 'commit' | 'createdAt' | 'calibration' | 'shard'
  >,
  baseline: BaselineSnapshot | null = null,
): Report {
  const scored = caseReports.filter((c) => c.error === null);
  const score = meanAveragePrecision(scored.map((c) => c.ap)) * options.scale;
  const settings = {
    scale: options.scale,
    model: meta.model,
    promptVersion: meta.promptVersion,
    k: options.k ?? null,
    denominator: options.denominator,
  };
  const comparison = baseline ? compareWithBaseline(caseReports, settings, baseline) : undefined;
  const comparable = comparison?.comparable === true;
  const cases = caseReports.map((c) => {
    const compared = comparison?.cases.get(c.id);
    return {
      ...c,
      baselineAp: compared?.baselineAp ?? null,
      delta: comparable ? (compared?.delta ?? null) : null,
      change: comparable ? (compared?.change ?? null) : null,
    };
  });
  const decision = decideGate({
    score,
    baselineScore: comparable ? baseline?.score : undefined,
    threshold: options.threshold,
    maxDrop: options.maxDrop,
    judgeErrors: caseReports.length - scored.length,
    maxJudgeErrors: options.maxJudgeErrors,
    dropConfidence: comparison?.dropConfidence,
    minConfidence: options.minConfidence,
  });
  const notes = [...decision.notes];
  if (!baseline) notes.push('no baseline recorded yet: gated on the threshold alone');
  else if (!comparable) {
    notes.push(
      `the baseline is not comparable (${comparison?.differences.join('; ')}): shown, not gated on`,
    );
  }
  return {
    schemaVersion: 1,
    name: options.name,
    createdAt: meta.createdAt,
    commit: meta.commit,
    score,
    passed: decision.passed,
    mode: options.mode,
    threshold: options.threshold,
    maxDrop: options.maxDrop,
    scale: options.scale,
    k: options.k ?? null,
    denominator: options.denominator,
    baseline: baseline
      ? {
          score: baseline.score,
          sha: baseline.sha,
          recordedAt: baseline.recordedAt,
          comparable,
          differences: comparison?.differences ?? [],
          dropConfidence: comparison?.dropConfidence ?? null,
        }
      : null,
    delta: comparable && baseline ? score - baseline.score : null,
    regressions: comparison?.regressions ?? 0,
    removedCases: comparison?.removed ?? [],
    failures: decision.failures,
    notes,
    model: meta.model,
    promptVersion: meta.promptVersion,
    usage: meta.usage,
    cases,
    ...(meta.calibration && { calibration: meta.calibration }),
    ...(meta.shard && { shard: meta.shard }),
  };
}

/**
 * Joins the partial reports of `shard: i/n` runs into one, compared and gated like a single run.
 * Every shard must be there exactly once, made with the same settings.
 */
export function mergeShardReports(
  reports: readonly Report[],
  options: GateOptions,
  context: Pick<EngineContext, 'commit' | 'now' | 'baseline'>,
): EngineResult {
  const problems: string[] = [];
  const shards = reports.map((r) => r.shard);
  const count = shards[0]?.count;
  if (shards.some((s) => !s))
    problems.push('every merged report must come from a run with shard: i/n');
  const seen = new Set(shards.map((s) => s?.index));
  const missing = Array.from({ length: count ?? 0 }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0)
    problems.push(
      `missing shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${count}`).join(', ')}`,
    );
  if (seen.size !== reports.length || shards.some((s) => s?.count !== count))
    problems.push('a shard appears twice, or the shards disagree on n');
  for (const key of ['name', 'k', 'denominator', 'scale', 'model', 'promptVersion'] as const) {
    const values = new Set(reports.map((r) => r[key]).filter((v) => v !== null));
    if (values.size > 1) problems.push(`the shards differ in ${key}: ${[...values].join(', ')}`);
  }
  const ids = new Set<string>();
  for (const c of reports.flatMap((r) => r.cases)) {
    if (ids.has(c.id)) problems.push(`case "${c.id}" is in more than one shard`);
    ids.add(c.id);
  }
  if (problems.length > 0)
    throw new UserError('merge: the shard reports do not fit together', problems);

  const usedVerdicts = new Map(reports.flatMap((r) => Object.entries(r.shard?.verdicts ?? {})));
  const sum = (pick: (u: Report['usage']) => number) =>
    reports.reduce((total, r) => total + pick(r.usage), 0);
  const report = assembleReport(
    reports.flatMap((r) => r.cases),
    options,
    {
      model: reports.find((r) => r.model)?.model ?? null,
      promptVersion: reports.find((r) => r.promptVersion)?.promptVersion ?? null,
      usage: {
        inputTokens: sum((u) => u.inputTokens),
        outputTokens: sum((u) => u.outputTokens),
        judgeRequests: sum((u) => u.judgeRequests),
        cachedVerdicts: sum((u) => u.cachedVerdicts),
      },
      commit: context.commit ?? reports[0]?.commit ?? { sha: null, ref: null },
      createdAt: (context.now ?? (() => new Date()))().toISOString(),
    },
    context.baseline ?? null,
  );
  return { report, usedVerdicts };
}
