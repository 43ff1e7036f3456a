/**
 * Worker threads (issue #14): wall time of one scenario's run on 1 and on 2 threads
 * (`runScenarioInThreads`), the speed-up, and the CPU time of the whole process (the threads'
 * overhead: each worker starts an isolate and loads the module); plus what reading a scenario costs. A warm-up run
 * first (from the sources the worker is bundled once with esbuild; workers start in ~0.3 s).
 * The two vCPUs of these machines often behave like one core's hyperthreads (TOOLCHAIN.md): do not
 * expect 2×. Reported, never asserted. `npm run bench -- cenario`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readScenario, type Scenario } from '../src/sim/index.js';
import { runScenarioInThreads } from '../src/sim-threads/index.js';
import { fmt } from './measure.js';

/** Wall time and the CPU time of the whole process (every thread) of one run, ms. */
async function wall(s: Scenario, threads: number): Promise<{ wall: number; cpu: number }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await runScenarioInThreads(s, { threads });
  const c = process.cpuUsage(c0);
  return { wall: performance.now() - t0, cpu: (c.user + c.system) / 1000 };
}

const best = (a: { wall: number; cpu: number }, b: { wall: number; cpu: number }) => (a.wall <= b.wall ? a : b);

/**
 * Runs the benchmark and prints the report.
 */
export async function run(): Promise<void> {
  const text = readFileSync(join(import.meta.dirname ?? '.', '..', 'examples', 'cenarios', 'quatro-bronzes-contra-ouro.json'), 'utf8');
  let t0 = performance.now();
  const r = await readScenario(text);
  const first = performance.now() - t0;
  t0 = performance.now();
  await readScenario(text);
  console.log(`readScenario (exemplo, 5 lutadores de referência): ${fmt(first)} ms a primeira vez, ${fmt(performance.now() - t0)} ms depois`);
  if (!r.ok) throw new Error('example scenario');
  const cases: [string, Scenario][] = [
    ['quatro Bronzes nível 20 contra um Ouro, 40 000 lutas', { ...r.value, n: 40_000 }],
    ['duelo espelho Bronze nível 1, 200 000 lutas', { ...r.value, fight: 'duelo', sides: [[{ ref: { level: 1 } }], [{ ref: { level: 1 } }]], n: 200_000 }],
  ];
  await runScenarioInThreads({ ...r.value, n: 100 }, { threads: 2 }); // warm-up: the worker file
  for (const [label, s] of cases) {
    // Best of two per count: on a shared machine the slow runs measure the neighbours.
    const one = best(await wall(s, 1), await wall(s, 1));
    const two = best(await wall(s, 2), await wall(s, 2));
    console.log(
      `${label}: 1 thread ${fmt(one.wall)} ms (CPU ${fmt(one.cpu)} ms), 2 threads ${fmt(two.wall)} ms (CPU ${fmt(two.cpu)} ms) — ` +
        `${(one.wall / two.wall).toFixed(2)}× (${fmt((s.n / two.wall) * 1000)} lutas/s em 2 threads)`,
    );
  }
}
