/**
 * Rests and days (Capítulos Cinco, Sete, Doze and Treze): the short rest (¼ of the max PV, the
 * Cosmo as it is, once between two long rests, Medicina for 1d8 more), the long rest (½ of the max
 * PV, one sense arrancado, 1 Cansaço if you ate and drank, the Cosmo to the starting value, the
 * Cicatrizes and Ferido gone, a relic's Sintonia), and the days of the Interlúdio (every night a
 * long rest; one third of blood back every 3 days; one Convicção every 7 days without fighting;
 * seven days of Interlúdio clear the Cansaço).
 *
 * @module
 */
import { produce } from 'immer';
import { d20Test, type D20TestResult, type DiceRoll, type RandomSource, rollDice, rollDie } from '../dice/index.js';
import { bookRuleset, type Ruleset, type SenseKey } from '../rules/index.js';
import type { Warrior } from '../character/index.js';
import { fail, ok, type Result } from '../issues/index.js';
import type { PlayCheck } from './body.js';
import { checkAmount, refuseIfDead, refusePlay } from './internal.js';
import { findItem, spendItemUse } from './items.js';
import { PLAY_STATE_LIMITS } from './limits.js';
import { checkChoice, senseKeySchema } from './choices.js';
import { playNumbers, type PlayState } from './state.js';

/**
 * Options of {@link playLongRest}.
 *
 * @example
 * ```ts
 * const o: LongRestOptions = { ateAndDrank: false, senseBack: 'visao' };
 * ```
 */
export interface LongRestOptions {
  /** Ate and drank (the Cansaço box comes off only then). Default `true`. */
  readonly ateAndDrank?: boolean;
  /** Which sense arrancado comes back (default: the first one lost). */
  readonly senseBack?: SenseKey;
}

/**
 * A long rest (one night of sleep): half the max PV back (up to the max now), one sense arrancado back,
 * 1 Cansaço off if you ate and drank (and the days of hunger and thirst start over) (Caído wakes at 3 whatever you ate), the Cosmo to the
 * starting value, the Cicatrizes gone, Ferido closed, the relics being attuned now in Sintonia (up
 * to the `PLAY_STATE_LIMITS.relics` a saved state holds there; the rest stay being attuned), the
 * short rest and the Lenda available again. The armor's Resistência is the armor module's
 * (`longRest` of `src/armor/`).
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param options - Food; which sense comes back.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The rested state, or a refusal (in a fight, dead).
 * @example
 * ```ts
 * unwrap(playLongRest(teo, unwrap(takeDamage(startPlay(teo), 10)))).hp //=> 13
 * ```
 */
export function playLongRest(w: Warrior, s: PlayState, options: LongRestOptions = {}, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  if (s.fight) return refusePlay('play_in_fight', ['fight'], { action: 'O descanso longo' });
  const badSense = options.senseBack === undefined ? null : checkChoice('O sentido que volta primeiro', ['senseBack'], options.senseBack, senseKeySchema);
  if (badSense) return fail([badSense]);
  const R = ruleset.combat.rests.longo;
  const F = ruleset.world.fatigue;
  const cleared = produce(s, (x) => {
    x.cicatrizes = 0;
    x.sentido = 'sexto';
    x.ferido = false;
    x.shortRestUsed = false;
    x.lendaUsedToday = false;
    let back = R.sensesBack;
    const first = options.senseBack ?? x.sensesLost.find((l) => l.how === 'arrancado')?.sense;
    const order = [...x.sensesLost].sort((a, b) => (a.sense === first ? -1 : b.sense === first ? 1 : 0));
    const returning = new Set<string>();
    for (const l of order) if (l.how === 'arrancado' && back-- > 0) returning.add(l.sense);
    x.sensesLost = x.sensesLost.filter((l) => !returning.has(l.sense));
    if (x.cansaco >= F.levels.length) x.cansaco = F.caidoWakesAt;
    else if (options.ateAndDrank !== false) x.cansaco = Math.max(0, x.cansaco - F.longRestRemoves);
    if (x.cansaco === 0) x.days.interludio = 0;
    // Those being attuned enter Sintonia; what a saved state cannot hold in Sintonia (a house rule
    // or a hand-written state past PLAY_STATE_LIMITS.relics) stays being attuned: nothing is lost.
    const room = Math.max(0, PLAY_STATE_LIMITS.relics - x.relics.attuned.length);
    x.relics.attuned.push(...x.relics.attuning.slice(0, room));
    x.relics.attuning = x.relics.attuning.slice(room);
    // A night's sleep; and who ate and drank is no longer hungry nor thirsty.
    x.days.withoutSleep = 0;
    if (options.ateAndDrank !== false) {
      x.days.withoutFood = 0;
      x.days.withoutWater = 0;
    }
  });
  const n = playNumbers(w, cleared, ruleset);
  return ok(
    produce(cleared, (x) => {
      x.hp = Math.max(Math.min(x.hp, n.maxHp), Math.min(n.maxHp, x.hp + Math.ceil(n.maxHp * R.hpFraction)));
      if (R.cosmoTo === 'start') x.cosmo = n.start;
    }),
  );
}

