import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['__tests__/**/*.test.ts'],
    globalSetup: ['__tests__/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
