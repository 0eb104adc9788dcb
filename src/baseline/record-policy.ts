/** What the run knows about the event that triggered it. */
export interface EventInfo {
  eventName: string;
  ref: string;
  defaultBranch: string | undefined;
}

export interface RecordDecision {
  record: boolean;
  why: string;
}

/**
 * `record: auto` records on a push to the default branch; `true` records on any other event;
 * a pull request never writes, whatever the input says (its code is not trusted, and it is not main).
 */
export function decideRecording(
  input: 'auto' | 'true' | 'false',
  event: EventInfo,
): RecordDecision {
  if (event.eventName.startsWith('pull_request')) {
    return { record: false, why: `a ${event.eventName} run never records` };
  }
  if (input === 'false') return { record: false, why: 'record is false' };
  if (input === 'true') return { record: true, why: 'record is true' };
  const onDefault =
    event.defaultBranch !== undefined && event.ref === `refs/heads/${event.defaultBranch}`;
  if (event.eventName === 'push' && onDefault)
    return { record: true, why: `a push to ${event.defaultBranch}` };
  return {
    record: false,
    why: `record is auto and this is not a push to the default branch (${event.eventName} on ${event.ref || 'no ref'})`,
  };
}
