/**
 * The reference fighter's attribute builds (measured.md › "Attributes, builds, level choices"; the
 * seed's Apêndice: "Quem luta pelo Cosmo…, quem luta pela FOR…, quem põe a CON na frente…, com a CON
 * no 8"): moves of the book's own placement (tables/10-inimigos.md › A tabela rápida: "DES e CON na
 * frente, Cosmo em Sabedoria"), each a legal stored character at every level.
 */
import { describe, expect, it } from 'vitest';
import { bookRuleset } from '../../src/rules/index.js';
import { checkAttributes, checkLevelUps } from '../../src/character/index.js';
import { referenceWarrior } from '../../src/enemy/index.js';
import { measureTechnique } from '../../src/technique/index.js';
import { referenceBuildOptions, referenceFighter, simulate, type ReferenceBuild } from '../../src/sim/index.js';

const BUILDS: readonly ReferenceBuild[] = ['des', 'cosmo', 'for', 'con', 'con8'];
const ref = bookRuleset.enemies.referenceEnemy;

describe('reference builds (measured.md › Attributes, builds; seed › Apêndice)', () => {
  it('every build at every level makes legal choices (tables/10-inimigos.md › A tabela rápida; seed › Subir de nível) and legal techniques, and compiles', () => {
    for (const build of BUILDS)
      for (let level = 1; level <= 20; level++) {
        const w = referenceWarrior(level, 'bronze', referenceBuildOptions(build));
        expect(checkAttributes(w.attributes), `${build} ${level}`).toEqual([]);
        const codes = checkLevelUps(w).map((i) => i.code);
        for (const bad of ['attribute_above_max', 'choice_not_allowed', 'choice_technique_mismatch', 'level_up_out_of_order']) expect(codes, `${build} ${level}`).not.toContain(bad);
        for (const t of w.techniques) {
          const r = measureTechnique(t);
          expect(r.valid, `${build} ${level} ${t.name}: ${r.issues.map((i) => i.message).join(' ')}`).toBe(true);
        }
        const f = referenceFighter({ level, build });
        expect(f.maxHp, `${build} ${level}`).toBeGreaterThan(0);
      }
  });

  it('des is the book\'s fighter, number for number', () => {
    expect(referenceFighter({ level: 13, build: 'des' })).toEqual(referenceFighter({ level: 13 }));
  });

  it('each build moves the book\'s values, and its raises follow', () => {
    const a1 = (build: ReferenceBuild, level = 1) => {
      const f = referenceFighter({ level, build });
      return f;
    };
    // The book's build at level 1 attacks with DES 14 (+2); FOR in front attacks with FOR 14 (+2), the
    // same bonus; CON 8 has the book's attack but fewer PV (CON modifier −1 instead of +2).
    expect(a1('for').attack).toBe(a1('des').attack);
    expect(a1('con8').attack).toBe(a1('des').attack);
    expect(a1('con8').maxHp).toBeLessThan(a1('des').maxHp);
    // CON in front: the raises go to CON first, so at level 8 the attack lags the book's (DES raised).
    expect(a1('con', 8).attack).toBeLessThan(a1('des', 8).attack);
    expect(a1('con', 8).maxHp).toBeGreaterThan(a1('des', 8).maxHp);
  });

  it('the Cosmo build\'s techniques are of Cosmo nature with the Atributo do Cosmo; FOR in front strikes with FOR', () => {
    const w = referenceWarrior(20, 'bronze', referenceBuildOptions('cosmo'));
    expect(w.techniques.every((t) => t.nature === 'cosmo' && t.attribute === ref.cosmoAttribute)).toBe(true);
    expect(w.attributes.values[ref.cosmoAttribute]).toBe(ref.attributes[ref.attackAttribute]);
    expect(w.golpeComumAttribute).toBe(ref.attackAttribute);
    const f = referenceWarrior(20, 'bronze', referenceBuildOptions('for'));
    expect(f.techniques.every((t) => t.attribute === 'FOR')).toBe(true);
    expect(f.golpeComumAttribute).toBe('FOR');
    // CON 8: CON trades with the lowest value of the placement (CAR 8).
    expect(referenceWarrior(1, 'bronze', referenceBuildOptions('con8')).attributes.values).toMatchObject({ CON: 8, CAR: ref.attributes.CON });
  });

  it('a build changes the fight: the glass cannon (CON 8) loses more than half its duels against the book\'s fighter at level 13', () => {
    const r = simulate([referenceFighter({ level: 13, build: 'con8' })], [referenceFighter({ level: 13 })], { n: 400, seed: 3 });
    expect(r.winRate.high).toBeLessThan(0.5);
  });
});
