import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { renderComment, renderSummary } from '../src/report/markdown/comment-and-summary.js';
import { renderText } from '../src/report/render-text.js';
import { HEAD_SHA, historyOf } from './fixtures/reports.js';
import { sharedCauseReport } from './fixtures/shared-cause.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// Issue 18: 10 labelled cases, 6 regressed for one shared cause (two blog posts now rank 1-2).
const round = (value: number) => Math.round(value * 1e9) / 1e9;
const BLOB = `https://github.com/acme/rag/blob/${HEAD_SHA}`;
const inputOf = (history = historyOf(1)) => ({
  report: sharedCauseReport(),
  history,
  runUrl: 'https://github.com/acme/rag/actions/runs/42',
  blobUrl: BLOB,
});

// Issue 26 finding 5: the worst case and what cost it most first, then every cause by the AP it
// cost (costs counted by hand in comment-lead.test.ts).
const WHY =
  '**webhook-retry-policy** fell most, AP 1.00 → 0.33: 3 passages acted together (none alone cost more than 0.17 of the 0.67 lost): **blog-password-tips**, new at rank 1, pushed the relevant passage down; the relevant **api-webhook-2** left the top 4 (it was at rank 2); and 1 more; across the regressed cases, **blog-password-tips** cost the most AP (in 5 of 6)';
const CAUSES =
  '**blog-password-tips** above relevant passages in 5 cases (−1.42) · **blog-refund-story** above relevant passages in 4 (−0.92) · **api-webhook-2** (relevant) left the top 4 in 1 (−0.17) · **account-password-2** (relevant) left the top 4 in 1 (−0.08)';

/** The rows of the case table (the lines after its header and alignment row). */
function caseRows(markdown: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith('| case |'));
  const rows: string[] = [];
  for (let i = start + 2; (lines[i] ?? '').startsWith('|'); i += 1) rows.push(lines[i] as string);
  return rows;
}

describe('why the cases regressed, in one line (finding 1)', () => {
  it('the report adds up what moved above relevant passages across the regressed cases, by the AP it cost', () => {
    const cause = sharedCauseReport().cause;
    expect(cause?.cases).toBe(6);
    // Costs counted by hand (comment-lead.test.ts): tips 1/6 × 3 + 1/2 + 5/12; story 1/6 × 3 + 5/12.
    expect(cause?.movedAbove.map((p) => [p.id, p.cases, round(p.cost)])).toEqual([
      ['blog-password-tips', 5, round(17 / 12)],
      ['blog-refund-story', 4, round(11 / 12)],
    ]);
    expect(cause?.leftRanking.map((p) => [p.id, p.cases, round(p.cost)])).toEqual([
      ['api-webhook-2', 1, round(1 / 6)],
      ['account-password-2', 1, round(1 / 12)],
    ]);
  });

  it('the comment and the summary say why first, under the heading, and the causes before the table', () => {
    for (const body of [renderComment(inputOf()), renderSummary(inputOf())]) {
      const why = body.indexOf(`**Why:** ${WHY}.`);
      expect(why).toBeGreaterThan(0);
      expect(why).toBeLessThan(body.indexOf('**Score'));
      const causes = body.indexOf(`Causes, by the AP they cost: ${CAUSES}.`);
      expect(causes).toBeGreaterThan(why);
      expect(causes).toBeLessThan(body.indexOf('#### Cases'));
      expect(causes).toBeLessThan(body.indexOf('- ❌ score'));
    }
  });

  it('the CLI text says why under the verdict, the causes under the score line', () => {
    const lines = renderText(sharedCauseReport()).split('\n');
    expect(lines[1]).toBe(`  Why: ${WHY.replace(/\*\*/g, '')}.`);
    expect(lines[2]).toMatch(/^ {2}Score 0\.6833/);
    // Under the score line and the context's cost.
    expect(lines.slice(3, 5)).toContain(
      `  Causes, by the AP they cost: ${CAUSES.replace(/\*\*/g, '')}.`,
    );
  });
});

