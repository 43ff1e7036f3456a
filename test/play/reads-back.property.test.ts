/**
 * Every update of the ficha in play returns a state that reads back: random sequences of every
 * exported update of `src/play/` (the ones that return a {@link PlayState}, alone or in an
 * outcome), with hostile but well-typed arguments — amounts 0, 1, at and past the saved limits,
 * 10⁶, negative, fractional, NaN, ∞; names blank, long, unknown; ids unknown — from valid starts:
 * `startPlay` of the example characters (`examples/teo.json`, `examples/personagens/teo-nivel-20.json`,
 * that one made Prata, who trains an apprentice, and that one with a technique id with spaces around
 * it) and valid states whose counters and lists already sit at what a saved state holds
 * (`PLAY_STATE_LIMITS`: the days, the Lidas, the inventory, the clocks, the relics, the fight's
 * promises, the failed evolutions; the fight's round at its schema's max). Each call must not throw, must not
 * change its input, and an `ok` state must pass `validatePlayState` and come back from a JSON round
 * trip unchanged. (The class was first seen in `addItem`: commit d267d55.)
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCansaco,
  addItem,
  addLida,
  attuneRelic,
  beginFight,
  bodyClockDay,
  calmCosmo,
  createRandom,
  cureBodyClock,
  endTurn,
  enterBuda,
  enterSetimo,
  evolveInInterlude,
  finishFight,
  forcedMarch,
  forgetLida,
  gainCosmo,
  giveBlood,
  heal,
  healMutilatedSense,
  hungerAndThirstDay,
  improveArmorInInterlude,
  learnToRestore,
  levantar,
  lidaEvolved,
  lidasAwakened,
  loseSense,
  masterSetimo,
  mutilateSense,
  newRound,
  nightWithoutSleep,
  passDays,
  PLAY_STATE_LIMITS,
  promotePosto,
  playLongRest,
  receiveCentelha,
  recoverConviccao,
  refreshOnLevelUp,
  releaseRelic,
  removeItem,
  restoreArmorInInterlude,
  restoreSense,
  runAtSoundSpeed,
  searchInInterlude,
  sendCentelha,
  shareLidas,
  shortRest,
  spendConviccao,
  spendItemUse,
  standInNono,
  startBodyClock,
  startPlay,
  startSession,
  studyEnemy,
  takeDamage,
  takeHit,
  TECHNIQUE_ID_MAX_LENGTH,
  trainApprentice,
  trainOitavo,
  treatFerido,
  useItem,
  useLeituraDeCombate,
  useTechnique,
  validatePlayState,
  validateWarrior,
  type PlayState,
  type SenseKey,
  type Warrior,
} from '../../src/index.js';
import type { Result } from '../../src/issues/index.js';

const example = (p: string): Warrior => {
  const r = validateWarrior(JSON.parse(readFileSync(new URL(`../../examples/${p}`, import.meta.url), 'utf8')));
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
};
const teo20 = example('personagens/teo-nivel-20.json');
const prata = promotePosto(teo20, { posto: 'prata', newCharacteristics: ['leve'] });
if (!prata.ok) throw new Error(JSON.stringify(prata.issues));
/** An id is not a name: a space around it is part of it (it was trimmed on reading, and the Vantagem lost). */
const spaced = JSON.parse(readFileSync(new URL('../../examples/personagens/teo-nivel-20.json', import.meta.url), 'utf8'));
spaced.techniques[0].id = ' com espaço ';
const teoSpaced = validateWarrior(spaced);
if (!teoSpaced.ok) throw new Error(JSON.stringify(teoSpaced.issues));
/** Téo at level 1 and at 20, at 20 made Prata (who trains an apprentice), and at 20 with a technique id with spaces around it. */
const WARRIORS = [example('teo.json'), teo20, prata.value, teoSpaced.value] as const;
const L = PLAY_STATE_LIMITS;

