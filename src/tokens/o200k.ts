import { readFileSync } from 'node:fs';
import { endianness } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// o200k_base counts from a packed table of its tokens (o200k-ranks.bin, made from gpt-tokenizer's
// ranks by scripts/o200k-ranks.mjs, with its hash index; the build copies it beside the bundle):
// read in about 5 ms and 4 MB (little-endian, as every runner is). A text splits into pieces by
// tiktoken's expression (PIECES); a piece that is a token counts 1, any other is merged as
// tiktoken's `byte_pair_merge` does: the adjacent pair of lowest rank first, the leftmost of
// equals. The pairs wait in a heap (rank, then place), so a piece of n bytes takes O(n log n),
// not tiktoken's O(n²): one megabyte of a script without spaces (CJK) is one piece.
// `__tests__/o200k.test.ts` holds the counts equal to js-tiktoken's and gpt-tokenizer's.

/** o200k_base's pieces: tiktoken's expression as gpt-tokenizer writes it (fixed). */
const PIECES =
  /[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?:'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE]))?|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?:'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE]))?|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+/gu;
const NO_RANK = 0x7fffffff;
/** The bits of a table slot that hold a rank + 1 (o200k_base's ranks are below 2^18). */
const RANK_MASK = (1 << 18) - 1;
export const FNV_OFFSET = 0x811c9dc5 | 0;
export const FNV_PRIME = 16_777_619;

/** The FNV-1a hash of `bytes[from, to)`. */
function hashOf(bytes: Uint8Array, from: number, to: number): number {
  let hash = FNV_OFFSET;
  for (let i = from; i < to; i += 1) hash = Math.imul(hash ^ (bytes[i] as number), FNV_PRIME);
  return hash;
}

/**
 * A piece's parts and pairs: part `at` (its first byte's place) is followed by `next[at]` and
 * preceded by `prev[at]`; `rank[at]` is its pair's (it and the next part together); the heap holds
 * the pairs by rank, then place (`heapRank`, `heapAt`). Kept between pieces up to SCRATCH_KEPT bytes.
 */
class Parts {
  next: Int32Array;
  prev: Int32Array;
  rank: Int32Array;
  heapRank: Int32Array;
  heapAt: Int32Array;
  size = 0;

  constructor(bytes: number) {
    this.next = new Int32Array(bytes);
    this.prev = new Int32Array(bytes);
    this.rank = new Int32Array(bytes);
    this.heapRank = new Int32Array(bytes);
    this.heapAt = new Int32Array(bytes);
  }

  /** Adds part `at`'s pair, of rank `rank`, to the heap. */
  push(rank: number, at: number): void {
    if (this.size === this.heapRank.length) this.grow();
    const { heapRank, heapAt } = this;
    let i = this.size++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      const r = heapRank[up] as number;
      if (r < rank || (r === rank && (heapAt[up] as number) < at)) break;
      heapRank[i] = r;
      heapAt[i] = heapAt[up] as number;
      i = up;
    }
    heapRank[i] = rank;
    heapAt[i] = at;
  }

  /** Takes the heap's first pair off (size > 0): the place of its part. */
  pop(): number {
    const top = this.heapAt[0] as number;
    const size = --this.size;
    this.siftDown(0, this.heapRank[size] as number, this.heapAt[size] as number);
    return top;
  }

  /** Makes a heap of the pairs in `heapRank`, `heapAt` [0, size) (in one pass, O(size)). */
  heapify(): void {
    for (let i = (this.size >> 1) - 1; i >= 0; i -= 1)
      this.siftDown(i, this.heapRank[i] as number, this.heapAt[i] as number);
  }

  /** Places the pair (rank, at) at `i` or below, moving smaller children up. */
  private siftDown(i: number, rank: number, at: number): void {
    const { heapRank, heapAt, size } = this;
    for (let child = 2 * i + 1; child < size; child = 2 * i + 1) {
      let r = heapRank[child] as number;
      const right = child + 1;
      if (right < size) {
        const rr = heapRank[right] as number;
        if (rr < r || (rr === r && (heapAt[right] as number) < (heapAt[child] as number))) {
          child = right;
          r = rr;
        }
      }
      if (r > rank || (r === rank && (heapAt[child] as number) > at)) break;
      heapRank[i] = r;
      heapAt[i] = heapAt[child] as number;
      i = child;
    }
    heapRank[i] = rank;
    heapAt[i] = at;
  }

  private grow(): void {
    const grown = (from: Int32Array) => {
      const to = new Int32Array(from.length * 2);
      to.set(from);
      return to;
    };
    this.heapRank = grown(this.heapRank);
    this.heapAt = grown(this.heapAt);
  }
}

/** Bytes of a piece whose parts are kept for the next piece (larger ones get their own). */
const SCRATCH_KEPT = 1 << 12;

