import { checkOutcome } from './gate/gate-outcome.js';
import { join } from 'node:path';
import { GitHubBaselineStore } from './baseline/baseline-store.js';
import { decideRecording } from './baseline/record-policy.js';
import { loadStored, recordIfDue } from './baseline/record-run.js';
import { parseOptions, type GateOptions, type InputName } from './config/options.js';
import { produceReport } from './engine.js';
import { UserError } from './errors.js';
import { PathGuard } from './files/contained-path.js';
import { actionsIo, createRunLog, type ActionIo, type RunLog } from './github/action-io.js';
import { BranchFiles } from './github/branch-files.js';
import { GitHubCommitOrder } from './github/commit-order.js';
import { NO_TOKEN_NOTE, createOctokit } from './github/octokit.js';
import { publishComment } from './github/pr-comment.js';
import { reviewComment, reviewCommentOf } from './github/review-comment.js';
import {
  asPullRequestRun,
  eventPayload,
  readRunInfo,
  type EventPayload,
  type RunInfo,
} from './github/run-info.js';
import { publishRun, failureMessage, outputFiles } from './publish-run.js';
import { auditLine, auditWarns } from './report/view.js';
import {
  MAX_ANNOTATIONS,
  inputErrorAnnotations,
  regressionAnnotations,
} from './report/annotations.js';
import {
  renderComment,
  renderMinimalComment,
  renderSummary,
} from './report/markdown/comment-and-summary.js';
import { commentMarker } from './report/markdown/report-markdown.js';
import type { RunInput } from './report/run-input.js';
import { renderText } from './report/render-text.js';
import { Redactor, secretValues } from './redaction.js';

/**
 * The action: inputs in; report, outputs, summary, baseline and PR comment out; a red check when
 * the gate fails. Three ways in: score the golden set (optionally one shard of it), merge shard
 * reports (`merge`), or publish a report made by an earlier run (`report`, for fork PRs).
 */
export async function run(io: ActionIo = actionsIo()): Promise<void> {
  const read = (name: InputName) => io.input(name);
  const redactor = new Redactor(secretValues(read, io.env));
  for (const secret of redactor.secrets) io.setSecret(secret);
  const log = createRunLog(io, redactor);
  try {
    const payload = eventPayload(io.env, (message) => log.info(message));
    const runInfo = readRunInfo(io.env, payload, io.cwd);
    const options = parseOptions(read, io.env, runInfo);
    if (runInfo.eventName === 'issue_comment') await review(io, options, runInfo, payload, log);
    else await gate(io, options, runInfo, redactor, log);
  } catch (error) {
    // Bad input at its file and line; one slot of GitHub's 10 errors is left for the message.
    if (UserError.isInstance(error))
      for (const annotation of inputErrorAnnotations(
        error,
        io.env.GITHUB_WORKSPACE || io.cwd,
        MAX_ANNOTATIONS - 1,
      ))
        log.annotate(annotation);
    log.setFailed(failureMessage(error));
  }
}

/**
 * One run: load the stored state (a pull request or merge queue run compares with its base
 * commit's record), produce the report, publish it, record, comment, decide.
 */
async function gate(
  io: ActionIo,
  options: GateOptions,
  runInfo: RunInfo,
  redactor: Redactor,
  log: RunLog,
): Promise<void> {
  const { files, paths } = await actionPaths(options, runInfo);
  const { octokit, order, store } = connectGitHub(io, options, runInfo, log);
  if (octokit) runInfo = await asPullRequestRun(octokit, runInfo);
  const stored = await loadStored(store, options, log, runInfo.baseSha, io.clock.now());
  const recording = decideRecording(options.record, runInfo, options.mode);
  const produced = await produceReport(options, {
    cwd: runInfo.workspace,
    env: io.env,
    redact: redactor.text,
    verdictSource: stored.verdicts,
    baseline: stored.baseline,
    commit: { sha: runInfo.headSha, ref: runInfo.ref || null },
    log: (message) => log.info(message),
    clock: io.clock,
    paths,
    adoptAuditVerdicts: options.mode === 'audit' && recording.record,
  });
  const { report, usedVerdicts, rendering } = await publishRun(produced, redactor, files, {
    history: stored.history,
    runUrl: runInfo.runUrl,
    blobUrl: runInfo.blobUrl,
    reviewNote: runInfo.reviewNote,
  });
  await showReport(io, log, rendering, files);
  if (options.shard)
    return log.info(
      `Partial report for shard ${options.shard.index}/${options.shard.count} written to ${files.report}; merge the shards with the merge input to gate.`,
    );
  if (report.audit)
    (auditWarns(report.audit) ? log.warning : log.info)(auditLine(report.audit, report.model));
  // At the regressed cases' lines. Not for a published report: that run's check is the default
  // branch's, not the PR's (the PR's own run annotated them).
  if (!options.report) {
    for (const annotation of regressionAnnotations(report, runInfo.workspace, log.annotationRoom()))
      log.annotate(annotation);
    await recordIfDue(
      {
        decision: recording,
        where: options,
        store,
        report,
        sha: runInfo.sha,
        usedVerdicts,
        now: io.clock.now(),
      },
      log,
    );
  }
  if (options.comment) {
    const url = await publishComment(
      octokit,
      runInfo,
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
      order,
    );
    if (url) io.setOutput('comment-url', url);
  }
  // Everything is reported before the check goes red (a published report or an audit only warns).
  const { check, message } = checkOutcome(report, options.report !== undefined);
  if (check !== 'pass') (check === 'warn' ? log.warning : log.setFailed)(message);
}

