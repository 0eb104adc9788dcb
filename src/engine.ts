import { resolve } from 'node:path';
import type { BaselineSnapshot } from './compare/compare-baseline.js';
import type { GateOptions } from './config/options.js';
import { loadTDistribution } from './compare/paired-t-test.js';
import { Progress } from './format/progress.js';
import { likelyTypoOf } from './format/closest.js';
import { UserError } from './errors.js';
import { loadGoldenCases, type GoldenCase } from './golden/golden-cases.js';
import { selectCases, selectShard } from './golden/select-cases.js';
import { calibrationOf } from './judge/calibration.js';
import { auditVerdicts, type AuditResult } from './judge/audit-verdicts.js';
import { judgeCases, type JudgeRunOptions, type JudgeRunResult } from './judge/judge-cases.js';
import { addUsage, type RelevanceJudge } from './judge/relevance-judge.js';
import { judgeLoadedOnFirstUse } from './judge/lazy-judge.js';
import { labelsNeverRetrieved } from './score/label-recall.js';
import type { StoredVerdict } from './judge/stored-verdict.js';
import { mergeShardReports } from './report/merge-shard-reports.js';
import type { Report, ReportNote } from './report/report.js';
import { readReportFile } from './report/report-file.js';
import { expandPatterns } from './files/expand-patterns.js';
import { scoreCases } from './score/scored-case.js';
import { decideReport } from './decide.js';
import type { Rankings } from './retrieval/retrieval-results.js';
import { retrieveAll, variantRuns } from './variant-runs.js';
import type { RetrieveDeps } from './retrieval/retrieve.js';
import { plural, quotedList } from './format/numbers.js';
import { shownServer } from './format/plain-text.js';
import { fixYoungGeneration } from './timing/young-generation.js';
import type { Clock } from './timing/clock.js';