/** Amounts: ordinary, at and past the saved limits, the most `checkAmount` took, and not numbers at all. */
const amount = fc.constantFrom(0, 1, 2, 3, 7, 100, L.count - 1, L.count, L.count + 1, 1e6, 1e6 + 1, -1, 0.5, -0, NaN, Infinity, Number.MAX_SAFE_INTEGER);
/** Names: the book's slugs, the names already in the valid starts, blank, at and past the saved limit, random. */
const name = fc.oneof(
  fc.constantFrom(
    'nectar',
    'folha_de_lotus',
    'ambrosia',
    'hidromel_de_valhala',
    'cha_dos_cinco_picos',
    'maca_dourada_das_hesperides',
    'ervas_medicinais',
    'kit_de_medicina',
    'incenso_de_meditacao',
    'po_de_estrelas',
    'gamanio',
    'rosario_de_108_contas',
    'anel_dos_nibelungos',
    'Shina',
    'Garras',
    'cheio-0',
    'relógio-0',
    '',
    '   ',
    'x'.repeat(L.name),
    ` ${'x'.repeat(L.name)} `,
    'y'.repeat(L.name + 1),
    'z'.repeat(5000),
    // not text (issue 26, class 11): NUL, a C0 control, lone surrogates
    'Shina\u0000',
    'Gar\u0007ras',
    '\uD800',
    'nectar\uDC00',
  ),
  fc.string({ maxLength: 260 }),
);
/** Choices outside their types (a plain JS caller, a saved form): each update checks them at run time (issue 26, class 9). */
const hostile = fc.constantFrom<unknown>('nariz', '', 'VISAO', ' visao', null, undefined, 42, {}, ['visao']);
/** A choice: mostly one its type allows, sometimes one it does not. */
const choice = <T,>(...ok: T[]): fc.Arbitrary<T> => fc.oneof({ arbitrary: fc.constantFrom(...ok), weight: 4 }, { arbitrary: hostile as fc.Arbitrary<T>, weight: 1 });
const sense = choice<SenseKey>('tato', 'paladar', 'olfato', 'audicao', 'visao');
const seed = fc.integer({ min: 1, max: 1_000_000 });
const check = fc.constantFrom({}, { bonus: 40 }, { bonus: -40 }, { bonus: NaN }, { vantagem: true }, { bonus: 1e6 });

type Out = Result<PlayState> | Result<{ readonly state: PlayState }>;
interface Op {
  readonly label: string;
  readonly run: (w: Warrior, s: PlayState) => Out;
}
const op = <T,>(label: string, arb: fc.Arbitrary<T>, run: (w: Warrior, s: PlayState, a: T) => Out): fc.Arbitrary<Op> =>
  arb.map((a) => ({ label, run: (w: Warrior, s: PlayState) => run(w, s, a) }));
const none = fc.constant(null);

