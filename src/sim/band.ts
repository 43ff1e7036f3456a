/**
 * A character against a band of figurantes, with the abstract band rules of Capítulo Dez
 * ({@link bandSheet}, {@link bandHasAdvantage}, {@link figurantesDropped}): the character and the
 * band act in the order of the Iniciativa rolled at the start (seed, Cap. 5: the band, without
 * Destreza, rolls a plain d20 and loses ties); the band attacks once, with Vantagem
 * while more than three stand, for fixed damage that never crits and cannot be parried.
 *
 * @module
 */
import { rollDie, rollOutcome, type RandomSource } from '../dice/index.js';
import { bookRuleset, clockGain, type Ruleset } from '../rules/index.js';
import { bandHasAdvantage, bandSheet, figurantesDropped, type BandSheet } from '../enemy/index.js';
import { cosmoAfterUse } from '../technique/index.js';
import type { Fighter } from './fighter.js';
import { DEFAULT_MAX_ROUNDS } from './fight.js';

/**
 * Options of a band fight.
 *
 * @example
 * ```ts
 * const o: BandFightOptions = { size: 6, level: 1 };
 * ```
 */
export interface BandFightOptions {
  /** Figurantes in the band (default 6). */
  readonly size?: number;
  /** The band's level (default the character's). */
  readonly level?: number;
  /** Round cap (default 40). */
  readonly maxRounds?: number;
  /** The ruleset (defaults to the book's). */
  readonly ruleset?: Ruleset;
  /** Collect a readable pt-BR narrative. */
  readonly log?: boolean;
  /** The book's band model ({@link bandFightBookModel}) instead of the seed's rules (default false). */
  readonly bookModel?: boolean;
  /** Book model: its technique hits an area (default: it has one on its sheet). */
  readonly area?: boolean;
}

/**
 * What one band fight gave.
 *
 * @example
 * ```ts
 * const r: BandOutcome = bandFight(referenceFighter({ level: 1 }), createRandom(1));
 * r.hpLostShare //=> between 0 and 1
 * ```
 */
export interface BandOutcome {
  /** Rounds until the band fell (or the character, or the cap). */
  readonly rounds: number;
  /** Share of the character's max PV lost. */
  readonly hpLostShare: number;
  /** The character fell (the fight ends there: figurantes do not wait for a Levantar). */
  readonly fell: boolean;
  /** The band was wiped out. */
  readonly bandDown: boolean;
  /** The narrative, when asked. */
  readonly log: readonly string[] | null;
}

/**
 * One fight of a character against a band of figurantes, in the order of the Iniciativa rolled once
 * (1d20 + the character's bonus against a plain d20 for the band; a tie goes to the character). The
 * character uses a technique it can pay for when it drops more figurantes than its golpes of that
 * turn would (an area technique up to the area cap, a single-target one
 * `drops.singleTargetTechnique`), else its golpes (each hit drops
 * `drops.golpeComum`, and a hit gives the Cosmo of a golpe once per turn). It blocks the band's
 * attack when its reaction is free (Bloquear is not Aparar).
 *
 * @param c - The character.
 * @param rng - The random source.
 * @param options - Band size and level, round cap, ruleset, log.
 * @returns The outcome.
 * @example
 * ```ts
 * import { createRandom } from 'sangue-e-estrelas';
 * bandFight(referenceFighter({ level: 1 }), createRandom(3), { size: 6 }).rounds > 0 //=> true
 * ```
 */
export function bandFight(c: Fighter, rng: RandomSource, options: BandFightOptions = {}): BandOutcome {
  if (options.bookModel === true) return bandFightBookModel(c, rng, options);
  const s = bandFightStart('bandFight', c, rng, options, DEFAULT_MAX_ROUNDS);
  // The Iniciativa, once: "todo mundo rola 1d20 + DES … entre um personagem e um bando de figurantes,
  // que não tem Destreza, o personagem age primeiro" (Cap. 5); the band acts "na Iniciativa do bando" (Cap. 10).
  const characterInit = s.d(s.faces) + c.initiative;
  const bandInit = s.d(s.faces);
  const characterFirst = characterInit >= bandInit;
  if (s.log) s.log.push(`Iniciativa: ${c.name} ${characterInit}, o bando ${bandInit}.`);
  while (s.standing > 0 && s.hp > 0 && s.round < s.maxRounds) {
    s.round++;
    if (s.log) s.log.push(`— Rodada ${s.round} —`);
    for (let k = 0; k < 2 && s.standing > 0 && s.hp > 0; k++) {
      if ((k === 0) === characterFirst) {
        s.reaction = true;
        characterTurnOnBand(s);
      } else bandAttacks(s, blockingDef(s));
    }
  }
  return bandOutcome(s);
}

