/**
 * Cold import time of the built entries in Node (issue #13: the core under 150 ms). Each run is a
 * fresh `node` process; reported are the medians of the time the `import()` itself takes (measured
 * inside the process) and of the whole process, next to a bare `node` as the baseline.
 * Needs `npm run build` first. Reported, never asserted.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fmt } from './measure.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/**
 * One fresh process: [ms inside import(), CPU ms of the import (user + system, less sensitive to a
 * loaded machine than the clock), ms of the whole process].
 */
function once(file: string | null): [number, number, number] {
  // A path is a built entry; anything else a package name (`zod`), resolved from the repository.
  const specifier = file && file.startsWith('/') ? pathToFileURL(file).href : file;
  const code = file
    ? `const c = process.cpuUsage(); const t = performance.now(); await import(${JSON.stringify(specifier)}); const u = process.cpuUsage(c); console.log(performance.now() - t, (u.user + u.system) / 1000);`
    : 'console.log(0, 0);';
  const start = performance.now();
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8', cwd: root });
  const [wall, cpu] = out.trim().split(' ').map(Number);
  return [wall!, cpu!, performance.now() - start];
}

export function run(runs = 9): void {
  // `zod` alone first: its Node entry loads all of its ~60 locales (every subpath of its exports map
  // re-exports them). The core's ES-module build imports `#zod`, which Node resolves to
  // dist/zod-node.js (scripts/zod-node.ts), so its line no longer includes this one; d10 (`zod/mini`
  // from node_modules) still does.
  const entries = ['zod', ...['index.js', 'd10.js', 'pdf.js'].map((f) => join(root, 'dist', f))];
  if (!existsSync(entries[1]!)) {
    console.log('dist/ não existe: rode `npm run build` antes (import.bench mede o pacote construído).');
    return;
  }
  const base = Array.from({ length: runs }, () => once(null)[2]);
  console.log(`node sem nada: ${fmt(median(base))} ms (processo inteiro, mediana de ${runs})`);
  for (const file of entries) {
    const r = Array.from({ length: runs }, () => once(file));
    const inside = median(r.map((x) => x[0]));
    const cpu = median(r.map((x) => x[1]));
    const whole = median(r.map((x) => x[2]));
    const target = file.endsWith('index.js') ? ' (meta < 150 ms)' : '';
    console.log(
      `import('${file.startsWith('/') ? `dist/${file.split('/').pop()}` : file}'): ${fmt(inside)} ms no import()${target}, ${fmt(cpu)} ms de CPU; processo ${fmt(whole)} ms`,
    );
  }
}
