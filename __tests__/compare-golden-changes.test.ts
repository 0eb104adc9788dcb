import { describe, expect, it } from 'vitest';
import { compareWithBaseline, type BaselineSnapshot } from '../src/compare/compare-baseline.js';
import { caseDefinitionOf } from '../src/golden/case-definition.js';

// How a pull request's cases are sorted against the baseline: unchanged, edited, renamed, new and
// removed; and which of them the paired drop is measured on.
const settings = {
  scale: 1,
  model: 'openai/m',
  promptVersion: 'p1',
  k: null,
  denominator: 'retrieved' as const,
};
const def = (query: string, expected?: string, labels?: [string, number][]) =>
  caseDefinitionOf({ query, expected, relevant: labels && new Map(labels) });
const baseline: BaselineSnapshot = {
  sha: 's',
  recordedAt: '2026-01-01T00:00:00Z',
  score: 0.7,
  ...settings,
  cases: [
    { id: 'same', ap: 1, definition: def('q same', 'e') },
    { id: 'llm', ap: 1, definition: def('q llm', 'old answer') },
    { id: 'dup1', ap: 1, definition: def('q dup', 'e') },
    { id: 'dup2', ap: 0.5, definition: def('q dup', 'e') },
    {
      id: 'lab',
      ap: 1,
      definition: def('q lab', undefined, [['r', 1]]),
      contexts: ['x', 'r', 'p'],
      relevant: [false, true, false],
    },
    { id: 'gone', ap: 0.25, definition: def('q gone', 'e') },
  ],
};

// Case "lab" in the pull request: labelled r and p now (main labelled r only).
const newLabels: [string, number][] = [
  ['r', 1],
  ['p', 1],
];
const relabelled = {
  judge: 'labels' as const,
  definition: def('q lab', undefined, newLabels),
  labels: newLabels,
};

describe('compareWithBaseline: the golden set', () => {
  const result = compareWithBaseline(
    [
      { id: 'same', ap: 0.5, error: null, definition: def('q same', 'e') },
      // The expected answer changed: an LLM-judged case that cannot be compared under one definition.
      { id: 'llm', ap: 0, error: null, judge: 'llm', definition: def('q llm', 'new answer') },
      // Two renames of two cases with the same definition: one to one, in id order.
      { id: 'dup1\u200b', ap: 1, error: null, definition: def('q dup', 'e') },
      { id: 'dup2\u200b', ap: 0.5, error: null, definition: def('q dup', 'e') },
      // Labels changed: the baseline's ranking x, r, p scored under r and p: (1/2 + 2/3) / 2.
      {
        id: 'lab',
        ap: 0.5,
        error: null,
        ...relabelled,
        contexts: [
          { id: 'x', relevant: false },
          { id: 'p', relevant: true },
          { id: 'y', relevant: false },
          { id: 'r', relevant: true },
        ],
      },
      { id: 'fresh', ap: 0, error: null, definition: def('q fresh', 'e') },
    ],
    settings,
    baseline,
  );

  it('sorts the cases into unchanged, edited, renamed, new and removed', () => {
    expect(result.golden).toEqual({
      new: ['fresh'],
      removed: ['gone'],
      removedAp: [0.25],
      edited: ['llm', 'lab'],
      renamed: [
        { from: 'dup1', to: 'dup1\u200b' },
        { from: 'dup2', to: 'dup2\u200b' },
      ],
    });
    expect(result.cases.get('llm')).toMatchObject({
      change: 'edited',
      edited: ['expected'],
      delta: null,
    });
    expect(result.cases.get('dup2\u200b')).toMatchObject({
      renamedFrom: 'dup2',
      baselineAp: 0.5,
      change: 'same',
    });
    const lab = result.cases.get('lab');
    expect(lab).toMatchObject({ change: 'regressed', edited: ['labels'] });
    expect(lab?.baselineAp).toBeCloseTo(7 / 12, 12);
    expect(lab?.movement?.baselineRelevant).toEqual([false, true, true]);
  });

  it('measures the drop over the paired cases only: same, the two renamed, and the relabelled one', () => {
    expect(result.paired.cases).toBe(4);
    expect(result.paired.baselineScore).toBeCloseTo((1 + 1 + 0.5 + 7 / 12) / 4, 12);
    expect(result.paired.score).toBeCloseTo((0.5 + 1 + 0.5 + 0.5) / 4, 12);
    expect(result.regressions).toBe(2);
  });

  it('a relabelled case is scored with k and the labels denominator as the run is', () => {
    const run = { ...settings, k: 2, denominator: 'labels' as const };
    const compared = compareWithBaseline(
      [
        {
          id: 'lab',
          ap: 0.25,
          error: null,
          ...relabelled,
        },
      ],
      run,
      { ...baseline, ...run },
    );
    // Top 2 of x, r, p: r at rank 2 of 2 labelled relevant → (1/2) / 2.
    expect(compared.cases.get('lab')?.baselineAp).toBe(0.25);
    expect(compared.cases.get('lab')?.change).toBe('same');
  });

  it('an id inherited from Object.prototype is a new case, not a baseline one', () => {
    const proto = compareWithBaseline(
      [{ id: 'constructor', ap: 1, error: null, definition: def('q constructor') }],
      settings,
      baseline,
    );
    expect(proto.golden.new).toEqual(['constructor']);
  });
});
