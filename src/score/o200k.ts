import { O200K_TOKEN_SPLIT_REGEX } from 'gpt-tokenizer/encodingParams/constants';
import { O200K_RANKS, O200K_TOKENS } from './o200k-ranks.gen.js';
import type { TokenCounter } from './token-count.js';

// o200k_base counts from a packed table of its tokens (o200k-ranks.gen.js, made from
// gpt-tokenizer's ranks): loaded and indexed in about 70 ms and 4 MB, where gpt-tokenizer's encoder
// takes about 0.5 s and 70 MB to build, the better part of what counting context tokens added to
// a run. A text splits into pieces by the library's own expression; a piece that is a token
// counts 1, any other is merged as tiktoken's `byte_pair_merge` does: the adjacent pair of lowest
// rank first, the leftmost of equals. `__tests__/o200k.test.ts` holds the counts equal to
// js-tiktoken's on every token of the vocabulary; `token-count.test.ts`, on 2,000 random texts.

const NO_RANK = 0x7fffffff;
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 16_777_619;

/** The FNV-1a hash of `bytes[from, to)`. */
function hashOf(bytes: Uint8Array, from: number, to: number): number {
  let hash = FNV_OFFSET;
  for (let i = from; i < to; i += 1) hash = Math.imul(hash ^ (bytes[i] as number), FNV_PRIME);
  return hash;
}

/** The tokens' bytes (all in one), each token's start in them, and a hash index of the ranks. */
class TokenTable {
  private readonly bytes: Uint8Array;
  private readonly starts: Uint32Array;
  private readonly slots: Int32Array; // rank + 1 (0: empty), open addressing
  private readonly mask: number;

  constructor(packed: Uint8Array, tokens: number) {
    this.bytes = packed.subarray(tokens);
    this.starts = new Uint32Array(tokens + 1);
    for (let rank = 0; rank < tokens; rank += 1)
      this.starts[rank + 1] = (this.starts[rank] as number) + (packed[rank] as number);
    if (this.starts[tokens] !== this.bytes.length) throw new Error('o200k table: sizes disagree');
    let size = 1;
    while (size < tokens * 2) size *= 2;
    this.slots = new Int32Array(size);
    this.mask = size - 1;
    for (let rank = 0; rank < tokens; rank += 1) {
      const start = this.starts[rank] as number;
      let slot = hashOf(this.bytes, start, this.starts[rank + 1] as number) & this.mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = rank + 1;
    }
  }

  /** The rank of the token whose bytes are `bytes[from, to)`, or NO_RANK. */
  rank(bytes: Uint8Array, from: number, to: number): number {
    const length = to - from;
    for (let slot = hashOf(bytes, from, to) & this.mask; ; slot = (slot + 1) & this.mask) {
      const entry = this.slots[slot] as number;
      if (entry === 0) return NO_RANK;
      const start = this.starts[entry - 1] as number;
      if ((this.starts[entry] as number) - start !== length) continue;
      let i = 0;
      while (i < length && this.bytes[start + i] === bytes[from + i]) i += 1;
      if (i === length) return entry - 1;
    }
  }

  /** The tokens of one piece (its UTF-8), merged pair by pair (tiktoken's `byte_pair_merge`). */
  pieceTokens(piece: Uint8Array): number {
    if (piece.length < 2 || this.rank(piece, 0, piece.length) !== NO_RANK) return 1;
    // starts[i]: where part i begins; ranks[i]: the rank of parts i and i + 1 together.
    const starts = Array.from({ length: piece.length + 1 }, (_, i) => i);
    const ranks = starts.map((at) =>
      at + 2 <= piece.length ? this.rank(piece, at, at + 2) : NO_RANK,
    );
    const pairRank = (i: number) =>
      i + 3 < starts.length
        ? this.rank(piece, starts[i] as number, starts[i + 3] as number)
        : NO_RANK;
    for (;;) {
      let lowest = NO_RANK;
      let at = -1;
      for (let i = 0; i < ranks.length - 1; i += 1)
        if ((ranks[i] as number) < lowest) {
          lowest = ranks[i] as number;
          at = i;
        }
      if (at < 0) return starts.length - 1;
      if (at > 0) ranks[at - 1] = pairRank(at - 1);
      ranks[at] = pairRank(at);
      starts.splice(at + 1, 1);
      ranks.splice(at + 1, 1);
    }
  }
}

/** The o200k_base count of a whole text, special tokens' text (`<|endoftext|>`) as plain text. */
export function o200kCountWhole(): TokenCounter {
  const table = new TokenTable(Buffer.from(O200K_RANKS, 'base64'), O200K_TOKENS);
  const utf8 = new TextEncoder();
  return (text) => {
    let tokens = 0;
    for (const [piece] of text.matchAll(O200K_TOKEN_SPLIT_REGEX))
      tokens += table.pieceTokens(utf8.encode(piece));
    return tokens;
  };
}
