// @ts-check
// The dashboard page's script (after helpers.js; no library). It loads a gate's data with
// `<script src>` (never `fetch`: the page opens the same from file:// as from Pages) and draws a
// chart per series.
const loaded = Object.create(null);
const pending = Object.create(null);
/** @type {any} what the data files call (cpgDashboard) and the timings the page tests read */
const page = window;
page.cpgTimes = {};
page.cpgDashboard = (path, data) => (loaded[path] = data);

function load(path) {
  if (path in loaded) return Promise.resolve(loaded[path]);
  pending[path] ||= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = path;
    script.onload = () => {
      if (path in loaded) resolve(loaded[path]);
      else reject(new Error(`${path} holds no dashboard data`));
    };
    script.onerror = () => {
      delete pending[path];
      reject(new Error(`could not load ${path} (is the dashboard recorded for this name?)`));
    };
    document.head.appendChild(script);
  });
  return pending[path];
}

const showStatus = (text) => (byId('status').textContent = text);

const names = JSON.parse(byId('cpg-names').textContent);
let state = null;

function chosenName() {
  let wanted = '';
  try {
    wanted = decodeURIComponent(location.hash.slice(1));
  } catch {
    /* a bad hash: the first */
  }
  return names.includes(wanted) ? wanted : names[0];
}

function showNames(current) {
  const nav = clear(byId('names'));
  for (const name of names) {
    const link = el('a', { href: `#${encodeURIComponent(name)}` }, name);
    if (name === current) link.setAttribute('aria-current', 'page');
    nav.appendChild(link);
  }
}

function show() {
  const name = chosenName();
  showNames(name);
  for (const id of ['charts', 'changes', 'grid', 'case-table', 'commit-select']) clear(byId(id));
  byId('commit-title').textContent = 'A commit\u2019s cases';
  if (!name) return showStatus('No gate has recorded a dashboard on this branch yet.');
  showStatus(`Loading ${name}\u2026`);
  const base = `${name}/dashboard/`;
  load(`${base}summary.js`)
    .then(async (summary) => {
      const chunks = await Promise.all(summary.chunks.map((n) => load(`${base}entries/${n}.js`)));
      draw(name, chunks.flat().concat(summary.entries), summary.grid);
    })
    .catch((error) => showStatus(error.message));
}

function seriesOf(entries) {
  const series = [{ label: 'MAP', digits: 4, value: (e) => e.score }];
  const metrics = new Set(entries.flatMap((e) => Object.keys(e.metrics || {})));
  for (const m of metrics) series.push({ label: m, digits: 4, value: (e) => e.metrics?.[m] });
  const tokens = 'context tokens (mean per case)';
  series.push({ label: tokens, digits: 0, value: (e) => e.contextTokens });
  return series.filter((s) => entries.some((e) => typeof s.value(e) === 'number'));
}

function draw(name, entries, grid) {
  state = { name, entries };
  if (!entries.length) return showStatus(`${name}: nothing recorded yet.`);
  const last = entries[entries.length - 1];
  const span = `${entries.length} recorded commits, ${run(entries[0])} to ${run(last)}`;
  showStatus(`${name}: ${span}; MAP now ${last.score.toFixed(4)}. Click a point for its cases.`);
  const changes = changesOf(entries);
  const charts = byId('charts');
  for (const series of seriesOf(entries)) charts.appendChild(chart(series, entries, changes));
  page.cpgTimes.firstChart = performance.now();
  const list = byId('changes');
  if (!changes.length)
    list.appendChild(el('li', {}, 'No change of judge, settings or golden set.'));
  for (const { index, text } of changes) {
    const item = list.appendChild(el('li', { class: 'change' }));
    item.appendChild(el('button', { type: 'button', 'data-index': index }, text));
  }
  drawGrid(grid, entries);
  const select = byId('commit-select');
  select.appendChild(el('option', { value: '' }, 'Pick a commit\u2026'));
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const { sha, score } = entries[i];
    const said = `${short(sha)} \u00b7 ${day(entries[i])} \u00b7 MAP ${score.toFixed(4)}`;
    select.appendChild(el('option', { value: i }, said));
  }
}

const apColour = (ap) => `hsl(${Math.round(ap * 120)}, 65%, 62%)`;

