/**
 * buildCharacter / raiseCharacter: a whole character from a few answers through the creation steps,
 * levelUp and promotePosto (progression tables: "Subir de nível: você escolhe"; Quadro "Posto").
 */
import { describe, expect, it } from 'vitest';
import { bookRuleset } from '../../src/rules/index.js';
import {
  buildCharacter,
  characterBuildOf,
  defaultLevelUpChoices,
  deriveFicha,
  levelOf,
  raiseCharacter,
  readCharacterAnswers,
  readLevelUpAnswers,
  validateWarrior,
  CHARACTER_BUILDS,
  type Warrior,
} from '../../src/character/index.js';
import { must } from '../fixtures/teo.js';

const P = bookRuleset.progression;

describe('buildCharacter', () => {
  it('only the name is needed: a valid level-1 Bronze with the DES build in front', () => {
    const w = must(buildCharacter({ name: 'Ayla' }));
    expect([levelOf(w), w.posto, characterBuildOf(w)]).toEqual([1, 'bronze', 'des']);
    expect(w.attributes.values.DES).toBe(bookRuleset.creation.standardArray[0]);
    expect(w.techniques).toHaveLength(2);
    expect(w.techniques.filter((t) => t.signature)).toHaveLength(P.levels.length ? bookRuleset.creation.techniquesAtCreation.signatures : 1);
    expect(validateWarrior(JSON.parse(JSON.stringify(w))).ok).toBe(true);
  });

  it('every build at every level, Bronze and from the Prata level (Quadro "Posto": 9) Prata, is valid and is what it says', () => {
    for (const build of CHARACTER_BUILDS) {
      for (const level of [2, 8, 9, 14, 20]) {
        for (const posto of ['bronze', 'prata'] as const) {
          const r = buildCharacter({ name: 'X', build, level, posto });
          if (posto === 'prata' && level < P.posto.prata.minLevel) {
            expect(r.ok).toBe(false);
            expect(r.issues[0]!.code).toBe('posto_level_too_low');
            continue;
          }
          const w = must(r);
          expect([levelOf(w), w.posto, characterBuildOf(w)]).toEqual([level, posto, build]);
          const v = validateWarrior(JSON.parse(JSON.stringify(w)));
          expect(v.ok && v.issues.filter((i) => i.severity === 'error')).toEqual([]);
          // "Nenhum atributo passa de 20."
          for (const a of Object.values(deriveFicha(w).attributes)) expect(a.value).toBeLessThanOrEqual(bookRuleset.creation.attributeMax);
        }
      }
    }
  });

  it('the answers are checked: unknown fields, wrong types, a level past the table, a refused step', () => {
    expect(readCharacterAnswers({ name: 'A', nivel: 3 }).issues[0]!.code).toBe('answers_schema_unrecognized_keys');
    expect(buildCharacter({ name: 'A', level: 2.5 } as never).issues[0]!.code).toMatch(/^answers_schema_/);
    expect(buildCharacter({ name: 'A', level: 21 }).issues[0]!.code).toBe('level_up_beyond_max');
    expect(buildCharacter({ name: 'A', army: 'marte' }).issues[0]!.code).toBe('army_unknown');
  });
});

describe('raiseCharacter and the defaults', () => {
  const at = (level: number, build: (typeof CHARACTER_BUILDS)[number] = 'des'): Warrior => must(buildCharacter({ name: 'X', build, level }));

  it('fills exactly the slots of the next level (tecnicaOuAtributo at 4, 6…; periciaOuDefesa at 3, 7…)', () => {
    for (let level = 1; level < 20; level++) {
      const c = defaultLevelUpChoices(at(level));
      expect(c.tecnicaOuAtributo !== undefined).toBe(P.choices.tecnicaOuAtributo.levels.includes(level + 1));
      expect(c.periciaOuDefesa !== undefined).toBe(P.choices.periciaOuDefesa.levels.includes(level + 1));
    }
  });

  it('the +2 goes to the front attribute, never past 20, then to the next', () => {
    const w = at(19, 'cosmo');
    const sab = deriveFicha(w).attributes.SAB.value;
    // 15 → 17 → 19: another +2 would pass 20.
    expect(sab).toBe(19);
    expect(sab + P.choices.tecnicaOuAtributo.attributeIncrease).toBeGreaterThan(bookRuleset.creation.attributeMax);
    const next = defaultLevelUpChoices(w, 'cosmo');
    expect(next.tecnicaOuAtributo).toMatchObject({ kind: 'atributo' });
    expect(next.tecnicaOuAtributo).not.toEqual({ kind: 'atributo', attribute: 'SAB' });
    for (const a of Object.values(deriveFicha(must(raiseCharacter(w, {}, 'cosmo'))).attributes)) expect(a.value).toBeLessThanOrEqual(bookRuleset.creation.attributeMax);
  });

  it('given choices win; the rules still check them', () => {
    const w = at(5);
    const up = must(raiseCharacter(w, { vidaOuCosmo: 'cosmo', atributo: 'CON', segundaLicao: 'disciplina' }));
    expect(up.levelUps.at(-1)).toEqual({ level: 6, vidaOuCosmo: 'cosmo', tecnicaOuAtributo: { kind: 'atributo', attribute: 'CON' }, segundaLicao: 'disciplina' });
    // The treino's own lição cannot be the second one.
    expect(raiseCharacter(w, { segundaLicao: 'fluxo' }).issues.map((i) => i.code)).toContain('segunda_licao_invalid');
    expect(readLevelUpAnswers({ atributo: 'XYZ' }).ok).toBe(false);
  });
});
