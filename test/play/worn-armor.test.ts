/**
 * The armor worn, during play (Capítulo Sete through the character): Aparar with the wearer's part,
 * the long rest that regenerates it, and its death when the wearer falls with it in pieces.
 */
import { describe, expect, it } from 'vitest';
import { shatter, spendResistencia } from '../../src/armor/index.js';
import { armorWearerOf, deriveFicha, levelUp, updateWornArmor, wornArmorAparar, wornArmorLongRest, wornArmorOnFall, type Warrior } from '../../src/index.js';
import { choicesFor, must, teo, teoAt } from '../fixtures/teo.js';

const F7 = 'FACTS.md › Armor (Capítulo Sete)';
const shattered = (w: Warrior): Warrior => must(updateWornArmor(w, (a) => shatter(a)));
const noArmor = (w: Warrior): Warrior => ({ ...w, armor: undefined }) as Warrior;

describe('the armor worn', () => {
  it(`the wearer's part is the CON modifier and the Vida choices, and moves with the wearer (${F7} › Resistência)`, () => {
    expect(armorWearerOf(teo)).toEqual({ con: 1, vidaChoices: 0 });
    const six = teoAt(6);
    const f = deriveFicha(six);
    expect(armorWearerOf(six)).toEqual({ con: f.attributes.CON.modifier, vidaChoices: six.levelUps.filter((u) => u.vidaOuCosmo === 'vida').length });
  });

  it(`Aparar: 1 Resistência and half the damage, rounded down — Téo takes 4 of 9, Resistência 4 → 3 (${F7} › Aparar)`, () => {
    const before = JSON.stringify(teo);
    const r = must(wornArmorAparar(teo, 9));
    expect(r.damageTaken).toBe(4);
    expect(deriveFicha(r.warrior).armor).toMatchObject({ resistenciaCurrent: 3 });
    expect(JSON.stringify(teo)).toBe(before);
  });

  it(`Aparar with the armor in pieces, or with no armor, is refused with a code and the warrior unchanged (${F7} › Despedaçada)`, () => {
    const s = shattered(teo);
    const r = wornArmorAparar(s, 9);
    expect(r.ok).toBe(false);
    expect(r.issues[0]!.code).toBe('armor_shattered');
    const none = wornArmorAparar(noArmor(teo), 9);
    expect(none.ok).toBe(false);
    expect(none.issues[0]!.code).toBe('armor_missing');
  });

  it(`the long rest regenerates the living armor: shattered comes back cracked, Resistência spent comes back (${F7} › Regeneração; tables/05-combate.md › Descanso longo)`, () => {
    const spent = must(updateWornArmor(teo, (a, wearer) => spendResistencia(a, wearer, 2)));
    expect(wornArmorLongRest(spent).armor?.resistenciaSpent).toBe(0);
    expect(wornArmorLongRest(shattered(teo)).armor?.state).toBe('cracked');
    const none = noArmor(teo);
    expect(wornArmorLongRest(none)).toBe(none);
  });

  it(`falling to 0 PV with the armor in pieces kills it; intact, it lives (${F7} › "A armadura morre quando você cai a 0 PV com ela despedaçada")`, () => {
    const fell = must(wornArmorOnFall(shattered(teo)));
    expect(fell.died).toBe(true);
    expect(fell.warrior.armor?.state).toBe('dead');
    expect(fell.warrior.armor?.death?.cause).toBe('zero_pv_despedacada');
    const intact = must(wornArmorOnFall(teo));
    expect(intact.died).toBe(false);
    expect(intact.warrior).toBe(teo);
  });

  it('an operation the armor module refuses leaves the warrior unchanged', () => {
    const dead = must(wornArmorOnFall(shattered(teo))).warrior;
    const r = updateWornArmor(dead, (a) => shatter(a));
    expect(r.ok).toBe(false);
    expect(r.issues[0]!.code).toBe('armor_dead');
  });

  it('levelUp keeps the armor, and the wearer part follows the new CON', () => {
    const four = must(levelUp(teoAt(3), { ...choicesFor(teoAt(3), 4), tecnicaOuAtributo: { kind: 'atributo', attribute: 'CON' } }, { ignoreGloria: true }));
    expect(four.armor).toEqual(teoAt(3).armor);
    expect(armorWearerOf(four).con).toBe(2);
  });
});
