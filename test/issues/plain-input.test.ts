/**
 * Issue #12 §2: the shared guard every reader of untrusted input goes through — `snapshotInput`
 * copies plain data once and refuses what is not (getters, proxies that throw, BigInt, symbols,
 * class instances, cycles, nesting too deep) with a coded issue; `displayValue` and the issue
 * factory never call a value's `toString` / `valueOf`.
 */
import { describe, expect, it } from 'vitest';
import { displayValue, issueFactory, snapshotInput } from '../../src/index.js';

const code = (v: unknown) => {
  const r = snapshotInput(v);
  return r.ok ? '(ok)' : r.issues[0]!.code;
};

describe('snapshotInput', () => {
  it('copies plain data: a fresh tree, same values, holes and -0 kept', () => {
    const input = { a: [1, 'x', null, true, { b: -0 }], c: Object.assign(Object.create(null) as object, { d: 2 }) };
    const r = snapshotInput(input);
    expect(r.ok && r.value).toEqual(input);
    expect(r.ok && r.value !== input && (r.value as typeof input).a !== input.a).toBe(true);
    expect(Object.is(r.ok && ((r.value as typeof input).a[4] as { b: number }).b, -0)).toBe(true);
  });

  it('refuses what is not plain data, with the path', () => {
    expect(code({ get level() { return 3; } })).toBe('input_accessor');
    expect(code({ a: [1, 10n] })).toBe('input_not_plain_data');
    expect(snapshotInput({ a: [1, 10n] }).issues[0]!.path).toEqual(['a', 1]);
    expect(code({ s: Symbol('x') })).toBe('input_not_plain_data');
    expect(code({ f: () => 1 })).toBe('input_not_plain_data');
    expect(code(new Date())).toBe('input_not_plain_data');
    expect(code(new Map())).toBe('input_not_plain_data');
    const cyc: Record<string, unknown> = {};
    cyc.self = cyc;
    expect(code(cyc)).toBe('input_cycle');
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(code(deep)).toBe('input_too_deep');
    expect(code(new Array(300_000))).toBe('input_too_many_values');
    const trap = new Proxy({}, { ownKeys: () => { throw new Error('armadilha'); } });
    expect(code(trap)).toBe('input_unreadable');
    expect(snapshotInput(trap).issues[0]!.message).toContain('armadilha');
  });

  it('a shared (non-cyclic) object is copied at each place', () => {
    const shared = { x: 1 };
    expect(snapshotInput({ a: shared, b: shared }).ok).toBe(true);
  });

  it('a __proto__ key stays data: it pollutes nothing', () => {
    const r = snapshotInput(JSON.parse('{"__proto__": {"polluted": true}}'));
    expect(r.ok).toBe(true);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(r.ok && Object.keys(r.value as object)).toEqual(['__proto__']);
  });
});

describe('messages never call the value', () => {
  it('displayValue', () => {
    expect(displayValue({ toString: 1 })).toBe('um objeto');
    expect(displayValue({ [Symbol.toPrimitive]: () => { throw new Error('x'); } })).toBe('um objeto');
    expect(displayValue(10n)).toBe('10n');
    expect(displayValue(-0)).toBe('-0');
    expect(displayValue(Symbol('s'))).toBe('um símbolo');
    expect(displayValue('x'.repeat(100))).toHaveLength(43);
  });

  it('an issue factory given a hostile param still makes an issue that prints and serialises', () => {
    const make = issueFactory({ bad: (p: { nivel: unknown }) => `O nível ${String(p.nivel)} não existe.` });
    for (const v of [{ toString: 1 }, { valueOf: 2, toString: null }, 10n, Symbol('s'), new Proxy({}, { get: () => { throw new Error('x'); } })]) {
      const i = make('bad', [], { nivel: v });
      expect(i.message).toMatch(/^O nível .+ não existe\.$/);
      expect(() => JSON.stringify(i)).not.toThrow();
    }
  });
});
