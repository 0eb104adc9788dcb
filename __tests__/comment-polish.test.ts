import { describe, expect, it } from 'vitest';
import { renderComment, renderSummary } from '../src/report/markdown/comment-and-summary.js';
import { renderText } from '../src/report/render-text.js';
import { BASE_SHA, buildReport, failingReport, type CaseSpec } from './fixtures/reports.js';

// What a new user stumbled on in the comment (issue 10, item 12), on reports built by the engine.
const ctx = (id: string, relevant: boolean, reused = false) => ({
  id,
  relevant,
  reason: relevant ? 'answers it' : 'off topic',
  text: `text of ${id}`,
  reused,
});
const unchangedCases: CaseSpec[] = [
  {
    id: 'a',
    query: 'q a',
    judge: 'llm',
    baselineAp: 0.5,
    contexts: [ctx('x', false, true), ctx('y', true, true)],
    tags: ['billing'],
  },
  {
    id: 'b',
    query: 'q b',
    judge: 'labels',
    baselineAp: 1,
    contexts: [ctx('z', true)],
    tags: ['auth'],
  },
];

describe('the comment, polished', () => {
  it('a PR that changes nothing gets a short comment: the headline, "no case changed", the table folded', () => {
    const report = buildReport(unchangedCases, { baseline: { sha: BASE_SHA } });
    expect(report.cases.every((c) => c.change === 'same')).toBe(true);
    const comment = renderComment({ report, history: [] });
    expect(comment).toContain('No case changed since the baseline: every AP is the same.');
    expect(comment).toContain('<details><summary>The 2 cases</summary>');
    expect(comment).not.toContain('#### Why');
    expect(comment).not.toContain('#### Cases');
    expect(comment.length).toBeLessThan(2500);
  });

  it('says "worst change first" only with a baseline to compare with', () => {
    const withBaseline = renderComment({ report: failingReport(), history: [] });
    expect(withBaseline).toContain('#### Cases, worst change first');
    const without = renderComment({
      report: buildReport(unchangedCases, { baseline: null }),
      history: [],
    });
    expect(without).toContain('#### Cases, lowest AP first');
    expect(without).not.toContain('worst change first');
  });

  it('explains every mark it uses, ♻️ included, and none it does not', () => {
    const report = buildReport(
      unchangedCases.map((c) => (c.id === 'a' ? { ...c, baselineAp: 1 } : c)),
      { baseline: { sha: BASE_SHA } },
    );
    const comment = renderComment({ report, history: [] });
    expect(comment).toContain('♻️ verdict reused from the recorded store, not asked again');
    expect(comment).toContain('🔻 regressed');
    expect(comment).not.toContain('🆕 new case');
    expect(comment).not.toContain('⚠️ not scored');
  });

  it('shows MAP and delta per tag in the comment, the summary and the terminal', () => {
    const report = buildReport(
      unchangedCases.map((c) => (c.id === 'a' ? { ...c, baselineAp: 1 } : c)),
      { baseline: { sha: BASE_SHA } },
    );
    for (const markdown of [
      renderComment({ report, history: [] }),
      renderSummary({ report, history: [] }),
    ]) {
      expect(markdown).toContain('#### By tag');
      expect(markdown).toContain('| auth | 1 | 1.0000 | 1.0000 | 0.0000 | 0 |');
      expect(markdown).toContain('| billing | 1 | 0.5000 | 1.0000 | −0.5000 | 1 |');
    }
    expect(renderText(report)).toContain('    billing: 0.5000 over 1 case (−0.5000, 1 regression)');
  });

  it('the terminal table is capped for the action log', () => {
    const many = buildReport(
      Array.from({ length: 300 }, (_, i) => ({ ...unchangedCases[1]!, id: `c${i}` })),
    );
    const text = renderText(many, 200);
    expect(text).toContain('  … and 100 more cases in the report file');
  });
});
