/**
 * Mutation tests (issue 29) for src/play/moment.ts: the ficha of the moment — each state of play
 * that changes a number, and each one that must not.
 */
import { describe, expect, it } from 'vitest';
import { addCansaco, beginFight, bookRuleset, fichaOfTheMoment, loseSense, momentLines, startPlay, validateWarrior, type PlayState, type Ruleset, type Warrior } from '../../src/index.js';
import { isGap } from '../../src/character/index.js';
import { must, teo, T4, T13, A, I } from '../fixtures/teo.js';

const T7 = 'tables/07-armaduras.md';
const fight = (w: Warrior = teo, s: PlayState = startPlay(w)) => must(beginFight(w, s));
const withArmor = (armor: Record<string, unknown> | null): Warrior => {
  const doc = JSON.parse(JSON.stringify(teo));
  if (armor === null) delete doc.armor;
  else doc.armor = { ...doc.armor, ...armor };
  return must(validateWarrior(doc));
};
const defTerms = (s: PlayState) => {
  const d = fichaOfTheMoment(teo, s).def;
  return isGap(d) ? null : d.terms.map((t) => ({ label: t.label, value: t.value, rule: t.rule }));
};

describe(`DEF of the moment (${T4} › Os cinco sentidos: only Visão has "−2 na DEF")`, () => {
  it('Visão lost: one term of −2 from cosmo.senses.list; Olfato lost: the DEF does not move', () => {
    expect(defTerms(must(loseSense(teo, startPlay(teo), 'visao', 'arrancado')))?.at(-1)).toEqual({ label: 'sem Visão', value: -2, rule: 'cosmo.senses.list' });
    expect(defTerms(must(loseSense(teo, startPlay(teo), 'olfato', 'arrancado')))?.map((t) => t.label)).toEqual(['base', 'DES', 'armadura: Posto (Bronze)']);
  });
});

describe(`Movement of the moment (${T13} › O corpo, 2 · Exausto: "Movimento pela metade")`, () => {
  it('Exausto: one term from world.fatigue.levels, −6 of 12', () => {
    const m = fichaOfTheMoment(teo, must(addCansaco(startPlay(teo), 2)));
    expect(m.movement.terms.at(-1)).toMatchObject({ label: 'Exausto', value: -6, rule: 'world.fatigue.levels' });
    expect(m.movement.total).toBe(6);
  });
  it('a fraction that changes nothing (a house rule: Exausto keeps the whole movement) adds no term', () => {
    const W = bookRuleset.world;
    const house = { ...bookRuleset, world: { ...W, fatigue: { ...W.fatigue, levels: W.fatigue.levels.map((l) => (l.id === 'exausto' ? { ...l, movementFraction: 1 } : l)) } } } as Ruleset;
    const m = fichaOfTheMoment(teo, must(addCansaco(startPlay(teo), 2)), house);
    expect(m.movement.terms.map((t) => t.label)).toEqual(m.ficha.movement.terms.map((t) => t.label));
    expect(m.movement.total).toBe(12);
  });
});

describe(`passive defenses with the relics in Sintonia (${I}; Anel dos Nibelungos: "+2 em todas as defesas passivas")`, () => {
  it('the Anel in Sintonia: +2 on each, named items.relics; without a relic the ficha\'s own', () => {
    const m = fichaOfTheMoment(teo, { ...startPlay(teo), relics: { attuned: ['anel_dos_nibelungos'], attuning: [] } });
    for (const k of ['fortitude', 'reflexos', 'vontade'] as const) {
      expect(m.passiveDefenses[k].total).toBe(m.ficha.passiveDefenses[k].value.total + 2);
      expect(m.passiveDefenses[k].terms.at(-1)).toEqual({ label: 'relíquias em Sintonia', value: 2, rule: 'items.relics' });
    }
    const plain = fichaOfTheMoment(teo, startPlay(teo));
    for (const k of ['fortitude', 'reflexos', 'vontade'] as const) expect(plain.passiveDefenses[k].terms).toEqual(plain.ficha.passiveDefenses[k].value.terms);
  });
});

