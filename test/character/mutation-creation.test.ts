/**
 * creation.ts under mutation testing (issue 29): the step-by-step creation of tables/03-criacao.md
 * and FACTS.md › Creation (Capítulo Três) — Exército → Constelação → Atributos → Atributo do Cosmo →
 * Treino → Convicções → Perícias e defesas → Técnicas → Finalização —, and the humans and apprentices
 * (FACTS.md › Humans and apprentices, Antes do Sexto Sentido): createHuman, raiseHumanLevel, awaken.
 * Codes, paths, params and the draft left behind are asserted, never the message text. Every draft
 * is built inside its `it` (no static mutants, docs/mutacao.md).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  assignRolledArray,
  assignStandardArray,
  awaken,
  createHuman,
  creationStatus,
  finalizeCreation,
  raiseHumanLevel,
  setArmy,
  setConstellation,
  setConviccoes,
  setCosmoAttribute,
  setFinalization,
  setSkillsAndDefenses,
  setTechniques,
  setTreino,
  startCreation,
  stepIssues,
  type CreationDraft,
  type CreationStepId,
  type Human,
} from '../../src/character/index.js';
import { bookCharacterRuleset } from '../../src/rules/index.js';
import type { TechniqueInput } from '../../src/technique/schema.js';
import { must, refused } from '../fixtures/teo.js';

const T3 = 'tables/03-criacao.md';
const C = 'FACTS.md › Creation (Capítulo Três)';
const H = 'FACTS.md › Humans and apprentices (Antes do Sexto Sentido)';

function teoJson() {
  return JSON.parse(readFileSync(new URL('../../examples/teo.json', import.meta.url), 'utf8')) as {
    techniques: TechniqueInput[];
    conviccoes: string[];
    items: string[];
  };
}

/** Téo's draft up to (and without) a given step; `upTo` = the first step NOT done. */
function teoDraft(upTo?: CreationStepId): CreationDraft {
  const j = teoJson();
  const [garra, olhos] = j.techniques;
  const steps: [CreationStepId, (d: CreationDraft) => CreationDraft][] = [
    ['exercito', (d) => must(setArmy(d, 'atena'))],
    ['constelacao', (d) => must(setConstellation(d, { constellation: 'Lince', accessory: 'garras', characteristic: 'cortante' }))],
    ['atributos', (d) => must(assignStandardArray(d, { FOR: 12, DES: 15, CON: 13, INT: 10, SAB: 14, CAR: 8 }))],
    ['atributo_do_cosmo', (d) => must(setCosmoAttribute(d, 'SAB'))],
    ['treino', (d) => must(setTreino(d, 'orfanato'))],
    ['conviccoes', (d) => must(setConviccoes(d, j.conviccoes))],
    ['pericias_e_defesas', (d) => must(setSkillsAndDefenses(d, { skills: ['acrobacia', 'percepcao', 'intuicao', 'atletismo'], trainedDefenses: ['reflexos', 'vontade'] }))],
    ['tecnicas', (d) => must(setTechniques(d, [garra!, olhos!]))],
    ['finalizacao', (d) => must(setFinalization(d, { name: 'Téo' }))],
  ];
  let d = startCreation('teo');
  for (const [id, f] of steps) {
    if (id === upTo) break;
    d = f(d);
  }
  return d;
}

const humanBase = () => ({
  kind: 'humano' as const,
  army: 'atena',
  name: 'Ikaro',
  attributes: { method: 'humano' as const, values: { FOR: 12, DES: 11, CON: 11, INT: 10, SAB: 9, CAR: 8 } },
});

