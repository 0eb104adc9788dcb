/**
 * The dashboard's chart of one series over the recorded commits, a part of its page script
 * (dashboard-script.ts, the same rules: browser JavaScript as text, no backtick, no dollar-brace):
 * a point a commit with its value as text, a marker where the judge, settings or golden set
 * changed saying what changed, and the commits' dates along the x axis.
 */
export const CHART_SCRIPT = String.raw`  function chart(series, entries, changes) {
    var W = 960, H = 170, L = 56, R = 12, T = 10, B = 22;
    var values = entries.map(series.value);
    var known = values.filter(function (v) { return typeof v === 'number'; });
    var low = Math.min.apply(null, known), high = Math.max.apply(null, known);
    var pad = high > low ? (high - low) * 0.08 : Math.max(Math.abs(high) * 0.05, 0.01);
    low -= pad; high += pad;
    var x = function (i) { return L + (entries.length > 1 ? (i * (W - L - R)) / (entries.length - 1) : (W - L - R) / 2); };
    var y = function (v) { return T + ((high - v) * (H - T - B)) / (high - low); };
    var box = svg('svg', { viewBox: '0 0 ' + W + ' ' + H, class: 'chart', role: 'img' },
      series.label + ' over ' + entries.length + ' recorded commits');
    box.appendChild(svg('text', { x: 4, y: T + 8, })).textContent = (high - pad).toFixed(series.digits);
    box.appendChild(svg('text', { x: 4, y: H - B, })).textContent = (low + pad).toFixed(series.digits);
    changes.forEach(function (change) {
      box.appendChild(svg('line', { x1: x(change.index), x2: x(change.index), y1: T, y2: H - B, class: 'change-marker' }, change.text));
      // What changed, in text beside the marker (the whole sentence is its title, on hover).
      var right = x(change.index) > W * 0.7; // near the right edge: the label on the marker's left
      box.appendChild(
        svg('text', { x: x(change.index) + (right ? -3 : 3), y: T + 8, class: 'marker-label', 'text-anchor': right ? 'end' : 'start' }),
      ).textContent =
        change.text.slice(change.text.indexOf(': ') + 2);
    });
    // The x axis: the dates of up to 6 commits, evenly spaced, the first and the last among them.
    var ticks = Math.min(entries.length, 6);
    for (var t = 0; t < ticks; t += 1) {
      var at = ticks > 1 ? Math.round((t * (entries.length - 1)) / (ticks - 1)) : 0;
      box.appendChild(svg('text', { x: x(at), y: H - 6, class: 'date', 'text-anchor': t === 0 ? 'start' : t === ticks - 1 ? 'end' : 'middle' })).textContent = day(entries[at]);
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
        short(e.sha) + ' (' + day(e) + '): ' + series.label + ' ' + v.toFixed(series.digits)));
    });
    var figure = el('figure', { class: 'series' });
    figure.appendChild(el('figcaption', {}, series.label));
    figure.appendChild(box);
    return figure;
  }
`;
