import { describe, expect, it } from 'vitest';
import {
  addCansaco,
  beginFight,
  cansacoEffects,
  conviccoesLeft,
  finishFight,
  giveBlood,
  passDays,
  playLongRest,
  playNumbers,
  recoverConviccao,
  refreshOnLevelUp,
  spendConviccao,
  startPlay,
  treatFerido,
  type PlayState,
} from '../../src/index.js';
import { scriptedDice } from '../../src/dice/random.js';
import { A, C, H, must, P, refused, T13, T5, teo, teoAt, unchanged } from '../fixtures/teo.js';

describe(`Convicções spent and recovered (${C}; ${P})`, () => {
  it(`three to spend; the fourth is refused (${C})`, () => {
    let s = startPlay(teo);
    for (let i = 0; i < 3; i++) s = must(spendConviccao(teo, s));
    expect(conviccoesLeft(teo, s)).toBe(0);
    expect(refused(spendConviccao(teo, s))).toEqual(['conviccao_none_left']);
    expect(unchanged(s, (s) => must(recoverConviccao(s))).conviccoesSpent).toBe(2);
    expect(refused(recoverConviccao(startPlay(teo)))).toEqual(['conviccao_none_spent']);
  });
  it(`one returns per 7 days without fighting (${C}; ${T5} › Descanso, Interlúdio)`, () => {
    const s: PlayState = { ...startPlay(teo), conviccoesSpent: 2 };
    expect(must(passDays(teo, s, 6)).conviccoesSpent).toBe(2);
    expect(unchanged(s, (s) => must(passDays(teo, s, 7))).conviccoesSpent).toBe(1);
    expect(must(passDays(teo, s, 14)).conviccoesSpent).toBe(0);
  });
  it(`a fight starts the 7 days over (${C}: "Uma volta a cada 7 dias sem luta")`, () => {
    let s: PlayState = { ...startPlay(teo), conviccoesSpent: 1 };
    s = must(passDays(teo, s, 4));
    s = must(finishFight(teo, must(beginFight(teo, s))));
    expect(must(passDays(teo, s, 4)).conviccoesSpent).toBe(1);
    expect(must(passDays(teo, s, 7)).conviccoesSpent).toBe(0);
  });
  it(`level-up: PV to the new max and every Convicção back; Cansaço, Ferido and blood stay (${P}; seed › A tabela: "Subir não cura o resto")`, () => {
    const teo2 = teoAt(2);
    const s: PlayState = { ...startPlay(teo), hp: 3, conviccoesSpent: 2, cansaco: 2, ferido: true };
    const up = unchanged(s, (s) => must(refreshOnLevelUp(teo2, s)));
    expect([up.hp, up.conviccoesSpent, up.cansaco, up.ferido]).toEqual([21, 0, 2, true]);
  });
});

describe(`Sangue (${A}; tables/07-armaduras.md › O sangue se paga em terços)`, () => {
  it(`one third: the max PV lose a third of the full max, rounded up; the current PV fall with them (${A}: 40 → 26)`, () => {
    const o = unchanged(startPlay(teo), (s) => must(giveBlood(teo, s)));
    expect([o.state.bloodThirdsDonated, o.state.hp, o.donation.lost, playNumbers(teo, o.state).maxHp]).toEqual([1, 10, 5, 10]);
    const w5 = teoAt(5); // 49 max PV: ⌈49 / 3⌉ = 17
    expect(playNumbers(w5, must(giveBlood(w5, startPlay(w5))).state).maxHp).toBe(32);
  });
  it(`two thirds: the donor faints a whole day and wakes with 1 PV (tables/07-armaduras.md › O sangue se paga em terços)`, () => {
    const o = must(giveBlood(teo, startPlay(teo), 2));
    expect([o.state.hp, playNumbers(teo, o.state).maxHp, o.donation.unconsciousDays]).toEqual([1, 5, 1]);
  });
  it(`the whole blood kills: refused without consent; with it, dead (${A})`, () => {
    const s: PlayState = { ...startPlay(teo), bloodThirdsDonated: 2 };
    expect(refused(giveBlood(teo, s))).toEqual(['blood_fatal_needs_consent']);
    const r = giveBlood(teo, s, 1, { acceptDeath: true });
    const o = must(r);
    expect([o.state.dead, o.state.hp]).toEqual([true, 0]);
    expect(r.issues.map((i) => i.code)).toEqual(['blood_donation_fatal']);
    expect(refused(giveBlood(teo, s, 2))).toEqual(['blood_thirds_over']);
    expect(refused(giveBlood(teo, startPlay(teo), 0))).toEqual(['play_amount_invalid']);
  });
  it(`one third comes back every 3 days; resting heals only to the max now (${A})`, () => {
    const s = must(giveBlood(teo, startPlay(teo), 2)).state;
    const d3 = must(passDays(teo, s, 3));
    expect([d3.bloodThirdsDonated, playNumbers(teo, d3).maxHp]).toEqual([1, 10]);
    expect(d3.hp).toBeLessThanOrEqual(10);
    expect(must(passDays(teo, s, 6)).bloodThirdsDonated).toBe(0);
    expect(must(passDays(teo, s, 5)).bloodThirdsDonated).toBe(1);
  });
});

