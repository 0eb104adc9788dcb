import type { RunInfo } from '../github/run-info.js';

/** What the run knows about the event that triggered it. */
type EventInfo = Pick<RunInfo, 'eventName' | 'ref' | 'defaultBranch'>;

/**
 * `record: auto` records on a push to the default branch; `true` records on any other event;
 * a pull request (or merge queue) run never writes, whatever the input says (its code is not
 * trusted, and it is not main).
 * A drift audit (`mode: audit`) stores nothing unless `record: true` asks it to adopt its verdicts.
 */
export function decideRecording(
  input: 'auto' | 'true' | 'false',
  event: EventInfo,
  mode: 'gate' | 'audit' = 'gate',
) {
  // A merge queue run gates like a pull request: its commit is not on the default branch yet.
  if (event.eventName.startsWith('pull_request') || event.eventName === 'merge_group') {
    return { record: false, why: `a ${event.eventName} run never records` };
  }
  if (input === 'false') return { record: false, why: 'record is false' };
  if (input === 'true') return { record: true, why: 'record is true' };
  if (mode === 'audit')
    return {
      record: false,
      why: 'mode audit stores nothing unless record is true (then it adopts the re-judged verdicts)',
    };
  const onDefault =
    event.defaultBranch !== undefined && event.ref === `refs/heads/${event.defaultBranch}`;
  if (event.eventName === 'push' && onDefault)
    return { record: true, why: `a push to ${event.defaultBranch}` };
  return {
    record: false,
    why: `record is auto and this is not a push to the default branch (${event.eventName} on ${event.ref || 'no ref'})`,
  };
}
