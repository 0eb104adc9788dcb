import { PAGE_HELPERS } from '../../report/html/page-helpers.js';

/**
 * The dashboard page's script (runs in the browser; ES2017, no library). It loads a gate's data
 * with `<script src>` (never `fetch`: the page opens the same from file:// as from Pages), draws
 * a chart per series and builds every element with the helpers both pages share (page-helpers.ts).
 * Kept as text (no backtick, no dollar-brace but where the shared helpers go), inlined in
 * index.html by dashboard-page.ts.
 */
export const DASHBOARD_SCRIPT = String.raw`(function () {
  'use strict';
  var loaded = Object.create(null);
  var pending = Object.create(null);
  window.cpgTimes = {};
  window.cpgDashboard = function (path, data) { loaded[path] = data; };

  function load(path) {
    if (path in loaded) return Promise.resolve(loaded[path]);
    if (!pending[path]) pending[path] = new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = path;
      script.onload = function () {
        if (path in loaded) resolve(loaded[path]);
        else reject(new Error(path + ' holds no dashboard data'));
      };
      script.onerror = function () {
        delete pending[path];
        reject(new Error('could not load ' + path + ' (is the dashboard recorded for this name?)'));
      };
      document.head.appendChild(script);
    });
    return pending[path];
  }

${PAGE_HELPERS}
  function status(text) { byId('status').textContent = text; }

  var names = JSON.parse(byId('cpg-names').textContent);
  var state = null;

  function chosenName() {
    var wanted = '';
    try { wanted = decodeURIComponent(location.hash.slice(1)); } catch (e) { /* a bad hash: the first */ }
    return names.indexOf(wanted) >= 0 ? wanted : names[0];
  }

  function showNames(current) {
    var nav = clear(byId('names'));
    names.forEach(function (name) {
      var link = el('a', { href: '#' + encodeURIComponent(name) }, name);
      if (name === current) link.setAttribute('aria-current', 'page');
      nav.appendChild(link);
    });
  }

  function show() {
    var name = chosenName();
    showNames(name);
    ['charts', 'changes', 'grid', 'case-table', 'commit-select'].forEach(function (id) { clear(byId(id)); });
    byId('commit-title').textContent = 'A commit\u2019s cases';
    if (!name) return status('No gate has recorded a dashboard on this branch yet.');
    status('Loading ' + name + '\u2026');
    var base = name + '/dashboard/';
    load(base + 'summary.js').then(function (summary) {
      return Promise.all(summary.chunks.map(function (chunk) { return load(base + 'entries/' + chunk + '.js'); }))
        .then(function (chunks) { draw(name, [].concat.apply([], chunks).concat(summary.entries), summary.grid); });
    }).catch(function (error) { status(error.message); });
  }

  function seriesOf(entries) {
    var series = [{ label: 'MAP', digits: 4, value: function (e) { return e.score; } }];
    var metrics = [];
    entries.forEach(function (e) {
      Object.keys(e.metrics || {}).forEach(function (m) { if (metrics.indexOf(m) < 0) metrics.push(m); });
    });
    metrics.forEach(function (m) {
      series.push({ label: m, digits: 4, value: function (e) { return e.metrics && e.metrics[m]; } });
    });
    series.push({ label: 'context tokens (mean per case)', digits: 0, value: function (e) { return e.contextTokens; } });
    return series.filter(function (s) { return entries.some(function (e) { return typeof s.value(e) === 'number'; }); });
  }

  function draw(name, entries, grid) {
    state = { name: name, entries: entries };
    if (!entries.length) return status(name + ': nothing recorded yet.');
    var first = entries[0], last = entries[entries.length - 1];
    status(name + ': ' + entries.length + ' recorded commits, ' + run(first) + ' to ' +
      run(last) + '; MAP now ' + last.score.toFixed(4) + '. Click a point for its cases.');
    var changes = changesOf(entries);
    var charts = byId('charts');
    seriesOf(entries).forEach(function (series) { charts.appendChild(chart(series, entries, changes)); });
    window.cpgTimes.firstChart = performance.now();
    var list = byId('changes');
    if (!changes.length) list.appendChild(el('li', {}, 'No change of judge, settings or golden set.'));
    changes.forEach(function (change) {
      var item = list.appendChild(el('li', { class: 'change' }));
      item.appendChild(el('button', { type: 'button', 'data-index': change.index }, change.text));
    });
    drawGrid(grid, entries);
    var select = byId('commit-select');
    select.appendChild(el('option', { value: '' }, 'Pick a commit\u2026'));
    for (var i = entries.length - 1; i >= 0; i -= 1)
      select.appendChild(el('option', { value: i }, short(entries[i].sha) + ' \u00b7 ' + day(entries[i]) + ' \u00b7 MAP ' + entries[i].score.toFixed(4)));
  }

  function apColour(ap) { return 'hsl(' + Math.round(ap * 120) + ', 65%, 62%)'; }

  function drawGrid(grid, entries) {
    var box = byId('grid');
    if (!grid.cases.length) return box.appendChild(el('p', {}, 'No case\u2019s AP moved over these commits.'));
    var from = entries.length - grid.size;
    box.appendChild(el('p', {}, 'The ' + grid.cases.length + ' cases whose AP moved most over the newest ' +
      grid.size + ' commits, most moved first (a column is a commit, oldest on the left).'));
    var table = fill(el('table', { class: 'grid' }), null, ['case'].concat(entries.slice(from).map(function (entry, i) {
      return el('th', { scope: 'col', title: run(entry), 'aria-label': run(entry), 'data-index': from + i });
    })));
    grid.cases.forEach(function (cases) {
      var tr = row(table, {}, [el('th', { scope: 'row' }, cases[0])]);
      // Each n, AP pair holds from the column of case file n until the next change.
      var changes = new Map(), last = null;
      for (var c = 0; c < cases[1].length; c += 2) changes.set(cases[1][c], cases[1][c + 1]);
      entries.slice(from).forEach(function (entry) {
        var n = /-(\d+)$/.exec(entry.cases || ''), ap = n ? (last = changes.has(+n[1]) ? changes.get(+n[1]) : last) : null;
        var text = cases[0] + ' at ' + short(entry.sha) + ': ' + (ap === null ? 'not recorded' : 'AP ' + ap.toFixed(2));
        var td = tr.appendChild(el('td', { title: text, 'aria-label': text }));
        if (ap !== null) td.style.background = apColour(ap);
      });
    });
    box.appendChild(el('div', { class: 'scroll' })).appendChild(table);
  }

  function tableOf(entry) {
    var match = entry && /^(\d+)-(\d+)$/.exec(entry.cases || '');
    if (!match) return Promise.resolve(null);
    var files = [];
    for (var n = Number(match[1]); n <= Number(match[2]); n += 1)
      files.push(load(state.name + '/dashboard/cases/' + Math.floor(n / 100) + '/' + n + '.js'));
    return Promise.all(files).then(function (parts) {
      var table = new Map();
      parts.forEach(function (part) {
        (part.removed || []).forEach(function (id) { table.delete(id); });
        part.cases.forEach(function (c) { table.set(c[0], c[1]); });
      });
      return table;
    });
  }

  function openCommit(index) {
    var entry = state && state.entries[index];
    if (!entry) return;
    byId('commit-title').textContent = 'Cases at ' + short(entry.sha) + ' (' + day(entry) + ', MAP ' + entry.score.toFixed(4) + ')';
    byId('commit-select').value = String(index);
    var previous = state.entries[index - 1], shown = state;
    Promise.all([tableOf(entry), tableOf(previous)]).then(function (tables) {
      if (shown !== state) return;
      var box = byId('commit');
      box.setAttribute('data-sha', entry.sha);
      if (!tables[0]) return caseRows([], entry, null);
      var rows = [];
      tables[0].forEach(function (ap, id) {
        var was = tables[1] ? tables[1].get(id) : undefined;
        rows.push({ id: id, ap: ap, delta: was === undefined ? null : ap - was });
      });
      rows.sort(function (a, b) { return Math.abs(b.delta || 0) - Math.abs(a.delta || 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0); });
      caseRows(rows, entry, previous && tables[1] ? previous : null);
      box.scrollIntoView({ block: 'start' });
    }).catch(function (error) { status(error.message); });
  }

  var LIMIT = 200;
  function caseRows(rows, entry, previous) {
    var filter = byId('case-filter').value;
    var shown = rows.filter(function (r) { return r.id.indexOf(filter) >= 0; });
    var table = fill(clear(byId('case-table')), rows.length ? 'Showing ' + Math.min(LIMIT, shown.length) + ' of ' + shown.length +
      ' cases' + (filter ? ' matching the filter' : '') + ', most moved first' : 'No per-case AP is stored for this commit.',
      ['case', 'AP', previous ? '\u0394 since ' + short(previous.sha) : '\u0394']);
    shown.slice(0, LIMIT).forEach(function (r) {
      row(table, {}, [el('th', { scope: 'row' }, r.id), r.ap.toFixed(2), el('td', { class: r.delta < 0 ? 'down' : r.delta > 0 ? 'up' : '' },
        r.delta === null ? 'new' : (r.delta > 0 ? '+' : r.delta < 0 ? '\u2212' : '') + Math.abs(r.delta).toFixed(2))]);
    });
    state.rows = { rows: rows, entry: entry, previous: previous };
    window.cpgTimes.commitTable = performance.now();
  }

  // A change's button, a grid column's head or a chart's point opens its commit.
  document.addEventListener('click', function (event) {
    var target = event.target.closest && event.target.closest('[data-index]');
    if (target && target.getAttribute('data-index') !== '') openCommit(Number(target.getAttribute('data-index')));
  });
  byId('commit-select').addEventListener('change', function (event) {
    if (event.target.value !== '') openCommit(Number(event.target.value));
  });
  byId('case-filter').addEventListener('input', function () {
    if (state && state.rows) caseRows(state.rows.rows, state.rows.entry, state.rows.previous);
  });
  window.addEventListener('hashchange', show);
  show();
})();
`;
