import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  assignRolledArray,
  assignStandardArray,
  awaken,
  createHuman,
  creationStatus,
  deriveFicha,
  deriveHumanFicha,
  finalizeCreation,
  raiseHumanLevel,
  rollAttributeArray,
  setArmy,
  setConstellation,
  setConviccoes,
  setCosmoAttribute,
  setFinalization,
  setSkillsAndDefenses,
  setTechniques,
  setTreino,
  startCreation,
  type CreationDraft,
  type Human,
} from '../../src/character/index.js';
import { SeededRandom } from '../../src/dice/random.js';
import type { Result } from '../../src/issues/index.js';
import type { TechniqueInput } from '../../src/technique/schema.js';

const C = 'FACTS.md › Creation (Capítulo Três)';
const H = 'FACTS.md › Humans and apprentices (Antes do Sexto Sentido)';
const teoJson = JSON.parse(readFileSync(new URL('../../examples/teo.json', import.meta.url), 'utf8'));
const [garra, olhos] = teoJson.techniques as TechniqueInput[];

function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(JSON.stringify(r.issues, null, 1));
  return r.value;
}

function teoDraft(): CreationDraft {
  let d = startCreation('teo');
  d = must(setArmy(d, 'atena'));
  d = must(setConstellation(d, { constellation: 'Lince', accessory: 'garras', characteristic: 'cortante' }));
  d = must(assignStandardArray(d, { FOR: 12, DES: 15, CON: 13, INT: 10, SAB: 14, CAR: 8 }));
  d = must(setCosmoAttribute(d, 'SAB'));
  d = must(setTreino(d, 'orfanato'));
  d = must(setConviccoes(d, teoJson.conviccoes));
  d = must(setSkillsAndDefenses(d, { skills: ['acrobacia', 'percepcao', 'intuicao', 'atletismo'], trainedDefenses: ['reflexos', 'vontade'] }));
  d = must(setTechniques(d, [garra!, olhos!]));
  d = must(setFinalization(d, { name: 'Téo', items: teoJson.items }));
  return d;
}

