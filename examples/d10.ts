/**
 * The d10 dice pool of the seed 001: read the seed's three examples, ask "vale a pena?", roll with
 * a seed. Run: `npx tsx examples/d10.ts`.
 */
import { createRandom } from '../src/dice/random.js';
import { buildPool, evaluateDice, poolProbabilities, rollPool, splitPool } from '../src/d10/index.js';

// Força 3 contra Dificuldade 7 (Desafiador): os três exemplos do seed.
for (const faces of [[2, 5, 9], [1, 5, 9], [1, 1, 9]]) {
  const r = evaluateDice(faces, 7);
  if (r.ok) console.log(r.value.text);
}

// Percepção 3 + Prontidão 2 contra 6: vale a pena?
const pool = buildPool([
  { name: 'Percepção', value: 3 },
  { name: 'Prontidão', value: 2 },
]);
if (pool.ok) {
  const p = poolProbabilities(pool.value.dice, 6);
  if (p.ok) {
    console.log(`${pool.value.dice} dados contra 6: sucesso ${(p.value.success * 100).toFixed(1)} %, falha crítica ${(p.value.criticalFailure * 100).toFixed(1)} %`);
  }
  // Dividir a parada para duas ações: 3 dados e 2 dados.
  const parts = splitPool(pool.value.dice, [3, 2]);
  if (parts.ok) {
    const rng = createRandom(2024);
    for (const dice of parts.value) {
      const roll = rollPool(dice, 6, rng);
      if (roll.ok) console.log(`${dice} dados: ${roll.value.text}`);
    }
  }
}

// Três Características numa parada: nunca.
const bad = buildPool([
  { name: 'Força', value: 3 },
  { name: 'Briga', value: 2 },
  { name: 'Esportes', value: 1 },
]);
console.log(bad.issues.map((i) => `${i.code}: ${i.message}`).join('\n'));
