import { describe, expect, it } from 'vitest';
import { beginFight, deriveFicha, endTurn, startPlay, useTechnique, type PlayState } from '../../src/index.js';
import { scriptedDice } from '../../src/dice/random.js';
import { K, must, refused, T4, teo, unchanged } from '../fixtures/teo.js';

const garra = 'livro-garra-que-rasga-o-ceu';
const cost = deriveFicha(teo).techniques.find((t) => t.name === 'Garra que Rasga o Céu')!.cost;
const fight = (cosmo: number, hp = 15) => ({ ...must(beginFight(teo, startPlay(teo))), cosmo, hp });

describe(`using a technique in play (${K}; ${T4} › Quadro "O Cosmo não acaba")`, () => {
  it(`the cost comes out of the Cosmo, never below the piso (${K})`, () => {
    const o = unchanged(fight(4), (s) => must(useTechnique(teo, s, garra, {}, scriptedDice([1], 4))));
    expect([o.state.cosmo, o.lifeLost, o.payment.burning]).toEqual([Math.max(1, 4 - cost), 0, false]);
  });
  it(`what the Cosmo cannot pay, the life pays (1d4 × Grau per point), and the Cosmo drops to the piso (${K})`, () => {
    const o = must(useTechnique(teo, fight(1), garra, {}, scriptedDice([3], 4)));
    expect([o.payment.missingPoints, o.lifeLost, o.state.hp, o.state.cosmo, o.payment.ignoresLida]).toEqual([cost - 1, 3 * (cost - 1), 15 - 3 * (cost - 1), 1, true]);
  });
  it(`burning: at most the proficiency (${K})`, () => {
    const o = must(useTechnique(teo, fight(5), garra, { burn: 2 }, scriptedDice([2], 4)));
    expect([o.payment.burnPoints, o.lifeLost, o.state.cosmo]).toEqual([2, 4, 1]);
    expect(refused(useTechnique(teo, fight(5), garra, { burn: 3 }, scriptedDice([2], 4)))).toEqual(['technique_burn_over_limit']);
  });
  it(`the last strike: the price passes the PV — the strike happens; 1 PV if the foe falls, else the fall (${T4} › Quadro "O Cosmo não acaba")`, () => {
    const o = must(useTechnique(teo, fight(5, 3), garra, { burn: 2 }, scriptedDice([4], 4)));
    expect([o.lastStrike, o.state.hp, o.state.fight?.fell, o.ifFoeFalls?.hp, o.ifFoeFalls?.fight?.fell]).toEqual([true, 0, true, 1, false]);
  });
  it('only in a fight, standing, with a technique of the ficha', () => {
    expect(refused(useTechnique(teo, startPlay(teo), garra, {}, scriptedDice([1], 4)))).toEqual(['play_not_in_fight']);
    expect(refused(useTechnique(teo, fight(4, 0), garra, {}, scriptedDice([1], 4)))).toEqual(['play_down']);
    expect(refused(useTechnique(teo, fight(4), 'nada', {}, scriptedDice([1], 4)))).toEqual(['interlude_requirement_missing']);
  });
});

describe(`none of the five senses left (${K})`, () => {
  const all = (['tato', 'paladar', 'olfato', 'audicao', 'visao'] as const).map((sense) => ({ sense, how: 'arrancado' as const }));
  it(`at the end of the turn you fall — unless in the Sétimo or above, or with the Oitavo (${K})`, () => {
    const s: PlayState = { ...fight(5), sensesLost: all };
    expect(unchanged(s, (s) => must(endTurn(s))).hp).toBe(0);
    expect(must(endTurn({ ...s, sentido: 'setimo' })).hp).toBe(15);
    expect(must(endTurn({ ...s, awakened: { ...s.awakened, oitavo: true } })).hp).toBe(15);
    expect(must(endTurn({ ...s, sensesLost: all.slice(1) })).hp).toBe(15);
    expect(refused(endTurn(startPlay(teo)))).toEqual(['play_not_in_fight']);
  });
});