describe(`startCreation and the step_missing issue (${C}; ${T3})`, () => {
  it('the draft keeps the id it is given', () => {
    expect(startCreation('abc')).toEqual({ id: 'abc' });
  });

  it('each missing choice: step_missing at its own path, with the step label of the ruleset and a field named', () => {
    const d = startCreation('x');
    const expected: [CreationStepId, string, string[]][] = [
      ['exercito', 'Exército', ['army']],
      ['constelacao', 'Constelação', ['constellation', 'accessory', 'characteristic']],
      ['atributos', 'Atributos', ['attributes']],
      ['atributo_do_cosmo', 'Atributo do Cosmo', ['cosmoAttribute']],
      ['treino', 'Treino', ['treino']],
      ['conviccoes', 'Convicções', ['conviccoes']],
      ['pericias_e_defesas', 'Perícias e defesas', ['skills', 'trainedDefenses']],
      ['tecnicas', 'Técnicas', ['techniques']],
      ['finalizacao', 'Finalização', ['name']],
    ];
    for (const [step, label, paths] of expected) {
      const issues = stepIssues(d, step);
      expect(issues.map((i) => [i.code, i.path, i.severity, i.params.step])).toEqual(paths.map((p) => ['step_missing', [p], 'error', label]));
      for (const i of issues) expect(String(i.params.field)).toMatch(/\S/);
    }
  });

  it('a step the ruleset does not list is named by its id', () => {
    const R = bookCharacterRuleset;
    const ruleset = { ...R, creation: { ...R.creation, steps: R.creation.steps.filter((s) => s.id !== 'finalizacao') } };
    const [i] = stepIssues(startCreation('x'), 'finalizacao', ruleset as typeof R);
    expect([i!.code, i!.path, i!.params.step]).toEqual(['step_missing', ['name'], 'finalizacao']);
  });
});

describe(`Etapa 1 · Exército (${T3})`, () => {
  it('one of the four armies: no issue at all; another: a warning army_unknown at army, and the draft takes it', () => {
    for (const army of ['atena', 'poseidon', 'hades', 'asgard']) {
      const r = setArmy(startCreation('x'), army);
      expect([r.ok, r.issues]).toEqual([true, []]);
    }
    const r = setArmy(startCreation('x'), 'amazonas');
    expect(r.ok).toBe(true);
    expect(r.issues.map((i) => [i.code, i.path, i.params, i.severity])).toEqual([['army_unknown', ['army'], { army: 'amazonas' }, 'warning']]);
    expect(must(r).army).toBe('amazonas');
  });
});

describe(`Etapa 2 · Constelação: the constellation, the accessory, the armor's characteristic (${T3})`, () => {
  it('a valid choice with no army yet: complete, no issue', () => {
    const r = setConstellation(startCreation('x'), { constellation: 'Lince', accessory: 'garras', characteristic: 'cortante' });
    expect([r.ok, r.issues]).toEqual([true, []]);
  });

  it('a blank constellation: constellation_blank at constellation, and the draft is left as it was', () => {
    const d = must(setArmy(startCreation('x'), 'atena'));
    const before = JSON.stringify(d);
    const r = setConstellation(d, { constellation: '   ', accessory: 'garras', characteristic: 'cortante' });
    expect(refused(r)).toEqual(['constellation_blank']);
    expect(r.issues[0]).toMatchObject({ path: ['constellation'], params: {}, severity: 'error' });
    expect(JSON.stringify(d)).toBe(before);
    expect(d.constellation).toBeUndefined();
  });

  it('an accessory that does not exist: accessory_unknown with the options', () => {
    const r = setConstellation(startCreation('x'), { constellation: 'Lince', accessory: 'tridente', characteristic: 'cortante' });
    expect(refused(r)).toEqual(['accessory_unknown']);
    expect(r.issues[0]).toMatchObject({
      path: ['accessory'],
      params: { accessory: 'tridente', options: bookCharacterRuleset.armor.accessories.map((a) => a.slug).join(', ') },
    });
  });

  it('every accessory and every characteristic of the book is accepted', () => {
    for (const accessory of bookCharacterRuleset.armor.accessories.map((a) => a.slug))
      expect(setConstellation(startCreation('x'), { constellation: 'Lince', accessory, characteristic: 'leve' }).issues).toEqual([]);
    for (const characteristic of bookCharacterRuleset.armor.characteristics.map((c) => c.slug))
      expect(setConstellation(startCreation('x'), { constellation: 'Lince', accessory: 'nenhum', characteristic }).issues).toEqual([]);
  });

  it('a characteristic that does not exist: step_missing at characteristic, its field naming the wrong one', () => {
    const r = setConstellation(startCreation('x'), { constellation: 'Lince', accessory: 'garras', characteristic: 'voadora' });
    expect(refused(r)).toEqual(['step_missing']);
    expect(r.issues[0]).toMatchObject({ path: ['characteristic'], params: { step: 'Constelação' } });
    expect(String(r.issues[0]!.params.field)).toContain('voadora');
  });

  it('missing accessory and characteristic are step_missing, not "unknown"', () => {
    const d = { ...startCreation('x'), constellation: 'Lince' };
    expect(stepIssues(d, 'constelacao').map((i) => [i.code, i.path])).toEqual([
      ['step_missing', ['accessory']],
      ['step_missing', ['characteristic']],
    ]);
    // a missing characteristic is not "a characteristic named undefined"
    const [, missingCharacteristic] = stepIssues(d, 'constelacao');
    expect(String(missingCharacteristic!.params.field)).not.toContain('undefined');
  });
});

