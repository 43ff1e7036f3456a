/**
 * The body between and inside fights: Convicções spent and recovered, the Sangue track (thirds
 * donated, the max PV they take, one third back every 3 days), the Cansaço track and Ferido.
 *
 * @module
 */
import { produce } from 'immer';
import { type BloodDonation, donateBlood as armorDonation } from '../armor/index.js';
import { d20Test, type D20TestInput, type D20TestResult, type RandomSource } from '../dice/index.js';
import { bookRuleset, type Ruleset } from '../rules/index.js';
import { deriveFicha, type Warrior } from '../character/index.js';
import { fail, ok, type Result } from '../issues/index.js';
import { checkAmount, refuseIfDead, refusePlay } from './internal.js';
import { playNumbers, type PlayState } from './state.js';

/**
 * A d20 test made for the character (by them or by whoever helps): everything but the kind and
 * the target, which the rule sets.
 *
 * @example
 * ```ts
 * const medicina: PlayCheck = { modifier: 1, proficiency: 2, vantagem: true };
 * ```
 */
export type PlayCheck = Omit<D20TestInput, 'kind' | 'target'>;

/**
 * Convicções left to spend: the ficha's count (3; 4 from the Quarta Convicção) minus those spent.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns How many can still be spent.
 * @example
 * ```ts
 * conviccoesLeft(teo, startPlay(teo)) //=> 3
 * ```
 */
export function conviccoesLeft(w: Warrior, s: PlayState, ruleset: Ruleset = bookRuleset): number {
  return Math.max(0, deriveFicha(w, ruleset).conviccoes.count - s.conviccoesSpent);
}

/**
 * Spends a Convicção (Levantar spends one by itself; this is for the other uses the Mestre
 * allows). Refuses when all are spent.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state, or `conviccao_none_left`.
 * @example
 * ```ts
 * unwrap(spendConviccao(teo, startPlay(teo))).conviccoesSpent //=> 1
 * ```
 */
export function spendConviccao(w: Warrior, s: PlayState, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  const count = deriveFicha(w, ruleset).conviccoes.count;
  if (s.conviccoesSpent >= count) return refusePlay('conviccao_none_left', ['conviccoesSpent'], { spent: s.conviccoesSpent, count });
  return ok(
    produce(s, (x) => {
      x.conviccoesSpent += 1;
    }),
  );
}

/**
 * One spent Convicção comes back (the Ambrosia, or the Mestre's word; time brings them back in
 * {@link passDays}, a level-up in {@link refreshOnLevelUp}).
 *
 * @param s - The state.
 * @returns The new state, or `conviccao_none_spent`.
 * @example
 * ```ts
 * unwrap(recoverConviccao({ ...startPlay(teo), conviccoesSpent: 2 })).conviccoesSpent //=> 1
 * ```
 */
export function recoverConviccao(s: PlayState): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  if (s.conviccoesSpent === 0) return refusePlay('conviccao_none_spent', ['conviccoesSpent'], {});
  return ok(
    produce(s, (x) => {
      x.conviccoesSpent -= 1;
      if (x.conviccoesSpent === 0) x.days.withoutFight = 0;
    }),
  );
}

/**
 * After the stored character levels up (`levelUp`): the body remakes itself — PV to the new max and
 * every spent Convicção back. It does not heal the rest: the Cansaço, Ferido, the blood donated, a
 * mutilated sense stay where they were.
 *
 * @param w - The warrior, already at the new level.
 * @param s - The state.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state, or a refusal (dead).
 * @example
 * ```ts
 * unwrap(refreshOnLevelUp(teo2, { ...startPlay(teo), hp: 3, conviccoesSpent: 2 })).hp //=> 21
 * ```
 */
export function refreshOnLevelUp(w: Warrior, s: PlayState, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  const U = ruleset.progression.levelUp;
  const { maxHp } = playNumbers(w, s, ruleset);
  return ok(
    produce(s, (x) => {
      if (U.hpToNewMax) x.hp = maxHp;
      if (U.allConviccoesReturn) {
        x.conviccoesSpent = 0;
        x.days.withoutFight = 0;
      }
    }),
  );
}

/**
 * The outcome of giving blood.
 *
 * @example
 * ```ts
 * const o: GiveBloodOutcome = unwrap(giveBlood(teo, startPlay(teo)));
 * o.donation.lost //=> 5
 * ```
 */
export interface GiveBloodOutcome {
  /** The donor's state after it. */
  readonly state: PlayState;
  /** What the whole donation (every third missing now) costs, from the armor module. */
  readonly donation: BloodDonation;
}

/**
 * Gives blood to revive an armor: one third of the Sangue track per armor (the armor module's
 * donation: the max PV lose that share of the full max, rounded up; the current PV fall with
 * them). Two thirds missing: the donor faints a whole day and wakes with 1 PV. Giving the whole
 * blood kills — only with `acceptDeath`. The thirds come back one every 3 days ({@link passDays}).
 *
 * @param w - The donor (an awakened warrior).
 * @param s - The donor's state.
 * @param thirds - Thirds given now (1 by default).
 * @param options - `acceptDeath`: give the last third.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The donor's new state and the donation, or a refusal (`blood_thirds_over`, `blood_fatal_needs_consent`).
 * @example
 * ```ts
 * unwrap(giveBlood(teo, startPlay(teo))).state.hp //=> 10
 * ```
 */
