import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { describe, expect, it } from 'vitest';
import { o200kTokenCounter } from '../src/score/context-cost.js';
import { wordCachedCounter } from '../src/score/token-count.js';
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
  it('equal js-tiktoken’s on every docs page and on 3,000 random texts, cold and warm', async () => {
    const count = await o200kTokenCounter();
    const pages = ['docs/judging.md', 'ARCHITECTURE.md'];
    for (const page of pages) {
      const text = await readFile(join(repoRoot, page), 'utf8');
      expect([page, count(text)]).toEqual([page, tiktokens(text)]);
    }
    const texts = Array.from({ length: 3000 }, (_, i) => randomText(i + 1, 1 + (i % 60)));
    const wrong = (pass: string) =>
      texts.flatMap((text) => {
        const expected = tiktokens(text);
        return count(text) === expected ? [] : [{ pass, text, expected, counted: count(text) }];
      });
    expect(wrong('cold')).toEqual([]);
    expect(wrong('warm')).toEqual([]); // every word now from the cache
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
});
