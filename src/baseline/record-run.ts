import { UserError, errorMessage } from '../errors.js';
import { plural, quotedList } from '../format/numbers.js';
import type { StoredVerdict, VerdictSource } from '../judge/stored-verdict.js';
import type { Report } from '../report/report.js';
import type { BaselineSnapshot } from '../compare/compare-baseline.js';
import type { GitHubBaselineStore } from './baseline-store.js';
import { emptyStoredState, oneLine, type StoredState } from './store-types.js';
import type { decideRecording } from './record-policy.js';
import { baseNote } from './stored-files.js';
import { HISTORY_LIMIT } from './history-file.js';
import { saysUnreachable } from '../github/octokit.js';
import type { RunLog } from '../github/action-io.js';

/** Where a run's messages go (the action's redacted log). */
type RecordLog = Pick<RunLog, 'info' | 'warning' | 'setFailed'>;

/** The data branch and gate name, as messages name them. */
export interface StoreLocation {
  baselineBranch: string;
  name: string;
  mode: 'gate' | 'audit';
}

/**
 * The stored baseline (as compare reads it, with the note when it is not of the run's base),
 * history and verdicts. No baseline yet is a note. A baseline that exists but cannot be read fails
 * the run (`mode: audit` only warns): a PR must not pass because the gate could not compare it. A
 * history or verdict store that cannot be read is a warning.
 */
export async function loadStored(
  store: GitHubBaselineStore | undefined,
  where: StoreLocation,
  log: RecordLog,
  base?: string,
  now = new Date(),
): Promise<Omit<StoredState, 'baseline'> & { baseline: BaselineSnapshot | null }> {
  if (!store) return emptyStoredState();
  let stored: StoredState;
  try {
    stored = await store.load(base);
  } catch (error) {
    const problem = `Could not read the baseline on ${where.baselineBranch}/${where.name}: ${errorMessage(error)}`;
    if (where.mode === 'audit') {
      log.warning(`${problem}\n(audit mode: going on without a baseline.)`);
      return emptyStoredState();
    }
    // GitHub out of reach is no damaged file: the advice is the network's, not the file's.
    const advice = saysUnreachable(problem)
      ? 'Re-run the job once the runner can reach GitHub.'
      : "Re-run the job if GitHub was failing; if the file is damaged, restore it from the data branch's history (or delete it: the next push to the default branch records a new one).";
    throw new UserError(
      `${problem}\nThe gate does not pass a run it cannot compare with the baseline. ${advice}`,
    );
  }
  for (const warning of stored.warnings) log.warning(warning);
  log.info(
    stored.baseline
      ? `Baseline: ${stored.baseline.score.toFixed(4)} from ${stored.baseline.sha.slice(0, 7)}${stored.baseline.sha === base ? ` (this run's base)` : ''}.`
      : `No baseline on ${where.baselineBranch}/${where.name} yet.`,
  );
  const note = stored.baseline && baseNote(base, stored.baseline, now);
  if (note) log.info(`Baseline: ${note}.`);
  const asked = base && { base: { sha: base, ...(note && { note }) } };
  // A verdict store that cannot be read is a warning: the judge is asked again.
  const verdicts: VerdictSource = async (keys) => {
    try {
      const found = await stored.verdicts(keys);
      if (keys.size > 0)
        log.info(`Stored verdicts: ${found.size} of the ${keys.size} this run may reuse.`);
      return found;
    } catch (error) {
      log.warning(
        `${oneLine(error)}; going on without the stored verdicts (the judge is asked again).`,
      );
      return new Map();
    }
  };
  return { ...stored, baseline: stored.baseline && { ...stored.baseline, ...asked }, verdicts };
}

export interface RecordRun {
  decision: ReturnType<typeof decideRecording>;
  where: StoreLocation;
  store: GitHubBaselineStore | undefined;
  report: Report;
  /** The commit recorded (GITHUB_SHA). */
  sha: string;
  usedVerdicts: ReadonlyMap<string, StoredVerdict>;
  now: Date;
}

/**
 * Records on the data branch when due. A run in which the judge failed on a case keeps the
 * baseline and history as they were (only the verdicts that came back are stored) and fails.
 */
export async function recordIfDue(run: RecordRun, log: RecordLog): Promise<void> {
  const { decision, store, report, sha } = run;
  // No token: the store is off, as the run said once already.
  if (!store) {
    log.info('Recording: no (github-token is empty: the baseline store is off).');
    return;
  }
  log.info(`Recording: ${decision.record ? 'yes' : 'no'} (${decision.why}).`);
  if (!decision.record) return;
  const where = `${run.where.baselineBranch}/${run.where.name}`;
  const result = await store.record(report, sha, run.usedVerdicts, run.now);
  if (result.droppedHistory) {
    const { count, from, to } = result.droppedHistory;
    const dates = from === to ? `recorded ${from}` : `${from} to ${to}`;
    log.info(
      `History on ${where}: dropped the ${plural(count, 'oldest entry', 'oldest entries')} (${dates}) to keep the newest ${HISTORY_LIMIT}.`,
    );
  }
  if (!result.baseline) {
    const ids = report.cases.flatMap((c) => (c.error === null ? [] : [c.id]));
    const message = `The judge failed on ${plural(ids.length, 'case')} (${quotedList(ids)}): the baseline on ${where} was NOT replaced and no history entry was added (a baseline from a failed judge would hide every later drop). ${result.commit ? 'The verdicts that did come back were stored. ' : ''}Fix the judge (see the errors above) and re-run this job to record ${sha.slice(0, 7)}.`;
    if (report.mode === 'audit') log.warning(`${message} (audit mode: not failing)`);
    else log.setFailed(message);
    return;
  }
  const short = sha.slice(0, 7);
  if (!result.commit)
    log.info(`The baseline for ${short} on ${where} was already recorded; nothing to change.`);
  else if (!result.baseline.replace)
    log.info(
      `Kept the baseline on ${where}: ${result.baseline.why}. Stored ${short}'s history entry and its own record (for pull requests based on it) in one commit (${result.commit.slice(0, 7)}); the history has ${plural(result.historyEntries, 'entry', 'entries')}.`,
    );
  else
    log.info(
      `Recorded the baseline for ${short} on ${where} (${result.baseline.why}) in one commit (${result.commit.slice(0, 7)}); the history has ${plural(result.historyEntries, 'entry', 'entries')}.`,
    );
}
