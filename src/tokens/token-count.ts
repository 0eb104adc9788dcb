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
/** Distinct words kept at most (about 30 MB): text of unique tokens (ids, hashes) starts over. */
const MAX_WORDS = 200_000;

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

const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const NUMBER_BEFORE = /\p{N}$/u;
const NUMBER_AFTER = /^\p{N}/u;

const isDigit = (code: number) => code >= DIGIT_0 && code <= DIGIT_9;

/** The FNV-1a hash of `text.slice(from, to)`, as the scan makes it. */
function hashOf(text: string, from: number, to: number): number {
  let hash = FNV_OFFSET;
  for (let i = from; i < to; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return hash;
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
    const length = text.length;
    let at = 0;
    while (at < length) {
      let code = text.charCodeAt(at);
      // Letters and most of a word: above '9', nothing to decide but the hash.
      while (code > DIGIT_9) {
        hash = Math.imul(hash ^ code, FNV_PRIME);
        if (++at === length) return tokens + words.get(text, from, length, hash);
        code = text.charCodeAt(at);
      }
      if (code === SPACE && at > from && endsWord(text, at - 1)) {
        tokens += words.get(text, from, at, hash);
        from = at;
        hash = FNV_OFFSET;
      } else if (code >= DIGIT_0 && (at === 0 || !isDigit(text.charCodeAt(at - 1)))) {
        let end = at + 1;
        while (end < length && isDigit(text.charCodeAt(end))) end += 1;
        if (digitsAlone(text, at, end)) {
          tokens += words.get(text, from, at + 1, Math.imul(hash ^ code, FNV_PRIME)) - 1;
          for (let piece = at; piece < end; piece += 3) {
            const last = Math.min(piece + 3, end);
            tokens += words.get(text, piece, last, hashOf(text, piece, last));
          }
          from = end;
          hash = FNV_OFFSET;
          at = end;
          continue;
        }
      }
      hash = Math.imul(hash ^ code, FNV_PRIME);
      at += 1;
    }
    return tokens + words.get(text, from, length, hash);
  };
}

let shared: TokenCounter | undefined;

/** A text's o200k_base tokens (the table read when first asked for, in about 70 ms: o200k.ts). */
export const countTokens: TokenCounter = (text) =>
  (shared ??= wordCachedCounter(o200kCountWhole()))(text);
