/**
 * Type-level helpers shared by the domains (never exported from the package).
 *
 * @module
 */

/**
 * Exact type equality: `true` only when `A` and `B` are identical (a property added, dropped, made
 * optional or readonly on one side makes it `false`). Mutual assignability is not enough: an extra
 * optional property passes it both ways.
 *
 * @example
 * ```ts
 * const same: Equals<{ a: 1 }, { a: 1 }> = true;
 * ```
 */
export type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
