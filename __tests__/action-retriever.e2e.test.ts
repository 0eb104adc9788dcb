import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runAction } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

// retriever-timeout is hard (dist/index.js as a child process): neither a background child left
// holding the retriever's stdout/stderr nor a grandchild outside its process group makes the run wait.
const golden = [
  { id: 'a', query: 'qa', relevant: ['a1'] },
  { id: 'b', query: 'qb', relevant: ['b1'] },
];
const answers = golden
  .map((c) => JSON.stringify({ id: c.id, contexts: [{ id: `${c.id}1`, text: 'x' }] }))
  .join('\n');
// Starts `sleep 30` in a new session (not in the retriever's process group, so a group kill misses
// it), holding the inherited stdout and stderr, and writes its pid to the given file.
const ESCAPE = `import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
const child = spawn('sleep', ['30'], { detached: true, stdio: ['ignore', 'inherit', 'inherit'] });
writeFileSync(process.argv[2], String(child.pid));
child.unref();
`;
const node = JSON.stringify(process.execPath);

let cleanups: (() => Promise<void>)[] = [];
let pidFiles: string[] = [];
afterEach(async () => {
  for (const file of pidFiles) {
    try {
      process.kill(Number(readFileSync(file, 'utf8')), 'SIGKILL');
    } catch {
      // Gone already (or never started).
    }
  }
  pidFiles = [];
  await Promise.all(cleanups.map((c) => c()));
  cleanups = [];
});

async function workspace() {
  const t = await tempFiles({
    'golden.jsonl': golden.map((c) => JSON.stringify(c)).join('\n') + '\n',
    'answers.jsonl': answers + '\n',
    'escape.mjs': ESCAPE,
  });
  cleanups.push(t.cleanup);
  return t.dir;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(process.platform === 'win32')('retriever-timeout is hard', () => {
  it('a retriever that exits 0 with valid output but leaves a background child is a success at once', async () => {
    const dir = await workspace();
    pidFiles.push(join(dir, 'bg.pid'));
    const started = Date.now();
    const result = await runAction({
      workspace: dir,
      inputs: {
        golden: 'golden.jsonl',
        // The background sleep holds the inherited stdout and stderr for 30 s.
        'retriever-command': 'sleep 30 & echo $! > bg.pid; cat answers.jsonl',
        'retriever-timeout': '12',
      },
    });
    expect(result.stdout).not.toContain('timed out');
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ passed: 'true', score: '1.0000', cases: '2' });
    expect(Date.now() - started).toBeLessThan(8000);
    // What the retriever left running in its process group is stopped, not left behind.
    const pid = Number(readFileSync(join(dir, 'bg.pid'), 'utf8'));
    await expect.poll(() => alive(pid), { timeout: 2000 }).toBe(false);
  });

  it('a retriever that does not exit in time fails promptly, even if a grandchild outside its group holds the pipes', async () => {
    const dir = await workspace();
    pidFiles.push(join(dir, 'escaped.pid'));
    const started = Date.now();
    const result = await runAction({
      workspace: dir,
      inputs: {
        golden: 'golden.jsonl',
        'retriever-command': `echo warming up >&2; ${node} escape.mjs escaped.pid; sleep 30`,
        'retriever-timeout': '1',
      },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('timed out after 1 s (retriever-timeout)');
    expect(result.stdout).toContain('warming up');
    expect(Date.now() - started).toBeLessThan(8000);
  });
});
