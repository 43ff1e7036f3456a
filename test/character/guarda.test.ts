/**
 * The guarda (FOR or CON in the DEF) needs the armor on the body — one rule for every armor state,
 * read from the armor module's `onBody`.
 *
 * Book: seed › Combate (Capítulo Catorze, "Três jeitos de lutar"): "A guarda (FOR ou CON na DEF, com
 * a armadura no corpo)"; seed › Capítulo Sete, Resistência 0: "As peças caem pelo chão e você volta
 * à roupa de baixo, sem nada do que ela dá"; tables/07-armaduras.md › Quadro "A casca": "DEF: a do
 * Posto … (a guarda vale)".
 */
import { describe, expect, it } from 'vitest';
import { deriveFicha, validateWarrior, type Warrior } from '../../src/character/index.js';
import { isGap } from '../../src/character/index.js';
import { must, teo } from '../fixtures/teo.js';

/** Téo built as a FOR fighter: FOR 15 (+2), CON 14 (+2), SAB 12 (+1), DES 10 (+0). */
function strong(armor: Record<string, unknown> = {}): Warrior {
  const doc = JSON.parse(JSON.stringify(teo));
  doc.attributes.values = { FOR: 15, DES: 10, CON: 14, INT: 13, SAB: 12, CAR: 8 };
  doc.armor = { ...doc.armor, ...armor };
  return must(validateWarrior(doc));
}

function def(w: Warrior, options = {}): string {
  const d = deriveFicha(w, undefined, options).def;
  return isGap(d) ? d.reason : d.text;
}

describe('the guarda needs the armor on the body (seed: "com a armadura no corpo")', () => {
  it('intact armor: the guarda counts (FOR +2 beats SAB +1), plus the Bronze +2', () => {
    expect(def(strong())).toBe('DEF 14 = 10 base + 2 FOR + 2 armadura: Posto (Bronze)');
  });

  it('cracked armor is still on the body: the guarda counts', () => {
    expect(def(strong({ state: 'cracked' }))).toBe('DEF 14 = 10 base + 2 FOR + 2 armadura: Posto (Bronze)');
  });

  it('shattered armor: no guarda, no armor DEF — "você volta à roupa de baixo, sem nada do que ela dá"', () => {
    const f = deriveFicha(strong({ state: 'shattered', resistenciaSpent: 5 }));
    expect(def(strong({ state: 'shattered', resistenciaSpent: 5 }))).toBe('DEF 11 = 10 base + 1 SAB');
    expect(f.armor).toMatchObject({ worn: false, state: 'shattered' });
  });

  it('the same as taking the armor off (armorWorn: false)', () => {
    expect(def(strong(), { armorWorn: false })).toBe('DEF 11 = 10 base + 1 SAB');
  });

  it('the casca is a dead armor still worn: "a guarda vale", with the Posto\'s DEF', () => {
    const f = deriveFicha(strong({ state: 'dead' }));
    expect(isGap(f.def) ? null : f.def.total).toBe(14);
    expect(isGap(f.def) ? '' : f.def.text).toContain('2 FOR');
    expect(f.armor).toMatchObject({ worn: true, state: 'dead' });
  });

  it('a casca without pieces is shattered until the end of the fight: no guarda', () => {
    expect(def(strong({ state: 'dead', cascaPiecesLost: 3 }))).toBe('DEF 11 = 10 base + 1 SAB');
  });

  it('a DES fighter (Téo as printed) keeps DEF 14 with the armor and 12 shattered (only the armor bonus goes)', () => {
    expect(def(teo)).toBe('DEF 14 = 10 base + 2 DES + 2 armadura: Posto (Bronze)');
    const doc = JSON.parse(JSON.stringify(teo));
    doc.armor.state = 'shattered';
    expect(def(must(validateWarrior(doc)))).toBe('DEF 12 = 10 base + 2 DES');
  });
});
