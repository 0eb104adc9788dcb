import { describe, expect, it } from 'vitest';
import { UserError } from '../src/errors.js';
import {
  MAX_ANNOTATIONS,
  inputErrorAnnotations,
  locateSource,
  regressionAnnotations,
} from '../src/report/annotations.js';
import { caseCulprits } from '../src/compare/regression-culprits.js';
import type { CaseReport, RankingMovement, Report } from '../src/report/report.js';

const WORKSPACE = '/home/runner/work/rag/rag';

/** What the annotations read of a report: its cases, scale and k. */
const reportOf = (cases: CaseReport[], scale = 1): Pick<Report, 'cases' | 'scale' | 'k'> => ({
  cases,
  scale,
  k: null,
});

/** A compared case: AP before and after (0..1); contexts as a relevance pattern ("NY": rank 1 irrelevant). */
function compared(
  id: string,
  source: string,
  before: number,
  after: number,
  pattern = 'NY',
  movement?: RankingMovement,
): CaseReport {
  const delta = after - before;
  const c: CaseReport = {
    id,
    query: `${id}?`,
    expected: null,
    tags: [],
    source,
    judge: 'labels',
    ap: after,
    apRounded: Math.round(after * 100) / 100,
    relevantRanks: [],
    reason: '',
    definition: { hash: id, query: `${id}?`, expected: '', labels: '' },
    baselineAp: before,
    delta,
    change: delta < 0 ? 'regressed' : delta > 0 ? 'improved' : 'same',
    error: null,
    movement,
    contexts: [...pattern].map((p, i) => ({
      id: `${id}-${i + 1}`,
      rank: i + 1,
      relevant: p === 'Y',
      reason: '',
    })),
  };
  // What the compare stage finds for a regressed case.
  return delta < 0 ? { ...c, culprits: caseCulprits(c) } : c;
}

