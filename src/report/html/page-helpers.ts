/**
 * What both page scripts (the HTML report's, page-script.ts, and the dashboard's) begin with, as
 * browser JavaScript text (ES2017, no backtick, no dollar-brace): the DOM helpers, which build
 * every element with `textContent` and `setAttribute`, so no string from a report or a data file
 * is parsed as markup; and the one chart of a series over recorded runs, whose every point carries
 * its value as text (an SVG `<title>` and `aria-label`).
 */
export const PAGE_HELPERS = String.raw`  var SVG = 'http://www.w3.org/2000/svg';
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }
  function svg(tag, attrs, title) {
    var node = document.createElementNS(SVG, tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, String(attrs[k])); });
    if (title) {
      node.setAttribute('aria-label', title);
      node.appendChild(document.createElementNS(SVG, 'title')).textContent = title;
    }
    return node;
  }
  // A table's caption (none: null) and its head, each column a name or a th; then its rows, each
  // added by row(table, attrs, cells), a cell an element or a td's text.
  function fill(table, caption, columns) {
    if (caption !== null) table.appendChild(el('caption', {}, caption));
    row(table.appendChild(el('thead')), {}, columns.map(function (c) { return typeof c === 'string' ? el('th', { scope: 'col' }, c) : c; }));
    table.appendChild(el('tbody'));
    return table;
  }
  function row(parent, attrs, cells) {
    var tr = (parent.tBodies ? parent.tBodies[0] : parent).appendChild(el('tr', attrs));
    cells.forEach(function (c) { tr.appendChild(typeof c === 'object' ? c : el('td', {}, c)); });
    return tr;
  }
  // A chart: a figure, its caption, then its SVG, W by H (role img, its title said on hover and to a
  // screen reader); text(box, attrs, value) writes in it.
  function plot(W, H, title, caption, attrs) {
    var figure = el('figure', { class: 'series' });
    figure.appendChild(el('figcaption', {}, caption));
    return figure.appendChild(svg('svg', Object.assign({ viewBox: '0 0 ' + W + ' ' + H, role: 'img' }, attrs), title));
  }
  function text(box, attrs, value) { box.appendChild(svg('text', attrs)).textContent = value; }
  function byId(id) { return document.getElementById(id); }
  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); return node; }
  function short(sha) { return String(sha).slice(0, 7); }
  function day(entry) { return String(entry.recordedAt).slice(0, 10); }
  // A recorded run as the pages name it: its sha and day (or its own name: this run).
  function run(entry) { return entry.name || short(entry.sha) + ' (' + day(entry) + ')'; }

  var SETTINGS = [
    ['model', 'judge model'], ['promptVersion', 'judge prompt'], ['k', 'k'],
    ['denominator', 'denominator'], ['scale', 'scale'], ['golden', 'golden set']
  ];
  // The runs where the judge, a setting or the golden set changed, and what changed. A history
  // entry carries a setting only where it changed (a file's first entry carries them all).
  function changesOf(entries) {
    var changes = [], settings = {};
    entries.forEach(function (entry, i) {
      var what = [];
      SETTINGS.forEach(function (setting) {
        var a = settings[setting[0]], b = entry[setting[0]];
        if (!(setting[0] in entry)) return;
        settings[setting[0]] = b;
        if (a !== b) what.push(setting[0] === 'golden' ? 'golden set changed' :
          setting[1] + ' ' + (a === null ? 'none' : a) + ' \u2192 ' + (b === null ? 'none' : b));
      });
      if (entry.audit) what.push('verdicts re-judged by an audit (' + entry.audit.flipped + ' flipped)');
      if (i > 0 && what.length) changes.push({ index: i, text: run(entry) + ': ' + what.join('; ') });
    });
    return changes;
  }

  // One series (label, digits, value of an entry; a threshold drawn dashed) over the runs: a point
  // a run, a marker where a change says what changed, and the runs' dates along the x axis.
  function chart(series, entries, changes) {
    var W = 960, H = 170, L = 56, R = 12, T = 10, B = 22;
    var values = entries.map(series.value);
    var known = values.filter(function (v) { return typeof v === 'number'; }).concat(series.threshold === undefined ? [] : [series.threshold]);
    var low = Math.min.apply(null, known), high = Math.max.apply(null, known);
    var pad = high > low ? (high - low) * 0.08 : Math.max(Math.abs(high) * 0.05, 0.01);
    low -= pad; high += pad;
    var x = function (i) { return L + (entries.length > 1 ? (i * (W - L - R)) / (entries.length - 1) : (W - L - R) / 2); };
    var y = function (v) { return T + ((high - v) * (H - T - B)) / (high - low); };
    var title = series.label + ' over ' + entries.length + ' recorded commits';
    var box = plot(W, H, title, series.caption || series.label, { class: 'chart' });
    text(box, { x: 4, y: T + 8 }, (high - pad).toFixed(series.digits));
    text(box, { x: 4, y: H - B }, (low + pad).toFixed(series.digits));
    if (series.threshold !== undefined)
      box.appendChild(svg('line', { x1: L, x2: W - R, y1: y(series.threshold), y2: y(series.threshold), class: 'threshold' }, 'threshold ' + series.threshold.toFixed(4)));
    changes.forEach(function (change) {
      box.appendChild(svg('line', { x1: x(change.index), x2: x(change.index), y1: T, y2: H - B, class: 'change-marker' }, change.text));
      // What changed, in text beside the marker (the whole sentence is its title, on hover).
      var right = x(change.index) > W * 0.7; // near the right edge: the label on the marker's left
      text(box, { x: x(change.index) + (right ? -3 : 3), y: T + 8, class: 'marker-label', 'text-anchor': right ? 'end' : 'start' },
        change.text.slice(change.text.indexOf(': ') + 2));
    });
    // The x axis: the dates of up to 6 runs, evenly spaced, the first and the last among them.
    var ticks = Math.min(entries.length, 6);
    for (var t = 0; t < ticks; t += 1) {
      var at = ticks > 1 ? Math.round((t * (entries.length - 1)) / (ticks - 1)) : 0;
      text(box, { x: x(at), y: H - 6, class: 'date', 'text-anchor': t === 0 ? 'start' : t === ticks - 1 ? 'end' : 'middle' }, day(entries[at]));
    }
    var path = '';
    values.forEach(function (v, i) {
      if (typeof v === 'number') path += (path ? ' L' : 'M') + x(i).toFixed(1) + ' ' + y(v).toFixed(1);
    });
    box.appendChild(svg('path', { d: path, class: 'drift' }));
    values.forEach(function (v, i) {
      if (typeof v !== 'number') return;
      var e = entries[i];
      box.appendChild(svg('circle', { cx: x(i).toFixed(1), cy: y(v).toFixed(1), r: 3, class: 'point', 'data-index': i },
        run(e) + ': ' + series.label + ' ' + v.toFixed(series.digits)));
    });
    return box.parentNode;
  }
`;
