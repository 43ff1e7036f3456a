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
import { d20Test, type D20TestResult } from '../dice/d20.js';
import { rollDie, type RandomSource } from '../dice/random.js';
import { fail, ok, type Result } from '../issues/index.js';
import type { SenseKey } from '../rules/keys.js';
import { bookRuleset, type Ruleset } from '../rules/ruleset.js';
import type { PlayCheck } from './play-body.js';
import { checkAmount, refuseIfDead, refusePlay } from './play-internal.js';
import { playNumbers, type PlayState } from './play.js';
import type { Warrior } from './schema.js';

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
 * A long rest (one night): half the max PV back (up to the max now), one sense arrancado back,
 * 1 Cansaço off if you ate and drank (Caído wakes at 3 whatever you ate), the Cosmo to the
 * starting value, the Cicatrizes gone, Ferido closed, the relics being attuned now in Sintonia, the
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
 * playLongRest(teo, takeDamage(startPlay(teo), 10).value!).value?.hp //=> 13
 * ```
 */
export function playLongRest(w: Warrior, s: PlayState, options: LongRestOptions = {}, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  if (s.fight) return refusePlay('play_in_fight', ['fight'], { action: 'O descanso longo' });
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
    x.relics.attuned.push(...x.relics.attuning);
    x.relics.attuning = [];
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
  /** The random source for the Medicina test and its healing die (needed with `medicina`). */
  readonly rng?: RandomSource;
}

/**
 * The outcome of a short rest.
 *
 * @example
 * ```ts
 * const o: ShortRestOutcome = shortRest(teo, hurt).value!;
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
}

/**
 * A short rest (one hour): a quarter of the max PV back, rounded up; the Cosmo stays as it is. Once
 * between two long rests. Someone with Medicina may treat: a test against CD 13, and on a success
 * 1d8 more.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param options - Medicina and the random source.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or a refusal (`short_rest_used`, in a fight, dead).
 * @example
 * ```ts
 * shortRest(teo, takeDamage(startPlay(teo), 10).value!).value?.state.hp //=> 9
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
  if (options.medicina && options.rng) {
    const t = d20Test({ ...options.medicina, kind: 'pericia', target: R.medicinaCd }, options.rng, ruleset);
    if (!t.ok) return t;
    medicina = t.value;
    if (t.value.success) for (let i = 0; i < R.medicinaHeal.dice; i++) healed += rollDie(R.medicinaHeal.sides, options.rng);
  }
  const state = produce(s, (x) => {
    x.shortRestUsed = true;
    x.hp = Math.max(x.hp, Math.min(n.maxHp, x.hp + healed));
  });
  return ok({ state, healed: state.hp - s.hp, medicina });
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
 * passDays(teo, { ...startPlay(teo), conviccoesSpent: 1 }, 7).value?.conviccoesSpent //=> 0
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
  for (let d = 0; d < days; d++) {
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
