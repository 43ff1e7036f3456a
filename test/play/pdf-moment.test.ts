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
