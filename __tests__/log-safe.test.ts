import { describe, expect, it } from 'vitest';
import { logSafe } from '../src/format/log-safe.js';

// As the runner parses a line: after .NET's TrimStart, `::` starts a command; `##[` anywhere.
const runsAsCommand = (line: string) =>
  line.replace(/^[\s\u0085\u180e]+/u, '').startsWith('::') || line.includes('##[');

describe('logSafe', () => {
  it('leaves no line the runner would run, however the command is hidden', () => {
    const text = [
      '::error file=a,line=1::x',
      '   ::stop-commands::tok',
      '\t\u0085::warning::x',
      'ok\r::add-mask::x',
      'ok\n\n  ::notice::x',
      'mid-line ##[error]x and ##[warning]y',
    ].join('\n');
    const safe = logSafe(text);
    for (const line of safe.split(/\r\n|\r|\n/)) expect(runsAsCommand(line), line).toBe(false);
    // It reads the same once the zero-width spaces are taken out.
    expect(safe.replaceAll('\u200b', '')).toBe(text);
  });

  it('changes nothing else', () => {
    const text = 'case a::b  0.50  ●○ labels  see https://x::y and #[1]';
    expect(logSafe(text)).toBe(text);
  });
});
