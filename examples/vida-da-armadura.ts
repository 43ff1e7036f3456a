/**
 * A vida inteira de uma armadura (Capítulo Sete): a armadura de Bronze do Lince, de Téo, do
 * descanso até a Prata — Aparar, despedaçar, voltar rachada, o remendo, a morte e a casca, o
 * sangue de um companheiro, a V2 e o seu bônus, uma melhoria e a promoção. Cada passo mostra os
 * números de `deriveArmor` com o "porquê" de cada um, e o que a regra recusa aparece com o código.
 *
 * Run: npx tsx examples/vida-da-armadura.ts
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  armorStateLabels,
  addImprovement,
  aparar,
  canPromote,
  cascaHit,
  deriveArmor,
  donateBlood,
  endFight,
  improvementSlots,
  kill,
  longRest,
  promote,
  remendo,
  revive,
  spendResistencia,
  validateArmor,
  type Armor,
  type ArmorWearer,
  type OficioCheck,
} from '../src/armor/index.js';
import { createRandom, type D20TestResult } from '../src/dice/index.js';
import type { Result } from '../src/issues/index.js';
import { bookRuleset } from '../src/rules/ruleset.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Unwraps a Result: the walkthrough only takes steps the rules allow (warnings are shown). */
function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(r.issues.map((i) => `${i.code}: ${i.message}`).join('\n'));
  for (const w of r.issues) console.log(`  aviso: ${w.message}`);
  return r.value;
}

/** Shows what the rules refuse: the code and the pt-BR message. */
function refused(what: string, r: Result<unknown>): void {
  if (r.ok) throw new Error(`${what}: a regra deveria recusar`);
  console.log(`  ✗ ${what} → ${r.issues.map((i) => `${i.code}: ${i.message}`).join(' | ')}`);
}

const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
const roll = (t: D20TestResult) =>
  `d20 ${t.natural} ${sign(t.modifier)} INT ${sign(t.proficiency)} proficiência = ${t.total} contra CD ${t.target} → ${t.success ? 'passou' : 'falhou'}`;

const METAL: Record<string, string> = { po_de_estrelas: 'Pó de Estrelas', gamanio: 'Gamânio', oricalco: 'Oricalco' };

/** Téo: CON 13 (+1), nenhuma escolha de Vida ainda. A parte da Resistência que é dele. */
const teo: ArmorWearer = { con: 1, vidaChoices: 0 };

/** Prints the armor block of the ficha as `deriveArmor` derives it. */
function show(title: string, a: Armor): void {
  const d = deriveArmor(a, teo);
  console.log(`\n— ${title} —`);
  console.log(`  ${d.name} · ${bookRuleset.armor.postos[d.posto].label} · V${d.version} · ${armorStateLabels[d.state]}${d.protects ? '' : ' (não protege)'}`);
  console.log(`  ${d.def.text}`);
  console.log(`  ${d.acerto.text}`);
  console.log(`  ${d.maxResistencia.text} · agora ${d.resistencia} de ${d.resistenciaCap} possíveis`);
  if (d.casca) console.log(`  Casca: ${d.casca.left} de ${d.casca.pieces} peças, DEF +${d.casca.def}`);
  const e = d.effects;
  console.log(
    `  Golpe comum: ${e.golpeComumDie ? `1d${e.golpeComumDie}` : 'o dado de sempre'} · movimento ${sign(e.movement)} m · Iniciativa ${sign(e.initiative)}` +
      ` · Bloquear ${d.reactions.bloquear ? `+${e.bloquearBonus}` : 'não'} · Aparar ${d.reactions.aparar ? 'sim' : 'não'} · Elmo ${d.elmo.inPlace ? 'no lugar' : 'não'}`,
  );
  console.log(`  Acessório: ${d.accessory?.label ?? '—'} · Características: ${d.characteristics.map((c) => c.label).join(', ') || '—'}`);
  console.log(`  Melhorias: ${d.improvements.map((m) => m.label).join(', ') || '—'} (${d.improvementSlots.used} de ${d.improvementSlots.max} espaços)`);
}

// Os dados: uma semente fixa, então a saída é a mesma em toda execução.
const rng = createRandom(2);

