/**
 * Enemies built per second: `buildEnemy` of a level-20 elite chefe (the Mestre's choices checked,
 * the stored enemy made — 19 level-ups, four techniques built and measured by the technique
 * engine, the armor — and its sheet derived through the character module's ficha). Also the
 * stored path: `validateEnemy` + `deriveEnemy` of a ready enemy read from JSON (the Juiz do
 * Inferno, level 18 elite). Reported, never asserted.
 */
import { readFileSync } from 'node:fs';
import { buildEnemy } from '../src/enemy/build.js';
import { deriveEnemy } from '../src/enemy/derive.js';
import { validateEnemy } from '../src/enemy/validate.js';
import { fmt, opsPerSecond } from './measure.js';

/**
 * Runs the benchmark and prints the report.
 *
 * @param ms - Milliseconds per case.
 */
export function run(ms = 1500): void {
  const input = { level: 20, posto: 'elite', type: 'chefe', characteristics: ['pesada', 'ressonante'] } as const;
  if (!buildEnemy(input).ok) throw new Error('the benchmark input must build');
  const built = opsPerSecond(() => buildEnemy(input), ms);
  const json = readFileSync(new URL('../examples/inimigos/juiz-do-inferno.json', import.meta.url), 'utf8');
  const read = opsPerSecond(() => {
    const r = validateEnemy(JSON.parse(json));
    if (r.ok) deriveEnemy(r.value);
  }, ms);
  console.log(`buildEnemy, nível 20, elite, chefe: ${fmt(built)} inimigos/s`);
  console.log(`validateEnemy + deriveEnemy, Juiz do Inferno (JSON, nível 18, elite): ${fmt(read)} inimigos/s`);
}
