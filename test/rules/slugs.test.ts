/**
 * The literal slug tables of src/rules/slugs.ts mirror the book's catalogues: a table that drifts
 * from the ruleset data fails here. Sources: tables/09-exercitos.md (armies), tables/07-armaduras.md
 * › O acessório and › As características, tables/08-itens.md › Melhorias de armadura,
 * tables/03-criacao.md (perícias, treinos and their lições), tables/05-combate.md › Condições.
 */
import { describe, expect, it } from 'vitest';
import {
  ACCESSORY_SLUGS,
  ARMY_SLUGS,
  bookRuleset,
  CHARACTERISTIC_SLUGS,
  CONDITION_SLUGS,
  IMPROVEMENT_SLUGS,
  LICAO_SLUGS,
  SKILL_SLUGS,
  TREINO_SLUGS,
} from '../../src/rules/index.js';

const rs = bookRuleset;

describe('slug tables mirror the book ruleset', () => {
  it.each([
    ['armies', ARMY_SLUGS, Object.keys(rs.armies.armies)],
    ['accessories', ACCESSORY_SLUGS, rs.armor.accessories.map((x) => x.slug)],
    ['characteristics', CHARACTERISTIC_SLUGS, rs.armor.characteristics.map((x) => x.slug)],
    ['improvements', IMPROVEMENT_SLUGS, rs.armor.improvements.map((x) => x.slug)],
    ['skills', SKILL_SLUGS, rs.creation.skills.map((x) => x.id)],
    ['treinos', TREINO_SLUGS, rs.creation.treinos.map((x) => x.id)],
    ['lições', LICAO_SLUGS, rs.creation.treinos.map((x) => x.licao.id)],
    ['conditions', CONDITION_SLUGS, Object.keys(rs.combat.conditions)],
  ] as const)('%s', (_name, table, data) => {
    expect([...table]).toEqual([...data]);
  });

  it('the tables are frozen', () => {
    expect(Object.isFrozen(CONDITION_SLUGS)).toBe(true);
    expect(() => (ARMY_SLUGS as unknown as string[]).push('x')).toThrow(TypeError);
  });
});
