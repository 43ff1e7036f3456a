import { describe, expect, it } from 'vitest';
import {
  beginFight,
  calmCosmo,
  createRandom,
  finishFight,
  forcedMarch,
  gainCosmo,
  heal,
  loseSense,
  mutilateSense,
  newRound,
  playNumbers,
  playStateSchema,
  restoreSense,
  startPlay,
  startSession,
  takeDamage,
  validatePlayState,
  type PlayState,
} from '../../src/index.js';
import { scriptedDice } from '../../src/dice/random.js';
import { C, H, K, must, refused, T12, T13, T4, teo, teoAt, unchanged } from '../fixtures/teo.js';

const fight = (s: PlayState = startPlay(teo)) => must(beginFight(teo, s));

describe('the ficha in play: the state', () => {
  it('starts with full PV and the starting Cosmo (tables/14-ficha.md › A primeira luta do Téo: começa com 2 de Cosmo)', () => {
    const s = startPlay(teo);
    expect([s.hp, s.cosmo, s.fight]).toEqual([15, 2, null]);
    expect(playStateSchema.safeParse(s).success).toBe(true);
    expect(playNumbers(teo, s)).toMatchObject({ maxHp: 15, fullHp: 15, teto: 5, tetoBase: 5, floor: 1, start: 2, centelhasPerSession: 3, debilitated: false });
  });
  it('an older saved state (first version, without the new fields) still reads, with the defaults', () => {
    const old = { hp: 9, cosmo: 3, conviccoesSpent: 1, sensesLost: [], cicatrizes: 0, cansaco: 0, bloodThirdsDonated: 0, centelhasSent: 1, sentido: 'sexto', lidas: [] };
    const r = must(validatePlayState(old));
    expect([r.hp, r.fight, r.days.withoutFight, r.relics.attuned]).toEqual([9, null, 0, []]);
    expect([r.tempHp, r.advantageUntilFightEnds, r.nextFightCosmo, r.clocks, r.days.withoutFood, r.days.withoutWater, r.days.withoutSleep]).toEqual([0, [], [], [], 0, 0, 0]);
    const v2 = { ...old, days: { withoutFight: 2, blood: 0, interludio: 0 }, inventory: [{ item: 'nectar', quantity: 1 }] };
    expect(must(validatePlayState(v2)).days).toEqual({ withoutFight: 2, blood: 0, interludio: 0, withoutFood: 0, withoutWater: 0, withoutSleep: 0 });
    expect(must(validatePlayState(v2)).inventory).toEqual([{ item: 'nectar', quantity: 1 }]);
    expect(refused(validatePlayState({ ...old, hp: -1 }))).toContain('play_amount_invalid');
  });
  it('hostile: a saved state with a getter, a proxy, a cycle or a wrong kind of value is a coded pt-BR issue, never a throw', () => {
    const s = startPlay(teo);
    const bomb = () => {
      throw new Error('armadilha');
    };
    const cycle: Record<string, unknown> = { ...s };
    cycle.lidas = [cycle];
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    // These threw (validatePlayState read its input with zod directly).
    expect(refused(validatePlayState(Object.defineProperty({ ...s }, 'hp', { enumerable: true, get: bomb })))).toEqual(['input_accessor']);
    expect(refused(validatePlayState({ ...s, lidas: new Proxy([], { get: bomb, ownKeys: bomb, getOwnPropertyDescriptor: bomb }) }))).toEqual(['input_unreadable']);
    expect(refused(validatePlayState(revoked.proxy))).toEqual(['input_unreadable']);
    expect(refused(validatePlayState(cycle))).toEqual(['input_cycle']);
    // A text where a text goes is not "precisa ser um número": the schema's own code, in pt-BR.
    const wrongKind = validatePlayState({ ...s, sentido: 7 });
    expect(wrongKind.ok).toBe(false);
    expect(wrongKind.issues.map((i) => [i.code, i.path])).toEqual([['schema_invalid_value', ['sentido']]]);
    expect(wrongKind.issues[0]!.message).not.toMatch(/número inteiro|Invalid|expected/);
    // A number out of range keeps its stable code, with zod's detail in pt-BR.
    const negative = validatePlayState({ ...s, cansaco: -2 });
    expect(negative.issues.map((i) => [i.code, i.path])).toEqual([['play_amount_invalid', ['cansaco']]]);
    expect(negative.issues[0]!.message).not.toMatch(/Too small|expected/);
  });
});