function drawGrid(grid, entries) {
  const box = byId('grid');
  if (!grid.cases.length)
    return box.appendChild(el('p', {}, 'No case\u2019s AP moved over these commits.'));
  const from = entries.length - grid.size;
  const shown = entries.slice(from);
  const most = `The ${grid.cases.length} cases whose AP moved most over the newest ${grid.size}`;
  const said = `${most} commits, most moved first (a column is a commit, oldest on the left).`;
  box.appendChild(el('p', {}, said));
  const head = (entry, i) =>
    el('th', { scope: 'col', title: run(entry), 'aria-label': run(entry), 'data-index': from + i });
  const table = fill(el('table', { class: 'grid' }), null, ['case', ...shown.map(head)]);
  for (const [id, moves] of grid.cases) {
    const tr = row(table, {}, [el('th', { scope: 'row' }, id)]);
    // Each n, AP pair holds from the column of case file n until the next change.
    const changes = new Map();
    let last = null;
    for (let c = 0; c < moves.length; c += 2) changes.set(moves[c], moves[c + 1]);
    for (const entry of shown) {
      const n = /-(\d+)$/.exec(entry.cases || '');
      const ap = n ? (last = changes.has(+n[1]) ? changes.get(+n[1]) : last) : null;
      const said = ap === null ? 'not recorded' : `AP ${ap.toFixed(2)}`;
      const text = `${id} at ${short(entry.sha)}: ${said}`;
      const td = tr.appendChild(el('td', { title: text, 'aria-label': text }));
      if (ap !== null) td.style.background = apColour(ap);
    }
  }
  box.appendChild(el('div', { class: 'scroll' })).appendChild(table);
}

async function tableOf(entry) {
  const match = entry && /^(\d+)-(\d+)$/.exec(entry.cases || '');
  if (!match) return null;
  const files = [];
  for (let n = Number(match[1]); n <= Number(match[2]); n += 1)
    files.push(load(`${state.name}/dashboard/cases/${Math.floor(n / 100)}/${n}.js`));
  const table = new Map();
  for (const part of await Promise.all(files)) {
    for (const id of part.removed || []) table.delete(id);
    for (const [id, ap] of part.cases) table.set(id, ap);
  }
  return table;
}

function openCommit(index) {
  const entry = state?.entries[index];
  if (!entry) return;
  const at = `${short(entry.sha)} (${day(entry)}, MAP ${entry.score.toFixed(4)})`;
  byId('commit-title').textContent = `Cases at ${at}`;
  byId('commit-select').value = String(index);
  const previous = state.entries[index - 1];
  const shown = state;
  Promise.all([tableOf(entry), tableOf(previous)])
    .then(([now, before]) => {
      if (shown !== state) return;
      const box = byId('commit');
      box.setAttribute('data-sha', entry.sha);
      if (!now) return caseRows([], entry, null);
      const rows = [];
      now.forEach((ap, id) => {
        const was = before ? before.get(id) : undefined;
        rows.push({ id, ap, delta: was === undefined ? null : ap - was });
      });
      const moved = (r) => Math.abs(r.delta || 0);
      rows.sort((a, b) => moved(b) - moved(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      caseRows(rows, entry, previous && before ? previous : null);
      box.scrollIntoView({ block: 'start' });
    })
    .catch((error) => showStatus(error.message));
}

const LIMIT = 200;
function caseRows(rows, entry, previous) {
  const filter = byId('case-filter').value;
  const shown = rows.filter((r) => r.id.includes(filter));
  const showing = `Showing ${Math.min(LIMIT, shown.length)} of ${shown.length} cases`;
  const caption = rows.length
    ? `${showing}${filter ? ' matching the filter' : ''}, most moved first`
    : 'No per-case AP is stored for this commit.';
  const delta = previous ? `\u0394 since ${short(previous.sha)}` : '\u0394';
  const table = fill(clear(byId('case-table')), caption, ['case', 'AP', delta]);
  for (const { id, ap, delta } of shown.slice(0, LIMIT)) {
    const sign = delta > 0 ? '+' : delta < 0 ? '\u2212' : '';
    const moved = delta === null ? 'new' : sign + Math.abs(delta).toFixed(2);
    const cell = el('td', { class: delta < 0 ? 'down' : delta > 0 ? 'up' : '' }, moved);
    row(table, {}, [el('th', { scope: 'row' }, id), ap.toFixed(2), cell]);
  }
  state.rows = { rows, entry, previous };
  page.cpgTimes.commitTable = performance.now();
}

// A change's button, a grid column's head or a chart's point opens its commit.
document.addEventListener('click', (event) => {
  const target = event.target instanceof Element && event.target.closest('[data-index]');
  if (target && target.getAttribute('data-index') !== '')
    openCommit(Number(target.getAttribute('data-index')));
});
byId('commit-select').addEventListener('change', (event) => {
  if (event.target.value !== '') openCommit(Number(event.target.value));
});
byId('case-filter').addEventListener('input', () => {
  if (state?.rows) caseRows(state.rows.rows, state.rows.entry, state.rows.previous);
});
window.addEventListener('hashchange', show);
show();