describe('regressionAnnotations', () => {
  it('annotates each regressed case at its line, worst first, and nothing else', () => {
    const cases = [
      compared('mild', 'golden/a.yaml:4', 1, 0.5),
      compared('same', 'golden/a.yaml:9', 1, 1),
      compared('better', 'golden/a.yaml:14', 0.5, 1),
      compared('worst', 'golden/b.json:7', 1, 1 / 3, 'NNY'),
    ];
    expect(regressionAnnotations(reportOf(cases), WORKSPACE)).toEqual([
      {
        level: 'warning',
        file: 'golden/b.json',
        line: 7,
        title: 'Context precision fell: case "worst"',
        message: 'AP 1.00 → 0.33 (−0.67): "worst-1" at rank 1 is ranked above the relevant passage',
      },
      {
        level: 'warning',
        file: 'golden/a.yaml',
        line: 4,
        title: 'Context precision fell: case "mild"',
        message: 'AP 1.00 → 0.50 (−0.50): "mild-1" at rank 1 is ranked above the relevant passage',
      },
    ]);
  });

  it('writes AP scaled as the report shows it', () => {
    const c = { ...compared('x', 'g.jsonl:1', 1, 0.5), apRounded: 50 };
    expect(regressionAnnotations(reportOf([c], 100), WORKSPACE)[0]?.message).toMatch(
      /^AP 100\.00 → 50\.00 \(−50\.00\):/,
    );
  });

  it(`gives at most ${MAX_ANNOTATIONS}, the worst ones`, () => {
    const cases = Array.from({ length: 14 }, (_, i) =>
      compared(`c${i}`, `golden.jsonl:${i + 1}`, 1, i / 20),
    );
    const annotations = regressionAnnotations(reportOf(cases), WORKSPACE);
    expect(annotations.map((a) => a.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('takes the line after the last colon: a file name may hold colons', () => {
    const c = compared('x', 'golden/v1:2:old.yaml:12', 1, 0.5);
    expect(regressionAnnotations(reportOf([c], 1), WORKSPACE)[0]).toMatchObject({
      file: 'golden/v1:2:old.yaml',
      line: 12,
    });
  });

  it('makes an absolute path inside the workspace relative, and leaves out one outside', () => {
    const cases = [
      compared('inside', `${WORKSPACE}/golden/a.yaml:3`, 1, 0.2),
      compared('outside', '/tmp/golden.yaml:5', 1, 0),
      compared('up', '../other/golden.yaml:6', 1, 0),
      compared('sibling', `${WORKSPACE}-x/golden.yaml:6`, 1, 0),
    ];
    expect(regressionAnnotations(reportOf(cases), WORKSPACE).map((a) => [a.file, a.line])).toEqual([
      ['golden/a.yaml', 3],
    ]);
  });

  it('without a culprit, gives the AP change alone', () => {
    const plain = compared('x', 'g.jsonl:2', 1, 0, 'NN');
    expect(regressionAnnotations(reportOf([plain]), WORKSPACE)[0]?.message).toBe(
      'AP 1.00 → 0.00 (−1.00)',
    );
  });
});

describe('inputErrorAnnotations', () => {
  it('annotates each located problem in order, titled by the error', () => {
    const error = new UserError('golden: 3 problems in the golden cases', [
      'golden/support.jsonl:3: case "c": field "query": expected a string, got null',
      'golden/faq.yaml:12: case "d": unknown field "qurey"',
      'golden: no cases found in x.jsonl',
    ]);
    expect(inputErrorAnnotations(error, WORKSPACE)).toEqual([
      {
        level: 'error',
        file: 'golden/support.jsonl',
        line: 3,
        title: 'golden: 3 problems in the golden cases',
        message: 'case "c": field "query": expected a string, got null',
      },
      {
        level: 'error',
        file: 'golden/faq.yaml',
        line: 12,
        title: 'golden: 3 problems in the golden cases',
        message: 'case "d": unknown field "qurey"',
      },
    ]);
  });

  it('annotates a one-line error that names its file and line', () => {
    const error = new UserError('retrieval/run.jsonl:4: invalid JSON: Unexpected token');
    expect(inputErrorAnnotations(error, WORKSPACE)).toEqual([
      {
        level: 'error',
        file: 'retrieval/run.jsonl',
        line: 4,
        title: 'Context precision gate: the input is not valid',
        message: 'invalid JSON: Unexpected token',
      },
    ]);
    expect(inputErrorAnnotations(new UserError('threshold: expected a number'), WORKSPACE)).toEqual(
      [],
    );
  });

  it('leaves out files outside the workspace and keeps to the limit', () => {
    const details = [
      '/etc/golden.jsonl:1: bad',
      ...Array.from({ length: 12 }, (_, i) => `g.jsonl:${i + 1}: bad`),
    ];
    const annotations = inputErrorAnnotations(
      new UserError('golden: 13 problems', details),
      WORKSPACE,
      9,
    );
    expect(annotations.map((a) => `${a.file}:${a.line}`)).toEqual(
      Array.from({ length: 9 }, (_, i) => `g.jsonl:${i + 1}`),
    );
  });
});

describe('locateSource', () => {
  it('splits at the last colon and keeps to the workspace', () => {
    expect(locateSource('a:b.yaml:7', WORKSPACE)).toEqual({ file: 'a:b.yaml', line: 7 });
    expect(locateSource('golden.yaml', WORKSPACE)).toBeUndefined();
    expect(locateSource('golden.yaml:x', WORKSPACE)).toBeUndefined();
    expect(locateSource('golden.yaml:0', WORKSPACE)).toBeUndefined();
    expect(locateSource('./golden/../golden/a.yaml:1', WORKSPACE)?.file).toBe('golden/a.yaml');
    expect(locateSource('golden/../../a.yaml:1', WORKSPACE)).toBeUndefined();
    expect(locateSource(`${WORKSPACE}:1`, WORKSPACE)).toBeUndefined();
    expect(locateSource('..a.yaml:1', WORKSPACE)?.file).toBe('..a.yaml');
  });
});
