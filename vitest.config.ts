import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['__tests__/**/*.test.ts'],
    globalSetup: ['__tests__/helpers/global-setup.ts'],
    setupFiles: ['__tests__/helpers/setup-file.ts'],
    // Most files run the action and the CLI in process and wait on loopback I/O: two workers
    // keep both cores busy (vitest's default on 2 cores is 1).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
