/**
 * The body's clocks (Capítulos Cinco and Treze): poison and disease (a clock of segments, a CON
 * test every morning — every few days for a disease — Medicina that spares the roll, Debilitado
 * halfway, death or a cursed sleep at the end, the cure that erases it), hunger and thirst, nights
 * without sleep, the forced march and the run at the speed of sound. Every operation is pure,
 * reads its numbers from the ruleset (`combat.poison`, `world.hungerThirst`, `world.sleep`,
 * `world.forcedMarch`, `world.fatigue`), rolls with the injected {@link RandomSource} through the
 * d20 test, and refuses with a coded pt-BR issue.
 *
 * @module
 */
import { produce } from 'immer';
import { d20Test, type D20TestResult, type RandomSource } from '../dice/index.js';
import { type AttributeKey, bookRuleset, type Ruleset } from '../rules/index.js';
import { deriveFicha, type Warrior } from '../character/index.js';
import { fail, ok, type Result } from '../issues/index.js';
import { addCansaco, type PlayCheck } from './body.js';
import { checkAmount, refuseIfDead, refuseLongName, refuseOverCount, refusePlay } from './internal.js';
import { PLAY_STATE_LIMITS } from './limits.js';
import { checkChoice, clockDegrauSchema, clockKindSchema } from './choices.js';
import { clockStage, playNumbers, type PlayState } from './state.js';

/**
 * Options shared by the body's tests: who is tracked, and what else weighs on the CON test.
 *
 * @example
 * ```ts
 * const o: BodyOptions = { con: { bonus: 1 }, human: false };
 * ```
 */
export interface BodyOptions {
  /**
   * Extra on the attribute test (a bonus, Vantagem, Desvantagem). The attribute's modifier comes
   * from the ficha, and the Cansaço's Desvantagem (1 · Cansado: CON) is added by itself.
   */
  readonly con?: Pick<PlayCheck, 'bonus' | 'vantagem' | 'desvantagem'>;
  /** Who is tracked is a human, not a warrior (the human sleeps, thirsts and marches worse). */
  readonly human?: boolean;
}

/**
 * The outcome of a day or a night for the body.
 *
 * @example
 * ```ts
 * const o: BodyOutcome = unwrap(nightWithoutSleep(teo, startPlay(teo), createRandom(1)));
 * o.cansacoAdded //=> 0 or 1
 * ```
 */
export interface BodyOutcome {
  /** The state after it. */
  readonly state: PlayState;
  /** The attribute tests rolled, in order (empty when none was due). */
  readonly tests: readonly D20TestResult[];
  /** Cansaço marked. */
  readonly cansacoAdded: number;
}

/** The attribute test of the body: the ficha's modifier, the Desvantagens of the Cansaço and of Debilitado on that attribute, the caller's extras. */
function bodyTest(w: Warrior, s: PlayState, attribute: AttributeKey, target: number, rng: RandomSource, options: BodyOptions, ruleset: Ruleset): Result<D20TestResult> {
  const tired = ruleset.world.fatigue.levels.some((l) => l.level <= s.cansaco && l.disadvantageOn.includes(attribute));
  // Debilitado (a poison or disease clock): Desvantagem on FOR and CON (combat.poison).
  const weak = ruleset.combat.poison.debilitatedDisadvantageOn.includes(attribute) && playNumbers(w, s, ruleset).debilitated;
  const extra = options.con ?? {};
  const count = (v: boolean | number | undefined) => (v === undefined || v === false ? 0 : v === true ? 1 : v);
  return d20Test(
    {
      kind: 'pericia',
      modifier: deriveFicha(w, ruleset).attributes[attribute].modifier,
      bonus: extra.bonus ?? 0,
      vantagem: count(extra.vantagem),
      desvantagem: count(extra.desvantagem) + (tired ? 1 : 0) + (weak ? 1 : 0),
      target,
    },
    rng,
    ruleset,
  );
}

function mark(s: PlayState, amount: number, ruleset: Ruleset): Result<PlayState> {
  return amount > 0 ? addCansaco(s, amount, ruleset) : ok(s);
}

