import { describe, expect, it } from 'vitest';
import {
  beginFight,
  bodyClockDay,
  clockStage,
  cureBodyClock,
  deriveFicha,
  forcedMarch,
  hungerAndThirstDay,
  nightWithoutSleep,
  playLongRest,
  playNumbers,
  runAtSoundSpeed,
  startBodyClock,
  startPlay,
  type PlayState,
} from '../../src/index.js';
import { scriptedDice } from '../../src/dice/random.js';
import { must, refused, teo, unchanged } from '../fixtures/teo.js';

const T5 = 'tables/05-combate.md › Quadro "O relógio do veneno"';
const SEED5 = 'seed › Veneno e doença';
const BODY = 'tables/13-o-mundo.md › O corpo: cansaço, fome, sono e ferida';
const con = deriveFicha(teo).attributes.CON.modifier;
/** A d20 that makes a CON test against `cd` reach exactly the total `total`. */
const face = (total: number) => total - con;

const poisoned = (degrau: 'gente' | 'guerreiro' | 'elite' = 'guerreiro', kind: 'veneno' | 'doenca' = 'veneno', fatal = true): PlayState =>
  must(startBodyClock(startPlay(teo), { name: 'picada', kind, degrau, fatal }));

describe(`poison and disease: the clock (${T5}; ${SEED5})`, () => {
  it(`clockStage: nothing up to 2 segments, Debilitado from 3, death at 6 — or the sleep when not fatal (${T5})`, () => {
    expect([0, 2, 3, 5].map((segments) => clockStage({ segments, fatal: true }))).toEqual(['nenhum', 'nenhum', 'debilitado', 'debilitado']);
    expect([clockStage({ segments: 6, fatal: true }), clockStage({ segments: 6, fatal: false })]).toEqual(['morte', 'sono']);
  });

  it(`a poison of people does not take on a warrior (${SEED5})`, () => {
    const s = startPlay(teo);
    expect(refused(startBodyClock(s, { name: 'erva', kind: 'veneno', degrau: 'gente' }))).toEqual(['clock_below_degree']);
    expect(must(startBodyClock(s, { name: 'erva', kind: 'veneno', degrau: 'gente' }, { human: true })).clocks).toHaveLength(1);
    const p = unchanged(s, (s) => must(startBodyClock(s, { name: ' picada ', kind: 'veneno', degrau: 'guerreiro' })));
    expect(p.clocks).toEqual([{ name: 'picada', kind: 'veneno', degrau: 'guerreiro', segments: 0, days: 0, fatal: true }]);
    expect(refused(startBodyClock(p, { name: 'picada', kind: 'doenca', degrau: 'elite' }))).toEqual(['clock_duplicate']);
    expect(refused(startBodyClock(p, { name: '  ', kind: 'doenca', degrau: 'elite' }))).toEqual(['item_blank']);
  });
  it(`every morning a CON test against the CD (16 of a warrior); a failure advances 1 segment (${T5})`, () => {
    const s = poisoned('guerreiro');
    const fail = unchanged(s, (s) => must(bodyClockDay(teo, s, 'picada', scriptedDice([face(15)]))));
    expect([fail.due, fail.test?.target, fail.test?.total, fail.advanced, fail.segments, fail.stage]).toEqual([true, 16, 15, true, 1, 'nenhum']);
    const pass = must(bodyClockDay(teo, s, 'picada', scriptedDice([face(16)])));
    expect([pass.advanced, pass.segments]).toEqual([false, 0]);
  });
  it(`the CDs: 13 of people, 16 of a warrior, 19 of the elite or a god (${T5})`, () => {
    const cds = (['guerreiro', 'elite'] as const).map((d) => must(bodyClockDay(teo, poisoned(d), 'picada', scriptedDice([10]))).test?.target);
    const human = must(startBodyClock(startPlay(teo), { name: 'erva', kind: 'veneno', degrau: 'gente' }, { human: true }));
    expect([must(bodyClockDay(teo, human, 'erva', scriptedDice([10]))).test?.target, ...cds]).toEqual([13, 16, 19]);
  });
  it(`Medicina once a day: on a success no roll that morning and the clock does not move (${T5})`, () => {
    const o = must(bodyClockDay(teo, poisoned(), 'picada', scriptedDice([20, 1]), { medicina: { modifier: 0 } }));
    expect([o.medicina?.success, o.test, o.advanced]).toEqual([true, null, false]);
    const missed = must(bodyClockDay(teo, poisoned(), 'picada', scriptedDice([2, 1]), { medicina: { modifier: 0 } }));
    expect([missed.medicina?.success, missed.test?.natural, missed.advanced]).toEqual([false, 1, true]);
  });
  it(`3 segments: Debilitado, a third less max PV (rounded up), the PV follow (${T5})`, () => {
    let s = poisoned();
    for (let i = 0; i < 3; i++) s = must(bodyClockDay(teo, s, 'picada', scriptedDice([1]))).state;
    expect([s.clocks[0]?.segments, playNumbers(teo, s).debilitated, playNumbers(teo, s).maxHp, s.hp]).toEqual([3, true, 10, 10]);
    const cured = must(cureBodyClock(s, 'picada'));
    expect([cured.clocks, playNumbers(teo, cured).maxHp]).toEqual([[], 15]);
    expect(refused(cureBodyClock(cured, 'picada'))).toEqual(['clock_unknown']);
  });
  it(`Debilitado: Desvantagem on the CON test of the next morning — two dice, the lower one (${T5}: "Desvantagem nos testes de FOR e de CON")`, () => {
    let s = poisoned();
    const healthy = must(bodyClockDay(teo, s, 'picada', scriptedDice([18, 3])));
    expect(healthy.test?.natural).toBe(18);
    for (let i = 0; i < 3; i++) s = must(bodyClockDay(teo, s, 'picada', scriptedDice([1]))).state;
    expect(playNumbers(teo, s).debilitated).toBe(true);
    const weak = must(bodyClockDay(teo, s, 'picada', scriptedDice([18, 3])));
    expect(weak.test?.natural).toBe(3);
  });
  it(`6 segments: death — or the sleep only the cure wakes from, if the Mestre prefers (${T5})`, () => {
    let s = poisoned();
    let o = must(bodyClockDay(teo, s, 'picada', scriptedDice([1])));
    for (let i = 0; i < 6; i++) {
      o = must(bodyClockDay(teo, s, 'picada', scriptedDice([1])));
      s = o.state;
    }
    expect([o.stage, s.dead, s.hp]).toEqual(['morte', true, 0]);
    let z = poisoned('guerreiro', 'veneno', false);
    for (let i = 0; i < 6; i++) {
      o = must(bodyClockDay(teo, z, 'picada', scriptedDice([1])));
      z = o.state;
    }
    expect([o.stage, z.dead]).toEqual(['sono', false]);
    expect(refused(bodyClockDay(teo, z, 'picada', scriptedDice([1])))).toEqual(['clock_stopped']);
  });
  it(`a disease: the same clock, a test every 3 days (${SEED5})`, () => {
    let s = poisoned('guerreiro', 'doenca');
    const due: boolean[] = [];
    for (let i = 0; i < 6; i++) {
      const o = must(bodyClockDay(teo, s, 'picada', scriptedDice([1])));
      due.push(o.due);
      s = o.state;
    }
    expect([due, s.clocks[0]?.segments]).toEqual([[false, false, true, false, false, true], 2]);
  });
  it('refusals: unknown clock, in a fight, dead', () => {
    const s = poisoned();
    expect(refused(bodyClockDay(teo, s, 'outra', scriptedDice([1])))).toEqual(['clock_unknown']);
    expect(refused(bodyClockDay(teo, must(beginFight(teo, s)), 'picada', scriptedDice([1])))).toEqual(['play_in_fight']);
    expect(refused(bodyClockDay(teo, { ...s, dead: true }, 'picada', scriptedDice([1])))).toEqual(['play_dead']);
  });
});