/** Every exported update of src/play that returns a state (the worn armor's return the warrior). */
const ops: fc.Arbitrary<Op> = fc.oneof(
  op('takeDamage', amount, (_, s, n) => takeDamage(s, n)),
  op('heal', amount, (w, s, n) => heal(w, s, n)),
  op('gainCosmo', amount, (w, s, n) => gainCosmo(w, s, n)),
  op('calmCosmo', none, (w, s) => calmCosmo(w, s)),
  op('loseSense', fc.tuple(sense, choice('arrancado' as const, 'mutilado' as const)), (w, s, [k, how]) => loseSense(w, s, k, how)),
  op('mutilateSense', fc.tuple(sense, seed), (w, s, [k, r]) => mutilateSense(w, s, k, createRandom(r))),
  op('restoreSense', fc.tuple(sense, choice<readonly ('arrancado' | 'mutilado')[] | undefined>(undefined, ['arrancado'], ['mutilado'], ['arrancado', 'mutilado'])), (w, s, [k, how]) => restoreSense(w, s, k, how)),
  op('endTurn', none, (_, s) => endTurn(s)),
  op('startSession', none, (_, s) => ({ ok: true, value: startSession(s), issues: [] })),
  op('beginFight', fc.record({ againstGod: fc.boolean(), lenda: fc.boolean() }), (w, s, o) => beginFight(w, s, o)),
  op('finishFight', none, (w, s) => finishFight(w, s)),
  op('newRound', fc.record({ centelhas: amount, eliteSetimo: fc.boolean() }), (w, s, o) => newRound(w, s, o)),
  op('spendConviccao', none, (w, s) => spendConviccao(w, s)),
  op('recoverConviccao', none, (_, s) => recoverConviccao(s)),
  op('refreshOnLevelUp', none, (w, s) => refreshOnLevelUp(w, s)),
  op('giveBlood', fc.tuple(amount, fc.boolean()), (w, s, [n, acceptDeath]) => giveBlood(w, s, n, { acceptDeath })),
  op('addCansaco', amount, (_, s, n) => addCansaco(s, n)),
  op('treatFerido', fc.tuple(check, seed), (w, s, [c, r]) => treatFerido(w, s, c, createRandom(r))),
  op('sendCentelha', none, (w, s) => sendCentelha(w, s)),
  op('receiveCentelha', none, (w, s) => receiveCentelha(w, s)),
  op('takeHit', fc.tuple(choice('golpe_comum' as const, 'tecnica' as const), amount), (w, s, [kind, damage]) => takeHit(w, s, { kind, damage })),
  op('addItem', fc.tuple(name, amount), (_, s, [i, n]) => addItem(s, i, n)),
  op('removeItem', fc.tuple(name, amount), (_, s, [i, n]) => removeItem(s, i, n)),
  op('attuneRelic', name, (w, s, i) => attuneRelic(w, s, i)),
  op('releaseRelic', name, (_, s, i) => releaseRelic(s, i)),
  op('spendItemUse', name, (_, s, i) => spendItemUse(s, i)),
  op('useItem', fc.tuple(name, sense, seed), (w, s, [i, k, r]) => useItem(w, s, i, { sense: k, rng: createRandom(r) })),
  op('addLida', fc.tuple(name, name), (_, s, [e, t]) => addLida(s, e, t)),
  op('forgetLida', fc.tuple(name, name), (_, s, [e, t]) => forgetLida(s, e, t)),
  op('lidaEvolved', fc.tuple(name, name), (_, s, [e, t]) => lidaEvolved(s, e, t)),
  op('lidasAwakened', name, (_, s, e) => lidasAwakened(s, e)),
  op('shareLidas', fc.tuple(name, fc.array(fc.record({ enemy: name, technique: name }), { maxLength: 4 })), (_, s, [e, g]) => ({
    ok: true,
    value: shareLidas(s, e, [...g, ...g.map((l) => ({ ...l, enemy: e }))]),
    issues: [],
  })),
  op('useLeituraDeCombate', fc.tuple(name, name), (w, s, [e, t]) => useLeituraDeCombate(w, s, e, t)),
  op('playLongRest', fc.record({ ateAndDrank: fc.boolean(), senseBack: sense }), (w, s, o) => playLongRest(w, s, o)),
  op('shortRest', fc.tuple(fc.array(name, { maxLength: 3 }), check, seed), (w, s, [items, medicina, r]) => shortRest(w, s, { items, medicina, rng: createRandom(r) })),
  op('passDays', fc.tuple(amount, fc.boolean(), fc.boolean()), (w, s, [n, travel, ateAndDrank]) => passDays(w, s, n, { travel, ateAndDrank })),
  op('levantar', fc.record({ miracle: fc.boolean(), firstSetimo: fc.boolean() }), (w, s, o) => levantar(w, s, o)),
  op('enterSetimo', fc.record({ sacrifice: fc.constantFrom('queimar', 'levantar', 'nada'), conviccaoSpoken: fc.boolean(), firstSetimo: fc.boolean() }), (w, s, o) =>
    enterSetimo(w, s, o),
  ),
  op('standInNono', none, (w, s) => standInNono(w, s)),
  op('enterBuda', none, (w, s) => enterBuda(w, s)),
  op('useTechnique', fc.tuple(fc.constantFrom('livro-garra-que-rasga-o-ceu', 'livro-olhos-do-lince', 'nenhuma'), amount, seed), (w, s, [id, burn, r]) => {
    const t = w.techniques.find((x) => x.id === id) ?? w.techniques[0];
    return useTechnique(w, s, id === 'nenhuma' ? id : (t?.id ?? id), { burn }, createRandom(r));
  }),
  op('startBodyClock', fc.tuple(name, choice('veneno' as const, 'doenca' as const), choice('gente' as const, 'guerreiro' as const, 'elite' as const), fc.boolean()), (_, s, [n, kind, degrau, human]) =>
    startBodyClock(s, { name: n, kind, degrau }, { human }),
  ),
  op('bodyClockDay', fc.tuple(name, seed, check), (w, s, [n, r, con]) => bodyClockDay(w, s, s.clocks[0]?.name ?? n, createRandom(r), { con })),
  op('cureBodyClock', name, (_, s, n) => cureBodyClock(s, n)),
  op('hungerAndThirstDay', fc.tuple(fc.boolean(), fc.boolean(), seed, fc.boolean()), (w, s, [ate, drank, r, human]) => hungerAndThirstDay(w, s, { ate, drank }, createRandom(r), { human })),
  op('nightWithoutSleep', fc.tuple(seed, fc.boolean(), check), (w, s, [r, human, con]) => nightWithoutSleep(w, s, createRandom(r), { human, con })),
  op('forcedMarch', fc.tuple(amount, seed, check), (w, s, [n, r, con]) => forcedMarch(w, s, n, createRandom(r), { con })),
  op('runAtSoundSpeed', fc.boolean(), (_, s, human) => runAtSoundSpeed(s, { human })),
  op('evolveInInterlude', fc.tuple(fc.constantFrom('a primeira', 'nenhuma'), fc.constantFrom(1, 2, 3), seed, check), (w, s, [which, toGrau, r, o]) =>
    evolveInInterlude(w, s, which === 'nenhuma' ? which : (w.techniques[0]?.id ?? which), { toGrau }, createRandom(r), o),
  ),
  op('restoreArmorInInterlude', fc.tuple(seed, fc.boolean()), (w, s, [r, materialsProvided]) =>
    restoreArmorInInterlude(w, s, { blood: 'guerreiro', oficio: { bonus: 20 } }, createRandom(r), { materialsProvided }),
  ),
  op('improveArmorInInterlude', fc.tuple(seed, fc.boolean(), check), (w, s, [r, materialsProvided, o]) =>
    improveArmorInInterlude(w, s, 'reforco_de_gamanio', o, createRandom(r), { materialsProvided }),
  ),
  op('searchInInterlude', fc.tuple(fc.constantFrom({ metal: 'po_de_estrelas' }, { metal: 'gamanio' }, { item: 'nectar' }, { item: 'nada' }), seed, check), (w, s, [target, r, o]) =>
    searchInInterlude(w, s, target, 'sobrevivencia', createRandom(r), o),
  ),
  op('studyEnemy', fc.tuple(name, amount, fc.array(fc.record({ enemy: name, technique: name }), { maxLength: 3 }), seed, check), (w, s, [enemy, enemyLevel, g, r, o]) =>
    studyEnemy(w, s, { enemy, enemyLevel, skill: 'investigacao', groupLidas: [...g, ...g.map((l) => ({ ...l, enemy }))] }, createRandom(r), o),
  ),
  op('trainOitavo', fc.tuple(seed, check), (w, s, [r, o]) => trainOitavo(w, s, createRandom(r), o)),
  op('masterSetimo', fc.tuple(seed, check), (w, s, [r, o]) => masterSetimo(w, s, createRandom(r), o)),
  op('learnToRestore', fc.tuple(seed, check), (w, s, [r, o]) => learnToRestore(w, s, createRandom(r), { ...o, withMaster: true })),
  op('healMutilatedSense', fc.tuple(sense, check, seed), (w, s, [k, m, r]) => healMutilatedSense(w, s, k, m, createRandom(r))),
  op('trainApprentice', none, (w, s) => trainApprentice(w, s)),
);

