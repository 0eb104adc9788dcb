import { createHash } from 'node:crypto';
import { formatDelta, formatScore, plural } from '../../format/numbers.js';
import type { Report } from '../report.js';
import type { RunInput } from '../run-input.js';
import { VARIANTS_LEGEND } from '../variant-lines.js';
import { reportView, TERMS, type ReportView } from '../view.js';
import { pageData } from './case-data.js';
import { escapeHtml, HTML, httpUrl, scriptJson } from './html-text.js';
import { pageScript } from './page-script.js';
import { PAGE_STYLE, pageStart } from './page-style.js';

/** The mark of our HTML report (a stale one beside a failed CLI run is removed by it). */
export const HTML_GENERATOR = '<meta name="generator" content="context-precision-gate">';

/**
 * The HTML report: one self-contained file (inline CSS, the cases and the charts' data as an
 * inline JSON block, one inline script that lists the one and draws the other as inline SVG) that
 * loads nothing. Its Content-Security-Policy allows no request and no script but its own (by
 * hash), so even a string that slipped past the escaping could not run. What the comment says (the view, worded once), then every case. In pieces (one
 * per case in its data block), to write as they come.
 */
export function* htmlReportPieces(input: RunInput): Generator<string> {
  const { report } = input;
  const view = reportView(report, HTML);
  const { cases, ...page } = pageData(input);
  const csp = [
    "default-src 'none'",
    `script-src '${sha256(pageScript('report'))}'`,
    `style-src '${sha256(PAGE_STYLE)}'`,
    'img-src data:',
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${csp}">\n${HTML_GENERATOR}`;
  yield `${pageStart(meta, view.heading)}
<header>
<h1 class="${view.verdict}">${view.heading}</h1>
${headline(view).join('\n')}
</header>
${overview(report, page.charts !== null)}
<section id="cases">
<h2>Cases, ${report.baseline?.comparable ? 'worst change first' : 'lowest AP first'}</h2>
<p class="muted">${TERMS} The worst regressions open with this run's ranking beside the baseline's; open any case for its ranked contexts, verdicts and reasons.</p>
<form id="filters">
<label>Change <select name="change"><option value="">all</option><option value="regressed">regressed</option><option value="improved">improved</option><option value="new">new</option><option value="edited">edited</option><option value="same">unchanged</option><option value="error">not scored</option></select></label>
<label>Tag <select name="tag"><option value="">all</option></select></label>
<label>Judge <select name="judge"><option value="">all</option><option value="labels">labels</option><option value="llm">LLM</option><option value="labels + llm">labels + LLM</option></select></label>
<label>Search <input type="search" name="q" placeholder="case id or query"></label>
<label${page.variants.length === 0 ? ' hidden' : ''}>Order <select name="sort"><option value="">as above</option></select></label>
<span id="shown-count" class="muted"></span>
</form>
<div class="head-row"><span>change</span><span>case</span><span class="num">AP</span><span class="num">base</span><span class="num">Δ</span><span>query</span></div>
<div id="case-list"></div>
<button id="more" type="button" hidden>Show 100 more</button>
</section>
<footer>${footer(input, view)}</footer>
<script type="application/json" id="case-data">${scriptJson(page).slice(0, -1)},"cases":[`;
  for (let i = 0; i < cases.length; i += 1) yield `${i === 0 ? '' : ','}${scriptJson(cases[i])}`;
  yield `]}</script>
<script>${pageScript('report')}</script>
</body>
</html>
`;
}

function headline(view: ReportView): string[] {
  const p = (text: string, className = '') =>
    `<p${className ? ` class="${className}"` : ''}>${text}</p>`;
  const items = (list: string[]) => list.map((item) => `<li>${item}</li>`).join('');
  const lines: string[] = [];
  if (view.lead) lines.push(p(view.lead, 'why'));
  lines.push(p(view.score.join(' · '), 'score'));
  for (const w of view.warnings) lines.push(p(`⚠️ ${w}`, 'warns'));
  if (view.golden) lines.push(p(view.golden));
  if (view.metrics) lines.push(p(view.metrics));
  if (view.context) lines.push(p(view.context));
  if (view.causes) lines.push(p(view.causes));
  if (view.variants)
    lines.push(
      `<h3>Variants</h3><ul class="variants">${items(view.variants)}</ul>`,
      p(VARIANTS_LEGEND, 'muted'),
    );
  if (view.audit) lines.push(p(view.audit.line, view.audit.warns ? 'warns' : ''));
  if (view.failures.length > 0) lines.push(`<ul class="failures">${items(view.failures)}</ul>`);
  if (view.notes.length > 0) lines.push(`<ul class="notes">${items(view.notes)}</ul>`);
  return lines;
}

/** The charts' box (the page script draws them) and the tags' table. */
function overview(report: Report, charts: boolean): string {
  const parts = charts ? ['<div id="charts"></div>'] : [];
  const tags = tagTable(report);
  if (tags) parts.push(tags);
  return parts.length > 0
    ? `<section id="overview">\n<h2>Overview</h2>\n${parts.join('\n')}\n</section>`
    : '';
}

function tagTable(report: Report): string {
  if (report.tags.length === 0) return '';
  const rows = report.tags.map(
    (t) =>
      `<tr><td>${HTML.text(t.tag, 80)}</td><td class="num">${t.cases}</td><td class="num">${formatScore(t.score, 4)}</td><td class="num">${t.baselineScore === null ? '–' : formatScore(t.baselineScore, 4)}</td><td class="num">${formatDelta(t.delta, 4)}</td><td class="num">${t.regressions}</td></tr>`,
  );
  return `<table class="tags"><caption>${plural(report.tags.length, 'tag')}</caption><tr><th>tag</th><th>cases</th><th>MAP</th><th>baseline</th><th>Δ</th><th>regressions</th></tr>${rows.join('')}</table>`;
}

/** Commits, judge, cost and settings, and the workflow run (where the report is an artifact). */
function footer(input: RunInput, view: ReportView): string {
  const url = httpUrl(input.runUrl);
  return [
    ...view.commits,
    ...view.judge,
    `written ${escapeHtml(input.report.createdAt)}`,
    ...(url ? [`<a href="${escapeHtml(url)}">workflow run</a>`] : []),
  ].join(' · ');
}

function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** The HTML report's path: the report's (`report-path`), `.json` replaced by (or else followed by) `.html`. */
export function htmlPathOf(reportPath: string): string {
  return `${reportPath.replace(/\.json$/i, '')}.html`;
}
