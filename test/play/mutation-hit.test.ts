/**
 * Mutation tests (issue 29) for src/play/hit.ts: a hit taken in play through the armor's
 * characteristics (tables/07-armaduras.md › As características).
 */
import { describe, expect, it } from 'vitest';
import { startPlay, takeHit, validateWarrior, type Warrior } from '../../src/index.js';
import { must, teo } from '../fixtures/teo.js';

const withChars = (characteristics: string[]): Warrior => {
  const doc = JSON.parse(JSON.stringify(teo));
  doc.armor = { ...doc.armor, characteristics };
  return must(validateWarrior(doc));
};

describe('takeHit and Espinhos (tables/07-armaduras.md › Espinhos: "quem te acerta com um golpe comum sofre 1d4 + o seu Grau")', () => {
  it('a golpe comum of 0 damage is no hit: nothing comes back, the PV stay', () => {
    const w = withChars(['espinhos']);
    const o = must(takeHit(w, startPlay(w), { kind: 'golpe_comum', damage: 0 }));
    expect(o.reflected).toEqual([]);
    expect(o.taken.total).toBe(0);
    expect(o.state.hp).toBe(15);
  });
  it('a golpe comum of 1 is a hit: 1d4 + 1 (Grau 1) comes back, once per turn', () => {
    const w = withChars(['espinhos']);
    const o = must(takeHit(w, startPlay(w), { kind: 'golpe_comum', damage: 1 }));
    expect(o.reflected.map((r) => ({ slug: r.slug, dice: r.dice, bonus: r.bonus }))).toEqual([{ slug: 'espinhos', dice: { count: 1, sides: 4 }, bonus: 1 }]);
    expect(o.state.hp).toBe(14);
  });
});
