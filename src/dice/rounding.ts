/**
 * Rounding by the book: "when a calculation gives a fraction and the rule does not say which
 * way to round, round up" — read from `ruleset.resolution.fractions`.
 *
 * @module
 */
import { bookTechniqueRuleset, type ResolutionRules, type TechniqueRuleset } from '../rules/index.js';

/**
 * A direction of rounding: `up` (ceiling), `down` (floor), `nearest` (half up, like `Math.round`).
 *
 * @example
 * ```ts
 * const d: RoundingDirection = 'up';
 * ```
 */
export type RoundingDirection = ResolutionRules['fractions']['default'];

/** Snaps values that are integers up to floating-point noise (0.7 × 10 = 7.000000000000001). */
function snap(value: number): number {
  const r = Math.round(value);
  return Math.abs(value - r) <= 1e-9 * Math.max(1, Math.abs(value)) ? r : value;
}

/**
 * Rounds in an explicit direction (for rules that say which way, such as the attribute modifier,
 * which rounds down). Floating-point noise is ignored: `roundWith(0.7 * 10, 'up')` is 7.
 *
 * @param value - The number.
 * @param direction - `up`, `down` or `nearest`.
 * @returns The integer.
 * @example
 * ```ts
 * roundWith(2.5, 'down') //=> 2
 * roundWith(2.5, 'up') //=> 3
 * ```
 */
export function roundWith(value: number, direction: RoundingDirection): number {
  const v = snap(value);
  const r = direction === 'up' ? Math.ceil(v) : direction === 'down' ? Math.floor(v) : Math.round(v);
  return r + 0;
}

/**
 * Rounds a fraction the way the ruleset says when a rule is silent (the book: up).
 *
 * @param value - The number.
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The integer.
 * @example
 * ```ts
 * roundFraction(3 / 2) //=> 2
 * roundFraction(40 / 3) //=> 14
 * ```
 */
export function roundFraction(value: number, ruleset: TechniqueRuleset = bookTechniqueRuleset): number {
  return roundWith(value, ruleset.resolution.fractions.default);
}

/**
 * Divides and rounds the way the ruleset says when a rule is silent (the book: up) — the
 * everyday "half, rounded up" of the book.
 *
 * @param numerator - The dividend.
 * @param denominator - The divisor (not 0).
 * @param ruleset - The ruleset (defaults to the book's).
 * @returns The rounded quotient.
 * @example
 * ```ts
 * divideRounded(3, 2) //=> 2 (the floor of a size-3 technique's cost)
 * divideRounded(54, 4) //=> 14 (¼ of 54 HP, rounded up)
 * ```
 */
export function divideRounded(numerator: number, denominator: number, ruleset: TechniqueRuleset = bookTechniqueRuleset): number {
  return roundFraction(numerator / denominator, ruleset);
}
