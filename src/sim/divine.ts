/**
 * The gods in the fight (issue #15): what reaches a god from each Sentido, what a god's hit does
 * to an armor (the "quebra divina"), the Sentido a fighter starts in, and the Oitavo's Buda state —
 * every number read from the ruleset (`enemies.gods`, `armor.divineBreak`, `cosmo.sentidos`,
 * `cosmo.oitavo`). Pure functions over a fighter's {@link FighterDivine}: the fight calls them only
 * when some fighter has one.
 *
 * Sources: seed, Capítulo Quatro (O Oitavo Sentido, O Nono Sentido) and Capítulo Dez (Deuses);
 * `tables/10-inimigos.md › Deuses` and the quadros "O seu deus contra o deus deles" and "Sangue de
 * deus nas veias: o semideus"; `tables/07-armaduras.md` (a quebra divina).
 *
 * @module
 */
import { bookRuleset, type Ruleset } from '../rules/index.js';
import { damageFractionToGod } from '../enemy/index.js';

/**
 * What a fighter is about the gods (Capítulo Quatro, "O Oitavo Sentido" and "O Nono Sentido";
 * Capítulo Dez, "Deuses"): the god it is (its damage taken and its divine break), the Sentido step
 * it starts in, the Oitavo (the Buda state, and half damage on a lesser deity from the Sétimo), the
 * Divine armor and fighting beside one's own god (the divine break takes only 1 Resistência).
 *
 * @example
 * ```ts
 * const d: FighterDivine = { startStep: 2, oitavo: true, divineArmor: true, besideOwnGod: false };
 * ```
 */
export interface FighterDivine {
  /** The god it is (`enemies.gods.kinds`), or none. */
  readonly god?: 'menor' | 'maior' | 'semideus';
  /** The characters' own god, fighting on their side: the enemy god does not answer its turn. */
  readonly ownGod?: boolean;
  /** The Sentido step it starts the fight in (Sexto 0, Sétimo 1, Nono 2). */
  readonly startStep: number;
  /** It has awakened the Oitavo. */
  readonly oitavo: boolean;
  /** Its armor is in the Divine form. */
  readonly divineArmor: boolean;
  /** It fights beside its own god, who only protects. */
  readonly besideOwnGod: boolean;
}

/**
 * What the gods' rules read of a fighter that hits: its divine traits, or none (any `Fighter` is one).
 *
 * @example
 * ```ts
 * const h: DivineHitter = { divine: { startStep: 1, oitavo: true, divineArmor: false, besideOwnGod: false } };
 * ```
 */
export interface DivineHitter {
  /** Its traits about the gods, if any. */
  readonly divine?: FighterDivine | undefined;
}

/**
 * The Sentido step a fighter starts the fight in, by the Sentido's id (`cosmo.sentidos[].step`),
 * and the Teto it adds on top of the Sexto's (the `teto` of every Sentido with a step up to it:
 * the Sétimo +2, the Nono +2 more). Throws for an id without a step (the Oitavo is not a step: a
 * programmer error).
 *
 * @param sentido - `sexto`, `setimo` or `nono`.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The step and the Teto added.
 * @example
 * ```ts
 * sentidoStart('nono') //=> { step: 2, teto: 4 }
 * sentidoStart('setimo') //=> { step: 1, teto: 2 }
 * ```
 */
export function sentidoStart(sentido: 'sexto' | 'setimo' | 'nono', ruleset: Ruleset = bookRuleset): { step: number; teto: number } {
  const list = ruleset.cosmo.sentidos;
  let step = -1;
  for (let i = 0; i < list.length; i++) if (list[i]!.id === sentido) step = list[i]!.step ?? -1;
  if (step < 0) throw new RangeError(`sentidoStart: ${sentido} is not a step`);
  let teto = 0;
  for (let i = 0; i < list.length; i++) {
    const s = list[i]!;
    if (s.step !== null && s.step > 0 && s.step <= step) teto += s.teto;
  }
  return { step, teto };
}

/** The Sentido (of the three that are steps) a fighter at `step` stands in, read from `cosmo.sentidos`. */
function sentidoAtStep(step: number, ruleset: Ruleset): 'sexto' | 'setimo' | 'nono' {
  let best: 'sexto' | 'setimo' | 'nono' = 'sexto';
  let bestStep = -1;
  for (const s of ruleset.cosmo.sentidos) {
    if ((s.id === 'sexto' || s.id === 'setimo' || s.id === 'nono') && s.step !== null && s.step <= step && s.step > bestStep) {
      best = s.id;
      bestStep = s.step;
    }
  }
  return best;
}

