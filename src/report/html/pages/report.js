// @ts-check
// The HTML report's script (after helpers.js): reads the cases from the page's JSON block,
// filters them (change, tag, judge, a search by id or query) and lists the matching ones 100 at a
// time; a case's contexts are built when it is opened, so 10,000 cases make a small DOM; and
// draws the charts (the score's drift with the dashboard's chart).
const data = JSON.parse(byId('case-data').textContent);
const form = byId('filters');
const list = byId('case-list');
const count = byId('shown-count');
const more = byId('more');
const PAGE = 100;
const OPEN_FIRST = 5;
let matching = [];
let shown = 0;

const { bins, drift } = data.charts || {};
if (bins) byId('charts').append(histogram(bins));
if (drift) {
  const { threshold, caption, runs } = drift;
  const series = { label: 'MAP', digits: 4, value: (e) => e.score, threshold, caption };
  byId('charts').append(chart(series, runs, changesOf(runs)));
}

// The scored cases by AP in tenths of the scale, this run's bars (dark) beside the baseline's.
function histogram({ scale, now, base }) {
  const [W, H, L, R, T, B] = [560, 180, 36, 8, 10, 28];
  const slot = (W - L - R) / 10;
  const withBase = base.some((count) => count > 0);
  const barW = slot * (withBase ? 0.4 : 0.8);
  const top = Math.max.apply(null, now.concat(base, [1]));
  const at = (bin) => ((bin / 10) * scale).toFixed(2);
  const caption = `Cases by AP${withBase ? ', this run (dark) beside the baseline (light)' : ''}`;
  const box = plot(W, H, caption, caption, { width: W, height: H });
  box.append(svg('path', { class: 'axis', d: `M${L} ${T}V${H - B}H${W - R}` }));
  text(box, { x: L - 4, y: T + 8, 'text-anchor': 'end' }, top);
  for (const [i, bin] of [0, 5, 10].entries()) {
    const anchor = ['start', 'middle', 'end'][i];
    text(box, { x: L + bin * slot, y: H - 8, 'text-anchor': anchor }, at(bin));
  }
  const bar = (bin, count, offset, kind, suffix) => {
    const height = (count / top) * (H - T - B);
    const cases = `${count} ${count === 1 ? 'case' : 'cases'}`;
    const title = `AP ${at(bin)}–${at(bin + 1)}: ${cases}${suffix}`;
    const [x, y] = [L + bin * slot + offset, H - B - height];
    const attrs = { class: kind, x: x.toFixed(1), y: y.toFixed(1), width: barW.toFixed(1) };
    box.append(svg('rect', { ...attrs, height: height.toFixed(1) }, title));
  };
  now.forEach((count, bin) => {
    bar(bin, count, slot * 0.1, 'now', '');
    if (withBase) bar(bin, base[bin], slot * 0.1 + barW, 'base', ' in the baseline');
  });
  return box.parentNode;
}

for (const tag of data.tags) form.tag.append(new Option(tag, tag));
data.variants.forEach((name, i) => {
  form.sort.append(new Option(`${name}: its biggest losses first`, String(i)));
});
if (data.tags.length === 0) form.tag.disabled = true;

function matches(c, f) {
  const found = (text) => text.toLowerCase().includes(f.query);
  if (f.change && c.ch !== f.change) return false;
  if (f.tag && !c.tags.includes(f.tag)) return false;
  // A case judged by labels and the LLM (judge-holes) is under either, and under both.
  if (f.judge && c.j !== f.judge && !c.j.split(' + ').includes(f.judge)) return false;
  return !f.query || found(c.id) || found(c.q);
}

function apply() {
  // change, tag, judge, q and sort, as chosen (a disabled tag list gives none).
  const f = /** @type {Record<string, string>} */ (Object.fromEntries(new FormData(form)));
  f.query = f.q.trim().toLowerCase();
  matching = data.cases.filter((c) => matches(c, f));
  // By a variant's change from this run's AP, its biggest loss first (cases it did not score last).
  const change = (c) => (c.va?.[f.sort] ? Number(c.va[f.sort][1].replace('−', '-')) : Infinity);
  if (f.sort !== '') matching.sort((a, b) => change(a) - change(b));
  shown = 0;
  list.replaceChildren();
  showMore();
}

function showMore() {
  const end = Math.min(matching.length, shown + PAGE);
  const batch = document.createDocumentFragment();
  for (; shown < end; shown += 1) batch.append(caseElement(matching[shown], shown));
  list.append(batch);
  const all = data.cases.length;
  count.textContent =
    matching.length === all
      ? `Showing ${shown} of ${all} cases`
      : `Showing ${shown} of ${matching.length} matching cases (${all} in all)`;
  more.hidden = shown >= matching.length;
}

