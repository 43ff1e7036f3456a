/**
 * Tests written to kill the mutants that survived in src/armor/damage.ts (issue 29, docs/mutacao.md):
 * the numbers of Couraça grossa, Espinhos and Espelhada, the Grau as a whole number, and the
 * characteristics read from the ruleset. Every computation happens inside an `it`.
 */
import { describe, expect, it } from 'vitest';
import {
  armorDamageTaken,
  armorReflections,
  damageThroughArmor,
  golpeComumParriable,
  rollReflection,
  type DerivedArmor,
} from '../../src/armor/index.js';
import { bookCharacterRuleset, type CharacterRuleset } from '../../src/rules/index.js';
import { d4, faces } from './helpers.js';

const T7 = 'tables/07-armaduras.md › As características';
type Worn = Pick<DerivedArmor, 'characteristics'>;
/** A derived armor's working characteristics, by slug (the label and effect are not read). */
const worn = (...slugs: string[]): Worn => ({ characteristics: slugs.map((slug) => ({ slug, label: slug, effect: '' })) });
const row = (slug: string) => bookCharacterRuleset.armor.characteristics.find((c) => c.slug === slug)!;
/** A ruleset object with these characteristics (not validated: to reach what validation would refuse). */
const withCharacteristics = (characteristics: readonly unknown[]): CharacterRuleset =>
  ({ ...bookCharacterRuleset, armor: { ...bookCharacterRuleset.armor, characteristics } }) as unknown as CharacterRuleset;