/** A band fight under way: the character's PV, Cosmo and reaction, the figurantes standing, the round. */
interface BandFightState {
  readonly c: Fighter;
  readonly rs: Ruleset;
  readonly band: BandSheet;
  readonly d: (n: number) => number;
  /** The test die's faces. */
  readonly faces: number;
  readonly maxRounds: number;
  readonly log: string[] | null;
  /** Figurantes one golpe comum drops. */
  readonly golpeDrop: number;
  hp: number;
  cosmo: number;
  standing: number;
  round: number;
  reaction: boolean;
}

/** The start of a band fight: the band's sheet for its size and level (a size that is not a whole number ≥ 1 throws). */
function bandFightStart(who: string, c: Fighter, rng: RandomSource, options: BandFightOptions, defaultMaxRounds: number): BandFightState {
  const rs = options.ruleset ?? bookRuleset;
  const size = options.size ?? 6;
  if (!(size >= 1) || !Number.isInteger(size)) throw new RangeError(`${who}: size must be a whole number ≥ 1`);
  return {
    c,
    rs,
    band: bandSheet(options.level ?? c.level, size, rs),
    d: (n: number) => rollDie(n, rng),
    faces: rs.resolution.test.die,
    maxRounds: options.maxRounds ?? defaultMaxRounds,
    log: options.log ? [] : null,
    golpeDrop: figurantesDropped('golpe_comum', Number.MAX_SAFE_INTEGER, {}, rs),
    hp: c.maxHp,
    cosmo: c.cosmoStart,
    standing: size,
    round: 0,
    reaction: true,
  };
}

/** What the fight gave. */
function bandOutcome(s: BandFightState): BandOutcome {
  const c = s.c;
  return { rounds: s.round, hpLostShare: (c.maxHp - s.hp) / c.maxHp, fell: s.hp <= 0, bandDown: s.standing <= 0, log: s.log };
}

/** The clock's Cosmo at the start of the character's turn, up to its Teto. */
function clockOnBand(s: BandFightState): void {
  if (s.cosmo < s.c.teto) s.cosmo = Math.min(s.c.teto, s.cosmo + clockGain(s.round, s.rs));
}

/**
 * The character's turn under the seed's rules: the cheapest technique it can pay for, an area one
 * first, when it drops more figurantes than its golpes would; else its golpes.
 */
function characterTurnOnBand(s: BandFightState): void {
  const c = s.c;
  clockOnBand(s);
  let pick = -1;
  for (let i = 0; i < c.techniques.length; i++) {
    const t = c.techniques[i]!;
    if (t.cost > s.cosmo) continue;
    if (pick < 0 || (t.area && !c.techniques[pick]!.area) || (t.area === c.techniques[pick]!.area && t.cost < c.techniques[pick]!.cost)) pick = i;
  }
  const golpesDrop = Math.min(s.standing, c.golpes * s.golpeDrop);
  if (pick >= 0 && c.policy.techniques !== 'nunca') {
    const t = c.techniques[pick]!;
    const drop = figurantesDropped(t.area ? 'tecnica_area' : 'tecnica_alvo_unico', s.standing, {}, s.rs);
    if (drop > golpesDrop) {
      s.cosmo = cosmoAfterUse(s.cosmo, t.cost, false, c.piso);
      const nat = s.d(s.faces);
      const hit = rollOutcome(nat, nat + t.attack, s.band.def, 'ataque', s.rs) > 0;
      if (hit) s.standing -= drop;
      if (s.log) s.log.push(`${c.name} usa ${t.name} no bando: ${nat} + ${t.attack} contra DEF ${s.band.def}, ${hit ? `derruba ${drop}` : 'erra'} (${s.standing} de pé).`);
      return;
    }
  }
  golpesOnBand(s, (nat) => rollOutcome(nat, nat + c.attack, s.band.def, 'ataque', s.rs) > 0);
}

/** The character's golpes comuns on the band: each hit drops `drops.golpeComum`, and a hit gives the Cosmo of a golpe once per turn. */
function golpesOnBand(s: BandFightState, hits: (nat: number) => boolean): void {
  const c = s.c;
  let gained = false;
  for (let g = 0; g < c.golpes && s.standing > 0; g++) {
    const nat = s.d(s.faces);
    const hit = hits(nat);
    if (hit) {
      s.standing -= figurantesDropped('golpe_comum', s.standing, {}, s.rs);
      gained = true;
    }
    if (s.log) s.log.push(`${c.name} dá um golpe comum no bando: ${nat} + ${c.attack} contra DEF ${s.band.def}, ${hit ? 'derruba' : 'erra'} (${s.standing} de pé).`);
  }
  if (gained && s.cosmo < c.teto) s.cosmo = Math.min(c.teto, s.cosmo + s.rs.combat.golpeComum.cosmoOnHit);
}