function caseElement(c, position) {
  const details = el('details', { class: 'case', 'data-id': c.id, 'data-change': c.ch || 'none' });
  const summary = el('summary');
  summary.append(
    el('span', { class: `badge ${c.ch || 'none'}` }, c.ch === 'same' ? 'unchanged' : c.ch || ''),
    el('span', { class: 'id' }, c.id),
    el('span', { class: 'num' }, c.ap),
    el('span', { class: 'num' }, c.b),
    el('span', { class: 'num' }, c.d),
    el('span', { class: 'query' }, c.q),
  );
  details.append(summary);
  let built = false;
  details.addEventListener('toggle', () => {
    if (!details.open || built) return;
    built = true;
    details.append(caseBody(c));
  });
  // The worst few regressions open with their rankings; the rest open on a click.
  if ((c.ch === 'regressed' || c.ch === 'error') && position < OPEN_FIRST) details.open = true;
  return details;
}

function fact(list, name, value) {
  if (value === null || value === undefined || value === '') return;
  const item = el('li');
  item.append(el('b', {}, `${name}: `), el('span', {}, value));
  list.append(item);
}

function caseBody(c) {
  const body = el('div', { class: 'case-body' });
  const facts = el('ul', { class: 'facts' });
  for (const [name, value] of c.f) fact(facts, name, value);
  const variant = (name, i) =>
    `${name} ${c.va[i] ? `${c.va[i][0]} (${c.va[i][1]})` : 'not scored'}`;
  if (c.va) fact(facts, 'Variants', data.variants.map(variant).join(' · '));
  if (c.rv) facts.append(reviewFact(c.rv));
  body.append(facts);
  const rankings = el('div', { class: 'rankings' });
  rankings.append(ranking('This run', c.ctx, true));
  if (c.base) rankings.append(ranking('Baseline', c.base, false));
  else if (c.b !== '–' && c.ch !== 'new') {
    const said =
      c.ch === 'same'
        ? 'The baseline ranked the same passages in the same order.'
        : "The baseline's ranking of this case is not in the report.";
    rankings.append(el('p', { class: 'muted' }, said));
  }
  body.append(rankings);
  return body;
}

// The commands a reviewer comments on the PR (docs/review.md), each with a button to copy it.
function reviewFact(commands) {
  const item = el('li');
  item.append(el('b', {}, 'Review (comment on the PR): '));
  for (const command of commands) {
    const copy = el('button', { class: 'copy', type: 'button' }, 'Copy');
    const said = (text) => () => (copy.textContent = text);
    copy.addEventListener('click', () => {
      navigator.clipboard.writeText(command).then(said('Copied'), said('Select and copy'));
    });
    item.append(el('code', {}, command), ' ', copy, ' ');
  }
  return item;
}

function ranking(title, contexts, withReasons) {
  const kind = title === 'Baseline' ? 'baseline' : 'run';
  const columns = ['#', 'passage', 'relevant', withReasons ? 'reason' : 'moved'];
  const table = fill(el('table', { class: 'ranking', 'data-ranking': kind }), title, columns);
  if (contexts.length === 0)
    row(table, {}, [el('td', { class: 'muted', colspan: 4 }, 'no contexts retrieved')]);
  contexts.forEach((x, index) => {
    const passage = el('td', { class: 'passage' });
    passage.append(el('code', {}, x[0]));
    if (withReasons && x[4]) passage.append(el('span', { class: 'mark' }, x[4]));
    const last = el(
      'td',
      { class: withReasons ? 'reason' : 'mark' },
      withReasons ? data.reasons[x[2]] : x[4],
    );
    if (withReasons && x[3]) last.append(el('div', { class: 'text' }, x[3]));
    const judged = (x[1] ? '● yes' : '○ no') + (x[5] === 'llm' ? ' (LLM)' : '');
    const verdict = el('td', { class: 'verdict' }, x[5] === 'unjudged' ? '○ unjudged' : judged);
    const cells = [el('td', { class: 'num' }, index + 1), passage, verdict, last];
    row(table, { class: x[1] ? 'relevant' : 'irrelevant' }, cells);
  });
  return table;
}

form.addEventListener('input', apply);
form.addEventListener('submit', (event) => event.preventDefault());
more.addEventListener('click', showMore);
apply();
document.body.dataset.ready = 'true';
