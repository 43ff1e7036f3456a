/**
 * Using a technique in a fight: paying its cost in Cosmo, paying what is missing with life,
 * burning Cosmo for extra damage points, and the concentration check of a sustained technique.
 *
 * @module
 */
import { divideRounded } from '../dice/index.js';
import { bookTechniqueRuleset, proficiencyAt, type TechniqueRuleset } from '../rules/index.js';
import { fail, ok, type Issue, type Result } from '../issues/index.js';
import { techniqueAmounts, techniqueCritical, type TechniqueAtLevel } from './at-level.js';
import { techniqueIssue as make } from './issues.js';
import { measureTechnique } from './measure.js';
import type { Technique, TechniqueOwner } from './schema.js';

/**
 * The life price of burning or of paying a missing cost: 1d4 per point, times the technique's Grau.
 *
 * @example
 * ```ts
 * const p: LifePrice = { points: 3, die: 4, timesGrau: 2, text: '3d4 × 2', min: 6, max: 24, average: 15 };
 * ```
 */
export interface LifePrice {
  /** Points paid with life (missing cost + burned points). */
  readonly points: number;
  /** The die per point (d4 in the book). */
  readonly die: number;
  /** The multiplier: the technique's Grau (1 when the ruleset does not multiply). */
  readonly timesGrau: number;
  /** "3d4 × 2". */
  readonly text: string;
  /** Least HP lost. */
  readonly min: number;
  /** Most HP lost. */
  readonly max: number;
  /** Average HP lost. */
  readonly average: number;
}

/**
 * How a use of a technique is paid, and what it deals.
 *
 * @example
 * ```ts
 * const p = payTechnique(garra, { level: 1, attributes: { DES: 15 } }, { cosmo: 4, burn: 1 });
 * if (p.ok) p.value.lifePrice?.text //=> '1d4 × 1'
 * ```
 */
export interface TechniquePayment {
  /** The technique's cost in Cosmo. */
  readonly cost: number;
  /** Cosmo before paying. */
  readonly cosmoBefore: number;
  /** Cost paid from the Cosmo. */
  readonly fromCosmo: number;
  /** Cost points the Cosmo could not pay: the life pays them (this is already burning). */
  readonly missingPoints: number;
  /** Points burned beyond the cost (each one more damage point). */
  readonly burnPoints: number;
  /** Most points that may be burned (proficiency, + the Sentido's bonus). */
  readonly maxBurn: number;
  /** The life price, or `null` when nothing is paid with life. */
  readonly lifePrice: LifePrice | null;
  /** Whether this use burns (life paid or points burned): the Cosmo drops to the piso. */
  readonly burning: boolean;
  /** The piso of the owner (1, +1 per two Cosmo choices in the book). */
  readonly piso: number;
  /** Cosmo after the use: the piso after burning, else what is left (never below the piso). */
  readonly cosmoAfter: number;
  /** A burned technique ignores the Lida mark. */
  readonly ignoresLida: boolean;
  /** What it deals, with the burned points. */
  readonly damage: TechniqueAtLevel;
  /** On a natural 20 (Ataque only), with the burned points; `null` otherwise. */
  readonly critical: TechniqueAtLevel | null;
  /** pt-BR notes (the last strike, the piso). */
  readonly notes: readonly string[];
}

/**
 * Most points an owner may burn beyond a technique's cost: the proficiency, plus the burning
 * bonus of the Sentidos up to the one the owner is in (+2 in the Sétimo in the book).
 *
 * @param owner - The owner (level, `sentido`).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The limit.
 * @example
 * ```ts
 * maxBurnPoints({ level: 5 }) //=> 3
 * maxBurnPoints({ level: 5, sentido: 'setimo' }) //=> 5
 * ```
 */
export function maxBurnPoints(owner: TechniqueOwner, ruleset: TechniqueRuleset = bookTechniqueRuleset): number {
  return proficiencyAt(owner.level, ruleset) + sentidoBurnBonus(owner, ruleset);
}

function sentidoBurnBonus(owner: TechniqueOwner, rs: TechniqueRuleset): number {
  let bonus = 0;
  for (const s of rs.cosmo.sentidos) {
    bonus += s.burnBonus;
    if (s.id === (owner.sentido ?? 'sexto')) return bonus;
  }
  return bonus;
}

/**
 * The Cosmo piso of an owner: the base, +1 per so many Cosmo choices (1, +1 per two in the book).
 *
 * @param owner - The owner (`cosmoChoices`, 0 when left out).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The piso.
 * @example
 * ```ts
 * cosmoPiso({ level: 3, cosmoChoices: 2 }) //=> 2
 * ```
 */
export function cosmoPiso(owner: TechniqueOwner, ruleset: TechniqueRuleset = bookTechniqueRuleset): number {
  const f = ruleset.cosmo.floor;
  return f.base + Math.floor((owner.cosmoChoices ?? 0) / f.cosmoChoicesPerStep);
}

/**
 * The Cosmo left after using a technique, as a number: the piso after burning (or paying with
 * life), else what is left of the cost, never below the piso. {@link payTechnique} and the fight
 * simulator both use it.
 *
 * @param cosmo - Cosmo before paying.
 * @param cost - The technique's cost.
 * @param burning - Whether the use burns (points paid with life or burned).
 * @param piso - The owner's piso ({@link cosmoPiso}).
 * @returns The Cosmo after the use.
 * @example
 * ```ts
 * cosmoAfterUse(5, 3, false, 1) //=> 2
 * cosmoAfterUse(5, 3, true, 1) //=> 1
 * cosmoAfterUse(2, 2, false, 1) //=> 1
 * ```
 */
