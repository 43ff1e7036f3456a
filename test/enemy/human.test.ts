import { describe, expect, it } from 'vitest';
import { buildHumanEnemy, buildHumanEnemyOrThrow, readEnemyDocument, referenceHumanAttributes } from '../../src/enemy/human.js';
import { buildEnemy } from '../../src/enemy/build.js';
import { bookRuleset } from '../../src/rules/ruleset.js';

const H = 'FACTS.md › Humans and apprentices (Antes do Sexto Sentido)';

describe(`human enemies (${H})`, () => {
  it('the reference attributes go back through the awakening table (12→15, 11→14 and 13, 10→12, 9→10, 8→8)', () => {
    expect(referenceHumanAttributes()).toEqual({ FOR: 10, DES: 12, CON: 11, INT: 9, SAB: 11, CAR: 8 });
  });
  it('the human behind the reference enemy is the book\'s aprendiz rival, read from the data: DEF 11 = 10 + DES 12, defesas 10/13/12 (tables/10-inimigos.md › Dezoito inimigos prontos)', () => {
    const h = bookRuleset.creation.humans;
    const human = referenceHumanAttributes();
    expect(human).toBe(bookRuleset.enemies.referenceEnemy.humanAttributes);
    expect(Object.values(human).sort((a, b) => a - b)).toEqual([...h.array].sort((a, b) => a - b));
    // Awakening (12→15, 11→14) gives the measured reference fighter's DES 15, CON 14 (tables/measured.md).
    expect([h.awakening[h.array.indexOf(human.DES)], h.awakening[h.array.indexOf(human.CON)]]).toEqual([15, 14]);
  });
  it(`human level 1: no proficiency, no Convicção, HP 4 + CON, golpe 1d4 (${H})`, () => {
    const h = buildHumanEnemyOrThrow({ kind: 'humano', level: 1 });
    expect([h.proficiency, h.conviccaoCount, h.hp, h.golpe.die]).toEqual([0, 0, 4, 4]);
  });
  it(`level 2 (aprendiz): proficiency +2 and one Convicção; level 4: HP 10 + CON (${H})`, () => {
    expect(buildHumanEnemyOrThrow({ kind: 'humano', level: 2 })).toMatchObject({ proficiency: 2, conviccaoCount: 1 });
    expect(buildHumanEnemyOrThrow({ kind: 'humano', level: 4 }).hp).toBe(10);
  });
  it('bad input: human level 5, unknown skill, wrong kind → coded issues', () => {
    expect(buildHumanEnemy({ kind: 'humano', level: 5 }).issues[0]?.code).toBe('enemy_level_out_of_range');
    expect(buildHumanEnemy({ kind: 'humano', level: 3, skills: ['voar'] }).issues[0]?.code).toBe('enemy_unknown_skill');
    expect(readEnemyDocument({ kind: 'deus', level: 3 }).ok).toBe(false);
    expect(readEnemyDocument(null).ok).toBe(false);
  });
});

describe('Vida/Cosmo trades are validated', () => {
  it('cannot trade more Cosmo choices than the level has', () => {
    expect(buildEnemy({ level: 3, vidaInsteadOfCosmo: 1 }).ok).toBe(true);
    expect(buildEnemy({ level: 3, vidaInsteadOfCosmo: 2 }).issues[0]?.code).toBe('enemy_trade_too_big');
    expect(buildEnemy({ level: 2, vidaInsteadOfCosmo: -2 }).issues[0]?.code).toBe('enemy_trade_too_big');
  });
});
