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
import { bandHasAdvantage, bandSheet, figurantesDropped } from '../enemy/index.js';
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
  const rs = options.ruleset ?? bookRuleset;
  const size = options.size ?? 6;
  if (!(size >= 1) || !Number.isInteger(size)) throw new RangeError('bandFight: size must be a whole number ≥ 1');
  const band = bandSheet(options.level ?? c.level, size, rs);
  const maxRounds = options.maxRounds ?? DEFAULT_MAX_ROUNDS;
  const log: string[] | null = options.log ? [] : null;
  const onHit = rs.combat.golpeComum.cosmoOnHit;
  const golpeDrop = figurantesDropped('golpe_comum', Number.MAX_SAFE_INTEGER, {}, rs);
  let hp = c.maxHp;
  let cosmo = c.cosmoStart;
  let standing = size;
  let round = 0;
  const d = (n: number) => rollDie(n, rng);
  const faces = rs.resolution.test.die;
  const characterTurn = () => {
    if (cosmo < c.teto) cosmo = Math.min(c.teto, cosmo + clockGain(round, rs));
    // The technique: the cheapest it can pay for, an area one first.
    let pick = -1;
    for (let i = 0; i < c.techniques.length; i++) {
      const t = c.techniques[i]!;
      if (t.cost > cosmo) continue;
      if (pick < 0 || (t.area && !c.techniques[pick]!.area) || (t.area === c.techniques[pick]!.area && t.cost < c.techniques[pick]!.cost)) pick = i;
    }
    const golpesDrop = Math.min(standing, c.golpes * golpeDrop);
    if (pick >= 0 && c.policy.techniques !== 'nunca') {
      const t = c.techniques[pick]!;
      const drop = figurantesDropped(t.area ? 'tecnica_area' : 'tecnica_alvo_unico', standing, {}, rs);
      if (drop > golpesDrop) {
        cosmo = cosmoAfterUse(cosmo, t.cost, false, c.piso);
        const nat = d(faces);
        const hit = rollOutcome(nat, nat + t.attack, band.def, 'ataque', rs) > 0;
        if (hit) standing -= drop;
        if (log) log.push(`${c.name} usa ${t.name} no bando: ${nat} + ${t.attack} contra DEF ${band.def}, ${hit ? `derruba ${drop}` : 'erra'} (${standing} de pé).`);
        return;
      }
    }
    let gained = false;
    for (let g = 0; g < c.golpes && standing > 0; g++) {
      const nat = d(faces);
      const hit = rollOutcome(nat, nat + c.attack, band.def, 'ataque', rs) > 0;
      if (hit) {
        standing -= figurantesDropped('golpe_comum', standing, {}, rs);
        gained = true;
      }
      if (log) log.push(`${c.name} dá um golpe comum no bando: ${nat} + ${c.attack} contra DEF ${band.def}, ${hit ? 'derruba' : 'erra'} (${standing} de pé).`);
    }
    if (gained && cosmo < c.teto) cosmo = Math.min(c.teto, cosmo + onHit);
  };
  let reaction = true;
  const bandTurn = () => {
    const adv = bandHasAdvantage(standing, rs);
    const n1 = d(faces);
    const nat = adv ? Math.max(n1, d(faces)) : n1;
    let def = c.def;
    if (reaction && c.bloquear > 0 && c.policy.blocks) {
      reaction = false;
      def += c.bloquear;
    }
    // A band's natural 20 hits but never crits (resolution.rollKinds.ataque_bando).
    const hit = rollOutcome(nat, nat + band.attack, def, 'ataque_bando', rs) > 0;
    if (hit) hp = Math.max(0, hp - band.damage);
    if (log) log.push(`O bando (${standing}) ataca${adv ? ' com Vantagem' : ''}: ${nat} + ${band.attack} contra DEF ${def}, ${hit ? `acerta: ${band.damage} de dano (${hp} PV)` : 'erra'}.`);
  };
  // The Iniciativa, once: "todo mundo rola 1d20 + DES … entre um personagem e um bando de figurantes,
  // que não tem Destreza, o personagem age primeiro" (Cap. 5); the band acts "na Iniciativa do bando" (Cap. 10).
  const characterInit = d(faces) + c.initiative;
  const bandInit = d(faces);
  const characterFirst = characterInit >= bandInit;
  if (log) log.push(`Iniciativa: ${c.name} ${characterInit}, o bando ${bandInit}.`);
  while (standing > 0 && hp > 0 && round < maxRounds) {
    round++;
    if (log) log.push(`— Rodada ${round} —`);
    for (let k = 0; k < 2 && standing > 0 && hp > 0; k++) {
      if ((k === 0) === characterFirst) {
        reaction = true;
        characterTurn();
      } else bandTurn();
    }
  }
  return { rounds: round, hpLostShare: (c.maxHp - hp) / c.maxHp, fell: hp <= 0, bandDown: standing <= 0, log };
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
  const rs = options.ruleset ?? bookRuleset;
  const size = options.size ?? 6;
  if (!(size >= 1) || !Number.isInteger(size)) throw new RangeError('bandFightBookModel: size must be a whole number ≥ 1');
  const band = bandSheet(options.level ?? c.level, size, rs);
  const maxRounds = options.maxRounds ?? BOOK_MODEL_MAX_ROUNDS;
  const area = options.area ?? c.techniques.some((t) => t.area);
  const log: string[] | null = options.log ? [] : null;
  const onHit = rs.combat.golpeComum.cosmoOnHit;
  const golpeDrop = figurantesDropped('golpe_comum', Number.MAX_SAFE_INTEGER, {}, rs);
  const faces = rs.resolution.test.die;
  const d = (n: number) => rollDie(n, rng);
  // clamp((21 − DEF + attack) / 20, 5%, 95%): a natural 20 hits, a natural 1 misses.
  const hits = (nat: number, attack: number) => nat === faces || (nat !== 1 && nat + attack >= band.def);
  const canUse = c.policy.techniques !== 'nunca';
  let hp = c.maxHp;
  let cosmo = c.cosmoStart;
  let standing = size;
  let round = 0;
  const characterTurn = () => {
    if (cosmo < c.teto) cosmo = Math.min(c.teto, cosmo + clockGain(round, rs));
    const golpesDrop = Math.min(standing, c.golpes * golpeDrop);
    const drop = figurantesDropped(area ? 'tecnica_area' : 'tecnica_alvo_unico', standing, {}, rs);
    if (canUse && (cosmo >= BOOK_MODEL_TECHNIQUE_COST || c.piso >= BOOK_MODEL_TECHNIQUE_COST) && drop > golpesDrop) {
      cosmo = cosmoAfterUse(cosmo, BOOK_MODEL_TECHNIQUE_COST, false, c.piso);
      const nat = d(faces);
      const hit = hits(nat, c.attack);
      if (hit) standing -= drop;
      if (log) log.push(`${c.name} usa a técnica ${area ? 'em área' : 'de alvo único'} no bando: ${nat} + ${c.attack} contra DEF ${band.def}, ${hit ? `derruba ${drop}` : 'erra'} (${standing} de pé).`);
      return;
    }
    let gained = false;
    for (let g = 0; g < c.golpes && standing > 0; g++) {
      const nat = d(faces);
      const hit = hits(nat, c.attack);
      if (hit) {
        standing -= figurantesDropped('golpe_comum', standing, {}, rs);
        gained = true;
      }
      if (log) log.push(`${c.name} dá um golpe comum no bando: ${nat} + ${c.attack} contra DEF ${band.def}, ${hit ? 'derruba' : 'erra'} (${standing} de pé).`);
    }
    if (gained && cosmo < c.teto) cosmo = Math.min(c.teto, cosmo + onHit);
  };
  const bandTurn = () => {
    const adv = bandHasAdvantage(standing, rs);
    const n1 = d(faces);
    const nat = adv ? Math.max(n1, d(faces)) : n1;
    // No Bloquear, no Aparar, no critical ("o simulador sempre mediu o bando só em PV").
    const hit = rollOutcome(nat, nat + band.attack, c.def, 'ataque_bando', rs) > 0;
    if (hit) hp = Math.max(0, hp - band.damage);
    if (log) log.push(`O bando (${standing}) ataca${adv ? ' com Vantagem' : ''}: ${nat} + ${band.attack} contra DEF ${c.def}, ${hit ? `acerta: ${band.damage} de dano (${hp} PV)` : 'erra'}.`);
  };
  while (standing > 0 && hp > 0 && round < maxRounds) {
    round++;
    // The coin: who acts first this round.
    const characterFirst = d(2) === 1;
    if (log) log.push(`— Rodada ${round} — (a moeda: ${characterFirst ? c.name : 'o bando'} age primeiro)`);
    for (let k = 0; k < 2 && standing > 0 && hp > 0; k++) {
      if ((k === 0) === characterFirst) characterTurn();
      else bandTurn();
    }
  }
  return { rounds: round, hpLostShare: (c.maxHp - hp) / c.maxHp, fell: hp <= 0, bandDown: standing <= 0, log };
}
