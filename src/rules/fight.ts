/**
 * Small numeric rules of a fight that more than one domain needs as plain numbers (the ficha in
 * play and the fight simulator): each reads the ruleset, so a house rule changes both.
 *
 * @module
 */
import { bookRuleset, type Ruleset } from './ruleset.js';

/**
 * The PV a Levantar stands with: `combat.levantar.hpFraction` (¼, or the miracle's
 * `enemies.patronGod.miracle.hpFraction`, ½) of the max PV before this stand's Cicatriz (or with
 * it, `combat.levantar.hpFractionOf`), rounded up, never above the max PV after the Cicatriz.
 *
 * @param maxHpBefore - The max PV before the stand's Cicatriz.
 * @param maxHpAfter - The max PV with it.
 * @param miracle - The god's Centelha arrived (the miracle).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The PV after standing.
 * @example
 * ```ts
 * levantarHp(16, 15) //=> 4
 * levantarHp(16, 15, true) //=> 8
 * ```
 */
export function levantarHp(maxHpBefore: number, maxHpAfter: number, miracle = false, ruleset: Ruleset = bookRuleset): number {
  const L = ruleset.combat.levantar;
  const fraction = miracle ? ruleset.enemies.patronGod.miracle.hpFraction : L.hpFraction;
  const of = L.hpFractionOf === 'max_antes_da_cicatriz' ? maxHpBefore : maxHpAfter;
  return Math.min(maxHpAfter, Math.ceil(of * fraction));
}

/**
 * The Cosmo a Levantar stands with: straight to the Teto it has as it stands
 * (`combat.levantar.cosmoToTeto`; seed, Capítulo Cinco, "Levantar": "vai com o Cosmo direto ao
 * Teto"), never lower than the Cosmo it had. Awakening the Sétimo on standing comes after and raises
 * the Teto, not the Cosmo (seed, Capítulo Quatro: "o seu Teto de Cosmo sobe 2"), so `tetoAsItStands`
 * is the Teto before that awakening.
 *
 * @param cosmo - The Cosmo before standing.
 * @param tetoAsItStands - The Teto before any Sétimo the stand awakens.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The Cosmo after standing.
 * @example
 * ```ts
 * levantarCosmo(1, 5) //=> 5
 * ```
 */
export function levantarCosmo(cosmo: number, tetoAsItStands: number, ruleset: Ruleset = bookRuleset): number {
  return ruleset.combat.levantar.cosmoToTeto ? Math.max(cosmo, tetoAsItStands) : cosmo;
}

/**
 * The Cosmo clock: the Cosmo a turn starting in `round` gives (`cosmo.clock`: +1 from round 2;
 * nothing in the first round). The Teto still caps it — that is the caller's (or
 * the ficha in play's `newRound`) to apply.
 *
 * @param round - The round the turn starts in (1 = the first).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The Cosmo gained.
 * @example
 * ```ts
 * clockGain(1) //=> 0
 * clockGain(2) //=> 1
 * ```
 */
export function clockGain(round: number, ruleset: Ruleset = bookRuleset): number {
  const C = ruleset.cosmo.clock;
  return Number.isFinite(round) && round >= C.fromRound ? C.cosmo : 0;
}

/**
 * The Teto the Centelhas received in one fight add: `cosmo.centelhas.teto` each, at most
 * `cosmo.centelhas.tetoMaxPerFight` per fight (Capítulo Quatro, "Centelhas: o Cosmo que você
 * manda"). The ficha in play (`tetoNow`) and the fight simulator both read it here.
 *
 * @param received - Centelhas received in this fight (anything not a whole number ≥ 0 counts as 0).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The Teto added.
 * @example
 * ```ts
 * centelhaTetoGain(2) //=> 2
 * centelhaTetoGain(5) //=> 3
 * ```
 */
export function centelhaTetoGain(received: number, ruleset: Ruleset = bookRuleset): number {
  const C = ruleset.cosmo.centelhas;
  const n = Number.isInteger(received) && received > 0 ? received : 0;
  return Math.min(n * C.teto, C.tetoMaxPerFight);
}
