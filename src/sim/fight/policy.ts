/**
 * The fractions of the book's play policy (SIMULATOR.md, "The play policy"): choices of the
 * simulator, not rules of the game, so they live here and not in the ruleset.
 *
 * @module
 */

/** Aparar when the damage is at least this share of the max PV (or would drop the fighter). */
export const PARRY_SHARE = 0.2;
/** Step 6: paying with life below this share of the max PV only for a lethal blow. */
export const LIFE_FLOOR = 0.15;
/** Step 6: burning keeps at least this share of the max PV. */
export const BURN_KEEPS = 0.4;
/** Step 7: holding for the big one while the PV are above this share. */
export const HOLD_ABOVE = 0.3;
/** Step 6: paying with life when the expected damage is this many times the price. */
export const PRICE_MULTIPLE = 3;
