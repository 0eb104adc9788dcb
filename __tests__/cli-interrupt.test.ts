import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS, builtBundle } from './helpers/bundle.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// Issue 25, finding 8: Ctrl-C (or SIGTERM) during --baseline-ref, once the retriever has started,
// left the worktree registered and on disk and the retriever (in its own process group) running.
const run = promisify(execFile);
const workspace = tempFolderPerTest();
let bundle: string;
beforeAll(async () => {
  bundle = pathToFileURL(join(await builtBundle(), 'index.js')).href;
}, BUILD_TIMEOUT_MS);

/** Whether any process of the group led by `pid` is alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await done()); i += 1) await wait(50);
}

describe('the CLI interrupted during --baseline-ref', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('%s: stops the retriever, removes the worktree, exits %i', async (signal, exit) => {
    const dir = await workspace({
      'evals/golden.jsonl': '{"id":"a","query":"q","relevant":["d"]}\n',
    });
    const tmp = await workspace({});
    const git = async (...args: string[]) => (await run('git', args, { cwd: dir })).stdout;
    await git('init', '-q', '-b', 'main');
    await git('add', '-A');
    await git('-c', 'user.email=d@example.com', '-c', 'user.name=D', 'commit', '-qm', 'golden');
    // Installed, not committed: linked into the worktree, and left whole by its removal (issue 26).
    mkdirSync(join(dir, 'node_modules', 'p'), { recursive: true });
    writeFileSync(join(dir, 'node_modules', 'p', 'index.js'), 'export {};\n');
    const pidFile = join(tmp, 'retriever.pid');
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { runCli } = await import(${JSON.stringify(bundle)}); process.exitCode = await runCli(process.argv.slice(1));`,
        '--',
        ...['--golden', 'evals/golden.jsonl', '--baseline-ref', 'main', '--no-cache'],
        ...['--retriever-command', `echo $$ > ${pidFile}; sleep 60`],
      ],
      { cwd: dir, env: { PATH: process.env.PATH ?? '', TMPDIR: tmp } },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    let retriever: number | undefined;
    try {
      await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8').endsWith('\n'));
      expect(existsSync(pidFile), stderr).toBe(true);
      retriever = Number(readFileSync(pidFile, 'utf8'));
      const worktrees = await git('worktree', 'list', '--porcelain');
      const tree = /worktree (.*cpg-baseline-ref-.*)/.exec(worktrees)?.[1] as string;
      expect(existsSync(join(tree, 'node_modules', 'p', 'index.js'))).toBe(true);

      child.kill(signal);
      expect(await exited).toBe(exit);
      expect(await git('worktree', 'list', '--porcelain')).not.toContain('cpg-baseline-ref-');
      expect(existsSync(tree)).toBe(false);
      expect(readdirSync(join(dir, 'node_modules', 'p'))).toEqual(['index.js']);
      const pid = retriever;
      await until(() => !groupAlive(pid));
      expect(groupAlive(pid)).toBe(false);
      // Nothing left in the temp folder but the pid file (no retriever output folder either).
      expect(readdirSync(tmp)).toEqual(['retriever.pid']);
    } finally {
      child.kill('SIGKILL');
      if (retriever !== undefined && groupAlive(retriever)) process.kill(-retriever, 'SIGKILL');
    }
  });
});