export function giveBlood(
  w: Warrior,
  s: PlayState,
  thirds = 1,
  options: { readonly acceptDeath?: boolean } = {},
  ruleset: Ruleset = bookRuleset,
): Result<GiveBloodOutcome> {
  const dead = refuseIfDead<GiveBloodOutcome>(s);
  if (dead) return dead;
  const bad = checkAmount('thirds', thirds, 1);
  if (bad) return fail([bad]);
  const B = ruleset.armor.bloodThirds;
  const total = s.bloodThirdsDonated + thirds;
  if (total > B.thirds) return refusePlay('blood_thirds_over', ['thirds'], { given: thirds, donated: s.bloodThirdsDonated, max: B.thirds });
  const { fullHp } = playNumbers(w, s, ruleset);
  const d = armorDonation(fullHp, total, ruleset);
  if (!d.ok) return d;
  if (d.value.death && options.acceptDeath !== true) return refusePlay('blood_fatal_needs_consent', ['thirds'], { max: B.thirds });
  const given = produce(s, (x) => {
    if (x.bloodThirdsDonated === 0) x.days.blood = 0;
    x.bloodThirdsDonated = total;
    if (d.value.death) {
      x.dead = true;
      x.hp = 0;
    }
  });
  const { maxHp } = playNumbers(w, given, ruleset);
  const state = produce(given, (x) => {
    if (x.dead) return;
    x.hp = Math.min(x.hp, maxHp);
    const row = B.rows.find((r) => r.thirds === total && thirds > 0);
    if (row?.wakeHp !== undefined && row.unconsciousDays > 0) x.hp = Math.min(maxHp, row.wakeHp);
  });
  return ok({ state, donation: d.value }, d.issues);
}

/**
 * Marks Cansaço: the track has four boxes (the fourth, Caído: you faint until a long rest). It
 * never passes the last box; the Cosmo does not cure it.
 *
 * @param s - The state.
 * @param amount - Boxes to mark (a whole number ≥ 1; 1 by default).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The new state, or a refusal.
 * @example
 * ```ts
 * unwrap(addCansaco(startPlay(teo), 9)).cansaco //=> 4
 * ```
 */
export function addCansaco(s: PlayState, amount = 1, ruleset: Ruleset = bookRuleset): Result<PlayState> {
  const dead = refuseIfDead<PlayState>(s);
  if (dead) return dead;
  const bad = checkAmount('amount', amount, 1);
  if (bad) return fail([bad]);
  const max = ruleset.world.fatigue.levels.length;
  return ok(
    produce(s, (x) => {
      if (x.cansaco === 0) x.days.interludio = 0;
      x.cansaco = Math.min(max, x.cansaco + amount);
    }),
  );
}

/**
 * What the marked Cansaço means now: the boxes of the track up to the current one.
 *
 * @param s - The state.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The fatigue levels in effect (empty when rested).
 * @example
 * ```ts
 * cansacoEffects({ ...startPlay(teo), cansaco: 2 }).map((l) => l.label) //=> ['Cansado', 'Exausto']
 * ```
 */
export function cansacoEffects(s: PlayState, ruleset: Ruleset = bookRuleset): Ruleset['world']['fatigue']['levels'] {
  return ruleset.world.fatigue.levels.filter((l) => l.level <= s.cansaco);
}

/**
 * The outcome of a test that may change the state (Medicina on a wound, an Interlúdio action…).
 *
 * @example
 * ```ts
 * const o: PlayTestOutcome = unwrap(treatFerido(teo, ferido, { bonus: 5 }, createRandom(1)));
 * ```
 */
export interface PlayTestOutcome {
  /** The state after the test (unchanged on failure). */
  readonly state: PlayState;
  /** Whether the test reached the CD. */
  readonly success: boolean;
  /** The d20 test. */
  readonly test: D20TestResult;
}

/**
 * Closes a wound before the long rest: Medicina (whoever treats) against the book's CD (13).
 * Success ends Ferido; failure leaves it.
 *
 * @param w - The warrior.
 * @param s - The state.
 * @param medicina - The healer's Medicina (modifier, proficiency, Vantagem of a kit…).
 * @param rng - The random source.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The outcome, or a refusal (`ferido_not_wounded`).
 * @example
 * ```ts
 * unwrap(treatFerido(teo, { ...startPlay(teo), ferido: true }, { bonus: 20 }, createRandom(1))).state.ferido //=> false
 * ```
 */
export function treatFerido(w: Warrior, s: PlayState, medicina: PlayCheck, rng: RandomSource, ruleset: Ruleset = bookRuleset): Result<PlayTestOutcome> {
  const dead = refuseIfDead<PlayTestOutcome>(s);
  if (dead) return dead;
  if (!s.ferido) return refusePlay('ferido_not_wounded', ['ferido'], {});
  const t = d20Test({ ...medicina, kind: 'pericia', target: ruleset.world.ferido.medicinaCd }, rng, ruleset);
  if (!t.ok) return t;
  const success = t.value.success === true;
  return ok({
    state: success
      ? produce(s, (x) => {
          x.ferido = false;
        })
      : s,
    success,
    test: t.value,
  });
}
