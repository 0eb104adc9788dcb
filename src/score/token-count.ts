// Counting o200k_base tokens fast and exactly. The tokenizer first splits a text into pieces with
// its regular expression, then encodes each piece; a text's count is the sum over its pieces. A
// space whose left neighbour is not whitespace always starts a piece: the expression lets a space
// inside a piece only as the piece's first character or within a run of whitespace, and it looks
// neither behind nor (past whitespace) ahead. So the text splits at such spaces into words (" the",
// " Vacuum,"), each tokenized alone exactly as inside the text, and a word's count is kept: prose
// repeats its words, and a run counts each distinct word once instead of every occurrence.
// `__tests__/token-count.test.ts` holds the counts equal to js-tiktoken's on every fixture text and
// on random texts of whitespace, scripts, digits, punctuation and contractions.

/** A text's token count. */
export type TokenCounter = (text: string) => number;

const SPACE = 0x20;
const WHITESPACE = /\s/u;
/** Distinct words kept at most (about 30 MB): text of unique tokens (ids, hashes) starts over. */
const MAX_WORDS = 200_000;
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 16_777_619;

/** A word may end at `at`: not whitespace as the tokenizer's `\s` reads it. */
function endsWord(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code < 0x7f) return code > SPACE;
  return !WHITESPACE.test(text[at] as string);
}

/**
 * Each distinct word's count, found by the word's place in its text and its FNV-1a hash: a
 * word already counted costs no string and no hashing by the engine (the scan hashes as it goes),
 * which halves the time of a Map keyed by each word's slice. Open addressing, kept at most half full.
 */
class WordCounts {
  private keys: (string | undefined)[] = [];
  private hashes = new Int32Array(0);
  private counts = new Int32Array(0);
  private used = 0;
  private readonly countWhole: TokenCounter;

  constructor(countWhole: TokenCounter) {
    this.countWhole = countWhole;
    this.reset(1 << 10);
  }

  /** The count of `text.slice(from, to)`, whose hash is `hash`. */
  get(text: string, from: number, to: number, hash: number): number {
    const mask = this.keys.length - 1;
    let slot = hash & mask;
    for (let key = this.keys[slot]; key !== undefined; key = this.keys[slot]) {
      if (this.hashes[slot] === hash && key.length === to - from && text.startsWith(key, from))
        return this.counts[slot] as number;
      slot = (slot + 1) & mask;
    }
    const word = text.slice(from, to);
    const tokens = this.countWhole(word);
    if (this.used >= MAX_WORDS) this.reset(1 << 10);
    else if ((this.used + 1) * 2 > this.keys.length) this.reset(this.keys.length * 2);
    this.put(word, hash, tokens);
    return tokens;
  }

  private put(word: string, hash: number, tokens: number): void {
    const mask = this.keys.length - 1;
    let slot = hash & mask;
    while (this.keys[slot] !== undefined) slot = (slot + 1) & mask;
    this.keys[slot] = word;
    this.hashes[slot] = hash;
    this.counts[slot] = tokens;
    this.used += 1;
  }

  /** A table of `size` slots, holding the words kept so far unless it shrinks (starting over). */
  private reset(size: number): void {
    const { keys, hashes, counts } = this;
    const keep = size > keys.length;
    this.keys = new Array<string | undefined>(size);
    this.hashes = new Int32Array(size);
    this.counts = new Int32Array(size);
    this.used = 0;
    if (keep)
      keys.forEach((word, slot) => {
        if (word !== undefined) this.put(word, hashes[slot] as number, counts[slot] as number);
      });
  }
}

/**
 * A counter that splits each text into words and counts each distinct word once with
 * `countWhole` (the tokenizer's own count of a whole text).
 */
export function wordCachedCounter(countWhole: TokenCounter): TokenCounter {
  const words = new WordCounts(countWhole);
  return (text) => {
    let tokens = 0;
    let from = 0;
    let hash = FNV_OFFSET;
    for (let at = 0; at < text.length; at += 1) {
      const code = text.charCodeAt(at);
      if (code === SPACE && at > 0 && endsWord(text, at - 1)) {
        tokens += words.get(text, from, at, hash);
        from = at;
        hash = FNV_OFFSET;
      }
      hash = Math.imul(hash ^ code, FNV_PRIME);
    }
    return tokens + words.get(text, from, text.length, hash);
  };
}
