import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserError } from '../src/errors.js';
import type { GoldenCase } from '../src/golden/golden-cases.js';
import { loadGoldenCases } from '../src/golden/golden-cases.js';
import { renderComment, renderSummary } from '../src/report/markdown/comment-and-summary.js';
import { reportJsonPieces, writePieces } from '../src/report/report-file.js';
import { readReportFile } from '../src/report/report-file.js';
import type { Report } from '../src/report/report.js';
import { renderText } from '../src/report/render-text.js';
import { loadRetrievalFile } from '../src/retrieval/retrieval-results.js';
import { manyCasesReport } from './fixtures/reports.js';
import { tempFiles } from './helpers/temp-dir.js';

// yaml is spied on to show that a .json file is parsed once, by JSON.parse alone.
vi.mock('yaml', async (importOriginal) => {
  const yaml = await importOriginal<typeof import('yaml')>();
  return { ...yaml, parseDocument: vi.fn(yaml.parseDocument) };
});
const yaml = await import('yaml');
// readFile is spied on only to stand for a file past V8's string limit (a 600 MB file in a test is
// too slow); every other call reads for real.
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  return { ...fs, readFile: vi.fn(fs.readFile) };
});
const fsPromises = await import('node:fs/promises');

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.map((c) => c()));
  cleanups = [];
  vi.restoreAllMocks();
});

async function folder(files: Record<string, string>): Promise<string> {
  const { dir, cleanup } = await tempFiles(files);
  cleanups.push(cleanup);
  return dir;
}

async function errorOf(promise: Promise<unknown>): Promise<UserError> {
  try {
    await promise;
  } catch (error) {
    expect(UserError.isInstance(error)).toBe(true);
    return error as UserError;
  }
  throw new Error('expected an error');
}

const goldenCase = (id: string): GoldenCase => ({
  id,
  query: 'q',
  tags: [],
  source: { file: 'golden.jsonl', line: 1 },
});

/** A report of `count` cases, copied from a small real one (scoring 150k would take a while). */
function bigReport(count: number): Report {
  const template = manyCasesReport(50);
  return {
    ...template,
    cases: Array.from({ length: count }, (_, i) => ({
      ...(template.cases[i % 50] as Report['cases'][number]),
      id: `case-${i}`,
    })),
  };
}

describe('large inputs: no spread of big arrays', () => {
  // 150k: past the ~125k arguments where push(...rows) and Math.max(...xs) overflow the stack.
  const N = 150_000;

  it('a retrieval file of 150k results loads (push(...records) overflowed)', async () => {
    const ids = Array.from({ length: N }, (_, i) => `c${i}`);
    const dir = await folder({
      'r.jsonl': ids.map((id) => `{"id":"${id}","contexts":["t"]}`).join('\n'),
    });
    const rankings = await loadRetrievalFile('r.jsonl', ids.map(goldenCase), dir);
    expect(rankings.size).toBe(N);
  });

  it('the CLI text, the job summary and the comment render 150k cases', () => {
    const report = bigReport(N);
    expect(renderText(report).split('\n').length).toBeGreaterThan(N);
    const summary = renderSummary({ report, history: [] });
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(1_048_576);
    expect(summary).toContain('more cases in');
    expect(renderComment({ report, history: [] }).length).toBeLessThanOrEqual(65_000);
  });
});

describe('large inputs: the report file', () => {
  it('is written case by case, one line each, and reads back', async () => {
    const report = bigReport(2_000);
    const dir = await folder({});
    const path = join(dir, 'report.json');
    await writePieces(path, reportJsonPieces(report));
    const written = await readFile(path, 'utf8');
    expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(report)));
    // One line per case: each case is stringified alone, never the whole report as one string.
    const caseLines = written.split('\n').filter((line) => line.startsWith('    {"id":'));
    expect(caseLines).toHaveLength(2_000);
    expect((await readReportFile(path)).cases).toHaveLength(2_000);
  });
});

describe('large inputs: JSON is parsed once', () => {
  it('a .json golden file is read by JSON.parse alone, with each record at its line', async () => {
    const text = [
      '{',
      '  "cases": [',
      '    { "id": "a", "query": "q", "relevant": ["x"] },',
      '    {',
      '      "id": "b",',
      '      "query": "q",',
      '      "relevant": ["x"]',
      '    }',
      '  ]',
      '}',
    ].join('\n');
    const dir = await folder({ 'g.json': text });
    const parse = vi.spyOn(JSON, 'parse');
    vi.mocked(yaml.parseDocument).mockClear();
    const cases = await loadGoldenCases('g.json', dir);
    expect(cases.map((c) => [c.id, c.source.line])).toEqual([
      ['a', 3],
      ['b', 4],
    ]);
    expect(parse.mock.calls.filter(([arg]) => arg === text)).toHaveLength(1);
    expect(yaml.parseDocument).not.toHaveBeenCalled();
  });

  it('an error still names the line of the field at fault', async () => {
    const text = [
      '[',
      '  { "id": "a", "query": "q" },',
      '  {',
      '    "id": "b",',
      '    "query": "q",',
      '    "contexts": [',
      '      "fine",',
      '      { "text": 7 }',
      '    ]',
      '  }',
      ']',
    ].join('\n');
    const error = await errorOf(loadGoldenCases('g.json', await folder({ 'g.json': text })));
    expect(error.details).toEqual([
      'g.json:8: case "b": field "contexts[1].text": expected a string, got a number',
    ]);
  });

  it('a key given twice in one object is an error naming its line (JSON.parse keeps the last)', async () => {
    const text = '[\n  { "id": "a",\n    "query": "q",\n    "query": "r" }\n]';
    const error = await errorOf(loadGoldenCases('g.json', await folder({ 'g.json': text })));
    expect(error.details).toEqual([
      'g.json:4: invalid JSON: key "query" appears twice in one object',
    ]);
  });

  it('a report file read back is parsed once too', async () => {
    const dir = await folder({});
    const path = join(dir, 'report.json');
    await writePieces(path, reportJsonPieces(manyCasesReport(3)));
    vi.mocked(yaml.parseDocument).mockClear();
    expect((await readReportFile(path)).cases).toHaveLength(3);
    expect(yaml.parseDocument).not.toHaveBeenCalled();
  });
});