describe(`PV and Cosmo (${C}; ${K})`, () => {
  it(`HP never negative: at 0 you fall, and the fight remembers it (${C})`, () => {
    const s = unchanged(fight(), (s) => must(takeDamage(s, 99)));
    expect([s.hp, s.fight?.fell]).toEqual([0, true]);
    expect(refused(takeDamage(startPlay(teo), -1))).toEqual(['play_amount_invalid']);
    expect(refused(takeDamage(startPlay(teo), 1.5))).toEqual(['play_amount_invalid']);
    // the message says the range the function takes (PLAY_STATE_LIMITS.amount; the forced march starts at 1 extra day)
    expect(takeDamage(startPlay(teo), -1).issues[0]!.message).toBe('amount precisa ser um número inteiro de 0 a 1.000.000 (veio -1).');
    const march = forcedMarch(teo, startPlay(teo), 0, createRandom(1)).issues[0]!;
    expect([march.code, march.params]).toEqual(['play_amount_invalid', { field: 'extraDays', value: 0, min: 1, max: 1_000_000 }]);
    expect(march.message).toContain('de 1 a');
  });
  it(`healing stops at the max PV now (${C}: "Resting heals only to the current max" — FACTS.md › Armor (Capítulo Sete))`, () => {
    const hurt = must(takeDamage(startPlay(teo), 10));
    expect(unchanged(hurt, (s) => must(heal(teo, s, 99))).hp).toBe(15);
    expect(must(heal(teo, { ...hurt, cicatrizes: 1 }, 99)).hp).toBe(14);
  });
  it(`Cosmo never passes the Teto (${K})`, () => {
    expect(must(gainCosmo(teo, startPlay(teo), 1)).cosmo).toBe(3);
    expect(unchanged(startPlay(teo), (s) => must(gainCosmo(teo, s, 10))).cosmo).toBe(5);
    expect(refused(gainCosmo(teo, startPlay(teo), -2))).toEqual(['play_amount_invalid']);
  });
  it(`calming the Cosmo outside a fight brings it to the starting value; not in a fight (seed › O Cosmo: "Fora da luta, você pode acalmar o Cosmo")`, () => {
    expect(must(calmCosmo(teo, { ...startPlay(teo), cosmo: 5 })).cosmo).toBe(2);
    expect(must(calmCosmo(teo, { ...startPlay(teo), cosmo: 1 })).cosmo).toBe(1);
    expect(refused(calmCosmo(teo, fight()))).toEqual(['play_in_fight']);
  });
});

