/**
 * Characters derived per second: the full ficha (every field with its breakdown, eleven technique
 * lines through the technique engine, the armor through the armor module) of a level-20 warrior
 * with 11 techniques. Target ≥ 20,000/s (reported, never asserted).
 *
 * Three cases: a fresh character object each time whose techniques and armor are shared (what an
 * immer edit produces: the common case), the same object again (memo hit: a re-render), and a
 * fully new character each time (every technique measured again: a new level, or a file just read).
 */
import { readFileSync } from 'node:fs';
import { deriveFicha, validateWarrior, type Warrior } from '../src/character/index.js';
import { fmt, opsPerSecond } from './measure.js';

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

/**
 * Runs the benchmark and prints the report.
 *
 * @param ms - Milliseconds per case.
 */
export function run(ms = 1500): void {
  const w = level20();
  const n = w.techniques.length;
  const edited = opsPerSecond(() => deriveFicha({ ...w }), ms);
  const same = opsPerSecond(() => deriveFicha(w), ms / 3);
  const json = JSON.stringify(w);
  const fresh = opsPerSecond(() => deriveFicha(JSON.parse(json) as Warrior), ms);
  const validate = opsPerSecond(() => validateWarrior(w), ms / 2);
  const ok = (v: number) => (v >= 20_000 ? 'OK' : 'ABAIXO DA META');
  console.log(`deriveFicha, nível 20, ${n} técnicas — personagem editado (técnicas e armadura compartilhadas): ${fmt(edited)} fichas/s (meta ≥ 20.000/s) ${ok(edited)}`);
  console.log(`deriveFicha — o mesmo objeto de novo (memo): ${fmt(same)} fichas/s`);
  console.log(`deriveFicha — personagem inteiramente novo (mede as ${n} técnicas de novo): ${fmt(fresh)} fichas/s`);
  console.log(`validateWarrior, nível 20: ${fmt(validate)} /s`);
}