/**
 * Options of {@link shortRest}.
 *
 * @example
 * ```ts
 * const o: ShortRestOptions = { medicina: { modifier: 2, proficiency: 2 }, rng: createRandom(1) };
 * ```
 */
export interface ShortRestOptions {
  /** Someone with Medicina treats the character (the kit's Vantagem goes here). */
  readonly medicina?: PlayCheck;
  /** The random source for the Medicina test and the healing dice (needed with `medicina` or with an item that rolls). */
  readonly rng?: RandomSource;
  /**
   * Items used in this rest (each carried; one use each): the Ervas medicinais (+1d8 PV), the Kit de
   * medicina (Vantagem on the Medicina test; needs `medicina`), the Incenso de meditação (+1 Cosmo
   * in the next fight).
   */
  readonly items?: readonly string[];
}

/**
 * The outcome of a short rest.
 *
 * @example
 * ```ts
 * const o: ShortRestOutcome = unwrap(shortRest(teo, hurt));
 * o.healed //=> 4
 * ```
 */
export interface ShortRestOutcome {
  /** The state after it. */
  readonly state: PlayState;
  /** PV recovered in all. */
  readonly healed: number;
  /** The Medicina test, when someone treated. */
  readonly medicina: D20TestResult | null;
  /** The items' dice rolled (the herbs' 1d8…), item by item. */
  readonly itemRolls: readonly { readonly item: string; readonly roll: DiceRoll }[];
}

/**
 * A short rest (one hour): a quarter of the max PV back, rounded up; the Cosmo stays as it is. Once
 * between two long rests. Someone with Medicina may treat: a test against CD 13, and on a success
 * 1d8 more. Items used in the rest apply their structured numbers: the herbs' PV (1d8, one use of
 * three), the kit's Vantagem on the Medicina (one use of five), the incense's Cosmo for the next
 * fight.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param options - Medicina and the random source.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or a refusal (`short_rest_used`, `item_not_carried`, `item_no_rest_effect`, `item_needs_rng`, in a fight, dead).
 * @example
 * ```ts
 * unwrap(shortRest(teo, unwrap(takeDamage(startPlay(teo), 10)))).state.hp //=> 9
 * ```
 */
export function shortRest(w: Warrior, s: PlayState, options: ShortRestOptions = {}, ruleset: Ruleset = bookRuleset): Result<ShortRestOutcome> {
  const dead = refuseIfDead<ShortRestOutcome>(s);
  if (dead) return dead;
  if (s.fight) return refusePlay('play_in_fight', ['fight'], { action: 'O descanso curto' });
  const R = ruleset.combat.rests.curto;
  if (s.shortRestUsed) return refusePlay('short_rest_used', ['shortRestUsed'], { perLongRest: R.perLongRest });
  if (options.medicina && !options.rng) return refusePlay('play_amount_invalid', ['rng'], { field: 'rng (os dados da Medicina)', value: 'nada' });
  const n = playNumbers(w, s, ruleset);
  let healed = Math.ceil(n.maxHp * R.hpFraction);
  let medicina: D20TestResult | null = null;
  // The items: checked before anything is rolled or spent.
  const used = (options.items ?? []).map((i) => ({ slug: i.trim(), def: findItem(i, ruleset) }));
  let spent: PlayState = s;
  let vantagem = 0;
  for (const u of used) {
    const N = u.def?.numbers;
    const treats = N?.advantage?.some((a) => a.test === 'medicina') === true;
    // Not a rest item; or the kit, which only works when someone treats.
    if (!u.def || !N?.inShortRest || (treats && !options.medicina)) return refusePlay('item_no_rest_effect', ['items'], { item: u.def?.label ?? u.slug });
    if (N.shortRestHeal !== undefined && !options.rng) return refusePlay('item_needs_rng', ['rng'], { item: u.def.label, dice: N.shortRestHeal });
    if (treats) vantagem += 1;
    const r = spendItemUse(spent, u.slug, ruleset);
    if (!r.ok) return r;
    spent = r.value;
  }
  if (options.medicina && options.rng) {
    const m = options.medicina;
    const v = typeof m.vantagem === 'number' ? m.vantagem : m.vantagem ? 1 : 0;
    const t = d20Test({ ...m, vantagem: v + vantagem, kind: 'pericia', target: R.medicinaCd }, options.rng, ruleset);
    if (!t.ok) return t;
    medicina = t.value;
    if (t.value.success) for (let i = 0; i < R.medicinaHeal.dice; i++) healed += rollDie(R.medicinaHeal.sides, options.rng);
  }
  const itemRolls: { item: string; roll: DiceRoll }[] = [];
  for (const u of used) {
    const dice = u.def!.numbers.shortRestHeal;
    if (dice === undefined || !options.rng) continue;
    const r = rollDice(dice, options.rng);
    if (!r.ok) return r;
    itemRolls.push({ item: u.def!.slug, roll: r.value });
    healed += r.value.total;
  }
  const state = produce(spent, (x) => {
    x.shortRestUsed = true;
    x.hp = Math.max(x.hp, Math.min(n.maxHp, x.hp + healed));
    for (const u of used) {
      const cosmo = u.def!.numbers.nextFightCosmo;
      if (cosmo === undefined) continue;
      const row = x.nextFightCosmo.find((p) => p.item === u.def!.slug);
      if (row) row.cosmo = Math.max(row.cosmo, cosmo);
      else x.nextFightCosmo.push({ item: u.def!.slug, cosmo });
    }
  });
  return ok({ state, healed: state.hp - s.hp, medicina, itemRolls });
}

