/**
 * `npm run bench -- livro`: the CPU cost of the book's figures report (`npm run sim:livro`): every
 * played row of `LIVRO_ROWS` at a small n, in one process, extrapolated to the report's n = 2000.
 * Budget (issue #15): the whole report under 10 minutes on the 2-core machine. Reported, never asserted.
 */
import { LIVRO_ROWS, runLivroRow } from '../src/sim/livro/index.js';
import { loadLivroEnemies } from '../scripts/livro-enemies.js';
import { fmt } from './measure.js';

/**
 * Runs the benchmark and prints the report.
 *
 * @param n - Fights per row for the measure.
 */
export function run(n = 200): void {
  const enemies = loadLivroEnemies();
  const played = LIVRO_ROWS.filter((r) => r.run);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (const r of played) runLivroRow(r, { n, enemies });
  const cpu = process.cpuUsage(cpu0);
  const seconds = (cpu.user + cpu.system) / 1e6;
  const full = (seconds * 2000) / n;
  console.log(`${played.length} linhas jogadas, n = ${n}: ${fmt(seconds, 1)} s de CPU (${fmt(performance.now() - t0, 0)} ms de relógio)`);
  console.log(`estimativa para n = 2000: ${fmt(full, 0)} s de CPU num processo (orçamento: 600 s; com dois processos, cerca de metade do relógio)`);
}
