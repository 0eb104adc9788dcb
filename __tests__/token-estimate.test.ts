import { readFile } from 'node:fs/promises';
import { estimateTokenCount } from 'tokenx';
import { describe, expect, it } from 'vitest';
import { estimateTokens } from '../src/judge/token-estimate.js';
import { JUDGE_INSTRUCTIONS } from '../src/judge/judge-prompt.js';

// The estimate users see (usage.estimatedInputTokens, max-judge-requests) is tokenx's number:
// the one-pass count for ASCII must give exactly tokenx's, on any text.

/** A small seeded generator (mulberry32), so a failure is the same on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  ...Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)),
  ' ',
  ' ',
  '\n',
  '\n\n',
  '\n  ',
  '\t',
  '.',
  '. ',
  '.\n',
  '1234',
  '2026',
  'a',
  'the',
  'word',
  'lowercase',
  'Capital',
  'CamelCaseWord',
  'snake_case',
  'https://example.com/a-b',
  '</context>',
  '<context index="0">',
  '&amp;',
  "don't",
  'ABC',
  'x1y2',
  '...',
  '--',
  '"',
  '\r\n',
];

function text(next: () => number, pieces: readonly string[], length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += pieces[Math.floor(next() * pieces.length)];
  return out;
}

describe('estimateTokens', () => {
  it('gives tokenx’s count on random ASCII text, piece by piece and whole', () => {
    const next = random(19);
    for (let i = 0; i < 3000; i += 1) {
      const sample = text(next, PIECES, 1 + Math.floor(next() * 40));
      expect(estimateTokens(sample), JSON.stringify(sample)).toBe(estimateTokenCount(sample));
    }
  });

  it('gives tokenx’s count on the prompt text and the bundled example', async () => {
    const corpus = await readFile('examples/corpus.jsonl', 'utf8');
    const golden = await readFile('examples/golden/unlabelled.jsonl', 'utf8');
    const texts = [...corpus.split('\n'), ...golden.split('\n')];
    expect(texts.join('').length).toBeGreaterThan(5_000);
    for (const sample of [
      JUDGE_INSTRUCTIONS,
      corpus,
      golden,
      ...texts,
      '',
      ' ',
      '\n',
      'a.\n',
      'a\n',
    ])
      expect(estimateTokens(sample)).toBe(estimateTokenCount(sample));
  });

  it('leaves text with any non-ASCII character to tokenx', () => {
    const next = random(7);
    const wide = [...PIECES, 'é', 'Straße', '日本語。', 'привет', '\u00a0', '\u2028', '😀', 'Ω'];
    for (let i = 0; i < 1000; i += 1) {
      const sample = text(next, wide, 1 + Math.floor(next() * 30));
      expect(estimateTokens(sample), JSON.stringify(sample)).toBe(estimateTokenCount(sample));
    }
  });
});