describe('large inputs: a file past the string limit', () => {
  it('says to split it, not "cannot read the file (ERR_STRING_TOO_LONG)"', async () => {
    const dir = await folder({ 'g.json': '[]' });
    const tooLong = Object.assign(
      new Error('Cannot create a string longer than 0x1fffffe8 characters'),
      { code: 'ERR_STRING_TOO_LONG' },
    );
    vi.mocked(fsPromises.readFile).mockRejectedValueOnce(tooLong);
    const error = await errorOf(loadGoldenCases('g.json', dir));
    expect(error.details).toEqual([
      'g.json: the file is too large to read as one text (over about 512 MB); split it into several files (a glob or a list reads them all)',
    ]);
  });
});

describe('large inputs: error lists are capped', () => {
  it('30,000 bad golden cases: 20 listed, "… and 29,980 more"', async () => {
    const lines = Array.from({ length: 30_000 }, (_, i) => `{"id":"c${i}"}`);
    const error = await errorOf(
      loadGoldenCases('g.jsonl', await folder({ 'g.jsonl': lines.join('\n') })),
    );
    expect(error.message.split('\n')[0]).toBe('golden: 30,000 problems in the golden cases');
    expect(error.details).toHaveLength(20);
    expect(error.details[0]).toBe(
      'g.jsonl:1: case "c0": field "query": is required (a string; aliases "input", "user_input", "question")',
    );
    expect(error.message.split('\n').at(-1)).toBe('  - … and 29,980 more');
  });

  it('30,000 unparsable JSONL lines and 30,000 bad results: capped alike', async () => {
    const dir = await folder({
      'bad.jsonl': Array.from({ length: 30_000 }, () => '{').join('\n'),
      'r.jsonl': Array.from({ length: 30_000 }, (_, i) => `{"id":"c${i}"}`).join('\n'),
    });
    const syntax = await errorOf(loadGoldenCases('bad.jsonl', dir));
    expect(syntax.details).toHaveLength(20);
    expect(syntax.message.split('\n').at(-1)).toBe('  - … and 29,980 more');
    const results = await errorOf(loadRetrievalFile('r.jsonl', [goldenCase('c0')], dir));
    expect(results.details).toHaveLength(20);
    expect(results.details[0]).toBe(
      'r.jsonl:1: case "c0": field "contexts": is required (expected an array)',
    );
    expect(results.message.split('\n').at(-1)).toBe('  - … and 29,980 more');
  });

  it('a report file with a bad field in every case: 20 listed, the rest counted', async () => {
    const report = manyCasesReport(50);
    const broken = { ...report, cases: report.cases.map((c) => ({ ...c, ap: 'high' })) };
    const dir = await folder({ 'r.json': JSON.stringify(broken, null, 2) });
    const error = await errorOf(readReportFile(join(dir, 'r.json'), 'r.json'));
    expect(error.details).toHaveLength(20);
    expect(error.details[0]).toMatch(
      /^r\.json:\d+: field "cases\[0\]\.ap": expected a number, got a string$/,
    );
    expect(error.message.split('\n').at(-1)).toBe('  - … and 30 more');
  });
});

describe('large inputs: context text in the report', () => {
  it('only where the comment or the summary shows it, cut as shown; both render the same', () => {
    const report = manyCasesReport(400);
    const withText = report.cases.filter((c) => c.contexts.some((x) => x.text !== undefined));
    // The summary lists the reasons of 50 cases at most; the others keep ids, verdicts, reasons.
    expect(withText.length).toBeGreaterThan(0);
    expect(withText.length).toBeLessThanOrEqual(50);
    for (const c of report.cases)
      for (const x of c.contexts) {
        expect(x.reason).not.toBe('');
        if (x.text !== undefined) expect(Array.from(x.text).length).toBeLessThanOrEqual(140);
      }
    // The same markdown as from the full texts (manyCasesReport's texts are 200+ characters).
    const full: Report = {
      ...report,
      cases: report.cases.map((c, i) => ({
        ...c,
        contexts: c.contexts.map((x, r) => ({
          ...x,
          text: `Section ${i}.${r}: ${'The setting controls how long items are kept before they are archived. '.repeat(3)}`,
        })),
      })),
    };
    expect(renderSummary({ report, history: [] })).toBe(
      renderSummary({ report: full, history: [] }),
    );
    expect(renderComment({ report, history: [] })).toBe(
      renderComment({ report: full, history: [] }),
    );
  });
});
