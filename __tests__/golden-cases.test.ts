import { afterEach, describe, expect, it } from 'vitest';
import { UserError } from '../src/errors.js';
import { contextIdOf } from '../src/golden/context.js';
import { caseDefinitionOf } from '../src/golden/case-definition.js';
import { caseIdOf, loadGoldenCases } from '../src/golden/golden-cases.js';
import { tempFiles } from './helpers/temp-dir.js';

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.map((c) => c()));
  cleanups = [];
});

async function load(files: Record<string, string>, patterns: string) {
  const { dir, cleanup } = await tempFiles(files);
  cleanups.push(cleanup);
  return loadGoldenCases(patterns, dir);
}

/** The error message a load fails with. */
async function loadError(files: Record<string, string>, patterns: string): Promise<string> {
  try {
    await load(files, patterns);
  } catch (error) {
    expect(UserError.isInstance(error)).toBe(true);
    return (error as Error).message;
  }
  throw new Error('expected the load to fail');
}

describe('loadGoldenCases: formats', () => {
  it('reads JSON arrays, { cases }, JSONL, NDJSON and YAML, with aliases', async () => {
    const cases = await load(
      {
        'g/a.json': JSON.stringify([{ id: 'a1', query: 'q', expected: 'e', relevant: ['x'] }]),
        'g/b.json': JSON.stringify({ cases: [{ id: 'b1', input: 'q', expectedOutput: 'e' }] }),
        'g/c.jsonl':
          '{"id":"c1","query":"q","groundTruth":"e"}\n\n{"id":"c2","query":"q","relevant":{"x":2,"y":0}}\n',
        'g/d.ndjson':
          '{"id":"d1","query":"q","expected":"e","contexts":["plain text",{"id":"k","text":"t","score":0.5}]}\n',
        'g/e.yaml': '- id: e1\n  query: q\n  expected: e\n  tags: [t1]\n',
        'g/f.yml': 'cases:\n  - id: f1\n    query: q\n    expected: e\n',
      },
      'g/*.json, g/*.jsonl\ng/*.ndjson,g/*.y*ml',
    );
    expect(cases.map((c) => c.id)).toEqual(['a1', 'b1', 'c1', 'c2', 'd1', 'e1', 'f1']);
    const byId = new Map(cases.map((c) => [c.id, c]));
    expect(byId.get('b1')).toMatchObject({
      query: 'q',
      expected: 'e',
      source: { file: 'g/b.json', line: 1 },
    });
    expect(byId.get('c1')?.expected).toBe('e');
    expect([...byId.get('c2')!.relevant!]).toEqual([
      ['x', 2],
      ['y', 0],
    ]);
    expect(byId.get('a1')?.relevant?.get('x')).toBe(1);
    expect(byId.get('d1')?.contexts).toEqual([
      { id: contextIdOf('plain text'), text: 'plain text' },
      { id: 'k', text: 't', score: 0.5 },
    ]);
    expect(contextIdOf('plain text')).toMatch(/^[0-9a-f]{12}$/);
    expect(byId.get('e1')).toMatchObject({ tags: ['t1'], source: { file: 'g/e.yaml', line: 1 } });
    expect(byId.get('f1')?.source).toEqual({ file: 'g/f.yml', line: 2 });
  });
});

