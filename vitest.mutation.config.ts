import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The test set of a mutation run (`npm run mutation -- <domínio>`, scripts/mutation.mjs): the suite's
 * config with `include` narrowed to the globs in MUTATION_TESTS (the domain's tests).
 *
 * The scope is set here and not with Stryker's `--testFiles`: with a test filter, Stryker 9.6 activates a
 * static mutant (code that runs while a module loads) only after the module has loaded, so it is counted
 * as survived even when a test kills it (stryker-js issue 6144). Without it, a static mutant is live
 * while the library loads (each mutant run starts a fresh module graph, also with `isolate: false`).
 */
const tests = (process.env.MUTATION_TESTS ?? '').split(',').filter(Boolean);

export default defineConfig({ ...base, test: { ...base.test, ...(tests.length > 0 ? { include: tests } : {}) } });
