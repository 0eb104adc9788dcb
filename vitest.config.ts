import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// A file that replaces a module (vi.mock) needs a module registry of its own: it runs isolated.
// Every other file shares its worker's modules with the files that ran there before it: loading
// the action's modules (the ai SDK, Octokit) once per worker, not once per file, halves the suite.
const mocking = readdirSync('__tests__')
  .filter((name) => name.endsWith('.test.ts'))
  .filter((name) => readFileSync(`__tests__/${name}`, 'utf8').includes('vi.mock('))
  .map((name) => `__tests__/${name}`);

export default defineConfig({
  test: {
    globalSetup: ['__tests__/helpers/global-setup.ts'],
    setupFiles: ['__tests__/helpers/setup-file.ts'],
    // Most files run the action and the CLI in process and wait on loopback I/O: two workers
    // keep both cores busy (vitest's default on 2 cores is 1).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['__tests__/**/*.test.ts'],
          exclude: mocking,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: mocking } },
    ],
  },
});