describe(`Etapas 3 e 4 · Atributos and Atributo do Cosmo (${T3})`, () => {
  it('values that are not numbers: schema issues (character_schema_*) under attributes.values, nothing else', () => {
    const d = startCreation('x');
    const bad = { FOR: 'doze', DES: 15, CON: 13, INT: 10, SAB: 14, CAR: 8 } as never;
    for (const r of [assignStandardArray(d, bad), assignRolledArray(d, [12, 15, 13, 10, 14, 8], bad)]) {
      expect(r.ok).toBe(false);
      expect(r.issues.length).toBeGreaterThan(0);
      for (const i of r.issues) {
        expect(i.code.startsWith('character_schema_')).toBe(true);
        expect(i.path.slice(0, 3)).toEqual(['attributes', 'values', 'FOR']);
      }
    }
    expect(d.attributes).toBeUndefined();
  });

  it('INT, SAB or CAR: no issue; another: cosmo_attribute_invalid with the options', () => {
    for (const k of ['INT', 'SAB', 'CAR'] as const) expect(setCosmoAttribute(startCreation('x'), k).issues).toEqual([]);
    const r = setCosmoAttribute(startCreation('x'), 'FOR' as never);
    expect(refused(r)).toEqual(['cosmo_attribute_invalid']);
    expect(r.issues[0]).toMatchObject({ path: ['cosmoAttribute'], params: { attribute: 'FOR', options: 'INT, SAB, CAR' } });
  });
});

describe(`Etapa 7 · Perícias e defesas: four free skills, two trained defenses (${T3})`, () => {
  it('without a treino chosen yet the four free skills are accepted', () => {
    const r = setSkillsAndDefenses(startCreation('x'), { skills: ['acrobacia', 'percepcao', 'intuicao', 'atletismo'], trainedDefenses: ['reflexos', 'vontade'] });
    expect([r.ok, r.issues]).toEqual([true, []]);
  });

  it('counts: skill_count and defense_count with count and expected', () => {
    const r = setSkillsAndDefenses(startCreation('x'), { skills: ['acrobacia'], trainedDefenses: ['reflexos'] });
    expect(r.issues.map((i) => [i.code, i.path, i.params])).toEqual([
      ['skill_count', ['skills'], { count: 1, expected: 4 }],
      ['defense_count', ['trainedDefenses'], { count: 1, expected: 2 }],
    ]);
  });

  it('an unknown skill: skill_unknown at its index; a treino skill repeated: skill_duplicate with the skill', () => {
    const d = must(setTreino(startCreation('x'), 'orfanato'));
    const r = setSkillsAndDefenses(d, { skills: ['acrobacia', 'voar', 'furtividade', 'atletismo'], trainedDefenses: ['reflexos', 'vontade'] });
    expect(r.issues.map((i) => [i.code, i.path, i.params])).toEqual([
      ['skill_unknown', ['skills', 1], { skill: 'voar' }],
      ['skill_duplicate', ['skills', 2], { skill: 'furtividade' }],
    ]);
    expect(must(setSkillsAndDefenses(d, { skills: ['acrobacia', 'percepcao', 'intuicao', 'atletismo'], trainedDefenses: ['reflexos', 'vontade'] })).skills).toEqual([
      'acrobacia',
      'percepcao',
      'intuicao',
      'atletismo',
    ]);
  });

  it('the same defense twice: defense_duplicate at the second', () => {
    const r = setSkillsAndDefenses(startCreation('x'), { skills: ['acrobacia', 'percepcao', 'intuicao', 'atletismo'], trainedDefenses: ['reflexos', 'reflexos'] });
    expect(r.issues.map((i) => [i.code, i.path, i.params])).toEqual([['defense_duplicate', ['trainedDefenses', 1], { defense: 'reflexos' }]]);
  });
});

