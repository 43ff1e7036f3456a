/**
 * check.ts (from `checkTechniques` on) under mutation testing (issue 29): the rules a stored
 * character's techniques, level-ups and level must follow. Rules: tables/03-criacao.md (two Grau 1
 * techniques at creation, one signature; the treinos, their two skills and lição; Disciplina: the
 * three passive defenses), tables/06-tecnicas.md (at most 11 known; O Grau: Grau 1 at levels 1–4,
 * 2 at 5–8…; the Golpe do Assento of an elite), tables/12-progressao.md (the choices of each level:
 * Vida ou Cosmo, técnica nova ou atributo +2, perícia ou defesa; the Segunda Lição at 6, the Quarta
 * Convicção at 14, the Segunda Assinatura at 18; Prata from level 9, Elite from 15; levels 1–20),
 * FACTS.md › Feats and hazards (Capítulo Treze: humans and apprentices, levels 1–4).
 * Every warrior is built inside its `it` (no static mutants, docs/mutacao.md); codes, paths and
 * params are asserted, never message text.
 */
import { describe, expect, it } from 'vitest';
import {
  checkHuman,
  checkLevelRange,
  checkLevelUps,
  checkTechniques,
  humanSchema,
  type Human,
  type Warrior,
} from '../../src/character/index.js';
import type { Issue } from '../../src/issues/index.js';
import { bookCharacterRuleset } from '../../src/rules/index.js';
import type { Technique } from '../../src/technique/index.js';
import { teo, issueShape, err, garra, olhos } from '../fixtures/teo.js';

const T3 = 'tables/03-criacao.md';
const T6 = 'tables/06-tecnicas.md';
const T12 = 'tables/12-progressao.md';
const H13 = 'FACTS.md › Feats and hazards (Capítulo Treze)';

type LevelUp = Warrior['levelUps'][number];

const only = (xs: readonly Issue[], ...codes: string[]) => issueShape(xs.filter((x) => codes.includes(x.code)));
const at = (xs: readonly Issue[], i: number) => issueShape(xs.filter((x) => x.path[0] === 'levelUps' && x.path[1] === i));

const tid = (s: string) => s as Technique['id'];
const withTechniques = (techniques: Technique[], extra: Partial<Warrior> = {}): Warrior => ({ ...teo, ...extra, techniques });

/**
 * Téo's valid level-ups up to a level (tables/12-progressao.md): atributo where a técnica-ou-atributo
 * slot is (CON, SAB, INT, FOR: never above 20), a free skill or Fortitude where a perícia-ou-defesa
 * slot is, the Segunda Lição at 6, the Segunda Assinatura at 18 (the Quarta Convicção of 14 is in
 * `conviccoes`, added by {@link teoUps}).
 */
function upsTo(level: number): LevelUp[] {
  const table: Record<number, Omit<LevelUp, 'level' | 'vidaOuCosmo'>> = {
    3: { periciaOuDefesa: { kind: 'pericia', skill: 'medicina' } },
    4: { tecnicaOuAtributo: { kind: 'atributo', attribute: 'CON' } },
    6: { tecnicaOuAtributo: { kind: 'atributo', attribute: 'CON' }, segundaLicao: 'paciencia_da_rocha' },
    7: { periciaOuDefesa: { kind: 'pericia', skill: 'mitologia' } },
    8: { tecnicaOuAtributo: { kind: 'atributo', attribute: 'SAB' } },
    10: { tecnicaOuAtributo: { kind: 'atributo', attribute: 'SAB' } },
    11: { periciaOuDefesa: { kind: 'defesa', defense: 'fortitude' } },
    12: { tecnicaOuAtributo: { kind: 'atributo', attribute: 'SAB' } },
    14: { tecnicaOuAtributo: { kind: 'atributo', attribute: 'INT' } },
    15: { periciaOuDefesa: { kind: 'pericia', skill: 'investigacao' } },
    16: { tecnicaOuAtributo: { kind: 'atributo', attribute: 'INT' } },
    18: { tecnicaOuAtributo: { kind: 'atributo', attribute: 'INT' }, segundaAssinatura: 'livro-olhos-do-lince' },
    19: { periciaOuDefesa: { kind: 'pericia', skill: 'oficio' } },
    20: { tecnicaOuAtributo: { kind: 'atributo', attribute: 'FOR' } },
  };
  const out: LevelUp[] = [];
  for (let l = 2; l <= level; l++) out.push({ level: l, vidaOuCosmo: l % 2 === 0 ? 'vida' : 'cosmo', ...table[l] } as LevelUp);
  return out;
}