/**
 * One of the body's clocks (poison or disease) to start.
 *
 * @example
 * ```ts
 * const c: NewBodyClock = { name: 'a picada do Espectro', kind: 'veneno', degrau: 'guerreiro' };
 * ```
 */
export interface NewBodyClock {
  /** Its name, unique among the clocks running ("a rosa de Peixes"). */
  readonly name: string;
  /** Poison (a test every morning) or disease (a test every few days). */
  readonly kind: 'veneno' | 'doenca';
  /** Its degree, which sets the CD: `gente`, `guerreiro`, `elite` (an elite's or a god's). */
  readonly degrau: 'gente' | 'guerreiro' | 'elite';
  /** At the last segment: death (default) or, if the Mestre prefers, a sleep only the cure wakes from. */
  readonly fatal?: boolean;
}

/**
 * A poison or a disease enters the body: its clock starts at zero segments. A poison has a degree
 * like the hazards — a poison of people does not take on a warrior (refused).
 *
 * @param s - The state.
 * @param clock - The clock: name, poison or disease, degree.
 * @param options - `human`: who is tracked is a human.
 * @returns The new state, or a refusal (`clock_duplicate`, `clock_below_degree`, `item_blank`, a name or a
 *   count of clocks past what a saved state holds: `play_name_too_long`, `play_list_full`; dead).
 * @example
 * ```ts
 * unwrap(startBodyClock(startPlay(teo), { name: 'picada', kind: 'veneno', degrau: 'guerreiro' })).clocks[0]?.segments //=> 0
 * ```
 */
export function startBodyClock(s: PlayState, clock: NewBodyClock, options: Pick<BodyOptions, 'human'> = {}): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  const name = typeof clock.name === 'string' ? clock.name.trim() : '';
  if (name === '') return refusePlay('item_blank', ['name'], {});
  const long = refuseLongName<PlayState>('O nome do veneno ou da doença', ['name'], name);
  if (long) return long;
  const bad = checkChoice('O tipo', ['kind'], clock.kind, clockKindSchema) ?? checkChoice('O degrau', ['degrau'], clock.degrau, clockDegrauSchema);
  if (bad) return fail([bad]);
  if (s.clocks.some((c) => c.name === name)) return refusePlay('clock_duplicate', ['name'], { name });
  if (s.clocks.length >= PLAY_STATE_LIMITS.clocks) return refusePlay('play_list_full', ['clocks'], { list: 'venenos e doenças correndo', max: PLAY_STATE_LIMITS.clocks });
  if (clock.degrau === 'gente' && options.human !== true)
    return refusePlay('clock_below_degree', ['degrau'], { name, degrau: 'gente', who: 'um guerreiro' });
  return ok(
    produce(s, (x) => {
      x.clocks.push({ name, kind: clock.kind, degrau: clock.degrau, segments: 0, days: 0, fatal: clock.fatal !== false });
    }),
  );
}

/**
 * The outcome of a day under a poison or disease clock.
 *
 * @example
 * ```ts
 * const o: BodyClockOutcome = unwrap(bodyClockDay(teo, envenenado, 'picada', createRandom(1)));
 * o.advanced //=> true or false
 * ```
 */
export interface BodyClockOutcome {
  /** The state after the day. */
  readonly state: PlayState;
  /** A test was due this day (every morning for a poison; every few days for a disease). */
  readonly due: boolean;
  /** The Medicina test (once a day), when someone treated and a test was due. */
  readonly medicina: D20TestResult | null;
  /** The CON test, when it was rolled (not when the Medicina succeeded). */
  readonly test: D20TestResult | null;
  /** The clock advanced one segment. */
  readonly advanced: boolean;
  /** Segments now. */
  readonly segments: number;
  /** What the clock means now: nothing yet, Debilitado, death, or the sleep only the cure wakes from. */
  readonly stage: 'nenhum' | 'debilitado' | 'morte' | 'sono';
}