describe(`Etapa 8 · Técnicas: two Grau 1 techniques, one signature (${T3})`, () => {
  it("Téo's two techniques: no issue", () => {
    const [garra, olhos] = teoJson().techniques;
    const r = setTechniques(teoDraft('tecnicas'), [garra!, olhos!]);
    expect([r.ok, r.issues]).toEqual([true, []]);
  });

  it('technique_count, technique_signature_count and technique_creation_grau with their params', () => {
    const [garra, olhos] = teoJson().techniques;
    const d = teoDraft('tecnicas');
    const one = setTechniques(d, [garra!]);
    expect(one.issues.filter((i) => i.code === 'technique_count').map((i) => [i.path, i.params])).toEqual([[['techniques'], { count: 1, expected: 2 }]]);
    const two = setTechniques(d, [garra!, { ...olhos!, signature: true }]);
    expect(two.issues.filter((i) => i.code === 'technique_signature_count').map((i) => [i.path, i.params])).toEqual([[['techniques'], { count: 2, expected: 1 }]]);
    const grau = setTechniques(d, [garra!, { ...olhos!, grau: 2 }]);
    expect(grau.issues.filter((i) => i.code === 'technique_creation_grau').map((i) => [i.path, i.params])).toEqual([
      [['techniques', 1, 'grau'], { name: olhos!.name, grau: 2, expected: 1 }],
    ]);
  });

  it('a technique the schema refuses: technique_schema_* under techniques.i, and the draft keeps none', () => {
    const [garra] = teoJson().techniques;
    const d = teoDraft('tecnicas');
    const r = setTechniques(d, [garra!, { ...garra!, name: 42 } as never]);
    expect(r.ok).toBe(false);
    expect(r.issues.length).toBeGreaterThan(0);
    for (const i of r.issues) {
      expect(i.code.startsWith('technique_schema_')).toBe(true);
      expect(i.path.slice(0, 3)).toEqual(['techniques', 1, 'name']);
    }
    expect(d.techniques).toBeUndefined();
  });
});

describe(`Etapa 9 · Finalização and creationStatus (${T3})`, () => {
  it('a blank name is step_missing at name; a name: no issue', () => {
    const d = teoDraft('finalizacao');
    const r = setFinalization(d, { name: '   ' });
    expect(refused(r)).toEqual(['step_missing']);
    expect(r.issues[0]!.path).toEqual(['name']);
    expect(d.name).toBeUndefined();
    expect(setFinalization(d, { name: 'Téo' }).issues).toEqual([]);
  });

  it('details and items are taken when given, left out when not', () => {
    const d = teoDraft('finalizacao');
    const plain = must(setFinalization(d, { name: 'Téo' }));
    expect([plain.details, plain.items]).toEqual([undefined, undefined]);
    const full = must(setFinalization(d, { name: 'Téo', details: { age: '15', master: 'Algol' }, items: ['corda', 'pão'] }));
    expect([full.details, full.items]).toEqual([{ age: '15', master: 'Algol' }, ['corda', 'pão']]);
  });

  it('readyToFinalize: every step but the last complete (only the name missing is enough)', () => {
    expect(creationStatus(teoDraft('finalizacao')).readyToFinalize).toBe(true);
    expect(creationStatus(teoDraft()).readyToFinalize).toBe(true);
    expect(creationStatus(teoDraft('constelacao')).readyToFinalize).toBe(false);
    expect(creationStatus(teoDraft('tecnicas')).readyToFinalize).toBe(false);
  });
});

