import { describe, expect, it } from 'vitest';
import { divideRounded, roundFraction, roundWith } from '../../src/dice/index.js';
import { bookRuleset, type Ruleset } from '../../src/rules/ruleset.js';

const F = 'FACTS.md › Resolution (opening chapters)';

describe('rounding', () => {
  it(`Fractions round up unless a rule says otherwise (${F})`, () => {
    expect(roundFraction(1.5)).toBe(2);
    expect(roundFraction(1.01)).toBe(2);
    expect(roundFraction(2)).toBe(2);
    expect(divideRounded(3, 2)).toBe(2); // FACTS.md › Techniques: floor ceil(3/2) = 2
    expect(divideRounded(54, 4)).toBe(14); // ¼ max HP rounded up
    expect(divideRounded(40, 3)).toBe(14); // FACTS.md › Armor: 40 max HP, one third donated → 26
  });

  it('floating-point noise is not a fraction', () => {
    expect(roundFraction(0.7 * 10)).toBe(7);
    expect(roundWith(0.1 * 3 * 10, 'down')).toBe(3);
  });

  it('explicit directions for rules that say which way', () => {
    expect(roundWith(-0.5, 'down')).toBe(-1);
    expect(roundWith(-0.5, 'up')).toBe(0);
    expect(Object.is(roundWith(-0.5, 'up'), -0)).toBe(false);
    expect(roundWith(2.5, 'nearest')).toBe(3);
  });

  it('reads the direction from the ruleset', () => {
    const house: Ruleset = { ...bookRuleset, resolution: { ...bookRuleset.resolution, fractions: { default: 'down' } } };
    expect(roundFraction(1.5, house)).toBe(1);
  });
});
