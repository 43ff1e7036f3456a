/**
 * `npm run sim:golden [-- --update]`: the simulator's golden files (test/sim/golden/, issue 29).
 * Without `--update` it recomputes every case and says which file differs (exit 1); with `--update`
 * it rewrites them — only after a deliberate change of the simulator, reviewing the diff.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { GOLDEN_CASES, goldenPath } from '../test/sim/golden/cases.js';

const update = process.argv.includes('--update');
let differ = 0;
for (const c of GOLDEN_CASES) {
  const t0 = performance.now();
  const text = c.compute();
  const path = goldenPath(c);
  const name = relative(process.cwd(), path);
  const s = ((performance.now() - t0) / 1000).toFixed(1);
  if (update) {
    writeFileSync(path, text);
    console.log(`escrito ${name} (${s} s)`);
  } else if (!existsSync(path) || readFileSync(path, 'utf8') !== text) {
    differ++;
    console.log(`✗ ${name} difere (${s} s)`);
  } else console.log(`✓ ${name} (${s} s)`);
}
if (differ > 0) {
  console.error(`\n${differ} arquivo(s) de referência mudaram. Se a mudança do simulador é de propósito: npm run sim:golden -- --update (e revise o diff).`);
  process.exitCode = 1;
}
