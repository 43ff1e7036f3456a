/**
 * M5 (report part) — what a level-up changed in the technique lines, from the two derived fichas.
 */
import { describe, expect, it } from 'vitest';
import { levelUp, levelUpReport } from '../../src/character/index.js';
import { choicesFor, must, teoAt } from '../fixtures/teo.js';

const TECH = 'FACTS.md › Techniques (Capítulo Seis)';
const T12 = 'tables/12-progressao.md › Ponto';

describe(`levelUpReport: the re-pricing of a level-up, from the fichas (${T12}; ${TECH}: a assinatura sobe de Grau sozinha)`, () => {
  it('Téo 8 → 9: the signature Garra rises from Grau 2 to 3, and its "before" is the risen one (2d8 + 16, not the birth Grau’s)', () => {
    const w8 = teoAt(8);
    const before = JSON.stringify(w8);
    const w9 = must(levelUp(w8, choicesFor(w8, 9), { ignoreGloria: true }));
    const r = levelUpReport(w8, w9);
    expect(r.levels).toEqual({ before: 8, after: 9 });
    expect(r.techniques.map((l) => l.text)).toEqual(['Garra que Rasga o Céu: dano 2d8 + 16 → 2d8 + 18; tamanho 3 → 3; custo 3 → 3; Grau 2 → 3']);
    expect(r.techniques[0]).toMatchObject({ isNew: false, damage: { before: '2d8 + 16', after: '2d8 + 18' }, grau: { before: 2, after: 3 } });
    expect(JSON.stringify(w8)).toBe(before);
  });

  it('Téo 3 → 4: the point bonus grows, and the technique learnt at 4 is listed as new', () => {
    const w3 = teoAt(3);
    const w4 = must(levelUp(w3, choicesFor(w3, 4), { ignoreGloria: true }));
    const r = levelUpReport(w3, w4);
    expect(r.techniques.map((l) => [l.name, l.isNew, l.damage.before, l.damage.after])).toEqual([
      ['Garra que Rasga o Céu', false, '2d8 + 6', '2d8 + 8'],
      ['Técnica 4', true, null, '2d8 + 8'],
    ]);
    expect(r.techniques[1]!.text).toBe('Técnica 4 (nova): dano 2d8 + 8; tamanho 2; custo 2; Grau 1');
  });

  it('the same warrior twice: nothing changed', () => {
    expect(levelUpReport(teoAt(5), teoAt(5)).techniques).toEqual([]);
  });
});
