/**
 * Building a technique step by step with the engine of Capítulo Seis, reading one of the book's
 * fixtures, and seeing what it does at a level, with a critical and when burning.
 *
 * Run: npx tsx examples/tecnica.ts
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom } from '../src/dice/random.js';
import {
  createTechnique,
  attemptEvolution,
  formatReceipt,
  formatTechnique,
  measureTechnique,
  payTechnique,
  readTechnique,
  repriceOnLevelUp,
  techniqueAtLevel,
  techniqueCritical,
  updateTechnique,
} from '../src/technique/index.js';

// 1. Build a technique: the registration template, field by field.
const lamina = createTechnique({
  name: 'Lâmina do Vento Norte',
  nature: 'golpe',
  attribute: 'DES',
  activation: 'acao',
  duration: 'instantanea',
  range: 'curto', // +1 for a Golpe (free for Cosmo)
  effects: [
    { kind: 'dano', points: 2 },
    { kind: 'condicao', condition: 'caido' }, // weak condition rides the Ataque
  ],
  modifiers: [],
  limitations: ['exige_carregar'],
  roll: { kind: 'ataque', against: 'DEF' },
  grau: 1,
  description: 'O vento corta antes do golpe: o alvo cai.',
});

// 2. The receipt: each term with its points and the rule it comes from.
const receipt = measureTechnique(lamina);
console.log(formatReceipt(receipt));
console.log();

// 3. What it does for an owner: level 3, DES 15.
const owner = { level: 3, attributes: { DES: 15, SAB: 12 }, cosmoAttribute: 'SAB' as const };
console.log(formatTechnique(lamina, owner));
console.log(`Crítico: ${techniqueCritical(lamina, owner)?.text}`);

// 4. Burning 2 points with 3 Cosmo: more damage, paid with life, Cosmo back to the piso.
const pay = payTechnique(lamina, owner, { cosmo: 3, burn: 2 });
if (pay.ok) console.log(`Queimando 2: ${pay.value.damage.amounts[0]?.resolvedText}, paga ${pay.value.lifePrice?.text} de PV, Cosmo → ${pay.value.cosmoAfter}`);

// 5. A change is an immer producer: the original stays as it was.
const grande = updateTechnique(lamina, (d) => {
  d.effects[0]!.points = 5;
});
console.log(`\n${measureTechnique(grande).issues.map((i) => `${i.code}: ${i.message}`).join('\n')}`);

// 6. One of the book's techniques, read from JSON like the CLI does.
const here = dirname(fileURLToPath(import.meta.url));
const r = readTechnique(JSON.parse(readFileSync(join(here, 'tecnicas', 'excalibur.json'), 'utf8')));
if (r.ok) console.log(`\n${r.value.technique.name}: ${r.value.receipt.size.total} pontos, ${r.value.receipt.cost.total} de Cosmo, ${techniqueAtLevel(r.value.technique, 15).text} no nível 15`);

// 7. Level 5: what each technique now deals, and the evolution test.
console.log(`\n${repriceOnLevelUp([lamina], owner, { ...owner, level: 5 }).text}`);
const evo = attemptEvolution(lamina, { owner: { ...owner, level: 5 }, rename: 'Lâmina do Inverno', rebuild: (d) => void (d.effects[0]!.points = 3) }, createRandom(2026));
if (evo.ok) console.log(`Evoluir: ${evo.value.test.total} contra ${evo.value.cd.text} → ${evo.value.success ? `sucesso: ${evo.value.technique?.name}, Grau ${evo.value.technique?.grau}` : 'falhou (Vantagem na próxima)'}`);