// 0. A armadura guardada: só o que o jogador escolheu (o resto é derivado).
let lince = must(validateArmor(JSON.parse(readFileSync(join(here, 'armaduras', 'teo-v1.json'), 'utf8'))));
show('1. Em repouso: a armadura de Bronze do Lince, V1', lince);
console.log('  (Bronze dá +2 na DEF e 3 de Resistência; a CON +1 de Téo soma 1; as Garras trocam o dado do golpe comum por 1d10.)');

// 1. A primeira luta: Aparar.
console.log('\n== A primeira luta ==');
const hit = must(aparar(lince, 9, teo));
lince = hit.armor;
console.log(`Um golpe de 9 de dano: Téo apara (a reação e 1 de Resistência) e sofre metade, para baixo: ${hit.damageTaken}.`);
show('2. Depois de aparar', lince);

// 2. Aparando até o último ponto: a Resistência 0 despedaça a armadura.
for (const dmg of [7, 12, 6]) {
  const h = must(aparar(lince, dmg, teo));
  lince = h.armor;
  console.log(`Apara ${dmg} de dano → sofre ${h.damageTaken}; Resistência ${deriveArmor(lince, teo).resistencia}.`);
}
show('3. Despedaçada: sem nada do que ela dá até o fim da luta', lince);
refused('Aparar com a armadura despedaçada', aparar(lince, 8, teo));

// 3. Fim da luta, descanso longo: volta rachada, com metade da Resistência (arredondada para cima).
lince = endFight(lince);
console.log(`\nFim da luta: ainda ${armorStateLabels[lince.state]} (só o descanso longo a remonta).`);
lince = longRest(lince);
{
  const d = deriveArmor(lince, teo);
  show(`4. Depois do descanso longo: rachada, metade de ${d.maxResistencia.total} (para cima) = ${d.resistenciaCap}`, lince);
}

// 4. O remendo: Ofício CD 13, com a armadura fora do corpo, uma hora por Versão.
const aldo: OficioCheck = { modifier: 2, proficiency: 2 }; // o restaurador: INT +2, treinado em Ofício
const patch = must(remendo(lince, aldo, rng));
console.log(`\nO remendo (Aldo, o restaurador): ${roll(patch.test)}.`);
console.log(`  ${patch.hours} hora(s) de trabalho; recupera: ${patch.recovered === 'all' ? 'tudo (volta inteira)' : patch.recovered}.`);
lince = patch.armor;
show('5. Remendada: inteira de novo', lince);

// 5. A segunda luta: despedaça de novo, e Téo cai a 0 PV com ela despedaçada — ela morre.
console.log('\n== A segunda luta ==');
const first = must(aparar(lince, 10, teo));
lince = first.armor;
console.log(`Téo apara 10 de dano → sofre ${first.damageTaken}; Resistência ${deriveArmor(lince, teo).resistencia}.`);
refused('Remendar no descanso curto, antes do próximo descanso longo', remendo(lince, aldo, rng));
for (let i = 1; i <= 3; i++) {
  lince = must(spendResistencia(lince, teo, 1, { armorBreaking: true }));
  console.log(`Uma técnica que quebra a armadura acerta: tira 1 de Resistência além do dano → ${deriveArmor(lince, teo).resistencia} (${armorStateLabels[lince.state]}).`);
}
lince = must(kill(lince, 'zero_pv_despedacada'));
console.log(`Téo cai a 0 PV com ela despedaçada: a armadura morre (${lince.death?.cause}, ${lince.death?.kind}).`);
show('6. Morta: vestida, é uma casca', lince);
console.log('  (A casca dá só a DEF do Posto e o Bloquear; não apara; tem tantas peças quanto a Resistência do Posto.)');
lince = must(cascaHit(lince));
console.log(`Um golpe comum acerta a casca: quebra 1 peça → ${deriveArmor(lince, teo).casca?.left} de 3.`);
lince = must(cascaHit(lince, { critical: true }));
const bare = deriveArmor(lince, teo);
console.log(`Um crítico leva todas: ${bare.casca?.left} peças, ${bare.def.text}, Bloquear ${bare.reactions.bloquear ? 'sim' : 'não'}.`);
refused('Aparar com a casca', aparar(lince, 5, teo));
refused('Remendar uma armadura morta', remendo(lince, aldo, rng));
lince = longRest(lince);
console.log(`Descanso longo: as peças da casca voltam (${deriveArmor(lince, teo).casca?.left} de 3), mas ela continua ${armorStateLabels[lince.state]} — não se regenera.`);

