/**
 * The runtime of the guides' `//=>` comments: `expr; //=> value` in a guide's block becomes
 * `docCheck(expr, value, where)` (see `expectations` in ./blocks.ts). The value is read as the
 * guide prints it:
 *
 * - a number with decimals is the actual number rounded to those decimals (`0.652` for 0.6523…);
 *   a number followed by `…` is the actual number cut there (`0.5833…` for 0.58333…); an integer
 *   is exact;
 * - a string with `…` is a pattern: the pieces between the `…` appear in that order, the first at
 *   the start and the last at the end unless a `…` stands there;
 * - `{ a: 1, … }` names some of the keys; without `…` an object has exactly the keys named;
 * - `[a, …]` names the first elements; `key: …` or `[…]` is any value.
 */
import { isDeepStrictEqual } from 'node:util';

/** Any value (`key: …`, a lone `…`). */
export const ANY: unique symbol = Symbol('…');
/** The rest of an object or array (`{ a: 1, … }`, `[a, …]`). */
export const REST: unique symbol = Symbol('… (rest)');

/** A number the guide cut short (`0.5833…`). */
export class Truncated {
  constructor(readonly value: number) {}
}

/** `0.5833…` in a guide's comment. */
export const trunc = (value: number): Truncated => new Truncated(value);

const decimals = (n: number): number => {
  const s = String(n);
  if (s.includes('e')) return 20;
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
};

const show = (v: unknown): string => {
  if (typeof v === 'symbol') return '…';
  if (v instanceof Truncated) return `${v.value}…`;
  try {
    return JSON.stringify(v, (_k, x: unknown) => (typeof x === 'symbol' ? '…' : x instanceof Truncated ? `${x.value}…` : x)) ?? String(v);
  } catch {
    return String(v);
  }
};

function stringMatches(actual: string, pattern: string): boolean {
  const pieces = pattern.split('…');
  if (pieces.length === 1) return actual === pattern;
  if (!actual.startsWith(pieces[0]!)) return false;
  let at = pieces[0]!.length;
  for (const piece of pieces.slice(1, -1)) {
    const found = actual.indexOf(piece, at);
    if (found < 0) return false;
    at = found + piece.length;
  }
  const last = pieces[pieces.length - 1]!;
  return actual.length - last.length >= at && actual.endsWith(last);
}

/** Where `actual` departs from `expected` (a path and why), or undefined when it matches. */
export function mismatch(actual: unknown, expected: unknown, path = ''): string | undefined {
  const here = path === '' ? 'the value' : path;
  if (expected === ANY) return undefined;
  if (expected instanceof Truncated) {
    const d = actual as number;
    const step = 10 ** -decimals(expected.value);
    const diff = typeof d === 'number' ? Math.abs(d) - Math.abs(expected.value) : NaN;
    const ok = typeof d === 'number' && Math.sign(d) === Math.sign(expected.value) && diff >= -1e-12 && diff < step;
    return ok ? undefined : `${here}: ${show(actual)} does not start with ${expected.value}`;
  }
  if (typeof expected === 'number') {
    if (typeof actual !== 'number') return `${here}: ${show(actual)} is not the number ${expected}`;
    const k = decimals(expected);
    const ok = k === 0 || k >= 20 ? actual === expected : Math.abs(actual - expected) <= 0.5 * 10 ** -k + 1e-12;
    return ok ? undefined : `${here}: ${show(actual)} is not ${expected}`;
  }
  if (typeof expected === 'string') {
    return typeof actual === 'string' && stringMatches(actual, expected) ? undefined : `${here}: ${show(actual)} is not ${show(expected)}`;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${here}: ${show(actual)} is not an array`;
    const open = expected.length > 0 && expected[expected.length - 1] === REST;
    const named = open ? expected.slice(0, -1) : expected;
    if (open ? actual.length < named.length : actual.length !== named.length) {
      return `${here}: ${actual.length} elements, the guide shows ${named.length}${open ? ' or more' : ''} (${show(actual)})`;
    }
    for (let i = 0; i < named.length; i++) {
      const m = mismatch(actual[i], named[i], `${path}[${i}]`);
      if (m !== undefined) return m;
    }
    return undefined;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return `${here}: ${show(actual)} is not an object`;
    const exp = expected as Record<string | symbol, unknown>;
    const act = actual as Record<string, unknown>;
    const keys = Object.keys(exp);
    if (!(REST in exp)) {
      const extra = Object.keys(act).filter((k) => act[k] !== undefined && !keys.includes(k));
      if (extra.length > 0) return `${here}: has keys the guide does not show (${extra.join(', ')}); write \`…\` for the rest`;
    }
    for (const k of keys) {
      if (!(k in act)) return `${here}: no key ${k}`;
      const m = mismatch(act[k], exp[k], path === '' ? k : `${path}.${k}`);
      if (m !== undefined) return m;
    }
    return undefined;
  }
  return isDeepStrictEqual(actual, expected) ? undefined : `${here}: ${show(actual)} is not ${show(expected)}`;
}

/**
 * What a guide's `expr; //=> value` turns into: throws when the value is not what the comment
 * says, naming the guide's line.
 */
export function docCheck(actual: unknown, expected: unknown, where: string): void {
  // Counted, so the runner can tell a check that never ran (inside an `if` that was false).
  const g = globalThis as { __docChecksRun?: number };
  g.__docChecksRun = (g.__docChecksRun ?? 0) + 1;
  const m = mismatch(actual, expected);
  if (m !== undefined) throw new Error(`${where}: the //=> comment is wrong — ${m}`);
}

/** The `if (…)` before a `//=>` was false: the comment's value never showed up. */
export function docCheckSkipped(where: string): never {
  throw new Error(`${where}: the condition before the //=> comment was false, so its value was never produced`);
}