describe(`the fight (${K}; ${C})`, () => {
  it('a fight starts with the Cosmo left from the last one, and cannot start twice', () => {
    const s = fight({ ...startPlay(teo), cosmo: 4 });
    expect([s.cosmo, s.fight?.round, s.fight?.hpAtStart]).toEqual([4, 1, 15]);
    expect(refused(beginFight(teo, s))).toEqual(['play_in_fight']);
    expect(must(newRound(teo, s)).fight?.round).toBe(2);
    expect(refused(newRound(teo, startPlay(teo)))).toEqual(['play_not_in_fight']);
  });
  it(`Exausto (Cansaço 2): the fight starts with 1 Cosmo less (${T13} › O corpo)`, () => {
    expect(fight({ ...startPlay(teo), cansaco: 1 }).cosmo).toBe(2);
    expect(fight({ ...startPlay(teo), cansaco: 2 }).cosmo).toBe(1);
  });
  it(`the Lenda (level 20): once per day, start at the Teto; refused below level 20 (${T12} › O que cada ganho fixo faz)`, () => {
    const w20 = teoAt(20);
    const s = must(beginFight(w20, startPlay(w20), { lenda: true }));
    expect(s.cosmo).toBe(playNumbers(w20, s).teto);
    expect(refused(beginFight(w20, { ...startPlay(w20), lendaUsedToday: true }, { lenda: true }))).toEqual(['interlude_not_needed']);
    expect(refused(beginFight(teo, startPlay(teo), { lenda: true }))).toEqual(['interlude_level_too_low']);
  });
  it(`the end of the fight: the Sétimo and the Centelhas end, the Cosmo comes down to the Teto of always (seed › O Cosmo: "De uma luta para a outra")`, () => {
    const s: PlayState = { ...fight(), sentido: 'setimo', cosmo: 7 };
    const out = unchanged(s, (s) => must(finishFight(teo, s)));
    expect([out.sentido, out.cosmo, out.fight, out.ferido]).toEqual(['sexto', 5, null, false]);
    expect(refused(finishFight(teo, startPlay(teo)))).toEqual(['play_not_in_fight']);
  });
  it(`who fell and could not stand wakes with 1 PV after the fight, Ferido (${C}; ${T13} › Ferido)`, () => {
    const out = must(finishFight(teo, must(takeDamage(fight(), 99))));
    expect([out.hp, out.ferido]).toEqual([1, true]);
  });
  it('a new session gives the Centelhas back (FACTS.md › Cosmo: 3 per session)', () => {
    expect(startSession({ ...startPlay(teo), centelhasSent: 3 }).centelhasSent).toBe(0);
  });
});

describe(`the five senses (${K}; ${T4} › Os cinco sentidos)`, () => {
  it(`losing a sense: +1 Cosmo now, +1 Teto while lost (${K})`, () => {
    const s = unchanged(must(gainCosmo(teo, startPlay(teo), 3)), (s) => must(loseSense(teo, s, 'visao', 'arrancado')));
    expect(s.cosmo).toBe(6);
    expect(playNumbers(teo, s).teto).toBe(6);
    expect(refused(loseSense(teo, s, 'visao', 'mutilado'))).toEqual(['sense_already_lost']);
  });
  it(`Centelhas raise the Teto +1 each, at most +3 per fight; the Sétimo +2, the Nono +2 more (${K})`, () => {
    const f = fight();
    expect(playNumbers(teo, { ...f, fight: { ...f.fight!, centelhasReceived: 5 } }).teto).toBe(8);
    expect(playNumbers(teo, { ...startPlay(teo), sentido: 'setimo' }).teto).toBe(7);
    expect(playNumbers(teo, { ...startPlay(teo), sentido: 'nono' }).teto).toBe(9);
  });
  it(`mutilation: the sense is lost (mutilado) and the body takes 1d6 (${T4} › Os cinco sentidos, Mutilação)`, () => {
    const s = unchanged(startPlay(teo), (s) => must(mutilateSense(teo, s, 'visao', scriptedDice([4], 6))));
    expect([s.hp, s.cosmo, s.sensesLost]).toEqual([11, 3, [{ sense: 'visao', how: 'mutilado' }]]);
  });
  it(`a sense comes back: its Teto goes, and the Cosmo comes down to the Teto (${T4} › Folha de Lótus / Cuidar de um sentido mutilado)`, () => {
    const lost = must(gainCosmo(teo, must(loseSense(teo, startPlay(teo), 'visao', 'arrancado')), 9));
    expect(lost.cosmo).toBe(6);
    const back = unchanged(lost, (s) => must(restoreSense(teo, s, 'visao')));
    expect([back.cosmo, back.sensesLost]).toEqual([5, []]);
    expect(refused(restoreSense(teo, back, 'visao'))).toEqual(['sense_not_lost']);
    const mut = must(loseSense(teo, startPlay(teo), 'audicao', 'mutilado'));
    expect(refused(restoreSense(teo, mut, 'audicao', ['arrancado']))).toEqual(['sense_not_lost']);
  });
  it(`dead: nothing changes any more (${H}; ${C})`, () => {
    const dead: PlayState = { ...startPlay(teo), dead: true, hp: 0 };
    expect(refused(heal(teo, dead, 5))).toEqual(['play_dead']);
    expect(refused(beginFight(teo, dead))).toEqual(['play_dead']);
  });
});
