import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRandom, parseDice, rollDice, scriptedDice, scriptedRandom, dieFace } from '../../src/dice/index.js';

describe('rollDice', () => {
  it('rolls each die from the injected source and sums', () => {
    const r = rollDice('2d8+5', scriptedDice([3, 8], 8));
    expect(r.ok && r.value.total).toBe(16);
    expect(r.ok && r.value.hits[0]!.terms[0]!.faces).toEqual([3, 8]);
  });

  it('3d8 + 15 + mod evaluates given { mod: 4 }', () => {
    const r = rollDice('3d8 + 15 + mod', scriptedDice([1, 2, 3], 8), { variables: { mod: 4 } });
    expect(r.ok && r.value.total).toBe(1 + 2 + 3 + 15 + 4);
  });

  it('2×1d8+3 rolls two separate hits', () => {
    const r = rollDice('2×1d8+3', scriptedDice([6, 1], 8));
    expect(r.ok && r.value.hits.map((h) => h.total)).toEqual([9, 4]);
    expect(r.ok && r.value.total).toBe(13);
  });

  it('3d4×grau multiplies the roll (burning 3 points at Grau 2: 3d4 × 2)', () => {
    const r = rollDice('3d4×grau', scriptedDice([1, 2, 4], 4), { variables: { grau: 2 } });
    expect(r.ok && r.value.total).toBe(14);
  });

  it('subtraction and negative variables', () => {
    const r = rollDice('10 - 1d4 + mod', scriptedDice([3], 4), { variables: { mod: -1 } });
    expect(r.ok && r.value.total).toBe(6);
  });

  it('a missing variable gives dice_unknown_variable; prototype names are never read', () => {
    for (const name of ['mod', 'constructor', '__proto__', 'toString']) {
      const r = rollDice(`1d8 + ${name}`, createRandom(1), { variables: {} });
      expect(r.ok ? [] : r.issues.map((i) => i.code), name).toEqual(['dice_unknown_variable']);
    }
  });

  it('a variable that is not an integer gives dice_variable_not_integer', () => {
    for (const v of [Number.NaN, Infinity, 2.5, '3']) {
      const r = rollDice('1d8 + mod', createRandom(1), { variables: { mod: v as number } });
      expect(r.ok ? [] : r.issues.map((i) => i.code)).toEqual(['dice_variable_not_integer']);
    }
  });

  it('bad text gives the parser issue', () => {
    const r = rollDice('2d', createRandom(1));
    expect(r.ok ? [] : r.issues.map((i) => i.code)).toEqual(['dice_no_sides']);
  });

  it('accepts a parsed expression', () => {
    const e = parseDice('1d6');
    expect(e.ok && rollDice(e.value, scriptedDice([4], 6)).ok).toBe(true);
  });

  it('seeded rolls are reproducible', () => {
    const seq = (seed: number) => {
      const rng = createRandom(seed);
      return Array.from({ length: 20 }, () => {
        const r = rollDice('6d8+119', rng);
        return r.ok ? r.value.total : 0;
      });
    };
    expect(seq(2024)).toEqual(seq(2024));
    expect(seq(2024)).not.toEqual(seq(2025));
  });

  it('property: every total lies between the min and max of the expression', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: -20, max: 20 }), fc.integer(), (n, s, k, seed) => {
        const r = rollDice(`${n}d${s} + k`, createRandom(seed), { variables: { k } });
        expect(r.ok).toBe(true);
        if (r.ok) {
          expect(r.value.total).toBeGreaterThanOrEqual(n + k);
          expect(r.value.total).toBeLessThanOrEqual(n * s + k);
        }
      }),
    );
  });

  it('a misbehaving random source still gives faces on the die', () => {
    const r = rollDice('2d6', { next: () => 1 });
    expect(r.ok && r.value.hits[0]!.terms[0]!.faces).toEqual([6, 6]);
    const n = rollDice('2d6', { next: () => Number.NaN });
    expect(n.ok && n.value.total).toBe(2);
    expect(rollDice('1d20', scriptedRandom([dieFace(13, 20)])).ok).toBe(true);
  });
});
