import { describe, expect, it } from 'vitest';
import { checkAttributes, checkLevelUps } from '../../src/character/check.js';
import { deriveFicha } from '../../src/character/derive.js';
import { warriorSchema } from '../../src/character/schema.js';
import { bookRuleset } from '../../src/rules/ruleset.js';
import { attributeModifier } from '../../src/rules/levels.js';
import { measureTechnique } from '../../src/technique/measure.js';
import {
  referenceAttributes,
  referenceCreationValues,
  referenceEnemyAt,
  referenceLevelUps,
  referenceTechniques,
  referenceWarrior,
} from '../../src/enemy/reference.js';

const F10 = 'FACTS.md › Enemies (Capítulo Dez)';
const ENGINE = 'tables/engine-constants.md › Inimigos, aliados e figurantes';

describe('the reference enemy is a stored warrior, derived by the character module and the technique engine', () => {
  it('every level and Posto: a warrior the character schema accepts, numbers equal to its ficha', () => {
    for (let level = 1; level <= 20; level++) {
      for (const posto of ['bronze', 'prata', 'elite', null] as const) {
        if (posto === 'prata' && level < 9) continue;
        if (posto === 'elite' && level < 15) continue;
        const w = referenceWarrior(level, posto);
        expect(warriorSchema.safeParse(w).success, `level ${level} ${posto}`).toBe(true);
        const f = deriveFicha(w);
        const s = referenceEnemyAt(level, posto);
        expect(s.hp.total).toBe(f.hp.total);
        expect(s.attack).toBe(f.golpeComum.toHit.total);
        expect(s.techniques.map((t) => t.cost)).toEqual(f.techniques.map((t) => t.cost));
      }
    }
  });

  it('its techniques are legal techniques: the engine finds no error and the big one sits at the Grau max size', () => {
    for (let level = 1; level <= 20; level++) {
      const ts = referenceTechniques(level, level >= 15 ? 'elite' : 'bronze');
      for (const t of ts) {
        const r = measureTechnique(t);
        expect(r.valid, `${level} ${t.name}: ${r.issues.map((i) => i.message).join(' ')}`).toBe(true);
        if (t.id === 'tecnica-grande' || t.id === 'tecnica-assento') expect(r.size.total).toBe(r.maxSize!.total);
      }
    }
  });

  it(`its choices are legal character choices: the standard array, every +2 to one attribute, never above 20 (${F10})`, () => {
    const w = referenceWarrior(20, 'elite');
    expect(checkAttributes(w.attributes)).toEqual([]);
    const codes = checkLevelUps(w).map((i) => i.code);
    expect(codes).not.toContain('attribute_above_max');
    expect(codes).not.toContain('choice_not_allowed');
    expect(codes).not.toContain('choice_technique_mismatch');
    expect(codes).not.toContain('level_up_out_of_order');
  });

  it(`the placed array keeps the book's modifiers at every raise ("o principal até 20, o resto no segundo", ${ENGINE})`, () => {
    // The book's split raises: DES 15 → 17 → 19 → 20 (+1 CON 15) → CON 17.
    const split = [
      { DES: 15, CON: 14 },
      { DES: 17, CON: 14 },
      { DES: 19, CON: 14 },
      { DES: 20, CON: 15 },
      { DES: 20, CON: 17 },
    ];
    split.forEach((v, raises) => {
      const a = referenceAttributes(raises);
      expect(attributeModifier(a.DES)).toBe(attributeModifier(v.DES));
      expect(attributeModifier(a.CON)).toBe(attributeModifier(v.CON));
    });
    expect(Object.values(referenceCreationValues()).sort((x, y) => x - y)).toEqual([...bookRuleset.creation.standardArray].sort((x, y) => x - y));
  });

  it(`the creation values are the data's, read as they are: DES 14, CON 15, SAB 13 (seed › Montar um inimigo: "DES e CON na frente, Cosmo em Sabedoria"; docs/regras/enemies.md › Atributos do nomeado)`, () => {
    expect(referenceCreationValues()).toEqual({ FOR: 12, DES: 14, CON: 15, INT: 10, SAB: 13, CAR: 8 });
    expect(referenceCreationValues()).toBe(bookRuleset.enemies.referenceEnemy.attributes);
    const ref = bookRuleset.enemies.referenceEnemy;
    const house = { ...bookRuleset, enemies: { ...bookRuleset.enemies, referenceEnemy: { ...ref, attributes: { ...ref.attributes, DES: 15, CON: 14 } } } };
    expect(referenceCreationValues(house)).toMatchObject({ DES: 15, CON: 14 });
  });

  it(`trading Cosmo for Vida flips the latest Cosmo level-ups (${F10})`, () => {
    const ups = referenceLevelUps(7, { vidaInsteadOfCosmo: 2 });
    expect(ups.map((u) => u.vidaOuCosmo)).toEqual(['vida', 'cosmo', 'vida', 'vida', 'vida', 'vida']);
    expect(referenceLevelUps(7, { vidaInsteadOfCosmo: -1 }).map((u) => u.vidaOuCosmo)).toEqual(['vida', 'cosmo', 'vida', 'cosmo', 'cosmo', 'cosmo']);
  });
});