export function cosmoAfterUse(cosmo: number, cost: number, burning: boolean, piso: number): number {
  return burning ? piso : Math.max(piso, cosmo - cost);
}

/**
 * The life price of `points` paid with life by a technique of a Grau: `points`d4 × Grau.
 *
 * @param points - Points paid with life.
 * @param grau - The technique's Grau.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The price, with min, max and average.
 * @example
 * ```ts
 * lifePrice(3, 2).text //=> '3d4 × 2'
 * lifePrice(3, 2).average //=> 15
 * ```
 */
export function lifePrice(points: number, grau: number, ruleset: TechniqueRuleset = bookTechniqueRuleset): LifePrice {
  const b = ruleset.cosmo.burning;
  const times = b.timesGrau ? grau : 1;
  const die = b.dieSides;
  return Object.freeze({
    points,
    die,
    timesGrau: times,
    text: `${points}d${die} × ${times}`,
    min: points * times,
    max: points * die * times,
    average: (points * (die + 1) * times) / 2,
  });
}

/**
 * Pays a use of a technique: the cost comes out of the Cosmo; what the Cosmo cannot pay, the life
 * pays (1d4 per point × the technique's Grau, no limit) — that already is burning; declared burned
 * points (at most the proficiency, +2 in the Sétimo) each add one damage point, even past the max
 * size, at the same price. After burning the Cosmo drops to the piso; otherwise it keeps what is
 * left, never below the piso. A burned technique ignores the Lida mark.
 *
 * @param technique - The technique.
 * @param owner - Who uses it.
 * @param use - Current Cosmo and points to burn beyond the cost.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The payment, or coded issues (burning over the limit, negative numbers).
 * @example
 * ```ts
 * // Téo, round 3: Cosmo 4, the Garra (cost 3) burning 1 beyond the cost.
 * const p = payTechnique(garra, { level: 1, attributes: { DES: 15 } }, { cosmo: 4, burn: 1 });
 * if (p.ok) {
 *   p.value.damage.amounts[0].resolvedText //=> '3d8 + 2'
 *   p.value.lifePrice?.text //=> '1d4 × 1'
 *   p.value.cosmoAfter //=> 1
 * }
 * ```
 */
export function payTechnique(
  technique: Technique,
  owner: TechniqueOwner,
  use: { readonly cosmo: number; readonly burn?: number },
  ruleset: TechniqueRuleset = bookTechniqueRuleset,
): Result<TechniquePayment> {
  const burn = use.burn ?? 0;
  const issues: Issue[] = [];
  const max = maxBurnPoints(owner, ruleset);
  if (!Number.isInteger(burn) || burn < 0) issues.push(make('technique_burn_negative', ['burn'], { points: burn }));
  else if (burn > max) {
    issues.push(
      make('technique_burn_over_limit', ['burn'], {
        points: burn,
        max,
        proficiency: proficiencyAt(owner.level, ruleset),
        bonus: max - proficiencyAt(owner.level, ruleset),
      }),
    );
  }
  if (!Number.isInteger(use.cosmo) || use.cosmo < 0) issues.push(make('technique_cosmo_negative', ['cosmo'], { cosmo: use.cosmo }));
  if (issues.length) return fail(issues);

  const receipt = measureTechnique(technique, owner, ruleset);
  const cost = receipt.cost.total;
  const grau = receipt.grau ?? 1;
  const fromCosmo = Math.min(cost, use.cosmo);
  const missingPoints = cost - fromCosmo;
  const lifePoints = missingPoints + burn;
  const burning = lifePoints > 0;
  const piso = cosmoPiso(owner, ruleset);
  const cosmoAfter = cosmoAfterUse(use.cosmo, cost, burning, piso);
  const extra = burn * ruleset.cosmo.burning.perPointDamagePoints;
  const damage = techniqueAmounts(technique, owner, extra, ruleset);
  const crit = techniqueCritical(technique, owner, ruleset);
  const critical = crit ? techniqueAmounts(technique, owner, extra + crit.extraPoints, ruleset) : null;
  const notes: string[] = [];
  if (burning) notes.push(`Queimou: o Cosmo volta ao piso (${piso}).`);
  if (burning) notes.push(`Se o preço passar da vida: ${ruleset.cosmo.lifePays.lastStrike}.`);
  return ok(
    Object.freeze({
      cost,
      cosmoBefore: use.cosmo,
      fromCosmo,
      missingPoints,
      burnPoints: burn,
      maxBurn: max,
      lifePrice: burning ? lifePrice(lifePoints, grau, ruleset) : null,
      burning,
      piso,
      cosmoAfter,
      ignoresLida: burning && ruleset.cosmo.burning.ignoresLida,
      damage,
      critical,
      notes: Object.freeze(notes),
    }),
  );
}

/**
 * The bonus of the impact's Rolagem de Efeito against your Fortitude when you take damage while
 * sustaining a technique: +2 or half the damage − 8, whichever is greater (half rounded the
 * book's way, up).
 *
 * @param damage - The damage taken.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The bonus of the roll that may break your concentration.
 * @example
 * ```ts
 * concentrationBonus(10) //=> 2
 * concentrationBonus(30) //=> 7
 * ```
 */
export function concentrationBonus(damage: number, ruleset: TechniqueRuleset = bookTechniqueRuleset): number {
  const s = ruleset.techniques.sustain;
  return Math.max(s.concentrationMinBonus, divideRounded(damage, s.concentrationDamageDivisor, ruleset) - s.concentrationDamageOffset);
}
