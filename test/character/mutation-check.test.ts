/**
 * check.ts (lines 1–299) under mutation testing (issue 29): the creation checks of a stored
 * character, each broken rule one coded issue at the path of the offending choice. Rules:
 * tables/03-criacao.md (Etapa 1 · Exército, Etapa 3 · Atributos, Etapa 4 · Atributo do Cosmo,
 * Etapa 5 · Treino, Etapa 7 · Perícias e defesas, Antes do Sexto Sentido › O status base),
 * seed › Etapa 6 · Convicções, tables/09-exercitos.md › As doze vagas de Ouro, tables/07-armaduras.md
 * (O acessório, O Posto na armadura), tables/06-tecnicas.md (A conta: "qualquer campo em branco = não
 * está pronta"). The issues are compared without their message (code, path, params, severity).
 * Every input is built inside its `it` (no static mutants, docs/mutacao.md).
 */
import { describe, expect, it } from 'vitest';
import {
  checkAttributes,
  checkConstellation,
  checkConviccoes,
  checkCreation,
  checkTreino,
  checkWarriorArmor,
  seemsToNameAPerson,
  techniqueReadinessIssues,
  type Warrior,
} from '../../src/character/index.js';
import type { Technique } from '../../src/technique/index.js';
import { teo, issueShape, err, warn } from '../fixtures/teo.js';

const T3 = 'tables/03-criacao.md';
const E6 = 'seed › Etapa 6 · Convicções';
const T9 = 'tables/09-exercitos.md › As doze vagas de Ouro';
const T7 = 'tables/07-armaduras.md';
const T6 = 'tables/06-tecnicas.md › A conta';


type Values = { FOR: number; DES: number; CON: number; INT: number; SAB: number; CAR: number };
const vals = (FOR: number, DES: number, CON: number, INT: number, SAB: number, CAR: number): Values => ({ FOR, DES, CON, INT, SAB, CAR });

describe(`checkAttributes: the values fit the method and the range (${T3} › Etapa 3 · Atributos)`, () => {
  it('a missing attribute: only attributes_incomplete, listing the missing keys in order', () => {
    const values = { FOR: 15, DES: 14, CON: 13, SAB: 10 } as unknown as Values;
    expect(issueShape(checkAttributes({ method: 'padrao', values }))).toEqual([
      err('attributes_incomplete', ['attributes', 'values'], { missing: 'INT, CAR' }),
    ]);
  });

  it('the range is 1 to 20: 0 and 21 are out, 1 and 20 are in (rolled values, so only the range speaks)', () => {
    const values = vals(0, 21, 1, 20, 10, 8);
    const rolls = [0, 21, 1, 20, 10, 8];
    expect(issueShape(checkAttributes({ method: 'rolado', values, rolls }))).toEqual([
      err('attribute_out_of_range', ['attributes', 'values', 'FOR'], { attribute: 'FOR', value: 0, min: 1, max: 20 }),
      err('attribute_out_of_range', ['attributes', 'values', 'DES'], { attribute: 'DES', value: 21, min: 1, max: 20 }),
    ]);
  });

  it('padrão: the standard array 15 · 14 · 13 · 12 · 10 · 8, in any order', () => {
    expect(checkAttributes({ method: 'padrao', values: vals(8, 10, 12, 13, 14, 15) })).toEqual([]);
    expect(issueShape(checkAttributes({ method: 'padrao', values: vals(15, 15, 13, 12, 10, 8) }))).toEqual([
      err('attributes_not_standard_array', ['attributes', 'values'], { values: '15 · 15 · 13 · 12 · 10 · 8', expected: '15 · 14 · 13 · 12 · 10 · 8' }),
    ]);
  });

  it(`humano: the human array 12 · 11 · 11 · 10 · 9 · 8 (${T3} › O status base)`, () => {
    expect(checkAttributes({ method: 'humano', values: vals(8, 9, 10, 11, 11, 12) })).toEqual([]);
    expect(issueShape(checkAttributes({ method: 'humano', values: vals(15, 14, 13, 12, 10, 8) }))).toEqual([
      err('attributes_not_human_array', ['attributes', 'values'], { values: '15 · 14 · 13 · 12 · 10 · 8', expected: '12 · 11 · 11 · 10 · 9 · 8' }),
    ]);
  });

  it(`despertar: the awakened human takes the standard array (${T3} › O status base, "15 · 14 · 13 · 12 · 10 · 8")`, () => {
    expect(checkAttributes({ method: 'despertar', values: vals(15, 14, 13, 12, 10, 8) })).toEqual([]);
    expect(issueShape(checkAttributes({ method: 'despertar', values: vals(12, 11, 11, 10, 9, 8) }))).toEqual([
      err('attributes_not_standard_array', ['attributes', 'values'], { values: '12 · 11 · 11 · 10 · 9 · 8', expected: '15 · 14 · 13 · 12 · 10 · 8' }),
    ]);
  });

  it('rolado: needs the dice (rolled_array_needs_dice at attributes.rolls)', () => {
    expect(issueShape(checkAttributes({ method: 'rolado', values: vals(15, 14, 13, 12, 10, 8) }))).toEqual([
      err('rolled_array_needs_dice', ['attributes', 'rolls'], {}),
    ]);
  });

  it('rolado: the values are the six totals that came out, no more and no fewer', () => {
    const values = vals(16, 14, 13, 12, 10, 7);
    expect(checkAttributes({ method: 'rolado', values, rolls: [7, 10, 12, 13, 14, 16] })).toEqual([]);
    expect(issueShape(checkAttributes({ method: 'rolado', values, rolls: [16, 14, 13, 12, 10, 9] }))).toEqual([
      err('attributes_not_rolled', ['attributes', 'values'], { values: '16 · 14 · 13 · 12 · 10 · 7', rolled: '16 · 14 · 13 · 12 · 10 · 9' }),
    ]);
    // A seventh total that was not used: the six values are not "the six totals".
    expect(issueShape(checkAttributes({ method: 'rolado', values, rolls: [7, 10, 12, 13, 14, 16, 18] }))).toEqual([
      err('attributes_not_rolled', ['attributes', 'values'], { values: '16 · 14 · 13 · 12 · 10 · 7', rolled: '7 · 10 · 12 · 13 · 14 · 16 · 18' }),
    ]);
    expect(issueShape(checkAttributes({ method: 'rolado', values, rolls: [16, 14] })).map((i) => i.code)).toEqual(['attributes_not_rolled']);
  });
});

