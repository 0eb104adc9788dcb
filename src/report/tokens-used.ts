import { formatCount } from '../format/numbers.js';
import type { Report } from './report.js';

/** `12,400 tokens in / 1,100 out (estimated 12,900 / 1,200)`: the estimate is made before judging. */
export function tokensUsed(u: Report['usage']): string {
  const n = (value: number) => formatCount(value);
  const estimate =
    u.estimatedInputTokens + u.estimatedOutputTokens > 0
      ? ` (estimated ${n(u.estimatedInputTokens)} / ${n(u.estimatedOutputTokens)})`
      : '';
  return `${n(u.inputTokens)} tokens in / ${n(u.outputTokens)} out${estimate}`;
}
