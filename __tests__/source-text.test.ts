import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_NESTING } from '../src/files/source-text.js';
import { loadGoldenCases, type GoldenCase } from '../src/golden/golden-cases.js';
import { readReportFile } from '../src/report/report-file.js';
import { loadRetrievalFile } from '../src/retrieval/retrieval-results.js';
import { buildReport } from './fixtures/reports.js';
import { tempFolderPerTest, userErrorMessage } from './helpers/temp-dir.js';

// Real files in a temp folder: the text a user's editor or generator writes.
const folder = tempFolderPerTest();
const failure = userErrorMessage;

const BOM = '\uFEFF';
const caseJson = { id: 'a', query: 'q', relevant: ['x'], contexts: ['y', { id: 'x', text: 'x' }] };
const caseYaml = '- id: a\n  query: q\n  relevant: [x]\n  contexts: [y, {id: x, text: x}]\n';
const summary = (cases: GoldenCase[]) =>
  cases.map((c) => ({ id: c.id, texts: c.contexts?.map((x) => x.text), line: c.source.line }));

describe('a UTF-8 byte order mark', () => {
  it('is accepted at the start of a golden file (json, jsonl, yaml)', async () => {
    const dir = await folder({
      'a.json': BOM + JSON.stringify([caseJson]),
      'b.jsonl': BOM + JSON.stringify({ ...caseJson, id: 'b' }) + '\n',
      'c.yaml': BOM + caseYaml.replace('id: a', 'id: c'),
    });
    const cases = await loadGoldenCases('a.json,b.jsonl,c.yaml', dir);
    expect(summary(cases)).toEqual(
      ['a', 'b', 'c'].map((id) => ({ id, texts: ['y', 'x'], line: 1 })),
    );
  });

  it('is accepted at the start of a retrieval file and of a report file', async () => {
    const dir = await folder({
      'r.jsonl': BOM + JSON.stringify({ id: 'a', contexts: ['z'] }) + '\n',
      'report.json': BOM + JSON.stringify(buildReport([]), null, 2),
    });
    const goldenCase: GoldenCase = {
      id: 'a',
      query: 'q',
      tags: [],
      source: { file: 'g.json', line: 1 },
    };
    const rankings = await loadRetrievalFile('r.jsonl', [goldenCase], dir);
    expect(rankings.get('a')?.map((c) => c.text)).toEqual(['z']);
    expect((await readReportFile(join(dir, 'report.json'), 'report.json')).schemaVersion).toBe(1);
  });
});

describe('YAML anchors and aliases', () => {
  it('resolve, merge keys (<<) included', async () => {
    const dir = await folder({
      'g.yaml': [
        'shared: &refund {id: refund-policy, text: Refunds within 30 days.}',
        'cases:',
        '  - &base',
        '    id: a',
        '    query: How do refunds work?',
        '    relevant: [refund-policy]',
        '    contexts: [*refund, other]',
        '  - <<: *base',
        '    id: b',
        '',
      ].join('\n'),
    });
    const cases = await loadGoldenCases('g.yaml', dir);
    expect(summary(cases)).toEqual([
      { id: 'a', texts: ['Refunds within 30 days.', 'other'], line: 4 },
      { id: 'b', texts: ['Refunds within 30 days.', 'other'], line: 8 },
    ]);
    expect(cases[1]?.query).toBe('How do refunds work?');
  });

  it('an alias bomb (a billion laughs) is an error naming the file', async () => {
    const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 10; i += 1) {
      const [name, previous] = [String.fromCharCode(97 + i), String.fromCharCode(96 + i)];
      lines.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`);
    }
    lines.push('cases:', `  - {id: a, query: q, tags: *j}`);
    const dir = await folder({ 'bomb.yaml': lines.join('\n') + '\n' });
    expect(await failure(loadGoldenCases('bomb.yaml', dir))).toBe(
      'golden: 1 problem in the golden cases\n  - bomb.yaml: YAML aliases expand too much (anchored content used more than 100 times, counting aliases inside aliases); write the values out',
    );
  });
});

describe('deeply nested data', () => {
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const nestedError = (file: string) =>
    `${file}:1: arrays and objects nested more than ${MAX_NESTING} levels deep; flatten the data`;

  it('100,000 nested arrays are an input error naming the file and line, not a stack overflow', async () => {
    const dir = await folder({
      'g.json': deep(100_000),
      'g.jsonl': deep(100_000) + '\n',
      'g.yaml': deep(100_000) + '\n',
      'report.json': deep(100_000),
    });
    for (const file of ['g.json', 'g.jsonl', 'g.yaml']) {
      const message = await failure(loadGoldenCases(file, dir));
      expect(message).toContain(nestedError(file));
      expect(message).not.toMatch(/call stack|overflow/i);
    }
    expect(await failure(readReportFile(join(dir, 'report.json'), 'report.json'))).toBe(
      nestedError('report.json'),
    );
  });

  it('block nesting too deep for the YAML parser names its line', async () => {
    let text = caseYaml + '  metadata:\n';
    for (let i = 0; i < 1500; i += 1) text += `${' '.repeat(4 + i)}k${i}:\n`;
    const dir = await folder({ 'g.yaml': text });
    expect(await failure(loadGoldenCases('g.yaml', dir))).toMatch(
      /g\.yaml:\d+: nested too deeply to read; flatten the data/,
    );
  });

  it('nesting within the limit is read, brackets inside JSON strings do not count', async () => {
    const metadata = { m: JSON.parse(deep(MAX_NESTING - 6)) as unknown };
    const text = JSON.stringify({
      cases: [
        { ...caseJson, query: '['.repeat(1000), contexts: [{ id: 'x', text: 'x', metadata }] },
      ],
    });
    const dir = await folder({});
    await writeFile(join(dir, 'g.json'), text);
    await expect(loadGoldenCases('g.json', dir)).resolves.toHaveLength(1);
  });
});