describe(`checkConviccoes: the count, "eu luto", and one naming a person (${E6})`, () => {
  it('the count for the level: conviccao_count with the count and the expected number', () => {
    const r = issueShape(checkConviccoes(['eu luto pela Ana', 'eu luto pela paz'], 3));
    expect(r).toEqual([err('conviccao_count', ['conviccoes'], { count: 2, expected: 3 })]);
  });

  it('a blank one (spaces only) is blank, not "not eu luto"; the other must start with "eu luto"', () => {
    const r = issueShape(checkConviccoes(['eu luto pela Ana', '   ', 'luto pela paz'], 3));
    expect(r).toEqual([
      err('conviccao_blank', ['conviccoes', 1], { index: 1 }),
      err('conviccao_not_eu_luto', ['conviccoes', 2], { index: 2, startsWith: 'eu luto' }),
    ]);
  });

  it('none naming a person: the warning conviccao_no_person at conviccoes — even when one is blank', () => {
    expect(issueShape(checkConviccoes(['eu luto pela justiça', 'eu luto pela paz'], 2))).toEqual([warn('conviccao_no_person', ['conviccoes'], {})]);
    expect(issueShape(checkConviccoes(['eu luto pela justiça', ''], 2))).toEqual([
      err('conviccao_blank', ['conviccoes', 1], { index: 1 }),
      warn('conviccao_no_person', ['conviccoes'], {}),
    ]);
  });

  it('only blank ones (spaces): no advice about a person — there is no sentence to read', () => {
    expect(issueShape(checkConviccoes(['   '], 1))).toEqual([err('conviccao_blank', ['conviccoes', 0], { index: 0 })]);
  });
});

describe(`seemsToNameAPerson: a capital word after the opening; the first word never counts (${E6})`, () => {
  it.each([
    ['eu luto pela Ana', 'eu luto', true],
    ['eu luto pela ana', 'eu luto', false],
    // Without the opening, the first word is skipped (it is capital because it opens the sentence).
    ['Justiça para todos', 'eu luto', false],
    ['Justiça para Ana', 'eu luto', true],
    ['  Ana pela paz', 'eu luto', false],
    ['"Ana" pela paz', 'eu luto', false],
    // A word right after the opening counts (an opening that ends in a space, as a house ruleset may write it).
    ['eu luto por Ana', 'eu luto por ', true],
  ])('%j (opening %j) → %s', (c, start, expected) => {
    expect(seemsToNameAPerson(c, start)).toBe(expected);
  });
});

