// @ts-check
/**
 * Mutation testing (StrykerJS) — run it through `npm run mutation -- <domínio>` (scripts/mutation.mjs),
 * which adds the domain's files to mutate, its own tests as the test set and its incremental file.
 * See docs/mutacao.md.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const out = process.env.MUTATION_REPORTS ?? 'reports/mutation';

export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // The machine is shared: one test runner, and the script runs Stryker under `nice`.
  concurrency: 1,
  incremental: true,
  reporters: ['clear-text', 'progress-append-only', 'json', 'html'],
  jsonReporter: { fileName: `${out}/mutation.json` },
  htmlReporter: { fileName: `${out}/mutation.html` },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  // Not needed by any domain's tests: keeps the sandbox copy small.
  ignorePatterns: ['dist', 'docs/api', 'out', 'coverage', 'examples/playground', 'test/browser', 'bench', '*.tgz'],
  timeoutMS: 10_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