describe(`creation step by step (${C})`, () => {
  it('an empty draft: every step missing, next is Exército', () => {
    const s = creationStatus(startCreation());
    expect(s.steps.map((x) => x.status)).toEqual(Array(9).fill('missing'));
    expect(s.next).toBe('exercito');
    expect(s.readyToFinalize).toBe(false);
    expect(s.steps[0]!.issues[0]!.code).toBe('step_missing');
  });

  it('steps report complete as they are done, in the book order', () => {
    let d = must(setArmy(startCreation(), 'atena'));
    let s = creationStatus(d);
    expect(s.steps[0]!.status).toBe('complete');
    expect(s.next).toBe('constelacao');
    d = must(setTreino(d, 'orfanato'));
    s = creationStatus(d);
    expect(s.steps.find((x) => x.id === 'treino')!.status).toBe('complete');
    expect(s.next).toBe('constelacao');
  });

  it('drives Téo to the same ficha as examples/teo.json (tables/14-ficha.md)', () => {
    const d = teoDraft();
    expect(creationStatus(d).steps.every((x) => x.status === 'complete')).toBe(true);
    const w = must(finalizeCreation(d));
    expect([w.levelUps.length, w.posto, w.gloria, w.armor?.characteristics]).toEqual([0, 'bronze', 0, ['cortante']]);
    const f = deriveFicha(w);
    expect([f.hp.total, 'total' in f.def ? f.def.total : null, f.cosmo.teto.total, f.cosmo.start.total, f.initiative.total, f.movement.total]).toEqual([
      15, 14, 5, 2, 4, 12,
    ]);
    expect('total' in f.resistencia ? f.resistencia.total : null).toBe(4);
  });

  it('refuses a wrong step and leaves the draft unchanged (does not mutate the original)', () => {
    const d = must(setArmy(startCreation(), 'atena'));
    const before = JSON.stringify(d);
    const r = assignStandardArray(d, { FOR: 15, DES: 15, CON: 13, INT: 12, SAB: 10, CAR: 8 });
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.code)).toContain('attributes_not_standard_array');
    expect(JSON.stringify(d)).toBe(before);
    expect(d.attributes).toBeUndefined();
  });

  it(`standard array 15 14 13 12 10 8, one each (${C})`, () => {
    const d = startCreation();
    expect(assignStandardArray(d, { FOR: 15, DES: 14, CON: 13, INT: 12, SAB: 10, CAR: 8 }).ok).toBe(true);
    expect(assignStandardArray(d, { FOR: 15, DES: 14, CON: 13, INT: 12, SAB: 10, CAR: 9 }).ok).toBe(false);
  });

  it(`4d6 drop lowest, six times, with the injected dice (${C})`, () => {
    const a = rollAttributeArray(new SeededRandom(7));
    const b = rollAttributeArray(new SeededRandom(7));
    expect(a).toEqual(b);
    expect(a.totals).toHaveLength(6);
    a.dice.forEach((roll, i) => {
      expect(roll).toHaveLength(4);
      const sorted = [...roll].sort((x, y) => x - y);
      expect(a.totals[i]).toBe(sorted[1]! + sorted[2]! + sorted[3]!);
    });
    const [t0, t1, t2, t3, t4, t5] = a.totals as [number, number, number, number, number, number];
    const r = assignRolledArray(startCreation(), a.totals, { FOR: t0, DES: t1, CON: t2, INT: t3, SAB: t4, CAR: t5 });
    expect(r.ok).toBe(true);
    const wrong = assignRolledArray(startCreation(), a.totals, { FOR: 18, DES: t1, CON: t2, INT: t3, SAB: t4, CAR: t5 });
    expect(wrong.ok === false || t0 === 18).toBe(true);
  });

  it(`Atributo do Cosmo: one of INT, SAB, CAR (${C})`, () => {
    expect(setCosmoAttribute(startCreation(), 'CAR').ok).toBe(true);
    const r = setCosmoAttribute(startCreation(), 'FOR' as never);
    expect(r.ok).toBe(false);
    expect(r.issues[0]!.code).toBe('cosmo_attribute_invalid');
  });

  it(`Convicções: exactly three, each starting "eu luto" (${C})`, () => {
    expect(setConviccoes(startCreation(), ['eu luto por Ana', 'Eu luto por Beto']).issues.map((i) => i.code)).toContain('conviccao_count');
    expect(setConviccoes(startCreation(), ['eu luto por Ana', 'eu luto por Beto', 'pela justiça']).issues.map((i) => i.code)).toContain(
      'conviccao_not_eu_luto',
    );
  });

  it(`six skills: a free skill the treino already gives is refused (${C})`, () => {
    const d = must(setTreino(startCreation(), 'orfanato'));
    const r = setSkillsAndDefenses(d, { skills: ['furtividade', 'percepcao', 'intuicao', 'atletismo'], trainedDefenses: ['reflexos', 'vontade'] });
    expect(r.ok).toBe(false);
    expect(r.issues[0]).toMatchObject({ code: 'skill_duplicate', path: ['skills', 0] });
    expect(setSkillsAndDefenses(d, { skills: ['acrobacia'], trainedDefenses: ['reflexos'] }).issues.map((i) => i.code)).toEqual([
      'skill_count',
      'defense_count',
    ]);
  });

  it(`two Grau 1 techniques, exactly one signature (${C})`, () => {
    const d = teoDraft();
    expect(setTechniques(d, [garra!]).issues.map((i) => i.code)).toContain('technique_count');
    expect(setTechniques(d, [garra!, { ...olhos!, signature: true }]).issues.map((i) => i.code)).toContain('technique_signature_count');
    expect(setTechniques(d, [garra!, { ...olhos!, grau: 2 }]).issues.map((i) => i.code)).toContain('technique_creation_grau');
  });

  it('finalizing an incomplete draft is refused with creation_incomplete', () => {
    const r = finalizeCreation(must(setArmy(startCreation(), 'atena')));
    expect(r.ok).toBe(false);
    expect(r.issues[0]!.code).toBe('creation_incomplete');
  });
});