/** The workspace, environment, redaction and PathGuard retrieval takes; the verdicts judging reuses. */
export interface EngineDeps
  extends
    Pick<RetrieveDeps, 'cwd' | 'env' | 'redact' | 'paths'>,
    Pick<JudgeRunOptions, 'storedVerdicts' | 'verdictSource'> {
  baseline?: BaselineSnapshot | null;
  commit?: { sha: string | null; ref: string | null };
  /** A terminal to show judging progress on, rewriting one line (else a log line every ~10% or 10 s). */
  progressTty?: (text: string) => void;
  /** Only these cases (by id) or the cases with one of these tags: a quick local run. */
  select?: { cases?: readonly string[]; tags?: readonly string[] };
  log: (message: string) => void;
  /** Time, and the LLM judge's retry waits (the judge is made here). */
  clock: Clock;
  /** `mode: audit` with `record: true`: the re-judged verdicts replace the stored ones. */
  adoptAuditVerdicts?: boolean;
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
export async function produceReport(options: GateOptions, deps: EngineDeps): Promise<EngineResult> {
  if (options.report) {
    const path = resolve(deps.cwd, options.report);
    await deps.paths?.admit('report', options.report, path);
    const report = await readReportFile(path, options.report, options.name);
    return { report, usedVerdicts: new Map() };
  }
  if (options.merge) {
    const files = await expandPatterns(options.merge, deps.cwd, 'merge', deps.paths);
    const reports = await Promise.all(files.map((f) => readReportFile(f.absolute, f.display)));
    deps.log(`Merging ${reports.length} shard reports.`);
    const merged = mergeShardReports(reports, {
      commit: deps.commit ?? reports[0]?.commit ?? { sha: null, ref: null },
      createdAt: deps.clock.now().toISOString(),
    });
    if (merged.variants.length > 0) await loadTDistribution();
    const report = decideReport(
      merged.cases,
      options,
      merged.meta,
      deps.baseline ?? null,
      merged.variants,
    );
    return { report, usedVerdicts: merged.usedVerdicts };
  }
  return runGoldenSet(options, deps);
}

/** golden → retrieval → judge → score, then decideReport's compare → gate → report. */
async function runGoldenSet(options: GateOptions, deps: EngineDeps): Promise<EngineResult> {
  const { log } = deps;
  // Without a key it still reuses recorded verdicts (a fork PR gets no secrets); its SDK loads lazily.
  const llm =
    options.judge === 'labels'
      ? undefined
      : judgeLoadedOnFirstUse({
          ...options,
          maxRetries: options.judgeRetries,
          requestTimeoutMs: options.judgeTimeoutSeconds * 1000,
          maxInFlight: options.concurrency,
          clock: deps.clock,
          redact: deps.redact,
        });
  const { scoredCases, notes, skipped } = await casesToScore(options, deps);
  requireLabelsForGates(options, scoredCases);
  const { rankings, variants } = await retrieveAll(scoredCases, options, deps);
  const judged = await judgeCases(scoredCases, rankings, {
    ...options,
    mode: options.judge,
    llm,
    variants: variants.flatMap((v) => ('rankings' in v ? [v.rankings] : [])),
    storedVerdicts: deps.storedVerdicts,
    verdictSource: deps.verdictSource,
    maxRequests: options.maxJudgeRequests,
    progress: (total) => new Progress({ total, tty: deps.progressTty, log }),
  });
  if (options.calibrate && !llm?.canAsk)
    log('calibrate: no API key is set, so the LLM cannot be calibrated against the labels.');
  log(
    `Judged ${plural(scoredCases.length, 'case')}: ${plural(judged.usage.requests, 'judge request')}, ${plural(judged.usage.reusedVerdicts, 'verdict')} reused.`,
  );
  const now = deps.clock.now();
  const audited =
    options.mode === 'audit' && llm ? await audit(judged, llm, options, deps, now) : undefined;
  const run = audited?.run ?? judged;
  const caseReports = await scoreCases(audited?.result.cases ?? judged.cases, rankings, options);
  for (const note of labelHygiene(scoredCases, rankings)) notes.push(note);
  const scoredVariants = await variantRuns(variants, judged.variants, options);
  const meta = reportMeta(options, deps, llm, run, audited?.result, notes, now);
  if (scoredVariants.length > 0) await loadTDistribution();
  const report = decideReport(
    caseReports,
    options,
    meta.shard && variants.length > 0
      ? { ...meta, shard: { ...meta.shard, variants: scoredVariants } }
      : meta,
    deps.baseline ? withoutCases(deps.baseline, skipped) : null,
    scoredVariants,
  );
  return { report, usedVerdicts: run.usedVerdicts };
}

/** The golden cases this run scores (selected, its shard, labelled ones for judge: labels), and the notes that says so. */
async function casesToScore(
  options: GateOptions,
  deps: EngineDeps,
): Promise<{ scoredCases: GoldenCase[]; notes: ReportNote[]; skipped: string[] }> {
  fixYoungGeneration();
  const loaded = await loadGoldenCases(options.golden, deps.cwd, deps.paths);
  const allCases = selectCases(loaded, deps.select);
  const cases = options.shard ? selectShard(allCases, options.shard) : allCases;
  deps.log(
    `Loaded ${plural(loaded.length, 'golden case')}${allCases.length < loaded.length ? `; ${allCases.length} selected` : ''}${options.shard ? `; shard ${options.shard.index}/${options.shard.count} takes ${cases.length}` : ''}.`,
  );
  const skipped = options.judge === 'labels' ? cases.filter((c) => !c.relevant) : [];
  if (skipped.length === cases.length)
    throw new UserError(
      `judge "labels": none of the ${plural(cases.length, 'case')} has "relevant" labels; label some, or judge them with the LLM (judge: auto or llm, with an API key)`,
    );
  const scoredCases = skipped.length > 0 ? cases.filter((c) => c.relevant) : cases;
  const notes: ReportNote[] = [];
  if (skipped.length > 0)
    notes.push({
      kind: 'skipped-unlabelled',
      text: `judge "labels": ${plural(skipped.length, 'case')} without labels ${skipped.length === 1 ? 'was' : 'were'} left out: ${quotedList(skipped.map((c) => c.id))}`,
      cases: skipped.map((c) => ({ id: c.id, source: `${c.source.file}:${c.source.line}` })),
    });
  return { scoredCases, notes, skipped: skipped.map((c) => c.id) };
}

/** The baseline without the cases this run skips (judge: labels): skipped, not removed. */
function withoutCases(baseline: BaselineSnapshot, ids: readonly string[]): BaselineSnapshot {
  if (ids.length === 0) return baseline;
  const skipped = new Set(ids);
  return { ...baseline, cases: baseline.cases.filter((c) => !skipped.has(c.id)) };
}

/** What the report says of the run besides its cases: the judge, usage, commit, notes, audit. */
function reportMeta(
  options: GateOptions,
  deps: EngineDeps,
  llm: RelevanceJudge | undefined,
  judged: JudgeRunResult,
  audited: AuditResult | undefined,
  notes: ReportNote[],
  now: Date,
) {
  const byLlm = judged.cases.some((c) => c.judge === 'llm' || c.contexts.some((x) => x.judge));
  return {
    model: byLlm ? (llm?.model ?? null) : null,
    promptVersion: byLlm ? (llm?.promptVersion ?? null) : null,
    judgeServer: judged.usage.requests > 0 && llm?.server ? shownServer(llm.server) : null,
    usage: {
      inputTokens: judged.usage.inputTokens,
      outputTokens: judged.usage.outputTokens,
      estimatedInputTokens: judged.estimate.inputTokens,
      estimatedOutputTokens: judged.estimate.outputTokens,
      judgeRequests: judged.usage.requests,
      reusedVerdicts: judged.usage.reusedVerdicts,
    },
    commit: deps.commit ?? { sha: null, ref: null },
    createdAt: now.toISOString(),
    notes,
    calibration: calibrationOf(judged.calibrationPairs),
    audit: audited?.audit,
    shard: options.shard && {
      ...options.shard,
      verdicts: Object.fromEntries(judged.usedVerdicts),
    },
  };
}

/**
 * `mode: audit`: re-judges a sample of the verdicts this run reused, without reuse. Its requests
 * count in the run's usage and budget; the new verdicts are stored only when adopted. `run`: the
 * judged run with the audit's usage, estimate and adopted verdicts added.
 */
async function audit(
  judged: JudgeRunResult,
  llm: RelevanceJudge,
  options: GateOptions,
  deps: EngineDeps,
  now: Date,
): Promise<{ result: AuditResult; run: JudgeRunResult }> {
  const result = await auditVerdicts(judged.cases, llm, {
    sample: options.auditSample,
    seed: `${deps.commit?.sha?.slice(0, 12) ?? 'local'}@${now.toISOString().slice(0, 10)}`,
    votes: options.votes,
    concurrency: options.concurrency,
    adopt: deps.adoptAuditVerdicts ?? false,
    maxRequests:
      options.maxJudgeRequests === undefined
        ? undefined
        : options.maxJudgeRequests - judged.usage.requests,
  });
  const usage = { ...judged.usage };
  const estimate = { ...judged.estimate };
  addUsage(usage, result.usage);
  addUsage(estimate, result.estimate);
  const usedVerdicts = new Map([...judged.usedVerdicts, ...result.adoptedVerdicts]);
  return { result, run: { ...judged, usage, estimate, usedVerdicts } };
}

/** A gate on a labels-only metric needs label-judged cases: without any it could never pass. */
function requireLabelsForGates(options: GateOptions, cases: readonly GoldenCase[]): void {
  const labelled = options.judge !== 'llm' && cases.some((c) => c.relevant);
  if (labelled) return;
  const needLabels = options.gates.filter(
    (g) => options.metrics.find((m) => m.name === g.metric)?.labelsOnly,
  );
  if (needLabels.length === 0) return;
  throw new UserError(
    `gates: ${quotedList(needLabels.map((g) => g.metric))} ${needLabels.length === 1 ? 'needs' : 'need'} golden labels, and ${options.judge === 'llm' ? 'judge "llm" judges every case by the LLM' : `none of the ${plural(cases.length, 'case')} has "relevant" labels`}; label some cases, or gate on recall (which LLM-judged cases have too)`,
  );
}

/**
 * Label ids no case retrieved at all: said as what is known (a labelled passage the retriever
 * never returned), and called a possible typo only when the id is one or two characters off an
 * id that the case did retrieve.
 */
function labelHygiene(cases: readonly GoldenCase[], rankings: Rankings): ReportNote[] {
  const retrieved = new Set<string>();
  for (const ranking of rankings.values()) for (const context of ranking) retrieved.add(context.id);
  const suspects = labelsNeverRetrieved(cases, retrieved);
  if (suspects.length === 0) return [];
  const shown = suspects
    .slice(0, 10)
    .map((s) => {
      const own = (rankings.get(s.caseId) ?? []).map((context) => context.id);
      const typos = s.ids.flatMap((id) => {
        const typo = likelyTypoOf(id, own);
        return typo ? [`; "${id}" may be a typo of "${typo}", which it retrieved`] : [];
      });
      return `${s.ids.map((id) => `"${id}"`).join(', ')} (case "${s.caseId}"${typos.join('')})`;
    })
    .join('; ');
  return [
    {
      kind: 'labels-never-retrieved',
      text: `labelled but retrieved for no case: ${shown}${suspects.length > 10 ? `; and ${suspects.length - 10} more cases` : ''}`,
    },
  ];
}
