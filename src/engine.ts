import { resolve } from 'node:path';
import type { BaselineSnapshot } from './compare/compare-baseline.js';
import type { GateOptions } from './config/options.js';
import type { PathGuard } from './files/contained-path.js';
import { loadGoldenCases, type GoldenCase } from './golden/golden-cases.js';
import { calibrationOf } from './judge/calibration.js';
import { judgeCases } from './judge/judge-cases.js';
import type { RelevanceJudge } from './judge/relevance-judge.js';
import type { StoredVerdict } from './judge/stored-verdict.js';
import { assembleReport, toCaseReport } from './report/assemble-report.js';
import { mergeShardReports } from './report/merge-shard-reports.js';
import type { Report } from './report/report.js';
import { readReportFile, readReportFiles } from './report/report-schema.js';
import { loadRetrievalFile } from './retrieval/retrieval-file.js';
import { inlineRankings, type Rankings } from './retrieval/retrieval-results.js';
import { runRetrieverCommand } from './retrieval/retriever-command.js';
import { plural } from './format/numbers.js';

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
  /** Where input files may be read from, and the report file no input may be (see PathGuard). */
  paths?: PathGuard;
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
    const path = resolve(context.cwd, options.report);
    await context.paths?.admit('report', options.report, path);
    const report = await readReportFile(path, options.report);
    return { report, usedVerdicts: new Map() };
  }
  if (options.merge) {
    const reports = await readReportFiles(options.merge, context.cwd, context.paths);
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
  const allCases = await loadGoldenCases(options.golden, context.cwd, context.paths);
  const cases = options.shard ? selectShard(allCases, options.shard) : allCases;
  log(
    `Loaded ${plural(allCases.length, 'golden case')}${options.shard ? `; shard ${options.shard.index}/${options.shard.count} takes ${cases.length}` : ''}.`,
  );

  const rankings = await retrieve(cases, options, context.cwd, context.paths);
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
    `Judged ${plural(cases.length, 'case')}: ${plural(judged.usage.requests, 'judge request')}, ${plural(judged.usage.reusedVerdicts, 'verdict')} reused.`,
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
        reusedVerdicts: judged.usage.reusedVerdicts,
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
  paths: PathGuard | undefined,
): Promise<Rankings> {
  if (options.retrieverCommand) {
    return runRetrieverCommand(options.retrieverCommand, cases, {
      cwd,
      timeoutSeconds: options.retrieverTimeoutSeconds,
    });
  }
  if (options.retrieval) return loadRetrievalFile(options.retrieval, cases, cwd, paths);
  return inlineRankings(cases);
}

/** Shard i of n takes every n-th case, so shards stay balanced when cases are added. */
function selectShard(
  cases: readonly GoldenCase[],
  shard: { index: number; count: number },
): GoldenCase[] {
  return cases.filter((_, position) => position % shard.count === shard.index - 1);
}
