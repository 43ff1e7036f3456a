import { describe, expect, it } from 'vitest';
import {
  attributeModifier,
  baseHpAt,
  checkLevel,
  choiceSlotsAt,
  fixedGainsAt,
  fixedGainsUpTo,
  gloriaToLeave,
  grauAt,
  hpPerVidaChoiceAt,
  levelRow,
  maxGrau,
  maxLevel,
  pointBonusAt,
  pointBonusCap,
  proficiencyAt,
  tetoBaseAt,
} from '../../src/rules/levels.js';
import { bookRuleset } from '../../src/rules/ruleset.js';

const T = 'tables/12-progressao.md › A tabela';
const E = 'tables/engine-constants.md › Progressão';

describe('levels helpers', () => {
  it(`proficiency +2 (1–4) … +6 (17–20) (${E})`, () => {
    for (let l = 1; l <= 20; l++) expect(proficiencyAt(l)).toBe(2 + Math.floor((l - 1) / 4));
  });
  it(`Grau 1 (1–4) … 5 (17–20); a level-5 Bronze has proficiency +3 and Grau 2 (FACTS.md › Techniques (Capítulo Seis))`, () => {
    for (let l = 1; l <= 20; l++) expect(grauAt(l)).toBe(1 + Math.floor((l - 1) / 4));
    expect([proficiencyAt(5), grauAt(5)]).toEqual([3, 2]);
    expect(maxGrau()).toBe(5);
  });
  it(`Teto base = 3 + proficiency; 5 at level 1 (FACTS.md › Cosmo (Capítulo Quatro))`, () => {
    for (let l = 1; l <= 20; l++) expect(tetoBaseAt(l)).toBe(3 + proficiencyAt(l));
    expect(tetoBaseAt(1)).toBe(5);
  });
  it(`base HP 14 at level 1, 38 at level 5, 260 at 20 (${T})`, () => {
    expect([baseHpAt(1), baseHpAt(5), baseHpAt(20)]).toEqual([14, 38, 260]);
  });
  it(`HP per Vida choice = ⌈level / 2⌉ (FACTS.md › Progression (Capítulo Doze))`, () => {
    expect([1, 2, 3, 5, 20].map((l) => hpPerVidaChoiceAt(l))).toEqual([1, 1, 2, 3, 10]);
  });
  it(`point bonus = level − 1; level 10: +9 (FACTS.md › Techniques (Capítulo Seis))`, () => {
    for (let l = 1; l <= 20; l++) expect(pointBonusAt(l)).toBe(l - 1);
    expect(pointBonusAt(10)).toBe(9);
  });
  it(`point bonus capped by the technique's Grau: +3, +7, +11, +15, +19; a Grau 1 technique stops at +3 (FACTS.md › Techniques (Capítulo Seis))`, () => {
    expect([1, 2, 3, 4, 5].map((g) => pointBonusCap(g))).toEqual([3, 7, 11, 15, 19]);
    expect(pointBonusAt(10, 1)).toBe(3);
    expect(pointBonusAt(3, 1)).toBe(2);
    expect(pointBonusAt(15, 4)).toBe(14);
    expect(pointBonusAt(20, 5)).toBe(19);
  });
  it('point-bonus cap falls back to the level table when the techniques section has no Grau table', () => {
    const rs = { ...bookRuleset, techniques: { ...bookRuleset.techniques, graus: undefined } } as unknown as typeof bookRuleset;
    expect([1, 2, 3, 4, 5].map((g) => pointBonusCap(g, rs))).toEqual([3, 7, 11, 15, 19]);
  });
  it(`choice slots: Vida ou Cosmo at 2–20; técnica/atributo at 4, 6, …, 20; perícia/defesa at 3, 7, 11, 15, 19 (${T})`, () => {
    expect(choiceSlotsAt(1)).toEqual([]);
    for (let l = 2; l <= 20; l++) {
      const s = choiceSlotsAt(l);
      expect(s[0]).toBe('vida_ou_cosmo');
      expect(s.includes('tecnica_ou_atributo')).toBe(l >= 4 && l % 2 === 0);
      expect(s.includes('pericia_ou_defesa')).toBe([3, 7, 11, 15, 19].includes(l));
    }
  });
  it(`fixed gains at 2, 6, 9, 11, 14, 18, 20 (${T})`, () => {
    expect(fixedGainsAt(2)).toEqual(['leitura_de_combate']);
    expect(fixedGainsAt(9)).toEqual(['ataque_extra']);
    expect(fixedGainsAt(20)).toEqual(['lenda']);
    expect(fixedGainsAt(3)).toEqual([]);
    expect(fixedGainsUpTo(11)).toEqual(['criacao', 'leitura_de_combate', 'segunda_licao', 'ataque_extra', 'golpe_certeiro']);
  });
  it(`Glória to leave: 3, 4, 5; none at 20 (FACTS.md › Progression (Capítulo Doze))`, () => {
    expect([gloriaToLeave(1), gloriaToLeave(4), gloriaToLeave(5), gloriaToLeave(12), gloriaToLeave(13), gloriaToLeave(19)]).toEqual([
      3, 3, 4, 4, 5, 5,
    ]);
    expect(gloriaToLeave(20)).toBeNull();
  });
  it(`attribute modifier = floor((value − 10) / 2): 15 → +2, 8 → −1, 20 → +5, 3 → −4 (FACTS.md › Creation (Capítulo Três))`, () => {
    expect([15, 14, 13, 12, 10, 8, 20, 3, 1].map((v) => attributeModifier(v))).toEqual([2, 2, 1, 1, 0, -1, 5, -4, -5]);
  });
  it('checkLevel returns a coded pt-BR issue for a level outside 1–20', () => {
    expect(checkLevel(5)).toEqual({ ok: true, value: 5, issues: [] });
    const r = checkLevel(21);
    expect(r.ok).toBe(false);
    expect(r.issues[0]).toMatchObject({ code: 'level_out_of_range', params: { nivel: 21, min: 1, max: 20 } });
    expect(r.issues[0]!.message).toBe('O nível 21 não existe: vai de 1 a 20.');
    expect(checkLevel(0).issues[0]!.code).toBe('level_out_of_range');
    expect(checkLevel(2.5).issues[0]!.code).toBe('level_not_integer');
    expect(checkLevel('3').issues[0]!.code).toBe('level_not_integer');
  });
  it('helpers throw for programmer errors (non-integer or out-of-table level)', () => {
    expect(() => proficiencyAt(1.5)).toThrow(TypeError);
    expect(() => levelRow(0)).toThrow(RangeError);
    expect(() => baseHpAt(21)).toThrow(RangeError);
    expect(() => attributeModifier(10.5)).toThrow(TypeError);
    expect(() => pointBonusCap(9, { ...bookRuleset, techniques: { ...bookRuleset.techniques, graus: undefined } } as unknown as typeof bookRuleset)).toThrow(RangeError);
  });
  it('Teto base and point bonus read the one home of their formula: cosmo.teto and techniques.pointBonusLevelOffset (FACTS.md › Cosmo (Capítulo Quatro), › Techniques (Capítulo Seis))', () => {
    const teto = { ...bookRuleset, cosmo: { ...bookRuleset.cosmo, teto: { ...bookRuleset.cosmo.teto, base: 4 } } } as typeof bookRuleset;
    expect([tetoBaseAt(1, teto), tetoBaseAt(20, teto)]).toEqual([6, 10]);
    const noProf = { ...bookRuleset, cosmo: { ...bookRuleset.cosmo, teto: { ...bookRuleset.cosmo.teto, addsProficiency: false } } } as typeof bookRuleset;
    expect(tetoBaseAt(20, noProf)).toBe(3);
    const offset = { ...bookRuleset, techniques: { ...bookRuleset.techniques, pointBonusLevelOffset: 0 } } as typeof bookRuleset;
    expect([pointBonusAt(10, undefined, offset), pointBonusCap(1, { ...offset, techniques: { ...offset.techniques, graus: undefined } } as unknown as typeof bookRuleset)]).toEqual([10, 4]);
  });
  it('helpers read the ruleset they are given (a house rule changes the answer)', () => {
    const levels = bookRuleset.progression.levels.map((r) => ({ ...r, proficiency: r.proficiency + 1 }));
    const rs = { ...bookRuleset, progression: { ...bookRuleset.progression, levels } } as typeof bookRuleset;
    expect(proficiencyAt(1, rs)).toBe(3);
    expect(maxLevel(rs)).toBe(20);
    expect(tetoBaseAt(1, rs)).toBe(6);
    const rs2 = { ...bookRuleset, creation: { ...bookRuleset.creation, modifier: { base: 10, divisor: 3 } } } as typeof bookRuleset;
    expect(attributeModifier(16, rs2)).toBe(2);
  });
});
