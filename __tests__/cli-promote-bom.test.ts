import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// Scoring reads a golden file that starts with a UTF-8 byte order mark (Notepad, Excel write
// one); promote, which writes labels into that file, must read it too and keep the mark.
const BOM = '\uFEFF';
const folder = tempFolderPerTest();
let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ decide: ({ text }) => text.startsWith('Refunds') });
});
afterAll(() => fake.close());

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

const refund = {
  id: 'refunds',
  query: 'How do refunds work?',
  expected: 'Refunds arrive within five business days.',
  contexts: [
    { id: 'r1', text: 'Refunds arrive in five business days.' },
    { id: 'r2', text: 'Our office is in Paris.' },
  ],
};

describe('promote on a golden file with a byte order mark', () => {
  for (const [name, text] of [
    ['g.jsonl', `${BOM}${JSON.stringify(refund)}\n`],
    ['g.json', `${BOM}${JSON.stringify([refund], null, 2)}\n`],
    [
      'g.yaml',
      `${BOM}- id: refunds\n  query: ${refund.query}\n  expected: ${refund.expected}\n  contexts:\n${refund.contexts.map((c) => `    - { id: ${c.id}, text: ${c.text} }`).join('\n')}\n`,
    ],
  ] as const) {
    it(`${name}: labels written, the mark kept`, async () => {
      const dir = await folder({ [name]: text });
      const judge = ['--base-url', fake.url, '--api-key', 'sk-test-0123456789', '--no-cache'];
      const scored = await cli(dir, '--golden', name, '--report-path', 'r.json', ...judge);
      expect(scored.code, scored.stderr).toBe(0);
      const promoted = await cli(dir, 'promote', '--report', 'r.json');
      expect(promoted.stderr).toBe('');
      expect(promoted.code).toBe(0);
      expect(promoted.stdout).toBe(`labelled 1 case in ${name}: refunds\n`);
      const after = await readFile(join(dir, name), 'utf8');
      expect(after.startsWith(BOM)).toBe(true);
      expect(after.slice(1).startsWith(BOM)).toBe(false);
      // Scored again: by the labels now, no judge request.
      const again = await cli(dir, '--golden', name, '--json', '--no-cache');
      const report = JSON.parse(again.stdout);
      expect(report.cases).toMatchObject([{ id: 'refunds', judge: 'labels', relevantRanks: [1] }]);
      expect(report.usage.judgeRequests).toBe(0);
    });
  }
});
