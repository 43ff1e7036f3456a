import { defineConfig } from 'vitest/config';

/** The browser tests: the built playground driven by playwright-core in Debian's Chromium (built once in the global setup). */
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
