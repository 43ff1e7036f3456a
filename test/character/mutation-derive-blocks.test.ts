/**
 * derive.ts under mutation testing (issue 29), the ficha's later blocks: the Cosmo (Teto, Cosmo
 * inicial, piso), the Resistência, the golpe comum, the perícias, the técnicas' line cache, the
 * armadura, the human ficha and deriveCharacter. Rules: FACTS.md › Cosmo (Capítulo Quatro)
 * (tables/04-cosmo-e-sentidos.md: Cosmo inicial = Atributo do Cosmo, mínimo 1, + 1 por escolha de
 * Cosmo, nunca acima do Teto; piso 1 + 1 a cada 2 escolhas; Teto 3 + proficiência + 1 por escolha),
 * FACTS.md › Combat (Capítulo Cinco) (golpe comum: FOR, DES ou o Atributo do Cosmo + proficiência),
 * FACTS.md › Armor (Capítulo Sete), tables/03-criacao.md › Níveis humanos and › O status base.
 * Every warrior is built inside its `it` (no static mutants, docs/mutacao.md).
 */
import { describe, expect, it } from 'vitest';
import { deriveCharacter, deriveFicha, deriveHumanFicha, type Human, type Warrior } from '../../src/character/index.js';
import { bookCharacterRuleset, type AttributeKey, type CharacterRuleset } from '../../src/rules/index.js';
import { teo, teoAt, withAttributes } from '../fixtures/teo.js';

const K = 'FACTS.md › Cosmo (Capítulo Quatro); tables/04-cosmo-e-sentidos.md';
const C = 'FACTS.md › Combat (Capítulo Cinco)';
const A = 'FACTS.md › Armor (Capítulo Sete)';
const T3H = 'tables/03-criacao.md › Níveis humanos; › O status base';
const T3 = 'tables/03-criacao.md';


/** A ruleset where each Cosmo choice is worth 2 (so × and ÷ differ). */
function doubledCosmo(): CharacterRuleset {
  const r = structuredClone(bookCharacterRuleset) as { -readonly [k in keyof CharacterRuleset]: any };
  r.cosmo.teto.perCosmoChoice = 2;
  r.cosmo.start.perCosmoChoice = 2;
  return r as CharacterRuleset;
}

