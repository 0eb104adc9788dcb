/**
 * The fake GitHub's trees: flat path → blob sha maps, content-addressed. GitHub builds a tree in
 * its own datacenter; here a tree made on a base tree keeps only its own changes and a link to
 * the base, so a request that changes 3,000 paths of a 124,000-entry tree neither copies nor sorts
 * the 124,000 (at most MAX_DEPTH links are walked: past that the base's whole map is built once).
 * A tree's whole map is built, sorted by path, when it is first read, and kept.
 *
 * A tree's sha is the sha1 of its top-level entries (a root file's blob sha; a folder's summary:
 * the XOR of sha1(path, blob) over every file under it, and their count), so trees with the same
 * entries have the same sha, however they were made, as in git.
 */
import { hash } from 'node:crypto';

/** Links walked from a tree to one whose whole map is built, at most. */
const MAX_DEPTH = 32;

interface FolderSum {
  /** The XOR of the entries' sha1s, as five 32-bit words. */
  xor: Int32Array;
  count: number;
}

export interface FakeTree {
  readonly sha: string;
  readonly base: FakeTree | undefined;
  /** Path → blob sha, or null: deleted (over the base). */
  readonly changes: Map<string, string | null>;
  /** Links to the nearest tree whose whole map is built (0: this one's is). */
  readonly depth: number;
  /** Top-level entries: a root file's name → its blob sha; a folder's `name/` → its summary. */
  readonly top: Map<string, string | FolderSum>;
  /** The whole map, sorted by path, once built. */
  full: Map<string, string> | undefined;
}

export interface TopEntry {
  path: string;
  type: 'blob' | 'tree';
  sha: string;
}

// Hex strings and plain numbers, no Buffer per entry: in a heap of gigabytes, 124,000 small
// Buffers took a minute.
const sha1 = (text: string): string => hash('sha1', text, 'hex');
const byPath = ([a]: [string, unknown], [b]: [string, unknown]): number =>
  a < b ? -1 : a > b ? 1 : 0;
const sumText = (sum: FolderSum): string =>
  `${[...sum.xor].map((w) => (w >>> 0).toString(16).padStart(8, '0')).join('')}:${sum.count}`;

/** XORs sha1(path, blob) into `target`. */
function xorEntry(target: Int32Array, path: string, blob: string): void {
  const digest = sha1(`${path}\0${blob}`);
  for (let i = 0; i < 5; i++) target[i]! ^= Number.parseInt(digest.slice(i * 8, i * 8 + 8), 16);
}

/** A new tree on `base` (none: empty): set and remove paths, then `save`. */
export class TreeDraft {
  private readonly changes = new Map<string, string | null>();
  private readonly top: Map<string, string | FolderSum>;
  private readonly copied = new Set<string>();
  private readonly store: TreeStore;
  private readonly base: FakeTree | undefined;

  constructor(store: TreeStore, base: FakeTree | undefined) {
    this.store = store;
    this.base = base;
    this.top = new Map(base?.top);
  }

  /** The blob at `path` in the draft, or undefined. */
  get(path: string): string | undefined {
    if (this.changes.has(path)) return this.changes.get(path) ?? undefined;
    return this.base && this.store.lookup(this.base, path);
  }

  set(path: string, blob: string): void {
    const old = this.get(path);
    this.changes.set(path, blob);
    if (old !== blob) this.count(path, old, blob);
  }

  /** Deletes `path`; false when the draft has no such path. */
  remove(path: string): boolean {
    const old = this.get(path);
    if (old === undefined) return false;
    this.changes.set(path, null);
    this.count(path, old, undefined);
    return true;
  }

  save(): FakeTree {
    return this.store.save(this.base, this.changes, this.top);
  }

  private count(path: string, old: string | undefined, now: string | undefined): void {
    const slash = path.indexOf('/');
    if (slash < 0) {
      if (now === undefined) this.top.delete(path);
      else this.top.set(path, now);
      return;
    }
    const key = path.slice(0, slash + 1);
    let sum = this.top.get(key) as FolderSum | undefined;
    if (!sum || !this.copied.has(key)) {
      sum = { xor: sum ? Int32Array.from(sum.xor) : new Int32Array(5), count: sum?.count ?? 0 };
      this.top.set(key, sum);
      this.copied.add(key);
    }
    if (old !== undefined) {
      xorEntry(sum.xor, path, old);
      sum.count -= 1;
    }
    if (now !== undefined) {
      xorEntry(sum.xor, path, now);
      sum.count += 1;
    }
    if (sum.count === 0) this.top.delete(key);
  }
}

export class TreeStore {
  private readonly trees = new Map<string, FakeTree>();

  get(sha: string): FakeTree | undefined {
    return this.trees.get(sha);
  }

  has(sha: string): boolean {
    return this.trees.has(sha);
  }

  draft(base?: FakeTree): TreeDraft {
    return new TreeDraft(this, base);
  }

  /** A tree of exactly these entries. */
  of(entries: Iterable<[string, string]>): FakeTree {
    const draft = this.draft();
    for (const [path, blob] of entries) draft.set(path, blob);
    return draft.save();
  }

  /** The blob at `path` in `tree`, or undefined. */
  lookup(tree: FakeTree, path: string): string | undefined {
    for (let t: FakeTree | undefined = tree; t; t = t.base) {
      if (t.full) return t.full.get(path);
      if (t.changes.has(path)) return t.changes.get(path) ?? undefined;
    }
    return undefined;
  }

  /** The tree's whole map, sorted by path (built once; not to be changed). */
  entries(tree: FakeTree): Map<string, string> {
    if (tree.full) return tree.full;
    const chain: FakeTree[] = [];
    let t: FakeTree | undefined = tree;
    while (t && !t.full) {
      chain.push(t);
      t = t.base;
    }
    const all = new Map(t?.full);
    for (const link of chain.reverse())
      for (const [path, blob] of link.changes) {
        if (blob === null) all.delete(path);
        else all.set(path, blob);
      }
    tree.full = new Map([...all].sort(byPath));
    return tree.full;
  }

  /** The top-level entries, sorted, as GitHub's tree object lists them (a folder: a tree entry). */
  topEntries(tree: FakeTree): TopEntry[] {
    return [...tree.top]
      .sort(byPath)
      .map(([key, value]) =>
        typeof value === 'string'
          ? { path: key, type: 'blob', sha: value }
          : { path: key.slice(0, -1), type: 'tree', sha: sha1(`tree\0${key}\0${sumText(value)}`) },
      );
  }

  save(
    base: FakeTree | undefined,
    changes: Map<string, string | null>,
    top: Map<string, string | FolderSum>,
  ): FakeTree {
    const listed = [...top]
      .sort(byPath)
      .map(([key, value]) => `${key}\0${typeof value === 'string' ? value : sumText(value)}`);
    const sha = sha1(`tree\0${listed.join('\n')}`);
    const known = this.trees.get(sha);
    if (known) return known;
    if (base && base.depth >= MAX_DEPTH) this.entries(base);
    const tree: FakeTree = {
      sha,
      base,
      changes,
      depth: base ? (base.full ? 1 : base.depth + 1) : 0,
      top,
      full: undefined,
    };
    if (!base) this.entries(tree);
    this.trees.set(sha, tree);
    return tree;
  }
}