describe(`Cansaço (${H}; ${T13} › O corpo)`, () => {
  it(`four boxes, never more; what each weighs (${H})`, () => {
    expect(unchanged(startPlay(teo), (s) => must(addCansaco(s, 9))).cansaco).toBe(4);
    expect(cansacoEffects({ ...startPlay(teo), cansaco: 2 }).map((l) => l.id)).toEqual(['cansado', 'exausto']);
    expect(refused(addCansaco(startPlay(teo), 0))).toEqual(['play_amount_invalid']);
  });
  it(`a long rest with food removes one; without food, none (${H})`, () => {
    const s: PlayState = { ...startPlay(teo), cansaco: 2 };
    expect(must(playLongRest(teo, s)).cansaco).toBe(1);
    expect(must(playLongRest(teo, s, { ateAndDrank: false })).cansaco).toBe(2);
  });
  it(`Caído (4) wakes after a long rest with the Cansaço at 3 (${T13} › O corpo)`, () => {
    expect(must(playLongRest(teo, { ...startPlay(teo), cansaco: 4 }, { ateAndDrank: false })).cansaco).toBe(3);
  });
  it(`seven days of Interlúdio remove all; days on the road do not count (${H}; seed › O Interlúdio)`, () => {
    const s: PlayState = { ...startPlay(teo), cansaco: 3 };
    expect(must(passDays(teo, s, 6, { ateAndDrank: false })).cansaco).toBe(3);
    expect(must(passDays(teo, s, 7, { ateAndDrank: false })).cansaco).toBe(0);
    expect(must(passDays(teo, s, 7, { ateAndDrank: false, travel: true })).cansaco).toBe(3);
  });
});

describe(`Ferido (${T13} › O corpo: Ferido)`, () => {
  it('who fell or stood leaves the fight Ferido, until the next long rest', () => {
    const down = must(finishFight(teo, { ...must(beginFight(teo, startPlay(teo))), hp: 0, fight: { ...must(beginFight(teo, startPlay(teo))).fight!, fell: true } }));
    expect(down.ferido).toBe(true);
    expect(must(playLongRest(teo, down)).ferido).toBe(false);
  });
  it('a day of travel while Ferido marks 1 Cansaço (the night closes the wound)', () => {
    const s: PlayState = { ...startPlay(teo), ferido: true };
    expect(must(passDays(teo, s, 2, { travel: true, ateAndDrank: false })).cansaco).toBe(1);
  });
  it('Medicina CD 13 closes the wound before the rest', () => {
    const s: PlayState = { ...startPlay(teo), ferido: true };
    const ok = unchanged(s, (s) => must(treatFerido(teo, s, {}, scriptedDice([13]))));
    expect([ok.success, ok.state.ferido, ok.test.target]).toEqual([true, false, 13]);
    const no = must(treatFerido(teo, s, {}, scriptedDice([12])));
    expect([no.success, no.state.ferido]).toEqual([false, true]);
    expect(refused(treatFerido(teo, startPlay(teo), {}, scriptedDice([20])))).toEqual(['ferido_not_wounded']);
  });
});