describe(`Couraça grossa: "Todo golpe comum que te acerta causa o seu Grau a menos de dano" (${T7})`, () => {
  it('the Grau is a whole number ≥ 0: 2.9 counts as 2; a negative, NaN or infinite Grau as 0', () => {
    const c = worn('couraca_grossa');
    expect(damageThroughArmor(c, 'golpe_comum', 7, 2.9)).toBe(5);
    expect(damageThroughArmor(c, 'golpe_comum', 7, 1)).toBe(6);
    expect(damageThroughArmor(c, 'golpe_comum', 7, 0.5)).toBe(7);
    expect(armorDamageTaken(c, 'golpe_comum', 7, 2.9).total).toBe(5);
    for (const grau of [-2, 0, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(damageThroughArmor(c, 'golpe_comum', 7, grau)).toBe(7);
      expect(armorDamageTaken(c, 'golpe_comum', 7, grau).terms).toEqual([{ label: 'golpe comum', value: 7 }]);
    }
  });
  it('the damage is a whole number ≥ 0: 2.5 counts as 0; 1 stays 1 without armor', () => {
    expect(damageThroughArmor(null, 'golpe_comum', 2.5, 1)).toBe(0);
    expect(damageThroughArmor(null, 'tecnica', 1, 1)).toBe(1);
    expect(armorDamageTaken(undefined, 'golpe_comum', 1, 1).total).toBe(1);
  });
  it('the breakdown names the kind of hit and what Couraça took, with its rule', () => {
    const c = worn('couraca_grossa');
    expect(armorDamageTaken(c, 'tecnica', 7, 2).terms).toEqual([{ label: 'técnica', value: 7 }]);
    expect(armorDamageTaken(c, 'figurante', 3, 2).terms).toEqual([{ label: 'figurante', value: 3 }]);
    expect(armorDamageTaken(c, 'golpe_comum', 7, 2).terms).toEqual([
      { label: 'golpe comum', value: 7 },
      { label: 'Couraça grossa', value: -2, rule: 'armor.characteristics', note: 'o seu Grau (2) a menos' },
    ]);
    // Never below 0: a golpe comum of 1 on a Grau 3 wearer loses 1, not 3.
    expect(armorDamageTaken(c, 'golpe_comum', 1, 3).terms.map((t) => t.value)).toEqual([1, -1]);
  });
  it('two characteristics that each take the Grau off: both apply, and the second only takes what is left', () => {
    const house = withCharacteristics([...bookCharacterRuleset.armor.characteristics, { ...row('couraca_grossa'), slug: 'couraca_dupla', label: 'Couraça dupla' }]);
    const a = worn('couraca_grossa', 'couraca_dupla');
    expect(damageThroughArmor(a, 'golpe_comum', 7, 2, house)).toBe(3);
    expect(armorDamageTaken(a, 'golpe_comum', 7, 2, house).terms.map((t) => t.value)).toEqual([7, -2, -2]);
    expect(damageThroughArmor(a, 'golpe_comum', 3, 2, house)).toBe(0);
    expect(armorDamageTaken(a, 'golpe_comum', 3, 2, house).terms.map((t) => t.value)).toEqual([3, -2, -1]);
    expect(armorDamageTaken(a, 'golpe_comum', 2, 2, house).terms.map((t) => t.value)).toEqual([2, -2]);
  });
  it('a ruleset that lists a characteristic twice: the first entry wins', () => {
    // The book's row (1 per Grau) comes first; a second one with 3 per Grau comes last.
    const house = withCharacteristics([...bookCharacterRuleset.armor.characteristics, { ...row('couraca_grossa'), damage: { golpeComumTakenLessPerGrau: 3 } }]);
    expect(damageThroughArmor(worn('couraca_grossa'), 'golpe_comum', 9, 2, house)).toBe(7);
    expect(armorDamageTaken(worn('couraca_grossa'), 'golpe_comum', 9, 2, house).total).toBe(7);
  });
  it('a characteristic the ruleset does not know, or one without damage, changes nothing', () => {
    for (const a of [worn('inventada'), worn('leve'), worn('inventada', 'leve')]) {
      expect(damageThroughArmor(a, 'golpe_comum', 7, 2)).toBe(7);
      expect(armorDamageTaken(a, 'golpe_comum', 7, 2).terms).toEqual([{ label: 'golpe comum', value: 7 }]);
      expect(armorReflections(a, 'golpe_comum_hits_you', 2)).toEqual([]);
      expect(armorReflections(a, 'aparar_tecnica', 2)).toEqual([]);
      expect(golpeComumParriable(a)).toBe(true);
    }
  });
});

describe(`Espinhos e Espelhada: what the attacker takes back (${T7})`, () => {
  it('Espinhos: 1d4 + the Grau (a whole Grau); with Grau 0, just 1d4', () => {
    expect(armorReflections(worn('espinhos'), 'golpe_comum_hits_you', 2.5)).toEqual([
      { slug: 'espinhos', label: 'Espinhos', dice: { count: 1, sides: 4 }, bonus: 2, per: 'turno', text: '1d4 + 2' },
    ]);
    expect(armorReflections(worn('espinhos'), 'golpe_comum_hits_you', 0)[0]).toMatchObject({ dice: { count: 1, sides: 4 }, bonus: 0, text: '1d4' });
    expect(armorReflections(worn('espinhos'), 'golpe_comum_hits_you', 5)[0]).toMatchObject({ dice: { count: 1, sides: 4 }, bonus: 5, text: '1d4 + 5' });
  });
  it('Espelhada: 1d6 per Grau (at least one die), no bonus, once per fight', () => {
    expect(armorReflections(worn('espelhada'), 'aparar_tecnica', 0)).toEqual([
      { slug: 'espelhada', label: 'Espelhada', dice: { count: 1, sides: 6 }, bonus: 0, per: 'luta', text: '1d6' },
    ]);
    expect(armorReflections(worn('espelhada'), 'aparar_tecnica', 3.9)[0]).toMatchObject({ dice: { count: 3, sides: 6 }, text: '3d6' });
    expect(armorReflections(worn('espelhada'), 'golpe_comum_hits_you', 3)).toEqual([]);
  });
  it('each answers only its own moment, and both can be on one armor', () => {
    const a = worn('couraca_grossa', 'espinhos', 'espelhada');
    expect(armorReflections(a, 'golpe_comum_hits_you', 1).map((r) => r.slug)).toEqual(['espinhos']);
    expect(armorReflections(a, 'aparar_tecnica', 1).map((r) => r.slug)).toEqual(['espelhada']);
    expect(armorReflections(null, 'aparar_tecnica', 1)).toEqual([]);
  });
  it('rollReflection: the dice rolled plus the bonus', () => {
    const [espinhos] = armorReflections(worn('espinhos'), 'golpe_comum_hits_you', 2);
    expect(rollReflection(espinhos!, faces(d4(3)))).toBe(5);
    const [espelhada] = armorReflections(worn('espelhada'), 'aparar_tecnica', 2);
    expect(rollReflection(espelhada!, faces({ face: 4, sides: 6 }, { face: 5, sides: 6 }))).toBe(9);
  });
});

describe(`Cortante: "Os seus golpes comuns não podem ser aparados" (${T7})`, () => {
  it('any working Cortante, wherever it sits among the characteristics', () => {
    expect(golpeComumParriable(worn('leve', 'cortante'))).toBe(false);
    expect(golpeComumParriable(worn('leve', 'espinhos'))).toBe(true);
    expect(golpeComumParriable(undefined)).toBe(true);
  });
});
