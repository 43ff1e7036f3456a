/**
 * One fight between two sides of compiled fighters — the public entry of the engine. The engine
 * itself lives in `fight/`, one module per part of the book's fight: the round and the turn
 * (`round`), choosing (`choose`, the book's play policy step by step and an app's, with the
 * policy's fractions and choices in `policy`), the attack (`attack`),
 * techniques (`technique`), damage and the armor's answers (`damage`, `armor`), the conditions
 * (`conditions`), the Cosmo (`cosmo`), falling and standing (`falling`), gods (`gods`), group fights
 * (`group`) and special fighters (`special`), every rule read from the ruleset once per fight
 * (`rules`) over one shared state (`state`).
 *
 * @module
 */
import type { RandomSource } from '../dice/index.js';
import { bookRuleset, type Ruleset } from '../rules/index.js';
import type { Fighter } from './fighter.js';
import { playFight } from './fight/round.js';
import { rulesOf } from './fight/rules.js';
import { FightState } from './fight/state.js';

/**
 * Options of one fight.
 *
 * @example
 * ```ts
 * const o: FightOptions = { maxRounds: 40, soloAgainstMany: true };
 * ```
 */
export interface FightOptions {
  /** Round cap; a fight still going is a draw (SIMULATOR.md: 40). */
  readonly maxRounds?: number;
  /** The "Sozinho contra muitos" rule for a lone enemy with Convicções (default true). */
  readonly soloAgainstMany?: boolean;
  /** The ruleset (defaults to the book's). */
  readonly ruleset?: Ruleset;
  /** Collect a readable pt-BR narrative. */
  readonly log?: boolean;
  /**
   * Iniciativa fixed by the scenario: the fighters of this side (0 the first, 1 the second) act
   * before every fighter of the other side, each side in its rolled order. Default: the rolled
   * Iniciativa alone (Cap. 5: "todo mundo rola 1d20 + DES").
   */
  readonly firstSide?: 0 | 1;
  /**
   * Surprise (Cap. 5, "Surpresa: o golpe de abertura"): every fighter of this side gives the opening
   * strike before the Iniciativa — one golpe comum with Vantagem (none against the lição Briga de
   * Rua), the target without its reaction until its first turn (`combat.openingStrike`); then
   * everybody rolls the Iniciativa. Default: no surprise.
   */
  readonly surprise?: 0 | 1;
}

/**
 * What one fight gave.
 *
 * @example
 * ```ts
 * const r: FightOutcome = fight([referenceFighter({ level: 1 })], [referenceFighter({ level: 1 })], createRandom(1));
 * r.winner //=> 0, 1 or -1
 * ```
 */
export interface FightOutcome {
  /** 0: the first side won; 1: the second; −1: a draw (time-out or the Guerra dos Mil Dias). */
  readonly winner: number;
  /** Rounds played. */
  readonly rounds: number;
  /** The fight ended in the Guerra dos Mil Dias. */
  readonly milDias: boolean;
  /** Fighters at 0 PV at the end, per side. */
  readonly fallen: readonly [number, number];
  /** Damage dealt, per side. */
  readonly damage: readonly [number, number];
  /** Damage dealt by techniques, per side. */
  readonly techniqueDamage: readonly [number, number];
  /** Techniques used (both sides). */
  readonly techniques: number;
  /** Uses that burned or paid with life. */
  readonly burns: number;
  /** Levantar. */
  readonly rises: number;
  /** Awakenings: a Bronze's or Prata's Sétimo, the seed's Nono (falling twice), an apprentice's Sexto in the armor trial. */
  readonly awakenings: number;
  /** Armors that died (shattered with the wearer at 0 PV, or the Mil Dias). */
  readonly armorsKilled: number;
  /** The narrative, when asked. */
  readonly log: readonly string[] | null;
}

/**
 * Plays one fight between two sides (a duel, a group against one, many against many): initiative,
 * then rounds of turns under each fighter's policy until one side is down for good, the Guerra dos
 * Mil Dias ends it, or the round cap (a draw). Targets: the most wounded standing opponent (in a
 * duel, the only one). The second side is the enemies: a lone enemy with a Convicção facing two or
 * more characters — alone from the start, or the last standing once its escort fell — answers each
 * character's turn (Sozinho contra muitos) unless
 * `soloAgainstMany: false`; a lone character of the first side never does (the rule is the enemies').
 *
 * @param a - The first side (its wins are the figures' win %).
 * @param b - The second side.
 * @param rng - The random source (a seeded one, or a scripted one in tests).
 * @param options - Round cap, Sozinho contra muitos, ruleset, log.
 * @returns The outcome.
 * @example
 * ```ts
 * import { createRandom } from 'sangue-e-estrelas';
 * const r = fight([referenceFighter({ level: 1 })], [referenceFighter({ level: 1 })], createRandom(7));
 * r.rounds > 0 //=> true
 * ```
 */
export function fight(a: readonly Fighter[], b: readonly Fighter[], rng: RandomSource, options: FightOptions = {}): FightOutcome {
  if (a.length === 0 || b.length === 0) throw new RangeError('fight: each side needs at least one fighter');
  const R = rulesOf(options.ruleset ?? bookRuleset);
  const maxRounds = options.maxRounds ?? DEFAULT_MAX_ROUNDS;
  if (!(maxRounds >= 1)) throw new RangeError('fight: maxRounds must be at least 1');
  const firstSide = sideOption(options.firstSide, 'firstSide');
  const surprise = sideOption(options.surprise, 'surprise');
  const F = new FightState(a, b, rng, R, options.log === true, options.soloAgainstMany !== false);
  const winner = playFight(F, maxRounds, firstSide, surprise);
  return outcomeOf(F, winner);
}

/** The outcome of a fight played to its end by {@link playFight}. */
function outcomeOf(F: FightState, winner: number): FightOutcome {
  const all = F.all;
  let f0 = 0;
  let f1 = 0;
  for (let i = 0; i < all.length; i++) if (all[i]!.hp <= 0) all[i]!.side === 0 ? f0++ : f1++;
  return {
    winner,
    rounds: F.round,
    milDias: F.milDias && winner === -1,
    fallen: [f0, f1],
    damage: F.damage,
    techniqueDamage: F.techDamage,
    techniques: F.techniques,
    burns: F.burns,
    rises: F.rises,
    awakenings: F.awakenings,
    armorsKilled: F.armorsKilled,
    log: F.log,
  };
}

/** A side option: 0 or 1, or −1 when absent; anything else is a programmer error. */
function sideOption(v: unknown, name: string): number {
  if (v === undefined) return -1;
  if (v === 0 || v === 1) return v;
  throw new RangeError(`fight: ${name} must be 0 or 1, got ${String(v)}`);
}

/**
 * The round cap of the book's figures: a fight still going after 40 rounds is a draw (SIMULATOR.md,
 * "Conventions of the figures"). A convention of the simulator, not a rule of the game.
 *
 * @example
 * ```ts
 * DEFAULT_MAX_ROUNDS //=> 40
 * ```
 */
export const DEFAULT_MAX_ROUNDS = 40;
