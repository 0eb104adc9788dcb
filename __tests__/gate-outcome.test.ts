import { describe, expect, it } from 'vitest';
import type { BaselineSnapshot } from '../src/compare/compare-baseline.js';
import { compareRun, type RunComparison } from '../src/compare/compare-run.js';
import { checkOutcome, decideOutcome, type GateSettings } from '../src/gate/gate-outcome.js';
import { caseDefinitionOf } from '../src/golden/case-definition.js';
import type { ScoredCase } from '../src/score/scored-case.js';

// The gate's one outcome (gate/gate-outcome.ts), from plain data: what the report's `passed`,
// the comment, the outputs, the action's check and the CLI's exit code all use.

const settings = {
  scale: 1,
  model: null,
  promptVersion: null,
  k: null,
  denominator: 'retrieved' as const,
};
const gate: GateSettings = {
  mode: 'gate',
  threshold: 0.5,
  maxDrop: 0.05,
  scale: 1,
  maxJudgeErrors: 0,
};

function scored(id: string, ap: number, metrics?: Record<string, number>): ScoredCase {
  return {
    id,
    query: `q ${id}`,
    expected: null,
    tags: [],
    source: 'golden.jsonl:1',
    judge: 'labels',
    ap,
    apRounded: ap,
    relevantRanks: [],
    reason: '',
    definition: caseDefinitionOf({ query: `q ${id}` }),
    error: null,
    ...(metrics && { metrics }),
    contexts: [],
  };
}

const baseline: BaselineSnapshot = {
  ...settings,
  sha: 'a'.repeat(40),
  recordedAt: '2026-12-01T00:00:00Z',
  score: 1,
  cases: ['a', 'b'].map((id) => ({
    id,
    ap: 1,
    definition: caseDefinitionOf({ query: `q ${id}` }),
    metrics: { recall: 1 },
  })),
};

function outcome(cases: ScoredCase[], options: Partial<GateSettings> = {}, base = baseline) {
  const ok = cases.filter((c) => c.error === null);
  const score = ok.reduce((sum, c) => sum + c.ap, 0) / ok.length;
  const recall = ok.flatMap((c) => (c.metrics?.recall === undefined ? [] : [c.metrics.recall]));
  const metrics: Record<string, number> = recall.length
    ? { recall: recall.reduce((s, r) => s + r, 0) / recall.length }
    : {};
  const compared = compareRun(cases, settings, base);
  return decideOutcome({ score, cases, metrics }, compared, { ...gate, ...options });
}

describe('decideOutcome', () => {
  it('passes an unchanged run', () => {
    expect(outcome([scored('a', 1), scored('b', 1)])).toEqual({
      passed: true,
      failures: [],
      notes: [],
      exceededMaxCaseDrop: [],
    });
  });

  it('fails a paired drop over max-drop, measured on the cases both runs have', () => {
    // b fell 1 → 0.8: the mean over a, b fell 0.10; c is new and not in the drop.
    const result = outcome([scored('a', 1), scored('b', 0.8), scored('c', 0.2)]);
    expect(result.passed).toBe(false);
    expect(result.failures).toEqual([
      'score fell 0.1 from the baseline 1 over the 2 cases both runs have, more than max-drop 0.05',
    ]);
  });

  it('adds the metric gates to the same outcome: one list of failures, one passed', () => {
    const result = outcome([scored('a', 1, { recall: 0.5 }), scored('b', 1, { recall: 1 })], {
      gates: [{ metric: 'recall', min: 0.9, maxDrop: 0.1 }],
    });
    expect(result.passed).toBe(false);
    expect(result.failures).toEqual([
      'recall 0.75 is below its gates min 0.9',
      'recall fell 0.25 from the baseline 1, more than its gates max-drop 0.1',
    ]);
  });

  it('a max-drop on a metric the baseline never measured is noted, not applied', () => {
    const result = outcome([scored('a', 1, { 'ndcg@4': 0.5 }), scored('b', 1, { 'ndcg@4': 1 })], {
      gates: [{ metric: 'ndcg@4', maxDrop: 0.01 }],
    });
    expect(result.passed).toBe(true);
    expect(result.notes).toEqual([
      {
        kind: 'gate-not-applied',
        text: "ndcg@4's gates max-drop 0.01 was not applied: the baseline has no ndcg@4 to compare with (it applies once a record has it)",
      },
    ]);
  });

  it('a max-drop on a metric the baseline has but this run lost fails: the drop cannot be ruled out', () => {
    const result = outcome([scored('a', 1), scored('b', 1)], {
      gates: [{ metric: 'recall', maxDrop: 0.05 }],
    });
    expect(result.passed).toBe(false);
    expect(result.failures).toEqual([
      'recall cannot be compared with the baseline, which has it, since no case both runs have has it in this run, so its gates max-drop 0.05 cannot pass',
    ]);
  });

  it('without a baseline gates on the threshold alone', () => {
    const result = decideOutcome(
      { score: 0.4, cases: [scored('a', 0.4)], metrics: {} },
      compareRun([scored('a', 0.4)], settings, null),
      gate,
    );
    expect(result.failures).toEqual(['score 0.4 is below the threshold 0.5']);
  });

  it('a judge error over max-judge-errors fails; within it, a note', () => {
    const failed = { ...scored('b', 0), error: 'timeout' };
    expect(outcome([scored('a', 1), failed]).failures).toEqual([
      'the judge failed on 1 case, more than max-judge-errors 0',
    ]);
    expect(
      outcome([scored('a', 1), failed], { maxJudgeErrors: 1 }).notes.map((n) => n.kind),
    ).toEqual(['judge-errors-allowed']);
  });
});

