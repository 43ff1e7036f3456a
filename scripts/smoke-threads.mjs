#!/usr/bin/env node
/**
 * After the build (`npm test` runs it after `build`): the built package's worker threads work —
 * the built CLI gives the same JSON with `--threads 2` as with one thread (the worker
 * `dist/sim-worker.js` next to the ESM entry), and the CJS entry (`dist/sim-threads.cjs`, its
 * worker `dist/sim-worker.cjs`, found through tsup's import.meta.url shim) does too.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const root = new URL('..', import.meta.url);
const scenario = 'examples/cenarios/quatro-bronzes-contra-ouro.json';
const cli = (threads) =>
  execFileSync(process.execPath, ['dist/cli.js', 'simular', scenario, '--n', '400', '--json', '--threads', String(threads)], { cwd: root, encoding: 'utf8' });
const one = cli(1);
const two = cli(2);
if (one !== two || JSON.parse(one).n !== 400) {
  console.error('smoke-threads: the built CLI gives a different result with --threads 2');
  process.exit(1);
}
const require = createRequire(import.meta.url);
const sim = require('../dist/sim.cjs');
const threads = require('../dist/sim-threads.cjs');
const r = await sim.readScenario(readFileSync(new URL(scenario, root), 'utf8'));
if (!r.ok) throw new Error('smoke-threads: the example scenario does not read');
const s = { ...r.value, n: 300 };
const cjs = await threads.runScenarioInThreads(s, { threads: 2 });
if (JSON.stringify(cjs) !== JSON.stringify(sim.runScenario(s))) {
  console.error('smoke-threads: the CJS build gives a different result on 2 threads');
  process.exit(1);
}
console.log('smoke-threads: ok — dist/cli.js (ESM) and dist/sim-threads.cjs (CJS) agree on 1 and 2 threads');
