import { FNV_OFFSET, FNV_PRIME, o200kCountWhole } from './o200k.js';

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
/** Distinct words kept at most (8 MB): text of unique tokens (ids, hashes) starts over. */
const MAX_WORDS = 200_000;

/** A word may end at `at`: not whitespace as the tokenizer's `\s` reads it. */
function endsWord(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code < 0x7f) return code > SPACE;
  return !WHITESPACE.test(text[at] as string);
}

/** A second hash's multiplier (the golden ratio's): with FNV-1a's, a word's 64-bit fingerprint. */
const PRIME_2 = 0x9e3779b1 | 0;

/**
 * Each distinct word's count, found by its fingerprint: its length and two 32-bit hashes the scan
 * makes as it goes (FNV-1a and a second multiplier), so a word already counted costs no string,
 * no hashing by the engine and no comparing of its text (which took a third of a count). Two
 * distinct words share length and 64 bits with a chance of about 1 in 10^9 among the most words
 * kept. Open addressing, kept at most half full.
 */
class WordCounts {
  /** Four Int32 a slot: the hash, the second hash, the length, the count + 1 (0: a free slot). */
  private slots = new Int32Array(4 << 10);
  private used = 0;
  private readonly countWhole: TokenCounter;

  constructor(countWhole: TokenCounter) {
    this.countWhole = countWhole;
  }

  /** The count of `text.slice(from, to)`, whose hashes are `hash`, `hash2`. */
  get(text: string, from: number, to: number, hash: number, hash2: number): number {
    const { slots } = this;
    const last = slots.length - 1;
    for (let at = (hash << 2) & last; slots[at + 3] !== 0; at = (at + 4) & last)
      if (slots[at] === hash && slots[at + 1] === hash2 && slots[at + 2] === to - from)
        return (slots[at + 3] as number) - 1;
    const tokens = this.countWhole(text.slice(from, to));
    if (this.used >= MAX_WORDS) [this.slots, this.used] = [new Int32Array(4 << 10), 0];
    else if ((this.used + 1) * 8 > slots.length) this.grow();
    this.put([hash, hash2, to - from, tokens + 1]);
    return tokens;
  }

  /** Keeps a word's four values in the first free slot from its hash's. */
  private put(word: readonly number[] | Int32Array): void {
    const { slots } = this;
    let at = ((word[0] as number) << 2) & (slots.length - 1);
    while (slots[at + 3] !== 0) at = (at + 4) & (slots.length - 1);
    slots.set(word, at);
    this.used += 1;
  }

  /** Twice the slots, holding the words kept so far. */
  private grow(): void {
    const old = this.slots;
    [this.slots, this.used] = [new Int32Array(old.length * 2), 0];
    for (let at = 0; at < old.length; at += 4)
      if (old[at + 3] !== 0) this.put(old.subarray(at, at + 4));
  }
}

const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const NUMBER_BEFORE = /\p{N}$/u;
const NUMBER_AFTER = /^\p{N}/u;

const isDigit = (code: number) => code >= DIGIT_0 && code <= DIGIT_9;

/** The count of the 1-3 digits `text.slice(from, to)`, hashed as the scan hashes. */
function digitsCount(words: WordCounts, text: string, from: number, to: number): number {
  let hash = FNV_OFFSET;
  let hash2 = FNV_OFFSET;
  for (let i = from; i < to; i += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
    hash2 = Math.imul(hash2 ^ text.charCodeAt(i), PRIME_2);
  }
  return words.get(text, from, to, hash, hash2);
}

/** An ASCII digit run [from, to) is a number of its own: no other numeral (`Ⅻ`, `٣`) adjoins it. */
function digitsAlone(text: string, from: number, to: number): boolean {
  const before = from > 0 ? text.charCodeAt(from - 1) : 0;
  const after = to < text.length ? text.charCodeAt(to) : 0;
  return (
    (before < 0x80 || !NUMBER_BEFORE.test(text.slice(Math.max(0, from - 2), from))) &&
    (after < 0x80 || !NUMBER_AFTER.test(text.slice(to, to + 2)))
  );
}

/**
 * A counter that splits each text into words and counts each distinct word once with
 * `countWhole` (the tokenizer's own count of a whole text). Numbers split further: the expression
 * takes digits only in pieces of one to three digits (`\p{N}{1,3}`, from the left), so a word's
 * part before a number counts as it does followed by that number's first digit, less that digit's
 * one token; each 1-3 digit piece counts alone. Ids and figures (" 12345:") then cost no new word.
 */
export function wordCachedCounter(countWhole: TokenCounter): TokenCounter {
  const words = new WordCounts(countWhole);
  return (text) => {
    let tokens = 0;
    let from = 0;
    let hash = FNV_OFFSET;
    let hash2 = FNV_OFFSET;
    const length = text.length;
    let at = 0;
    while (at < length) {
      let code = text.charCodeAt(at);
      // Letters and most of a word: above '9', nothing to decide but the hashes.
      while (code > DIGIT_9) {
        hash = Math.imul(hash ^ code, FNV_PRIME);
        hash2 = Math.imul(hash2 ^ code, PRIME_2);
        if (++at === length) return tokens + words.get(text, from, length, hash, hash2);
        code = text.charCodeAt(at);
      }
      if (code === SPACE && at > from && endsWord(text, at - 1)) {
        tokens += words.get(text, from, at, hash, hash2);
        from = at;
        hash = hash2 = FNV_OFFSET;
      } else if (code >= DIGIT_0 && (at === 0 || !isDigit(text.charCodeAt(at - 1)))) {
        let end = at + 1;
        while (end < length && isDigit(text.charCodeAt(end))) end += 1;
        if (digitsAlone(text, at, end)) {
          const firstDigit = Math.imul(hash ^ code, FNV_PRIME);
          const firstDigit2 = Math.imul(hash2 ^ code, PRIME_2);
          tokens += words.get(text, from, at + 1, firstDigit, firstDigit2) - 1;
          for (let piece = at; piece < end; piece += 3)
            tokens += digitsCount(words, text, piece, Math.min(piece + 3, end));
          from = end;
          hash = hash2 = FNV_OFFSET;
          at = end;
          continue;
        }
      }
      hash = Math.imul(hash ^ code, FNV_PRIME);
      hash2 = Math.imul(hash2 ^ code, PRIME_2);
      at += 1;
    }
    return tokens + words.get(text, from, length, hash, hash2);
  };
}

let shared: TokenCounter | undefined;

/** A text's o200k_base tokens (the table read when first asked for: o200k.ts). */
export const countTokens: TokenCounter = (text) =>
  (shared ??= wordCachedCounter(o200kCountWhole()))(text);
