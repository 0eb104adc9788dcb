/**
 * The tests' fake GitHub in a process of its own, for the data-branch bench's `--fake-process`:
 * its CPU and memory are then not the store's. Answers the bench's queries (`fake-stats.mts`)
 * over the IPC channel; `started` first, with its URL.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startFakeGitHub } from '../__tests__/helpers/fake-github.ts';
import { queries, type FakeView, type Queries } from './fake-stats.mts';

interface Ask {
  id: number;
  name: keyof Queries | 'close';
  args: unknown[];
}

if (process.send && process.argv.includes('--fake-child')) {
  const fake = await startFakeGitHub({ rateLimit: 1e9 });
  process.send({ started: { url: fake.url, owner: fake.owner, repo: fake.repo } });
  process.on('message', (ask: Ask) => {
    if (ask.name === 'close') {
      void fake
        .close()
        .then(() => process.send!({ id: ask.id, result: null }, () => process.exit(0)));
      return;
    }
    const run = queries[ask.name] as (f: typeof fake, ...a: unknown[]) => unknown;
    process.send!({ id: ask.id, result: run(fake, ...ask.args) });
  });
}

/** Starts the fake in a child process. */
export async function childFake(): Promise<FakeView> {
  const child = fork(fileURLToPath(import.meta.url), ['--fake-child'], {
    execArgv: [
      '--experimental-transform-types',
      '--import=./scripts/ts-resolve.mjs',
      '--no-warnings',
    ],
    serialization: 'advanced',
  });
  const waiting = new Map<number, (result: unknown) => void>();
  let next = 0;
  const started = await new Promise<{ url: string; owner: string; repo: string }>(
    (resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`the fake's process exited (${code})`)));
      child.on('message', (m: { started?: never; id?: number; result?: unknown }) => {
        if (m.started) resolve(m.started);
        else waiting.get(m.id!)?.(m.result);
      });
    },
  );
  const ask = (name: Ask['name'], args: unknown[]) =>
    new Promise<never>((resolve) => {
      const id = next++;
      waiting.set(id, (result) => {
        waiting.delete(id);
        resolve(result as never);
      });
      child.send({ id, name, args });
    });
  return {
    ...started,
    child: true,
    q: (name, ...args) => ask(name, args),
    close: async () => {
      child.removeAllListeners('exit');
      await ask('close', []);
    },
  };
}
