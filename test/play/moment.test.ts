/**
 * The ficha of the moment: one call gives the numbers a player reads during play, each with the
 * state that changed it.
 */
import { describe, expect, it } from 'vitest';
import {
  addCansaco,
  beginFight,
  fichaOfTheMoment,
  giveBlood,
  loseSense,
  momentLines,
  playNumbers,
  receiveCentelha,
  startPlay,
  validateWarrior,
  type PlayState,
  type Warrior,
} from '../../src/index.js';
import { isGap } from '../../src/character/index.js';
import { must, teo, T4, T13, A } from '../fixtures/teo.js';

const T7 = 'tables/07-armaduras.md';
const fight = (s: PlayState = startPlay(teo)) => must(beginFight(teo, s));
const withArmor = (armor: Record<string, unknown>): Warrior => {
  const doc = JSON.parse(JSON.stringify(teo));
  doc.armor = { ...doc.armor, ...armor };
  return must(validateWarrior(doc));
};
const text = (v: { text: string } | { reason: string }) => ('text' in v ? v.text : v.reason);

describe(`lost senses reach the numbers (${T4} › Os cinco sentidos, "Efeito enquanto estiver perdido")`, () => {
  it('Visão: "−2 na DEF" — the DEF of the moment names the lost sense', () => {
    const m = fichaOfTheMoment(teo, must(loseSense(teo, startPlay(teo), 'visao', 'arrancado')));
    expect(isGap(m.def) ? null : m.def.total).toBe(12);
    expect(text(m.def)).toBe('DEF 12 = 10 base + 2 DES + 2 armadura: Posto (Bronze) − 2 sem Visão');
    expect(m.disadvantages).toContainEqual({ on: 'ataques_a_mais_de_3_metros', source: 'sem Visão', rule: 'cosmo.senses.list' });
    // The stored ficha does not change: the moment does.
    expect(m.ficha.def).toMatchObject({ total: 14 });
  });

  it('Tato: "Você não pode usar reações" — no reaction at all, not even the armor\'s', () => {
    const m = fichaOfTheMoment(teo, must(loseSense(teo, fight(), 'tato', 'arrancado')));
    expect(m.reactions).toMatchObject({ any: false, bloquear: false, aparar: false });
    expect(m.reactions.why).toContain('sem Tato: nenhuma reação');
    expect(m.disadvantages.filter((d) => d.source === 'sem Tato').map((d) => d.on)).toEqual(['acrobacia', 'atletismo']);
  });

  it('with every sense: the armor gives Bloquear and Aparar', () => {
    expect(fichaOfTheMoment(teo, fight()).reactions).toEqual({ any: true, bloquear: true, aparar: true, why: [] });
  });
});

describe(`Desvantagens of the body, each with its source (${T13} › O corpo; ${T7} › O sangue se paga em terços)`, () => {
  it('Cansado: "Desvantagem nos testes de perícia e de CON"; No limite: "nos ataques e nas Rolagens de Efeito"', () => {
    const one = fichaOfTheMoment(teo, must(addCansaco(startPlay(teo), 1)));
    expect(one.disadvantages).toEqual([
      { on: 'pericia', source: 'Cansado', rule: 'world.fatigue.levels' },
      { on: 'CON', source: 'Cansado', rule: 'world.fatigue.levels' },
    ]);
    const three = fichaOfTheMoment(teo, must(addCansaco(startPlay(teo), 3)));
    expect(three.disadvantages.filter((d) => d.source === 'No limite').map((d) => d.on)).toEqual(['ataque', 'efeito']);
  });

  it('a third of blood given: "PV máximos um terço menores e Desvantagem nos testes de FOR e de CON"', () => {
    const s = must(giveBlood(teo, startPlay(teo), 1)).state;
    const m = fichaOfTheMoment(teo, s);
    expect(m.disadvantages.filter((d) => d.source === 'sangue doado (1/3)').map((d) => d.on)).toEqual(['FOR', 'CON']);
    expect(m.hp.max.text).toBe('PV máximos 10 = 14 base + 1 CON − 5 sangue doado (1/3)');
    expect(m.hp.max.total).toBe(playNumbers(teo, s).maxHp);
  });

  it('Ferido: Desvantagem em Atletismo e CON', () => {
    const m = fichaOfTheMoment(teo, { ...startPlay(teo), ferido: true });
    expect(m.disadvantages.filter((d) => d.source === 'Ferido').map((d) => d.on)).toEqual(['atletismo', 'CON']);
  });

  it('a rested character has none', () => {
    expect(fichaOfTheMoment(teo, startPlay(teo)).disadvantages).toEqual([]);
  });
});