/**
 * A comment on a pull request: its `/context-precision` lines committed as labels on the PR's
 * branch, and the gate dispatched again (review-comment.ts). Nothing of the PR runs.
 */
async function review(
  io: ActionIo,
  options: GateOptions,
  runInfo: RunInfo,
  payload: EventPayload,
  log: RunLog,
): Promise<void> {
  const comment = reviewCommentOf(payload);
  if (!comment) return log.info('Not a new comment on a pull request: nothing to review.');
  const { octokit } = connectGitHub(io, options, runInfo, log);
  if (octokit)
    await reviewComment(
      octokit,
      comment,
      {
        repo: runInfo.repo,
        golden: options.golden,
        workflowRef: io.env.GITHUB_WORKFLOW_REF,
        now: io.clock.now(),
      },
      log,
    );
}

/** The run's files; inputs are read only from the workspace (and RUNNER_TEMP for reports), the outputs go there too. */
async function actionPaths(options: GateOptions, runInfo: RunInfo) {
  const defaultReport = join(runInfo.runnerTemp, 'context-precision-report.json');
  const { files, outputs } = outputFiles(options, runInfo.workspace, defaultReport);
  return { files, paths: await PathGuard.forAction(runInfo, outputs) };
}

/** The GitHub client and what runs through it (none without a token). */
function connectGitHub(io: ActionIo, options: GateOptions, runInfo: RunInfo, log: RunLog) {
  const octokit = options.githubToken
    ? createOctokit(options.githubToken, (message) => log.info(message), {
        ...io.octokit,
        baseUrl: io.env.GITHUB_API_URL,
      })
    : undefined;
  if (!octokit) log.warning(NO_TOKEN_NOTE);
  const order = octokit && new GitHubCommitOrder(octokit, runInfo.repo);
  const store =
    octokit &&
    new GitHubBaselineStore(
      new BranchFiles(octokit, runInfo.repo, options.baselineBranch),
      options.name,
      io.clock,
      order,
      options.dashboard,
    );
  return { octokit, order, store };
}

/** The outputs, the job summary, and the table in the job's log too (the worst 200 cases). */
async function showReport(
  io: ActionIo,
  log: RunLog,
  rendering: RunInput,
  files: { report: string; html: string },
): Promise<void> {
  const { report } = rendering;
  io.setOutput('score', report.score.toFixed(4));
  io.setOutput('baseline-score', report.baseline ? report.baseline.score.toFixed(4) : '');
  io.setOutput('delta', report.delta === null ? '' : report.delta.toFixed(4));
  io.setOutput('passed', String(report.passed));
  io.setOutput('cases', String(report.cases.length));
  io.setOutput('regressions', String(report.regressions));
  io.setOutput('judge-requests', String(report.usage.judgeRequests));
  io.setOutput('reused-verdicts', String(report.usage.reusedVerdicts));
  io.setOutput('flip-rate', report.audit?.flipRate?.toFixed(4) ?? '');
  io.setOutput('recall', report.metrics.recall?.toFixed(4) ?? '');
  io.setOutput('context-tokens', report.contextCost?.tokens.toFixed(1) ?? '');
  io.setOutput('report-path', files.report);
  io.setOutput('html-path', files.html);
  io.setOutput('comment-url', '');
  if (io.env.GITHUB_STEP_SUMMARY) await io.appendSummary(renderSummary(rendering));
  log.info(renderText(report, 200));
}