describe(`humans and apprentices (${H})`, () => {
  const base = { kind: 'humano' as const, army: 'atena', name: 'Ikaro', attributes: { method: 'humano' as const, values: { FOR: 12, DES: 11, CON: 11, INT: 10, SAB: 9, CAR: 8 } } };

  it(`human level 1: 4 + CON (CON 12 → 5; CON 8 → 3); no proficiency, no Convicção (${H})`, () => {
    const h12 = must(createHuman({ ...base, attributes: { method: 'humano', values: { FOR: 11, DES: 11, CON: 12, INT: 10, SAB: 9, CAR: 8 } } }));
    expect(deriveHumanFicha(h12).hp.total).toBe(5);
    const h8 = must(createHuman({ ...base, attributes: { method: 'humano', values: { FOR: 11, DES: 11, CON: 8, INT: 10, SAB: 9, CAR: 12 } } }));
    const f = deriveHumanFicha(h8);
    expect(f.hp.total).toBe(3);
    expect(f.proficiency).toBe(0);
    expect(f.conviccoes).toBe(0);
    expect(f.golpe.damage).toMatch(/^1d4/);
  });

  it(`level 2 aprendiz: proficiency +2, treino skills, one Convicção; level 4 = 10 + CON, golpe 1d6 (${H})`, () => {
    let h: Human = must(createHuman({ ...base, treino: 'orfanato' }));
    expect(createHuman({ ...base, humanLevel: 2 }).issues.map((i) => i.code)).toContain('conviccao_count');
    h = must(raiseHumanLevel(h, 'eu luto para que a minha mãe saia da mina'));
    let f = deriveHumanFicha(h);
    expect([f.humanLevel, f.proficiency, f.conviccoes, f.skills]).toEqual([2, 2, 1, ['furtividade', 'enganacao']]);
    h = must(raiseHumanLevel(h));
    h = must(raiseHumanLevel(h));
    f = deriveHumanFicha(h);
    expect(f.hp.text).toBe('PV 10 = 10 base + 0 CON');
    expect(f.golpe.damage).toBe('1d6 + 1');
    expect(raiseHumanLevel(h).issues[0]!.code).toBe('human_level_out_of_range');
  });

  it(`human array 12 11 11 10 9 8 is required (${H})`, () => {
    const r = createHuman({ ...base, attributes: { method: 'humano', values: { FOR: 15, DES: 14, CON: 13, INT: 12, SAB: 10, CAR: 8 } } });
    expect(r.issues.map((i) => i.code)).toContain('attributes_not_human_array');
  });

  it(`awakening: 12→15, the two 11s → 14 and 13 (player picks), 10→12, 9→10, 8→8 (${H})`, () => {
    let h: Human = must(createHuman({ ...base, treino: 'orfanato' }));
    expect(awaken(h, { fourteen: 'DES' }).issues[0]!.code).toBe('human_cannot_awaken_yet');
    h = must(raiseHumanLevel(h, 'eu luto para que a minha mãe saia da mina'));
    h = must(raiseHumanLevel(h));
    const d = must(awaken(h, { fourteen: 'CON' }));
    expect(d.attributes).toEqual({ method: 'despertar', values: { FOR: 15, DES: 13, CON: 14, INT: 12, SAB: 10, CAR: 8 } });
    const d2 = must(awaken(h, { fourteen: 'DES' }));
    expect(d2.attributes?.values).toMatchObject({ DES: 14, CON: 13 });
    expect(awaken(h, { fourteen: 'FOR' }).issues[0]!.code).toBe('awaken_choice_invalid');
    expect(creationStatus(d).steps.find((s) => s.id === 'atributos')!.status).toBe('complete');
    expect(d.treino).toBe('orfanato');
  });
});
