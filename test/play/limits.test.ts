/**
 * What a saved ficha in play holds (`PLAY_STATE_LIMITS`: engineering limits, not the book's), and the
 * updates that passed it: each class the property test `reads-back.property.test.ts` found returned
 * a state that `validatePlayState` then refused. Now each refuses with a coded issue — or, for
 * `shareLidas` (which returns the state itself), skips what cannot be held — and what is at the
 * limit still reads back whole.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addLida,
  attuneRelic,
  beginFight,
  createRandom,
  createRuleset,
  evolveInInterlude,
  forcedMarch,
  hungerAndThirstDay,
  newRound,
  nightWithoutSleep,
  PLAY_STATE_LIMITS,
  playLongRest,
  playMessages,
  promotePosto,
  receiveCentelha,
  searchInInterlude,
  shareLidas,
  startBodyClock,
  startPlay,
  takeDamage,
  trainApprentice,
  validatePlayState,
  validateWarrior,
  type PlayState,
} from '../../src/index.js';
import { scriptedDice } from '../../src/dice/random.js';
import { must, refused, teo, teoAt } from '../fixtures/teo.js';

const L = PLAY_STATE_LIMITS;
/** The state reads back from JSON, equal. */
const readsBack = (s: PlayState) => expect(must(validatePlayState(JSON.parse(JSON.stringify(s))))).toStrictEqual(s);
const codeAndPath = (r: { ok: boolean; issues: readonly { code: string; path: readonly (string | number)[] }[] }) => {
  expect(r.ok).toBe(false);
  return r.issues.map((i) => `${i.code} ${i.path.join('.')}`);
};
const at = (patch: (s: PlayState) => object, w = teo): PlayState => must(validatePlayState({ ...startPlay(w), ...patch(startPlay(w)) }));

describe('hostile: the counters stop at what a saved state counts (play_count_over)', () => {
  it('a night without sleep, a day without food or water past 10 000 in a row', () => {
    const nights = at((s) => ({ days: { ...s.days, withoutSleep: L.count } }));
    expect(codeAndPath(nightWithoutSleep(teo, nights, createRandom(1)))).toEqual(['play_count_over days.withoutSleep']);
    readsBack(must(nightWithoutSleep(teo, at((s) => ({ days: { ...s.days, withoutSleep: L.count - 1 } })), createRandom(1))).state);
    const dry = at((s) => ({ days: { ...s.days, withoutFood: L.count, withoutWater: L.count } }));
    expect(codeAndPath(hungerAndThirstDay(teo, dry, { ate: false, drank: true }, createRandom(1)))).toEqual(['play_count_over days.withoutFood']);
    expect(codeAndPath(hungerAndThirstDay(teo, dry, { ate: true, drank: false }, createRandom(1)))).toEqual(['play_count_over days.withoutWater']);
    // Eating and drinking start the count over: nothing to refuse.
    expect(must(hungerAndThirstDay(teo, dry, { ate: true, drank: true }, createRandom(1))).state.days).toMatchObject({ withoutFood: 0, withoutWater: 0 });
  });

  it("the fight's round and the Centelhas received in it", () => {
    const fight = must(beginFight(teo, startPlay(teo)));
    const last = must(validatePlayState({ ...fight, fight: { ...fight.fight, round: L.count, centelhasReceived: L.count } }));
    expect(codeAndPath(newRound(teo, last))).toEqual(['play_count_over fight.round']);
    expect(codeAndPath(receiveCentelha(teo, last))).toEqual(['play_count_over fight.centelhasReceived']);
    const before = must(validatePlayState({ ...fight, fight: { ...fight.fight, round: L.count - 1 } }));
    readsBack(must(newRound(teo, before)));
  });

  it("an apprentice's weeks of training", () => {
    const prata = must(promotePosto(teoAt(9), { posto: 'prata', newCharacteristics: ['leve'] }));
    const s = at((x) => ({ training: { ...x.training, apprenticeWeeks: L.count } }), prata);
    expect(codeAndPath(trainApprentice(prata, s))).toEqual(['play_count_over training.apprenticeWeeks']);
  });

  it('what a search finds must fit in the inventory: refused before rolling', () => {
    const full = at(() => ({ inventory: [{ item: 'po_de_estrelas', quantity: L.count }] }));
    expect(codeAndPath(searchInInterlude(teo, full, { metal: 'po_de_estrelas' }, 'sobrevivencia', createRandom(2)))).toEqual(['item_quantity_over quantity']);
    const rows = at(() => ({ inventory: Array.from({ length: L.inventory }, (_, i) => ({ item: `coisa-${i}`, quantity: 1 })) }));
    expect(codeAndPath(searchInInterlude(teo, rows, { metal: 'gamanio' }, 'sobrevivencia', createRandom(2)))).toEqual(['inventory_full item']);
  });
});

