/** The ficha of the moment reaches the PDF's boxes (the view builder, `fichaViewOfTheMoment`). */
import { describe, expect, it } from 'vitest';
import { beginFight, fichaOfTheMoment, giveBlood, loseSense, receiveCentelha, startPlay } from '../../src/index.js';
import { fichaViewFromFicha, fichaViewOfTheMoment, parseFichaView } from '../../src/export/pdf/index.js';
import { must, teo, T4 } from '../fixtures/teo.js';

describe(`the PDF view of the moment (${T4} › Os cinco sentidos; tables/07-armaduras.md › O sangue se paga em terços)`, () => {
  it('DEF, PV max, Teto and the marks come from the moment; the stored ficha\'s view stays as it was', () => {
    let s = must(giveBlood(teo, startPlay(teo), 1)).state;
    s = must(beginFight(teo, s));
    s = must(receiveCentelha(teo, s));
    s = must(loseSense(teo, s, 'visao', 'arrancado'));
    const m = fichaOfTheMoment(teo, s);
    const v = fichaViewOfTheMoment(m, s, { armorTrait: 'dourada' });
    expect(v.defense).toBe(12);
    expect(v.hp).toEqual({ current: s.hp, max: 10 });
    expect(v.cosmo).toEqual({ initial: 2, teto: 7, current: s.cosmo });
    expect(v.senses.visao).toBe(true);
    expect(v.sangue.filter(Boolean)).toHaveLength(1);
    expect(v.armor.trait).toBe('dourada');
    expect(parseFichaView(v).ok).toBe(true);
    const plain = fichaViewFromFicha(m.ficha);
    expect([plain.defense, plain.hp.max, plain.cosmo.teto]).toEqual([14, 15, 5]);
  });
});

describe(`the HTML ficha of the moment shows the moment's breakdowns (${T4} › Os cinco sentidos: "Visão: −2 na DEF")`, () => {
  it('DEF 12 with the term that names the lost Visão, on hover and focus; the stored ficha shows 14 and no such term', async () => {
    const { renderFichaHtml } = await import('../../src/export/html/index.js');
    const s = must(loseSense(teo, must(beginFight(teo, startPlay(teo))), 'visao', 'arrancado'));
    const m = fichaOfTheMoment(teo, s);
    const v = fichaViewOfTheMoment(m, s);
    if ('gap' in m.def) throw new Error('Téo wears his armor: his DEF is a number');
    const def = m.def.text;
    expect(v.breakdowns?.defense).toBe(def);
    expect(def).toMatch(/^DEF 12 = /);
    expect(def).toMatch(/Visão/);
    const html = must(renderFichaHtml(v));
    expect(html).toContain(escape(def));
    const plain = must(renderFichaHtml(fichaViewFromFicha(m.ficha)));
    expect(plain).not.toContain(escape(def));
  });
});

function escape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