describe(`checkConstellation: nobody starts in an elite seat (${T3} › Etapa 2 · Constelação; ${T9})`, () => {
  it('a seat is found by its label or by its slug, accents and case ignored', () => {
    const seat = { code: 'constellation_elite_seat', path: ['constellation'], severity: 'error' };
    expect(issueShape(checkConstellation('poseidon', 'Dragão Marinho'))).toEqual([{ ...seat, params: { constellation: 'Dragão Marinho', seat: 'Dragão Marinho', army: 'Poseidon' } }]);
    expect(issueShape(checkConstellation('poseidon', 'dragao_marinho'))).toEqual([{ ...seat, params: { constellation: 'dragao_marinho', seat: 'Dragão Marinho', army: 'Poseidon' } }]);
    expect(issueShape(checkConstellation('atena', 'LEÃO'))).toEqual([{ ...seat, params: { constellation: 'LEÃO', seat: 'Leão', army: 'Atena' } }]);
    expect(checkConstellation('atena', 'Lince')).toEqual([]);
  });

  it('an army the ruleset does not know, or one without elite seats to exclude: nothing', () => {
    expect(checkConstellation('olimpo', 'Leão')).toEqual([]);
    expect(checkConstellation('artemis', 'Leão')).toEqual([]);
  });
});

describe(`checkWarriorArmor: the armor moves with the Posto (${T7} › O Posto na armadura)`, () => {
  it('no armor: no issue', () => {
    const w: Warrior = { ...teo, armor: undefined };
    expect(checkWarriorArmor(w)).toEqual([]);
  });

  it('the armor of another Posto: armor_posto_mismatch at armor.posto, with the two Postos by label', () => {
    const w: Warrior = { ...teo, armor: { ...teo.armor!, posto: 'prata' } };
    const r = issueShape(checkWarriorArmor(w)).filter((i) => i.code === 'armor_posto_mismatch');
    expect(r).toEqual([err('armor_posto_mismatch', ['armor', 'posto'], { armorPosto: 'Prata', posto: 'Bronze' })]);
  });

  it('a Posto the ruleset does not know is named by its slug', () => {
    const w = { ...teo, posto: 'divino' } as unknown as Warrior;
    const r = issueShape(checkWarriorArmor(w)).filter((i) => i.code === 'armor_posto_mismatch');
    expect(r).toEqual([err('armor_posto_mismatch', ['armor', 'posto'], { armorPosto: 'Bronze', posto: 'divino' })]);
  });
});

describe(`checkTreino: a book treino, or one of one's own (${T3} › Etapa 5 · Treino, "monte o seu")`, () => {
  const ilha = () => ({
    id: 'ilha_de_andromeda',
    name: 'A Ilha de Andrômeda',
    skills: ['sobrevivencia', 'mitologia'] as [string, string],
    licao: { id: 'o_mar_ensina', name: 'O Mar Ensina', effect: '+2 na Iniciativa.', effects: { initiativeBonus: 2 } },
  });

  it('no treino named yet: nothing; a book treino: nothing; an unknown one: treino_unknown', () => {
    expect(checkTreino({})).toEqual([]);
    expect(checkTreino({ treino: 'orfanato' })).toEqual([]);
    expect(issueShape(checkTreino({ treino: 'ilha' }))).toEqual([err('treino_unknown', ['treino'], { treino: 'ilha' })]);
  });

  it("one's own treino must be the one chosen: treino_custom_unused at customTreino.id", () => {
    expect(checkTreino({ treino: 'ilha_de_andromeda', customTreino: ilha() })).toEqual([]);
    expect(issueShape(checkTreino({ treino: 'orfanato', customTreino: ilha() }))).toEqual([
      err('treino_custom_unused', ['customTreino', 'id'], { treino: 'orfanato', custom: 'ilha_de_andromeda' }),
    ]);
    expect(issueShape(checkTreino({ customTreino: ilha() }))).toEqual([
      err('treino_custom_unused', ['customTreino', 'id'], { treino: '', custom: 'ilha_de_andromeda' }),
    ]);
  });

  it("one's own treino may not take a book treino's id", () => {
    const own = { ...ilha(), id: 'orfanato' };
    expect(issueShape(checkTreino({ treino: 'orfanato', customTreino: own }))).toEqual([err('treino_custom_id_taken', ['customTreino', 'id'], { id: 'orfanato' })]);
  });

  it('its two skills are known and different', () => {
    const unknown = { ...ilha(), skills: ['mitologia', 'voo'] as [string, string] };
    expect(issueShape(checkTreino({ treino: 'ilha_de_andromeda', customTreino: unknown }))).toEqual([
      err('skill_unknown', ['customTreino', 'skills', 1], { skill: 'voo' }),
    ]);
    const twice = { ...ilha(), skills: ['mitologia', 'mitologia'] as [string, string] };
    expect(issueShape(checkTreino({ treino: 'ilha_de_andromeda', customTreino: twice }))).toEqual([
      err('treino_custom_skills_repeat', ['customTreino', 'skills', 1], { skill: 'mitologia' }),
    ]);
  });
});