describe('hostile: names and lists stop at what a saved state holds', () => {
  it('addLida: a name past 200 characters (play_name_too_long), a 1001st Lida (play_list_full)', () => {
    const s = startPlay(teo);
    expect(codeAndPath(addLida(s, 'x'.repeat(L.name + 1), 'Garras'))).toEqual(['play_name_too_long enemy']);
    expect(codeAndPath(addLida(s, 'Shina', 'y'.repeat(L.name + 1)))).toEqual(['play_name_too_long technique']);
    readsBack(must(addLida(s, ` ${'x'.repeat(L.name)} `, 'Garras')));
    const full = at(() => ({ lidas: Array.from({ length: L.lidas }, (_, i) => ({ enemy: 'Shina', technique: `t-${i}` })) }));
    expect(codeAndPath(addLida(full, 'Misty', 'Garras'))).toEqual(['play_list_full lidas']);
    // Already read: still the duplicate, not the full list.
    expect(refused(addLida(full, 'Shina', 't-0'))).toEqual(['lida_duplicate']);
  });

  it('shareLidas skips what cannot be held (a blank or too long name, past the 1000th) and reads back', () => {
    const group = [
      { enemy: ' ', technique: 'Garras' },
      { enemy: 'Shina', technique: 'z'.repeat(L.name + 1) },
      { enemy: 'Shina', technique: 'Garras' },
    ];
    expect(shareLidas(startPlay(teo), 'Shina', group).lidas).toEqual([{ enemy: 'Shina', technique: 'Garras' }]);
    expect(shareLidas(startPlay(teo), ' ', group).lidas).toEqual([]);
    const almost = at(() => ({ lidas: Array.from({ length: L.lidas - 1 }, (_, i) => ({ enemy: 'Shina', technique: `t-${i}` })) }));
    const shared = shareLidas(almost, 'Shina', [{ enemy: 'Shina', technique: 'a' }, { enemy: 'Shina', technique: 'b' }]);
    expect(shared.lidas.length).toBe(L.lidas);
    readsBack(shared);
  });

  it('startBodyClock: a name past 200 characters, a 21st clock', () => {
    const s = startPlay(teo);
    expect(codeAndPath(startBodyClock(s, { name: 'p'.repeat(L.name + 1), kind: 'veneno', degrau: 'guerreiro' }))).toEqual(['play_name_too_long name']);
    let many = s;
    for (let i = 0; i < L.clocks; i++) many = must(startBodyClock(many, { name: `veneno-${i}`, kind: 'veneno', degrau: 'guerreiro' }));
    readsBack(many);
    expect(codeAndPath(startBodyClock(many, { name: 'mais um', kind: 'doenca', degrau: 'elite' }))).toEqual(['play_list_full clocks']);
  });

  it('attuneRelic: a house rule that lets more relics into Sintonia than a saved state holds', () => {
    const house = must(createRuleset({ progression: { sintonia: { relics: 50 } } }));
    const attuning = Array.from({ length: L.relics }, (_, i) => `reliquia-${i}`);
    const s = at(() => ({ inventory: [{ item: 'rosario_de_108_contas', quantity: 1 }], relics: { attuned: [], attuning } }));
    expect(codeAndPath(attuneRelic(teo, s, 'rosario_de_108_contas', house))).toEqual(['play_list_full relics']);
  });
});

describe('the amounts one update takes stop at PLAY_STATE_LIMITS (play_amount_invalid)', () => {
  it(`an amount up to L.amount (${L.amount}) is taken, one more is refused`, () => {
    expect(must(takeDamage(startPlay(teo), L.amount)).hp).toBe(0);
    expect(codeAndPath(takeDamage(startPlay(teo), L.amount + 1))).toEqual(['play_amount_invalid amount']);
  });
  it(`newRound takes up to L.centelhasPerRound (${L.centelhasPerRound}) Centelhas, one more is refused`, () => {
    const f = must(beginFight(teo, startPlay(teo)));
    expect(newRound(teo, f, { centelhas: L.centelhasPerRound }).issues.map((i) => i.code)).not.toContain('play_amount_invalid');
    expect(codeAndPath(newRound(teo, f, { centelhas: L.centelhasPerRound + 1 }))).toEqual(['play_amount_invalid centelhas']);
  });
});

