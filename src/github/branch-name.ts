import type { RunInfo } from './run-info.js';

/** The branches a data branch must not be: the default branch and the branches this run is for. */
export type ReservedBranches = Partial<Pick<RunInfo, 'defaultBranch' | 'ownBranches'>>;

/**
 * Why `name` cannot be the data branch, or undefined when it can: not a valid git branch name
 * (git check-ref-format's rules), the default branch (every record would commit onto it), or the
 * branch this run is on.
 */
export function dataBranchProblem(name: string, reserved: ReservedBranches): string | undefined {
  const invalid = refNameProblem(name);
  if (invalid) return `"${name}" is not a valid branch name (${invalid})`;
  if (name === reserved.defaultBranch)
    return `"${name}" is the default branch: every record would commit the gate's files onto it; use a branch of its own, such as context-precision-data`;
  if (reserved.ownBranches?.includes(name))
    return `"${name}" is the branch this run is for: the gate's records would be committed onto it; use a branch of its own, such as context-precision-data`;
  return undefined;
}

/** git check-ref-format's rules for a branch name (what GitHub accepts for refs/heads/NAME). */
function refNameProblem(name: string): string | undefined {
  if (name.startsWith('refs/')) return 'give the branch name without refs/heads/';
  if (name.startsWith('-')) return 'it starts with "-"';
  if (name === '@') return 'it is "@"';
  if (name === 'HEAD') return 'git refuses a branch named "HEAD"';
  // Control characters, space and ~ ^ : ? * [ \ are never allowed.
  // eslint-disable-next-line no-control-regex
  const bad = /[\u0000-\u0020\u007f~^:?*[\\]/.exec(name);
  if (bad) return `it contains ${JSON.stringify(bad[0])}`;
  if (name.includes('..')) return 'it contains ".."';
  if (name.includes('@{')) return 'it contains "@{"';
  if (name.endsWith('.')) return 'it ends with "."';
  const parts = name.split('/');
  if (parts.some((part) => part === ''))
    return 'it has an empty path component ("//", or a leading or trailing "/")';
  if (parts.some((part) => part.startsWith('.'))) return 'a path component starts with "."';
  if (parts.some((part) => part.endsWith('.lock'))) return 'a path component ends with ".lock"';
  return undefined;
}