describe(`the Teto of the moment (FACTS.md › Cosmo: "+1 per lost sense, +1 per Centelha received (max +3 per fight)")`, () => {
  it('Centelhas and senses are named in the Teto, and it agrees with playNumbers', () => {
    let s = must(receiveCentelha(teo, fight()));
    s = must(loseSense(teo, s, 'visao', 'arrancado'));
    const m = fichaOfTheMoment(teo, s);
    expect(m.cosmo.teto.text).toBe('Teto 7 = 5 base + 1 sem Visão + 1 Centelhas (1)');
    expect(m.cosmo.teto.total).toBe(playNumbers(teo, s).teto);
    expect(m.cosmo.current).toBe(4);
  });

  it('a fourth Centelha adds no Teto: the term says the cap', () => {
    let s = fight();
    for (let i = 0; i < 4; i++) s = must(receiveCentelha(teo, s));
    const term = fichaOfTheMoment(teo, s).cosmo.teto.terms.find((t) => t.rule === 'cosmo.centelhas.teto');
    expect(term).toMatchObject({ label: 'Centelhas (4)', value: 3, note: 'no máximo +3 por luta' });
  });

  it('at the Teto in a fight: the aura, Desvantagem em Furtividade (FACTS.md › Cosmo: "At the Teto: aura; Desvantagem on Furtividade")', () => {
    const m = fichaOfTheMoment(teo, { ...fight(), cosmo: 5 });
    expect(m.cosmo.aura).toBe(true);
    expect(m.disadvantages).toContainEqual({ on: 'furtividade', source: 'aura (Cosmo no Teto)', rule: 'cosmo.aura' });
  });
});

describe(`the armor's state in the ficha of the moment (${A}; ${T7} › Quadro "A casca")`, () => {
  it('shattered: off the body, no Bloquear nor Aparar, the DEF without the armor', () => {
    const w = withArmor({ state: 'shattered', resistenciaSpent: 4 });
    const m = fichaOfTheMoment(w, must(beginFight(w, startPlay(w))));
    expect(m.armor).toMatchObject({ state: 'shattered', stateLabel: 'despedaçada', onBody: false, resistencia: 0 });
    expect(m.reactions).toMatchObject({ any: true, bloquear: false, aparar: false });
    expect(text(m.def)).toBe('DEF 12 = 10 base + 2 DES');
  });

  it('the casca: "só Bloquear (+2 na DEF); não apara"', () => {
    const w = withArmor({ state: 'dead' });
    const m = fichaOfTheMoment(w, must(beginFight(w, startPlay(w))));
    expect(m.armor).toMatchObject({ state: 'dead', stateLabel: 'morta', onBody: true });
    expect(m.reactions).toMatchObject({ any: true, bloquear: true, aparar: false });
    expect(m.reactions.why).toContain('a casca não apara');
  });

  it('down at 0 PV: no reaction', () => {
    const m = fichaOfTheMoment(teo, { ...fight(), hp: 0 });
    expect(m.reactions.any).toBe(false);
    expect(m.reactions.why).toContain('caído a 0 PV (Inconsciente)');
  });
});

describe('momentLines: the breakdowns as text, for a sheet or a screen', () => {
  it('only what the moment changed; everything with `all`', () => {
    const blind = must(loseSense(teo, startPlay(teo), 'visao', 'arrancado'));
    expect(momentLines(fichaOfTheMoment(teo, blind))).toEqual([
      'DEF 12 = 10 base + 2 DES + 2 armadura: Posto (Bronze) − 2 sem Visão',
      'Teto 6 = 5 base + 1 sem Visão',
      'Desvantagem em ataques_a_mais_de_3_metros (sem Visão)',
    ]);
    expect(momentLines(fichaOfTheMoment(teo, startPlay(teo)))).toEqual([]);
    expect(momentLines(fichaOfTheMoment(teo, startPlay(teo)), true)).toEqual(['PV máximos 15 = 14 base + 1 CON', 'DEF 14 = 10 base + 2 DES + 2 armadura: Posto (Bronze)', 'Teto 5 = 5 base']);
  });
});

describe(`Exausto: "Movimento pela metade" (${T13} › O corpo, 2 · Exausto)`, () => {
  it('12 m become 6, named; Cansado alone does not touch it', () => {
    expect(fichaOfTheMoment(teo, must(addCansaco(startPlay(teo), 1))).movement.total).toBe(12);
    const m = fichaOfTheMoment(teo, must(addCansaco(startPlay(teo), 2)));
    expect(m.movement.text).toBe('Movimento 6 = 9 base + 3 armadura − 6 Exausto');
    expect(momentLines(m)).toContain('Movimento 6 = 9 base + 3 armadura − 6 Exausto');
  });
});