describe('loadGoldenCases: errors name the file, line and field', () => {
  it('a wrong type in JSONL', async () => {
    const message = await loadError(
      {
        'golden/support.jsonl':
          '{"id":"a","query":"q","expected":"e"}\n{"id":"b","query":"q","expected":"e"}\n{"id":"c","query":null}\n',
      },
      'golden/support.jsonl',
    );
    expect(message).toContain(
      'golden/support.jsonl:3: case "c": field "query": expected a string, got null',
    );
  });

  it('a missing query, in JSON, at the line of the record', async () => {
    const message = await loadError(
      { 'g.json': '[\n  {"id": "a", "query": "q"},\n  {"id": "b"}\n]\n' },
      'g.json',
    );
    expect(message).toContain('g.json:3: case "b": field "query": is required');
  });

  it("a wrong field type in YAML, at the field's own line", async () => {
    const message = await loadError(
      { 'g.yaml': '- id: a\n  query: q\n  tags:\n    - ok\n    - 3\n' },
      'g.yaml',
    );
    expect(message).toContain(
      'g.yaml:5: case "a": field "tags[1]": expected a string, got a number',
    );
  });

  it('an unknown field (a typo)', async () => {
    const message = await loadError(
      { 'g.jsonl': '{"id":"a","query":"q","expectd":"e"}\n' },
      'g.jsonl',
    );
    expect(message).toContain(
      'g.jsonl:1: case "a": unknown field "expectd" (did you mean "expected"?)',
    );
  });

  it('both a field and its alias', async () => {
    const message = await loadError(
      { 'g.jsonl': '{"id":"a","query":"q","input":"q2"}\n' },
      'g.jsonl',
    );
    expect(message).toContain(
      'g.jsonl:1: case "a": field "input": give one of "query", "input", "user_input", "question", not "query" and "input"',
    );
  });

  it('a bad context and bad labels', async () => {
    const message = await loadError(
      {
        'g.jsonl':
          '{"id":"a","query":"q","contexts":[{"id":"x"}]}\n{"id":"b","query":"q","relevant":"x"}\n',
      },
      'g.jsonl',
    );
    expect(message).toContain(
      'g.jsonl:1: case "a": field "contexts[0].text": is required (expected a string)',
    );
    expect(message).toContain(
      'g.jsonl:2: case "b": field "relevant": expected an array of context ids or an object { "<context id>": grade }, got a string',
    );
  });

  it('a context id repeated in one ranking', async () => {
    const message = await loadError(
      { 'g.jsonl': '{"id":"a","query":"q","contexts":["same","same"]}\n' },
      'g.jsonl',
    );
    expect(message).toContain(
      `g.jsonl:1: case "a": field "contexts": context id "${contextIdOf('same')}" repeated in the ranking`,
    );
  });

  it('invalid JSON on a JSONL line, and in a JSON file', async () => {
    expect(
      await loadError({ 'g.jsonl': '{"id":"a","query":"q"}\n{"id": "b",\n' }, 'g.jsonl'),
    ).toMatch(/g\.jsonl:2: invalid JSON/);
    expect(await loadError({ 'g.json': '[\n {"id": "a"},\n {"id": }\n]' }, 'g.json')).toMatch(
      /g\.json:3: invalid JSON/,
    );
  });

  it('invalid YAML, with its line', async () => {
    expect(await loadError({ 'g.yaml': '- id: a\n  query: q\n - bad: [\n' }, 'g.yaml')).toMatch(
      /g\.yaml:3: /,
    );
  });

  it('a file that is not a list of cases', async () => {
    expect(await loadError({ 'g.json': '{"id": "a"}' }, 'g.json')).toContain(
      'g.json:1: expected an array of records or { "cases": [...] }, got an object',
    );
  });

  it('duplicate ids name both places', async () => {
    const message = await loadError(
      {
        'a.jsonl': '{"id":"x","query":"q"}\n',
        'b.yaml': '- id: y\n  query: q\n- id: x\n  query: q\n',
      },
      'a.jsonl,b.yaml',
    );
    expect(message).toContain('b.yaml:3: duplicate case id "x" (first defined at a.jsonl:1)');
  });

  it('a pattern that matches nothing, and an unsupported extension', async () => {
    expect(
      await loadError({ 'a.jsonl': '{"id":"x","query":"q"}\n' }, 'a.jsonl, missing/*.json'),
    ).toContain('golden: no file matches "missing/*.json"');
    expect(await loadError({ 'a.csv': 'id,query\n' }, 'a.csv')).toContain(
      'a.csv: unsupported file type ".csv"',
    );
  });

  it('collects every problem of every file into one message', async () => {
    const message = await loadError(
      {
        'a.jsonl': '{"id":"a"}\n{"query":"q","tags":"t"}\n',
        'b.json': '[{"id": 5, "query": "q"}]',
      },
      'a.jsonl,b.json',
    );
    expect(message).toMatch(/^golden: 3 problems in the golden cases/);
    expect(message).toContain('a.jsonl:1: case "a": field "query": is required');
    expect(message).toContain('a.jsonl:2: field "tags": expected an array, got a string');
    expect(message).toContain('b.json:1: field "id": expected a string, got a number');
  });
});

