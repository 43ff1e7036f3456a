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

/*
 * The choices a policy makes for one turn (SIMULATOR.md, "The play policy"): what an app's
 * `SimChoice` can say, and the moves only the book's policy makes. A choice is one of these numbers,
 * its technique's index and burn left in `FightState.choiceIndex` / `choiceBurn` (no object per turn).
 */
/** The golpe comum (step 9). */
export const GOLPE = 0;
/** Concentrar, quietly: an app's choice, or gathering Cosmo locked in the Guerra dos Mil Dias. */
export const JUNTA_COSMO = 1;
/** Concentrar at step 8 (said in the log). */
export const CONCENTRAR = 2;
/** Damage technique `choiceIndex`, burning `choiceBurn` points (steps 5–7, the Agulha Escarlate, an app). */
export const TECNICA = 3;
/** Condition technique `choiceIndex` (step 4, an app). */
export const CONDICAO = 4;
/** Step 5: enter the Sétimo burning on the big technique `choiceIndex`. */
export const DESPERTA = 5;
/** Step 5, the named variant: destroy its own eyes to enter the Sétimo. */
export const CEGA = 6;
/** The Desfecho of technique `choiceIndex` (the Agulha Escarlate with its marks on the target). */
export const DESFECHO = 7;