/**
 * Options of {@link passDays}.
 *
 * @example
 * ```ts
 * const o: PassDaysOptions = { travel: true };
 * ```
 */
export interface PassDaysOptions {
  /**
   * Days on the road: they count for what comes back by itself (blood, Convicção) but not for the
   * Interlúdio's actions, nor for the seven days that clear the Cansaço; a Ferido character marks
   * 1 Cansaço per day of travel.
   */
  readonly travel?: boolean;
  /** Ate and drank each day (the long rest's Cansaço box). Default `true`. */
  readonly ateAndDrank?: boolean;
}

/**
 * Days pass without fighting (the Interlúdio, or the road). Each day ends with a night's long rest;
 * every 3 days one third of donated blood comes back; every 7 days without fighting one spent
 * Convicção comes back; seven days of Interlúdio in a row clear the whole Cansaço.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param days - How many days (a whole number ≥ 1).
 * @param options - Travel; food.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The state after the days, or a refusal (in a fight, bad days, dead).
 * @example
 * ```ts
 * unwrap(passDays(teo, { ...startPlay(teo), conviccoesSpent: 1 }, 7)).conviccoesSpent //=> 0
 * ```
 */
export function passDays(w: Warrior, s: PlayState, days: number, options: PassDaysOptions = {}, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  if (s.fight) return refusePlay('play_in_fight', ['fight'], { action: 'Passar dias' });
  const bad = checkAmount('days', days, 1);
  if (bad) return fail([bad]);
  const conviccao = ruleset.combat.rests.interludio.conviccaoEveryDays;
  const blood = ruleset.armor.bloodThirds.daysPerThirdReturn;
  const F = ruleset.world.fatigue;
  let cur = s;
  // Each day is the same pure function of the state: once a day leaves the state as it found it
  // (nothing left to come back, nothing left to clear), every later day does too. Stopping there
  // changes no result and keeps a million days (the most checkAmount takes) from taking a minute.
  let before = '';
  for (let d = 0; d < days; d++) {
    const now = JSON.stringify(cur);
    if (now === before) break;
    before = now;
    cur = produce(cur, (x) => {
      if (options.travel && x.ferido) x.cansaco = Math.min(F.levels.length, x.cansaco + ruleset.world.ferido.fatiguePerTravelDay);
      if (x.conviccoesSpent > 0 && ++x.days.withoutFight >= conviccao) {
        x.conviccoesSpent -= 1;
        x.days.withoutFight = 0;
      }
      if (x.bloodThirdsDonated > 0 && ++x.days.blood >= blood) {
        x.bloodThirdsDonated -= 1;
        x.days.blood = 0;
      }
      if (options.travel) x.days.interludio = 0;
      else if (x.cansaco > 0 && ++x.days.interludio >= F.interludeDaysClearAll) {
        x.cansaco = 0;
        x.days.interludio = 0;
      }
    });
    const rested = playLongRest(w, cur, { ateAndDrank: options.ateAndDrank }, ruleset);
    if (!rested.ok) return rested;
    cur = rested.value;
  }
  return ok(cur);
}
