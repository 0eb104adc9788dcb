import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { o200kCountWhole } from '../src/tokens/o200k.js';
import { packedRanks } from '../scripts/o200k-ranks.mjs';
import { repoRoot } from './helpers/run-action.js';

// The counter's own table and merges (tokens/o200k.ts) must count exactly as OpenAI's tiktoken
// does. Expected counts come from js-tiktoken (its JavaScript port, with its own copy of the
// ranks), never from this code; the table must be gpt-tokenizer's ranks, packed.
const oracle = new Tiktoken(o200kBase);
const tiktokens = (text: string): number => oracle.encode(text, [], []).length;
const count = o200kCountWhole();
/** gpt-tokenizer's count (a second reference, faster than js-tiktoken on long pieces). */
const gptTokens = (text: string) => countTokens(text, { disallowedSpecial: new Set() });

/** `length` characters drawn from `alphabet` (code points), seeded. */
function drawn(alphabet: string, length: number, seed = 7): string {
  const chars = [...alphabet];
  let state = seed;
  return Array.from({ length }, () => {
    state = (state * 48271) % 2147483647;
    return chars[state % chars.length];
  }).join('');
}

/** Pieces of `n` characters without a space, one class of character each (one piece each). */
const PIECES = {
  as: (n: number) => 'a'.repeat(n),
  lower: (n: number) => drawn('abcdefghijklmnopqrstuvwxyz', n),
  upper: (n: number) => drawn('ABCDEFGHIJKLMNOPQRSTUVWXYZ', n),
  cjk: (n: number) => drawn('自動バキュームは不要なタプルを回収します设置检索增强生成', n),
  hangul: (n: number) => drawn('검색증강생성에서문맥정밀도', n),
  punctuation: (n: number) => drawn('=-*#~_+', n),
  equals: (n: number) => '='.repeat(n),
  emoji: (n: number) => drawn('🚀😀👩🏽‍💻', n),
  spaces: (n: number) => `${' '.repeat(n)}x`,
};
const longPieces = (n: number) => Object.values(PIECES).map((piece) => piece(n));

describe('o200k_base from the packed table', () => {
  it('is what scripts/o200k-ranks.mjs makes of the installed ranks (run it after an update)', async () => {
    const committed = await readFile(join(repoRoot, 'src/tokens/o200k-ranks.bin'));
    expect(committed.equals(await packedRanks())).toBe(true);
  });

  it('counts every token of the vocabulary, as text, as js-tiktoken does', async () => {
    const { default: ranks } = await import('gpt-tokenizer/bpeRanks/o200k_base');
    const texts = ranks.filter((token): token is string => typeof token === 'string');
    expect(texts.length).toBeGreaterThan(198_000);
    const wrong = texts.filter((text) => count(text) !== tiktokens(text));
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('merges pieces that are no token as tiktoken does: scripts, bytes, emoji, long runs', () => {
    const texts = [
      'Autovacuum reclaims dead tuples; tune autovacuum_vacuum_scale_factor per table.',
      'ベクトル検索の再ランキングは文脈の精度を上げる。',
      '검색 증강 생성에서 문맥 정밀도', // Hangul: bytes that only merge part way
      'Ελληνικά κείμενα και Кириллица, עברית, العربية, हिन्दी',
      '👩‍👩‍👧‍👦 family, 🇺🇸 flag, ✔︎ mark',
      ' '.repeat(300) + 'x' + '\t'.repeat(70) + '\n'.repeat(40),
      'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      'ababaaa abaaaaaabb strnnnasns', // pairs of equal rank: the leftmost merges first
      'supercalifragilisticexpialidocious antidisestablishmentarianism',
      'lone \ud800 surrogate and \udfff too',
      '<|endoftext|> and <|fim_prefix|> as plain text',
      '',
    ];
    expect(texts.map(count)).toEqual(texts.map(tiktokens));
  });

  it('merges long pieces as tiktoken does (issue 40)', () => {
    const texts = longPieces(600);
    expect(texts.map(count)).toEqual(texts.map(tiktokens));
    const longer = longPieces(4000);
    expect(longer.map(count)).toEqual(longer.map(gptTokens));
  });

  it('counts a piece of a megabyte in linear time, not quadratic (issue 40)', () => {
    // Before: the merge rescanned every pair after each merge, 31 s for 250,000 characters and
    // about 9 minutes for a megabyte. Now a heap: well under a second each, here within the timeout.
    expect(count(PIECES.as(1_000_000))).toBe(125_000); // o200k's longest run of 'a' is 8
    for (const text of [PIECES.lower(1_000_000), PIECES.cjk(340_000)]) {
      const tokens = count(text);
      expect(tokens).toBeGreaterThan(0);
      expect(tokens).toBeLessThan(Buffer.byteLength(text));
    }
  }, 30_000);

  it('counts this repository’s docs as js-tiktoken does', async () => {
    const names = ['README.md', 'docs/judging.md', 'ARCHITECTURE.md', 'src/tokens/o200k.ts'];
    const texts = await Promise.all(names.map((name) => readFile(join(repoRoot, name), 'utf8')));
    expect(texts.map(count)).toEqual(texts.map(tiktokens));
  });
});