/** Téo with his valid level-ups to `level`, the one at `change` replaced by `patch(u)`. */
function teoUps(level: number, change?: number, patch?: (u: LevelUp) => LevelUp, extra: Partial<Warrior> = {}): Warrior {
  const levelUps = upsTo(level).map((u) => (u.level === change && patch ? patch(u) : u));
  const conviccoes = level >= 14 ? [...teo.conviccoes, 'eu luto para que o Lince tenha um aprendiz'] : teo.conviccoes;
  const techniques = level >= 18 ? teo.techniques.map((t) => (t.id === 'livro-olhos-do-lince' ? { ...t, signature: true } : t)) : teo.techniques;
  return { ...teo, conviccoes, techniques, ...extra, levelUps };
}
const without = (u: LevelUp, key: keyof LevelUp): LevelUp => {
  const c = { ...u } as Record<string, unknown>;
  delete c[key];
  return c as unknown as LevelUp;
};

describe(`checkTechniques (${T3}; ${T6})`, () => {
  it('the baseline: Téo at 1 and with valid level-ups to 20 has no technique issue', () => {
    expect(checkTechniques(teo)).toEqual([]);
    expect(issueShape(checkTechniques(teoUps(20)))).toEqual([]);
  });

  it('two techniques with one id: technique_duplicate_id at the second, with the id', () => {
    const w = withTechniques([garra(), { ...olhos(), id: garra().id }]);
    expect(only(checkTechniques(w), 'technique_duplicate_id')).toEqual([err('technique_duplicate_id', ['techniques', 1, 'id'], { id: 'livro-garra-que-rasga-o-ceu' })]);
  });

  it('at most 11 known (technique_over_limit), and two at creation (technique_count): 12 techniques at level 1', () => {
    expect(bookCharacterRuleset.techniques.known).toEqual({ start: 2, max: 11 });
    const extra = Array.from({ length: 10 }, (_, k) => ({ ...olhos(), id: tid(`extra-${k}`), name: `Extra ${k}` }));
    const w = withTechniques([garra(), olhos(), ...extra]);
    expect(only(checkTechniques(w), 'technique_over_limit', 'technique_count')).toEqual([
      err('technique_over_limit', ['techniques'], { count: 12, max: 11 }),
      err('technique_count', ['techniques'], { count: 12, expected: 2 }),
    ]);
  });

  it('one technique at creation: technique_count {count 1, expected 2}', () => {
    expect(issueShape(checkTechniques(withTechniques([garra()])))).toEqual([err('technique_count', ['techniques'], { count: 1, expected: 2 })]);
  });

  it('a technique evolved from one learnt at a level-up is not of creation (no technique_count)', () => {
    const evo: Technique = { ...olhos(), id: tid('evo'), name: 'Olhos Evoluídos', evolvedFrom: 'nova' };
    const ups: LevelUp[] = [...upsTo(3), { level: 4, vidaOuCosmo: 'vida', tecnicaOuAtributo: { kind: 'tecnica', techniqueId: 'nova' } }];
    const w: Warrior = { ...teo, techniques: [garra(), olhos(), evo], levelUps: ups };
    expect(issueShape(checkTechniques(w))).toEqual([]);
    // The choice names the technique it evolved into's origin: no choice_technique_mismatch either.
    expect(issueShape(checkLevelUps(w))).toEqual([]);
  });

  it('a creation technique above Grau 1 at level 1: technique_creation_grau and technique_grau_above_level, at its index', () => {
    const w = withTechniques([garra(), { ...olhos(), grau: 2 }]);
    expect(only(checkTechniques(w), 'technique_creation_grau', 'technique_grau_above_level')).toEqual([
      err('technique_creation_grau', ['techniques', 1, 'grau'], { name: 'Olhos do Lince', grau: 2, expected: 1 }),
      err('technique_grau_above_level', ['techniques', 1, 'grau'], { name: 'Olhos do Lince', grau: 2, ownerGrau: 1 }),
    ]);
  });

  it('a Golpe do Assento on a bronze: golpe_do_assento_not_elite with the name and the posto label', () => {
    const assento: Technique = { ...garra(), id: tid('assento'), name: 'Flecha do Assento', signature: false, golpeDoAssento: { seat: 'Sagitário' } };
    const w = withTechniques([garra(), olhos(), assento]);
    expect(only(checkTechniques(w), 'golpe_do_assento_not_elite', 'technique_count', 'technique_over_limit')).toEqual([
      err('golpe_do_assento_not_elite', ['techniques', 2, 'golpeDoAssento'], { name: 'Flecha do Assento', posto: bookCharacterRuleset.armor.postos.bronze.label }),
    ]);
  });

  it('one signature at creation: two or none is technique_signature_count', () => {
    expect(issueShape(checkTechniques(withTechniques([garra(), { ...olhos(), signature: true }])))).toEqual([
      err('technique_signature_count', ['techniques'], { count: 2, expected: 1 }),
    ]);
    expect(issueShape(checkTechniques(withTechniques([{ ...garra(), signature: false }, olhos()])))).toEqual([
      err('technique_signature_count', ['techniques'], { count: 0, expected: 1 }),
    ]);
  });
});

