/**
 * The FichaView schema: the boxes of the book's "Modelo de ficha" (FACTS.md › The ficha
 * (Capítulo Catorze)), validated without throwing.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { blankFichaView, fichaViewSchema, parseFichaView } from '../../../src/export/pdf/index.js';
import { teoView } from './fixtures/teo.js';
import { longView } from './fixtures/long.js';

describe('FichaView', () => {
  it('the blank ficha has the Modelo’s boxes: 3 Sangue, 3 Centelhas, 4 Cansaço, 12 Resistência, 3 Convicções (FACTS.md › The ficha (Capítulo Catorze))', () => {
    const v = blankFichaView();
    expect(v.sangue).toHaveLength(3);
    expect(v.centelhas).toHaveLength(3);
    expect(v.cansaco).toHaveLength(4);
    expect(v.armor.resistencia).toHaveLength(12);
    expect(v.conviccoes).toHaveLength(3);
    expect(Object.keys(v.senses)).toEqual(['tato', 'paladar', 'olfato', 'audicao', 'visao']);
    expect(Object.keys(v.attributes)).toEqual(['FOR', 'DES', 'CON', 'INT', 'SAB', 'CAR']);
  });

  it('blankFichaView returns a fresh value each time', () => {
    const a = blankFichaView();
    a.sangue[0] = true;
    expect(blankFichaView().sangue[0]).toBe(false);
  });

  it('accepts the fixtures', () => {
    expect(parseFichaView(teoView).ok).toBe(true);
    expect(parseFichaView(longView).ok).toBe(true);
  });

  it('fills defaults (items, technique details, skill source)', () => {
    const { items: _items, ...rest } = teoView;
    const r = fichaViewSchema.safeParse({ ...rest, skills: [{ name: 'Acrobacia', bonus: 4 }] });
    expect(r.success).toBe(true);
    if (r.success) {
      expect(r.data.items).toEqual([]);
      expect(r.data.skills[0]?.source).toBe('');
    }
  });

  it('refuses too many rows with a coded issue and a path', () => {
    const r = parseFichaView({ ...teoView, conviccoes: [...teoView.conviccoes, { text: 'quarta', gasta: false }] });
    expect(r.ok).toBe(false);
    expect(r.issues[0]?.code).toBe('schema_too_big');
    expect(r.issues[0]?.path).toEqual(['conviccoes']);
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const r = parseFichaView(x);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });
});
