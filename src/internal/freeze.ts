/**
 * Deeply freezes a plain data tree (objects and arrays) so the ruleset tables cannot be mutated.
 *
 * @internal
 */
/* @__NO_SIDE_EFFECTS__ */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as Record<string, unknown>)) deepFreeze(v);
  }
  return value;
}