describe(`finalizeCreation (${C})`, () => {
  it('incomplete: creation_incomplete (no path, the pending labels), then only the errors of the steps — not the warnings', () => {
    const d = must(setArmy(startCreation('x'), 'amazonas'));
    const r = finalizeCreation(d);
    expect(r.ok).toBe(false);
    expect(r.issues[0]).toMatchObject({
      code: 'creation_incomplete',
      path: [],
      params: { steps: 'Constelação, Atributos, Atributo do Cosmo, Treino, Convicções, Perícias e defesas, Técnicas, Finalização' },
    });
    const errors = creationStatus(d).issues.filter((i) => i.severity === 'error');
    expect(r.issues.slice(1)).toEqual(errors);
    expect(r.issues.some((i) => i.code === 'army_unknown')).toBe(false);
  });

  it('without details and items: {} and []; with them: kept', () => {
    const w = must(finalizeCreation(teoDraft()));
    expect([w.details, w.items]).toEqual([{}, []]);
    const d = must(setFinalization(teoDraft('finalizacao'), { name: 'Téo', details: { age: '15' }, items: ['corda'] }));
    const w2 = must(finalizeCreation(d));
    expect([w2.details, w2.items]).toEqual([{ age: '15' }, ['corda']]);
  });

  it('a treino of your own goes into the warrior', () => {
    const custom = {
      id: 'ilha',
      name: 'A Ilha',
      skills: ['sobrevivencia', 'mitologia'],
      licao: { id: 'mar', name: 'O Mar Ensina', effect: '+2 na Iniciativa', effects: { initiativeBonus: 2 } },
    };
    let d = teoDraft('treino');
    d = must(setTreino(d, custom as never));
    const j = teoJson();
    const [garra, olhos] = j.techniques;
    d = must(setConviccoes(d, j.conviccoes));
    d = must(setSkillsAndDefenses(d, { skills: ['acrobacia', 'percepcao', 'intuicao', 'atletismo'], trainedDefenses: ['reflexos', 'vontade'] }));
    d = must(setTechniques(d, [garra!, olhos!]));
    d = must(setFinalization(d, { name: 'Téo' }));
    const w = must(finalizeCreation(d));
    expect(w.treino).toBe('ilha');
    expect(w.customTreino).toMatchObject({ id: 'ilha', skills: ['sobrevivencia', 'mitologia'] });
  });

  it('a complete draft the warrior schema still refuses (an item that is not text): the schema issues, no crash', () => {
    const d = must(setFinalization(teoDraft('finalizacao'), { name: 'Téo', items: [42 as never] }));
    expect(creationStatus(d).readyToFinalize).toBe(true);
    const r = finalizeCreation(d);
    expect(r.ok).toBe(false);
    expect(r.issues.length).toBeGreaterThan(0);
    expect(r.issues.every((i) => i.path[0] === 'items')).toBe(true);
  });
});

