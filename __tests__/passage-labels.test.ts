import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collapse } from '../src/format/plain-text.js';
import { sameSource, sharesRun, sourcePath } from '../src/golden/passages.js';
import { pythonRetriever } from '../src/cli/retriever-stubs.js';
import type { Report } from '../src/report/report.js';
import { runCliInProcess } from './helpers/run-cli.js';
import { repoRoot } from './helpers/run-action.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

/** A program in `cwd`, as a child process. */
const runProcess = (command: string, args: string[], cwd: string) =>
  new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(command, args, { cwd });
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c));
    child.on('close', (code) => resolve({ code, stderr }));
  });

// Issue 39: labels that name where the answer is in a document, so the same labels score any
// chunking. Every expected figure below is worked out by hand from the document's offsets.

const folder = tempFolderPerTest();
const line = (value: unknown) => JSON.stringify(value);
const jsonl = (values: unknown[]) => values.map(line).join('\n');

// One document, four paragraphs; offsets are the document's (end exclusive).
const A = 'Refunds are paid within five business days of approval.';
const B = 'Shipping takes two days inside the EU.';
const C = 'Refunds go back to the card you paid with.';
const D = 'Our office is in Paris.';
const DOC = [A, B, C, D].join('\n\n');
const SOURCE = 'docs/refunds.md';
const span = (text: string) => ({ start: DOC.indexOf(text), end: DOC.indexOf(text) + text.length });
const chunk = (first: string, last = first) => ({
  text: DOC.slice(span(first).start, span(last).end),
  ...{ start: span(first).start, end: span(last).end },
});

// refund-time: a quote (relevant) and a quote labelled not relevant; refund-card: offsets.
const golden = jsonl([
  {
    id: 'refund-time',
    query: 'How long do refunds take?',
    passages: [
      { source: SOURCE, quote: 'Refunds are paid within  five business\ndays' },
      { source: SOURCE, quote: D, grade: 0 },
    ],
  },
  {
    id: 'refund-card',
    query: 'Where does my refund go?',
    passages: [{ source: SOURCE, ...span(C) }],
  },
]);

type Chunk = ReturnType<typeof chunk> & { id: string };
/** A context in the three shapes retrievers print: ours, LangChain's, LlamaIndex's. */
const shapes = {
  own: (c: Chunk) => ({
    id: c.id,
    text: c.text,
    metadata: { source: SOURCE, start: c.start, end: c.end },
  }),
  langchain: (c: Chunk) => ({
    id: c.id,
    page_content: c.text,
    metadata: { source: SOURCE, start_index: c.start },
    type: 'Document',
  }),
  llamaindex: (c: Chunk) => ({
    node: {
      id_: c.id,
      text: c.text,
      metadata: { file_path: `/home/runner/work/app/app/${SOURCE}`, file_name: 'refunds.md' },
      start_char_idx: c.start,
      end_char_idx: c.end,
    },
    score: 0.5,
  }),
};
const paragraphs = { a: chunk(A), b: chunk(B), c: chunk(C), d: chunk(D) };
const pairs = { ab: chunk(A, B), cd: chunk(C, D) };
const ranking = <T extends Record<string, ReturnType<typeof chunk>>>(
  chunks: T,
  shape: (c: Chunk) => unknown,
  order: Record<string, (keyof T)[]>,
) =>
  jsonl(
    Object.entries(order).map(([id, keys]) => ({
      id,
      contexts: keys.map((key) => shape({ id: String(key), ...chunks[key]! })),
    })),
  );
// Paragraphs: refund-time gets B (no label: unjudged), A (the quote: relevant), D (grade 0).
// refund-card gets C (the offsets: relevant), A (no label: unjudged).
const byParagraph = (shape: (c: Chunk) => unknown) =>
  ranking(paragraphs, shape, { 'refund-time': ['b', 'a', 'd'], 'refund-card': ['c', 'a'] });
// Pairs: refund-time gets AB (holds the quote: relevant), CD (holds D: not relevant).
// refund-card gets AB (unjudged), CD (overlaps C wholly: relevant).
const byPair = (shape: (c: Chunk) => unknown) =>
  ranking(pairs, shape, { 'refund-time': ['ab', 'cd'], 'refund-card': ['ab', 'cd'] });

