import { describe, expect, it } from 'vitest';
import type { GoldenCase } from '../src/golden/golden-cases.js';
import { runRetrieverCommand } from '../src/retrieval/retriever-command.js';
import { tempFolderPerTest, userErrorMessage } from './helpers/temp-dir.js';

// A retriever may write far more than a string can hold (past ~537 M characters reading it threw
// `RangeError: Invalid string length` with a stack trace). Only stderr's tail is read; stdout
// past a bound is a clear error. The bounds are injected small here; the defaults are 500 MB of
// stdout and 64 KiB of stderr.
const cases: GoldenCase[] = ['a', 'b'].map((id) => ({
  id,
  query: `query ${id}`,
  tags: [],
  source: { file: 'g.jsonl', line: 1 },
}));
const workspace = tempFolderPerTest();
const limits = { stdoutBytes: 10_000, stderrTailBytes: 4_096 };
// A chatty retriever: 1 MB of progress on stderr, then its two results on stdout.
const chatty = `const line = 'loading shard '.padEnd(99, '.') + '\\n';
for (let i = 0; i < 10_000; i += 1) process.stderr.write(line);
process.stderr.write('index ready\\n');
for (const id of ['a', 'b']) console.log(JSON.stringify({ id, contexts: ['ctx ' + id] }));
process.exitCode = Number(process.argv[2] ?? 0);
`;

describe('a retriever that writes more than the gate reads', () => {
  it('succeeds with a megabyte on stderr: only its tail is read', async () => {
    const dir = await workspace({ 'r.mjs': chatty });
    const rankings = await runRetrieverCommand('node r.mjs', cases, {
      cwd: dir,
      timeoutSeconds: 20,
      limits,
    });
    expect([...rankings.keys()]).toEqual(['a', 'b']);
  });

  it('fails with the tail of a megabyte of stderr, not all of it', async () => {
    const dir = await workspace({ 'r.mjs': chatty });
    const message = await userErrorMessage(
      runRetrieverCommand('node r.mjs 3', cases, { cwd: dir, timeoutSeconds: 20, limits }),
    );
    expect(message).toMatch(/^retriever-command: "node r\.mjs 3" exited with code 3\n/);
    expect(message).toContain('index ready');
    expect(message.length).toBeLessThan(3_000);
  });

  it('stdout past the bound is an error saying how much and what to do, never a crash', async () => {
    const dir = await workspace({
      'big.mjs': `process.stdout.write('x'.repeat(2_000_000));\nconsole.error('done');\n`,
    });
    const message = await userErrorMessage(
      runRetrieverCommand('node big.mjs', cases, { cwd: dir, timeoutSeconds: 20, limits }),
    );
    expect(message).toBe(
      'retriever-command: "node big.mjs" wrote 2.0 MB to stdout, more than the 10,000 bytes the gate reads. Print only the {"id","contexts"} lines (logs go to stderr); for a larger golden set, run it in shards (the shard input).\nstderr (last lines):\ndone',
    );
  });
});
