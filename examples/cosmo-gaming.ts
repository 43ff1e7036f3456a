/**
 * Cosmo Gaming (seed 000): a campaign, a sheet checked against the Mestre's module, a contest with
 * a PEC built from its parts, a roll against the Mestre, a scene with a die swap, damage and the
 * JSON export. Run: `npx tsx examples/cosmo-gaming.ts`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRandom } from '../src/dice/random.js';
import {
  applyDamage,
  buildPec,
  chanceAgainstMestre,
  characterDice,
  compareInScene,
  exportSheetJson,
  importSheetJson,
  matchOnSheet,
  orderScene,
  readRoll,
  realismEffects,
  resolveContest,
  rollAgainstMestre,
  rollCharacter,
  sceneEntry,
  swapLastDice,
} from '../src/cosmo-gaming/index.js';

const rng = createRandom(2024);

// A ficha de exemplo traz a campanha e o módulo do Mestre.
const file = fileURLToPath(new URL('./cosmo-gaming/lira.json', import.meta.url));
const doc = importSheetJson(readFileSync(file, 'utf8'));
if (!doc.ok) throw new Error(doc.issues.map((i) => i.message).join('\n'));
const { sheet: lira, campaign } = doc.value;
const realism = campaign?.realism ?? 'ficcional';
console.log(`Campanha: ${campaign?.tema} — ${realismEffects(realism).label}, o Mestre rola ${realismEffects(realism).mestreRollText}`);

// Lira navega na tempestade: Navegação + Estrelas = 3d6; PEC com ddn 1, o dano que já tem e um ponto de sorte.
const match = matchOnSheet(lira, { competencia: 'Navegação', subCompetencia: 'Estrelas' });
if (!match.ok) throw new Error('sem competência');
const pec = buildPec(
  { ddn: 1, conditions: lira.conditions, luck: [{ justification: 'já cruzou essa tempestade com o pai' }] },
  { luckAvailable: lira.pontosDeSorte },
);
if (!pec.ok) throw new Error(pec.issues.map((i) => i.message).join('\n'));
console.log(pec.value.breakdown.text);
const dice = characterDice(match.value);
console.log(`Chance contra o Mestre: ${(chanceAgainstMestre({ dice, pec: pec.value.total, conditions: 1 }, realism, 0, 'jogador') * 100).toFixed(1)} %`);
const roll = rollCharacter(match.value, pec.value.total, rng);
console.log(rollAgainstMestre({ name: 'Lira', roll, conditions: 1 }, realism, 0, 'jogador', rng).text);

// Uma disputa com os desempates: 8 a 8, Bruno rolou menos dados.
const a = readRoll([4, 4], { dice: 2, modifier: 0 }, 0);
const b = readRoll([5], { dice: 1, modifier: 0 }, 3);
if (a.ok && b.ok) console.log(resolveContest({ name: 'Lira', roll: a.value, conditions: 1 }, { name: 'Bruno', roll: b.value, conditions: 0 }).text);

// Uma cena: ordem, troca do último dado entre amigos, ato heroico.
let scene = [
  sceneEntry({ id: 'lira', name: 'Lira', team: 'tripulação', roll: rollCharacter({ characteristic: true, subCharacteristic: false }, 0, rng) }),
  sceneEntry({ id: 'tomas', name: 'Tomás', team: 'tripulação', heroic: true, roll: rollCharacter({ characteristic: true, subCharacteristic: true }, 1, rng) }),
  sceneEntry({ id: 'pirata', name: 'Pirata', team: 'piratas', heroic: true, roll: rollCharacter({ characteristic: true, subCharacteristic: false }, 2, rng) }),
];
console.log(`Ordem: ${orderScene(scene).map((e) => `${e.name} ${e.roll.total}`).join(', ')}`);
const swapped = swapLastDice(scene, 'lira', 'tomas');
if (swapped.ok) scene = [...swapped.value];
const cmp = compareInScene(scene, 'lira', 'pirata');
if (cmp.ok) console.log(`Lira contra o Pirata: ${cmp.value.winner ?? 'ninguém'} (${cmp.value.decidedBy})`);

// Dano e exportação.
const hurt = applyDamage(lira, 2, campaign ?? { tema: 'x', realism }, rng);
if (hurt.ok) {
  console.log(`Dano: ${hurt.value.roll.text}${hurt.value.becameDying ? ' — morrendo!' : ''}`);
  console.log(exportSheetJson(hurt.value.sheet).split('\n').slice(0, 4).join('\n'));
}