describe('less noise in the comment (finding 2)', () => {
  const body = renderComment(inputOf());

  it('has no judge column when every case had the same judge', () => {
    expect(body).toContain('\n| case | AP | base AP | Δ | relevance |\n|---|---:|---:|---:|---|\n');
    expect(body).not.toContain('| labels |');
    expect(body).not.toMatch(/<\/b>: AP [^<]* · labels<\/summary>/);
  });

  it('says an identical reason once, in the legend, not on every row', () => {
    expect(body.split('not in the golden labels')).toHaveLength(2);
    expect(body).toContain(
      "<sub>The judge's reason, where a row gives none: 🟩 “labelled relevant (grade 1)” · ⬜ “not in the golden labels”.</sub>",
    );
    expect(body).toContain('\n| rank | verdict | context |\n|---:|---|---|\n');
  });

  it('"left:" lists only the relevant passages that left', () => {
    expect(body).toContain(
      '- **Since the baseline:** new **blog-password-tips** ⬜ at 1 · new **blog-refund-story** ⬜ at 2 · **api-webhook-1** 🟩 1 → 3 · **api-rate-1** ⬜ 3 → 4 · left: **api-webhook-2** 🟩 (was 2)\n',
    );
    // reset-password lost only irrelevant passages (api-auth-1, sso-1): nothing is listed.
    expect(body).toContain(
      '- **Since the baseline:** new **blog-password-tips** ⬜ at 1 · new **blog-refund-story** ⬜ at 2 · **account-password-1** 🟩 1 → 3 · **account-password-2** 🟩 2 → 4\n',
    );
    expect(body).not.toMatch(/left: \*\*[^*]+\*\* ⬜/);
  });

  it('counts the regressions on the score line, not alone on one', () => {
    expect(body).not.toMatch(/^6 regressions$/m);
    expect(body).toContain('· threshold 0.70 · max drop 0.05 · 6 regressions\n');
  });

  it('keeps the notes apart from the reasons for failing', () => {
    expect(body).toContain(
      '- ❌ score fell 0.3167 from the baseline 1, more than max-drop 0.05\n\nℹ️ labelled but retrieved for no case: "billing-refund-3" (case "request-refund")\n',
    );
    expect(body).not.toContain('- ℹ️');
  });

  it('links each case to its golden line at the head commit; plain text without the URL', () => {
    expect(body).toContain(
      `- **Defined in:** [golden/support.jsonl:3](${BLOB}/golden/support.jsonl#L3)\n`,
    );
    const plain = renderComment({ report: sharedCauseReport(), history: [] });
    expect(plain).toContain('- **Defined in:** golden/support.jsonl:3\n');
  });
});

describe('the job summary keeps strips and ids on one line (finding 6)', () => {
  const summary = renderSummary(inputOf());

  it('joins a strip with word joiners and no-break spaces: no break opportunity inside', () => {
    const strips = caseRows(summary).map((row) => row.split(' | ')[4] as string);
    expect(strips[0]).toBe('🟩\u2060🟩\u2060⬜\u2060⬜\u00a0→\u00a0⬜\u2060⬜\u2060🟩\u2060⬜');
    for (const strip of strips)
      expect(strip).toMatch(/^(?:[🟩⬜]\u2060?)+(?:\u00a0→\u00a0(?:[🟩⬜]\u2060?)+)?$/u);
  });

  it('shows ids with non-breaking hyphens in its table, and as typed where they are copied', () => {
    const ids = caseRows(summary).map((row) => row.slice(2, row.indexOf(' | ')));
    expect(ids[0]).toBe('webhook\u2011retry\u2011policy');
    for (const id of ids) expect(id).not.toContain('-');
    expect(summary).toContain('<b>webhook-retry-policy</b>');
    // The comment's table has no reason column to squeeze the ids: they stay as typed there.
    expect(caseRows(renderComment(inputOf()))[0]).toMatch(/^\| webhook-retry-policy \| 0\.33 \|/);
    expect(summary).toContain('**Why:** **webhook-retry-policy** fell most');
  });

  it('draws a drift chart of four points small, and one of 21 wide', () => {
    expect(renderSummary(inputOf(historyOf(3)))).toContain(
      '"xyChart": {"width": 360, "height": 220',
    );
    expect(renderSummary(inputOf(historyOf(25)))).toContain(
      '"xyChart": {"width": 1100, "height": 360',
    );
  });
});