describe(`reactions of the moment (${A}; ${T7} › Quadro "A casca")`, () => {
  it('at 0 PV outside a fight: down, no reaction', () => {
    const m = fichaOfTheMoment(teo, { ...startPlay(teo), hp: 0 });
    expect([m.reactions.any, m.reactions.bloquear, m.reactions.aparar]).toEqual([false, false, false]);
    expect(m.reactions.why).toEqual(['caído a 0 PV (Inconsciente)']);
  });
  it('at 0 PV in the estado de Buda (the Oitavo): the consciousness fights on, reactions stay', () => {
    const s = fight();
    const m = fichaOfTheMoment(teo, { ...s, hp: 0, fight: { ...s.fight!, buda: true } });
    expect(m.reactions).toEqual({ any: true, bloquear: true, aparar: true, why: [] });
  });
  it('no armor in the ficha: neither Bloquear nor Aparar, and no armor block', () => {
    const w = withArmor(null);
    const m = fichaOfTheMoment(w, fight(w));
    expect(m.reactions).toEqual({ any: true, bloquear: false, aparar: false, why: ['sem armadura: nem Bloquear nem Aparar'] });
    expect(m.armor).toBeNull();
  });
  it('shattered: off the body (one reason), and momentLines says so', () => {
    const w = withArmor({ state: 'shattered', resistenciaSpent: 4 });
    const m = fichaOfTheMoment(w, fight(w));
    expect(m.reactions.why).toEqual(['armadura despedaçada: fora do corpo']);
    expect(momentLines(m)).toEqual(expect.arrayContaining(['Reação: armadura despedaçada: fora do corpo', 'Armadura despedaçada, fora do corpo']));
  });
  it('a living armor with its Resistência spent: Bloquear yes, Aparar no', () => {
    const w = withArmor({ resistenciaSpent: 4 });
    const m = fichaOfTheMoment(w, fight(w));
    expect(m.reactions).toEqual({ any: true, bloquear: true, aparar: false, why: ['sem Resistência para aparar'] });
    expect(m.armor).toMatchObject({ state: 'intact', resistencia: 0, resistenciaCap: 4, onBody: true });
  });
  it('a cracked armor on the body: its state in momentLines', () => {
    const w = withArmor({ state: 'cracked', resistenciaSpent: 1 });
    const m = fichaOfTheMoment(w, fight(w));
    expect(m.armor).toMatchObject({ state: 'cracked', stateLabel: 'rachada', onBody: true });
    expect(momentLines(m)).toContain('Armadura rachada');
  });
});

describe(`Desvantagens of the body (${T7} › O sangue se paga em terços; ${T13}; Capítulo Cinco › Veneno e doença)`, () => {
  it('two thirds of blood: FOR and CON, from armor.bloodThirds.rows; the whole blood (death, row 3): none', () => {
    const two = fichaOfTheMoment(teo, { ...startPlay(teo), bloodThirdsDonated: 2 });
    expect(two.disadvantages).toEqual([
      { on: 'FOR', source: 'sangue doado (2/3)', rule: 'armor.bloodThirds.rows' },
      { on: 'CON', source: 'sangue doado (2/3)', rule: 'armor.bloodThirds.rows' },
    ]);
    expect(fichaOfTheMoment(teo, { ...startPlay(teo), bloodThirdsDonated: 3 }).disadvantages).toEqual([]);
  });
  it('a house table without a row for the thirds given: no Desvantagem from it (and no throw)', () => {
    const B = bookRuleset.armor.bloodThirds;
    const house = { ...bookRuleset, armor: { ...bookRuleset.armor, bloodThirds: { ...B, rows: B.rows.filter((r) => r.thirds !== 2) } } } as Ruleset;
    expect(fichaOfTheMoment(teo, { ...startPlay(teo), bloodThirdsDonated: 2 }, house).disadvantages).toEqual([]);
  });
  it('Ferido: from world.ferido', () => {
    expect(fichaOfTheMoment(teo, { ...startPlay(teo), ferido: true }).disadvantages.map((d) => d.rule)).toEqual(['world.ferido', 'world.ferido']);
  });
  it('a poison clock at 3 segments (Debilitado): FOR and CON from combat.poison; at 2: nothing', () => {
    const clock = { name: 'picada', kind: 'veneno' as const, degrau: 'guerreiro' as const, days: 0, fatal: true };
    expect(fichaOfTheMoment(teo, { ...startPlay(teo), clocks: [{ ...clock, segments: 3 }] }).disadvantages).toEqual([
      { on: 'FOR', source: 'Debilitado', rule: 'combat.poison' },
      { on: 'CON', source: 'Debilitado', rule: 'combat.poison' },
    ]);
    expect(fichaOfTheMoment(teo, { ...startPlay(teo), clocks: [{ ...clock, segments: 2 }] }).disadvantages).toEqual([]);
  });
  it('two thirds of blood in momentLines: the max PV line', () => {
    const m = fichaOfTheMoment(teo, { ...startPlay(teo), bloodThirdsDonated: 2 });
    expect(m.hp.max.total).toBe(5);
    expect(momentLines(m)[0]).toBe(m.hp.max.text);
  });
});

describe('the aura, the round and the Sentido of the moment (FACTS.md › Cosmo: "At the Teto: aura")', () => {
  it('the aura only in a fight and only at the Teto', () => {
    expect(fichaOfTheMoment(teo, { ...startPlay(teo), cosmo: 5 }).cosmo.aura).toBe(false);
    expect(fichaOfTheMoment(teo, { ...fight(), cosmo: 4 }).cosmo.aura).toBe(false);
    expect(fichaOfTheMoment(teo, { ...fight(), cosmo: 5 }).cosmo.aura).toBe(true);
  });
  it('the round: 1 in a new fight, null outside', () => {
    expect(fichaOfTheMoment(teo, fight()).round).toBe(1);
    expect(fichaOfTheMoment(teo, startPlay(teo)).round).toBeNull();
  });
  it('the Sentido by its name in the ruleset (Sexto, Sétimo); an id it does not know, as written', () => {
    expect(fichaOfTheMoment(teo, startPlay(teo)).sentido).toBe('Sexto');
    expect(fichaOfTheMoment(teo, { ...fight(), sentido: 'setimo' }).sentido).toBe('Sétimo');
    expect(fichaOfTheMoment(teo, { ...fight(), sentido: 'decimo' as PlayState['sentido'] }).sentido).toBe('decimo');
  });
});
