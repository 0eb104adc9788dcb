/**
 * The pages' inline CSS (the HTML report's; the dashboard's, before its own rules): system fonts,
 * GitHub-like colours, light and dark.
 */
export const PAGE_STYLE = `
:root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg2: #f6f8fa;
  --red: #cf222e; --green: #1a7f37; --blue: #0969da; --amber: #9a6700; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --muted: #9198a1; --line: #3d444d;
  --bg2: #151b23; --red: #f85149; --green: #3fb950; --blue: #4493f8; --amber: #d29922; } }
* { box-sizing: border-box; }
body { font: 14px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); margin: 0 auto;
  max-width: 1200px; padding: 16px 24px; }
h1 { font-size: 22px; margin: 8px 0; }
h1.passed { color: var(--green); } h1.failed { color: var(--red); } h1.below { color: var(--amber); }
h2 { font-size: 17px; border-bottom: 1px solid var(--line); padding-bottom: 4px; margin-top: 28px; }
code { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; }
.muted, footer { color: var(--muted); }
ul.failures li { color: var(--red); } p.warns { color: var(--amber); }
svg { max-width: 100%; height: auto; font-size: 11px; fill: var(--muted); }
svg .axis { stroke: var(--line); fill: none; } svg rect.now { fill: var(--blue); }
svg rect.base { fill: var(--muted); opacity: 0.5; }
svg .drift { fill: none; stroke: var(--blue); stroke-width: 2; }
svg .threshold { stroke: var(--red); stroke-dasharray: 4 3; }
figure { margin: 12px 0; } figcaption { font-weight: 600; }
svg.chart { width: 100%; background: var(--bg2); border-radius: 6px; }
svg .point { fill: var(--blue); }
svg .point:hover { r: 5; }
svg .change-marker { stroke: var(--amber); stroke-width: 2; stroke-dasharray: 4 3; }
svg .marker-label { font-size: 10px; fill: var(--amber); }
table { border-collapse: collapse; } td, th { border: 1px solid var(--line); padding: 3px 8px; text-align: left;
  vertical-align: top; } th { background: var(--bg2); }
.num { text-align: right; font-variant-numeric: tabular-nums; }
form#filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; position: sticky; top: 0;
  background: Canvas; padding: 8px 0; border-bottom: 1px solid var(--line); z-index: 1; }
form#filters input[type=search] { min-width: 260px; }
details.case { border: 1px solid var(--line); border-radius: 6px; margin: 6px 0; }
details.case > summary, .head-row { display: grid; grid-template-columns: 88px minmax(120px, 220px) 48px 48px
  110px 1fr; gap: 8px; }
details.case > summary { padding: 6px 10px; cursor: pointer; align-items: baseline; }
details.case[open] > summary { background: var(--bg2); border-bottom: 1px solid var(--line); }
summary .id { font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
summary .query { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.head-row { padding: 0 11px; font-weight: 600; color: var(--muted); }
.badge { font-size: 12px; border-radius: 10px; padding: 0 8px; text-align: center; border: 1px solid var(--line); }
.badge.regressed, .badge.error { color: var(--red); border-color: var(--red); }
.badge.improved { color: var(--green); border-color: var(--green); }
.badge.new, .badge.edited { color: var(--blue); border-color: var(--blue); }
.case-body { padding: 8px 12px; } ul.facts { list-style: none; padding: 0; margin: 0 0 8px; }
ul.facts li { overflow-wrap: anywhere; }
.rankings { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
table.ranking caption { text-align: left; font-weight: 600; }
tr.relevant .verdict { color: var(--green); } tr.irrelevant .verdict { color: var(--red); }
td.reason { max-width: 560px; } .text { color: var(--muted); font-size: 12px; margin-top: 2px; }
.mark { color: var(--amber); font-size: 12px; margin-left: 6px; white-space: nowrap; }
footer { margin-top: 32px; font-size: 12px; border-top: 1px solid var(--line); padding-top: 8px; }
`;

/** Both pages' start, to `<body>`: `meta` their own meta elements; their style, PAGE_STYLE then `own`. */
export function pageStart(meta: string, title: string, own = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
${meta}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${PAGE_STYLE}${own}</style>
</head>
<body>`;
}