/**
 * The fraction of a hit's damage that reaches the god `target` from `attacker` in Sentido step
 * `step` ({@link damageFractionToGod}): a greater god feels only the Nono; a lesser deity nothing
 * from the Sexto, ¼ from the Sétimo, ½ with the Oitavo, all from the Nono; the demigod ¼ / ½ / all;
 * one fighting beside its own god, and the own god itself ("ferindo o deus inimigo por inteiro"), all.
 * 1 when the target is no god.
 *
 * @param attacker - The hitter's traits.
 * @param step - The hitter's Sentido step now.
 * @param target - The target's traits.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The fraction, 0 to 1.
 * @example
 * ```ts
 * godHitFraction({}, 1, { god: 'menor', startStep: 2, oitavo: false, divineArmor: false, besideOwnGod: false }) //=> 0.25
 * ```
 */
export function godHitFraction(attacker: DivineHitter, step: number, target: FighterDivine | undefined, ruleset: Ruleset = bookRuleset): number {
  const kind = target?.god;
  if (kind === undefined) return 1;
  const a = attacker.divine;
  if (a?.ownGod === true) return 1;
  return damageFractionToGod(
    kind,
    { sentido: sentidoAtStep(step, ruleset), oitavo: a?.oitavo === true, besideOwnGod: a?.besideOwnGod === true },
    ruleset,
  );
}

/**
 * The "quebra divina" of one hit (`armor.divineBreak`): the Resistência a god's hit takes from the
 * target's armor, on top of the damage. `Infinity` shatters it; 0 takes nothing. The demigod's
 * technique takes its Grau; a lesser deity's technique shatters; a greater god's any hit shatters;
 * against the Divine armor, one fighting beside its own god (who only protects) and another god, a
 * lesser or greater god takes only `enemies.gods.divineArmorResistenciaLoss`.
 *
 * @param attacker - The hitter's traits (only a god breaks).
 * @param grau - The hitter's Grau (the demigod's break).
 * @param target - The target's traits.
 * @param technique - The hit is a technique's (not a golpe comum).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns Resistência to take.
 * @example
 * ```ts
 * const menor = { god: 'menor', startStep: 2, oitavo: false, divineArmor: false, besideOwnGod: false } as const;
 * divineBreakOf({ divine: menor }, 5, undefined, true) //=> Infinity
 * divineBreakOf({ divine: menor }, 5, undefined, false) //=> 0
 * ```
 */
export function divineBreakOf(attacker: DivineHitter, grau: number, target: FighterDivine | undefined, technique: boolean, ruleset: Ruleset = bookRuleset): number {
  const kind = attacker.divine?.god;
  if (kind === undefined) return 0;
  const rows = ruleset.armor.divineBreak;
  const slug = kind === 'maior' ? 'deus_maior' : kind === 'menor' ? 'divindade_menor' : 'semideus';
  let row: (typeof rows)[number] | undefined;
  for (let i = 0; i < rows.length; i++) if (rows[i]!.slug === slug) row = rows[i];
  if (!row || (row.hits === 'tecnica' && !technique)) return 0;
  const held = target !== undefined && (target.divineArmor || target.besideOwnGod || target.god !== undefined);
  if (kind !== 'semideus' && held) return ruleset.enemies.gods.divineArmorResistenciaLoss;
  return row.perHit === 'shatter' ? Infinity : row.perHit === 'grau' ? grau : row.perHit;
}

/**
 * Whether `attacker` reaches a fighter in the Buda state: "os ataques de quem não tem o Oitavo te
 * atravessam" (Capítulo Quatro). A lesser or greater god reaches it (it is in the Nono, above the
 * Oitavo: a reconstruction, the seed is silent; docs/simulador.md); the demigod, in the Sétimo
 * without the Oitavo, does not.
 *
 * @param attacker - The attacker's traits.
 * @returns `true` when its attacks reach the spirit.
 * @example
 * ```ts
 * reachesBuda({}) //=> false
 * reachesBuda({ divine: { startStep: 1, oitavo: true, divineArmor: false, besideOwnGod: false } }) //=> true
 * ```
 */
export function reachesBuda(attacker: DivineHitter): boolean {
  const a = attacker.divine;
  return a !== undefined && (a.oitavo || a.god === 'menor' || a.god === 'maior');
}
