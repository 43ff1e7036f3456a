/** A hit taken in play goes through the armor's damage characteristics (tables/07-armaduras.md › As características). */
import { describe, expect, it } from 'vitest';
import { bookRuleset, startPlay, takeHit, validateWarrior, wornArmorAparar, type Warrior } from '../../src/index.js';
import { must, refused, teo } from '../fixtures/teo.js';

const withChars = (characteristics: string[], armor: Record<string, unknown> = {}): Warrior => {
  const doc = JSON.parse(JSON.stringify(teo));
  doc.armor = { ...doc.armor, characteristics, ...armor };
  return must(validateWarrior(doc));
};

describe('takeHit', () => {
  it('Couraça grossa on a level-1 (Grau 1) wearer: a golpe comum of 7 takes 6 PV', () => {
    const w = withChars(['couraca_grossa']);
    const o = must(takeHit(w, startPlay(w), { kind: 'golpe_comum', damage: 7 }));
    expect(o.taken.text).toBe('Dano 6 = 7 golpe comum − 1 Couraça grossa');
    expect(o.state.hp).toBe(15 - 6);
  });
  it('Espinhos answers a golpe comum (1d4 + 1), not a technique', () => {
    const w = withChars(['espinhos']);
    expect(must(takeHit(w, startPlay(w), { kind: 'golpe_comum', damage: 3 })).reflected.map((r) => r.text)).toEqual(['1d4 + 1']);
    expect(must(takeHit(w, startPlay(w), { kind: 'tecnica', damage: 3 })).reflected).toEqual([]);
  });
  it('a shattered armor changes nothing', () => {
    const w = withChars(['couraca_grossa'], { state: 'shattered', resistenciaSpent: 4 });
    expect(must(takeHit(w, startPlay(w), { kind: 'golpe_comum', damage: 7 })).state.hp).toBe(8);
  });
  it('hostile damage is refused by the ficha in play', () => {
    expect(refused(takeHit(teo, startPlay(teo), { kind: 'golpe_comum', damage: -3 }))).toEqual(['play_amount_invalid']);
  });
});

describe('wornArmorAparar and the figurante (seed › Capítulo Cinco, Aparar: "Dano de figurante não se apara")', () => {
  it('a band\'s blow is refused with aparar_figurante; a technique is parried', () => {
    expect(refused(wornArmorAparar(teo, 2, bookRuleset, { source: 'figurante' }))).toEqual(['aparar_figurante']);
    expect(must(wornArmorAparar(teo, 9, bookRuleset, { source: 'tecnica' })).damageTaken).toBe(4);
  });
});
