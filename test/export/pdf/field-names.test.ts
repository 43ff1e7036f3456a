/**
 * FICHA_FIELD_PATTERNS (the type FichaFieldName is derived from it) against the fields the sheet
 * really has: every field of the blank ficha matches a pattern, and every pattern names a field.
 */
import { describe, expect, it } from 'vitest';
import { blankFichaPdf, FICHA_FIELD_PATTERNS, readFichaFields } from '../../../src/export/pdf/index.js';

function regexOf(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/\./g, '\\.').replace(/#/g, '[1-9]\\d*')}$`);
}

describe('FICHA_FIELD_PATTERNS', () => {
  it('names every field of the blank ficha, and nothing else', async () => {
    const r = await readFichaFields(await blankFichaPdf({ resistenciaBoxes: 24 }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const names = Object.keys(r.value.fields);
    expect(names.length).toBeGreaterThan(100);
    const res = FICHA_FIELD_PATTERNS.map(regexOf);
    expect(names.filter((n) => !res.some((re) => re.test(n)))).toEqual([]);
    expect(FICHA_FIELD_PATTERNS.filter((_, i) => !names.some((n) => res[i]!.test(n)))).toEqual([]);
  });

  it('a row pattern does not match a name without its number, or a made-up field', () => {
    expect(regexOf('sangue.#').test('sangue.')).toBe(false);
    expect(regexOf('sangue.#').test('sangue.0')).toBe(false);
    expect(FICHA_FIELD_PATTERNS.map(regexOf).some((re) => re.test('pv.atuall'))).toBe(false);
  });
});