describe(`checkLevelUps (${T12})`, () => {
  it('the baseline: valid level-ups to 20 have no issue', () => {
    expect(issueShape(checkLevelUps(teoUps(20)))).toEqual([]);
  });

  it('level-ups go 2, 3, 4…: a level-up naming another level is level_up_out_of_order and nothing else is checked at it', () => {
    const w: Warrior = { ...teo, levelUps: [{ level: 3, vidaOuCosmo: 'vida' }] };
    expect(issueShape(checkLevelUps(w))).toEqual([err('level_up_out_of_order', ['levelUps', 0, 'level'], { expected: 2, actual: 3 })]);
  });

  it('no level past 20: the 20th level-up (to 21) is level_up_beyond_max and nothing else is checked at it', () => {
    const w = teoUps(20);
    const past: Warrior = { ...w, levelUps: [...w.levelUps, { level: 21, vidaOuCosmo: 'vida' }] };
    expect(at(checkLevelUps(past), 19)).toEqual([err('level_up_beyond_max', ['levelUps', 19, 'level'], { max: 20 })]);
  });

  it('técnica nova ou atributo: not allowed at level 2, missing at level 4', () => {
    const extra = teoUps(2, 2, (u) => ({ ...u, tecnicaOuAtributo: { kind: 'atributo', attribute: 'CON' } }));
    expect(at(checkLevelUps(extra), 0)).toEqual([
      err('choice_not_allowed', ['levelUps', 0, 'tecnicaOuAtributo'], { level: 2, slot: 'técnica nova ou atributo' }),
    ]);
    const missing = teoUps(4, 4, (u) => without(u, 'tecnicaOuAtributo'));
    expect(issueShape(checkLevelUps(missing))).toEqual([err('choice_missing', ['levelUps', 2, 'tecnicaOuAtributo'], { level: 4, slot: 'técnica nova ou atributo' })]);
  });

  it('perícia ou defesa: not allowed at level 2, missing at level 3', () => {
    const extra = teoUps(2, 2, (u) => ({ ...u, periciaOuDefesa: { kind: 'pericia', skill: 'medicina' } }));
    expect(at(checkLevelUps(extra), 0)).toEqual([err('choice_not_allowed', ['levelUps', 0, 'periciaOuDefesa'], { level: 2, slot: 'perícia ou defesa' })]);
    const missing = teoUps(3, 3, (u) => without(u, 'periciaOuDefesa'));
    expect(issueShape(checkLevelUps(missing))).toEqual([err('choice_missing', ['levelUps', 1, 'periciaOuDefesa'], { level: 3, slot: 'perícia ou defesa' })]);
  });

  it('atributo +2 never above 20: DES 15 raised at 4, 6 and 8 is attribute_above_max at 8 (value 21)', () => {
    const des = (u: LevelUp): LevelUp => ({ ...u, tecnicaOuAtributo: { kind: 'atributo', attribute: 'DES' } });
    const w: Warrior = { ...teo, levelUps: upsTo(8).map((u) => (u.tecnicaOuAtributo ? des(u) : u)) };
    expect(issueShape(checkLevelUps(w))).toEqual([
      err('attribute_above_max', ['levelUps', 6, 'tecnicaOuAtributo', 'attribute'], { attribute: 'DES', value: 21, max: 20 }),
    ]);
  });

  it('técnica nova names a technique the warrior has: choice_technique_mismatch otherwise', () => {
    const w = teoUps(4, 4, (u) => ({ ...u, tecnicaOuAtributo: { kind: 'tecnica', techniqueId: 'nenhuma' } }));
    expect(issueShape(checkLevelUps(w))).toEqual([
      err('choice_technique_mismatch', ['levelUps', 2, 'tecnicaOuAtributo', 'techniqueId'], { level: 4, id: 'nenhuma' }),
    ]);
    const ok = teoUps(4, 4, (u) => ({ ...u, tecnicaOuAtributo: { kind: 'tecnica', techniqueId: 'livro-olhos-do-lince' } }));
    expect(issueShape(checkLevelUps(ok))).toEqual([]);
  });

  it(`perícia: a skill of the table (skill_unknown), not one the warrior has — a treino skill, a free one, an earlier level-up's (${T3})`, () => {
    const pick = (skill: string) => (u: LevelUp): LevelUp => ({ ...u, periciaOuDefesa: { kind: 'pericia', skill } });
    expect(issueShape(checkLevelUps(teoUps(3, 3, pick('voo'))))).toEqual([err('skill_unknown', ['levelUps', 1, 'periciaOuDefesa', 'skill'], { skill: 'voo' })]);
    for (const skill of ['furtividade', 'acrobacia'])
      expect(issueShape(checkLevelUps(teoUps(3, 3, pick(skill))))).toEqual([
        err('choice_pericia_already', ['levelUps', 1, 'periciaOuDefesa', 'skill'], { level: 3, skill }),
      ]);
    expect(issueShape(checkLevelUps(teoUps(7, 7, pick('medicina'))))).toEqual([
      err('choice_pericia_already', ['levelUps', 5, 'periciaOuDefesa', 'skill'], { level: 7, skill: 'medicina' }),
    ]);
    expect(issueShape(checkLevelUps(teoUps(3, 3, pick('mitologia'))))).toEqual([]);
  });

  it('defesa: not one already trained (choice_defense_already); Disciplina (Santuário) trains all three', () => {
    const defend = (defense: 'fortitude' | 'reflexos') => (u: LevelUp): LevelUp => ({ ...u, periciaOuDefesa: { kind: 'defesa', defense } });
    expect(issueShape(checkLevelUps(teoUps(3, 3, defend('reflexos'))))).toEqual([
      err('choice_defense_already', ['levelUps', 1, 'periciaOuDefesa', 'defense'], { level: 3, defense: 'reflexos' }),
    ]);
    expect(issueShape(checkLevelUps(teoUps(3, 3, defend('fortitude'))))).toEqual([]);
    const santuario = teoUps(3, 3, defend('fortitude'), { treino: 'santuario' });
    expect(issueShape(checkLevelUps(santuario))).toEqual([
      err('choice_defense_already', ['levelUps', 1, 'periciaOuDefesa', 'defense'], { level: 3, defense: 'fortitude' }),
    ]);
  });

  it('iniciativa only once the three defenses are trained: choice_initiative_not_all_defenses', () => {
    const ini = (u: LevelUp): LevelUp => ({ ...u, periciaOuDefesa: { kind: 'iniciativa' } });
    expect(issueShape(checkLevelUps(teoUps(3, 3, ini)))).toEqual([err('choice_initiative_not_all_defenses', ['levelUps', 1, 'periciaOuDefesa'], { level: 3 })]);
    expect(issueShape(checkLevelUps(teoUps(3, 3, ini, { trainedDefenses: ['fortitude', 'reflexos', 'vontade'] })))).toEqual([]);
  });

  it('Segunda Lição at 6: missing, unknown, the treino\'s own, or at another level', () => {
    expect(issueShape(checkLevelUps(teoUps(6, 6, (u) => without(u, 'segundaLicao'))))).toEqual([
      err('segunda_licao_missing', ['levelUps', 4, 'segundaLicao'], { level: 6 }),
    ]);
    for (const licao of ['nenhuma', 'briga_de_rua'])
      expect(issueShape(checkLevelUps(teoUps(6, 6, (u) => ({ ...u, segundaLicao: licao }))))).toEqual([
        err('segunda_licao_invalid', ['levelUps', 4, 'segundaLicao'], { licao }),
      ]);
    expect(issueShape(checkLevelUps(teoUps(5, 5, (u) => ({ ...u, segundaLicao: 'paciencia_da_rocha' }))))).toEqual([
      err('segunda_licao_not_allowed', ['levelUps', 3, 'segundaLicao'], { level: 5 }),
    ]);
  });

  it('a warrior without a treino takes any Segunda Lição', () => {
    expect(issueShape(checkLevelUps(teoUps(6, undefined, undefined, { treino: undefined })))).toEqual([]);
  });

  it('Segunda Lição Disciplina trains the three defenses: Fortitude at 7 is then choice_defense_already', () => {
    const w = teoUps(7);
    const ups = w.levelUps.map((u) =>
      u.level === 6 ? { ...u, segundaLicao: 'disciplina' } : u.level === 7 ? { ...u, periciaOuDefesa: { kind: 'defesa' as const, defense: 'fortitude' as const } } : u,
    );
    expect(issueShape(checkLevelUps({ ...w, levelUps: ups }))).toEqual([
      err('choice_defense_already', ['levelUps', 5, 'periciaOuDefesa', 'defense'], { level: 7, defense: 'fortitude' }),
    ]);
  });

  it('Segunda Assinatura at 18: missing (signature_second_missing) or not a technique of the warrior (signature_second_invalid)', () => {
    expect(at(checkLevelUps(teoUps(18, 18, (u) => without(u, 'segundaAssinatura'))), 16)).toEqual([
      err('signature_second_missing', ['levelUps', 16, 'segundaAssinatura'], { level: 18 }),
    ]);
    expect(at(checkLevelUps(teoUps(18, 18, (u) => ({ ...u, segundaAssinatura: 'nenhuma' }))), 16)).toEqual([
      err('signature_second_invalid', ['levelUps', 16, 'segundaAssinatura'], { id: 'nenhuma' }),
    ]);
  });

  it('Posto: Prata from level 9, Elite from 15 (posto_level_too_low); Bronze at any level', () => {
    expect(bookCharacterRuleset.progression.posto.prata.minLevel).toBe(9);
    expect(bookCharacterRuleset.progression.posto.elite.minLevel).toBe(15);
    expect(issueShape(checkLevelUps({ ...teo, posto: 'prata' }))).toEqual([err('posto_level_too_low', ['posto'], { posto: 'prata', level: 1, minLevel: 9 })]);
    expect(issueShape(checkLevelUps(teoUps(8, undefined, undefined, { posto: 'prata' })))).toEqual([
      err('posto_level_too_low', ['posto'], { posto: 'prata', level: 8, minLevel: 9 }),
    ]);
    expect(issueShape(checkLevelUps(teoUps(9, undefined, undefined, { posto: 'prata' })))).toEqual([]);
    expect(issueShape(checkLevelUps(teoUps(14, undefined, undefined, { posto: 'elite' })))).toEqual([
      err('posto_level_too_low', ['posto'], { posto: 'elite', level: 14, minLevel: 15 }),
    ]);
    expect(issueShape(checkLevelUps(teoUps(15, undefined, undefined, { posto: 'elite' })))).toEqual([]);
  });
});