describe(`cosmoBlock: Teto, Cosmo inicial and piso, with their terms (${K})`, () => {
  it('level 1, no Cosmo choice: Teto 3 + proficiência 2; Cosmo inicial = SAB 2 alone; piso 1 base alone', () => {
    const c = deriveFicha(teo).cosmo;
    expect(c.teto.label).toBe('Teto');
    expect(c.teto.total).toBe(5);
    expect(c.teto.terms).toEqual([{ label: 'base', value: 5, rule: 'cosmo.teto.base', note: '3 + proficiência 2' }]);
    expect(c.start.label).toBe('Cosmo inicial');
    expect(c.start.total).toBe(2);
    expect(c.start.terms).toEqual([{ label: 'SAB', value: 2, rule: 'cosmo.start.min' }]);
    expect(c.floor.label).toBe('Piso');
    expect(c.floor.total).toBe(1);
    expect(c.floor.terms).toEqual([{ label: 'base', value: 1, rule: 'cosmo.floor.base' }]);
  });

  it('level 5, two Cosmo choices: Teto 6 + 2, Cosmo inicial 2 + 2, piso 1 + 1 (one step of two choices)', () => {
    const c = deriveFicha(teoAt(5)).cosmo;
    expect(c.teto.terms).toEqual([
      { label: 'base', value: 6, rule: 'cosmo.teto.base', note: '3 + proficiência 3' },
      { label: 'Cosmo', value: 2, rule: 'cosmo.teto.perCosmoChoice' },
    ]);
    expect(c.start.terms).toEqual([
      { label: 'SAB', value: 2, rule: 'cosmo.start.min' },
      { label: 'Cosmo', value: 2, rule: 'cosmo.start.perCosmoChoice' },
    ]);
    expect(c.floor.terms).toEqual([
      { label: 'base', value: 1, rule: 'cosmo.floor.base' },
      { label: 'Cosmo', value: 1, rule: 'cosmo.floor.cosmoChoicesPerStep' },
    ]);
    expect([c.teto.total, c.start.total, c.floor.total]).toEqual([8, 4, 2]);
  });

  it('a choice worth 2 in a ruleset: the Cosmo terms are choices × 2 (Teto and Cosmo inicial)', () => {
    const c = deriveFicha(teoAt(5), doubledCosmo()).cosmo;
    expect(c.teto.terms[1]).toEqual({ label: 'Cosmo', value: 4, rule: 'cosmo.teto.perCosmoChoice' });
    expect(c.start.terms[1]).toEqual({ label: 'Cosmo', value: 4, rule: 'cosmo.start.perCosmoChoice' });
  });

  it('the Cosmo inicial minimum 1: a note only when the attribute is below it (mod 1: none; mod −1 → 1 with a note)', () => {
    const at1 = deriveFicha(withAttributes(teo, { SAB: 12 })).cosmo.start;
    expect(at1.terms).toEqual([{ label: 'SAB', value: 1, rule: 'cosmo.start.min' }]);
    const below = deriveFicha(withAttributes(teo, { SAB: 8, CAR: 14 })).cosmo.start;
    expect(below.total).toBe(1);
    expect(below.terms).toHaveLength(1);
    expect(below.terms[0]).toMatchObject({ label: 'SAB', value: 1, rule: 'cosmo.start.min' });
    expect(below.terms[0]!.note).toContain('1');
  });

  it(`the armor's Ressonante adds +1 Cosmo inicial only while worn (${A})`, () => {
    const w = { ...teo, armor: { ...teo.armor!, characteristics: ['ressonante'] } } as Warrior;
    const worn = deriveFicha(w).cosmo.start;
    expect(worn.total).toBe(3);
    expect(worn.terms).toEqual([
      { label: 'SAB', value: 2, rule: 'cosmo.start.min' },
      { label: 'armadura', value: 1, rule: 'armor.characteristics' },
    ]);
    const off = deriveFicha(w, bookCharacterRuleset, { armorWorn: false }).cosmo.start;
    expect(off.total).toBe(2);
    expect(off.terms).toEqual([{ label: 'SAB', value: 2, rule: 'cosmo.start.min' }]);
  });
});

describe(`resistência and armadura without an armor: gaps (${A})`, () => {
  it('no armor: resistencia and armor are gaps of their field, both listed in gaps', () => {
    const { armor: _drop, ...rest } = teo;
    const f = deriveFicha(rest as Warrior);
    expect(f.resistencia).toMatchObject({ gap: true, field: 'resistencia' });
    expect(f.armor).toMatchObject({ gap: true, field: 'armor' });
    expect((f.resistencia as { reason: string }).reason).not.toBe('');
    expect((f.armor as { reason: string }).reason).not.toBe('');
    expect(f.gaps.map((g) => [g.gap, g.field])).toEqual([
      [true, 'resistencia'],
      [true, 'armor'],
    ]);
  });

  it('with an armor: resistencia is the armor\'s maximum, no gap', () => {
    const f = deriveFicha(teo);
    expect(f.resistencia).toMatchObject({ label: 'Resistência', total: 4 });
    expect(f.gaps).toEqual([]);
  });
});

