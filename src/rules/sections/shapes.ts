/**
 * Small shapes that several ruleset sections share in their written-out types (issue #17): a
 * fraction, a count of dice, a min–max range, a slug–label–value row, six attribute numbers. Types
 * only; each section's zod schema stays the runtime truth and `test/types` checks the section types
 * that use these against it.
 *
 * @module
 */

/**
 * A fraction of the rules ("metade": `{ numerator: 1, denominator: 2 }`).
 *
 * @example
 * ```ts
 * const half: Fraction = bookRuleset.armor.aparar.damageTaken; //=> { numerator: 1, denominator: 2 }
 * ```
 */
export type Fraction = {
    numerator: number;
    denominator: number;
};

/**
 * A count of dice of one size (`1d4`: `{ count: 1, sides: 4 }`).
 *
 * @example
 * ```ts
 * const d: DiceCount = bookRuleset.armor.remendo.spentOnly.dice; //=> { count: 1, sides: 4 }
 * ```
 */
export type DiceCount = {
    count: number;
    sides: number;
};

/**
 * An inclusive range of whole numbers.
 *
 * @example
 * ```ts
 * const r: NumberRange = { min: 0, max: 2 };
 * ```
 */
export type NumberRange = {
    min: number;
    max: number;
};

/**
 * A row of a rules list: its slug, its label and its value, as printed.
 *
 * @example
 * ```ts
 * const row: RuleRow = bookRuleset.armor.casca.rules[0]!; // slug, label, value
 * ```
 */
export type RuleRow = {
    slug: string;
    label: string;
    value: string;
};

/**
 * One number for each of the six attributes.
 *
 * @example
 * ```ts
 * const a: AttributeNumbers = { FOR: 10, DES: 12, CON: 11, INT: 9, SAB: 11, CAR: 8 };
 * ```
 */
export type AttributeNumbers = {
    FOR: number;
    DES: number;
    CON: number;
    INT: number;
    SAB: number;
    CAR: number;
};
