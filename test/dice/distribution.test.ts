import { describe, expect, it } from 'vitest';
import { describeDiceStats, diceStats, probabilityAtLeast, type DiceStats } from '../../src/dice/index.js';

function stats(text: string, variables?: Record<string, number>): DiceStats {
  const r = diceStats(text, variables ? { variables } : {});
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

describe('diceStats — exact distributions', () => {
  it('2d6: the 36 combinations', () => {
    const s = stats('2d6');
    const ways = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
    expect(s.outcomes!.map((o) => o.value)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    s.outcomes!.forEach((o, i) => expect(o.probability).toBe(ways[i]! / 36));
    expect(s.exact).toBe(true);
    expect(s.mean).toBe(7);
    expect(s.variance).toBeCloseTo(35 / 6, 12);
  });

  it('6d8+119: min 125, max 167, mean 146 (a Golpe do Assento at level 15)', () => {
    const s = stats('6d8+119');
    expect([s.min, s.max, s.mean]).toEqual([125, 167, 146]);
    expect(s.outcomes).toHaveLength(43);
    expect(s.outcomes![0]!.probability).toBe(1 / 8 ** 6);
    const total = s.outcomes!.reduce((a, o) => a + o.probability, 0);
    expect(total).toBeCloseTo(1, 12);
    // The mode of 6d8 is 27 (= 146 here): 8 ways… counted by brute force below.
    let ways = 0;
    for (let a = 1; a <= 8; a++) for (let b = 1; b <= 8; b++) for (let c = 1; c <= 8; c++)
      for (let d = 1; d <= 8; d++) for (let e = 1; e <= 8; e++) for (let f = 1; f <= 8; f++) if (a + b + c + d + e + f === 27) ways++;
    expect(s.outcomes!.find((o) => o.value === 146)!.probability).toBe(ways / 8 ** 6);
  });

  it('3d8 + 15: média 28,5', () => {
    const s = stats('3d8 + 15');
    expect(s.mean).toBe(28.5);
    expect(describeDiceStats(s)).toBe('mín. 18 · máx. 39 · média 28,5');
  });

  it('3d8 + 15 + mod given { mod: 4 }', () => {
    expect(stats('3d8 + 15 + mod', { mod: 4 })).toMatchObject({ min: 22, max: 43, mean: 32.5 });
  });

  it('2×1d8+3: grand total of two hits, and one hit', () => {
    const s = stats('2×1d8+3');
    expect(s).toMatchObject({ repeat: 2, min: 8, max: 22, mean: 15 });
    expect(s.perHit).toMatchObject({ min: 4, max: 11, mean: 7.5 });
    // two hits of 1d8 + 3 have the distribution of 2d8 + 6
    expect(s.outcomes).toEqual(stats('2d8+6').outcomes);
  });

  it('3d4×2 only reaches even totals; 10 - 1d4 mirrors the die', () => {
    expect(stats('1d4×2').outcomes).toEqual([2, 4, 6, 8].map((value) => ({ value, probability: 0.25 })));
    expect(stats('10 - 1d4').outcomes!.map((o) => o.value)).toEqual([6, 7, 8, 9]);
    expect(stats('1d6 - 1d6')).toMatchObject({ min: -5, max: 5, mean: 0 });
  });

  it('matches a brute-force enumeration for mixed expressions', () => {
    const s = stats('1d4 + 1d6×2 - 1d3 + 1');
    const counts = new Map<number, number>();
    for (let a = 1; a <= 4; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 3; c++) {
      const v = a + 2 * b - c + 1;
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    const expected = [...counts.entries()].sort((x, y) => x[0] - y[0]).map(([value, n]) => ({ value, probability: n / 72 }));
    expect(s.outcomes).toEqual(expected);
  });

  it('a huge outcome space falls back to floating probabilities that still sum to 1', () => {
    const s = stats('40d20');
    expect(s.exact).toBe(false);
    expect(s.outcomes!.reduce((a, o) => a + o.probability, 0)).toBeCloseTo(1, 9);
    expect(s.mean).toBe(420);
  });

  it('probabilityAtLeast', () => {
    expect(probabilityAtLeast(stats('2d6'), 7)).toBeCloseTo(21 / 36, 15);
    expect(probabilityAtLeast(stats('1d20'), 21)).toBe(0);
  });

  it('distribution: false skips the outcomes', () => {
    const r = diceStats('6d8+119', { distribution: false });
    expect(r.ok && r.value.outcomes).toBeUndefined();
    expect(r.ok && r.value.mean).toBe(146);
  });

  it('too wide a distribution gives dice_distribution_too_wide, never a hang', () => {
    const r = diceStats('200d1000×1000');
    expect(r.ok ? [] : r.issues.map((i) => i.code)).toEqual(['dice_distribution_too_wide']);
  });

  it('missing variables and bad text are coded issues', () => {
    const r = diceStats('1d8 + mod');
    expect(r.ok ? [] : r.issues.map((i) => i.code)).toEqual(['dice_unknown_variable']);
    const b = diceStats('1d8+');
    expect(b.ok ? [] : b.issues.map((i) => i.code)).toEqual(['dice_missing_term']);
  });
});
