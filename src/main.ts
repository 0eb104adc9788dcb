import * as core from '@actions/core';
import * as github from '@actions/github';
import { join, resolve } from 'node:path';
import {
  GitHubBaselineStore,
  type BaselineStore,
  type StoredState,
} from './baseline/baseline-store.js';
import { decideRecording, type RecordDecision } from './baseline/record-policy.js';
import { HISTORY_LIMIT, snapshotOf } from './baseline/stored-files.js';
import { parseOptions, type GateOptions, type InputName } from './config/options.js';
import { PathGuard } from './files/contained-path.js';
import { produceReport, type EngineResult } from './engine.js';
import { UserError, errorMessage } from './errors.js';
import { BranchFiles } from './github/branch-files.js';
import { createOctokit } from './github/octokit.js';
import { publishComment } from './github/publish-comment.js';
import { readRunContext, type RunContext } from './github/run-context.js';
import { createJudgeFromOptions } from './config/create-judge.js';
import { auditLine, auditWarns } from './judge/audit-verdicts.js';
import {
  commentMarker,
  renderComment,
  renderMinimalComment,
} from './report/markdown/render-comment.js';
import type { RenderContext } from './report/markdown/render-context.js';
import { renderSummary } from './report/markdown/render-summary.js';
import type { Report } from './report/report.js';
import {
  MAX_ANNOTATIONS,
  inputErrorAnnotations,
  regressionAnnotations,
  type Annotation,
} from './report/annotations.js';
import { writeReportFile } from './report/report-file.js';
import { renderText } from './report/render-text.js';
import { plural, quotedList } from './format/numbers.js';
import { Redactor, secretValues } from './redaction.js';

/** The action's log: every message with the run's secrets redacted (the comment and summary too). */
interface RunLog {
  info(message: string): void;
  warning(message: string): void;
  setFailed(message: string): void;
  /** A check annotation at a file's line (title and message redacted too). */
  annotate(annotation: Annotation): void;
}

/**
 * The action: inputs in; report, outputs, summary, baseline and PR comment out; a red check when
 * the gate fails. Three ways in: score the golden set (optionally one shard of it), merge shard
 * reports (`merge`), or publish a report made by an earlier run (`report`, for fork PRs).
 */
export async function run(): Promise<void> {
  const read = (name: InputName) => core.getInput(name);
  const redactor = new Redactor(secretValues(read, process.env));
  for (const secret of redactor.secrets) core.setSecret(secret);
  // GitHub shows the first 10 warnings of a step: the annotations get what earlier warnings left.
  let warnings = 0;
  const log: RunLog = {
    info: (message) => core.info(redactor.text(message)),
    warning: (message) => {
      warnings += 1;
      core.warning(redactor.text(message));
    },
    setFailed: (message) => core.setFailed(redactor.text(message)),
    annotate: ({ level, file, line, title, message }) =>
      (level === 'error' ? core.error : core.warning)(redactor.text(message), {
        file: redactor.text(file),
        startLine: line,
        title: redactor.text(title),
      }),
  };
  try {
    const options = parseOptions(read, process.env);
    const runContext = readRunContext(github.context, process.env, process.cwd());
    const reportPath = resolve(
      runContext.workspace,
      options.reportPath ?? join(runContext.runnerTemp, 'context-precision-report.json'),
    );
    // Inputs are read only from the workspace (and RUNNER_TEMP for reports); the report goes there too.
    const paths = await PathGuard.forAction(runContext, {
      input: 'report-path',
      shown: options.reportPath ?? reportPath,
      absolute: reportPath,
    });
    const octokit = options.githubToken
      ? createOctokit(options.githubToken, (message) => log.info(message))
      : undefined;
    const store =
      octokit &&
      new GitHubBaselineStore(
        new BranchFiles(octokit, runContext.repo, options.baselineBranch),
        options.name,
      );
    const stored = await loadStored(store, options, log);
    const recording = decideRecording(options.record, runContext, options.mode);

    const produced = await produceReport(options, {
      cwd: runContext.workspace,
      llm: createJudgeFromOptions(options),
      storedVerdicts: stored.verdicts,
      baseline: stored.baseline ? snapshotOf(stored.baseline) : null,
      commit: { sha: runContext.headSha, ref: runContext.ref || null },
      log: (message) => log.info(message),
      paths,
      adoptAuditVerdicts: options.mode === 'audit' && recording.record,
    });
    // Redacted once, here: the report file, outputs, summary, comment and store all come from it.
    const report = redactor.value(produced.report);
    const usedVerdicts = redactor.value(produced.usedVerdicts);
    await writeReportFile(reportPath, report);
    const rendering: RenderContext = { report, history: stored.history, runUrl: runContext.runUrl };
    setOutputs(report, reportPath);
    await writeSummary(rendering);
    // The table in the job's log too, not only the summary (the worst 200 cases).
    log.info(renderText(report, 200));
    if (options.shard) {
      log.info(
        `Partial report for shard ${options.shard.index}/${options.shard.count} written to ${reportPath}; merge the shards with the merge input to gate.`,
      );
      return;
    }

    if (report.audit) {
      const line = auditLine(report.audit, report.model);
      if (auditWarns(report.audit)) log.warning(line);
      else log.info(line);
    }
    // At the regressed cases' lines. Not for a published report: that run's check is the default
    // branch's, not the PR's (the PR's own run annotated them).
    if (!options.report) {
      const room = Math.max(0, MAX_ANNOTATIONS - warnings);
      for (const annotation of regressionAnnotations(report, runContext.workspace, room))
        log.annotate(annotation);
      await recordIfDue(recording, options, runContext, store, report, usedVerdicts, log);
    }
    if (options.comment) {
      const url = await publishComment(
        octokit,
        runContext,
        {
          prNumber: options.prNumber,
          publishedReport: options.report !== undefined,
          report,
          bodies: {
            marker: commentMarker(options.name),
            body: renderComment(rendering),
            minimalBody: renderMinimalComment(rendering),
          },
        },
        log,
      );
      if (url) core.setOutput('comment-url', url);
    }

    // Everything is reported before the check goes red.
    if (!report.passed) {
      const message = `Context precision gate failed: ${report.failures.join('; ')}`;
      if (report.mode === 'audit' || options.report)
        log.warning(
          `${message} (${options.report ? 'published from an earlier run' : 'audit mode'}: not failing)`,
        );
      else log.setFailed(message);
    }
  } catch (error) {
    // Bad input at its file and line; one slot of GitHub's 10 errors is left for the message.
    if (UserError.isInstance(error))
      for (const annotation of inputErrorAnnotations(
        error,
        process.env.GITHUB_WORKSPACE || process.cwd(),
        MAX_ANNOTATIONS - 1,
      ))
        log.annotate(annotation);
    log.setFailed(
      UserError.isInstance(error)
        ? error.message
        : `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
}

/**
 * The stored baseline, history and verdicts. No baseline yet is a note. A baseline that exists but
 * cannot be read fails the run (`mode: audit` only warns): a PR must not pass because the gate
 * could not compare it. A history or verdict store that cannot be read is a warning.
 */
async function loadStored(
  store: BaselineStore | undefined,
  options: GateOptions,
  log: RunLog,
): Promise<StoredState> {
  const empty: StoredState = { baseline: null, history: [], verdicts: new Map(), warnings: [] };
  if (!store) return empty;
  let stored: StoredState;
  try {
    stored = await store.load();
  } catch (error) {
    const problem = `Could not read the baseline on ${options.baselineBranch}/${options.name}: ${errorMessage(error)}`;
    if (options.mode === 'audit') {
      log.warning(`${problem}\n(audit mode: going on without a baseline.)`);
      return empty;
    }
    throw new UserError(
      `${problem}\nThe gate does not pass a run it cannot compare with the baseline. Re-run the job if GitHub was failing; if the file is damaged, restore it from the data branch's history (or delete it: the next push to the default branch records a new one).`,
    );
  }
  for (const warning of stored.warnings) log.warning(warning);
  log.info(
    stored.baseline
      ? `Baseline: ${stored.baseline.score.toFixed(4)} from ${stored.baseline.sha.slice(0, 7)}; ${stored.verdicts.size} stored verdicts.`
      : `No baseline on ${options.baselineBranch}/${options.name} yet.`,
  );
  return stored;
}

