/**
 * Exact type equality for type tests: `true` only when `A` and `B` are identical (a property
 * added, dropped, made optional or readonly on one side makes it `false`). Mutual assignability is
 * not enough: an extra optional property passes it both ways.
 */
export type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
