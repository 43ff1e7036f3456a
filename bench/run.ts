/**
 * `npm run bench`: runs every benchmark in this folder (files `*.bench.ts` exporting `run()`), one
 * after the other, each printing its own report. Targets are reported, never asserted.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only || f.includes(only))
  .sort();
for (const f of files) {
  const mod = (await import(pathToFileURL(join(here, f)).href)) as { run(): Promise<void> | void };
  console.log(`\n== ${f} ==`);
  await mod.run();
}