/**
 * Records on the data branch when due. A run in which the judge failed on a case keeps the
 * baseline and history as they were (only the verdicts that came back are stored) and fails.
 */
async function recordIfDue(
  recording: RecordDecision,
  options: GateOptions,
  run: RunContext,
  store: BaselineStore | undefined,
  report: Report,
  usedVerdicts: EngineResult['usedVerdicts'],
  log: RunLog,
): Promise<void> {
  log.info(`Recording: ${recording.record ? 'yes' : 'no'} (${recording.why}).`);
  if (!recording.record) return;
  if (!store) throw new UserError('record: recording needs github-token (with contents: write)');
  const where = `${options.baselineBranch}/${options.name}`;
  const result = await store.record(report, run.sha, usedVerdicts);
  if (result.droppedHistory) {
    const { count, from, to } = result.droppedHistory;
    log.info(
      `History on ${where}: dropped the ${plural(count, 'oldest entry', 'oldest entries')} (${from} to ${to}) to keep the newest ${HISTORY_LIMIT}.`,
    );
  }
  if (!result.baselineRecorded) {
    const ids = result.failedCases;
    const message = `The judge failed on ${plural(ids.length, 'case')} (${quotedList(ids)}): the baseline on ${where} was NOT replaced and no history entry was added (a baseline from a failed judge would hide every later drop). ${result.commit ? 'The verdicts that did come back were stored. ' : ''}Fix the judge (see the errors above) and re-run this job to record ${run.sha.slice(0, 7)}.`;
    if (report.mode === 'audit') log.warning(`${message} (audit mode: not failing)`);
    else log.setFailed(message);
    return;
  }
  log.info(
    result.commit
      ? `Recorded the baseline for ${run.sha.slice(0, 7)} on ${where} in one commit (${result.commit.slice(0, 7)}); the history has ${result.historyEntries} entries.`
      : `The baseline for ${run.sha.slice(0, 7)} on ${where} was already recorded; nothing to change.`,
  );
}

function setOutputs(report: Report, reportPath: string): void {
  core.setOutput('score', report.score.toFixed(4));
  core.setOutput('baseline-score', report.baseline ? report.baseline.score.toFixed(4) : '');
  core.setOutput('delta', report.delta === null ? '' : report.delta.toFixed(4));
  core.setOutput('passed', String(report.passed));
  core.setOutput('cases', String(report.cases.length));
  core.setOutput('regressions', String(report.regressions));
  core.setOutput('judge-requests', String(report.usage.judgeRequests));
  core.setOutput('reused-verdicts', String(report.usage.reusedVerdicts));
  core.setOutput('flip-rate', report.audit?.flipRate?.toFixed(4) ?? '');
  core.setOutput('report-path', reportPath);
  core.setOutput('comment-url', '');
}

async function writeSummary(rendering: RenderContext): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  await core.summary.addRaw(renderSummary(rendering)).write();
}