describe(`checkHuman (${H13})`, () => {
  const human = (extra: Record<string, unknown>): Human =>
    humanSchema.parse({ kind: 'humano', army: 'atena', name: 'Ikaro', attributes: { method: 'humano', values: { FOR: 12, DES: 11, CON: 11, INT: 10, SAB: 9, CAR: 8 } }, ...extra });

  it('a human at level 1 without treino, and an aprendiz at 2 with one, have no issue', () => {
    expect(issueShape(checkHuman(human({})))).toEqual([]);
    expect(issueShape(checkHuman(human({ humanLevel: 2, treino: 'orfanato', conviccoes: ['eu luto para que a Dona Rosa saia da mina'] })))).toEqual([]);
  });

  it('an aprendiz (level 2) without treino: the warning human_treino_missing', () => {
    expect(issueShape(checkHuman(human({ humanLevel: 2, conviccoes: ['eu luto para que a Dona Rosa saia da mina'] })))).toEqual([
      { code: 'human_treino_missing', path: ['treino'], params: { level: 2 }, severity: 'warning' },
    ]);
  });

  it('a human level past the table (4 rows): human_level_out_of_range, and no Convicção or treino rule read from a missing row', () => {
    expect(bookCharacterRuleset.creation.humans.levels).toHaveLength(4);
    expect(issueShape(checkHuman(human({ humanLevel: 7 })))).toEqual([err('human_level_out_of_range', ['humanLevel'], { level: 7, max: 4 })]);
  });
});