describe(`hunger and thirst (${BODY} › Fome e sede)`, () => {
  it(`without food: holds 3 days + CON, then 1 Cansaço per day (${BODY} › Fome e sede)`, () => {
    let s = startPlay(teo);
    const marks: number[] = [];
    for (let d = 0; d < 3 + con + 2; d++) {
      const o = must(hungerAndThirstDay(teo, s, { ate: false, drank: true }, scriptedDice([20])));
      marks.push(o.cansacoAdded);
      s = o.state;
    }
    expect(marks).toEqual([...Array(3 + con).fill(0), 1, 1]);
    expect(must(hungerAndThirstDay(teo, s, { ate: true, drank: true }, scriptedDice([20]))).state.days.withoutFood).toBe(0);
  });
  it(`without water: 1 day, then CON CD 13 rising 2 per day, 1 Cansaço on a failure (${BODY} › Fome e sede)`, () => {
    let s = startPlay(teo);
    const o1 = unchanged(s, (s) => must(hungerAndThirstDay(teo, s, { ate: true, drank: false }, scriptedDice([1]))));
    expect([o1.tests.length, o1.cansacoAdded]).toEqual([0, 0]);
    s = o1.state;
    const o2 = must(hungerAndThirstDay(teo, s, { ate: true, drank: false }, scriptedDice([face(13)])));
    expect([o2.tests[0]?.target, o2.tests[0]?.success, o2.cansacoAdded]).toEqual([13, true, 0]);
    const o3 = must(hungerAndThirstDay(teo, o2.state, { ate: true, drank: false }, scriptedDice([face(14)])));
    expect([o3.tests[0]?.target, o3.tests[0]?.success, o3.cansacoAdded]).toEqual([15, false, 1]);
  });
  it(`for a human the thirst test fails by itself (${BODY} › Fome e sede)`, () => {
    const s = { ...startPlay(teo), days: { ...startPlay(teo).days, withoutWater: 1 } };
    const o = must(hungerAndThirstDay(teo, s, { ate: true, drank: false }, scriptedDice([20]), { human: true }));
    expect([o.tests, o.cansacoAdded]).toEqual([[], 1]);
  });
  it(`a long rest where you ate and drank starts the count over (${BODY})`, () => {
    const s = { ...startPlay(teo), days: { ...startPlay(teo).days, withoutFood: 4, withoutWater: 2, withoutSleep: 2 } };
    expect(must(playLongRest(teo, s)).days).toMatchObject({ withoutFood: 0, withoutWater: 0, withoutSleep: 0 });
    expect(must(playLongRest(teo, s, { ateAndDrank: false })).days).toMatchObject({ withoutFood: 4, withoutWater: 2, withoutSleep: 0 });
  });
});

