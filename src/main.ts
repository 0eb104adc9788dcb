import * as core from '@actions/core';
import * as github from '@actions/github';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GitHubBaselineStore,
  type BaselineStore,
  type StoredState,
} from './baseline/baseline-store.js';
import { decideRecording } from './baseline/record-policy.js';
import { snapshotOf } from './baseline/stored-files.js';
import { parseOptions, type GateOptions } from './config/options.js';
import { scoreGoldenSet } from './engine.js';
import { UserError, errorMessage } from './errors.js';
import { BranchFiles } from './github/branch-files.js';
import { createOctokit } from './github/octokit.js';
import { createJudgeFromOptions } from './judge/create-judge.js';
import { renderSummary } from './report/render-summary.js';
import type { Report } from './report/report.js';
import { writeReportFile } from './report/report-file.js';

/** The action: inputs in; report, outputs, summary and baseline out; a red check when the gate fails. */
export async function run(): Promise<void> {
  try {
    const options = parseOptions((name) => core.getInput(name), process.env);
    maskSecrets(options);
    const { context } = github;
    const store = options.githubToken ? createStore(options, options.githubToken) : undefined;
    const stored = await loadStored(store, options);

    const { report, usedVerdicts } = await scoreGoldenSet(options, {
      cwd: process.env.GITHUB_WORKSPACE || process.cwd(),
      llm: createJudgeFromOptions(options),
      storedVerdicts: stored.verdicts,
      baseline: stored.baseline ? snapshotOf(stored.baseline) : null,
      commit: { sha: headSha() ?? null, ref: context.ref || null },
      log: (message) => core.info(message),
    });
    const reportPath =
      options.reportPath ??
      join(process.env.RUNNER_TEMP || tmpdir(), 'context-precision-report.json');
    await writeReportFile(reportPath, report);
    setOutputs(report, reportPath);
    await writeSummary(report);

    const recording = decideRecording(options.record, {
      eventName: context.eventName,
      ref: context.ref,
      defaultBranch: (context.payload.repository as { default_branch?: string } | undefined)
        ?.default_branch,
    });
    core.info(`Recording: ${recording.record ? 'yes' : 'no'} (${recording.why}).`);
    if (recording.record) {
      if (!store) throw new UserError('record: recording needs github-token (contents: write)');
      const result = await store.record(report, context.sha, usedVerdicts);
      core.info(
        `Recorded the baseline for ${context.sha.slice(0, 7)} on ${options.baselineBranch}/${options.name}; the history has ${result.historyEntries} entries.`,
      );
    }

    // Everything is reported before the check goes red.
    if (!report.passed) {
      const message = `Context precision gate failed: ${report.failures.join('; ')}`;
      if (report.mode === 'audit') core.warning(`${message} (audit mode: not failing)`);
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

function createStore(options: GateOptions, token: string): BaselineStore {
  const octokit = createOctokit(token, (message) => core.info(message));
  return new GitHubBaselineStore(
    new BranchFiles(octokit, github.context.repo, options.baselineBranch),
    options.name,
  );
}

/** A baseline that cannot be read is a warning on a gating run: the gate falls back to the threshold. */
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

/** The PR's head commit (GITHUB_SHA is the merge commit on pull_request), else GITHUB_SHA. */
function headSha(): string | undefined {
  const pr = github.context.payload.pull_request as { head?: { sha?: string } } | undefined;
  return pr?.head?.sha ?? (github.context.sha || undefined);
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
  core.setOutput('report-path', reportPath);
  core.setOutput('comment-url', '');
}

async function writeSummary(report: Report): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  await core.summary.addRaw(renderSummary(report)).write();
}
