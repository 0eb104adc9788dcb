/** Tree entries in runs of at most `bytes` of content (at least one entry) and 50,000 entries. */
export function batches<T extends object>(entries: T[], bytes: number): T[][] {
  const runs: T[][] = [[]];
  let size = 0;
  for (const entry of entries) {
    const length = 'content' in entry ? String(entry.content).length : 0;
    const run = runs.at(-1)!;
    if ((size + length > bytes && run.length > 0) || run.length >= 50_000) {
      runs.push([]);
      size = 0;
    }
    runs.at(-1)!.push(entry);
    size += length;
  }
  return runs;
}

/** A file's text, or (null) its deletion: GitHub's tree API deletes a path given `sha: null`. */
export type TreeEntry = { path: string; mode: '100644'; type: 'blob' } & (
  { content: string } | { sha: string | null }
);

export function treeEntry(path: string, content: string | null): TreeEntry {
  const entry = { path, mode: '100644' as const, type: 'blob' as const };
  return content === null ? { ...entry, sha: null } : { ...entry, content };
}
