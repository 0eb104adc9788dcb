import { describe, expect, it } from 'vitest';
import { MARKDOWN } from '../src/report/markdown/markdown-text.js';
import { baselineFrom, reportView } from '../src/report/view.js';
import type { Style } from '../src/report/view-lines.js';
import {
  BASE_SHA,
  buildReport,
  failingReport,
  passingReport,
  type CaseSpec,
} from './fixtures/reports.js';

// The view (report/view.ts) words each headline and footer fact once; these pin the words, in a
// style that marks what each formatter would escape or emphasise.

const MARKED: Style = {
  text: (value) => `<${value}>`,
  id: (value) => `#${value}`,
  strong: (value) => `*${value}*`,
  code: (value) => `'${value}'`,
};

const labelled = (id: string, relevant: boolean[], baselineAp?: number): CaseSpec => ({
  id,
  query: `q ${id}`,
  judge: 'labels',
  contexts: relevant.map((r, i) => ({ id: `${id}-${i}`, relevant: r, reason: 'r', text: 't' })),
  ...(baselineAp !== undefined && { baselineAp }),
});

describe('reportView', () => {
  it('one verdict per outcome, each with its own heading (its words are in the rendered outputs)', () => {
    const views = [passingReport(), failingReport(), failingReport({ mode: 'audit' })].map((r) =>
      reportView(r, MARKED),
    );
    expect(views.map((v) => v.verdict)).toEqual(['passed', 'failed', 'below']);
    expect(new Set(views.map((v) => v.heading)).size).toBe(3);
  });

  it('the score line: score, baseline from its commit, Δ, settings, counts', () => {
    const report = buildReport([labelled('a', [false, true], 1), labelled('b', [true], 1)], {
      model: null,
      baseline: { sha: BASE_SHA },
    });
    expect(reportView(report, MARKED).score).toEqual([
      '*Score 0.7500* (MAP over 2 cases)',
      "baseline 1.0000 from '4a7e91c'",
      '*Δ −0.2500*',
      'threshold 0.70',
      'max drop 0.05',
      '1 regression',
    ]);
    expect(baselineFrom(report, MARKED)).toBe(" from '4a7e91c'");
  });

  it('no baseline yet, in the same words for every output', () => {
    const report = buildReport([labelled('a', [true])], { model: null });
    expect(reportView(report, MARKED).score).toEqual([
      '*Score 1.0000* (MAP over 1 case)',
      '*no baseline yet*: gated on the threshold alone',
      'threshold 0.70',
    ]);
  });

  it('who judged and what it cost: labels only, counts in words (1 judge request)', () => {
    const labels = buildReport([labelled('a', [true])], { model: null });
    expect(reportView(labels, MARKED).judge).toEqual([
      'labels only',
      '0 judge requests',
      '9 verdicts reused',
      '0 tokens in / 0 out',
      'denominator retrieved',
    ]);
    const one = { ...labels, usage: { ...labels.usage, judgeRequests: 1, reusedVerdicts: 1 } };
    expect(reportView(one, MARKED).judge.slice(1, 3)).toEqual([
      '1 judge request',
      '1 verdict reused',
    ]);
    const llm = failingReport();
    expect(reportView(llm, MARKED).judge[0]).toBe(
      'judge <openai/gpt-4.1-mini> (prompt <relevance-v2>)',
    );
  });

  it('failures and notes pass through the style; the baseline status stays on the score line', () => {
    const view = reportView(failingReport(), MARKDOWN);
    expect(view.failures.length).toBeGreaterThan(0);
    for (const failure of view.failures) expect(failure).not.toMatch(/(^|[^\\])[*_`]/);
    const none = reportView(buildReport([labelled('a', [true])], { model: null }), MARKED);
    expect(none.notes).toEqual([]);
  });
});
