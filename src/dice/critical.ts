/**
 * What an Acerto Crítico does to damage, read from `ruleset.resolution.critical`.
 *
 * @module
 */
import { bookTechniqueRuleset, type TechniqueRuleset } from '../rules/index.js';
import { makeExpression, type DiceExpression } from './expression.js';

/**
 * The damage expression of a golpe comum's critical: the damage dice are rolled twice (the book),
 * the rest (modifier) once. `1d8 + 3` becomes `2d8 + 3`.
 *
 * @param damage - The golpe comum's damage expression (parsed).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns A new expression with every dice group multiplied.
 * @example
 * ```ts
 * const e = parseDice('1d8 + 3');
 * if (e.ok) golpeComumCriticalDamage(e.value).text //=> '2d8 + 3'
 * ```
 */
export function golpeComumCriticalDamage(damage: DiceExpression, ruleset: TechniqueRuleset = bookTechniqueRuleset): DiceExpression {
  const m = ruleset.resolution.critical.golpeComumDamageDiceMultiplier;
  return makeExpression(
    damage.repeat,
    damage.terms.map((t) => (t.type === 'dice' ? { ...t, count: t.count * m } : t)),
  );
}

/**
 * How many extra damage points a technique's critical adds (each one more die and one more point
 * bonus; the technique module turns them into dice).
 *
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The number of extra points (1 in the book).
 * @example
 * ```ts
 * techniqueCriticalExtraPoints() //=> 1
 * ```
 */
export function techniqueCriticalExtraPoints(ruleset: TechniqueRuleset = bookTechniqueRuleset): number {
  return ruleset.resolution.critical.techniqueExtraDamagePoints;
}