// 6. Reviver: um restaurador, o material do Posto e o sangue.
console.log('\n== Reviver com sangue ==');
const material = (r: { materials: readonly { metal: string; quantity: number }[] }) =>
  r.materials.map((m) => `${m.quantity} ${METAL[m.metal] ?? m.metal}`).join(', ');
let attempt = must(revive(lince, { blood: 'guerreiro', oficio: aldo }, rng));
for (let tries = 1; ; tries++) {
  console.log(`Tentativa ${tries}: Ofício ${roll(attempt.test!)}; ${attempt.days} dia(s) de trabalho, ${material(attempt)}.`);
  if (attempt.success) break;
  console.log(`  Falhou: o material e o dia se perdem; o sangue ${attempt.bloodGiven ? 'foi doado' : 'não é doado'}.`);
  if (tries >= 10) throw new Error('o restaurador não conseguiu');
  attempt = must(revive(lince, { blood: 'guerreiro', oficio: aldo }, rng));
}
// O sangue só é doado quando o teste passa: Renata, companheira do mesmo exército (40 PV máximos), dá um terço.
const gift = must(donateBlood(40, 1));
console.log(
  `Renata doa um terço do sangue: PV máximos 40 → ${gift.maxHp} (perde ${gift.lost}, arredondado para cima); ` +
    `Desvantagem em ${gift.disadvantageOn.join(' e ')}; o terço volta em ${gift.daysToRecover} dias.`,
);
const whole = donateBlood(40, 3);
console.log(`  ⚠ Doar os três terços → morte: ${whole.ok && whole.value.death} (${whole.issues.map((i) => `${i.code}: ${i.message}`).join(' | ')})`);
lince = attempt.armor;
console.log(`A armadura volta numa forma nova: sangue de ${attempt.rung}, morta num risco de verdade → Versão nova.`);
show('7. V2: +1 no acerto do 1º sangue de guerreiro', lince);
refused('Reviver uma armadura viva', revive(lince, { blood: 'guerreiro', oficio: aldo }, rng));

// 7. Melhorias: tantas quanto a Versão (as de antes morreriam com ela).
console.log('\n== Melhorias ==');
lince = must(addImprovement(lince, 'reforco_de_gamanio'));
console.log(`Reforço de Gamânio instalado (+1 de Resistência): espaços ${improvementSlots(lince).used} de ${improvementSlots(lince).max}.`);
refused('O mesmo Reforço de novo', addImprovement(lince, 'reforco_de_gamanio'));
refused('Liga de Oricalco numa armadura de Bronze', addImprovement(lince, 'liga_de_oricalco'));
lince = must(addImprovement(lince, 'polimento_de_po_de_estrelas'));
console.log(`Polimento de Pó de Estrelas instalado: espaços ${improvementSlots(lince).used} de ${improvementSlots(lince).max}.`);
refused('Uma terceira melhoria na V2', addImprovement(lince, 'elmo_de_duas_camadas'));
show('8. V2 com duas melhorias', lince);

// 8. A promoção: Prata a partir do nível 9; a mesma armadura sobe, mantém as formas e ganha uma característica.
console.log('\n== Promoção ==');
refused('Subir à Prata no nível 8', canPromote('prata', 8));
refused('Subir à Prata sem a segunda característica', promote(lince, 'prata', { level: 9 }));
refused('A armadura subir à elite', promote(lince, 'elite', { level: 15 }));
must(canPromote('prata', 9));
lince = must(promote(lince, 'prata', { level: 9, newCharacteristics: ['leve'] }));
show('9. Prata (nível 9): a linha da Prata, a V2 e as melhorias continuam', lince);
refused('Liga de Oricalco na Prata, sem espaço na V2', addImprovement(lince, 'liga_de_oricalco'));

// 9. A primeira luta como Prata: o Polimento corta o primeiro Aparar para um quarto.
console.log('\n== A primeira luta como Prata ==');
for (const dmg of [9, 9]) {
  const h = must(aparar(lince, dmg, teo));
  lince = h.armor;
  console.log(`Apara ${dmg} de dano → sofre ${h.damageTaken}; Resistência ${deriveArmor(lince, teo).resistencia} de ${deriveArmor(lince, teo).resistenciaCap}.`);
}
console.log('(O primeiro Aparar da luta, com o Polimento, sofre um quarto; o segundo, a metade de sempre.)');
