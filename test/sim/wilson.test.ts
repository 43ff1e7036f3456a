/**
 * The 95% interval of every rate the simulator reports is Wilson's score interval (issue #14:
 * "wins / losses / draws with a 95% interval (Wilson)"). Reference values: Wilson (1927); 5 of 10 →
 * 23.66 % to 76.34 %, the textbook example; 0 of n → [0, z²/(n + z²)].
 */
import { describe, expect, it } from 'vitest';
import { wilson } from '../../src/sim/index.js';

describe('wilson (95% score interval)', () => {
  it('5 of 10: 23.66% to 76.34%', () => {
    const r = wilson(5, 10);
    expect(r.value).toBe(0.5);
    expect(r.low).toBeCloseTo(0.2366, 4);
    expect(r.high).toBeCloseTo(0.7634, 4);
  });

  it('0 of 300: exactly 0 below (no floating-point dust), z²/(n + z²) above', () => {
    const r = wilson(0, 300);
    expect(r.low).toBe(0);
    expect(r.high).toBeCloseTo(1.959964 ** 2 / (300 + 1.959964 ** 2), 6);
  });

  it('n of n: exactly 1 above; no fights: the whole range', () => {
    expect(wilson(40, 40).high).toBe(1);
    expect(wilson(40, 40).low).toBeGreaterThan(0.9);
    expect(wilson(0, 0)).toEqual({ value: 0, low: 0, high: 1 });
  });
});
