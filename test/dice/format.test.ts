import { describe, expect, it } from 'vitest';
import { formatNumberPtBR, formatPercentPtBR, golpeComumCriticalDamage, parseDice, techniqueCriticalExtraPoints } from '../../src/dice/index.js';

const F = 'FACTS.md › Resolution (opening chapters)';

describe('pt-BR formatting', () => {
  it('decimal comma, thousands dot', () => {
    expect(formatNumberPtBR(28.5)).toBe('28,5');
    expect(formatNumberPtBR(146)).toBe('146');
    expect(formatNumberPtBR(1234.567)).toBe('1.234,57');
    expect(formatNumberPtBR(-0)).toBe('0');
    expect(formatPercentPtBR(5 / 12)).toBe('41,7%');
  });
});

describe('critical damage', () => {
  it(`Golpe comum crit = roll the damage dice twice, modifier once (${F})`, () => {
    const e = parseDice('1d8 + 3');
    expect(e.ok && golpeComumCriticalDamage(e.value).text).toBe('2d8 + 3');
    const g = parseDice('1d10 + FOR');
    expect(g.ok && golpeComumCriticalDamage(g.value).text).toBe('2d10 + FOR');
  });

  it(`Technique crit = one extra damage point (${F})`, () => {
    expect(techniqueCriticalExtraPoints()).toBe(1);
  });
});
