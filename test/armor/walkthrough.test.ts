/**
 * The numbers examples/vida-da-armadura.ts prints for Téo's Bronze Lince (CON +1, no Vida choice),
 * stage by stage, checked here on their own (nothing is imported from the example): the example
 * tells the story, this file holds it to the book.
 */
import { describe, expect, it } from 'vitest';
import {
  addImprovement,
  aparar,
  canPromote,
  cascaHit,
  deriveArmor,
  donateBlood,
  endFight,
  kill,
  longRest,
  promote,
  remendo,
  revive,
  spendResistencia,
  type Armor,
  type ArmorWearer,
  type OficioCheck,
} from '../../src/armor/index.js';
import { codes, d20, faces, fixture, must } from './helpers.js';

const F7 = 'FACTS.md › Armor (Capítulo Sete)';
const T7 = 'tables/07-armaduras.md';

const teo: ArmorWearer = { con: 1, vidaChoices: 0 };
/** The restorer of the walkthrough: INT +2, trained in Ofício (+2). */
const aldo: OficioCheck = { modifier: 2, proficiency: 2 };

/** Apara `n` hits of `damage` each. */
function parry(a: Armor, n: number, damage = 9): Armor {
  let x = a;
  for (let i = 0; i < n; i++) x = must(aparar(x, damage, teo)).armor;
  return x;
}
const v1 = () => fixture('teo-v1');
const shattered = () => parry(v1(), 4);
const cracked = () => longRest(endFight(shattered()));
/** Dies at the end of the second fight (the fight ends too: the Polimento's first Aparar is back next fight). */
const dead = () => endFight(must(kill(shattered(), 'zero_pv_despedacada')));
const v2 = () => must(revive(dead(), { blood: 'guerreiro', oficio: aldo }, faces(d20(11)))).armor;
const v2Improved = () => must(addImprovement(must(addImprovement(v2(), 'reforco_de_gamanio')), 'polimento_de_po_de_estrelas'));
const prata = () => must(promote(v2Improved(), 'prata', { level: 9, newCharacteristics: ['leve'] }));

