/**
 * A gate's `name` names its folder on the data branch and its PR comment's hidden marker
 * (`<!-- context-precision-gate:NAME -->`), so it is checked wherever it comes in: the `name`
 * input and the `name` of a report read back (a published report is written by a PR's own code).
 */
const GATE_NAME_MAX_LENGTH = 64;

/** What is wrong with `name` as a gate name, as an instruction; undefined when nothing is. */
export function gateNameProblem(name: string): string | undefined {
  if (!/^[A-Za-z0-9._-]+$/.test(name))
    return 'use letters, digits, ".", "_" or "-" (it names a folder and the PR comment)';
  if (name.length > GATE_NAME_MAX_LENGTH)
    return `use at most ${GATE_NAME_MAX_LENGTH} characters (this one has ${name.length})`;
  if (name === '.' || name === '..') return 'use a name other than "." or ".." (it names a folder)';
  return undefined;
}
