/**
 * Safety limits of the dice module. These are **not game rules**: they only keep a hostile or
 * mistyped expression (a 10,000-die roll, a megabyte of text) from freezing an app. Every rule of
 * the game lives in `ruleset.resolution`.
 *
 * @module
 */

/**
 * The dice module's safety limits. Pass your own (`{ limits: { maxDice: 500 } }`) to the parser
 * when an app needs more; anything beyond them becomes a coded issue, never a hang.
 *
 * @example
 * ```ts
 * const limits: DiceLimits = { ...DICE_LIMITS, maxDice: 500 };
 * ```
 */
export interface DiceLimits {
  /** Longest expression text, in characters. */
  readonly maxExpressionLength: number;
  /** Most dice in one expression (summed over its terms, before repetition). */
  readonly maxDice: number;
  /** Most faces on one die. */
  readonly maxSides: number;
  /** Most terms (dice groups, numbers, names) in one expression. */
  readonly maxTerms: number;
  /** Largest `N` of a repetition `N×…` (how many hits). */
  readonly maxRepeat: number;
  /** Largest absolute value of a number written in the expression (or of a multiplier). */
  readonly maxConstant: number;
  /** Most distinct totals a full distribution may have (dense array length). */
  readonly maxOutcomes: number;
}

/**
 * The default safety limits (see {@link DiceLimits}). The biggest damage roll of the book is
 * around `8d8+107` (a Golpe do Assento crit), far below them.
 *
 * @example
 * ```ts
 * DICE_LIMITS.maxDice //=> 200
 * ```
 */
export const DICE_LIMITS: DiceLimits = /* @__PURE__ */ Object.freeze({
  maxExpressionLength: 200,
  maxDice: 200,
  maxSides: 1000,
  maxTerms: 40,
  maxRepeat: 20,
  maxConstant: 1_000_000,
  maxOutcomes: 200_000,
});