/**
 * A day passes under a poison or a disease. On a day a test is due (every morning for a poison;
 * every 3 days for a disease), someone with Medicina may treat (once a day, against the poison's
 * CD: on a success nothing is rolled and the clock does not move); otherwise a CON test against the
 * CD (13 of people, 16 of a warrior, 19 of the elite or a god): a failure advances one segment. At
 * 3 segments the body is Debilitado (a third less max PV, in {@link playNumbers}); at 6, death —
 * or the sleep, when the clock was started with `fatal: false`.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param name - The clock's name.
 * @param rng - The random source.
 * @param options - `medicina`: who treats; `con`: extras on the CON test.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or a refusal (`clock_unknown`, `clock_stopped`, `play_in_fight`, dead).
 * @example
 * ```ts
 * unwrap(bodyClockDay(teo, envenenado, 'picada', scriptedDice([1]))).segments //=> 1
 * ```
 */
export function bodyClockDay(
  w: Warrior,
  s: PlayState,
  name: string,
  rng: RandomSource,
  options: BodyOptions & { readonly medicina?: PlayCheck } = {},
  ruleset: Ruleset = bookRuleset,
): Result<BodyClockOutcome> {
  const dead = refuseIfDead<BodyClockOutcome>(s);
  if (dead) return dead;
  if (s.fight) return refusePlay('play_in_fight', ['fight'], { action: 'Passar um dia com o veneno' });
  const P = ruleset.combat.poison;
  const key = typeof name === 'string' ? name.trim() : '';
  const i = s.clocks.findIndex((c) => c.name === key);
  const clock = s.clocks[i];
  if (!clock) return refusePlay('clock_unknown', ['name'], { name: String(name) });
  if (clock.segments >= P.deathAt) return refusePlay('clock_stopped', ['name'], { name: clock.name, segments: clock.segments });
  const every = clock.kind === 'doenca' ? P.diseaseEveryDays : 1;
  const due = clock.days + 1 >= every;
  const cd = P.cd[clock.degrau];
  let medicina: D20TestResult | null = null;
  let test: D20TestResult | null = null;
  if (due && options.medicina) {
    const m = d20Test({ ...options.medicina, kind: 'pericia', target: cd }, rng, ruleset);
    if (!m.ok) return m;
    medicina = m.value;
  }
  if (due && medicina?.success !== true) {
    const t = bodyTest(w, s, 'CON', cd, rng, options, ruleset);
    if (!t.ok) return t;
    test = t.value;
  }
  const advanced = test !== null && test.success !== true;
  const segments = clock.segments + (advanced ? 1 : 0);
  const end = segments >= P.deathAt;
  const ticked = produce(s, (x) => {
    const c = x.clocks[i]!;
    c.days = due ? 0 : c.days + 1;
    c.segments = segments;
    if (end && c.fatal) {
      x.dead = true;
      x.hp = 0;
    }
  });
  // Debilitado lowers the max PV: the current PV follow it down.
  const { maxHp } = playNumbers(w, ticked, ruleset);
  const state = ticked.dead
    ? ticked
    : produce(ticked, (x) => {
        x.hp = Math.min(x.hp, maxHp);
      });
  const stage = clockStage({ segments, fatal: clock.fatal }, ruleset);
  return ok({ state, due, medicina, test, advanced, segments, stage });
}

/**
 * The cure (an antidote, a healer who knows the poison, the Cosmo of whoever made it, a divine
 * item) erases the whole clock; the max PV come back with it.
 *
 * @param s - The state.
 * @param name - The clock's name.
 * @returns The new state, or `clock_unknown`.
 * @example
 * ```ts
 * unwrap(cureBodyClock(envenenado, 'picada')).clocks //=> []
 * ```
 */
export function cureBodyClock(s: PlayState, name: string): Result<PlayState> {
  const key = typeof name === 'string' ? name.trim() : '';
  if (!s.clocks.some((c) => c.name === key)) return refusePlay('clock_unknown', ['name'], { name: String(name) });
  return ok(
    produce(s, (x) => {
      x.clocks = x.clocks.filter((c) => c.name !== key);
    }),
  );
}

