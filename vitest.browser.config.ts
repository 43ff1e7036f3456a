import { defineConfig } from 'vitest/config';

/** The browser tests: the built playground driven by playwright-core in Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
