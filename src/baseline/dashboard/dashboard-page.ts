import { z } from 'zod';
import { gateNameProblem } from '../../report/report.js';
import { scriptJson } from '../../report/html/html-text.js';
import { pageStart } from '../../report/html/page-style.js';
import { pageScript } from '../../report/html/page-script.js';

/** Marks index.html as the dashboard's (a root index.html without it is not ours to replace). */
const DASHBOARD_MARK = '<meta name="generator" content="context-precision-gate dashboard">';

/** The dashboard's own rules, after the report's style (its colours, light and dark). */
const STYLE = `
header { display: flex; gap: 16px; align-items: baseline; flex-wrap: wrap; }
nav a { margin-right: 10px; }
nav a[aria-current] { font-weight: 600; text-decoration: none; color: inherit; }
svg .point { cursor: pointer; }
#changes button { background: none; border: 0; padding: 0; color: var(--blue); cursor: pointer; text-align: left; font: inherit; }
.scroll { overflow-x: auto; }
table.grid { font-size: 12px; }
table.grid td, table.grid thead th[data-index] { width: 12px; min-width: 12px; height: 16px; padding: 0; border-color: Canvas; }
table.grid thead th[data-index] { height: 10px; cursor: pointer; background: var(--line); }
table.grid tbody th { padding-right: 8px; white-space: nowrap; max-width: 280px; overflow: hidden; text-overflow: ellipsis; font-weight: normal; }
#case-table { margin-top: 8px; }
#case-table tbody th { font-weight: normal; }
caption { text-align: left; color: var(--muted); }
#case-table td.down { color: var(--red); }
#case-table td.up { color: var(--green); }
`;

/**
 * The data branch's `index.html`: the dashboard of every valid gate name given (a link each),
 * the page's style and script inline, each gate's data loaded from `NAME/dashboard/` when shown.
 * Nothing comes from the network. Names are inlined as JSON with `<` escaped (`scriptJson`).
 */
export function dashboardIndex(names: readonly string[]): string {
  const listed = [...new Set(names.filter((n) => !gateNameProblem(n)))].sort();
  return `${pageStart(DASHBOARD_MARK, 'Context precision: drift dashboard', STYLE)}
<header><h1>Context precision</h1><nav id="names" aria-label="Gates"></nav></header>
<p id="status" role="status"></p>
<section><h2>Over the recorded commits</h2><div id="charts"></div></section>
<section><h2>Changes of judge, settings and golden set</h2><ul id="changes"></ul></section>
<section><h2>Cases that moved</h2><div id="grid"></div></section>
<section id="commit"><h2 id="commit-title"></h2>
<label>Commit <select id="commit-select"></select></label>
<label>Filter by case id <input id="case-filter" type="search"></label>
<table id="case-table"></table></section>
<script id="cpg-names" type="application/json">${scriptJson(listed)}</script>
<script>${pageScript('dashboard')}</script>
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