/** The tokens' bytes (all in one), each token's start in them, and their hash index (from the file). */
class TokenTable {
  private readonly bytes: Uint8Array;
  private readonly starts: Uint32Array;
  /** Open addressing: rank + 1 (0: empty) in the low RANK_BITS, the hash's top bits above. */
  private readonly slots: Int32Array;
  private readonly mask: number;
  private longest = 0;
  private readonly scratch = new Parts(SCRATCH_KEPT);

  /** `file`: o200k-ranks.bin, as scripts/o200k-ranks.mjs lays it out (little-endian). */
  constructor(file: Buffer) {
    const tokens = file.readUInt32LE(0);
    const size = file.readUInt32LE(4);
    const index = 8 + Math.ceil(tokens / 4) * 4;
    this.slots = new Int32Array(file.buffer, file.byteOffset + index, size); // a file's own memory
    this.mask = size - 1;
    this.bytes = file.subarray(index + size * 4);
    this.starts = new Uint32Array(tokens + 1);
    for (let rank = 0; rank < tokens; rank += 1) {
      const length = file[8 + rank] as number;
      this.starts[rank + 1] = (this.starts[rank] as number) + length;
      if (length > this.longest) this.longest = length;
    }
    if (this.starts[tokens] !== this.bytes.length || endianness() !== 'LE')
      throw new Error('o200k table: sizes disagree, or this machine is not little-endian');
  }

  /** The rank of the token whose bytes are `bytes[from, to)`, or NO_RANK. */
  rank(bytes: Uint8Array, from: number, to: number): number {
    const length = to - from;
    if (length > this.longest) return NO_RANK;
    const hash = hashOf(bytes, from, to);
    const tag = hash & ~RANK_MASK;
    for (let slot = hash & this.mask; ; slot = (slot + 1) & this.mask) {
      const entry = this.slots[slot] as number;
      if (entry === 0) return NO_RANK;
      if ((entry & ~RANK_MASK) !== tag) continue; // another hash: no need to read the token
      const rank = entry & RANK_MASK;
      const start = this.starts[rank - 1] as number;
      if ((this.starts[rank] as number) - start !== length) continue;
      let i = 0;
      while (i < length && this.bytes[start + i] === bytes[from + i]) i += 1;
      if (i === length) return rank - 1;
    }
  }

  /**
   * The tokens of one piece (`bytes[0, n)`), merged as tiktoken's `byte_pair_merge` does, with
   * the pairs in a heap (Parts): the lowest rank first, the leftmost of equals. A pair taken off
   * whose part has merged away or changed since (and so its rank: a longer pair is another token)
   * is stale, and skipped.
   */
  pieceTokens(bytes: Uint8Array, n: number): number {
    if (n < 2 || this.rank(bytes, 0, n) !== NO_RANK) return 1;
    const parts = n <= SCRATCH_KEPT ? this.scratch : new Parts(n);
    const { next, prev, rank } = parts;
    parts.size = 0;
    const rankAt = (at: number) => {
      const after = next[at] as number;
      const r = after < n ? this.rank(bytes, at, next[after] as number) : NO_RANK;
      rank[at] = r;
      if (r !== NO_RANK) parts.push(r, at);
    };
    for (let at = 0; at < n; at += 1) {
      next[at] = at + 1;
      prev[at] = at - 1;
      const r = at + 1 < n ? this.rank(bytes, at, at + 2) : NO_RANK;
      rank[at] = r;
      if (r !== NO_RANK) parts.heapRank[parts.size] = r;
      if (r !== NO_RANK) parts.heapAt[parts.size++] = at;
    }
    parts.heapify();
    let tokens = n;
    while (parts.size > 0) {
      const popped = parts.heapRank[0] as number;
      const at = parts.pop();
      if (rank[at] !== popped) continue; // stale
      const gone = next[at] as number;
      const after = next[gone] as number;
      next[at] = after;
      if (after < n) prev[after] = at;
      rank[gone] = NO_RANK;
      tokens -= 1;
      rankAt(at);
      if (at > 0) rankAt(prev[at] as number);
    }
    return tokens;
  }
}

/** The o200k_base count of a whole text, special tokens' text (`<|endoftext|>`) as plain text. */
export function o200kCountWhole(): (text: string) => number {
  const table = new TokenTable(
    readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'o200k-ranks.bin')),
  );
  const utf8 = new TextEncoder();
  let bytes = new Uint8Array(SCRATCH_KEPT);
  return (text) => {
    let tokens = 0;
    for (const [piece] of text.matchAll(PIECES)) {
      if (piece.length * 3 > bytes.length) bytes = new Uint8Array(piece.length * 3);
      tokens += table.pieceTokens(bytes, utf8.encodeInto(piece, bytes).written);
    }
    if (bytes.length > SCRATCH_KEPT) bytes = new Uint8Array(SCRATCH_KEPT);
    return tokens;
  };
}
