import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DICE_LIMITS, formatDice, parseDice } from '../../src/dice/index.js';

function parsed(text: string) {
  const r = parseDice(text);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}
function codes(text: unknown): string[] {
  const r = parseDice(text);
  return r.ok ? [] : r.issues.map((i) => i.code);
}

describe('parseDice — the expressions of the issue', () => {
  it('2d8+5', () => {
    expect(parsed('2d8+5')).toMatchObject({
      text: '2d8 + 5',
      repeat: 1,
      terms: [
        { type: 'dice', sign: 1, multiplier: 1, count: 2, sides: 8 },
        { type: 'constant', sign: 1, multiplier: 1, value: 5 },
      ],
      variables: [],
    });
  });

  it('3d8 + 15 + mod: mod is a variable', () => {
    const e = parsed('3d8 + 15 + mod');
    expect(e.text).toBe('3d8 + 15 + mod');
    expect(e.variables).toEqual(['mod']);
    expect(e.terms[2]).toEqual({ type: 'variable', sign: 1, multiplier: 1, name: 'mod' });
  });

  it('2×1d8+3 (and 2x1d8+3, 2*1d8+3, 2×(1d8+3)) is two hits of 1d8+3', () => {
    for (const t of ['2×1d8+3', '2x1d8+3', '2X1d8 + 3', '2*1d8+3', '2 × (1d8 + 3)']) {
      const e = parsed(t);
      expect(e.repeat, t).toBe(2);
      expect(e.text, t).toBe('2×(1d8 + 3)');
      expect(e.terms).toHaveLength(2);
    }
    expect(parsed('3×1d10').text).toBe('3×1d10');
  });

  it('a trailing ×K multiplies one term (3d4×2, 3d4 × grau: the price of burning)', () => {
    expect(parsed('3d4×2').terms[0]).toMatchObject({ count: 3, sides: 4, multiplier: 2 });
    expect(parsed('3d4 x grau')).toMatchObject({ text: '3d4×grau', variables: ['grau'] });
  });

  it('d20 means 1d20; D is the same as d; − and – are minus signs', () => {
    expect(parsed('d20').text).toBe('1d20');
    expect(parsed('1D8 − 1').text).toBe('1d8 - 1');
    expect(parsed('1d8 – 1').text).toBe('1d8 - 1');
    expect(parsed('-1d4 + 10').terms[0]).toMatchObject({ sign: -1, count: 1, sides: 4 });
  });

  it('attribute names are variables (FOR, DES, dex)', () => {
    expect(parsed('1d8 + FOR').variables).toEqual(['FOR']);
    expect(parsed('1d8+dex+dex').variables).toEqual(['dex']);
  });

  it('formatDice(parse(x)) parses back to the same expression', () => {
    for (const t of ['2d8+5', '3d8 + 15 + mod', '2×1d8+3', '3d4×grau', '-2 + 1d6', '1d1', 'd20 - DES']) {
      const e = parsed(t);
      expect(parsed(formatDice(e))).toEqual(e);
    }
  });

  it('the result is immutable', () => {
    const e = parsed('2d6 + 1');
    expect(Object.isFrozen(e)).toBe(true);
    expect(Object.isFrozen(e.terms[0])).toBe(true);
  });
});

describe('parseDice — bad input gives coded issues', () => {
  it.each([
    ['2d', 'dice_no_sides'],
    ['0d8', 'dice_count_too_small'],
    ['1d0', 'dice_sides_too_small'],
    ['1d8+', 'dice_missing_term'],
    ['1d8 + + 2', 'dice_missing_term'],
    ['1d8×', 'dice_missing_term'],
    ['', 'dice_empty'],
    ['   ', 'dice_empty'],
    ['10000d6', 'dice_too_many_dice'],
    ['1d100000', 'dice_too_many_sides'],
    ['2d6 5', 'dice_unexpected_token'],
    ['1d8 + 2×1d6', 'dice_repeat_not_at_start'],
    ['0×1d8', 'dice_repeat_out_of_range'],
    ['99×1d8', 'dice_repeat_out_of_range'],
    ['1d8 # 3', 'dice_unexpected_character'],
    ['99999999999999999999d6', 'dice_number_too_large'],
    ['1d8 + 5000000', 'dice_number_too_large'],
  ])('%s → %s', (text, code) => {
    expect(codes(text)).toContain(code);
  });

  it('a 10,000-die expression is refused (and so is 200 dice of 1d6 summed term by term)', () => {
    expect(codes('10000d8')).toEqual(['dice_too_many_dice']);
    const many = Array.from({ length: 30 }, () => '9d6').join('+');
    expect(codes(many)).toEqual(['dice_too_many_dice']);
  });

  it('the messages are pt-BR with the numbers', () => {
    const r = parseDice('10000d8');
    expect(r.ok ? '' : r.issues[0]!.message).toBe(`A expressão rola 10000 dados; o limite é ${DICE_LIMITS.maxDice}.`);
    const s = parseDice('2d');
    expect(s.ok ? '' : s.issues[0]!.message).toBe('A expressão "2d" não diz quantas faces tem o dado (posição 2).');
  });

  it('too long a text is refused before being read', () => {
    expect(codes('1+'.repeat(10_000) + '1')).toEqual(['dice_too_long']);
  });

  it('non-strings are refused', () => {
    for (const v of [undefined, null, 3, {}, ['1d6']]) expect(codes(v)).toEqual(['dice_not_text']);
  });

  it('limits can be raised by the caller', () => {
    expect(parseDice('300d6', { limits: { maxDice: 500 } }).ok).toBe(true);
  });

  it('property: parse never throws on arbitrary strings and always returns a Result', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'binary' }), (s) => {
        const r = parseDice(s);
        expect(typeof r.ok).toBe('boolean');
        if (!r.ok) expect(r.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 3000 },
    );
  });

  it('property: parse never throws on strings made of dice characters, and what parses formats back', () => {
    const alphabet = fc.constantFrom(...'0123456789dD+-−×x*() modFOR'.split(''));
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }).map((a) => a.join('')), (s) => {
        const r = parseDice(s);
        if (r.ok) {
          const again = parseDice(r.value.text);
          expect(again.ok && again.value).toEqual(r.value);
        } else {
          expect(r.issues[0]!.code).toMatch(/^dice_/);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
