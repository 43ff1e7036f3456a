/**
 * The Exclamação de Atena's damage (issue #15, rows exclamacao-*): Cap. 9, tables/09-exercitos.md ›
 * Quadro "A Exclamação" ("sem rolagem de ataque, sem aparar nem bloquear: o alvo sofre a soma dos três
 * Golpes do Assento, e ela atravessa a armadura"), each Assento compiled as the fight compiles it.
 * Scripted dice where dice matter.
 */
import { describe, expect, it } from 'vitest';
import { dieFace, scriptedRandom } from '../../src/dice/index.js';
import { createRuleset } from '../../src/rules/index.js';
import { referenceWarrior } from '../../src/enemy/index.js';
import { compiledAssento, exclamacaoDamage } from '../../src/sim/exclamacao.js';
import { must } from '../fixtures/teo.js';
import { LIVRO_ROWS, livroVerdict, runLivroRow } from '../../src/sim/livro/index.js';

const ouro = (level: number) => compiledAssento(referenceWarrior(level, 'elite'))!;

describe('the Golpe do Assento as the Exclamação sums it', () => {
  it('tables/10-inimigos.md › Cavaleiro de Ouro (16): "o Golpe do Assento da vaga (7 · +10 · 6d8 + 95, atravessa a armadura)"', () => {
    const a = ouro(16);
    expect([a.cost, a.points, a.die, a.flat, a.pierces]).toEqual([7, 6, 8, 95, true]);
  });
  it('tables/06-tecnicas.md › Três exemplos: at level 15 each point adds +14 (the level − 1), and the attribute modifier once', () => {
    const a = ouro(15);
    expect(a.pointBonus).toBe(14);
    expect(a.flat - a.points * a.pointBonus).toBe(5);
  });
  it('a warrior without an Assento (a Bronze) has none', () => {
    expect(compiledAssento(referenceWarrior(15, 'bronze'))).toBeNull();
  });
});

describe('exclamacaoDamage', () => {
  it('scripted: every d8 on 1 gives the three flats + 18; every d8 on 8 the three flats + 144 (no attack roll, no critical)', () => {
    const a = ouro(15);
    expect(exclamacaoDamage([a, a, a], scriptedRandom([dieFace(1, 8)]))).toBe(3 * 89 + 18);
    expect(exclamacaoDamage([a, a, a], scriptedRandom([dieFace(8, 8)]))).toBe(3 * 89 + 144);
  });
  it('scripted: the dice are rolled Assento by Assento, six each', () => {
    const a = ouro(17);
    const faces = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8, 1, 2].map((f) => dieFace(f, 8));
    expect(exclamacaoDamage([a, a, a], scriptedRandom(faces))).toBe(3 * a.flat + 2 * 36 + 1 + 2);
  });
  it('armies.exclamacao.atena.goldKnights: three in the book; a house rule of two changes how many it takes', () => {
    const a = ouro(15);
    expect(() => exclamacaoDamage([a, a], scriptedRandom([0.5]))).toThrow(RangeError);
    expect(() => exclamacaoDamage([a, a, a, a], scriptedRandom([0.5]))).toThrow(RangeError);
    const two = must(createRuleset({ armies: { exclamacao: { atena: { goldKnights: 2 } } } }));
    expect(exclamacaoDamage([a, a], scriptedRandom([dieFace(1, 8)]), two)).toBe(2 * 89 + 12);
  });
});

describe('rows exclamacao-* (tables/measured.md › "Exclamação de Atena, average damage": 333, 369, 423)', () => {
  it('are played (no longer "não modelado") and measure the mean of 3 × (6 × 4,5 + flat)', () => {
    for (const [level, expected] of [[15, 348], [17, 384], [20, 438]] as const) {
      const row = LIVRO_ROWS.find((r) => r.id === `exclamacao-${level}`)!;
      expect(row.notModelled).toBeUndefined();
      expect(3 * (6 * 4.5 + ouro(level).flat)).toBe(expected);
      const m = runLivroRow(row, { n: 400 })!;
      expect(m.low).toBeLessThan(expected);
      expect(m.high).toBeGreaterThan(expected);
      // The book's figure is the same sum without the attribute modifier (+5 each): the row differs, with that cause.
      expect(3 * 6 * (4.5 + level - 1)).toBe(row.book.low);
      const v = livroVerdict(row, m);
      expect(v.verdict).toBe('differs');
      expect(v.reason).toContain('sem o modificador do atributo');
    }
  });
});