/**
 * A day passes with or without food and water. Without food the body holds 3 days + CON, then
 * marks 1 Cansaço per day. Without water it holds 1 day; then a CON test per day against CD 13,
 * rising 2 per day, and 1 Cansaço on a failure (a human fails by itself). Eating or drinking
 * starts the count over (a long rest where you ate and drank does too).
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param day - `ate`, `drank`: what the day had.
 * @param rng - The random source for the thirst test.
 * @param options - `con`: extras on the CON test; `human`.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or a refusal (in a fight, dead; `play_count_over` past the days a saved state counts).
 * @example
 * ```ts
 * unwrap(hungerAndThirstDay(teo, startPlay(teo), { ate: false, drank: true }, createRandom(1))).state.days.withoutFood //=> 1
 * ```
 */
export function hungerAndThirstDay(
  w: Warrior,
  s: PlayState,
  day: { readonly ate: boolean; readonly drank: boolean },
  rng: RandomSource,
  options: BodyOptions = {},
  ruleset: Ruleset = bookRuleset,
): Result<BodyOutcome> {
  const dead = refuseIfDead<BodyOutcome>(s);
  if (dead) return dead;
  if (s.fight) return refusePlay('play_in_fight', ['fight'], { action: 'Passar um dia sem comer ou beber' });
  const H = ruleset.world.hungerThirst;
  const withoutFood = day.ate ? 0 : s.days.withoutFood + 1;
  const withoutWater = day.drank ? 0 : s.days.withoutWater + 1;
  const over = refuseOverCount<BodyOutcome>('Os dias sem comer', ['days', 'withoutFood'], withoutFood) ?? refuseOverCount<BodyOutcome>('Os dias sem beber', ['days', 'withoutWater'], withoutWater);
  if (over) return over;
  const con = deriveFicha(w, ruleset).attributes[H.testAttribute].modifier;
  const holds = H.foodDays + (H.foodDaysAddCon ? con : 0);
  let cansaco = withoutFood > holds ? H.fatiguePerDayHungry : 0;
  const tests: D20TestResult[] = [];
  if (withoutWater > H.waterDays) {
    if (options.human && H.humanAutoFails) cansaco += H.thirstFatigueOnFail;
    else {
      const t = bodyTest(w, s, H.testAttribute, H.thirstCd + H.thirstCdStep * (withoutWater - H.waterDays - 1), rng, options, ruleset);
      if (!t.ok) return t;
      tests.push(t.value);
      if (t.value.success !== true) cansaco += H.thirstFatigueOnFail;
    }
  }
  const counted = produce(s, (x) => {
    x.days.withoutFood = withoutFood;
    x.days.withoutWater = withoutWater;
  });
  const marked = mark(counted, cansaco, ruleset);
  if (!marked.ok) return marked;
  return ok({ state: marked.value, tests, cansacoAdded: marked.value.cansaco - s.cansaco });
}

/**
 * A night without sleep. A human marks 1 Cansaço. A warrior makes a CON test against CD 13, rising
 * 2 for each night in a row, and marks 1 Cansaço on a failure. Meditating in the Cosmo is not
 * sleeping; a long rest (a night's sleep) starts the count over.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param rng - The random source.
 * @param options - `con`: extras on the CON test; `human`.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or a refusal (in a fight, dead; `play_count_over` past the nights a saved state counts).
 * @example
 * ```ts
 * unwrap(nightWithoutSleep(teo, startPlay(teo), scriptedDice([20]))).cansacoAdded //=> 0
 * ```
 */
export function nightWithoutSleep(w: Warrior, s: PlayState, rng: RandomSource, options: BodyOptions = {}, ruleset: Ruleset = bookRuleset): Result<BodyOutcome> {
  const dead = refuseIfDead<BodyOutcome>(s);
  if (dead) return dead;
  if (s.fight) return refusePlay('play_in_fight', ['fight'], { action: 'Passar a noite acordado' });
  const S = ruleset.world.sleep;
  const nights = s.days.withoutSleep + 1;
  const over = refuseOverCount<BodyOutcome>('As noites sem dormir', ['days', 'withoutSleep'], nights);
  if (over) return over;
  const tests: D20TestResult[] = [];
  let cansaco = 0;
  if (options.human) cansaco = S.humanFatiguePerNight;
  else {
    const t = bodyTest(w, s, S.testAttribute, S.warriorCd + S.warriorCdStep * (nights - 1), rng, options, ruleset);
    if (!t.ok) return t;
    tests.push(t.value);
    if (t.value.success !== true) cansaco = S.fatigueOnFail;
  }
  const counted = produce(s, (x) => {
    x.days.withoutSleep = nights;
  });
  const marked = mark(counted, cansaco, ruleset);
  if (!marked.ok) return marked;
  return ok({ state: marked.value, tests, cansacoAdded: marked.value.cansaco - s.cansaco });
}

