import { describe, expect, it } from 'vitest';
import { withLabels, type Promotion } from '../src/golden/label-writer.js';
import type { CaseReport } from '../src/report/report.js';
import { reviewCommands } from '../src/report/review-line.js';

// The one writer of golden labels (promote and a review in the PR, issue 43): a reviewer's
// decision replaces the labels it names; promote's verdicts only fill the ids no label names.
const labelled = { by: 'maya', at: '2026-12-05' };
const decide = (grades: Record<string, number>, decided: boolean): Map<string, Promotion> =>
  new Map([['q1', { verdicts: new Map(Object.entries(grades)), labelled, decided }]]);

describe('withLabels', () => {
  it("a reviewer's accept and reject replace the labels they name, and leave irrelevant", async () => {
    const text = `[\n    { "id": "q1", "query": "q?", "relevant": ["a", "c"], "irrelevant": ["b", "d"] }\n]\n`;
    const { text: next, found } = await withLabels(
      text,
      'golden.json',
      decide({ a: 0, b: 1 }, true),
    );
    expect([...found]).toEqual(['q1']);
    expect(next.startsWith('[\n    { "id": "q1", "query": "q?", "relevant": {')).toBe(true);
    expect(JSON.parse(next)[0]).toEqual({
      id: 'q1',
      query: 'q?',
      relevant: { c: 1, a: 0, b: 1 },
      irrelevant: ['d'],
      labelled,
    });
  });

  it("promote's verdicts never override a label, and a byte order mark stays", async () => {
    const text = `\uFEFF{"id":"q1","query":"q?","relevant":["a"],"irrelevant":["b"]}\n{"id":"q2","query":"r?"}\n`;
    const { text: next } = await withLabels(
      text,
      'golden.jsonl',
      decide({ a: 0, b: 1, e: 1 }, false),
    );
    expect(next.startsWith('\uFEFF')).toBe(true);
    const [first, second] = next.slice(1).split('\n');
    expect(JSON.parse(first!)).toEqual({
      id: 'q1',
      query: 'q?',
      relevant: { a: 1, e: 1 },
      irrelevant: ['b'],
      labelled,
    });
    expect(second).toBe('{"id":"q2","query":"r?"}');
  });

  it("a reviewer's decision on a place writes a passage label, replacing the one of that place (issue 39)", async () => {
    const place = { source: 'docs/faq.md', start: 120, end: 480 };
    const text = `${JSON.stringify({ id: 'q1', query: 'q?', passages: [{ ...place, grade: 1 }] })}\n`;
    const review = new Map<string, Promotion>([
      [
        'q1',
        {
          verdicts: new Map([['c9', 1]]),
          passages: [{ ...place, grade: 0 }],
          labelled,
          decided: true,
        },
      ],
    ]);
    expect(JSON.parse((await withLabels(text, 'golden.jsonl', review)).text)).toEqual({
      id: 'q1',
      query: 'q?',
      relevant: { c9: 1 },
      passages: [{ ...place, grade: 0 }],
      labelled,
    });
  });
});

describe('reviewCommands', () => {
  it('names a context that said where it comes from by its place, any other by its id', () => {
    const c = {
      id: 'refunds',
      change: 'regressed',
      unjudged: ['u1', 'u2'],
      contexts: [
        {
          id: 'u1',
          rank: 1,
          relevant: false,
          reason: '',
          origin: { source: 'docs/faq.md', start: 0, end: 40 },
        },
        { id: 'u2', rank: 2, relevant: false, reason: '' },
        { id: 'r1', rank: 3, relevant: true, reason: '' },
      ],
    } as unknown as CaseReport;
    expect(reviewCommands(c)).toEqual({
      accept: '/context-precision accept refunds docs/faq.md:0-40 u2',
      reject: '/context-precision reject refunds docs/faq.md:0-40 u2',
    });
  });
});
