import { describe, expect, it } from 'vitest';
import { fightDifficulty, fightGloria, soloAgainstManyApplies, type FightEnemy } from '../../src/enemy/difficulty.js';

const T = 'tables/10-inimigos.md › Quanto pesa um inimigo';
const bronze = (level: number) => ({ level, posto: 'bronze' as const });
const e = (level: number, posto: FightEnemy['posto'], conviccaoCount: number): FightEnemy => ({ level, posto, conviccaoCount });

describe(`how heavy a duel is (${T})`, () => {
  it.each([
    ['Fácil', 5, e(5, 'bronze', 0), [56, 97]],
    ['Fácil', 5, e(6, 'bronze', 0), [56, 97]],
    ['Justa', 5, e(5, 'bronze', 3), [48, 52]],
    ['Difícil', 5, e(6, 'bronze', 1), [12, 35]],
    ['Muito difícil', 5, e(7, 'bronze', 1), [4, 24]],
    ['Muito difícil', 9, e(9, 'prata', 1), [6, 12]],
    ['Mortal', 15, e(15, 'elite', 3), [0, 0]],
    ['Mortal, mas possível', 18, e(15, 'elite', 3), [0, 5]],
  ] as const)('%s: character level %i against %o', (label, level, enemy, [min, max]) => {
    const d = fightDifficulty({ character: bronze(level), enemies: [enemy] });
    expect(d.label).toBe(label);
    expect(d.basis).toBe('livro');
    expect(d.wins).toEqual({ min, max });
  });

  it('a Prata character against an elite of the same level is also Mortal ("0% sozinho, Bronze ou Prata")', () => {
    expect(fightDifficulty({ character: { level: 16, posto: 'prata' }, enemies: [e(16, 'elite', 3)] }).step).toBe('mortal');
  });

  it('"Mortal, mas possível" only from level 18 (no elite below 15)', () => {
    expect(fightDifficulty({ character: bronze(17), enemies: [e(14, 'elite', 3)] }).basis).toBe('reconstruido');
  });

  it('an enemy one Posto above counts two steps harder (quadro "A fronteira que pesa é a do Posto")', () => {
    const same = fightDifficulty({ character: bronze(10), enemies: [e(11, 'bronze', 1)] });
    const prata = fightDifficulty({ character: bronze(10), enemies: [e(11, 'prata', 1)] });
    expect(same.label).toBe('Difícil');
    expect(prata.index - same.index).toBe(2);
    expect(prata.label).toBe('Mortal');
  });

  it('cases the book does not print use the reconstructed ladder, clamped to Fácil…Mortal', () => {
    expect(fightDifficulty({ character: bronze(5), enemies: [e(5, 'bronze', 1)] })).toMatchObject({ label: 'Justa', basis: 'reconstruido' });
    expect(fightDifficulty({ character: bronze(5), enemies: [e(12, 'bronze', 1)] }).label).toBe('Mortal');
    expect(fightDifficulty({ character: bronze(10), enemies: [e(2, 'bronze', 3)] }).label).toBe('Fácil');
  });
});

describe('groups (tables/10-inimigos.md › Sozinho contra muitos, Vários contra vários)', () => {
  it('a group of same-level Bronzes against a lone Prata or Ouro uses the measured table', () => {
    expect(fightDifficulty({ character: bronze(9), characters: 2, enemies: [e(9, 'prata', 1)] })).toMatchObject({
      basis: 'medido',
      wins: { min: 60, max: 67 },
      soloAgainstMany: true,
    });
    expect(fightDifficulty({ character: bronze(15), characters: 4, enemies: [e(15, 'elite', 3)] })).toMatchObject({
      basis: 'medido',
      wins: { min: 42, max: 64 },
      source: 'Grupo de 4 Bronzes do mesmo nível, contra um Ouro (níveis 15 e 20)',
    });
    expect(fightDifficulty({ character: bronze(9), characters: 3, enemies: [e(9, 'prata', 1)] }).source).toBe('Grupo de 3 Bronzes do mesmo nível, contra um Prata (níveis 9 e 13)');
    expect(fightDifficulty({ character: bronze(15), characters: 2, enemies: [e(15, 'elite', 3)] }).step).toBe('mortal');
    expect(fightDifficulty({ character: bronze(20), characters: 5, enemies: [e(20, 'elite', 3)] }).step).toBe('facil');
  });

  it('several enemies: the Vários contra vários rows', () => {
    const rivals = (n: number, level = 4) => Array.from({ length: n }, () => e(level, 'bronze', 1));
    expect(fightDifficulty({ character: bronze(4), characters: 3, enemies: rivals(2) }).label).toBe('Fácil');
    expect(fightDifficulty({ character: bronze(4), characters: 3, enemies: rivals(3) }).label).toBe('Justa');
    expect(fightDifficulty({ character: bronze(4), characters: 3, enemies: rivals(3, 5) }).label).toBe('Difícil');
    expect(fightDifficulty({ character: bronze(4), characters: 3, enemies: rivals(4) }).label).toBe('Mortal');
    const named = (n: number, level: number) => Array.from({ length: n }, () => e(level, 'bronze', 0));
    expect(fightDifficulty({ character: bronze(6), characters: 2, enemies: named(2, 6) }).label).toBe('Fácil');
    expect(fightDifficulty({ character: bronze(6), characters: 2, enemies: named(2, 9) }).label).toBe('Difícil');
  });
});

describe('Sozinho contra muitos applies (FACTS.md › Enemies (Capítulo Dez))', () => {
  it('only a lone enemy with at least one Convicção, against two or more characters', () => {
    expect(soloAgainstManyApplies([e(9, 'prata', 1)], 2)).toBe(true);
    expect(soloAgainstManyApplies([e(9, 'prata', 1)], 1)).toBe(false);
    expect(soloAgainstManyApplies([e(9, 'prata', 0)], 4)).toBe(false);
    expect(soloAgainstManyApplies([e(9, 'prata', 1), e(9, 'prata', 1)], 4)).toBe(false);
  });
  it('a band beside the boss does not count as a second enemy', () => {
    expect(soloAgainstManyApplies([e(9, 'prata', 1), { ...e(9, null, 0), type: 'figurante' }], 3)).toBe(true);
  });
});

describe('Glória of a fight (tables/12-progressao.md › Glória)', () => {
  it('1 for beating a named enemy, +1 if of a Posto above, 0 for figurantes alone', () => {
    expect(fightGloria({ character: bronze(5), enemies: [e(5, 'bronze', 0)] })).toBe(1);
    expect(fightGloria({ character: bronze(15), enemies: [e(15, 'elite', 3)] })).toBe(2);
    expect(fightGloria({ character: bronze(3), enemies: [{ ...e(3, 'bronze', 0), type: 'figurante' }] })).toBe(0);
  });
  it('no Glória when an ally of a higher Posto joined the fight (seed, Capítulo Onze › Um jogador só)', () => {
    expect(fightGloria({ character: bronze(15), enemies: [e(15, 'elite', 3)] }, { higherPostoAllyJoined: true })).toBe(0);
  });
});
