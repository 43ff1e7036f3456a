/**
 * Characters derived per second: the full ficha (every field with its breakdown, eleven technique
 * lines through the technique engine, the armor through the armor module) of a level-20 warrior
 * with 11 techniques. Target ≥ 20,000/s on one core (reported, never asserted).
 *
 * The honest case is a character the engine has never seen (a file just read, another player's
 * sheet): every technique is measured and the armor derived again. Its objects are fresh clones
 * built in batches *outside* the timed region (so the clone's cost is not counted, but nothing
 * is remembered from a previous iteration either). Beside it: an edited character whose
 * techniques and armor are shared with the previous version (what an immer edit produces), the
 * same object again (the one-slot memo: a re-render), and `validateWarrior`.
 *
 * The machine is shared, so each case reports per *CPU second* of this process
 * (`process.cpuUsage`, what one free core would do) beside the wall-clock figure: the best and the
 * median of several rounds.
 */
import { readFileSync } from 'node:fs';
import { deriveFicha, validateWarrior, type Warrior } from '../src/character/index.js';
import { fmt } from './measure.js';

const TARGET = 20_000;

/**
 * Loads the level-20 fixture (examples/personagens/teo-nivel-20.json).
 *
 * @returns The validated warrior.
 */
export function level20(): Warrior {
  const r = validateWarrior(JSON.parse(readFileSync(new URL('../examples/personagens/teo-nivel-20.json', import.meta.url), 'utf8')));
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

interface Rates {
  /** Best round, per CPU second. */
  cpu: number;
  /** Median round, per CPU second. */
  cpuMedian: number;
  /** Best round, per wall second. */
  wall: number;
}

/**
 * Times `fn` over batches made by `make` (batch building is not timed), for about `ms` wall
 * milliseconds after a warm-up.
 */
function rounds<T>(make: () => T[], fn: (x: T) => unknown, ms: number): Rates {
  const cpu: number[] = [];
  const wall: number[] = [];
  const end = performance.now() + ms;
  let warm = 3;
  while (performance.now() < end || cpu.length < 5) {
    const batch = make();
    const c0 = process.cpuUsage();
    const w0 = performance.now();
    for (const x of batch) fn(x);
    const w1 = performance.now();
    const c = process.cpuUsage(c0);
    if (warm-- > 0) continue;
    const cpuMs = Math.max((c.user + c.system) / 1000, 1e-3);
    cpu.push((batch.length * 1000) / cpuMs);
    wall.push((batch.length * 1000) / (w1 - w0));
  }
  cpu.sort((a, b) => b - a);
  wall.sort((a, b) => b - a);
  return { cpu: cpu[0]!, cpuMedian: cpu[cpu.length >> 1]!, wall: wall[0]! };
}

const line = (r: Rates) => `${fmt(r.cpu)}/s por segundo de CPU (mediana ${fmt(r.cpuMedian)}/s; relógio ${fmt(r.wall)}/s)`;
const verdict = (v: number) => (v >= TARGET ? 'OK' : 'ABAIXO DA META');

/**
 * Runs the benchmark and prints the report.
 *
 * @param ms - Milliseconds per case.
 */
export function run(ms = 1500): void {
  const w = level20();
  const n = w.techniques.length;
  const json = JSON.stringify(w);
  const B = 25;
  const fresh = rounds(() => Array.from({ length: B }, () => JSON.parse(json) as Warrior), (x) => deriveFicha(x), ms);
  const edited = rounds(() => Array.from({ length: B }, () => ({ ...w })), (x) => deriveFicha(x), ms / 2);
  const same = rounds(() => Array.from({ length: 5000 }, () => w), (x) => deriveFicha(x), ms / 5);
  const validate = rounds(() => Array.from({ length: 50 }, () => w), (x) => validateWarrior(x), ms / 2);
  console.log(`meta: ≥ ${fmt(TARGET)} fichas/s (nível 20, ${n} técnicas, um núcleo)`);
  console.log(`deriveFicha — personagem inteiramente novo (mede as ${n} técnicas e a armadura de novo; o número honesto): ${line(fresh)} ${verdict(fresh.cpu)}`);
  console.log(`deriveFicha — personagem editado (técnicas e armadura compartilhadas com a versão anterior): ${line(edited)} ${verdict(edited.cpu)}`);
  console.log(`deriveFicha — o mesmo objeto de novo (memo): ${line(same)}`);
  console.log(`validateWarrior, nível 20: ${line(validate)}`);
}