/** The character's DEF against the band's attack: it blocks when its reaction is free (Bloquear is not Aparar). */
function blockingDef(s: BandFightState): number {
  const c = s.c;
  if (s.reaction && c.bloquear > 0 && c.policy.blocks) {
    s.reaction = false;
    return c.def + c.bloquear;
  }
  return c.def;
}

/** The band's attack, once, with Vantagem while more than three stand, against `def`. */
function bandAttacks(s: BandFightState, def: number): void {
  const adv = bandHasAdvantage(s.standing, s.rs);
  const n1 = s.d(s.faces);
  const nat = adv ? Math.max(n1, s.d(s.faces)) : n1;
  // A band's natural 20 hits but never crits (resolution.rollKinds.ataque_bando).
  const hit = rollOutcome(nat, nat + s.band.attack, def, 'ataque_bando', s.rs) > 0;
  if (hit) s.hp = Math.max(0, s.hp - s.band.damage);
  if (s.log) s.log.push(`O bando (${s.standing}) ataca${adv ? ' com Vantagem' : ''}: ${nat} + ${s.band.attack} contra DEF ${def}, ${hit ? `acerta: ${s.band.damage} de dano (${s.hp} PV)` : 'erra'}.`);
}

/**
 * The book model's numbers (SIMULATOR.md second edition, "Figurantes (bands)"): the technique the
 * character uses on a band is not one of its sheet but one of size 2 and cost 2, and the model plays
 * at most 20 rounds. A model of the designer's simulator, not rules of the game.
 */
const BOOK_MODEL_TECHNIQUE_COST = 2;
const BOOK_MODEL_MAX_ROUNDS = 20;

/**
 * The designer's band model behind the book's figurante figures (SIMULATOR.md second edition,
 * "Figurantes (bands)"): a coin each round for who acts first, a technique of its own of cost 2, no
 * Bloquear, 20 rounds; the seed's rules are {@link bandFight} without `bookModel`.
 *
 * @param c - The character.
 * @param rng - The random source.
 * @param options - Band size and level, `area`, round cap (default 20), ruleset, log.
 * @returns The outcome.
 * @example
 * ```ts
 * import { createRandom } from 'sangue-e-estrelas';
 * bandFightBookModel(referenceFighter({ level: 1 }), createRandom(3), { size: 6 }).rounds <= 20 //=> true
 * ```
 */
export function bandFightBookModel(c: Fighter, rng: RandomSource, options: BandFightOptions = {}): BandOutcome {
  const s = bandFightStart('bandFightBookModel', c, rng, options, BOOK_MODEL_MAX_ROUNDS);
  const area = options.area ?? c.techniques.some((t) => t.area);
  while (s.standing > 0 && s.hp > 0 && s.round < s.maxRounds) {
    s.round++;
    // The coin: who acts first this round.
    const characterFirst = s.d(2) === 1;
    if (s.log) s.log.push(`— Rodada ${s.round} — (a moeda: ${characterFirst ? c.name : 'o bando'} age primeiro)`);
    for (let k = 0; k < 2 && s.standing > 0 && s.hp > 0; k++) {
      if ((k === 0) === characterFirst) characterTurnOnBandBookModel(s, area);
      // No Bloquear, no Aparar, no critical ("o simulador sempre mediu o bando só em PV").
      else bandAttacks(s, c.def);
    }
  }
  return bandOutcome(s);
}

/**
 * The character's turn in the book model: its own technique of cost 2 (`area` or single target)
 * when it drops more figurantes than its golpes would, else its golpes; a roll hits as
 * clamp((21 − DEF + attack) / 20, 5%, 95%): a natural 20 hits, a natural 1 misses.
 */
function characterTurnOnBandBookModel(s: BandFightState, area: boolean): void {
  const c = s.c;
  const hits = (nat: number) => nat === s.faces || (nat !== 1 && nat + c.attack >= s.band.def);
  clockOnBand(s);
  const golpesDrop = Math.min(s.standing, c.golpes * s.golpeDrop);
  const drop = figurantesDropped(area ? 'tecnica_area' : 'tecnica_alvo_unico', s.standing, {}, s.rs);
  const canUse = c.policy.techniques !== 'nunca';
  if (canUse && (s.cosmo >= BOOK_MODEL_TECHNIQUE_COST || c.piso >= BOOK_MODEL_TECHNIQUE_COST) && drop > golpesDrop) {
    s.cosmo = cosmoAfterUse(s.cosmo, BOOK_MODEL_TECHNIQUE_COST, false, c.piso);
    const nat = s.d(s.faces);
    const hit = hits(nat);
    if (hit) s.standing -= drop;
    if (s.log) s.log.push(`${c.name} usa a técnica ${area ? 'em área' : 'de alvo único'} no bando: ${nat} + ${c.attack} contra DEF ${s.band.def}, ${hit ? `derruba ${drop}` : 'erra'} (${s.standing} de pé).`);
    return;
  }
  golpesOnBand(s, hits);
}