describe('decideOutcome: threshold and max-drop', () => {
  it('passes at the threshold, fails below it', () => {
    const at = (score: number) =>
      decideOutcome({ score, cases: [], metrics: {} }, null, { ...gate, threshold: 0.7 });
    expect(at(0.7).passed).toBe(true);
    expect(at(0.6999).failures).toEqual(['score 0.6999 is below the threshold 0.7']);
  });

  // Both cases fell from the baseline's 0.9 to `ap`; the drop's confidence, when given, is set
  // exactly (the bootstrap that estimates it is tested on its own).
  function fell(ap: number, confidence?: { drop: number; min: number }) {
    const cases = [scored('a', ap), scored('b', ap)];
    const compared = compareRun(cases, settings, {
      ...baseline,
      score: 0.9,
      cases: baseline.cases.map((c) => ({ ...c, ap: 0.9 })),
    }) as RunComparison;
    const comparison = { ...compared.comparison, dropConfidence: confidence?.drop };
    return decideOutcome(
      { score: ap, cases, metrics: {} },
      { ...compared, comparison },
      { ...gate, threshold: 0.7, minConfidence: confidence?.min },
    );
  }

  it('fails a drop beyond max-drop, unless min-confidence doubts it', () => {
    expect(fell(0.8).failures).toEqual([
      'score fell 0.1 from the baseline 0.9, more than max-drop 0.05',
    ]);
    expect(fell(0.86).passed).toBe(true);
    const doubted = fell(0.8, { drop: 0.6, min: 0.9 });
    expect(doubted.passed).toBe(true);
    expect(doubted.notes[0]?.text).toContain(
      'confidence that it really fell is 60%, under min-confidence 90%: not failing',
    );
    expect(fell(0.8, { drop: 0.95, min: 0.9 }).passed).toBe(false);
  });

  it('min-confidence: the confidence is shown precisely enough not to equal the threshold', () => {
    expect(fell(0.8, { drop: 0.896, min: 0.9 }).notes.map((n) => n.text)).toEqual([
      'score fell 0.1 from the baseline 0.9, more than max-drop 0.05, but the confidence that it really fell is 89.6%, under min-confidence 90%: not failing',
    ]);
  });
});

describe('checkOutcome', () => {
  const failed = { passed: false, mode: 'gate' as const, failures: ['x', 'y'] };

  it('fails the check of a failing gate run, naming every failure', () => {
    expect(checkOutcome(failed)).toEqual({
      check: 'fail',
      message: 'Context precision gate failed: x; y',
    });
  });

  it('only warns in audit mode and for a report published from an earlier run', () => {
    expect(checkOutcome({ ...failed, mode: 'audit' })).toEqual({
      check: 'warn',
      message: 'Context precision gate failed: x; y (audit mode: not failing)',
    });
    expect(checkOutcome(failed, true).check).toBe('warn');
    expect(checkOutcome(failed, true).message).toContain('published from an earlier run');
  });

  it('passes a passed report', () => {
    expect(checkOutcome({ passed: true, mode: 'gate', failures: [] }).check).toBe('pass');
  });
});