describe(`checkLevelRange (${T12}; ${H13})`, () => {
  const human = (humanLevel: number) =>
    ({ ...humanSchema.parse({ kind: 'humano', army: 'atena', attributes: { method: 'humano', values: { FOR: 12, DES: 11, CON: 11, INT: 10, SAB: 9, CAR: 8 } } }), humanLevel }) as Human;

  it('a human level is an integer 1–4', () => {
    for (const level of [1, 4]) expect(checkLevelRange(human(level))).toEqual([]);
    for (const level of [0, 5, 2.5])
      expect(issueShape(checkLevelRange(human(level)))).toEqual([err('human_level_out_of_range', ['humanLevel'], { level, max: 4 })]);
  });

  it('each level-up names a level 2–20: level_up_out_of_order with the expected level (index + 2) and the actual one', () => {
    const bad = (level: number): Warrior => ({ ...teo, levelUps: [{ level: 2, vidaOuCosmo: 'vida' }, { level, vidaOuCosmo: 'vida' }] });
    expect(checkLevelRange(bad(3))).toEqual([]);
    expect(checkLevelRange(bad(20))).toEqual([]);
    for (const level of [1, 0, 2.5, 21])
      expect(issueShape(checkLevelRange(bad(level)))).toEqual([err('level_up_out_of_order', ['levelUps', 1, 'level'], { expected: 3, actual: level })]);
  });
});