/** A valid state whose counters and lists already hold what a saved state holds at most. */
function full(w: Warrior, fight: boolean): PlayState {
  const s = startPlay(w);
  const r = validatePlayState({
    ...s,
    days: { withoutFight: L.count, blood: L.count, interludio: L.count, withoutFood: L.count, withoutWater: L.count, withoutSleep: L.count },
    training: {
      ...s.training,
      apprenticeWeeks: L.count,
      evolutionAdvantage: Array.from({ length: L.evolutionAdvantage }, (_, i) => `${i}`.padEnd(TECHNIQUE_ID_MAX_LENGTH, '-')),
    },
    // one short of full in Sintonia, and full being attuned: the long rest must not pass the limit
    relics: { attuned: Array.from({ length: L.relics - 1 }, (_, i) => `relíquia-${i}`), attuning: Array.from({ length: L.relics }, (_, i) => `entrando-${i}`) },
    advantageUntilFightEnds: Array.from({ length: L.fightPromises }, (_, i) => ({ item: `promessa-${i}`, test: 'ataque' })),
    nextFightCosmo: Array.from({ length: L.fightPromises }, (_, i) => ({ item: `promessa-${i}`, cosmo: L.count })),
    lidas: Array.from({ length: 999 }, (_, i) => ({ enemy: 'Cheio', technique: `técnica-${i}` })),
    inventory: [
      ...Array.from({ length: L.inventory - 6 }, (_, i) => ({ item: `cheio-${i}`, quantity: L.count })),
      ...['po_de_estrelas', 'gamanio', 'nectar', 'ervas_medicinais', 'incenso_de_meditacao', 'rosario_de_108_contas'].map((item) => ({ item, quantity: L.count })),
    ],
    clocks: Array.from({ length: 19 }, (_, i) => ({ name: `relógio-${i}`, kind: 'doenca', degrau: 'guerreiro', segments: 0, days: L.count })),
    fight: fight ? { againstGod: true, round: L.count, centelhasReceived: L.count, hpAtStart: s.hp } : null,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

const start = fc.tuple(fc.constantFrom(0, 1, 2, 3), fc.constantFrom('fresh', 'full', 'full in a fight'));

/** What broke, or `null`: a throw, a changed input, or an ok state that does not read back whole. */
function step(o: Op, w: Warrior, s: PlayState): { broken: string | null; next: PlayState } {
  const before = JSON.stringify(s);
  let r: Out;
  try {
    r = o.run(w, s);
  } catch (e) {
    return { broken: `${o.label} threw: ${String(e)}`, next: s };
  }
  if (JSON.stringify(s) !== before) return { broken: `${o.label} changed its input`, next: s };
  if (!r.ok) {
    const coded = r.issues.length > 0 && r.issues.every((i) => typeof i.code === 'string' && i.message !== '');
    return { broken: coded ? null : `${o.label} refused without a coded issue`, next: s };
  }
  const next = 'state' in r.value ? r.value.state : r.value;
  const back = validatePlayState(JSON.parse(JSON.stringify(next)));
  if (!back.ok) return { broken: `${o.label} returned a state that does not read back: ${back.issues.map((i) => `${i.code} ${i.path.join('.')}`).join(', ')}`, next };
  try {
    expect(back.value).toStrictEqual(next);
  } catch {
    return { broken: `${o.label} returned a state that reads back changed`, next };
  }
  return { broken: null, next };
}

describe('every update of the ficha in play returns a state that reads back (property)', () => {
  it('no throw, the input untouched, and every ok state passes validatePlayState and survives a JSON round trip unchanged', () => {
    const starts = new Map<string, PlayState>();
    const startOf = (i: number, kind: string): PlayState => {
      const k = `${i}:${kind}`;
      if (!starts.has(k)) starts.set(k, kind === 'fresh' ? startPlay(WARRIORS[i]!) : full(WARRIORS[i]!, kind === 'full in a fight'));
      return starts.get(k)!;
    };
    fc.assert(
      fc.property(start, fc.array(ops, { minLength: 1, maxLength: 12 }), ([i, kind], seq) => {
        const w = WARRIORS[i]!;
        let s = startOf(i, kind);
        for (const o of seq) {
          const r = step(o, w, s);
          expect(r.broken).toBeNull();
          s = r.next;
        }
      }),
      { seed: 20261201, numRuns: 300 },
    );
  });
});