describe(`humans and apprentices (${H})`, () => {
  it('raising past the human limit: human_level_out_of_range with the level asked and the max', () => {
    let h: Human = must(createHuman({ ...humanBase(), treino: 'orfanato' }));
    h = must(raiseHumanLevel(h, 'eu luto pela Ana'));
    h = must(raiseHumanLevel(h));
    h = must(raiseHumanLevel(h));
    expect(h.humanLevel).toBe(4);
    const r = raiseHumanLevel(h, 'eu luto por mais');
    expect(refused(r)).toEqual(['human_level_out_of_range']);
    expect(r.issues[0]).toMatchObject({ path: ['humanLevel'], params: { level: 5, max: 4 } });
  });

  it('a Convicção is taken only while the level has room for it; none given adds none', () => {
    const h1: Human = must(createHuman({ ...humanBase(), treino: 'orfanato' }));
    expect(refused(raiseHumanLevel(h1))).toEqual(['conviccao_count']);
    const h2 = must(raiseHumanLevel(h1, { conviccao: 'eu luto pela Ana' }));
    expect(h2.conviccoes).toEqual(['eu luto pela Ana']);
    const h3 = must(raiseHumanLevel(h2, 'eu luto por mais'));
    expect([h3.humanLevel, h3.conviccoes]).toEqual([3, ['eu luto pela Ana']]);
  });

  it('the treino can be named when raising', () => {
    const h1: Human = must(createHuman(humanBase()));
    const h2 = must(raiseHumanLevel(h1, { conviccao: 'eu luto pela Ana', treino: 'orfanato' }));
    expect(h2.treino).toBe('orfanato');
  });

  it('awakening too early: human_cannot_awaken_yet with the level and the trial level', () => {
    const h: Human = must(createHuman(humanBase()));
    const r = awaken(h, { fourteen: 'DES' });
    expect(refused(r)).toEqual(['human_cannot_awaken_yet']);
    expect(r.issues[0]).toMatchObject({ path: ['humanLevel'], params: { level: 1, trialLevel: 3 } });
  });

  it('awaken_choice_invalid: fourteen must be one of the two 11s', () => {
    let h: Human = must(createHuman({ ...humanBase(), treino: 'orfanato' }));
    h = must(raiseHumanLevel(h, 'eu luto pela Ana'));
    h = must(raiseHumanLevel(h));
    const r = awaken(h, { fourteen: 'FOR' });
    expect(refused(r)).toEqual(['awaken_choice_invalid']);
    expect(r.issues[0]).toMatchObject({ path: ['fourteen'], params: { attribute: 'FOR' } });
  });

  it('an apprentice whose attributes are not the human array is refused by the array check', () => {
    let h: Human = must(createHuman({ ...humanBase(), treino: 'orfanato' }));
    h = must(raiseHumanLevel(h, 'eu luto pela Ana'));
    h = must(raiseHumanLevel(h));
    const bad: Human = { ...h, attributes: { method: 'humano', values: { FOR: 12, DES: 12, CON: 11, INT: 10, SAB: 9, CAR: 8 } } };
    expect(refused(awaken(bad, { fourteen: 'CON' }))).toContain('attributes_not_human_array');
  });

  it('the two 11s anywhere: the chosen one becomes 14, the other 13', () => {
    const arrangements: Record<string, number>[] = [
      { FOR: 8, DES: 9, CON: 10, INT: 11, SAB: 11, CAR: 12 },
      { FOR: 11, DES: 12, CON: 10, INT: 9, SAB: 8, CAR: 11 },
      { FOR: 11, DES: 11, CON: 12, INT: 10, SAB: 9, CAR: 8 },
    ];
    const up: Record<number, number> = { 12: 15, 10: 12, 9: 10, 8: 8 };
    for (const values of arrangements) {
      let h: Human = must(createHuman({ ...humanBase(), treino: 'orfanato', attributes: { method: 'humano', values: values as never } }));
      h = must(raiseHumanLevel(h, 'eu luto pela Ana'));
      h = must(raiseHumanLevel(h));
      const elevens = Object.keys(values).filter((k) => values[k] === 11);
      for (const fourteen of elevens) {
        const d = must(awaken(h, { fourteen: fourteen as never }));
        const expected = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === 11 ? (k === fourteen ? 14 : 13) : up[v]]));
        expect(d.attributes).toEqual({ method: 'despertar', values: expected });
      }
    }
  });

  it('the draft keeps the Convicções, the details, the items and the constellation', () => {
    let h: Human = must(createHuman({ ...humanBase(), treino: 'orfanato', details: { age: '14' }, items: ['corda'], constellation: 'Lince' } as never));
    h = must(raiseHumanLevel(h, 'eu luto pela Ana'));
    h = must(raiseHumanLevel(h));
    const d = must(awaken(h, { fourteen: 'DES' }));
    expect(d).toMatchObject({ id: h.id, name: 'Ikaro', army: 'atena', treino: 'orfanato', conviccoes: ['eu luto pela Ana'], details: { age: '14' }, items: ['corda'], constellation: 'Lince' });
  });
});
