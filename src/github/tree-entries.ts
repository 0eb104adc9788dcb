/** An entry's bytes in a tree request's JSON body. */
export const entryBytes = (entry: TreeEntry): number => Buffer.byteLength(JSON.stringify(entry));

/** A tree request's JSON around its entries (`{"base_tree":"<sha>","tree":[…]}`), at most. */
const ENVELOPE_BYTES = 100;

/** Tree entries in runs of at most `bytes` of request JSON (at least one entry) and 50,000 entries. */
export function batches(entries: TreeEntry[], bytes: number): TreeEntry[][] {
  const runs: TreeEntry[][] = [[]];
  let size = ENVELOPE_BYTES;
  for (const entry of entries) {
    // The entry and the comma after it.
    const length = entryBytes(entry) + 1;
    const run = runs.at(-1)!;
    if ((size + length > bytes && run.length > 0) || run.length >= 50_000) {
      runs.push([]);
      size = ENVELOPE_BYTES;
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