describe('Téo\'s Lince, stage by stage (examples/vida-da-armadura.ts)', () => {
  it(`1. at rest: DEF +2 and Resistência 3 of the Bronze row (${T7} › O Posto na armadura), + CON 1 (${F7})`, () => {
    const d = deriveArmor(v1(), teo);
    expect(d.def.text).toBe('DEF da armadura 2 = 2 Posto (Bronze)');
    expect(d.acerto.total).toBe(0);
    expect(d.maxResistencia.text).toBe('Resistência 4 = 3 Posto (Bronze) + 1 CON');
    expect([d.resistencia, d.resistenciaCap, d.version]).toEqual([4, 4, 1]);
  });

  it(`1. at rest: Garras make the golpe comum 1d10 (${T7} › O acessório); Braços +2, Pernas +3 m, Elmo (${T7} › O que a armadura dá)`, () => {
    const d = deriveArmor(v1(), teo);
    expect(d.effects).toMatchObject({ golpeComumDie: 10, bloquearBonus: 2, movement: 3, elmoCriticals: 1 });
    expect(d.reactions).toEqual({ bloquear: true, aparar: true });
    expect(d.improvementSlots).toEqual({ used: 0, max: 1 });
  });

  it(`2. Aparar a 9: takes half rounded down (4) and spends 1 Resistência (${T7} › Quadro "Aparar")`, () => {
    const r = must(aparar(v1(), 9, teo));
    expect(r.damageTaken).toBe(4);
    expect(deriveArmor(r.armor, teo).resistencia).toBe(3);
  });

  it(`3. Resistência 0: shattered — no DEF, Bloquear, Elmo, Pernas, accessory for that fight (${F7})`, () => {
    const a = shattered();
    const d = deriveArmor(a, teo);
    expect(a.state).toBe('shattered');
    expect([d.def.total, d.acerto.total, d.resistencia]).toEqual([0, 0, 0]);
    expect(d.accessory).toBeNull();
    expect(d.characteristics).toEqual([]);
    expect(d.effects).toMatchObject({ golpeComumDie: null, movement: 0, bloquearBonus: 0 });
    expect(d.reactions).toEqual({ bloquear: false, aparar: false });
    expect(d.elmo.inPlace).toBe(false);
    expect(codes(aparar(a, 8, teo))).toEqual(['armor_shattered']);
    expect(endFight(a).state).toBe('shattered');
  });

  it(`4. the long rest brings it back cracked at half, rounded up: 4 → 2 (${T7} › Quadros "Despedaçou: volta rachada" e "O remendo")`, () => {
    const d = deriveArmor(cracked(), teo);
    expect(d.state).toBe('cracked');
    expect([d.resistenciaCap, d.resistencia, d.def.total, d.effects.golpeComumDie]).toEqual([2, 2, 2, 10]);
    // Rounded up: a wearer with CON +2 (Resistência 5) comes back with 3.
    expect(deriveArmor(cracked(), { con: 2, vidaChoices: 0 }).resistenciaCap).toBe(3);
    // Whole at the next long rest.
    expect(deriveArmor(longRest(cracked()), teo).resistencia).toBe(4);
  });

  it(`5. the remendo: Ofício against CD 13, one hour per Version, back whole; once between long rests (${T7} › Quadros "Despedaçou: volta rachada" e "O remendo")`, () => {
    const r = must(remendo(cracked(), aldo, faces(d20(9))));
    expect(r.test.total).toBe(13);
    expect(r.test.target).toBe(13);
    expect(r).toMatchObject({ success: true, recovered: 'all', hours: 1 });
    expect(deriveArmor(r.armor, teo).resistencia).toBe(4);
    const fail = must(remendo(cracked(), aldo, faces(d20(8))));
    expect([fail.success, fail.armor.state, fail.armor.remendoUsed]).toEqual([false, 'cracked', true]);
    const hit = must(aparar(r.armor, 10, teo));
    expect(hit.damageTaken).toBe(5);
    expect(codes(remendo(hit.armor, aldo, faces(d20(20))))).toEqual(['remendo_already_used']);
  });

  it(`6. death at 0 PV while shattered; the casca gives the Posto's DEF (+2) and Bloquear only, 3 pieces (${T7} › Quadro "A casca: vestir uma armadura morta")`, () => {
    const a = dead();
    const d = deriveArmor(a, teo);
    expect(a.death).toEqual({ cause: 'zero_pv_despedacada', kind: 'risco_de_verdade', final: false });
    expect(d.def.total).toBe(2);
    expect(d.casca).toEqual({ pieces: 3, left: 3, def: 2 });
    expect(d.reactions).toEqual({ bloquear: true, aparar: false });
    expect(d.effects).toMatchObject({ bloquearBonus: 2, golpeComumDie: null, movement: 0 });
    expect([d.accessory, d.characteristics.length, d.elmo.inPlace, d.acerto.total]).toEqual([null, 0, false, 0]);
    expect(codes(remendo(a, aldo, faces(d20(20))))).toEqual(['armor_dead']);
  });

  it(`6. each hit breaks a piece, a critical takes them all; the rest brings the pieces back, not the armor (${T7} › Quadro "A casca: vestir uma armadura morta")`, () => {
    const one = must(cascaHit(dead()));
    expect(deriveArmor(one, teo).casca?.left).toBe(2);
    const none = must(cascaHit(one, { critical: true }));
    const d = deriveArmor(none, teo);
    expect([d.casca?.left, d.def.total, d.reactions.bloquear]).toEqual([0, 0, false]);
    const rested = longRest(none);
    expect([rested.state, deriveArmor(rested, teo).casca?.left]).toEqual(['dead', 3]);
  });

  it(`7. the companion's blood: 40 max HP, one third donated → 26, back in 3 days (${F7})`, () => {
    expect(must(donateBlood(40, 1))).toMatchObject({ maxHp: 26, lost: 14, daysToRecover: 3, death: false });
    const whole = donateBlood(40, 3);
    expect(whole.ok && whole.value.death).toBe(true);
    expect(codes(whole)).toEqual(['blood_donation_fatal']);
  });

  it(`7. revival: Ofício CD 14 + V1 = 15, one day, 1 Pó de Estrelas; on failure no blood and still dead (${T7} › Quadro "Restaurar")`, () => {
    const miss = must(revive(dead(), { blood: 'guerreiro', oficio: aldo }, faces(d20(10))));
    expect([miss.cd, miss.test?.total, miss.success, miss.bloodGiven, miss.armor.state]).toEqual([15, 14, false, false, 'dead']);
    expect(miss.materials).toEqual([{ metal: 'po_de_estrelas', quantity: 1 }]);
    const hit = must(revive(dead(), { blood: 'guerreiro', oficio: aldo }, faces(d20(11))));
    expect([hit.cd, hit.test?.total, hit.success, hit.bloodGiven, hit.days, hit.newVersion]).toEqual([15, 15, true, true, 1, true]);
  });

  it(`8. V2 with the 1st warrior blood: +1 acerto, DEF and Resistência unchanged (${T7} › A escada do sangue)`, () => {
    const d = deriveArmor(v2(), teo);
    expect([d.version, d.state]).toEqual([2, 'intact']);
    expect(d.acerto.text).toBe('Acerto da armadura 1 = 1 V2 (sangue de guerreiro)');
    expect(d.def.total).toBe(2);
    expect(d.maxResistencia.total).toBe(4);
    expect(d.improvementSlots).toEqual({ used: 0, max: 2 });
  });

  it(`9. improvements: as many as the Version, each once, die with the armor (${F7})`, () => {
    // One installed in V1 dies with it.
    const withOne = must(addImprovement(shattered(), 'reforco_de_gamanio'));
    expect(codes(addImprovement(withOne, 'polimento_de_po_de_estrelas'))).toEqual(['improvement_no_slot']);
    expect(must(kill(withOne, 'zero_pv_despedacada')).improvements).toEqual([]);
    // V2: two slots.
    const one = must(addImprovement(v2(), 'reforco_de_gamanio'));
    expect(deriveArmor(one, teo).maxResistencia.text).toBe('Resistência 5 = 3 Posto (Bronze) + 1 CON + 1 Reforço de Gamânio');
    expect(codes(addImprovement(one, 'reforco_de_gamanio'))).toEqual(['improvement_already_installed']);
    expect(codes(addImprovement(one, 'liga_de_oricalco'))).toEqual(['improvement_posto_too_low']);
    const two = v2Improved();
    expect(deriveArmor(two, teo).improvementSlots).toEqual({ used: 2, max: 2 });
    expect(codes(addImprovement(two, 'elmo_de_duas_camadas'))).toEqual(['improvement_no_slot']);
  });

  it(`10. Prata from level 9; the same armor moves to the Prata row, keeps its forms, gains the 2nd characteristic (${F7})`, () => {
    expect(codes(canPromote('prata', 8))).toEqual(['promotion_level_too_low']);
    expect(canPromote('prata', 9).ok).toBe(true);
    expect(codes(promote(v2Improved(), 'prata', { level: 9 }))).toEqual(['promotion_needs_characteristic']);
    expect(codes(promote(v2Improved(), 'elite', { level: 15 }))).toEqual(['promotion_elite_takes_seat']);
    const d = deriveArmor(prata(), teo);
    expect([d.posto, d.version, d.def.total, d.acerto.total]).toEqual(['prata', 2, 4, 1]);
    expect(d.maxResistencia.text).toBe('Resistência 6 = 4 Posto (Prata) + 1 CON + 1 Reforço de Gamânio');
    expect(d.characteristics.map((c) => c.slug)).toEqual(['cortante', 'leve']);
    expect(d.effects).toMatchObject({ movement: 6, initiative: 2, golpeComumDie: 10 });
    expect(codes(addImprovement(prata(), 'liga_de_oricalco'))).toEqual(['improvement_no_slot']);
  });

  it(`11. the Polimento: the first Aparar of a fight takes a quarter (9 → 2), the next one half (9 → 4) (tables/08-itens.md › Melhorias de armadura)`, () => {
    const first = must(aparar(prata(), 9, teo));
    const second = must(aparar(first.armor, 9, teo));
    expect([first.damageTaken, second.damageTaken]).toEqual([2, 4]);
    expect(deriveArmor(second.armor, teo).resistencia).toBe(4);
  });
});

describe('the second fight of the walkthrough', () => {
  it('a technique that breaks the armor takes 1 Resistência per hit; at 0 it shatters (seed › A armadura na luta)', () => {
    let a = parry(v1(), 1, 10);
    expect(deriveArmor(a, teo).resistencia).toBe(3);
    for (let i = 0; i < 2; i++) a = must(spendResistencia(a, teo, undefined, { armorBreaking: true }));
    expect([a.state, deriveArmor(a, teo).resistencia]).toEqual(['intact', 1]);
    a = must(spendResistencia(a, teo, undefined, { armorBreaking: true }));
    expect(a.state).toBe('shattered');
  });
});
