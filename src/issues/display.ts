/**
 * Text for untrusted values in messages, and issue params that are safe to keep (shared by the
 * issue factory and the input snapshot; no import of its own).
 *
 * @module
 */

/**
 * Text for any value in a message, never throwing: numbers and booleans as they print (`NaN`,
 * `-0`), strings quoted and cut at 40 characters, BigInt with its `n`, and `uma lista`, `um
 * objeto`, `uma função`, `um símbolo` for the rest — no `toString` / `valueOf` of the value is
 * ever called.
 *
 * @param v - Any value.
 * @returns A short pt-BR description.
 * @example
 * ```ts
 * displayValue({ toString: 1 }) //=> 'um objeto'
 * displayValue(-0) //=> '-0'
 * displayValue('lentoo') //=> '"lentoo"'
 * ```
 */
export function displayValue(v: unknown): string {
  switch (typeof v) {
    case 'number':
      return Object.is(v, -0) ? '-0' : String(v);
    case 'string':
      return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
    case 'boolean':
      return v ? 'true' : 'false';
    case 'bigint':
      return `${v.toString()}n`;
    case 'undefined':
      return 'undefined';
    case 'symbol':
      return 'um símbolo';
    case 'function':
      return 'uma função';
    default:
      if (v === null) return 'null';
      try {
        return Array.isArray(v) ? 'uma lista' : 'um objeto';
      } catch {
        return 'um objeto';
      }
  }
}

/** Budget of {@link safeParam}'s copy: an issue's params are a few names and numbers. */
const PARAM_BUDGET = 2000;

/**
 * An issue param as it is kept: primitives as they are (BigInt and Symbol as text), small plain
 * objects and arrays as a fresh copy (so an issue can always be printed and `JSON.stringify`-ed),
 * and {@link displayValue}'s text for anything else (a getter, a proxy, a cycle, a huge list).
 * Never throws.
 *
 * @internal
 */
export function safeParam(v: unknown): unknown {
  const t = typeof v;
  if (v === null || t === 'string' || t === 'boolean' || t === 'undefined') return v;
  if (t === 'number') return v;
  if (t !== 'object') return displayValue(v);
  let budget = PARAM_BUDGET;
  const seen = new Set<object>();
  const copy = (x: unknown, depth: number): unknown => {
    if (--budget < 0 || depth > 20) throw new RangeError('param');
    const tx = typeof x;
    if (x === null || tx === 'string' || tx === 'boolean') return x;
    if (tx === 'number') return x;
    if (tx !== 'object') return displayValue(x);
    const o = x as object;
    if (seen.has(o)) throw new RangeError('cycle');
    seen.add(o);
    let out: unknown;
    if (Array.isArray(o)) {
      const n = (Object.getOwnPropertyDescriptor(o, 'length') as PropertyDescriptor).value as number;
      if (n > budget) throw new RangeError('param');
      const arr: unknown[] = [];
      for (let i = 0; i < n; i++) {
        const d = Object.getOwnPropertyDescriptor(o, i);
        arr.push(d && !d.get && !d.set ? copy(d.value, depth + 1) : null);
      }
      out = arr;
    } else {
      const proto: unknown = Object.getPrototypeOf(o);
      if (proto !== Object.prototype && proto !== null) throw new RangeError('class');
      const rec: Record<string, unknown> = {};
      for (const k of Object.keys(o)) {
        const d = Object.getOwnPropertyDescriptor(o, k);
        if (!d || d.get || d.set) throw new RangeError('getter');
        const item = copy(d.value, depth + 1);
        if (item !== undefined) Object.defineProperty(rec, k, { value: item, enumerable: true, writable: true, configurable: true });
      }
      out = rec;
    }
    seen.delete(o);
    return out;
  };
  try {
    return copy(v, 0);
  } catch {
    return displayValue(v);
  }
}
