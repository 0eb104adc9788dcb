import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { describe, expect, it } from 'vitest';
import { countTokens, wordCachedCounter } from '../src/tokens/token-count.js';
import { repoRoot } from './helpers/run-action.js';

// The word-cached counter (issue 27's speed) must count exactly what the tokenizer counts for the
// whole text. Expected counts come from js-tiktoken (the JavaScript port of OpenAI's tiktoken), a
// second library, over real docs and random texts built to break a wrong word boundary.
const oracle = new Tiktoken(o200kBase);
const tiktokens = (text: string): number => oracle.encode(text, [], []).length;

/**
 * Fragments that meet at word boundaries: every kind of whitespace, script, digit and mark. Not
 * U+FEFF and U+0085, where gpt-tokenizer and OpenAI's tiktoken disagree (docs/judging.md).
 */
const FRAGMENTS = [
  ' ',
  ' ',
  ' ',
  '  ',
  '   ',
  '\t',
  '\n',
  '\r\n',
  ' \n',
  '\n ',
  '\u00a0',
  '\u3000',
  '\u2028',
  '\u200b',
  'the',
  'The',
  'THE',
  'vacuum',
  'Vacuum',
  "'s",
  "'LL",
  "'re",
  "don't",
  'x',
  'I',
  '123',
  '4567890',
  '3.14',
  '1e-9',
  ',',
  '.',
  '...',
  '!',
  '?',
  '(',
  ')',
  '"',
  "'",
  '-',
  '--',
  '/',
  '//',
  '\\',
  '#',
  '{',
  '}',
  '<|endoftext|>',
  'Ça',
  'naïve',
  'Straße',
  'İstanbul',
  'Ørsted',
  'עברית',
  'مرحبا',
  '自動',
  'バキューム',
  '设置',
  '👩🏽‍💻',
  '🚀',
  '🇫🇷',
  'e\u0301',
  '\u0301',
  'ǅ',
  'ʰ',
  'Ⅻ',
  '٣',
  '½',
  '²',
  '𝟏',
  '0',
  '2024-06-30',
  'v1.2.3',
  'id_98765',
];

/** A seeded random text of `length` fragments. */
function randomText(seed: number, length: number): string {
  let state = seed;
  const next = () => {
    state = (state * 48271) % 2147483647;
    return state;
  };
  return Array.from({ length }, () => FRAGMENTS[next() % FRAGMENTS.length]).join('');
}

describe('word-cached o200k_base counts', () => {
  it('equal js-tiktoken’s on docs pages and on 2,000 random texts, cold and warm', async () => {
    const count = countTokens;
    const pages = ['docs/judging.md', 'ARCHITECTURE.md'];
    for (const page of pages) {
      const text = await readFile(join(repoRoot, page), 'utf8');
      expect([page, count(text)]).toEqual([page, tiktokens(text)]);
    }
    const texts = Array.from({ length: 2000 }, (_, i) => randomText(i + 1, 1 + (i % 60)));
    const expected = texts.map(tiktokens);
    const wrong = (pass: string) =>
      texts.flatMap((text, i) =>
        count(text) === expected[i]
          ? []
          : [{ pass, text, expected: expected[i], counted: count(text) }],
      );
    expect(wrong('cold')).toEqual([]);
    expect(wrong('warm')).toEqual([]); // every word now from the cache
  });

  it('tells apart words of one length whose FNV-1a hashes collide', async () => {
    const count = countTokens;
    for (const word of ['declinate', 'macallums', 'declinate macallums macallums'])
      expect([word, count(word)]).toEqual([word, tiktokens(word)]);
    expect(tiktokens('declinate')).not.toBe(tiktokens('macallums'));
  });

  it('starts over past 200,000 distinct words, and counts right after', () => {
    let asked = 0;
    const count = wordCachedCounter((text) => {
      asked += 1;
      return text.length;
    });
    // Distinct words without digits (a number splits off its word): 12 → "wrs".
    const word = (n: number) =>
      `w${n.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)] as string)}`;
    const text = (from: number) => Array.from({ length: 1000 }, (_, i) => word(from + i)).join(' ');
    for (let from = 0; from < 250_000; from += 1000)
      expect(count(text(from))).toBe(text(from).length);
    expect(asked).toBe(250_000);
    count(text(0)); // forgotten when the table started over: asked again
    expect(asked).toBe(251_000);
    count(text(249_000)); // kept since
    expect(asked).toBe(251_000);
  });

  it('asks the tokenizer once for each distinct word', () => {
    const asked: string[] = [];
    const count = wordCachedCounter((text) => {
      asked.push(text);
      return tiktokens(text);
    });
    const text = 'the cat sat on the mat;  the cat\tsat\n on the mat';
    expect(count(text)).toBe(tiktokens(text));
    expect(count(`${text} the cat`)).toBe(tiktokens(`${text} the cat`));
    // A space after whitespace is no word boundary: "  the", "\tsat\n", " on" stay whole.
    expect(asked).toEqual([
      'the',
      ' cat',
      ' sat',
      ' on',
      ' the',
      ' mat;',
      '  the',
      ' cat\tsat\n on',
      ' mat',
    ]);
  });

  it('splits numbers off their words, so ids and figures add no new word', async () => {
    const asked: string[] = [];
    const count = wordCachedCounter((text) => {
      asked.push(text);
      return tiktokens(text);
    });
    const texts = Array.from(
      { length: 300 },
      (_, i) => `passage ${i * 7919}: rev ${i}.${i % 7} at 0x${i}f, ${i}² x${i}Ⅻ  ${i}`,
    );
    expect(texts.map(count)).toEqual(texts.map(tiktokens));
    // The part of a word before a number is asked with the number's first digit (" 0": its count
    // less one), then each 1-3 digit piece ("0"); a number beside another numeral (²) stays whole.
    expect(asked.slice(0, 8)).toEqual(['passage', ' 0', '0', ':', ' rev', '.0', ' at', 'x0']);
    expect(asked).toContain(' 7²');
    expect(asked.filter((word) => /\d{4}/.test(word))).toEqual([]);
    expect(asked.length).toBeLessThan(1100 + 3 * 300);
    expect(countTokens('id 1234567 and 12345678901')).toBe(tiktokens('id 1234567 and 12345678901'));
  });
});