describe(`checkCreation: the creation choices of a warrior (${T3})`, () => {
  it('Téo, as the book makes him: no issue', () => {
    expect(checkCreation(teo)).toEqual([]);
  });

  it('Etapa 1 · Exército: an army not in the ruleset is a warning (army_unknown at army)', () => {
    const w: Warrior = { ...teo, army: 'olimpo' };
    expect(issueShape(checkCreation(w))).toEqual([warn('army_unknown', ['army'], { army: 'olimpo' })]);
  });

  it('Etapa 2 · Constelação: blank (spaces only) is constellation_blank; an elite seat is refused', () => {
    expect(issueShape(checkCreation({ ...teo, constellation: '  ' }))).toEqual([err('constellation_blank', ['constellation'], {})]);
    expect(issueShape(checkCreation({ ...teo, constellation: 'Leão' })).map((i) => i.code)).toEqual(['constellation_elite_seat']);
  });

  it(`the accessory is one of the book's (${T7} › O acessório): accessory_unknown lists the options`, () => {
    expect(issueShape(checkCreation({ ...teo, accessory: 'tridente' }))).toEqual([
      err('accessory_unknown', ['accessory'], { accessory: 'tridente', options: 'escudo, correntes, asas, garras, chifres, nenhum' }),
    ]);
  });

  it('Etapa 3 · Atributos: the attribute issues join the creation issues', () => {
    const w: Warrior = { ...teo, attributes: { method: 'padrao', values: vals(15, 15, 13, 12, 10, 8) } };
    expect(issueShape(checkCreation(w)).map((i) => i.code)).toEqual(['attributes_not_standard_array']);
  });

  it('Etapa 4 · Atributo do Cosmo: INT, SAB or CAR', () => {
    const w = { ...teo, cosmoAttribute: 'FOR' } as unknown as Warrior;
    expect(issueShape(checkCreation(w))).toEqual([err('cosmo_attribute_invalid', ['cosmoAttribute'], { attribute: 'FOR', options: 'INT, SAB, CAR' })]);
  });

  it('Etapa 5 · Treino: an unknown treino is reported, and the free skills are still checked', () => {
    const w: Warrior = { ...teo, treino: 'ilha' };
    expect(issueShape(checkCreation(w))).toEqual([err('treino_unknown', ['treino'], { treino: 'ilha' })]);
  });

  it('Etapa 7 · Perícias: four free skills (skill_count)', () => {
    const w: Warrior = { ...teo, skills: ['acrobacia', 'percepcao', 'intuicao'] };
    expect(issueShape(checkCreation(w))).toEqual([err('skill_count', ['skills'], { count: 3, expected: 4 })]);
  });

  it('Etapa 7 · Perícias: an unknown skill at its index; a repeat of a treino skill is skill_duplicate', () => {
    expect(issueShape(checkCreation({ ...teo, skills: ['acrobacia', 'voo', 'intuicao', 'atletismo'] }))).toEqual([
      err('skill_unknown', ['skills', 1], { skill: 'voo' }),
    ]);
    expect(issueShape(checkCreation({ ...teo, skills: ['acrobacia', 'percepcao', 'furtividade', 'atletismo'] }))).toEqual([
      err('skill_duplicate', ['skills', 2], { skill: 'furtividade' }),
    ]);
  });

  it('Etapa 7 · Defesas passivas: two trained, different', () => {
    expect(issueShape(checkCreation({ ...teo, trainedDefenses: ['reflexos'] }))).toEqual([
      err('defense_count', ['trainedDefenses'], { count: 1, expected: 2 }),
    ]);
    expect(issueShape(checkCreation({ ...teo, trainedDefenses: ['reflexos', 'reflexos'] }))).toEqual([
      err('defense_duplicate', ['trainedDefenses', 1], { defense: 'reflexos' }),
    ]);
  });
});

describe(`techniqueReadinessIssues: not ready = technique_not_ready + the engine's issues (${T6}; tables/06-tecnicas.md › O Grau)`, () => {
  it('counts only the errors (not the warnings) in technique_not_ready, and lists every issue under the path', () => {
    const garra: Technique = teo.techniques[0]!;
    // Over the Grau 1 max size and a blank description (two errors); a trigger on an action (a warning).
    const heavy: Technique = { ...garra, effects: [{ kind: 'dano', points: 7 }], description: '', trigger: 'quando quiser' };
    const r = techniqueReadinessIssues(heavy, { level: 4 }, undefined, ['techniques', 0]);
    const errors = r.filter((i) => i.severity === 'error' && i.code !== 'technique_not_ready').length;
    const warnings = r.filter((i) => i.severity === 'warning').length;
    expect([errors, warnings]).toEqual([2, 1]);
    expect(issueShape(r)[0]).toEqual(err('technique_not_ready', ['techniques', 0], { name: 'Garra que Rasga o Céu', count: 2 }));
    expect(r.slice(1).every((i) => i.path[0] === 'techniques' && i.path[1] === 0)).toBe(true);
  });

  it('a ready technique: no issue', () => {
    expect(techniqueReadinessIssues(teo.techniques[0]!, { level: 1 }, undefined, ['techniques', 0])).toEqual([]);
  });
});