/**
 * A forced march: more than one day of travel in a single day. One CON test against CD 13 per
 * extra day; each failure marks 1 Cansaço. One day holds at most
 * `PLAY_STATE_LIMITS.forcedMarchExtraDays` extra days — the library's limit, reconstructed (the
 * book gives none): `docs/regras/world.md#limites-da-biblioteca`.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param extraDays - Days of travel beyond the first, done in this one (a whole number from 1 to `PLAY_STATE_LIMITS.forcedMarchExtraDays`).
 * @param rng - The random source.
 * @param options - `con`: extras on the CON tests; `human`.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or a refusal (bad days, `forced_march_too_long` past `PLAY_STATE_LIMITS.forcedMarchExtraDays`, in a fight, dead).
 * @example
 * ```ts
 * unwrap(forcedMarch(teo, startPlay(teo), 2, scriptedDice([1, 20]))).cansacoAdded //=> 1
 * forcedMarch(teo, startPlay(teo), 4, scriptedDice([20])).issues[0]?.code //=> 'forced_march_too_long'
 * ```
 */
export function forcedMarch(w: Warrior, s: PlayState, extraDays: number, rng: RandomSource, options: BodyOptions = {}, ruleset: Ruleset = bookRuleset): Result<BodyOutcome> {
  const dead = refuseIfDead<BodyOutcome>(s);
  if (dead) return dead;
  if (s.fight) return refusePlay('play_in_fight', ['fight'], { action: 'A marcha forçada' });
  const bad = checkAmount('extraDays', extraDays, 1);
  if (bad) return fail([bad]);
  // The library's limit, not the book's (docs/regras/world.md#limites-da-biblioteca): one day holds
  // 1 + PLAY_STATE_LIMITS.forcedMarchExtraDays days of travel at most. It bounds the tests rolled (a million took 6 s and 263 MB).
  const max = PLAY_STATE_LIMITS.forcedMarchExtraDays;
  if (extraDays > max) return refusePlay('forced_march_too_long', ['extraDays'], { extraDays, max });
  const M = ruleset.world.forcedMarch;
  const tests: D20TestResult[] = [];
  let cansaco = 0;
  let cur = s;
  for (let d = 0; d < extraDays; d++) {
    const t = bodyTest(w, cur, M.testAttribute, M.cd, rng, options, ruleset);
    if (!t.ok) return t;
    tests.push(t.value);
    if (t.value.success !== true) {
      const marked = mark(cur, M.fatigueOnFail, ruleset);
      if (!marked.ok) return marked;
      cur = marked.value;
      cansaco += M.fatigueOnFail;
    }
  }
  return ok({ state: cur, tests, cansacoAdded: cur.cansaco - s.cansaco });
}

/**
 * Running at the speed of sound: a whole country crossed in a day, for 1 Cansaço and no test. Only
 * a warrior runs like that.
 *
 * @param s - The state.
 * @param options - `human`: refused for a human.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state, or a refusal (`body_human_only`, in a fight, dead).
 * @example
 * ```ts
 * unwrap(runAtSoundSpeed(startPlay(teo))).cansaco //=> 1
 * ```
 */
export function runAtSoundSpeed(s: PlayState, options: Pick<BodyOptions, 'human'> = {}, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  if (s.fight) return refusePlay('play_in_fight', ['fight'], { action: 'Correr na velocidade do som' });
  if (options.human) return refusePlay('body_human_only', ['human'], { action: 'Correr na velocidade do som' });
  return addCansaco(s, ruleset.world.forcedMarch.soundSpeedFatigue, ruleset);
}
