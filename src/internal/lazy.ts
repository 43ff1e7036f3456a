/**
 * A value built on first use: importing the library builds nothing that a caller may never ask
 * for (issue #13: the core's import time). Used for the ruleset sections' zod schemas, which only
 * house rules and tools read.
 *
 * @module
 */

/**
 * Returns a stand-in for the object `build()` makes, built on the first access of any kind and
 * then kept: reading, `in`, `Object.keys`, `instanceof` (zod checks its traits through `_zod`) all
 * reach the built object, and its methods are its own (zod binds them to the instance). Its type
 * is exactly the built object's, so exported schema names and types do not change.
 *
 * Not for hot paths: every access goes through a proxy trap. A schema parsed per call of an
 * engine function stays eager; the ruleset sections' schemas are parsed only for house rules.
 *
 * @param build - Makes the object; called at most once.
 * @returns The lazy stand-in.
 * @internal
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazyObject<T extends object>(build: () => T): T {
  let real: T | undefined;
  const get = (): T => (real ??= build());
  return new Proxy(Object.create(null) as T, {
    get: (_, k) => Reflect.get(get(), k),
    set: (_, k, v) => Reflect.set(get(), k, v),
    has: (_, k) => Reflect.has(get(), k),
    ownKeys: () => Reflect.ownKeys(get()),
    getOwnPropertyDescriptor: (_, k) => {
      const d = Reflect.getOwnPropertyDescriptor(get(), k);
      // The stand-in's own target has no such property: a proxy may only report it configurable.
      if (d) d.configurable = true;
      return d;
    },
    defineProperty: (_, k, d) => Reflect.defineProperty(get(), k, d),
    deleteProperty: (_, k) => Reflect.deleteProperty(get(), k),
    getPrototypeOf: () => Reflect.getPrototypeOf(get()),
  });
}