const score = async (files: Record<string, string>, ...args: string[]) => {
  const dir = await folder({ 'g.jsonl': golden, ...files });
  const run = await runCliInProcess(
    ['--golden', 'g.jsonl', '--report-path', 'r.json', '--no-cache', '--judge', 'labels', ...args],
    dir,
  );
  const report =
    run.code === 2
      ? undefined
      : (JSON.parse(await readFile(join(dir, 'r.json'), 'utf8')) as Report);
  return { ...run, report };
};
const figures = (report: Report | undefined) =>
  Object.fromEntries(
    (report?.cases ?? []).map((c) => [
      c.id,
      { ap: c.ap, recall: c.metrics?.recall, unjudged: c.unjudged, matched: c.passageLabels },
    ]),
  );

describe('passage labels', () => {
  it('score two chunkings of one document by the same labels, in the three shapes alike', async () => {
    const expected = {
      // AP: relevant at rank 2 of 3 (P@2 = 1/2); recall 1 of 1 relevant passage.
      'refund-time': { ap: 0.5, recall: 1, unjudged: ['b'], matched: { matched: 2, total: 2 } },
      'refund-card': { ap: 1, recall: 1, unjudged: ['a'], matched: { matched: 1, total: 1 } },
    };
    for (const shape of Object.values(shapes)) {
      const { code, stderr, report } = await score(
        { 'run.jsonl': byParagraph(shape) },
        '--retrieval',
        'run.jsonl',
      );
      expect(code, stderr).toBe(0);
      expect(figures(report)).toEqual(expected);
      expect(report?.score).toBe(0.75);
    }
    const { report } = await score({ 'run.jsonl': byPair(shapes.own) }, '--retrieval', 'run.jsonl');
    expect(figures(report)).toEqual({
      'refund-time': { ap: 1, recall: 1, unjudged: [], matched: { matched: 2, total: 2 } },
      // CD at rank 2 holds the passage: P@2 = 1/2.
      'refund-card': { ap: 0.5, recall: 1, unjudged: ['ab'], matched: { matched: 1, total: 1 } },
    });
  });

  it('compare two chunk sizes as variants on labels alone, with no warning', async () => {
    const { code, stdout, report } = await score(
      { 'para.jsonl': byParagraph(shapes.own), 'pair.jsonl': byPair(shapes.langchain) },
      '--retrieval',
      'para.jsonl',
      '--variant-retrieval',
      'pairs=pair.jsonl',
    );
    expect(code).toBe(0);
    const [pairsVariant] = report?.variants ?? [];
    // Pairs: AP 1.0 and 0.5, as the paragraphs' 0.5 and 1.0: MAP 0.75 both, one win, one loss.
    expect(pairsVariant).toMatchObject({ name: 'pairs', score: 0.75 });
    expect(pairsVariant?.versus).toMatchObject({ delta: 0, wins: 1, losses: 1 });
    expect(stdout).toContain('passage labels: 3 of 3 matched a retrieved context');
    expect(stdout).not.toContain('named by no label');
  });

  it('count recall by passages: two chunks of one passage find it once', async () => {
    const twoPassages = jsonl([
      {
        id: 'refunds',
        query: 'How do refunds work?',
        passages: [
          { source: SOURCE, start: span(A).start, end: span(B).end },
          { source: SOURCE, ...span(C) },
        ],
      },
    ]);
    // Both paragraphs A and B each overlap the first passage by at least half of themselves; C is not retrieved.
    const run = jsonl([
      {
        id: 'refunds',
        contexts: [
          shapes.own({ id: 'a', ...paragraphs.a }),
          shapes.own({ id: 'b', ...paragraphs.b }),
        ],
      },
    ]);
    const dir = await folder({ 'g.jsonl': twoPassages, 'run.jsonl': run });
    const args = [
      '--golden',
      'g.jsonl',
      '--retrieval',
      'run.jsonl',
      '--no-cache',
      '--metrics',
      'recall,recall@1',
    ];
    await runCliInProcess([...args, '--report-path', 'r.json'], dir);
    await runCliInProcess([...args, '--report-path', 'l.json', '--denominator', 'labels'], dir);
    const [retrieved, labels] = await Promise.all(
      ['r.json', 'l.json'].map(
        async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as Report,
      ),
    );
    // recall: 1 of the 2 relevant passages found; recall@1: the first passage, found at rank 1.
    expect(retrieved?.cases[0]?.metrics).toMatchObject({ recall: 0.5, 'recall@1': 0.5 });
    expect(retrieved?.cases[0]?.labelRecall?.missed).toEqual([
      `${SOURCE}:${span(C).start}-${span(C).end}`,
    ]);
    // retrieved denominator: both relevant contexts at ranks 1, 2: AP 1.
    expect(retrieved?.cases[0]?.ap).toBe(1);
    // labels denominator: R = 2 relevant contexts retrieved + 1 relevant passage none matched = 3.
    expect(labels?.cases[0]?.ap).toBeCloseTo(2 / 3, 12);
  });

  it("weigh a regressed case's culprits by the R its AP was divided by, passages included", async () => {
    // Passages C (retrieved) and B (not): R = 2 under the labels denominator, though no id label.
    const twoPassages = jsonl([
      {
        id: 'refund-card',
        query: 'Where does my refund go?',
        passages: [
          { source: SOURCE, ...span(C) },
          { source: SOURCE, ...span(B) },
        ],
      },
    ]);
    const dir = await folder({
      'g.jsonl': twoPassages,
      'main.jsonl': ranking(paragraphs, shapes.own, { 'refund-card': ['c', 'a'] }),
      'pr.jsonl': ranking(paragraphs, shapes.own, { 'refund-card': ['a', 'c'] }),
    });
    const run = (retrieval: string, report: string, ...more: string[]) =>
      runCliInProcess(
        [
          '--golden',
          'g.jsonl',
          '--retrieval',
          retrieval,
          '--no-cache',
          '--denominator',
          'labels',
        ].concat(['--report-path', report], more),
        dir,
      );
    await run('main.jsonl', 'main.json');
    await run('pr.jsonl', 'pr.json', '--baseline', 'main.json');
    const report = JSON.parse(await readFile(join(dir, 'pr.json'), 'utf8')) as Report;
    // AP (1/2) / 2 = 0.25, from 1 / 2 = 0.5; without `a` moved above `c`: 1 / 2 = 0.5, so it cost 0.25.
    expect(report.cases[0]?.ap).toBe(0.25);
    expect(report.cases[0]?.baselineAp).toBe(0.5);
    expect(report.cases[0]?.culprits?.map((x) => [x.id, x.kind, x.cost])).toEqual([
      ['a', 'moved', 0.25],
    ]);
  });

  it('refuse a passage-labelled case whose contexts carry no source, naming the case and the fields', async () => {
    const bare = jsonl([
      { id: 'refund-time', contexts: [A, B] },
      { id: 'refund-card', contexts: [{ id: 'c', text: C, metadata: { source: SOURCE } }] },
    ]);
    const { code, stderr } = await score({ 'run.jsonl': bare }, '--retrieval', 'run.jsonl');
    expect(code).toBe(2);
    // refund-time's contexts say nothing; refund-card's have a source but no offsets for its offsets passage.
    expect(stderr).toContain(
      '2 cases labelled by passages have retrieved contexts that say nothing of where they come from: "refund-time (g.jsonl:1)", "refund-card (g.jsonl:2)"',
    );
    expect(stderr).toContain('"metadata.source"');
    expect(stderr).toContain('"metadata.start_index"');
    expect(stderr).toContain('node.start_char_idx');
  });

  it("warn when a variant's contexts leave far more of the labels unjudged: chunk-id labels and a new chunk size", async () => {
    const byId = jsonl([
      { id: 'refund-time', query: 'How long do refunds take?', relevant: { a: 1, d: 0 } },
      { id: 'refund-card', query: 'Where does my refund go?', relevant: ['c'] },
    ]);
    const dir = await folder({
      'g.jsonl': byId,
      'para.jsonl': byParagraph(shapes.own),
      'pair.jsonl': byPair(shapes.own),
    });
    const { code, stdout } = await runCliInProcess(
      [
        '--golden',
        'g.jsonl',
        '--retrieval',
        'para.jsonl',
        '--variant-retrieval',
        'pairs=pair.jsonl',
        '--no-cache',
      ],
      dir,
    );
    expect(code).toBe(0);
    // Paragraphs: b unjudged of 3, a unjudged of 2: (1/3 + 1/2) / 2 = 42%; pairs: all 4 unjudged, 100%.
    expect(stdout).toContain(
      "! variant pairs: 100% of its label-judged passages are named by no label, against 42% for this retriever, so its change of MAP is the labels' as much as the retrieval's; label by passages",
    );
  });

  it('warn in the comment when a PR re-chunks an index its labels name by chunk id, and not once labelled by passages', async () => {
    const byId = jsonl([
      { id: 'refund-time', query: 'How long do refunds take?', relevant: { a: 1, d: 0 } },
      { id: 'refund-card', query: 'Where does my refund go?', relevant: ['c'] },
    ]);
    const dir = await folder({
      'ids.jsonl': byId,
      'passages.jsonl': golden,
      'para.jsonl': byParagraph(shapes.own),
      'pair.jsonl': byPair(shapes.own),
    });
    const run = (labels: string, retrieval: string, ...more: string[]) =>
      runCliInProcess(['--golden', labels, '--retrieval', retrieval, '--no-cache', ...more], dir);
    await run('ids.jsonl', 'para.jsonl', '--report-path', 'main-ids.json');
    const byChunkId = await run(
      'ids.jsonl',
      'pair.jsonl',
      '--baseline',
      'main-ids.json',
      '--report-path',
      'pr-ids.json',
    );
    expect(byChunkId.code).toBe(1); // every label now names a chunk that is gone: MAP 0.75 → 0
    const comment = await readFile(join(dir, 'pr-ids.comment.md'), 'utf8');
    expect(comment).toContain(
      "⚠️ in 2 of 2 label-judged cases no label names any retrieved passage, against 0 in the baseline: the retriever returns passages the labels do not name (re-chunked?), so its change of MAP is the labels' as much as the retrieval's; label by passages, which survive re-chunking (docs/judging.md#passage-labels), or set judge-holes: true",
    );
    await run('passages.jsonl', 'para.jsonl', '--report-path', 'main-passages.json');
    const byPassage = await run(
      'passages.jsonl',
      'pair.jsonl',
      '--baseline',
      'main-passages.json',
      '--report-path',
      'pr-passages.json',
    );
    expect(byPassage.code).toBe(0); // MAP 0.75 both: one case up, one down
    const passages = await readFile(join(dir, 'pr-passages.comment.md'), 'utf8');
    expect(passages).toContain('ℹ️ passage labels: 3 of 3 matched a retrieved context');
    expect(passages).not.toContain('⚠️');
  });

  it('docs/judging.md "From chunk ids to passages": its script turns id labels into passages that score any chunking', async () => {
    const doc = readFileSync(join(repoRoot, 'docs/judging.md'), 'utf8');
    const script = /### From chunk ids to passages[\s\S]*?```python\n([\s\S]*?)```/.exec(doc)?.[1];
    const byId = jsonl([
      { id: 'refund-time', query: 'How long do refunds take?', relevant: { a: 1, d: 0 } },
      { id: 'refund-card', query: 'Where does my refund go?', relevant: ['c'] },
    ]);
    const dir = await folder({
      'evals/golden.jsonl': byId,
      'evals/retrieved.jsonl': byParagraph(shapes.own),
      'evals/pairs.jsonl': byPair(shapes.langchain),
      'convert.py': script ?? '',
    });
    const python = await runProcess('python3', ['convert.py'], dir);
    expect(python.code, python.stderr).toBe(0);
    const cases = (await readFile(join(dir, 'evals/golden.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    expect(cases[1]).toEqual({
      id: 'refund-card',
      query: 'Where does my refund go?',
      passages: [{ source: SOURCE, ...span(C), grade: 1 }],
    });
    const scoreBy = async (retrieval: string) => {
      const args = [
        '--golden',
        'evals/golden.jsonl',
        '--retrieval',
        retrieval,
        '--no-cache',
        '--report-path',
        'r.json',
      ];
      expect((await runCliInProcess(args, dir)).code).toBe(0);
      return (JSON.parse(await readFile(join(dir, 'r.json'), 'utf8')) as Report).cases.map((c) => [
        c.id,
        c.ap,
      ]);
    };
    // The labelled chunking scores as it did by ids; the pairs, by hand: AB holds A, CD holds C.
    expect(await scoreBy('evals/retrieved.jsonl')).toEqual([
      ['refund-time', 0.5],
      ['refund-card', 1],
    ]);
    expect(await scoreBy('evals/pairs.jsonl')).toEqual([
      ['refund-time', 1],
      ['refund-card', 0.5],
    ]);
  });

  it("init's Python stub says where each context comes from: a passage label judges it", async () => {
    const dir = await folder({
      'evals/retrieve.py': pythonRetriever(),
      'evals/golden.jsonl': jsonl([
        {
          id: 'refund-window',
          query: 'How long do refunds take?',
          // By offsets (the whole document) and by a quote: both match the stub's first context.
          passages: [
            { source: 'faq-refunds', start: 0, end: 20 },
            { source: 'faq-shipping', quote: 'Orders ship within 2 business days', grade: 0 },
          ],
        },
      ]),
    });
    const args = [
      '--golden',
      'evals/golden.jsonl',
      '--retriever-command',
      'python3 evals/retrieve.py',
    ];
    const run = await runCliInProcess([...args, '--no-cache', '--report-path', 'r.json'], dir);
    expect(run.code, run.stderr).toBe(0);
    const [c] = (JSON.parse(await readFile(join(dir, 'r.json'), 'utf8')) as Report).cases;
    // faq-refunds (relevant) at rank 1, faq-shipping (grade 0) judged, faq-password unjudged.
    expect([c?.ap, c?.unjudged, c?.passageLabels]).toEqual([
      1,
      ['faq-password'],
      { matched: 2, total: 2 },
    ]);
  });

  it('reject a passage with neither quote nor offsets, start ≥ end, an empty quote or an unknown field, at file:line', async () => {
    const bad = jsonl([
      { id: 'a', query: 'q1', passages: [{ source: SOURCE }] },
      { id: 'b', query: 'q2', passages: [{ source: SOURCE, start: 9, end: 9 }] },
      { id: 'c', query: 'q3', passages: [{ source: SOURCE, quote: '  ' }] },
      { id: 'd', query: 'q4', passages: [{ source: SOURCE, quote: 'x', page: 2 }] },
    ]);
    const dir = await folder({ 'g.jsonl': bad });
    const { code, stderr } = await runCliInProcess(
      ['--golden', 'g.jsonl', '--judge', 'labels', '--no-cache'],
      dir,
    );
    expect(code).toBe(2);
    expect(stderr).toContain(
      'g.jsonl:1: case "a": field "passages[0].quote": is required: give "quote"',
    );
    expect(stderr).toContain(
      'g.jsonl:2: case "b": field "passages[0].end": must be greater than "start" (9)',
    );
    expect(stderr).toContain('g.jsonl:3: case "c": field "passages[0].quote": is empty');
    expect(stderr).toContain('g.jsonl:4: case "d": field "passages[0]": unknown field "page"');
  });
});

describe('matching a context with a passage', () => {
  it('finds a common run of a given length exactly where the quadratic table does', () => {
    // The reference: the n×m dynamic programme, on random strings over a small alphabet.
    const table = (a: string, b: string) => {
      let best = 0;
      let previous = new Array<number>(b.length + 1).fill(0);
      for (let i = 1; i <= a.length; i += 1) {
        const row = new Array<number>(b.length + 1).fill(0);
        for (let j = 1; j <= b.length; j += 1)
          if (a[i - 1] === b[j - 1]) best = Math.max(best, (row[j] = previous[j - 1]! + 1));
        previous = row;
      }
      return best;
    };
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const word = (n: number) =>
      Array.from({ length: n }, () => 'abcé😀'[Math.floor(random() * 5)]).join('');
    for (let i = 0; i < 300; i += 1) {
      const [a, b] = [word(Math.floor(random() * 40)), word(Math.floor(random() * 40))];
      const longest = table(a, b);
      for (let n = 0; n <= Math.min(a.length, b.length) + 1; n += 1)
        expect(sharesRun(a, b, n), `${a} / ${b} / ${n}`).toBe(longest >= n);
    }
  });

  it('settles text that repeats itself by the suffix automaton, as the table does', () => {
    const a = `${'ab'.repeat(50)}x`;
    const b = `${'ab'.repeat(400)}y`;
    expect([sharesRun(a, b, 100), sharesRun(a, b, 101)]).toEqual([true, false]);
  });

  it('matches a 200,000-character context in linear time', () => {
    const long = 'abcdefghij'.repeat(20_000);
    const quote = `${'abcdefghij'.repeat(5_000)}xyz`;
    expect(sharesRun(long, quote, 25_001)).toBe(true); // 50,000 in common: half of the quote
    expect(sharesRun(long, 'x'.repeat(50_000) + 'abc', 25_001)).toBe(false);
  });

  it("collapses whitespace runs as JavaScript's \\s reads them", () => {
    const chars =
      ' \t\n\v\f\r\u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufeff\u0085\u200bxé';
    let seed = 3;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 5000; n += 1) {
      const text = Array.from(
        { length: Math.floor(random() * 12) },
        () => chars[Math.floor(random() * chars.length)],
      ).join('');
      expect(collapse(text), JSON.stringify(text)).toBe(text.replace(/\s+/g, ' ').trim());
    }
  });

  it('reads a machine path as the document a label names', () => {
    expect(sameSource('docs/a.md', '/home/runner/work/app/app/docs/a.md')).toBe(true);
    expect(sameSource(sourcePath('./docs/a.md'), sourcePath('docs\\a.md'))).toBe(true);
    expect(sameSource('a.md', 'docs/ba.md')).toBe(false);
  });
});