describe('the CLI text matches the comment (findings 4, 5)', () => {
  it('has base AP and Δ, worst change first, a legend and what moved', () => {
    const text = renderText(sharedCauseReport());
    const lines = text.split('\n');
    const header = lines.findIndex((l) => l.trimStart().startsWith('case '));
    expect(lines[header]).toMatch(/^ {2}case +AP +base AP +Δ +ranks +reason$/);
    expect(lines[header + 1]).toMatch(
      /^ {2}webhook-retry-policy +0\.33 +1\.00 +−0\.67 +●●○○→○○●○ +relevant at rank 3 of 4/,
    );
    expect(lines.slice(header + 1, header + 7).map((l) => l.trim().split(/ +/)[0])).toEqual([
      'webhook-retry-policy',
      'request-refund',
      'reset-password',
      'sso-password-reset',
      'refund-timing',
      'rotate-api-token',
    ]);
    expect(text).toContain(
      "\n  ranks: ● relevant · ○ not relevant, rank 1 first; a regressed case shows the baseline's → this run's\n",
    );
    expect(text).toContain(
      '\n  since the baseline:\n    webhook-retry-policy: new blog-password-tips ○ at 1 · new blog-refund-story ○ at 2 · api-webhook-1 ● 1 → 3 · api-rate-1 ○ 3 → 4 · left: api-webhook-2 ● (was 2)\n',
    );
  });

  const folder = tempFolderPerTest();
  const io = (cwd: string) => {
    const out = { stdout: '', stderr: '' };
    return {
      out,
      io: {
        cwd,
        env: { PATH: process.env.PATH ?? '' },
        stdout: (t: string) => (out.stdout += t),
        stderr: (t: string) => (out.stderr += t),
      },
    };
  };

  it('--baseline names the report file, never a commit made of its hex letters', async () => {
    const line = (ids: string[]) =>
      JSON.stringify({
        id: 'a',
        query: 'q',
        relevant: ['x'],
        contexts: ids.map((id) => ({ id, text: id })),
      }) + '\n';
    const dir = await folder({ 'main.jsonl': line(['x', 'y']), 'pr.jsonl': line(['y', 'x']) });
    const main = io(dir);
    expect(
      await runCli(['--golden', 'main.jsonl', '--report-path', 'main.json', '--no-cache'], main.io),
    ).toBe(0);
    const pr = io(dir);
    const args = ['--golden', 'pr.jsonl', '--baseline', 'main.json', '--no-cache'];
    expect(await runCli([...args, '--max-drop', '0.6', '--threshold', '0'], pr.io)).toBe(0);
    expect(pr.out.stdout).toContain(
      '  Score 0.5000 (MAP over 1 case) · baseline 1.0000 from main.json · Δ −0.5000 · threshold 0.00 · max drop 0.60 · 1 regression\n',
    );
    const comment = await readFile(join(dir, '.context-precision', 'report.comment.md'), 'utf8');
    expect(comment).toContain('baseline 1.0000 from main.json ·');
    expect(comment).toContain('**base AP**: AP in the baseline from main.json;');
    expect(comment).toContain('<sub>baseline from main.json · labels only ·');
    // "the --baseline report" has the hex letters e, b, a, e, e, e: never shown as a commit.
    expect(comment).not.toMatch(/ebaeee/);
  });

  it('--help gives one default for --report-path, the CLI own', async () => {
    const help = io(await folder({}));
    expect(await runCli(['--help'], help.io)).toBe(0);
    const line = help.out.stdout.split('\n').find((l) => l.trimStart().startsWith('--report-path'));
    expect(line).toMatch(/\(default \.context-precision\/report\.json\)$/);
    expect(help.out.stdout).not.toContain('$RUNNER_TEMP/context-precision-report.json');
  });
});
