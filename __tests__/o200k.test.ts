import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { describe, expect, it } from 'vitest';
import { o200kCountWhole } from '../src/score/o200k.js';
import { ranksModule } from '../scripts/o200k-ranks.mjs';
import { repoRoot } from './helpers/run-action.js';

// The counter's own table and merges (score/o200k.ts) must count exactly as OpenAI's tiktoken
// does. Expected counts come from js-tiktoken (its JavaScript port, with its own copy of the
// ranks), never from this code; the table must be gpt-tokenizer's ranks, packed.
const oracle = new Tiktoken(o200kBase);
const tiktokens = (text: string): number => oracle.encode(text, [], []).length;
const count = o200kCountWhole();

describe('o200k_base from the packed table', () => {
  it('is what scripts/o200k-ranks.mjs makes of the installed ranks (run it after an update)', async () => {
    const committed = await readFile(join(repoRoot, 'src/score/o200k-ranks.gen.js'), 'utf8');
    expect(committed === (await ranksModule())).toBe(true);
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

  it('counts this repository’s docs as js-tiktoken does', async () => {
    const names = ['README.md', 'docs/judging.md', 'ARCHITECTURE.md', 'src/score/o200k.ts'];
    const texts = await Promise.all(names.map((name) => readFile(join(repoRoot, name), 'utf8')));
    expect(texts.map(count)).toEqual(texts.map(tiktokens));
  });
});