describe(`golpeComumBlock: the attribute, to hit and the damage text (${C})`, () => {
  it('the terms of to hit: attribute (creation.finalSums.golpeComum) + proficiência (progression.levels.proficiency)', () => {
    const g = deriveFicha(teo).golpeComum;
    expect(g.attribute).toBe('DES');
    expect(g.toHit.terms).toEqual([
      { label: 'DES', value: 2, rule: 'creation.finalSums.golpeComum' },
      { label: 'proficiência', value: 2, rule: 'progression.levels.proficiency' },
    ]);
    expect([g.toHit.total, g.damageDie, g.damageBonus, g.damage]).toEqual([4, 10, 2, '1d10 + 2']);
  });

  it('a stored choice among FOR, DES and the Atributo do Cosmo is kept (FOR; SAB, the cosmo one); one outside them falls to the best', () => {
    expect(deriveFicha({ ...teo, golpeComumAttribute: 'FOR' } as Warrior).golpeComum.attribute).toBe('FOR');
    expect(deriveFicha({ ...teo, golpeComumAttribute: 'SAB' } as Warrior).golpeComum.attribute).toBe('SAB');
    expect(deriveFicha({ ...teo, golpeComumAttribute: 'CON' } as Warrior).golpeComum.attribute).toBe('DES');
  });

  it('the damage text: 1d10 with a 0 modifier has no bonus; a negative one is "− n"', () => {
    const zero = deriveFicha(withAttributes(teo, { FOR: 10, DES: 15 }, { golpeComumAttribute: 'FOR' } as Partial<Warrior>)).golpeComum;
    expect([zero.attribute, zero.damageBonus, zero.damage]).toEqual(['FOR', 0, '1d10']);
    const neg = deriveFicha(withAttributes(teo, { FOR: 8, DES: 15, CAR: 12 }, { golpeComumAttribute: 'FOR' } as Partial<Warrior>)).golpeComum;
    expect([neg.attribute, neg.damageBonus, neg.damage]).toEqual(['FOR', -1, '1d10 − 1']);
  });
});

describe(`pericias: each skill's bonus terms and source (${T3})`, () => {
  it('a proficient skill: attribute + proficiência; its source livre / treino; a non-proficient one: the attribute alone, source null', () => {
    const skills = deriveFicha(teo).skills;
    const by = (id: string) => skills.find((s) => s.id === id)!;
    expect(by('acrobacia')).toMatchObject({ proficient: true, source: 'livre' });
    expect(by('acrobacia').bonus.terms).toEqual([
      { label: 'DES', value: 2, rule: 'creation.skills' },
      { label: 'proficiência', value: 2, rule: 'progression.levels.proficiency' },
    ]);
    expect(by('enganacao')).toMatchObject({ proficient: true, source: 'treino' });
    const notProf = skills.filter((s) => !s.proficient);
    expect(notProf.length).toBeGreaterThan(0);
    for (const s of notProf) {
      expect(s.source).toBeNull();
      expect(s.bonus.terms).toEqual([{ label: s.attribute, value: deriveFicha(teo).attributes[s.attribute].modifier, rule: 'creation.skills' }]);
    }
  });

  it('a skill taken at a level-up comes from "nivel"', () => {
    const skills = deriveFicha(teoAt(3)).skills;
    expect(skills.filter((s) => s.source === 'nivel').length).toBeGreaterThan(0);
  });
});

/** A human of the book's array, at a human level, with chosen values and trained defenses. */
function human(level: number, values: Record<AttributeKey, number>, trainedDefenses: Human['trainedDefenses'] = [], extra: Partial<Human> = {}): Human {
  return {
    kind: 'humano',
    army: 'atena',
    name: 'Ikaro',
    humanLevel: level,
    attributes: { method: 'humano', values },
    conviccoes: level >= 2 ? ['eu luto para que a minha mãe saia da mina'] : [],
    trainedDefenses,
    ...extra,
  } as unknown as Human;
}
const ARRAY = { FOR: 12, DES: 11, CON: 11, INT: 10, SAB: 9, CAR: 8 };