describe('loadGoldenCases: datasets teams already have', () => {
  it('reads RAGAS, DeepEval and Mastra field names, and derives a stable id when there is none', async () => {
    const { dir, cleanup } = await tempFiles({
      'ragas.jsonl':
        JSON.stringify({
          user_input: 'How long do refunds take?',
          reference: 'Five business days.',
          retrieved_contexts: ['Refunds take five business days.', 'Shipping is free.'],
          response: 'About a week.',
          reference_contexts: ['Refunds take five business days.'],
        }) + '\n',
      'deepeval.json': JSON.stringify([
        {
          input: 'Where is the office?',
          expected_output: 'Paris.',
          retrieval_context: ['Our office is in Paris.'],
          actual_output: 'Paris',
          context: ['Our office is in Paris.'],
        },
      ]),
      'mastra.yaml':
        '- input: Who founded it?\n  groundTruth: Ada.\n  contexts: [Ada founded it in 2020.]\n',
    });
    try {
      const cases = await loadGoldenCases('ragas.jsonl, deepeval.json, mastra.yaml', dir);
      expect(cases.map((c) => [c.id, c.query, c.expected, c.contexts?.length])).toEqual([
        [
          'how-long-do-refunds-take-' + caseIdOf('How long do refunds take?').slice(-16),
          'How long do refunds take?',
          'Five business days.',
          2,
        ],
        [caseIdOf('Where is the office?'), 'Where is the office?', 'Paris.', 1],
        [caseIdOf('Who founded it?'), 'Who founded it?', 'Ada.', 1],
      ]);
      expect(caseIdOf('Where is the office?')).toMatch(/^where-is-the-office-[0-9a-f]{16}$/);
      // Still strict about anything else: a typo is named.
      const typo = await loadError({ 't.jsonl': '{"user_input":"q","refrence":"a"}\n' }, 't.jsonl');
      expect(typo).toContain('t.jsonl:1: unknown field "refrence"');
      // Two cases with the same query and no ids: say how to fix it.
      const same = await loadError({ 's.jsonl': '{"query":"q"}\n{"query":"q"}\n' }, 's.jsonl');
      expect(same).toContain(
        's.jsonl:2: the same query as the case at s.jsonl:1, so the same derived id',
      );
    } finally {
      await cleanup();
    }
  });
});

describe('loadGoldenCases: labels of passages judged not relevant, and who decided', () => {
  it('reads irrelevant as grade 0, the same labels as grade 0 in relevant, and labelled', async () => {
    const [listed, graded] = await load(
      {
        'g.jsonl': [
          '{"id":"a","query":"q","relevant":["x"],"irrelevant":["y"],"labelled":{"by":"ana","at":"2026-12-02"}}',
          '{"id":"b","query":"q","relevant":{"x":1,"y":0}}',
        ].join('\n'),
      },
      'g.jsonl',
    );
    expect([...(listed?.relevant ?? [])].sort()).toEqual([...(graded?.relevant ?? [])].sort());
    expect(caseDefinitionOf(listed!)).toEqual(caseDefinitionOf(graded!));
    expect(listed?.labelled).toEqual({ by: 'ana', at: '2026-12-02' });
    // Only irrelevant labels: still a labelled case (every passage it names is not relevant).
    const [only] = await load({ 'o.jsonl': '{"query":"q","irrelevant":["y"]}' }, 'o.jsonl');
    expect(only?.relevant).toEqual(new Map([['y', 0]]));
  });

  it('an id both relevant and irrelevant, or a labelled without a date, is an error at its line', async () => {
    const message = await loadError(
      {
        'g.jsonl': [
          '{"id":"ok","query":"q","relevant":["x"]}',
          '{"id":"both","query":"q","relevant":{"x":2},"irrelevant":["z","x"]}',
          '{"id":"when","query":"q","relevant":["x"],"labelled":{"by":"ana","at":"yesterday"}}',
        ].join('\n'),
      },
      'g.jsonl',
    );
    expect(message).toContain(
      'g.jsonl:2: case "both": field "irrelevant[1]": "x" is also relevant (grade 2) in "relevant": a passage is relevant or not; remove it from one of them',
    );
    expect(message).toContain(
      'g.jsonl:3: case "when": field "labelled.at": expected an ISO date such as "2026-12-02" or "2026-12-02T07:00:00Z", got "yesterday"',
    );
  });
});
