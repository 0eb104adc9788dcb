import { describe, expect, it } from 'vitest';
import { Progress } from '../src/format/progress.js';

// Time is injected: the lines are those a 400-case run writes, without waiting for one.
function run(tty: boolean, total: number, msPerCase: number) {
  let clock = 0;
  const lines: string[] = [];
  const write = (t: string) => lines.push(t);
  const progress = new Progress({
    total,
    log: write,
    tty: tty ? write : undefined,
    now: () => clock,
  });
  for (let i = 0; i < total; i += 1) {
    clock += msPerCase;
    progress.tick();
  }
  return lines;
}

describe('judging progress', () => {
  it('in a CI log: a line every 10% with the time taken and an estimate of what is left', () => {
    const lines = run(false, 400, 100);
    expect(lines).toHaveLength(10);
    expect(lines[2]).toBe('judged 120/400 cases (30%), 12 s, ~28 s left');
    expect(lines.at(-1)).toBe('judged 400/400 cases (100%), 40 s');
  });

  it('in a CI log, a slow run also gets a line every 10 s between the 10% steps', () => {
    const lines = run(false, 1000, 500); // 10% takes 50 s
    expect(lines.length).toBeGreaterThan(40);
    expect(lines[0]).toBe('judged 20/1,000 cases (2%), 10 s, ~490 s left');
  });

  it('counts a case the judge failed on apart, never as judged', () => {
    let clock = 0;
    const lines: string[] = [];
    const progress = new Progress({ total: 2, log: (t) => lines.push(t), now: () => clock });
    for (const failed of [false, true]) {
      clock += 1000;
      progress.tick(failed);
    }
    expect(lines).toEqual([
      'judged 1/2 cases (50%), 1 s, ~1 s left',
      'judged 1/2 cases (50%), 1 failed, 2 s',
    ]);
  });

  it('on a terminal: one line, rewritten in place', () => {
    const lines = run(true, 3, 1000);
    expect(lines).toEqual([
      '\rjudged 1/3 cases (33%), 1 s, ~2 s left',
      '\rjudged 2/3 cases (66%), 2 s, ~1 s left',
      '\rjudged 3/3 cases (100%), 3 s\n',
    ]);
  });
});