describe(`deriveHumanFicha: PV, DEF, defesas passivas and golpe with their terms (${T3H})`, () => {
  it('level 1: PV 4 base + CON; DEF 10 base + DES; passive 10 + attribute, no proficiência even when trained; golpe FOR alone, 1d4 + 1', () => {
    const f = deriveHumanFicha(human(1, ARRAY, ['reflexos']));
    expect(f.kind).toBe('humano');
    expect([f.humanLevel, f.proficiency, f.conviccoes, f.skills]).toEqual([1, 0, 0, []]);
    expect(f.hp.terms).toEqual([
      { label: 'base', value: 4, rule: 'creation.humans.levels' },
      { label: 'CON', value: 0, rule: 'creation.humans.levels' },
    ]);
    expect(f.hp.total).toBe(4);
    expect(f.def.label).toBe('DEF');
    expect(f.def.total).toBe(10);
    expect(f.def.terms).toEqual([
      { label: 'base', value: 10, rule: 'creation.humans.def' },
      { label: 'DES', value: 0, rule: 'creation.humans.def' },
    ]);
    for (const [id, attr, m] of [['fortitude', 'CON', 0], ['reflexos', 'DES', 0], ['vontade', 'SAB', -1]] as const) {
      const d = f.passiveDefenses[id];
      expect(d.trained).toBe(false);
      expect(d.value.terms).toEqual([
        { label: 'base', value: 10, rule: 'creation.humans.passiveDefenseBase' },
        { label: attr, value: m, rule: 'creation.passiveDefenses' },
      ]);
    }
    expect(f.golpe.attribute).toBe('FOR');
    expect(f.golpe.toHit.label).toBe('golpe');
    expect(f.golpe.toHit.terms).toEqual([{ label: 'FOR', value: 1, rule: 'creation.humans.statusBase' }]);
    expect(f.golpe.damage).toBe('1d4 + 1');
  });

  it('level 2: the trained defense adds proficiência 2 (creation.humans.levels), the others not; golpe + proficiência', () => {
    const f = deriveHumanFicha(human(2, ARRAY, ['reflexos'], { treino: 'orfanato' } as Partial<Human>));
    expect(f.proficiency).toBe(2);
    expect(f.passiveDefenses.reflexos.trained).toBe(true);
    expect(f.passiveDefenses.reflexos.value.terms).toEqual([
      { label: 'base', value: 10, rule: 'creation.humans.passiveDefenseBase' },
      { label: 'DES', value: 0, rule: 'creation.passiveDefenses' },
      { label: 'proficiência', value: 2, rule: 'creation.humans.levels' },
    ]);
    expect(f.passiveDefenses.reflexos.value.total).toBe(12);
    expect(f.passiveDefenses.fortitude.trained).toBe(false);
    expect(f.passiveDefenses.fortitude.value.terms).toHaveLength(2);
    expect(f.golpe.toHit.terms).toEqual([
      { label: 'FOR', value: 1, rule: 'creation.humans.statusBase' },
      { label: 'proficiência', value: 2, rule: 'creation.humans.levels' },
    ]);
    expect(f.skills).toEqual(['furtividade', 'enganacao']);
  });

  it('golpe attribute: FOR on a tie with DES, DES when higher; damage text with 0 and a negative modifier', () => {
    const tie = deriveHumanFicha(human(1, { FOR: 12, DES: 12, CON: 11, INT: 10, SAB: 9, CAR: 8 }));
    expect(tie.golpe.attribute).toBe('FOR');
    const des = deriveHumanFicha(human(1, { FOR: 11, DES: 12, CON: 11, INT: 10, SAB: 9, CAR: 8 }));
    expect(des.golpe.attribute).toBe('DES');
    expect(des.golpe.toHit.terms).toEqual([{ label: 'DES', value: 1, rule: 'creation.humans.statusBase' }]);
    const zero = deriveHumanFicha(human(3, { FOR: 10, DES: 11, CON: 12, INT: 11, SAB: 9, CAR: 8 }));
    expect(zero.golpe.damage).toBe('1d6');
    const neg = deriveHumanFicha(human(1, { FOR: 8, DES: 9, CON: 12, INT: 11, SAB: 11, CAR: 10 }));
    expect([neg.golpe.attribute, neg.golpe.damage]).toEqual(['FOR', '1d4 − 1']);
  });
});