describe(`nights without sleep (${BODY} › Noites sem dormir)`, () => {
  it(`a warrior: CON CD 13, rising 2 each night in a row; 1 Cansaço on a failure (${BODY} › Noites sem dormir)`, () => {
    const s = startPlay(teo);
    const n1 = unchanged(s, (s) => must(nightWithoutSleep(teo, s, scriptedDice([face(13)]))));
    expect([n1.tests[0]?.target, n1.cansacoAdded, n1.state.days.withoutSleep]).toEqual([13, 0, 1]);
    const n2 = must(nightWithoutSleep(teo, n1.state, scriptedDice([face(14)])));
    expect([n2.tests[0]?.target, n2.cansacoAdded]).toEqual([15, 1]);
  });
  it(`a human: 1 Cansaço per night, no test (${BODY} › Noites sem dormir)`, () => {
    const o = must(nightWithoutSleep(teo, startPlay(teo), scriptedDice([20]), { human: true }));
    expect([o.tests, o.cansacoAdded]).toEqual([[], 1]);
  });
  it(`Cansado gives Desvantagem on the CON test (${BODY} › 1 · Cansado)`, () => {
    const o = must(nightWithoutSleep(teo, { ...startPlay(teo), cansaco: 1 }, scriptedDice([20, 2])));
    expect([o.tests[0]?.mode, o.tests[0]?.natural]).toEqual(['desvantagem', 2]);
    const rested = must(nightWithoutSleep(teo, startPlay(teo), scriptedDice([20, 2])));
    expect(rested.tests[0]?.mode).toBe('normal');
  });
});

describe(`forced march (${BODY} › Marcha forçada)`, () => {
  it(`a CON test against CD 13 per extra day; 1 Cansaço per failure (${BODY} › Marcha forçada)`, () => {
    const s = startPlay(teo);
    // After the first failure the character is Cansado: the next CON tests roll with Desvantagem.
    const o = unchanged(s, (s) => must(forcedMarch(teo, s, 3, scriptedDice([face(12), face(13), face(13), face(12), 20]))));
    expect([o.tests.map((t) => t.target), o.tests.map((t) => t.mode), o.tests.map((t) => t.success), o.cansacoAdded, o.state.cansaco]).toEqual([
      [13, 13, 13],
      ['normal', 'desvantagem', 'desvantagem'],
      [false, true, false],
      2,
      2,
    ]);
    expect(refused(forcedMarch(teo, s, 0, scriptedDice([1])))).toEqual(['play_amount_invalid']);
  });
  it(`running at the speed of sound: 1 Cansaço, no test; not for a human (${BODY} › Marcha forçada)`, () => {
    const s = startPlay(teo);
    expect(unchanged(s, (s) => must(runAtSoundSpeed(s))).cansaco).toBe(1);
    expect(refused(runAtSoundSpeed(s, { human: true }))).toEqual(['body_human_only']);
    expect(refused(runAtSoundSpeed(must(beginFight(teo, s))))).toEqual(['play_in_fight']);
  });
});