describe('evolveInInterlude: a failure\'s Vantagem must fit in what a saved state holds', () => {
  const w5 = teoAt(5);
  const id = 'livro-olhos-do-lince';
  const others = Array.from({ length: L.evolutionAdvantage }, (_, i) => `outra-${i}`);
  const neverDrawn = { next: (): number => { throw new Error('rolled before refusing'); } };
  it(`${L.evolutionAdvantage} other techniques with Vantagem: refused before rolling (play_list_full; a failure made ${L.evolutionAdvantage + 1}: schema_too_big)`, () => {
    const full = at((s) => ({ training: { ...s.training, evolutionAdvantage: others } }), w5);
    expect(codeAndPath(evolveInInterlude(w5, full, id, { toGrau: 2 }, neverDrawn))).toEqual(['play_list_full training.evolutionAdvantage']);
  });
  it('one short of the limit, or this technique already in it: a failure reads back', () => {
    const short = at((s) => ({ training: { ...s.training, evolutionAdvantage: others.slice(1) } }), w5);
    readsBack(must(evolveInInterlude(w5, short, id, { toGrau: 2 }, scriptedDice([1]))).state);
    const mine = at((s) => ({ training: { ...s.training, evolutionAdvantage: [...others.slice(1), id] } }), w5);
    const o = must(evolveInInterlude(w5, mine, id, { toGrau: 2 }, scriptedDice([1, 1])));
    expect(o.state.training.evolutionAdvantage).toHaveLength(L.evolutionAdvantage);
    readsBack(o.state);
  });
});

describe('an id is not a name: kept as written', () => {
  it("a technique id with spaces around it: the evolution's Vantagem reads back under the same id (it was trimmed, and the Vantagem lost)", () => {
    const doc = JSON.parse(readFileSync(new URL('../../examples/personagens/teo-nivel-20.json', import.meta.url), 'utf8'));
    doc.techniques[0].id = ' com espaço ';
    const w = must(validateWarrior(doc));
    const failed = must(evolveInInterlude(w, startPlay(w), ' com espaço ', { toGrau: 2 }, scriptedDice([1, 1])));
    expect([failed.success, failed.state.training.evolutionAdvantage]).toEqual([false, [' com espaço ']]);
    readsBack(failed.state);
  });
});

describe('forcedMarch: at most 3 extra days in one day (the library\'s limit, reconstructed: docs/regras/world.md#limites-da-biblioteca)', () => {
  it('4 extra days, and 10⁶ (which took ~6 s and 263 MB, one CON test each), are refused with forced_march_too_long', () => {
    const s = startPlay(teo);
    expect(L.forcedMarchExtraDays).toBe(3);
    expect(must(forcedMarch(teo, s, 3, createRandom(1))).tests).toHaveLength(3);
    // Refused before rolling: a random source that throws if drawn is never drawn.
    const neverDrawn = { next: (): number => { throw new Error('forcedMarch rolled a die before refusing'); } };
    for (const n of [4, 1e6]) {
      const r = forcedMarch(teo, s, n, neverDrawn);
      expect(codeAndPath(r)).toEqual(['forced_march_too_long extraDays']);
      expect(r.issues[0]?.params).toEqual({ extraDays: n, max: 3 });
      expect(r.issues[0]?.message).toContain(`são no máximo ${L.forcedMarchExtraDays} (${L.forcedMarchExtraDays + 1} dias de viagem num dia só)`);
    }
  });
  it('the message takes the limit from its params (written once, in PLAY_STATE_LIMITS)', () => {
    expect(playMessages.forced_march_too_long({ extraDays: 9, max: 5 })).toBe('Uma marcha forçada de 9 dias extras não cabe num dia: são no máximo 5 (6 dias de viagem num dia só).');
  });
});

describe('playLongRest: the relics being attuned enter Sintonia up to what a saved state holds', () => {
  const relic = (i: number) => `reliquia-${i}`;
  it(`11 in Sintonia + 10 being attuned: ${L.relics} in Sintonia after the night, the 1 that does not fit still being attuned (it made ${L.relics + 1}: schema_too_big)`, () => {
    const s = at(() => ({ relics: { attuned: Array.from({ length: 11 }, (_, i) => relic(i)), attuning: Array.from({ length: 10 }, (_, i) => relic(11 + i)) } }));
    const after = must(playLongRest(teo, s));
    expect(after.relics.attuned).toEqual(Array.from({ length: L.relics }, (_, i) => relic(i)));
    expect(after.relics.attuning).toEqual([relic(20)]);
    readsBack(after);
  });
  it('each list at its max: none moves, none is lost', () => {
    const s = at(() => ({ relics: { attuned: Array.from({ length: L.relics }, (_, i) => relic(i)), attuning: Array.from({ length: L.relics }, (_, i) => relic(L.relics + i)) } }));
    const after = must(playLongRest(teo, s));
    expect(after.relics).toEqual(s.relics);
    readsBack(after);
  });
  it('within the limit all enter Sintonia (book, Sintonia: "Entrar em Sintonia com uma relíquia nova leva um descanso longo")', () => {
    const s = at(() => ({ relics: { attuned: ['anel_dos_nibelungos'], attuning: ['rosario_de_108_contas'] } }));
    expect(must(playLongRest(teo, s)).relics).toEqual({ attuned: ['anel_dos_nibelungos', 'rosario_de_108_contas'], attuning: [] });
  });
});