describe(`deriveCharacter: a human's ficha or a warrior's (${T3H})`, () => {
  it('kind humano → the human ficha; a guerreiro → the warrior ficha', () => {
    const h = deriveCharacter(human(1, ARRAY));
    expect(h.kind).toBe('humano');
    expect((h as ReturnType<typeof deriveHumanFicha>).hp.total).toBe(4);
    const w = deriveCharacter(teo);
    expect(w.kind).toBe('guerreiro');
    expect((w as ReturnType<typeof deriveFicha>).level).toBe(1);
  });
});

describe(`armadura: the accessory's label on the ficha (${A}; tables/07-armaduras.md)`, () => {
  it('a shattered armor gives nothing, but the ficha still names its accessory by the label (Garras), not the slug', () => {
    const f = deriveFicha({ ...teo, armor: { ...teo.armor!, state: 'shattered' } } as Warrior);
    expect(f.armor).toMatchObject({ accessory: 'Garras', state: 'shattered', posto: 'Bronze' });
    expect(f.armor).toMatchObject({ derived: { accessory: null } });
  });

  it('an accessory unknown to the ruleset shows its slug; none at all, an empty text', () => {
    expect(deriveFicha({ ...teo, armor: { ...teo.armor!, accessory: 'zzz' } } as Warrior).armor).toMatchObject({ accessory: 'zzz' });
    const { accessory: _a, ...noAccessory } = teo.armor!;
    expect(deriveFicha({ ...teo, armor: noAccessory } as Warrior).armor).toMatchObject({ accessory: '' });
  });
});

describe(`tecnicas: the line cache never serves a line computed for another signature or owner (tables/06-tecnicas.md › O Grau; ${T3})`, () => {
  it('an equal warrior (same techniques) gets the very same frozen lines back', () => {
    const a = deriveFicha({ ...teo });
    const b = deriveFicha({ ...teo });
    expect(a).not.toBe(b);
    expect(b.techniques[0]).toBe(a.techniques[0]);
    expect(b.techniques[1]).toBe(a.techniques[1]);
  });

  it('the Segunda Assinatura since 18, since 5 or the technique signature since 1: Grau 1, 4 and 5 at level 18, each computed for its own since', () => {
    const w = teoAt(18);
    const ups = w.levelUps;
    const i18 = ups.findIndex((u) => u.level === 18);
    const i5 = ups.findIndex((u) => u.level === 5);
    const sig = ups[i18]!.segundaAssinatura;
    expect(sig).toBe('livro-olhos-do-lince');
    const noSecond = { ...w, levelUps: ups.map((u, i) => (i === i18 ? { ...u, segundaAssinatura: undefined } : u)) } as Warrior;
    const since5 = { ...w, levelUps: ups.map((u, i) => (i === i18 ? { ...u, segundaAssinatura: undefined } : i === i5 ? { ...u, segundaAssinatura: sig } : u)) } as Warrior;
    const olhos = (x: Warrior) => deriveFicha(x).techniques.find((l) => l.id === 'livro-olhos-do-lince')!;
    expect(olhos({ ...w }).grau).toBe(1);
    expect(olhos(noSecond).grau).toBe(5);
    expect(olhos(since5).grau).toBe(4);
    expect(olhos({ ...w }).grau).toBe(1);
  });

  it('the cache keeps the last 8 fichas: a line comes back after one other ficha, not after 8 others', () => {
    const first = deriveFicha({ ...teo }).techniques[0]!;
    deriveFicha(withAttributes(teo, { INT: 11 }));
    expect(deriveFicha({ ...teo }).techniques[0]).toBe(first);
    const again = deriveFicha(withAttributes(teo, { INT: 9 })).techniques[0]!;
    for (let i = 0; i < 8; i++) deriveFicha(withAttributes(teo, { INT: 12 + (i % 4), CAR: 8 + Math.floor(i / 4) }));
    const after = deriveFicha(withAttributes(teo, { INT: 9 })).techniques[0]!;
    expect(after).not.toBe(again);
    expect(after).toEqual(again);
  });
});
