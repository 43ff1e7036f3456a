import { describe, expect, it } from 'vitest';
import { bandHasAdvantage, bandSheet, checkBandLevel, figurantesDropped } from '../../src/enemy/band.js';

const F10 = 'FACTS.md › Enemies (Capítulo Dez)';

describe(`bands of figurantes (${F10})`, () => {
  it(`the band line per level: DEF, attack, fixed damage (2 at 1, 7 at 5, 17 at 10) (${F10})`, () => {
    expect(bandSheet(1)).toMatchObject({ def: 11, attack: 4, damage: 2 });
    expect(bandSheet(5)).toMatchObject({ def: 12, attack: 5, damage: 7 });
    expect(bandSheet(10)).toMatchObject({ def: 14, attack: 6, damage: 17 });
  });

  it(`Vantagem while more than three stand (${F10})`, () => {
    expect([6, 5, 4, 3, 2, 1, 0].map((n) => bandHasAdvantage(n))).toEqual([true, true, true, false, false, false, false]);
    expect(bandSheet(3, 4).advantage).toBe(true);
    expect(bandSheet(3, 3).advantage).toBe(false);
  });

  it(`one attack per round, no crit, cannot be parried (${F10})`, () => {
    expect(bandSheet(7)).toMatchObject({ attacksPerRound: 1, canCrit: false, canBeParried: false });
  });

  it(`a golpe comum drops 2, a single-target technique 3, an area technique up to 6 (${F10})`, () => {
    expect(figurantesDropped('golpe_comum', 12)).toBe(2);
    expect(figurantesDropped('tecnica_alvo_unico', 12)).toBe(3);
    expect(figurantesDropped('tecnica_area', 12)).toBe(6);
    expect(figurantesDropped('tecnica_area', 12, { caught: 4 })).toBe(4);
    expect(figurantesDropped('tecnica_area', 12, { caught: 9 })).toBe(6);
  });

  it('never drops more than are standing; a much bigger thrown object drops double (seed, Capítulo Treze › Arremessar)', () => {
    expect(figurantesDropped('tecnica_alvo_unico', 2)).toBe(2);
    expect(figurantesDropped('golpe_comum', 1)).toBe(1);
    expect(figurantesDropped('golpe_comum', 12, { bigThrownObject: true })).toBe(4);
  });

  it('a band of twelve asks for two area techniques (seed: "um bando de doze pede duas")', () => {
    let standing = 12;
    let casts = 0;
    while (standing > 0) {
      standing -= figurantesDropped('tecnica_area', standing);
      casts++;
    }
    expect(casts).toBe(2);
  });

  it('a band level outside 1–20 is a coded pt-BR issue', () => {
    expect(checkBandLevel(0).issues[0]).toMatchObject({ code: 'band_level_out_of_range', message: 'O nível 0 não existe para um bando: vai de 1 a 20.' });
    expect(checkBandLevel(20).ok).toBe(true);
    expect(checkBandLevel('3').ok).toBe(false);
  });
});
