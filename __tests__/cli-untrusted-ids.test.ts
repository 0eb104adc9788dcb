import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { jsonl, labelledCase } from './helpers/labelled-case.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// Ids are whatever a golden file says: named like Object.prototype's members, written in another
// Unicode form, or derived from long queries that start alike. Each works as any other id.
const folder = tempFolderPerTest();

async function cli(dir: string, ...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    cwd: dir,
    env: { PATH: process.env.PATH },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

const readReport = async (dir: string, name: string) =>
  JSON.parse(await readFile(join(dir, name), 'utf8'));

describe('case ids named like Object.prototype members', () => {
  const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

  it('are compared with a --baseline report like any id, and a label "__proto__" is kept', async () => {
    const protoLabel = {
      id: 'proto-label',
      query: 'Which passage?',
      relevant: { ['__proto__']: 1 }, // an own key, as JSON.parse makes it
      contexts: ['filler', { id: '__proto__', text: 'the labelled passage' }],
    };
    const dir = await folder({
      // Main has three of them; the PR adds `hasOwnProperty` and `valueOf` (new: no baseline AP).
      'main.jsonl': jsonl([...names.slice(0, 3).map((id) => labelledCase(id, 1)), protoLabel]),
      // The PR: `constructor` got worse, the rest did not move.
      'pr.jsonl': jsonl([
        ...names.map((id) => labelledCase(id, id === 'constructor' ? 2 : 1)),
        protoLabel,
      ]),
    });
    const common = ['--judge', 'labels', '--no-cache', '--threshold', '0', '--max-drop', '1'];
    const main = await cli(dir, '--golden', 'main.jsonl', '--report-path', 'main.json', ...common);
    expect(main.stderr).not.toContain('Unexpected error');
    expect(main.code).toBe(0);
    const pr = await cli(
      dir,
      '--golden',
      'pr.jsonl',
      '--report-path',
      'pr.json',
      '--baseline',
      'main.json',
      ...common,
    );
    expect(pr.stderr).not.toContain('Unexpected error');
    expect(pr.code).toBe(0);
    const report = await readReport(dir, 'pr.json');
    const byId = new Map(report.cases.map((c: { id: string }) => [c.id, c]));
    expect([...byId.keys()].sort()).toEqual([...names, 'proto-label'].sort());
    expect(byId.get('constructor')).toMatchObject({ baselineAp: 1, ap: 0.5, change: 'regressed' });
    for (const id of ['__proto__', 'toString'])
      expect(byId.get(id), id).toMatchObject({ baselineAp: 1, ap: 1, change: 'same' });
    for (const id of ['hasOwnProperty', 'valueOf'])
      expect(byId.get(id), id).toMatchObject({ baselineAp: null, ap: 1, change: 'new' });
    // The label map's key `__proto__` is a label: relevant at rank 2.
    expect(byId.get('proto-label')).toMatchObject({ judge: 'labels', ap: 0.5, relevantRanks: [2] });
    expect(report.regressions).toBe(1);
    expect(pr.stdout).toMatch(/constructor\s+0\.50\s+1\.00\s+−0\.50\s+1\.00\s+●○→○●/);
  });
});

describe('derived ids', () => {
  it('two queries that share their first 40 characters get two ids, not "the same query"', async () => {
    // Their sha256 digests share the first 24 bits (found by trying store numbers): with 24 bits
    // of hash these two got one id, and the run was refused as "the same query".
    const stem = 'What is the refund policy for orders placed in store number';
    const dir = await folder({
      'golden.jsonl': jsonl(
        ['969?', '5853?'].map((end) => ({
          query: `${stem} ${end}`,
          relevant: ['r'],
          contexts: [{ id: 'r', text: 'refunds' }],
        })),
      ),
    });
    const result = await cli(dir, '--golden', 'golden.jsonl', '--judge', 'labels', '--no-cache');
    expect(result.stderr).not.toContain('the same query');
    expect(result.code).toBe(0);
    const ids = (await readReport(dir, '.context-precision/report.json')).cases.map(
      (c: { id: string }) => c.id,
    );
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids)
      expect(id).toMatch(/^what-is-the-refund-policy-for-orders-pla-[0-9a-f]{16}$/);
  });

  it('the same query twice is still "the same query"', async () => {
    const dir = await folder({
      'golden.jsonl': jsonl([1, 2].map(() => ({ query: 'Where is the office?', relevant: ['r'] }))),
    });
    const result = await cli(dir, '--golden', 'golden.jsonl', '--judge', 'labels', '--no-cache');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'golden.jsonl:2: the same query as the case at golden.jsonl:1, so the same derived id',
    );
  });
});

describe('ids in two Unicode forms', () => {
  it('a golden id in NFD matches its result in NFC (the same visible text)', async () => {
    const nfd = 'cafe\u0301-hours';
    const nfc = 'caf\u00e9-hours';
    expect(nfd).not.toBe(nfc);
    const dir = await folder({
      'golden.jsonl': jsonl([
        { id: nfd, query: 'When does the café open?', relevant: ['caf\u00e9-opening'] },
      ]),
      // The retriever wrote the case id and the context id in NFC, the golden file in NFD.
      'retrieval.jsonl': jsonl([
        {
          id: nfc,
          contexts: ['filler', { id: 'cafe\u0301-opening', text: 'The café opens at 8.' }],
        },
      ]),
    });
    const result = await cli(
      dir,
      '--golden',
      'golden.jsonl',
      '--retrieval',
      'retrieval.jsonl',
      '--judge',
      'labels',
      '--no-cache',
      '--threshold',
      '0',
    );
    expect(result.stderr).not.toContain('no result for');
    expect(result.code).toBe(0);
    const report = await readReport(dir, '.context-precision/report.json');
    expect(report.cases).toMatchObject([{ id: nfc, ap: 0.5, relevantRanks: [2] }]);
  });
});

describe('secrets and ids', () => {
  const KEY = 'sk-proj-REALSECRET0123456789';

  it('a real key inside a case id is an input error naming the case, not an id rewritten', async () => {
    const dir = await folder({
      'golden.jsonl': jsonl([labelledCase('fine', 1), labelledCase(`leak-${KEY}`, 1)]),
    });
    let stderr = '';
    const code = await runCli(['--golden', 'golden.jsonl', '--judge', 'labels', '--no-cache'], {
      cwd: dir,
      env: { PATH: process.env.PATH, OPENAI_API_KEY: KEY },
      stdout: () => {},
      stderr: (text) => (stderr += text),
    });
    expect(code).toBe(2);
    expect(stderr).toContain(
      `golden.jsonl:2: case "leak-***": its id holds the judge's API key or the GitHub token`,
    );
    expect(stderr).not.toContain(KEY);
  });

  it('a placeholder key (EMPTY) is no secret: ids and text that contain it are kept', async () => {
    const dir = await folder({ 'golden.jsonl': jsonl([labelledCase('empty-cart', 1)]) });
    const result = await cli(
      dir,
      '--golden',
      'golden.jsonl',
      '--judge',
      'labels',
      '--no-cache',
      '--api-key',
      'EMPTY',
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/empty-cart\s+1\.00/);
    const report = await readReport(dir, '.context-precision/report.json');
    expect(report.cases[0].id).toBe('empty-cart');
  });
});
