import { describe, expect, it } from 'vitest';
import { formatCount, plural } from '../src/format/numbers.js';

// formatCount writes counts without ICU (its first use costs a run ~15 ms of CPU); ICU's own
// en-US formatting is the reference it must equal.
describe('counts as en-US writes them', () => {
  it('equals toLocaleString("en-US") for every integer size, signs and the edges', () => {
    const values = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10_000, 123_456, 1_000_000];
    for (let digits = 1; digits <= 16; digits += 1)
      for (const lead of [1, 4, 9]) values.push(Number(`${lead}${'7'.repeat(digits - 1)}`));
    values.push(Number.MAX_SAFE_INTEGER);
    for (const value of [...values, ...values.map((v) => -v)])
      expect(formatCount(value), String(value)).toBe(value.toLocaleString('en-US'));
  });

  it('leaves what is not a safe integer to ICU (fractions, huge numbers, NaN)', () => {
    for (const value of [0.5, 1234.5678, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
  });

  it('is what plural writes', () => {
    expect(plural(1, 'case')).toBe('1 case');
    expect(plural(29_980, 'more case')).toBe('29,980 more cases');
  });
});
