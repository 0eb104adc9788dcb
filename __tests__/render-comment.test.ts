import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeMarkdown, excerpt } from '../src/report/markdown/markdown-text.js';
import { commentMarker } from '../src/report/markdown/report-markdown.js';
import {
  COMMENT_LIMIT,
  renderComment,
  renderMinimalComment,
  renderSummary,
  SUMMARY_LIMIT,
} from '../src/report/markdown/comment-and-summary.js';
import { orderCases } from '../src/report/shown-cases.js';
import type { RunInput } from '../src/report/run-input.js';
import type { CaseReport, Report } from '../src/report/report.js';
import {
  BASE_SHA,
  buildReport,
  failingReport,
  historyOf,
  hostileReport,
  manyCasesReport,
  passingReport,
  supportCases,
} from './fixtures/reports.js';

const RUN_URL = 'https://github.com/acme/support-bot/actions/runs/42';

function inputOf(report: Report, history = historyOf(25, report.baseline?.score)): RunInput {
  return { report, history, runUrl: RUN_URL };
}

/** The cells of a markdown table row, split on the pipes that are not backslash-escaped. */
function cells(row: string): string[] {
  const out: string[] = [];
  let cell = '';
  for (let i = 0; i < row.length; i += 1) {
    const ch = row[i] as string;
    if (ch === '\\') {
      cell += ch + (row[i + 1] ?? '');
      i += 1;
    } else if (ch === '|') {
      out.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  out.push(cell.trim());
  // As a reader sees them: the display-only joiners (non-breaking hyphens in ids, word joiners
  // and no-break spaces in strips; comment-why.test.ts checks them) read as what they join.
  return out.slice(1, -1).map((c) =>
    c
      .replace(/\u2011/g, '-')
      .replace(/\u2060/g, '')
      .replace(/\u00a0/g, ' '),
  );
}

/** The rows (as cells) of the table that starts with the header line `header`. */
function tableAfter(markdown: string, header: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(header);
  expect(start, `no table with header ${header}`).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (let i = start + 2; i < lines.length && (lines[i] as string).startsWith('|'); i += 1) {
    rows.push(cells(lines[i] as string));
  }
  return rows;
}

const CASE_TABLE = '| case | AP | base AP | Δ | relevance | judge |';
const count = (text: string, needle: string): number => text.split(needle).length - 1;
// The verdict heading by its marker: its wording is pinned once, in __tests__/__outputs__/
// (rendered-outputs.test.ts), so rewording it fails that file alone.
const FAILED = /^### ❌ \S[^\n]*$/;
const PASSED = /^### ✅ \S[^\n]*$/;

describe('the PR comment', () => {
  it('says plainly that the gate failed, why, and by how much', () => {
    const report = failingReport();
    const body = renderComment(inputOf(report));
    const lines = body.split('\n');
    expect(lines[0]).toBe('<!-- context-precision-gate:default -->');
    expect(report.passed).toBe(false);
    expect(lines[1]).toMatch(FAILED);
    expect(body).toContain(
      '**Score 0.7126** (MAP over 11 of 12 cases) · baseline 0.8838 from `4a7e91c` · **Δ −0.1352** over the 9 cases both runs have (0.8580 → 0.7228) · threshold 0.70 · max drop 0.05 · 4 regressions · 1 case the judge could not judge',
    );
    // The drop is paired: the 2 new cases count for the threshold only, the removed one for nothing.
    expect(body).toContain('🗂️ golden set: +2 new · −1 removed (legacy-sla was 1.00)');
    expect(body).toContain(
      '- ❌ score fell 0.1352 from the baseline 0.858 over the 9 cases both runs have, more than max-drop 0.05',
    );
    expect(body).toContain(
      'ℹ️ the judge failed on 1 case (allowed by max-judge-errors 1); they are left out of the score',
    );
    expect(count(body, commentMarker('default'))).toBe(1);
  });

  it('lists the cases worst delta first, then new cases by AP, with base AP, Δ and the relevance strip', () => {
    const rows = tableAfter(renderComment(inputOf(failingReport())), CASE_TABLE);
    expect(rows.map((r) => r[0])).toEqual([
      'audit-log-retention',
      'refund-window',
      'sso-setup',
      'pricing-tiers',
      'data-export',
      'mfa-recovery',
      'webhook-retries',
      'on-prem-install',
    ]);
    expect(rows[0]).toEqual([
      'audit-log-retention',
      '0.33',
      '1.00',
      '**−0.67**&nbsp;🔻',
      '⬜⬜🟩',
      'llm',
    ]);
    expect(rows[3]).toEqual([
      'pricing-tiers',
      '0.76',
      '0.81',
      '**−0.05**&nbsp;🔻',
      '🟩⬜🟩⬜🟩',
      'llm',
    ]);
    expect(rows[4]).toEqual(['data-export', '1.00', '0.50', '+0.50', '🟩⬜⬜', 'llm']);
    expect(rows[5]).toEqual(['mfa-recovery', '**error**', '1.00', '–', '–', 'llm']);
    expect(rows[6]).toEqual(['webhook-retries', '0.50', '–', 'new', '⬜🟩⬜⬜', 'llm']);
    // The 4 unchanged cases are counted, not listed (issue 26 finding 5); the summary lists them.
    expect(renderComment(inputOf(failingReport()))).toContain(
      '4 unchanged cases (the same AP as in the baseline) are not listed; every case is in the [job summary]',
    );
    const summaryRows = tableAfter(
      renderSummary(inputOf(failingReport())),
      `${CASE_TABLE} reason |`,
    );
    expect(summaryRows[4]?.slice(0, 5)).toEqual([
      'api-rate-limits',
      '1.00',
      '1.00',
      '0.00',
      '🟩🟩⬜',
    ]);
    expect(summaryRows[6]?.slice(0, 6)).toEqual([
      'gdpr-dpa',
      '1.00',
      '1.00',
      '0.00',
      '🟩',
      'labels',
    ]);
  });

  it('orders ties by id, and puts cases without a delta after, by AP (errors as 0)', () => {
    const c = (id: string, ap: number, delta: number | null, error: string | null = null) =>
      ({ id, ap, delta, error }) as CaseReport;
    const ordered = orderCases([
      c('new-b', 0.5, null),
      c('same-z', 1, 0),
      c('down-b', 0.2, -0.3),
      c('new-a', 0.5, null),
      c('broken', 0, null, 'judge failed'),
      c('down-a', 0.4, -0.3),
      c('up', 1, 0.5),
      c('new-low', 0.1, null),
    ]);
    expect(ordered.map((x) => x.id)).toEqual([
      'down-a',
      'down-b',
      'same-z',
      'up',
      'broken',
      'new-low',
      'new-a',
      'new-b',
    ]);
  });

  it("gives the judge's reasons for the regressed, failed and lowest-AP cases", () => {
    const body = renderComment(inputOf(failingReport()));
    const summaries = [...body.matchAll(/<details><summary>(.*)<\/summary>/g)].map((m) => m[1]);
    expect(summaries).toEqual([
      '🔻 <b>audit-log-retention</b>: AP 1.00 → 0.33 (−0.67) · LLM judge',
      '🔻 <b>refund-window</b>: AP 1.00 → 0.50 (−0.50) · LLM judge',
      '🔻 <b>sso-setup</b>: AP 0.83 → 0.33 (−0.50) · labels',
      '🔻 <b>pricing-tiers</b>: AP 0.81 → 0.76 (−0.05) · LLM judge',
      '⚠️ <b>mfa-recovery</b>: not scored · LLM judge',
      '🆕 <b>webhook-retries</b>: AP 0.50 · LLM judge',
      '🔸 <b>delete-account</b>: AP 0.58 → 0.58 (0.00) · labels',
      '🆕 <b>on-prem-install</b>: AP 0.83 · LLM judge',
    ]);
    expect(count(body, '<details>')).toBe(count(body, '</details>'));
    expect(body).toContain('- **Query:** How long are audit logs kept?');
    expect(body).toContain('- **Expected:** 1 year on Business, 7 years on Enterprise.');
    expect(body).toContain(
      '- **Why this AP:** relevant at rank 3 of 3; 2 irrelevant contexts ranked above a relevant one cost 0.67',
    );
    expect(body).toContain(
      '- **Error:** the judge failed after 3 attempts: 429 Too Many Requests (rate limited)',
    );
    expect(body).toContain(
      '| 3 | 🟩 yes | **auditLog**<br>Audit logs are retained for 1 year on Business and 7 years on Enterprise, and can be streamed to a SIEM. | Gives the audit-log retention per plan, which is the answer. |',
    );
    // A reused verdict is marked; long context text is cut.
    expect(body).toContain(
      '| 3 | ⬜ no ♻️ | **billingFaq**<br>Billing FAQ: invoices are issued on the 1st of each month.',
    );
    expect(body).toContain('Refunds go back to the original payment meth… |');
  });

  it('passes with a small positive delta', () => {
    const body = renderComment(inputOf(passingReport()));
    expect(body.split('\n')[1]).toMatch(PASSED);
    expect(body).toContain(
      '**Score 0.8641** (MAP over 11 cases) · baseline 0.8525 from `4a7e91c` · **Δ +0.0556** over the 9 cases both runs have (0.8525 → 0.9080) · threshold 0.70 · max drop 0.05 · 0 regressions\n\n🗂️ golden set: +2 new\n',
    );
    expect(body).not.toContain('- ❌');
    // Only the imperfect cases get reasons: data-export improved to 1.00 and gets none.
    expect(body).not.toContain('<b>data-export</b>');
    expect(body).toContain('🔸 <b>delete-account</b>: AP 0.58 → 0.58 (0.00) · labels');
  });

  it('says "no baseline yet" and drops the baseline columns', () => {
    const report = failingReport({ baseline: null });
    const body = renderComment({ report, history: [] });
    expect(body).toContain(
      '**Score 0.7126** (MAP over 11 of 12 cases) · **no baseline yet**: gated on the threshold alone · threshold 0.70',
    );
    expect(body).not.toContain('max drop');
    expect(body).not.toContain('regressions');
    // The engine's note says the same as the score line: not repeated.
    expect(report.notes).toContainEqual({
      kind: 'no-baseline',
      text: 'no baseline recorded yet: gated on the threshold alone',
    });
    expect(body).not.toContain('no baseline recorded yet');
    const rows = tableAfter(body, '| case | AP | relevance | judge |');
    expect(rows[0]).toEqual(['mfa-recovery', '**error**', '–', 'llm']);
    expect(rows[1]).toEqual(['audit-log-retention', '0.33', '⬜⬜🟩', 'llm']);
    expect(rows).toHaveLength(12);
  });

  it('shows an incomparable baseline with the reasons, and gates without it', () => {
    const report = failingReport({
      baseline: { sha: BASE_SHA, model: 'openai/gpt-4o', removed: { 'legacy-sla': 1 } },
    });
    const body = renderComment(inputOf(report));
    expect(body.split('\n')[1]).toMatch(PASSED);
    expect(body).toContain(
      '· baseline 0.8838 from `4a7e91c` **not comparable** (judge model: baseline openai/gpt-4o, this run openai/gpt-4.1-mini): shown, not gated on · threshold 0.70 · max drop 0.05',
    );
    expect(body).not.toContain('regressions');
    expect(body).not.toContain('the baseline is not comparable');
    const rows = tableAfter(body, CASE_TABLE);
    // No deltas: ordered by AP, base AP still shown.
    expect(rows[0]).toEqual(['mfa-recovery', '**error**', '1.00', '–', '–', 'llm']);
    expect(rows.find((r) => r[0] === 'refund-window')).toEqual([
      'refund-window',
      '0.50',
      '1.00',
      '–',
      '⬜🟩⬜',
      'llm',
    ]);
  });

  it('in audit mode, says it is below the gate but not failing', () => {
    const body = renderComment(inputOf(failingReport({ mode: 'audit' })));
    expect(body.split('\n')[1]).toMatch(/^### ⚠️ [^\n]*\(audit mode: not failing\)$/);
    expect(body).toContain(
      '- ⚠️ score fell 0.1352 from the baseline 0.858 over the 9 cases both runs have, more than max-drop 0.05',
    );
    expect(body).not.toContain('❌');
  });

  it('names a gate that is not "default" in the marker and the heading', () => {
    const report = failingReport({ name: 'support-bot' });
    const body = renderComment(inputOf(report));
    expect(commentMarker('support-bot')).toBe('<!-- context-precision-gate:support-bot -->');
    expect(body.startsWith('<!-- context-precision-gate:support-bot -->\n')).toBe(true);
    expect(body.split('\n')[1]).toMatch(/^### ❌ [^\n]* · support-bot$/);
  });

  it('shows scaled scores, base AP and deltas in score units', () => {
    const report = failingReport({ scale: 100 });
    const body = renderComment(inputOf(report, historyOf(3, report.baseline?.score, 100)));
    expect(body).toContain('**Score 71.2626** (MAP × 100 over 11 of 12 cases) · baseline 88.3838');
    expect(body).toContain('threshold 70.00 · max drop 5.00');
    const rows = tableAfter(body, CASE_TABLE);
    expect(rows[0]).toEqual([
      'audit-log-retention',
      '33.33',
      '100.00',
      '**−66.67**&nbsp;🔻',
      '⬜⬜🟩',
      'llm',
    ]);
    expect(rows.find((r) => r[0] === 'sso-setup')?.slice(1, 4)).toEqual([
      '33.33',
      '83.33',
      '**−50.00**&nbsp;🔻',
    ]);
    expect(body).toContain('  y-axis "score" 0 --> 100');
  });

  it('draws the drift of the last 20 main runs and this PR', () => {
    const report = failingReport();
    const history = historyOf(25, report.baseline?.score);
    // Drawn in the history's order (commit order), whatever the dates say.
    const body = renderComment({ report, history, runUrl: RUN_URL });
    const chart = /```mermaid\n([\s\S]*?)\n```/.exec(body)?.[1] ?? '';
    const lines = chart.split('\n');
    expect(lines[0]).toMatch(/^%%\{init: .*\}%%$/);
    expect(lines[1]).toBe('xychart-beta');
    const last20 = history.slice(-20);
    expect(lines[2]).toBe(
      `  x-axis [${[...last20.map((e) => `"${e.sha.slice(0, 7)}"`), '"PR"'].join(', ')}]`,
    );
    expect(lines[2]).toContain('"4a7e91c", "PR"]');
    expect(lines[3]).toBe('  y-axis "score" 0 --> 1');
    const points = /^ {2}line \[(.*)\]$/.exec(lines[4] as string)?.[1]?.split(', ') ?? [];
    expect(points).toHaveLength(21);
    expect(points.at(-1)).toBe('0.7126');
    expect(points.at(-2)).toBe('0.8838');
    expect(points[0]).toBe(String(Number((last20[0] as { score: number }).score.toFixed(4))));
    expect(lines[5]).toBe(`  line [${Array(21).fill('0.7').join(', ')}]`);
    expect(body).toContain(
      'Score on the default branch over the last 20 recorded runs, then this PR (the last point)',
    );
    expect(count(body, '```')).toBe(2);
  });

  it('has no chart under 3 recorded runs, and a short one with few', () => {
    const report = failingReport();
    for (const history of [
      [],
      historyOf(1, report.baseline?.score),
      historyOf(2, report.baseline?.score),
    ]) {
      const none = renderComment({ report, history });
      expect(none).not.toContain('```');
      expect(none).not.toContain('#### Drift');
    }
    const some = renderComment(inputOf(report, historyOf(3, report.baseline?.score)));
    const [first, second] = historyOf(3).map((e) => e.sha.slice(0, 7));
    expect(some).toContain(`  x-axis ["${first}", "${second}", "4a7e91c", "PR"]`);
    expect(some).toContain('Score on the default branch over the last 3 recorded runs');
  });

  it('draws recall as a third line when this run and every plotted record have it', () => {
    const report = { ...failingReport(), metrics: { recall: 0.4792 } };
    const history = historyOf(3, report.baseline?.score).map((e, i) => ({
      ...e,
      metrics: { recall: [0.9, 0.95, 0.9583][i] as number },
    }));
    const body = renderComment(inputOf(report, history));
    expect(body).toContain('; the third line is recall.');
    expect(body).toContain('  line [0.9, 0.95, 0.9583, 0.4792]');
    expect(renderComment(inputOf(report, [...history, ...historyOf(1)]))).not.toContain('recall.');
  });

  it('on a push, ends the chart with the commit itself, not twice', () => {
    const report = { ...passingReport(), commit: { sha: BASE_SHA, ref: 'refs/heads/main' } };
    const history = historyOf(5, report.baseline?.score);
    const body = renderSummary({ report, history });
    const labels = [...history.slice(0, 4).map((e) => `"${e.sha.slice(0, 7)}"`), '"4a7e91c"'];
    expect(body).toContain(`  x-axis [${labels.join(', ')}]`);
    expect(body).toContain('over the last 4 recorded runs, then this run (the last point)');
  });

  it('ends with the commits, the judge, its usage and the run link', () => {
    const body = renderComment(inputOf(failingReport({ k: 5 })));
    expect(body.trimEnd().split('\n').at(-1)).toBe(
      '<sub>head `9f3c2d1` · baseline from `4a7e91c` · judge openai/gpt-4.1-mini (prompt relevance-v2) · 5 judge requests · 9 verdicts reused · 14,720 tokens in / 1,696 out (estimated 9,500 / 1,025) · denominator retrieved · k 5 · [workflow run](https://github.com/acme/support-bot/actions/runs/42)</sub>',
    );
    const labelsOnly = buildReport(
      supportCases().filter((c) => c.judge === 'labels'),
      { baseline: null },
    );
    const footer = renderComment({ report: labelsOnly, history: [], runUrl: 'javascript:alert(1)' })
      .trimEnd()
      .split('\n')
      .at(-1);
    expect(footer).toBe(
      '<sub>head `9f3c2d1` · labels only · 0 judge requests · 9 verdicts reused · 0 tokens in / 0 out · denominator retrieved</sub>',
    );
  });

  it('folds unchanged cases when some regressed, not in the summary', () => {
    const report = manyCasesReport(60);
    const unchanged = report.cases.filter((c) => c.change === 'same' && c.error === null);
    expect(unchanged.length).toBeGreaterThan(20);
    const body = renderComment(inputOf(report));
    expect(body).toContain(
      `${unchanged.length} unchanged cases (the same AP as in the baseline) are not listed; every case is in the [job summary](${RUN_URL}).`,
    );
    const rows = tableAfter(body, CASE_TABLE);
    expect(rows).toHaveLength(60 - unchanged.length);
    expect(rows.some((r) => unchanged.some((c) => c.id === r[0]))).toBe(false);
    const summary = renderSummary(inputOf(report));
    expect(tableAfter(summary, `${CASE_TABLE} reason |`)).toHaveLength(60);
    expect(summary).not.toContain('not listed');
  });

  it('without regressions, collapses unchanged perfect cases when the table is long', () => {
    const report = manyCasesReport(60, { maxDrop: 1 });
    const passing = {
      ...report,
      cases: report.cases.map((c) =>
        c.change === 'regressed' ? { ...c, change: 'same' as const } : c,
      ),
      regressions: 0,
    };
    const perfect = passing.cases.filter((c) => c.change === 'same' && c.apRounded === 1);
    const body = renderComment(inputOf(passing));
    expect(body).toContain(`${perfect.length} unchanged cases at AP 1.00 are not listed.`);
    expect(tableAfter(body, CASE_TABLE)).toHaveLength(60 - perfect.length);
  });

  it('stays under its limit for 3000 cases, with the worst rows and a pointer', () => {
    const report = manyCasesReport(3000);
    expect(renderComment(inputOf(report)).length).toBeLessThanOrEqual(COMMENT_LIMIT);
    // The unchanged cases fold away, so 65,000 characters hold the rest: measured at a lower limit.
    const limit = 40_000;
    const body = renderComment(inputOf(report), limit);
    expect(body.length).toBeLessThanOrEqual(limit);
    // Filled by measuring, not by a guess: close to the limit.
    expect(body.length).toBeGreaterThan(limit - 1_000);
    const rows = tableAfter(body, CASE_TABLE);
    const collapsed = Number(
      /([\d,]+) unchanged cases \(the same AP/.exec(body)?.[1]?.replace(',', ''),
    );
    const hidden = Number(
      /➡️ \*\*([\d,]+) more cases in the \[job summary\]\(https:\/\/github\.com\/acme\/support-bot\/actions\/runs\/42\)\*\*/
        .exec(body)?.[1]
        ?.replace(',', ''),
    );
    expect(hidden).toBeGreaterThan(0);
    expect(rows.length + collapsed + hidden).toBe(3000);
    // Said before the table, and again after it.
    expect(body).toContain(
      `Showing the ${rows.length.toLocaleString('en-US')} worst of 3,000 cases: ➡️ **${hidden.toLocaleString('en-US')} more cases in the [job summary]`,
    );
    expect(body).toContain(
      `\n\n…and ${hidden.toLocaleString('en-US')} more cases in the [job summary](${RUN_URL}).\n`,
    );
    expect(body.indexOf('Showing the')).toBeLessThan(body.indexOf(CASE_TABLE));
    // The rows shown are the worst ones, in order.
    const expected = orderCases(report.cases).filter(
      (c) => !(c.change === 'same' && c.error === null),
    );
    expect(rows.map((r) => r[0])).toEqual(expected.slice(0, rows.length).map((c) => c.id));
    expect(rows[0]?.[3]).toMatch(/^\*\*−0\.\d\d\*\*&nbsp;🔻$/);
    // Fewer reasons than in a short comment, but some.
    const details = count(body, '<details>');
    expect(details).toBeGreaterThan(0);
    expect(details).toBeLessThan(10);
    expect(body).toContain('```mermaid');
    expect(body).toMatch(/<sub>head `9f3c2d1`.*<\/sub>\n$/);
  });

  it('measures the rows that fit any limit, down to the headline alone', () => {
    const input = inputOf(manyCasesReport(400, { maxDrop: 0.03 }));
    const everything = renderComment(input);
    expect(everything.length).toBeLessThan(30_000);
    expect(tableAfter(everything, CASE_TABLE)).toHaveLength(89); // + 311 unchanged, folded
    expect(count(everything, '<details>')).toBe(10);
    expect(everything).not.toContain('➡️');
    // First fewer reasons, every row still there...
    const fewerReasons = renderComment(input, 20_000);
    expect(fewerReasons.length).toBeLessThanOrEqual(20_000);
    expect(tableAfter(fewerReasons, CASE_TABLE)).toHaveLength(89);
    expect(count(fewerReasons, '<details>')).toBe(5);
    expect(fewerReasons).toContain(
      "➡️ The judge's reasons for more cases are in the [job summary](https://github.com/acme/support-bot/actions/runs/42).",
    );
    // ...then fewer rows, as many as fit.
    for (const limit of [10_000, 6_000]) {
      const body = renderComment(input, limit);
      expect(body.length).toBeLessThanOrEqual(limit);
      expect(body.length).toBeGreaterThan(limit * 0.9);
      expect(body).toMatch(/➡️ \*\*[\d,]+ more cases in the \[job summary\]/);
    }
    const headline = renderComment(input, 2_000);
    expect(headline.length).toBeLessThanOrEqual(2_000);
    expect(headline.split('\n')[1]).toMatch(FAILED);
    expect(headline).toContain(
      "➡️ The per-case table and the judge's reasons did not fit here: they are in the [job summary](https://github.com/acme/support-bot/actions/runs/42).",
    );
    expect(headline).not.toContain('| case |');
    const tiny = renderComment(input, 700);
    expect(tiny).toBe(renderMinimalComment(input));
  });

  it('renders a minimal body for a retry: the marker and the headline', () => {
    const input = inputOf(failingReport());
    expect(renderMinimalComment(input)).toBe(
      [
        '<!-- context-precision-gate:default -->',
        renderComment(input).split('\n')[1], // the full comment's heading
        '**Why:** **audit-log-retention** fell most, AP 1.00 → 0.33: 2 passages acted together (none alone cost more than 0.17 of the 0.67 lost): **activity** at rank 1 is ranked above the relevant passage; **retention** at rank 2 is ranked above the relevant passage.',
        '**Score 0.7126** (MAP over 11 of 12 cases) · baseline 0.8838 from `4a7e91c` · **Δ −0.1352** over the 9 cases both runs have (0.8580 → 0.7228) · threshold 0.70 · max drop 0.05 · 4 regressions · 1 case the judge could not judge',
        '',
        "The per-case table and the judge's reasons are in the [job summary](https://github.com/acme/support-bot/actions/runs/42).",
        '',
      ].join('\n'),
    );
    expect(
      renderMinimalComment({ report: failingReport({ baseline: null }), history: [] }),
    ).toContain('**no baseline yet**');
  });
});

describe('untrusted text', () => {
  const report = hostileReport();
  const outputs = {
    comment: renderComment({ report, history: [] }),
    summary: renderSummary({ report, history: [] }),
  };

  for (const [what, body] of Object.entries(outputs)) {
    it(`cannot break out of the ${what}`, () => {
      expect(body).not.toMatch(/<script/i);
      expect(body).not.toMatch(/<img/i);
      expect(body).not.toContain('```');
      expect(body).not.toContain('~~~');
      expect(body).not.toContain('@octocat');
      expect(body).toContain('@\u200boctocat');
      expect(body).not.toMatch(/#123/);
      // One marker at most (the comment's own, first); the fake one is inert text.
      expect(count(body, '<!--')).toBe(what === 'comment' ? 1 : 0);
      expect(body).toContain('&lt;!-- context-precision-gate:default --&gt;');
      // Every <details> we open is closed by us; the hostile one is text.
      expect(count(body, '<details>')).toBe(count(body, '</details>'));
      expect(body).toContain('&lt;/details&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      // No hostile line break: every line that starts a block is one of ours.
      for (const line of body.split('\n')) {
        if (line.startsWith('#'))
          expect(line).toMatch(/^#{3,4} (❌|✅|⚠️|Cases|The cases that matter|Drift|Judge)/);
        expect(line.length).toBeLessThan(8_000);
      }
      // Table rows keep their columns: the hostile pipes are escaped.
      for (const line of body.split('\n').filter((l) => l.startsWith('| '))) {
        const n = cells(line).length;
        expect([4, 6, 7, 5]).toContain(n);
      }
      const evilRow = body.split('\n').find((l) => l.startsWith('| evil'));
      expect(cells(evilRow as string)).toHaveLength(what === 'comment' ? 6 : 7);
      expect(cells(evilRow as string)[0]).toBe(
        'evil &lt;/details&gt;&lt;script&gt;alert(1)&lt;/script&gt; \\| col \\| col \\| \\`\\`\\` …',
      );
      expect(body).toContain('judge evil/&lt;/details&gt;');
    });
  }

  it('escapes for markdown and for raw HTML', () => {
    expect(escapeMarkdown('a | b `c` *d* _e_ [f](g) ~h~ \\ <i> & @j #12')).toBe(
      'a \\| b \\`c\\` \\*d\\* \\_e\\_ \\[f\\](g) \\~h\\~ \\\\ &lt;i&gt; &amp; @\u200bj #\u200b12',
    );
    expect(escapeMarkdown('one\ntwo\r\nthree\u2028four')).toBe('one two three four');
    expect(escapeMarkdown('rtl\u202eevil\u0000')).toBe('rtlevil');
    expect(escapeHtml(`<b a="1" b='2'>\`x\` #3 & @y</b>`)).toBe(
      '&lt;b a=&quot;1&quot; b=&#39;2&#39;&gt;&#96;x&#96; #\u200b3 &amp; @\u200by&lt;/b&gt;',
    );
    expect(excerpt('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
    // Cut on code points, never inside a surrogate pair.
    expect(excerpt('🟩'.repeat(20), 5)).toBe('🟩🟩🟩🟩…');
  });
});

describe('the job summary', () => {
  it('has the full table with reasons, removed cases and the chart', () => {
    const report = failingReport();
    const summary = renderSummary(inputOf(report));
    expect(summary.split('\n')[0]).toMatch(FAILED);
    expect(summary).not.toContain('<!--');
    const rows = tableAfter(summary, `${CASE_TABLE} reason |`);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual([
      'audit-log-retention',
      '0.33',
      '1.00',
      '**−0.67**&nbsp;🔻',
      '⬜⬜🟩',
      'llm',
      'relevant at rank 3 of 3; 2 irrelevant contexts ranked above a relevant one cost 0.67',
    ]);
    expect(summary).toContain('**Removed since the baseline** (1): legacy-sla.');
    expect(count(summary, '<details>')).toBe(8);
    expect(summary).toContain('```mermaid\n%%{init');
  });

  it('shows the judge calibration when there is one', () => {
    const report: Report = {
      ...failingReport(),
      calibration: {
        cases: 4,
        contexts: 11,
        agreement: 10 / 11,
        truePositives: 6,
        falsePositives: 1,
        falseNegatives: 0,
        trueNegatives: 4,
        kappa: 0.81,
        disagreements: [
          {
            caseId: 'sso-setup',
            contextId: 'ssoOkta',
            label: false,
            llm: true,
            reason: 'Okta is an SSO provider | relevant',
          },
        ],
      },
    };
    const line =
      "The LLM agreed with the golden labels on 91% of 11 contexts in 4 labelled cases (Cohen's κ 0.81): 1 false positive, 0 false negatives.";
    expect(renderComment(inputOf(report))).toContain(line);
    const summary = renderSummary(inputOf(report));
    expect(summary).toContain(line);
    expect(summary).toContain(
      '| sso-setup | ssoOkta | ⬜ no | 🟩 yes | Okta is an SSO provider \\| relevant |',
    );
  });

  it('stays under 1 MiB for 3000 cases with every row, and degrades past that', () => {
    const report = manyCasesReport(3000);
    const summary = renderSummary(inputOf(report));
    expect(Buffer.byteLength(summary)).toBeLessThan(SUMMARY_LIMIT);
    expect(tableAfter(summary, `${CASE_TABLE} reason |`)).toHaveLength(3000);
    expect(count(summary, '<details>')).toBe(50);

    const small = renderSummary(inputOf(report), 100_000);
    expect(Buffer.byteLength(small)).toBeLessThanOrEqual(100_000);
    expect(Buffer.byteLength(small)).toBeGreaterThan(95_000);
    expect(small).toMatch(
      /➡️ \*\*[\d,]+ more cases in the report file \(the `report-path` output\)\*\*/,
    );
  });
});
