// @ts-check
// What both pages' scripts (report.js, dashboard.js) begin with: the DOM helpers, which build
// every element with `textContent` and `setAttribute`, so no string from a report or a data file
// is parsed as markup; and the one chart of a series over recorded runs, whose every point
// carries its value as text (an SVG `<title>` and `aria-label`).
const SVG = 'http://www.w3.org/2000/svg';
function el(tag, attrs, text) {
  const node = document.createElement(tag);
  for (const k of Object.keys(attrs || {})) node.setAttribute(k, attrs[k]);
  if (text !== undefined && text !== null) node.textContent = text;
  return node;
}
function svg(tag, attrs, title) {
  const node = document.createElementNS(SVG, tag);
  for (const k of Object.keys(attrs || {})) node.setAttribute(k, String(attrs[k]));
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
  const th = (c) => (typeof c === 'string' ? el('th', { scope: 'col' }, c) : c);
  row(table.appendChild(el('thead')), {}, columns.map(th));
  table.appendChild(el('tbody'));
  return table;
}
function row(parent, attrs, cells) {
  const tr = (parent.tBodies ? parent.tBodies[0] : parent).appendChild(el('tr', attrs));
  for (const c of cells) tr.appendChild(typeof c === 'object' ? c : el('td', {}, c));
  return tr;
}
// A chart: a figure, its caption, then its SVG, W by H (role img, its title said on hover and to a
// screen reader); text(box, attrs, value) writes in it.
function plot(W, H, title, caption, attrs) {
  const figure = el('figure', { class: 'series' });
  figure.appendChild(el('figcaption', {}, caption));
  const box = svg('svg', { viewBox: `0 0 ${W} ${H}`, role: 'img', ...attrs }, title);
  return figure.appendChild(box);
}
const text = (box, attrs, value) => (box.appendChild(svg('text', attrs)).textContent = value);
/** @type {(id: string) => any} the page's element of that id (each page knows its kind) */
const byId = (id) => document.getElementById(id);
function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
  return node;
}
const short = (sha) => String(sha).slice(0, 7);
const day = (entry) => String(entry.recordedAt).slice(0, 10);
// A recorded run as the pages name it: its sha and day (or its own name: this run).
const run = (entry) => entry.name || `${short(entry.sha)} (${day(entry)})`;

const SETTINGS = [
  ['model', 'judge model'],
  ['promptVersion', 'judge prompt'],
  ['k', 'k'],
  ['denominator', 'denominator'],
  ['scale', 'scale'],
  ['golden', 'golden set'],
];
// The runs where the judge, a setting or the golden set changed, and what changed. A history
// entry carries a setting only where it changed (a file's first entry carries them all).
function changesOf(entries) {
  const changes = [];
  const settings = {};
  const none = (value) => (value === null ? 'none' : value);
  entries.forEach((entry, i) => {
    const what = [];
    for (const [key, name] of SETTINGS) {
      if (!(key in entry)) continue;
      const [a, b] = [settings[key], entry[key]];
      settings[key] = b;
      if (a === b) continue;
      what.push(key === 'golden' ? 'golden set changed' : `${name} ${none(a)} \u2192 ${none(b)}`);
    }
    if (entry.audit) what.push(`verdicts re-judged by an audit (${entry.audit.flipped} flipped)`);
    if (i > 0 && what.length) changes.push({ index: i, text: `${run(entry)}: ${what.join('; ')}` });
  });
  return changes;
}

// One series (label, digits, value of an entry; a threshold drawn dashed) over the runs: a point
// a run, a marker where a change says what changed, and the runs' dates along the x axis.
function chart(series, entries, changes) {
  const [W, H, L, R, T, B] = [960, 170, 56, 12, 10, 22];
  const values = entries.map(series.value);
  const known = values.filter((v) => typeof v === 'number');
  if (series.threshold !== undefined) known.push(series.threshold);
  let low = Math.min.apply(null, known);
  let high = Math.max.apply(null, known);
  const pad = high > low ? (high - low) * 0.08 : Math.max(Math.abs(high) * 0.05, 0.01);
  low -= pad;
  high += pad;
  const n = entries.length;
  const x = (i) => L + (n > 1 ? (i * (W - L - R)) / (n - 1) : (W - L - R) / 2);
  const y = (v) => T + ((high - v) * (H - T - B)) / (high - low);
  const title = `${series.label} over ${n} recorded commits`;
  const box = plot(W, H, title, series.caption || series.label, { class: 'chart' });
  const draw = (tag, attrs, title) => box.appendChild(svg(tag, attrs, title));
  text(box, { x: 4, y: T + 8 }, (high - pad).toFixed(series.digits));
  text(box, { x: 4, y: H - B }, (low + pad).toFixed(series.digits));
  const limit = series.threshold;
  const line = { x1: L, x2: W - R, y1: y(limit), y2: y(limit), class: 'threshold' };
  if (limit !== undefined) draw('line', line, `threshold ${limit.toFixed(4)}`);
  for (const { index, text: said } of changes) {
    const at = x(index);
    draw('line', { x1: at, x2: at, y1: T, y2: H - B, class: 'change-marker' }, said);
    // What changed, in text beside the marker (the whole sentence is its title, on hover); near
    // the right edge, the label on the marker's left.
    const right = at > W * 0.7;
    const attrs = { x: at + (right ? -3 : 3), y: T + 8, class: 'marker-label' };
    const label = said.slice(said.indexOf(': ') + 2);
    text(box, { ...attrs, 'text-anchor': right ? 'end' : 'start' }, label);
  }
  // The x axis: the dates of up to 6 runs, evenly spaced, the first and the last among them.
  const ticks = Math.min(n, 6);
  for (let t = 0; t < ticks; t += 1) {
    const at = ticks > 1 ? Math.round((t * (n - 1)) / (ticks - 1)) : 0;
    const anchor = t === 0 ? 'start' : t === ticks - 1 ? 'end' : 'middle';
    text(box, { x: x(at), y: H - 6, class: 'date', 'text-anchor': anchor }, day(entries[at]));
  }
  const xy = (v, i) => [x(i).toFixed(1), y(v).toFixed(1)];
  let path = '';
  values.forEach((v, i) => {
    if (typeof v === 'number') path += `${path ? ' L' : 'M'}${xy(v, i).join(' ')}`;
  });
  draw('path', { d: path, class: 'drift' });
  values.forEach((v, i) => {
    if (typeof v !== 'number') return;
    const [cx, cy] = xy(v, i);
    const said = `${run(entries[i])}: ${series.label} ${v.toFixed(series.digits)}`;
    draw('circle', { cx, cy, r: 3, class: 'point', 'data-index': i }, said);
  });
  return box.parentNode;
}
