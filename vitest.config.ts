import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // The playground in real Chromium is its own step (`npm run test:browser`, vitest.browser.config.ts):
    // a browser and a vite build beside two test workers would double the suite's peak memory.
    exclude: [...configDefaults.exclude, 'test/browser/**'],
    testTimeout: 60_000,
    // The library is pure functions over frozen data: the test files can share their workers' module
    // graph instead of importing the whole library again for each of them (measured: the import phase
    // of test/rules + technique + dice fell from 41 s to 7 s). A test that needs a fresh module state
    // must say so itself (vi.resetModules), not make every file pay for it.
    isolate: false,
  },
});
