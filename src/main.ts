import * as core from '@actions/core';
import * as github from '@actions/github';
import { join, resolve } from 'node:path';
import {
  GitHubBaselineStore,
  type BaselineStore,
  type StoredState,
} from './baseline/baseline-store.js';
import { decideRecording } from './baseline/record-policy.js';
import { snapshotOf } from './baseline/stored-files.js';
import { parseOptions, type GateOptions } from './config/options.js';
import { PathGuard } from './files/contained-path.js';
import { produceReport, type EngineResult } from './engine.js';
import { UserError, errorMessage } from './errors.js';
import { BranchFiles } from './github/branch-files.js';
import { createOctokit } from './github/octokit.js';
import { publishComment } from './github/publish-comment.js';
import { readRunContext, type RunContext } from './github/run-context.js';
import { createJudgeFromOptions } from './config/create-judge.js';
import {
  commentMarker,
  renderComment,
  renderMinimalComment,
} from './report/markdown/render-comment.js';
import type { RenderContext } from './report/markdown/render-context.js';
import { renderSummary } from './report/markdown/render-summary.js';
import type { Report } from './report/report.js';
import { writeReportFile } from './report/report-file.js';

/**
 * The action: inputs in; report, outputs, summary, baseline and PR comment out; a red check when
 * the gate fails. Three ways in: score the golden set (optionally one shard of it), merge shard
 * reports (`merge`), or publish a report made by an earlier run (`report`, for fork PRs).
 */
export async function run(): Promise<void> {
  try {
    const options = parseOptions((name) => core.getInput(name), process.env);
    maskSecrets(options);
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
      ? createOctokit(options.githubToken, (message) => core.info(message))
      : undefined;
    const store =
      octokit &&
      new GitHubBaselineStore(
        new BranchFiles(octokit, runContext.repo, options.baselineBranch),
        options.name,
      );
    const stored = await loadStored(store, options);

    const { report, usedVerdicts } = await produceReport(options, {
      cwd: runContext.workspace,
      llm: createJudgeFromOptions(options),
      storedVerdicts: stored.verdicts,
      baseline: stored.baseline ? snapshotOf(stored.baseline) : null,
      commit: { sha: runContext.headSha, ref: runContext.ref || null },
      log: (message) => core.info(message),
      paths,
    });
    await writeReportFile(reportPath, report);
    const rendering: RenderContext = { report, history: stored.history, runUrl: runContext.runUrl };
    setOutputs(report, reportPath);
    await writeSummary(rendering);
    if (options.shard) {
      core.info(
        `Partial report for shard ${options.shard.index}/${options.shard.count} written to ${reportPath}; merge the shards with the merge input to gate.`,
      );
      return;
    }

    if (!options.report) await recordIfDue(options, runContext, store, report, usedVerdicts);
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
        core,
      );
      if (url) core.setOutput('comment-url', url);
    }

    // Everything is reported before the check goes red.
    if (!report.passed) {
      const message = `Context precision gate failed: ${report.failures.join('; ')}`;
      if (report.mode === 'audit' || options.report)
        core.warning(
          `${message} (${options.report ? 'published from an earlier run' : 'audit mode'}: not failing)`,
        );
      else core.setFailed(message);
    }
  } catch (error) {
    core.setFailed(
      UserError.isInstance(error)
        ? error.message
        : `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
}

/** A baseline that cannot be read is a warning: the gate falls back to the threshold. */
async function loadStored(
  store: BaselineStore | undefined,
  options: GateOptions,
): Promise<StoredState> {
  const empty: StoredState = { baseline: null, history: [], verdicts: new Map() };
  if (!store) return empty;
  try {
    const stored = await store.load();
    core.info(
      stored.baseline
        ? `Baseline: ${stored.baseline.score.toFixed(4)} from ${stored.baseline.sha.slice(0, 7)}; ${stored.verdicts.size} stored verdicts.`
        : `No baseline on ${options.baselineBranch}/${options.name} yet.`,
    );
    return stored;
  } catch (error) {
    core.warning(
      `Could not read the baseline (${errorMessage(error)}); gating on the threshold alone.`,
    );
    return empty;
  }
}

async function recordIfDue(
  options: GateOptions,
  run: RunContext,
  store: BaselineStore | undefined,
  report: Report,
  usedVerdicts: EngineResult['usedVerdicts'],
): Promise<void> {
  const recording = decideRecording(options.record, run);
  core.info(`Recording: ${recording.record ? 'yes' : 'no'} (${recording.why}).`);
  if (!recording.record) return;
  if (!store) throw new UserError('record: recording needs github-token (with contents: write)');
  const result = await store.record(report, run.sha, usedVerdicts);
  core.info(
    `Recorded the baseline for ${run.sha.slice(0, 7)} on ${options.baselineBranch}/${options.name}; the history has ${result.historyEntries} entries.`,
  );
}

function maskSecrets(options: GateOptions): void {
  if (options.apiKey) core.setSecret(options.apiKey);
  if (options.githubToken) core.setSecret(options.githubToken);
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
  core.setOutput('report-path', reportPath);
  core.setOutput('comment-url', '');
}

async function writeSummary(rendering: RenderContext): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  await core.summary.addRaw(renderSummary(rendering)).write();
}
