import * as core from '@actions/core';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { parseOptions, type GateOptions } from './config/options.js';
import { scoreGoldenSet } from './engine.js';
import { UserError } from './errors.js';
import { createJudgeFromOptions } from './judge/create-judge.js';
import { writeReportFile } from './report/report-file.js';
import type { Report } from './report/report.js';
import { renderSummary } from './report/render-summary.js';

/** The action: inputs in, report, outputs and summary out, and a red check when the gate fails. */
export async function run(): Promise<void> {
  try {
    const options = parseOptions((name) => core.getInput(name), process.env);
    maskSecrets(options);
    const llm = createJudgeFromOptions(options);
    const { report } = await scoreGoldenSet(options, {
      cwd: process.env.GITHUB_WORKSPACE || process.cwd(),
      llm,
      commit: { sha: process.env.GITHUB_SHA ?? null, ref: process.env.GITHUB_REF ?? null },
      log: (message) => core.info(message),
    });
    const reportPath =
      options.reportPath ??
      join(process.env.RUNNER_TEMP || tmpdir(), 'context-precision-report.json');
    await writeReportFile(reportPath, report);
    setOutputs(report, reportPath);
    await writeSummary(report);
    // Everything is reported before the check goes red.
    if (!report.passed) {
      if (report.mode === 'audit')
        core.warning(`Context precision gate (audit): ${report.failures.join('; ')}`);
      else core.setFailed(`Context precision gate failed: ${report.failures.join('; ')}`);
    }
  } catch (error) {
    core.setFailed(
      UserError.isInstance(error)
        ? error.message
        : `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
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
  core.setOutput('regressions', '0');
  core.setOutput('report-path', reportPath);
  core.setOutput('comment-url', '');
}

async function writeSummary(report: Report): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  await core.summary.addRaw(renderSummary(report)).write();
}
