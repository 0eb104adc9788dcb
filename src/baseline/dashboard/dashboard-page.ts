import { z } from 'zod';
import { gateNameProblem } from '../../report/report.js';
import { DASHBOARD_SCRIPT } from './dashboard-script.js';

/** Marks index.html as the dashboard's (a root index.html without it is not ours to replace). */
const DASHBOARD_MARK = '<meta name="generator" content="context-precision-gate dashboard">';

const STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1000px; padding: 0 16px 48px; color: #1f2328; }
header { display: flex; gap: 16px; align-items: baseline; flex-wrap: wrap; }
nav a { margin-right: 10px; }
nav a[aria-current] { font-weight: 600; text-decoration: none; color: inherit; }
figure { margin: 12px 0; }
figcaption { font-weight: 600; }
svg.chart { width: 100%; height: auto; background: #f6f8fa; border-radius: 6px; }
svg .line { fill: none; stroke: #0969da; stroke-width: 1.5; }
svg .point { fill: #0969da; cursor: pointer; }
svg .point:hover { r: 5; }
svg .change-marker { stroke: #bf8700; stroke-width: 2; stroke-dasharray: 4 3; }
svg .axis { font-size: 11px; fill: #57606a; }
svg .marker-label { font-size: 10px; fill: #9a6700; }
#changes button { background: none; border: 0; padding: 0; color: #0969da; cursor: pointer; text-align: left; font: inherit; }
.scroll { overflow-x: auto; }
table.grid { border-collapse: collapse; font-size: 12px; }
table.grid td { width: 12px; min-width: 12px; height: 16px; padding: 0; border: 1px solid #fff; }
table.grid thead th[data-index] { width: 12px; height: 10px; padding: 0; cursor: pointer; background: #d0d7de; border: 1px solid #fff; }
table.grid tbody th { text-align: left; padding-right: 8px; white-space: nowrap; max-width: 280px; overflow: hidden; text-overflow: ellipsis; font-weight: normal; }
#case-table { border-collapse: collapse; margin-top: 8px; }
#case-table caption { text-align: left; color: #57606a; }
#case-table th, #case-table td { padding: 2px 10px; border-bottom: 1px solid #d0d7de; text-align: left; font-weight: normal; }
#case-table td.down { color: #cf222e; }
#case-table td.up { color: #1a7f37; }
`;

/**
 * The data branch's `index.html`: the dashboard of every valid gate name given (a link each),
 * the page's style and script inline, each gate's data loaded from `NAME/dashboard/` when shown.
 * Nothing comes from the network. Names are inlined as JSON with `<` escaped.
 */
export function dashboardIndex(names: readonly string[]): string {
  const listed = [...new Set(names.filter((n) => !gateNameProblem(n)))].sort();
  const json = JSON.stringify(listed).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${DASHBOARD_MARK}
<title>Context precision: drift dashboard</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>Context precision</h1><nav id="names" aria-label="Gates"></nav></header>
<p id="status" role="status"></p>
<section><h2>Over the recorded commits</h2><div id="charts"></div></section>
<section><h2>Changes of judge, settings and golden set</h2><ul id="changes"></ul></section>
<section><h2>Cases that moved</h2><div id="grid"></div></section>
<section id="commit"><h2 id="commit-title"></h2>
<label>Commit <select id="commit-select"></select></label>
<label>Filter by case id <input id="case-filter" type="search"></label>
<table id="case-table"></table></section>
<script id="cpg-names" type="application/json">${json}</script>
<script>${DASHBOARD_SCRIPT}</script>
</body>
</html>
`;
}

/** The names an index.html of ours lists (null: the file is not the dashboard's). */
export function dashboardNames(indexHtml: string): string[] | null {
  if (!indexHtml.includes(DASHBOARD_MARK)) return null;
  const json = /<script id="cpg-names" type="application\/json">([^<]*)<\/script>/.exec(indexHtml);
  try {
    const names = namesSchema.safeParse(JSON.parse(json?.[1] ?? 'null'));
    return names.success ? names.data : null;
  } catch {
    return null;
  }
}

const namesSchema = z.array(z.string().refine((n) => !gateNameProblem(n)));
